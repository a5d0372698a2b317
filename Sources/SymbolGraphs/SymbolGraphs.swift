import ContentModel
import Diagnostics
import Foundation
import Parallelism

/// The symbol-graph step of loading: reads the site's graphs, makes a page of each public symbol,
/// and merges the authored symbol pages into them (`AuthoredMerge`). Runs after the content is
/// loaded and before it is validated, so every later step sees one model whatever its origin.
public enum SymbolGraphs {
    /// A folder of `*.symbols.json` files and how diagnostics name it.
    public struct Folder: Hashable, Sendable {
        public var url: URL
        public var display: String

        /// Names a folder.
        public init(url: URL, display: String) {
            self.url = url
            self.display = display
        }
    }

    /// Completes `site.symbols` from the graphs of `folders` and `extracted` (graphs read
    /// elsewhere), with the sources each symbol cites (`sources`, by id: an interface's
    /// `// source:` lines), with `site.config.symbolGraphs`' settings. Without any
    /// graph it reports the authored pages that miss a field and leaves them out.
    /// `displayPath` shows a declaration's source file (a `file://` URI) as pages and diagnostics name it.
    public static func complete(
        _ site: inout Site, folders: [Folder], extracted: [GraphFile] = [],
        sources: [String: [Located<String>]] = [:], cache: GraphCache? = nil,
        workers: Int = Parallel.defaultWorkers, displayPath: @escaping (String) -> String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var paths: [(URL, String)] = []
        for folder in folders {
            let (found, problems) = GraphReader.files(in: folder.url, display: folder.display)
            paths += found
            diagnostics += problems
        }
        // Files are read on every core, unless one holds most of the bytes (the standard library's
        // `Swift.symbols.json`: 49 of 51 MB): then they are read one after another, each reading its
        // large arrays on every core (`FastGraphReader.elements`), since a parallel map within a
        // parallel map runs serially.
        let sizes = paths.map { url, _ in
            ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
        }
        let oneDominates = (sizes.max() ?? 0) * 2 > sizes.reduce(0, +)
        let read = Parallel.map(paths, workers: oneDominates ? 1 : workers) { url, display in
            cache?.read(url, display: display) ?? GraphReader.read(url, display: display)
        }
        var files: [GraphFile] = extracted
        for (file, problems) in read {
            diagnostics += problems
            if let file { files.append(file) }
        }
        files.sort { $0.path < $1.path }
        let settings = site.config.symbolGraphs ?? SymbolGraphSettings()
        let authoredIDs = Set(site.symbols.map(\.id))
        let converter = GraphConverter(
            files: files, settings: settings, otherIDs: authoredIDs.union(site.externalSymbols.map(\.id)),
            authoredIDs: authoredIDs, displayPath: displayPath)
        var (generated, conversionProblems) = converter.convert()
        for number in generated.indices {
            if let cited = sources[generated[number].id] { generated[number].sources = cited }
        }
        diagnostics += conversionProblems
        let merge = AuthoredMerge(graphFrameworks: Set(files.map(\.module)))
        let (symbols, mergeProblems) = merge.merge(authored: site.symbols, generated: generated)
        diagnostics += mergeProblems
        site.symbols = symbols
        return diagnostics
    }

    /// A `file://` URI as a path: relative to `base` (shown as `baseDisplay`) when inside it.
    public static func displayPath(uri: String, base: URL, baseDisplay: String) -> String {
        let path = URL(string: uri)?.path ?? uri
        let root = base.standardizedFileURL.path + "/"
        if path.hasPrefix(root) { return baseDisplay + "/" + path.dropFirst(root.count) }
        return path
    }
}

/// The graphs `serve` read before, by file: a graph whose size and modification time are
/// unchanged is not read again.
public final class GraphCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (stamp: [Int], result: (GraphFile?, [Diagnostic]))] = [:]

    /// Creates an empty cache.
    public init() {}

    func read(_ url: URL, display: String) -> (GraphFile?, [Diagnostic]) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let stamp = [
            (attributes?[.size] as? Int) ?? -1,
            Int(((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1) * 1_000_000),
        ]
        lock.lock()
        let known = entries[url.path]
        lock.unlock()
        if let known, known.stamp == stamp { return known.result }
        let result = GraphReader.read(url, display: display)
        lock.lock()
        entries[url.path] = (stamp, result)
        lock.unlock()
        return result
    }
}
