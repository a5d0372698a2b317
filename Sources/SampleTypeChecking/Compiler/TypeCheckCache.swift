import Foundation

/// Compiler results kept on disk between runs, outside the site's output: a check whose inputs
/// (the compiled text, the flags, the interface and the compiler's version) hash to a key seen
/// before is answered from here without starting the compiler. Entries are written atomically,
/// so a run that stops half-way leaves no half entry; an unreadable entry counts as missing.
public struct TypeCheckCache: Sendable {
    /// The folder (created when first written to).
    public var folder: String

    /// A cache in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// `$SCENEDOCS_CACHE_DIR`, else `$XDG_CACHE_HOME/scenedocs`, else `~/.cache/scenedocs`; with
    /// `typecheck` below it.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["SCENEDOCS_CACHE_DIR"], !explicit.isEmpty { return explicit + "/typecheck" }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/scenedocs/typecheck" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        return home + "/.cache/scenedocs/typecheck"
    }

    /// A value kept under `kind/key.json`, if there is one that decodes.
    func value<Value: Decodable>(_ type: Value.Type, kind: String, key: String) -> Value? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + kind + "/" + key + ".json") else {
            return nil
        }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// Keeps a value under `kind/key.json` (atomically; a failure only costs the next run the work).
    func store<Value: Encodable>(_ value: Value, kind: String, key: String) {
        guard let data = try? JSONEncoder().encode(value) else { return }
        try? FileManager.default.createDirectory(atPath: folder + "/" + kind, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: folder + "/" + kind + "/" + key + ".json"), options: .atomic)
    }

    /// A 128-bit FNV-1a digest of the parts, as 32 hex digits (a cache key, not a security hash).
    public static func key(_ parts: [String]) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for part in parts {
            for byte in part.utf8 {
                first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 0x9e37_79b9_7f4a_7c15
            }
            // A separator no text contains, so ["ab", "c"] and ["a", "bc"] differ.
            first = (first ^ 0xff) &* 0x100_0000_01b3
            second = (second ^ 0xff) &* 0x100_0000_01b3 &+ 0x9e37_79b9_7f4a_7c15
        }
        return String(first, radix: 16).leftPadded(16) + String(second, radix: 16).leftPadded(16)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
