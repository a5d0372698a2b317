import Diagnostics
import Foundation
import Parallelism

/// Phase 1 — load: reads `Content/` into the typed model. Never throws and never stops early:
/// every problem in every file becomes a diagnostic, and the pages that could be read are returned.
public struct ContentLoader {
    /// The content folder on disk.
    public var directory: URL
    /// How file names are shown in diagnostics (e.g. `Content`).
    public var displayPrefix: String

    /// Creates a loader for a content folder.
    public init(directory: URL, displayPrefix: String) {
        self.directory = directory
        self.displayPrefix = displayPrefix
    }

    /// Loads the content folder. `onlyModified`, with a `cache` from the previous load of this
    /// folder, says which files (paths relative to the folder) may have changed since then, none
    /// having been added or removed (`serve` knows this from its watcher): the folder is then not
    /// walked again, only those files are looked at. `completesSymbolsLater`: a symbol page that
    /// leaves out fields a symbol graph gives (`SymbolReader.graphFields`) is kept, its missing-field
    /// errors waiting in `Symbol.authored` for the merge with the graphs to report or drop; without
    /// it such a page is reported and left out here.
    public func load(
        cache: LoadCache? = nil, workers: Int = Parallel.defaultWorkers, onlyModified: Set<String>? = nil,
        completesSymbolsLater: Bool = false
    ) -> (site: Site, diagnostics: [Diagnostic]) {
        let context = LoadContext()
        var site = Site()
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        let folder = directory.path
        guard fm.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let root = InputFile.realFolder(folder)
        else {
            context.diagnostics.append(
                .error(
                    .contentMissing, "content folder '\(displayPrefix)' \(InputFile.describe(folder))", at: nil,
                    hint: "create it, or pass the right folder with --content"))
            return (site, context.diagnostics)
        }
        if let cache, let onlyModified,
            let site = reload(
                onlyModified, cache: cache, folder: folder, root: root, keepsIncomplete: completesSymbolsLater)
        {
            return (site, [])
        }
        // Stamps (a stat of every file) only matter to a cache that compares them next time.
        let listing: [(path: String, stamp: FileStamp?)]
        if let reused = cache?.listing(updating: onlyModified, in: folder) {
            listing = reused
            cache?.listing = listing
        } else {
            let walked = listFiles(stamps: cache != nil, root: root)
            listing = walked.files
            context.diagnostics += walked.problems
            // A listing with problems is not reused: the next load walks the folder again.
            cache?.listing = walked.problems.isEmpty ? listing : nil
        }
        let files = listing.map(\.path)
        let stamps = Dictionary(
            listing.compactMap { file in file.stamp.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })

        // Read and parse every model file on all cores; a file whose bytes did not change since the
        // previous load (same cache) is not parsed again.
        let roles = files.map { FileRole($0) }
        let modelFiles = zip(files, roles).filter { $0.1.isModelFile }
        let previous = cache?.entries ?? [:]
        // The files the workers will read (a file with the stamp it was parsed with is not read).
        ReadAhead.start(
            modelFiles.map(\.0).filter { file in
                guard let before = previous[file], let stamp = stamps[file] else { return true }
                return before.stamp != stamp
            }.map { folder + "/" + $0 })
        let loaded = Parallel.map(modelFiles, workers: workers) { file, role in
            loadFile(
                file, in: folder, root: root, role: role, stamp: stamps[file], previous: previous[file],
                keepBytes: cache != nil)
        }
        var byPath = [String: LoadedFile](minimumCapacity: modelFiles.count)
        for (file, entry) in zip(modelFiles.map(\.0), loaded) { byPath[file] = entry }
        cache?.replace(byPath)

        // Assemble the model in a fixed order, reporting each file's problems.
        var known = Set<String>(minimumCapacity: files.count)
        func take(_ file: String) -> LoadedFile.Content? {
            known.insert(file)
            guard let entry = byPath[file] else { return nil }
            context.diagnostics += entry.readDiagnostics + entry.parseDiagnostics
            return entry.content
        }
        if case .site(let config?)? = take("site.yaml") { site.config = config }
        if case .home(let home?)? = take("home.md") { site.home = home }
        if case .sources(let sources)? = take("sources.yaml") { site.sources = sources }
        if case .externalSymbols(let symbols)? = take("external-symbols.yaml") { site.externalSymbols = symbols }
        if case .mapping(let mapping?)? = take("mapping.yaml") { site.mapping = mapping }
        if case .launchOptions(let table?)? = take("launch-options.yaml") { site.launchOptions = table }
        if case .audit(let audit?)? = take("audit.yaml") { site.audit = audit }
        // Where each page file's page is in the site, for `reload` (only with a cache).
        var places: [String: LoadCache.Place] = [:]
        for (number, (file, role)) in zip(files, roles).enumerated() where role == .symbol {
            guard case .symbol(let symbol?)? = take(file) else { continue }
            if !completesSymbolsLater, let missing = symbol.authored?.missing, !missing.isEmpty {
                context.diagnostics += missing
                continue
            }
            if cache != nil { places[file] = LoadCache.Place(listed: number, symbol: site.symbols.count) }
            site.symbols.append(symbol)
        }
        for (number, (file, role)) in zip(files, roles).enumerated() where role == .article {
            guard case .article(let article?)? = take(file) else { continue }
            if cache != nil { places[file] = LoadCache.Place(listed: number, article: site.articles.count) }
            site.articles.append(article)
        }
        site.guides = assembleGuides(
            files: zip(files, roles).filter { $0.1 == .guideFile }.map(\.0), byPath: byPath,
            known: &known, context: context)
        for (file, role) in zip(files, roles) where role == .path {
            if case .path(let path?)? = take(file) { site.paths.append(path) }
        }
        for (file, role) in zip(files, roles) where role == .interface || role == .sampleContext {
            guard case .swift(let source)? = take(file) else { continue }
            if role == .interface { site.interfaces.append(source) } else { site.sampleContexts.append(source) }
        }
        for (file, role) in zip(files, roles) where role == .interfaceNotes { known.insert(file) }
        for (file, role) in zip(files, roles) where role == .asset {
            known.insert(file)
            site.assets.append(
                Asset(
                    name: String(file.dropFirst("assets/".count)),
                    sourcePath: directory.appendingPathComponent(file).path))
        }
        for file in files where !known.contains(file) {
            context.warning(
                .unexpectedFile, "file is not part of the content model and was ignored", at: .file(displayPath(file)),
                hint:
                    "pages go in symbols/<Framework>/, articles/, guides/<id>/ or paths/, Swift files in interfaces/ or sample-contexts/ (see the README)"
            )
        }
        if site.isEmpty && !context.diagnostics.contains(where: { $0.severity == .error }) {
            context.diagnostics.append(
                .error(
                    .contentEmpty, "content folder '\(displayPrefix)' holds no pages", at: nil,
                    hint: "add home.md, symbols/, articles/, guides/ or paths/ (see the README)"))
        }
        // A load without problems can be redone page by page (`reload`).
        let clean = context.diagnostics.isEmpty && cache?.listing != nil
        cache?.site = clean ? site : nil
        cache?.places = clean ? places : [:]
        return (site, context.diagnostics)
    }

    /// Reads and parses one file (or reuses the previous result when its bytes are unchanged).
    /// `keepBytes`: keep the file's bytes with the result, for the next load to compare with; only
    /// with a cache, so a cold build never holds every file's bytes at once.
    /// `folder` is `directory.path`, worked out once by the caller.
    func loadFile(
        _ file: String, in folder: String, root: String, role: FileRole, stamp: FileStamp?, previous: LoadedFile?,
        keepBytes: Bool = true
    ) -> LoadedFile {
        let display = displayPath(file)
        // Same modification time, size and inode as when it was parsed: not even read again.
        if let previous, let stamp, previous.stamp == stamp { return previous }
        // Joined as text, not with `URL.appendingPathComponent` (per file, on the hot path).
        let data: Data
        switch InputFile.read(folder + "/" + file, root: root) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            return LoadedFile(
                data: nil, stamp: nil,
                readDiagnostics: [InputFile.diagnostic(failure, display: display, folder: displayPrefix)],
                parseDiagnostics: [], content: nil)
        }
        if let previous, previous.data == data { return previous.restamped(stamp) }
        let text: String
        switch TextDecoding.decode(data, file: display) {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic):
            return LoadedFile(
                data: keepBytes ? data : nil, stamp: stamp, readDiagnostics: [diagnostic], parseDiagnostics: [],
                content: nil)
        }
        let context = LoadContext()
        let content = Self.content(of: text, file: file, display: display, role: role, context: context)
        return LoadedFile(
            data: keepBytes ? data : nil, stamp: stamp, readDiagnostics: [], parseDiagnostics: context.diagnostics,
            content: content)
    }

    /// Parses the text of one model file (`file`: its path below the content folder, `display`: as
    /// diagnostics name it) as its role says, reporting problems to `context`: the whole of a
    /// file's reading once its bytes are decoded (`make fuzz` drives it with arbitrary text).
    static func content(
        of text: String, file: String, display: String, role: FileRole, context: LoadContext
    ) -> LoadedFile.Content? {
        switch role {
        case .siteConfig: return .site(DataFileReaders.site(text, file: display, context: context))
        case .home: return .home(PageReaders.home(text, file: display, context: context))
        case .sources: return .sources(DataFileReaders.sources(text, file: display, context: context))
        case .externalSymbols:
            return .externalSymbols(DataFileReaders.externalSymbols(text, file: display, context: context))
        case .mapping: return .mapping(DataFileReaders.mapping(text, file: display, context: context))
        case .launchOptions:
            return .launchOptions(DataFileReaders.launchOptions(text, file: display, context: context))
        case .audit: return .audit(DataFileReaders.audit(text, file: display, context: context))
        case .symbol: return .symbol(SymbolReader.read(text, file: display, context: context))
        case .article:
            let name = String(file.dropFirst("articles/".count).dropLast(3))
            return .article(PageReaders.article(text, file: display, defaultID: name, context: context))
        case .path:
            let name = String(file.dropFirst("paths/".count).splitting(on: ".").first ?? "")
            return .path(DataFileReaders.path(text, file: display, defaultID: name, context: context))
        case .guideFile:
            let parts = file.splitting(on: "/")
            if parts[2] == "index.md" {
                return .guide(PageReaders.guide(text, file: display, defaultID: String(parts[1]), context: context))
            } else {
                let stem = parts[2].dropLast(3)
                let id = String(stem.drop { $0.isNumber }.drop { $0 == "-" || $0 == "_" })
                // The step number depends on the other files of the folder: set when assembling.
                return .step(PageReaders.step(text, file: display, id: id, number: 0, context: context))
            }
        case .interface, .sampleContext:
            let name = String(file.splitting(on: "/")[1].dropLast(".swift".count))
            return .swift(SwiftSource(name: name, text: text, file: display))
        case .asset, .other, .interfaceNotes: return nil
        }
    }

    /// Guide folders: `guides/<id>/index.md` plus ordered step files.
    func assembleGuides(
        files: [String], byPath: [String: LoadedFile], known: inout Set<String>, context: LoadContext
    ) -> [Guide] {
        var byFolder: [String: [String]] = [:]
        for file in files {
            let parts = file.splitting(on: "/")
            byFolder[String(parts[1]), default: []].append(String(parts[2]))
        }
        // Only read problems are reported for files of a guide that could not be read as a whole.
        func readOnly(_ file: String) {
            known.insert(file)
            context.diagnostics += byPath[file]?.readDiagnostics ?? []
        }
        func take(_ file: String) -> LoadedFile.Content? {
            known.insert(file)
            guard let entry = byPath[file] else { return nil }
            context.diagnostics += entry.readDiagnostics + entry.parseDiagnostics
            return entry.content
        }
        var guides: [Guide] = []
        for folder in byFolder.keys.sorted() {
            let names = byFolder[folder]!.sorted()
            let indexFile = "guides/\(folder)/index.md"
            guard names.contains("index.md") else {
                for name in names { readOnly("guides/\(folder)/\(name)") }
                context.error(
                    .missingField, "guide folder has no index.md", at: .file(displayPath("guides/\(folder)")),
                    hint: "add \(displayPath(indexFile)) with the guide's title, summary and sources")
                continue
            }
            guard case .guide(var guide?)? = take(indexFile) else {
                for name in names where name != "index.md" { readOnly("guides/\(folder)/\(name)") }
                continue
            }
            var number = 0
            for name in names where name != "index.md" {
                number += 1
                if case .step(var step?)? = take("guides/\(folder)/\(name)") {
                    step.number = number
                    guide.steps.append(step)
                }
            }
            if guide.steps.isEmpty {
                context.error(
                    .missingField, "guide has no steps", at: .file(displayPath(indexFile)),
                    hint: "add step files such as 01-first-step.md beside index.md")
            }
            guides.append(guide)
        }
        return guides
    }

    func displayPath(_ relative: String) -> String {
        displayPrefix.isEmpty ? relative : displayPrefix + "/" + relative
    }

    /// All regular files below the content folder, relative and sorted, as `InputFile.listFiles`
    /// finds them. With `stamps`, each file's stamp; without (a cold build, which keeps no cache),
    /// nil, and no `stat` per file on the main thread.
    func listFiles(stamps: Bool = true, root: String) -> (
        files: [(path: String, stamp: FileStamp?)], problems: [Diagnostic]
    ) {
        let listing = InputFile.listFiles(
            in: directory.path, display: displayPrefix, root: root, folderName: displayPrefix, stamps: stamps)
        let files = listing.files.map { file in (path: file.path, stamp: stamps ? file.status.map(FileStamp.init) : nil)
        }
        return (files, listing.problems)
    }
}

/// When a file last changed, as far as the file system tells: modification time, size, inode.
struct FileStamp: Hashable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var inode: UInt64

    init(_ info: stat) {
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
    }
}

/// What a file under `Content/` is, from its path alone.
enum FileRole: Equatable {
    case siteConfig, home, sources, externalSymbols, mapping, launchOptions, audit, symbol, article, guideFile, path
    /// `interfaces/<Module>.swift` and `sample-contexts/<name>.swift`.
    case interface, sampleContext
    /// `interfaces/README.md`: the interface's notes, read by people only.
    case interfaceNotes
    case asset, other

    init(_ file: String) {
        switch file {
        case "site.yaml": self = .siteConfig
        case "home.md": self = .home
        case "sources.yaml": self = .sources
        case "external-symbols.yaml": self = .externalSymbols
        case "mapping.yaml": self = .mapping
        case "launch-options.yaml": self = .launchOptions
        case "audit.yaml": self = .audit
        default:
            if file.hasPrefix("symbols/") && file.hasSuffix(".md") {
                self = .symbol
            } else if file.hasPrefix("articles/") && file.hasSuffix(".md") {
                self = .article
            } else if file.hasPrefix("guides/") && file.hasSuffix(".md") && file.splitting(on: "/").count == 3 {
                self = .guideFile
            } else if file.hasPrefix("paths/") && (file.hasSuffix(".yaml") || file.hasSuffix(".yml")) {
                self = .path
            } else if file.hasPrefix("interfaces/") && file.hasSuffix(".swift") && file.splitting(on: "/").count == 2 {
                self = .interface
            } else if file.hasPrefix("sample-contexts/") && file.hasSuffix(".swift")
                && file.splitting(on: "/").count == 2
            {
                self = .sampleContext
            } else if file == "interfaces/README.md" {
                self = .interfaceNotes
            } else if file.hasPrefix("assets/") {
                self = .asset
            } else {
                self = .other
            }
        }
    }

    var isModelFile: Bool { self != .asset && self != .other && self != .interfaceNotes }
}

/// One file as read and parsed, with its problems.
/// A class: `serve`'s loads pass 10,000 of these through arrays and dictionaries, and a copy of the
/// struct it was (bytes, two arrays, the parsed content) cost a retain per field.
final class LoadedFile: Sendable {
    enum Content: Sendable {
        case site(SiteConfig?)
        case home(HomePage?)
        case sources([Source])
        case externalSymbols([ExternalSymbol])
        case mapping(LifecycleMapping?)
        case symbol(Symbol?)
        case article(Article?)
        case guide(Guide?)
        case step(GuideStep?)
        case launchOptions(LaunchOptionsTable?)
        case audit(AuditData?)
        case path(ReadingPath?)
        case swift(SwiftSource)
    }

    let data: Data?
    /// Modification time, size and inode when it was read (nil when unknown).
    let stamp: FileStamp?
    /// Problems reading the bytes (I/O, encoding) and problems in the content.
    let readDiagnostics: [Diagnostic]
    let parseDiagnostics: [Diagnostic]
    let content: Content?

    init(
        data: Data?, stamp: FileStamp?, readDiagnostics: [Diagnostic], parseDiagnostics: [Diagnostic], content: Content?
    ) {
        self.data = data
        self.stamp = stamp
        self.readDiagnostics = readDiagnostics
        self.parseDiagnostics = parseDiagnostics
        self.content = content
    }

    /// The same file with a new stamp (its bytes were read again and had not changed).
    func restamped(_ stamp: FileStamp?) -> LoadedFile {
        LoadedFile(
            data: data, stamp: stamp, readDiagnostics: readDiagnostics, parseDiagnostics: parseDiagnostics,
            content: content)
    }
}

/// The parsed files of the previous load, by path, so `serve` re-parses only files whose bytes
/// changed. A cold build uses none.
public final class LoadCache: @unchecked Sendable {
    var entries: [String: LoadedFile] = [:]
    /// The folder's files at the previous load, sorted by path.
    var listing: [(path: String, stamp: FileStamp?)]?
    /// The site of the previous load when it found no problem, and where each symbol's and
    /// article's file is in `listing` and its page in `site` (`ContentLoader.reload`).
    var site: Site?
    var places: [String: Place] = [:]

    /// Where a page file is in the listing, and its page in the site's symbols or articles.
    struct Place {
        var listed: Int
        var symbol: Int?
        var article: Int?

        init(listed: Int, symbol: Int) {
            self.listed = listed
            self.symbol = symbol
        }

        init(listed: Int, article: Int) {
            self.listed = listed
            self.article = article
        }
    }

    /// Creates an empty cache (the first load reads every file).
    public init() {}

    func replace(_ entries: [String: LoadedFile]) { self.entries = entries }

    /// The previous listing with the stamps of `modified` read again, or nil (walk the folder)
    /// when there is no previous listing or a modified path is not in it or is no longer a file.
    func listing(updating modified: Set<String>?, in folder: String) -> [(path: String, stamp: FileStamp?)]? {
        guard let modified, var listing else { return nil }
        var found = 0
        for number in listing.indices where modified.contains(listing[number].path) {
            var info = stat()
            // Not following links: a file replaced by a link makes the folder be walked again.
            guard lstat(folder + "/" + listing[number].path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                return nil
            }
            listing[number].stamp = FileStamp(info)
            found += 1
        }
        return found == modified.count ? listing : nil
    }
}
