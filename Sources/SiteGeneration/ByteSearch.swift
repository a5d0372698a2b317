import Foundation

/// Byte-string search for the generator's splices (a page's sidebar marker, `model.json` elements,
/// the empty arrays of a JSON skeleton): `memchr` for one of the needle's rarer bytes, then `memcmp`.
/// The files searched can be as large as the whole `model.json`, so no search goes through
/// Foundation's `Data.range(of:)`, which does not scan with `memchr`.
enum ByteSearch {
    /// Bytes that fill JSON and HTML (space, quotes, brackets, markup punctuation, lower-case
    /// letters): a poor anchor for `memchr`.
    private static let common: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in " \n\"',:{}[]<>/=-abcdefghijklmnopqrstuvwxyz".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// The offset of the first `needle` in `haystack` at or after `start`.
    static func first(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count - start >= needle.count,
            let base = haystack.baseAddress, let pattern = needle.baseAddress
        else { return nil }
        let anchor = needle.firstIndex { !common[Int($0)] } ?? 0
        let anchorByte = Int32(needle[anchor])
        var offset = start
        while offset + needle.count <= haystack.count {
            let searched = haystack.count - offset - needle.count + 1
            guard let hit = memchr(base + offset + anchor, anchorByte, searched) else { return nil }
            let position = base.distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + position, pattern, needle.count) == 0 { return position }
            offset = position + 1
        }
        return nil
    }

    static func first(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        haystack.withUnsafeBytes { hay in needle.withUnsafeBytes { first($0, in: hay, from: start) } }
    }

    static func first(_ needle: Data, in haystack: Data, from start: Int = 0) -> Int? {
        haystack.withUnsafeBytes { hay in needle.withUnsafeBytes { first($0, in: hay, from: start) } }
    }

    /// The offset of `needle` in `haystack` when it occurs there exactly once.
    static func only(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let found = first(needle, in: haystack), first(needle, in: haystack, from: found + needle.count) == nil
        else { return nil }
        return found
    }

    static func only(_ needle: Data, in haystack: Data) -> Int? {
        guard let found = first(needle, in: haystack), first(needle, in: haystack, from: found + needle.count) == nil
        else { return nil }
        return found
    }
}
