import CodeHighlighting
import ContentModel
import CorpusGeneration
import Foundation
import LinkResolution
import TestSupport
import Testing

@testable import SiteGeneration

/// What keeps a cold build's memory bounded (issue #7) produces exactly what holding everything
/// did: Markdown rendered with its page, `model.json` written in pieces, files written in chunks.
@Suite(.tags(.heavy), .skippedWhenQuick) struct MemoryTests {
    /// The model of a content folder as `model.json` exports it.
    static func site(_ content: URL) -> Site {
        let (site, _) = ContentLoader(directory: content, displayPrefix: "Content").load()
        return site.relativizingFiles(prefix: "Content")
    }

    static func written(_ site: Site, workers: Int, window: Int) -> (data: Data, chunks: Int) {
        var data = Data()
        var chunks = 0
        ModelExport.write(site, workers: workers, window: window) {
            data.append($0)
            chunks += 1
        }
        return (data, chunks)
    }

    @Test(arguments: [1, 2])
    func modelJSONInPiecesIsTheOneCallEncoding(workers: Int) throws {
        let corpus = try WrittenCorpus(pages: 60)
        for content in [
            TestPaths.basicFixture.appendingPathComponent("Content"), TestPaths.shippedContent, corpus.content,
        ] {
            let site = MemoryTests.site(content)
            let whole = ModelExport.json(site)
            for window in [1, 7, SplicedJSON.defaultWindow] {
                let (data, chunks) = MemoryTests.written(site, workers: workers, window: window)
                #expect(data == whole, "\(content.path), window \(window)")
                if window == 1 { #expect(chunks > site.symbols.count) }
            }
        }
    }

    /// `serve`'s element cache: unchanged elements are reused, changed, added and removed ones are
    /// not, and every write is still the one-call encoding of its site.
    @Test func cachedElementsGiveTheOneCallEncoding() throws {
        let corpus = try WrittenCorpus(pages: 60)
        let site = MemoryTests.site(corpus.content)
        let cache = SplicedJSON.ElementCache()
        func write(_ site: Site) -> (data: Data, reused: Int) {
            var data = Data()
            ModelExport.write(site, workers: 2, window: 7, cache: cache) { data.append($0) }
            let reused = cache.reused
            cache.finishBuild()
            return (data, reused)
        }
        let cached = site.symbols.count + site.articles.count + site.guides.count
        #expect(write(site) == (ModelExport.json(site), 0))
        #expect(write(site) == (ModelExport.json(site), cached))

        // One symbol's summary changed, one article removed, one symbol added (a copy of the
        // first under a new id, inserted at the front so that every index moves).
        var edited = site
        edited.symbols[3].summary = "A summary written again."
        edited.articles.removeFirst()
        var added = edited.symbols[0]
        added.id = "AddedSymbol"
        edited.symbols.insert(added, at: 0)
        #expect(write(edited) == (ModelExport.json(edited), cached - 2))
        // Back: the removed article and the old summary were dropped from the cache with the build
        // that did not use them.
        #expect(write(site) == (ModelExport.json(site), cached - 2))
    }

    @Test func modelJSONWithEmptyArraysIsTheOneCallEncoding() {
        var site = MemoryTests.site(TestPaths.basicFixture.appendingPathComponent("Content"))
        site.articles = []
        site.paths = []
        #expect(MemoryTests.written(site, workers: 2, window: 3).data == ModelExport.json(site))
    }

    /// Above `keptHTMLBudget` (here 0 bytes) a cold resolution keeps no text's HTML but the
    /// portable ones; under it (the default, for these small sites) it keeps every text's.
    @Test func aColdResolutionKeepsOnlyPortableHTMLAndRendersTheRestWithItsPage() throws {
        let corpus = try WrittenCorpus(pages: 60)
        for content in [TestPaths.shippedContent, corpus.content] {
            let (site, _) = ContentLoader(directory: content, displayPrefix: "Content").load()
            let index = ContentIndex(site: site)
            let samples = SampleCache()
            let resolver = LinkResolver(
                site: site, index: index, codeRenderer: { samples.block($0.code, language: $0.language) })
            let cold = resolver.resolve(keptHTMLBudget: 0)
            #expect(cold.html.keys.allSatisfy { $0.page == "mapping" && $0.part.hasPrefix("row:") })
            let small = resolver.resolve()
            #expect(small.html.count == small.headings.count)
            // An incremental session renders and keeps every text while resolving.
            let kept = resolver.resolve(cache: ResolutionCache())
            #expect(kept.html.count == kept.headings.count)
            let renderer = resolver.textRenderer(for: cold)
            var rendered: [MarkdownUnit.Key: String] = [:]
            for page in Set(kept.html.keys.map(\.page)) {
                rendered.merge(renderer.html(ofPage: page)) { first, _ in first }
            }
            #expect(rendered == kept.html)
            #expect(small.html == kept.html)
        }
    }

    /// A cold build's sample cache lets go of each sample as its page prints it; a sample printed
    /// twice is highlighted again, the same; `serve`'s cache (which tracks use) keeps everything.
    @Test func aOneBuildSampleCacheLetsGoOfEachSampleAsItIsPrinted() {
        let valid = "let scene = UIWindowScene.self"
        let broken = "func missingBrace() {"
        let oneBuild = SampleCache(tracksUse: false)
        #expect(oneBuild.swiftErrors(in: valid).isEmpty)
        #expect(!oneBuild.swiftErrors(in: broken).isEmpty)
        let block = oneBuild.block(valid, language: "swift")
        #expect(block.contains("hl-keyword"))
        #expect(oneBuild.count == 2)
        oneBuild.consumeFromNowOn()
        #expect(oneBuild.block(valid, language: "swift") == block)
        #expect(oneBuild.count == 1)
        #expect(oneBuild.block(valid, language: "swift") == block)
        #expect(
            oneBuild.highlight("case active", language: "swift")
                == SampleCache().highlight("case active", language: "swift"))
        #expect(oneBuild.count == 1)
        // Errors are not a print: the broken sample stays.
        #expect(!oneBuild.swiftErrors(in: broken).isEmpty)
        #expect(oneBuild.count == 1)

        let kept = SampleCache()
        _ = kept.block(valid, language: "swift")
        kept.consumeFromNowOn()
        #expect(kept.block(valid, language: "swift") == block)
        #expect(kept.count == 1)
    }

    /// Errors of code that was only highlighted are worked out when first asked for, the same as
    /// for code checked first.
    @Test func errorsOfAHighlightedSampleAreTheSameAsOfACheckedOne() {
        let broken = "func missingBrace() {"
        let valid = "let value = 1"
        let highlightedFirst = SampleCache()
        let checkedFirst = SampleCache()
        let html = highlightedFirst.highlight(broken, language: "swift")
        _ = highlightedFirst.highlight(valid, language: "swift")
        let errors = checkedFirst.swiftErrors(in: broken)
        #expect(!errors.isEmpty)
        #expect(highlightedFirst.swiftErrors(in: broken) == errors)
        #expect(highlightedFirst.swiftErrors(in: valid).isEmpty)
        #expect(highlightedFirst.highlight(broken, language: "swift") == html)
        #expect(checkedFirst.highlight(broken, language: "swift") == html)
        #expect(highlightedFirst.count == 2)
    }

    @Test func stagedFilesCanBeWrittenInChunks() throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("site"), displayPath: "site")
        let staging = try writer.begin()
        staging.put("deep/folder/file.json") { write in
            for part in ["[", "1,", "2", "]"] { write(Data(part.utf8)) }
        }
        #expect(staging.commit() == nil)
        #expect(try Data(contentsOf: directory.path("site/deep/folder/file.json")) == Data("[1,2]".utf8))
    }
}
