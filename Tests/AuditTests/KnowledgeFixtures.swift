import Foundation
import TestSupport

/// Paths of the knowledge fixtures, and copies of them with edits.
enum KnowledgeFixtures {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// A small content model (`Fixtures/knowledge/Content`) with one flagged callback, two
    /// launch-options keys, one global look-up and one deprecated API.
    static let content = fixtures.appendingPathComponent("knowledge/Content")
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A temporary copy of the fixture content folder, removed on release.
    typealias Copy = ContentCopy
}

extension ContentCopy {
    /// A copy of the knowledge fixture's content folder.
    convenience init() throws { try self.init(of: KnowledgeFixtures.content) }
}
