import CorpusGeneration
import Foundation

/// A synthetic corpus (`scenedocs-corpus`) written to a temporary folder; the folder lives as long
/// as the value.
public struct WrittenCorpus {
    public let directory: TemporaryDirectory
    public let corpus: Corpus
    public let summary: CorpusSummary

    public init(pages: Int, seed: UInt64 = 1, realistic: Bool = false) throws {
        directory = try TemporaryDirectory()
        corpus = Corpus(pages: pages, seed: seed, realistic: realistic)
        summary = try corpus.write(to: directory.url)
    }

    /// The corpus's content folder.
    public var content: URL { directory.path("Content") }
    /// The plain CommonMark twins of its pages.
    public var plain: URL { directory.path("plain") }
}
