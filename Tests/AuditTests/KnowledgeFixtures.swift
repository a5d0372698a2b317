import Foundation

/// Paths of the knowledge fixtures, and copies of them with edits.
enum KnowledgeFixtures {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// A small content model (`Fixtures/knowledge/Content`) with one flagged callback, two
    /// launch-options keys, one global look-up and one deprecated API.
    static let content = fixtures.appendingPathComponent("knowledge/Content")
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A temporary copy of the fixture content folder, removed on release.
    final class Copy {
        let root: URL
        var content: URL { root.appendingPathComponent("Content") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-knowledge-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: KnowledgeFixtures.content, to: content)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// Replaces exactly one occurrence of `old` in `file` (relative to Content/).
        func edit(_ file: String, replacing old: String, with new: String) throws {
            let url = content.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            precondition(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(file)")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }

        func remove(_ file: String) throws {
            try FileManager.default.removeItem(at: content.appendingPathComponent(file))
        }
    }
}
