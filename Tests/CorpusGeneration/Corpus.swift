import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// A synthetic SceneDocs corpus of `pages` content pages, fully determined by `pages` and `seed`.
///
/// - `Content/`: SceneDocs' content format (symbols, articles, guides with steps, reading paths,
///   mapping, sources, external symbols, home, site). Builds with the shipped templates under
///   `--strict` without a single diagnostic.
/// - `plain/`: each content page's Markdown body (front matter removed: exactly the text SceneDocs
///   hands to cmark) at the same relative path, for plain-CommonMark benchmarks.
///
/// "Pages" counts content pages: symbol pages + guide indexes + guide steps + articles. The data
/// files (home, mapping, reading paths, …) come on top; see `CorpusCounts.builtPages` for what a
/// build renders.
public struct Corpus: Sendable {
    public let pages: Int
    public let seed: UInt64
    /// Whether the bodies follow the shipped content instead of the benchmark's default: every
    /// Swift sample distinct in structure (`DistinctSamples`), 0–2 samples a page and shorter bodies,
    /// so references are about as dense as in the shipped content. The pages, ids, headings
    /// and references are the same as without it.
    public let realistic: Bool
    let plan: CorpusPlan

    public init(pages: Int, seed: UInt64 = 1, realistic: Bool = false) {
        self.pages = pages
        self.seed = seed
        self.realistic = realistic
        var plan = Planner.plan(pages: pages, seed: seed)
        plan.realistic = realistic
        self.plan = plan
    }

    public var counts: CorpusCounts { plan.counts }

    /// Number of content pages (the `pages` asked for; at least 1).
    public var pageCount: Int { plan.pages.count }

    /// Path of content page `index` below `Content/` (and below `plain/`).
    public func pagePath(_ index: Int) -> String { plan.pages[index].path }

    /// Content page `index`: its `Content/` file and its Markdown body (the `plain/` file).
    public func page(_ index: Int) -> (path: String, content: String, body: String) {
        let rendered = CorpusPageWriter(plan: plan).render(page: index)
        return (
            plan.pages[index].path, String(decoding: rendered.content, as: UTF8.self),
            String(decoding: rendered.body, as: UTF8.self)
        )
    }

    /// The data files below `Content/` (site.yaml, home.md, sources.yaml, external-symbols.yaml,
    /// mapping.yaml, paths/*.yaml), in a fixed order.
    public func dataFiles() -> [(path: String, text: String)] {
        DataFiles(plan: plan, pages: pages).all()
    }

    /// The whole corpus in memory: `Content/…` and `plain/…` relative paths → text.
    public func files() -> [String: String] {
        var files: [String: String] = [:]
        for (path, text) in dataFiles() { files["Content/" + path] = text }
        let rendered = renderAll()
        for (index, page) in rendered.enumerated() {
            files["Content/" + plan.pages[index].path] = String(decoding: page.content, as: UTF8.self)
            files["plain/" + plan.pages[index].path] = String(decoding: page.body, as: UTF8.self)
        }
        return files
    }

    /// Renders every page, in parallel; the result is in page order.
    func renderAll() -> [(content: [UInt8], body: [UInt8])] {
        let results = ResultBox(count: plan.pages.count)
        let renderer = CorpusPageWriter(plan: plan)
        let count = plan.pages.count
        let chunk = 256
        DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
            for index in (part * chunk)..<min(count, (part + 1) * chunk) {
                results.set(index, renderer.render(page: index))
            }
        }
        return results.values.map { $0! }
    }
}

/// Totals of a written corpus.
public struct CorpusSummary: Sendable, Equatable {
    public var counts: CorpusCounts
    /// Bytes of Markdown in plain/ (the page bodies).
    public var markdownBytes: Int
    /// Bytes of everything written below Content/.
    public var contentBytes: Int
    public var filesWritten: Int

    /// One line: pages by kind and the total Markdown size.
    public var line: String {
        let c = counts
        let megabytes = String(format: "%.1f", Double(markdownBytes) / 1_000_000)
        return "\(c.contentPages) pages: \(c.symbolPages) symbol (\(c.types) types, \(c.members) members), "
            + "\(c.guidePages) guide (\(c.guides) guides, \(c.steps) steps), \(c.articles) articles; "
            + "\(c.paths) reading paths\(c.hasMapping ? ", mapping" : ""); "
            + "\(markdownBytes) bytes of Markdown (\(megabytes) MB); \(c.builtPages) pages once built"
    }
}

/// Why a corpus could not be written.
public enum CorpusError: Error, CustomStringConvertible, Equatable {
    case notEmpty(String)
    case notADirectory(String)
    case write(String, String)

    public var description: String {
        switch self {
        case .notEmpty(let path):
            return "'\(path)' exists and is not empty; pass --force to replace its Content/ and plain/ folders"
        case .notADirectory(let path): return "'\(path)' exists and is not a folder"
        case .write(let path, let message): return "cannot write '\(path)': \(message)"
        }
    }
}

extension Corpus {
    /// Writes `Content/` and `plain/` into `directory`. An existing non-empty folder is refused
    /// unless `force`, which replaces only its `Content/` and `plain/` folders.
    @discardableResult
    public func write(to directory: URL, force: Bool = false) throws -> CorpusSummary {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CorpusError.notADirectory(directory.path) }
            let entries = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
            if !entries.isEmpty {
                guard force else { throw CorpusError.notEmpty(directory.path) }
                for name in ["Content", "plain"] {
                    let url = directory.appendingPathComponent(name)
                    if fm.fileExists(atPath: url.path) {
                        do { try fm.removeItem(at: url) } catch {
                            throw CorpusError.write(url.path, error.localizedDescription)
                        }
                    }
                }
            }
        }
        let content = directory.appendingPathComponent("Content")
        let plain = directory.appendingPathComponent("plain")

        // Folders first, once each, in sorted order.
        var folders: Set<String> = ["", "paths"]
        for page in plan.pages {
            if let slash = page.path.lastIndex(of: "/") { folders.insert(String(page.path[..<slash])) }
        }
        for folder in folders.sorted() {
            for root in [content, plain] where !(root == plain && folder == "paths") {
                let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
                do { try fm.createDirectory(at: url, withIntermediateDirectories: true) } catch {
                    throw CorpusError.write(url.path, error.localizedDescription)
                }
            }
        }

        var contentBytes = 0
        var files = 0
        for (path, text) in dataFiles() {
            contentBytes += try Corpus.store(Array(text.utf8), at: content.appendingPathComponent(path).path)
            files += 1
        }

        // Pages: rendered and written in parallel chunks; no page is kept after it is written.
        let totals = TotalsBox()
        let contentPath = content.path
        let plainPath = plain.path
        let renderer = CorpusPageWriter(plan: plan)
        let count = plan.pages.count
        let chunk = 128
        DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
            var markdown = 0
            var written = 0
            for index in (part * chunk)..<min(count, (part + 1) * chunk) {
                let page = renderer.render(page: index)
                let path = plan.pages[index].path
                do {
                    written += try Corpus.store(page.content, at: contentPath + "/" + path)
                    markdown += try Corpus.store(page.body, at: plainPath + "/" + path)
                } catch {
                    totals.fail(error)
                    return
                }
            }
            totals.add(markdown: markdown, content: written, files: 2 * min(chunk, count - part * chunk))
        }
        if let error = totals.error { throw error }
        return CorpusSummary(
            counts: counts, markdownBytes: totals.markdown, contentBytes: contentBytes + totals.content,
            filesWritten: files + totals.files)
    }

    /// Writes `bytes` with plain open/write/close and returns the byte count. (Foundation's
    /// `Data.write(to:)` syncs every file to disk on Linux, which made 100,000 files take minutes.)
    static func store(_ bytes: [UInt8], at path: String) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CorpusError.write(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        return try bytes.withUnsafeBufferPointer { buffer -> Int in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw CorpusError.write(path, String(cString: strerror(errno)))
                }
                offset += written
            }
            return buffer.count
        }
    }
}

/// Page results filled from several threads, one slot per page.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [(content: [UInt8], body: [UInt8])?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: (content: [UInt8], body: [UInt8])) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}

/// Byte and file totals summed from several threads.
final class TotalsBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var markdown = 0
    private(set) var content = 0
    private(set) var files = 0
    private(set) var error: Error?

    func add(markdown: Int, content: Int, files: Int) {
        lock.lock()
        self.markdown += markdown
        self.content += content
        self.files += files
        lock.unlock()
    }

    func fail(_ error: Error) {
        lock.lock()
        if self.error == nil { self.error = error }
        lock.unlock()
    }
}
