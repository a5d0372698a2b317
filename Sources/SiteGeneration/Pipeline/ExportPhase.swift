import ContentModel
import Foundation
import Parallelism

/// Export: the reader's extras beside the pages — the search index, a Markdown twin of every page,
/// `llms.txt`, the content model as `model.json` — and the site's assets (read by the load phase).
enum ExportPhase {
    struct Output {
        /// Encoded search entries by page id, and the ids in index order (kept only with an
        /// incremental state, for the page-edit path).
        var searchEntries: [String: Data]
        var searchOrder: [String]
    }

    /// Writes the exports of `site` and its `assets` into `output`, reusing the previous build's
    /// `model.json` elements when `state` has them.
    static func run(
        site: Site, index: ContentIndex, rendered: RenderPhase.Output, assets: [String: Data], options: BuildOptions,
        state: IncrementalState?, output: BuildOutput, typeCheck: TypeCheckSummary? = nil, workers: Int
    ) -> Output {
        let searchEntries = SearchIndex.entries(index: index, texts: rendered.searchTexts, workers: workers)
        let encodedEntries = Parallel.map(searchEntries, workers: workers) { SearchIndex.encode($0) }
        output.put("assets/search-index.js", SearchIndex.script(encoded: encodedEntries))

        let export = MarkdownExport(site: site, index: index, relations: rendered.relations)
        // llms.txt (a list of every page) is one more job, first, beside the twins.
        let exports = [("llms.txt", export.llmsText)] + export.twins()
        _ = Parallel.map(exports, workers: workers) { output.put($0.0, Data($0.1().utf8)) }

        output.put("model.json") { write in
            ModelExport.write(
                site.relativizingFiles(prefix: options.contentDisplay, workers: workers), workers: workers,
                cache: state?.modelCache, samples: typeCheck?.modelRecords(contentPrefix: options.contentDisplay),
                to: write)
        }
        state?.modelCache.finishBuild()

        for (path, data) in assets { output.put(path, data) }

        // Only `serve`'s page-edit path needs the encoded entries again.
        let result = Output(
            searchEntries: state == nil
                ? [:]
                : Dictionary(zip(searchEntries.map(\.id), encodedEntries), uniquingKeysWith: { first, _ in first }),
            searchOrder: state == nil ? [] : searchEntries.map(\.id))
        return result
    }
}
