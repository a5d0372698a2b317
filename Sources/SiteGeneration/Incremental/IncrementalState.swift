import CodeHighlighting
import ContentModel
import Foundation
import LinkResolution
import SampleTypeChecking
import SymbolGraphs
import Templating

/// What `serve` keeps from one build to the next so the next build redoes only the work a change
/// affects. The phases of the pipeline receive these caches as optional arguments; a one-off build
/// (`build`) has no incremental state and every phase works from scratch.
///
/// - load: files whose bytes did not change are not parsed again (`loadCache`), nor symbol
///   graphs whose size and modification time did not change (`graphCache`);
/// - resolve: a Markdown text whose source and link targets did not change keeps its HTML
///   (`resolutionCache`); code samples are highlighted and checked once (`samples`);
/// - render: a page whose complete view model did not change keeps its HTML (`memo`);
/// - export: `model.json` elements that did not change keep their encoding (`modelCache`);
/// - the last clean build's `snapshot`, from which the page-edit path (`PageEditBuild`) rebuilds
///   an edit of page bodies or front matter without running the whole pipeline.
final class IncrementalState: @unchecked Sendable {
    let loadCache = LoadCache()
    let graphCache = GraphCache()
    let resolutionCache = ResolutionCache()
    let samples = SampleCache()
    let memo = PageMemo()
    let templateCache = TemplateSet.ParseCache()
    let sidebarCache = SidebarRenderer.Cache()
    let modelCache = SplicedJSON.ElementCache()
    /// Memory for the large files the page-edit path writes anew on every edit.
    let buffers = RecycledBuffers()
    /// The last clean build, for the page-edit path (nil after a failed or a staged build).
    private(set) var snapshot: Snapshot?

    /// Makes `next` the last clean build. The build it replaces is let go of on another thread:
    /// freeing its tables, entry by entry (tens of thousands of them at 10,000 pages), is no part
    /// of the build `serve` is waiting for.
    func replaceSnapshot(with next: Snapshot?) {
        let replaced = Replaced(snapshot)
        snapshot = next
        DispatchQueue.global(qos: .utility).async { replaced.snapshot = nil }
    }

    /// A replaced build on its way to the thread that frees it.
    private final class Replaced: @unchecked Sendable {
        var snapshot: Snapshot?
        init(_ snapshot: Snapshot?) { self.snapshot = snapshot }
    }
}

/// What the last clean build produced, for the page-edit path.
struct Snapshot {
    var site: Site
    var index: ContentIndex
    var resolved: ResolvedContent
    var templatesHash: Int
    var files: [String: Data]
    /// Where each page's sidebar is in its file, by path (pages whose sidebar place is known).
    var sidebars: [String: Range<Int>]
    var pageCount: Int
    /// Encoded search entries by page id, and the ids in index order.
    var searchEntries: [String: Data]
    var searchOrder: [String]
    /// `model.json`'s sample records (relative file names), when the site type-checks samples.
    var sampleRecords: [SampleTypeChecker.Record]? = nil
    /// The renderer's tables, for an edit of page bodies alone (`PageRenderer.Tables`).
    var tables: PageRenderer.Tables? = nil
}
