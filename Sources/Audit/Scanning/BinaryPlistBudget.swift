import Foundation

/// How many values a binary property list (`bplist00`) expands to when read.
///
/// A binary plist stores each value once and lets arrays and dictionaries refer to it by number,
/// any number of times; `PropertyListSerialization` builds a separate copy for each reference.
/// Seven levels that each refer to the level below fifteen times (536 bytes) expand to 15^7
/// values, gigabytes. This walks the object table without building values and counts the
/// expansion, like the YAML alias budget counts aliased nodes.
///
/// The walk also finds sets (a binary-only kind no Info.plist uses): swift-corelibs-foundation's
/// `PropertyListSerialization` crashes the process converting a set it has read.
enum BinaryPlistBudget {
    /// The most values a plist may expand to (an Info.plist holds a few hundred).
    static let maximumValues = 100_000

    enum Verdict: Equatable {
        /// Not a binary plist, or one within the budget.
        case withinBudget
        /// The expansion exceeds `maximumValues` (or an array or dictionary contains itself).
        case tooLarge
        /// A set is among the values read (the plist is within the budget).
        case holdsSet
        /// The table is malformed; `PropertyListSerialization` reports it.
        case malformed
    }

    static func check(_ data: Data) -> Verdict {
        let bytes = [UInt8](data)
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return .withinBudget }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard let objectCount = integer(bytes, at: trailer + 8, size: 8),
            let top = integer(bytes, at: trailer + 16, size: 8),
            let tableOffset = integer(bytes, at: trailer + 24, size: 8),
            (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount > 0, top < objectCount,
            tableOffset <= trailer, objectCount <= (trailer - tableOffset) / offsetSize
        else { return .malformed }

        var holdsSet = false
        /// The object numbers an object refers to (empty for a leaf), or nil when malformed.
        func references(of object: Int) -> [Int]? {
            guard let offset = integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
                offset < trailer
            else { return nil }
            let marker = bytes[offset]
            let kind = marker >> 4
            if kind == 0xC { holdsSet = true }
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            var count = Int(marker & 0x0F)
            var start = offset + 1
            if count == 0x0F {
                guard start < trailer, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let value = integer(bytes, at: start + 1, size: size) else { return nil }
                count = value
                start += 1 + size
            }
            let slots = kind == 0xD ? 2 * count : count
            guard count >= 0, slots <= (trailer - start) / referenceSize else { return nil }
            var result: [Int] = []
            result.reserveCapacity(slots)
            for slot in 0..<slots {
                guard let reference = integer(bytes, at: start + slot * referenceSize, size: referenceSize),
                    reference < objectCount
                else { return nil }
                result.append(reference)
            }
            return result
        }

        // Expanded sizes, computed depth-first with an explicit stack; each object is read once.
        var expanded = [Int](repeating: -1, count: objectCount)
        var onStack = [Bool](repeating: false, count: objectCount)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        guard let rootChildren = references(of: top) else { return .malformed }
        stack.append((top, rootChildren, 0))
        onStack[top] = true
        while let frame = stack.last {
            if frame.next < frame.children.count {
                stack[stack.count - 1].next += 1
                let child = frame.children[frame.next]
                if expanded[child] >= 0 { continue }
                if onStack[child] { return .tooLarge }
                guard let children = references(of: child) else { return .malformed }
                onStack[child] = true
                stack.append((child, children, 0))
                continue
            }
            var total = 1
            for child in frame.children {
                total += expanded[child]
                if total > maximumValues { return .tooLarge }
            }
            expanded[frame.object] = total
            onStack[frame.object] = false
            stack.removeLast()
        }
        return holdsSet ? .holdsSet : .withinBudget
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, or nil past the end or too large.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size > 0, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
        return value <= UInt64(Int32.max) ? Int(value) : nil
    }
}
