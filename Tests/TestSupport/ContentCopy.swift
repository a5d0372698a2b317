import Foundation

/// A temporary copy of a fixture folder, with edits; removed on release.
public final class ContentCopy {
    public let root: URL
    /// The copy of the folder (`root/Content`).
    public var content: URL { root.appendingPathComponent("Content") }

    public init(of folder: URL) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scenedocs-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder, to: content)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Replaces exactly one occurrence of `old` in `file` (relative to the copy).
    public func edit(_ file: String, replacing old: String, with new: String) throws {
        let url = content.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        precondition(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(file)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    public func remove(_ file: String) throws {
        try FileManager.default.removeItem(at: content.appendingPathComponent(file))
    }
}
