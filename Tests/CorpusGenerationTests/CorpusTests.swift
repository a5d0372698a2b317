import ContentModel
import CorpusGeneration
import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// The synthetic benchmark corpus (`scenedocs-corpus`, issue #7): it builds cleanly under
/// `--strict`, is deterministic, its plain/ twins are exactly the bodies SceneDocs parses, and its
/// pages have the promised shape.
@Suite(.tags(.heavy), .skippedWhenQuick) struct CorpusTests {
    static let pages = 150

    @Test(arguments: [false, true]) func buildsUnderStrictWithoutAnyDiagnostic(realistic: Bool) throws {
        let written = try WrittenCorpus(pages: CorpusTests.pages, realistic: realistic)
        let counts = written.corpus.counts
        #expect(counts.contentPages == CorpusTests.pages)
        #expect(counts.types > 0 && counts.members > counts.types)
        #expect(counts.guides > 0 && counts.steps > counts.guides)
        #expect(counts.articles > 0 && counts.paths > 0 && counts.hasMapping)

        let result = BuildAction(
            options: BuildOptions(content: written.content.path, templates: TestPaths.templates.path, output: nil),
            engine: DiagnosticEngine(strict: true)
        ).perform()
        #expect(DiagnosticFormatter.console(result.diagnostics.sorted) == "")
        #expect(result.pageCount == counts.builtPages)
        #expect(result.pageCount == counts.symbolPages + counts.articles + counts.guides + counts.paths + 1 + 6)
        #expect(LinkAudit(files: result.files).problems() == [])
    }

    @Test func sameSeedSameFilesOtherSeedOtherText() throws {
        let first = Corpus(pages: CorpusTests.pages, seed: 7).files()
        let second = Corpus(pages: CorpusTests.pages, seed: 7).files()
        #expect(first == second)
        #expect(first.count == 2 * CorpusTests.pages + Corpus(pages: CorpusTests.pages, seed: 7).dataFiles().count)

        let other = Corpus(pages: CorpusTests.pages, seed: 8).files()
        #expect(other != first)
        let firstBodies = first.filter { $0.key.hasPrefix("plain/") }.values.sorted()
        let otherBodies = other.filter { $0.key.hasPrefix("plain/") }.values.sorted()
        #expect(Set(firstBodies).isDisjoint(with: otherBodies), "no page body repeats across seeds")

        // What is written to disk is exactly the in-memory corpus.
        let written = try WrittenCorpus(pages: CorpusTests.pages, seed: 7)
        let onDisk = readTree(written.directory.url).mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(onDisk == first)
        let markdownBytes = first.filter { $0.key.hasPrefix("plain/") }.values.reduce(0) { $0 + $1.utf8.count }
        #expect(written.summary.markdownBytes == markdownBytes)
    }

    /// plain/<path> is the text SceneDocs' loader hands to cmark for Content/<path>.
    @Test func plainFilesAreTheBodiesSceneDocsParses() throws {
        let written = try WrittenCorpus(pages: CorpusTests.pages)
        let (site, diagnostics) = ContentLoader(directory: written.content, displayPrefix: "Content").load()
        #expect(diagnostics.isEmpty)
        var bodies: [(file: String, text: String)] = site.symbols.map { ($0.file, $0.body.text) }
        bodies += site.articles.map { ($0.file, $0.body.text) }
        for guide in site.guides {
            bodies.append((guide.file, guide.intro.text))
            bodies += guide.steps.map { ($0.file, $0.body.text) }
        }
        #expect(bodies.count == CorpusTests.pages)
        let plainFiles = readTree(written.plain)
        #expect(plainFiles.count == CorpusTests.pages)
        for (file, text) in bodies {
            let relative = String(file.dropFirst("Content/".count))
            let plain = plainFiles[relative].map { String(decoding: $0, as: UTF8.self) }
            #expect(plain == text, "plain/\(relative) differs from the body of \(file)")
        }
    }

    @Test func pagesHaveTheShapeOfTheIssue() throws {
        let corpus = Corpus(pages: CorpusTests.pages, seed: 3)
        var total = 0
        let references = try Regex(#"``[^`\n]+``|<doc:[^>\s]+>|\]\(doc:[^)\s]+\)"#)
        for index in 0..<corpus.pageCount {
            let page = corpus.page(index)
            let body = page.body
            total += body.utf8.count
            #expect(body.contains("```swift\n"), "\(page.path) has no Swift sample")
            #expect(body.contains("\n## "), "\(page.path) has no ## heading")
            #expect(body.contains("\n- "), "\(page.path) has no bullet list")
            #expect(body.contains("\n1. "), "\(page.path) has no numbered list")
            let count = body.matches(of: references).count
            #expect(count >= 8, "\(page.path) has \(count) references")
            #expect(count <= 16, "\(page.path) has \(count) references")
            #expect((3_000...8_000).contains(body.utf8.count), "\(page.path) body is \(body.utf8.count) bytes")
            #expect(!body.contains("<div") && !body.contains("| --- |"), "\(page.path) has raw HTML or a pipe table")
            // Ends with a blank line, so `cat plain/**/*.md | cmark` keeps pages apart.
            #expect(body.hasSuffix("\n\n"), "\(page.path) does not end with a blank line")
        }
        let average = total / corpus.pageCount
        #expect((4_000...6_000).contains(average), "average body is \(average) bytes")
    }

    /// The code of each ```` ```swift ```` block.
    static func swiftSamples(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "```\n").first
        }
    }

    /// `--realistic`: the shipped content's densities, and Swift samples that differ in structure,
    /// not only in their names (the sample text with every name replaced by one letter).
    @Test func realisticPagesHaveDistinctSamplesAndTheShippedDensities() throws {
        let corpus = Corpus(pages: CorpusTests.pages, seed: 3, realistic: true)
        let references = try Regex(#"``[^`\n]+``|<doc:[^>\s]+>|\]\(doc:[^)\s]+\)"#)
        let name = try Regex("[A-Za-z_][A-Za-z0-9_]*")
        var bodyBytes = 0
        var referenceCount = 0
        var samples: [String] = []
        for index in 0..<corpus.pageCount {
            let page = corpus.page(index)
            bodyBytes += page.body.utf8.count
            referenceCount += page.body.matches(of: references).count
            samples += CorpusTests.swiftSamples(in: page.body)
            #expect(page.body.hasSuffix("\n\n"), "\(page.path) does not end with a blank line")
        }
        let averageBody = bodyBytes / corpus.pageCount
        #expect((1_500...3_200).contains(averageBody), "average body is \(averageBody) bytes")
        let referencesPerKB = Double(referenceCount) * 1_000 / Double(bodyBytes)
        #expect(referencesPerKB >= 3.5, "\(referencesPerKB) references per KB")
        #expect(samples.count >= corpus.pageCount / 2, "\(samples.count) samples")
        let averageSample = samples.reduce(0) { $0 + $1.utf8.count } / max(samples.count, 1)
        #expect((250...600).contains(averageSample), "average sample is \(averageSample) bytes")
        #expect(Set(samples).count == samples.count, "a sample repeats")
        let structures = Set(samples.map { $0.replacing(name, with: "x") })
        #expect(
            structures.count * 100 >= samples.count * 95, "\(structures.count) structures, \(samples.count) samples")

        // The same pages, ids and references as without the option: only the bodies differ.
        let plain = Corpus(pages: CorpusTests.pages, seed: 3)
        #expect((0..<plain.pageCount).map(plain.pagePath) == (0..<corpus.pageCount).map(corpus.pagePath))
        #expect(
            Corpus(pages: 40, seed: 3, realistic: true).files() == Corpus(pages: 40, seed: 3, realistic: true).files())
    }

    @Test func aFullFolderIsRefusedUnlessForced() throws {
        let directory = try TemporaryDirectory()
        try directory.write(["notes.txt": "keep me", "Content/stale.md": "old", "plain/stale.md": "old"])
        let corpus = Corpus(pages: 12, seed: 1)
        #expect(throws: CorpusError.notEmpty(directory.url.path)) { try corpus.write(to: directory.url) }
        #expect(FileManager.default.fileExists(atPath: directory.path("Content/stale.md").path))

        let summary = try corpus.write(to: directory.url, force: true)
        let tree = readTree(directory.url)
        #expect(tree["notes.txt"] == Data("keep me".utf8))
        #expect(tree["Content/stale.md"] == nil && tree["plain/stale.md"] == nil)
        #expect(tree.keys.filter { $0.hasPrefix("plain/") }.count == 12)
        #expect(summary.filesWritten == tree.count - 1)
        #expect(summary.counts.contentPages == 12)
    }
}
