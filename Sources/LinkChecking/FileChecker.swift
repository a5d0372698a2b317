import FileTree
import Foundation

/// A reference whose check waits for other files: a fragment on another page, or an external URL.
struct PendingReference: Sendable {
    var file: String
    var reference: ExtractedReference
    /// The target page (for fragments) or the absolute URL (for external links).
    var target: String
    var fragment: String?
}

/// Everything one file contributes to the run, computed without looking at other files' contents.
struct FileOutcome: Sendable {
    var ids: Set<String> = []
    var problems: [LinkProblem] = []
    var fragments: [PendingReference] = []
    var externals: [PendingReference] = []
    var links = 0
    var skipped = 0
    /// False when the file could not be read (its ids are unknown, not absent).
    var wasRead = true
}

/// Reads one HTML page or stylesheet, extracts its references and resolves them against the file list.
struct FileChecker: Sendable {
    let root: URL
    let site: SiteFiles
    let options: CheckOptions
    /// The root as `file:` URLs may spell it: as given and with symbolic links resolved (no leading `/`).
    private let rootSpellings: [String]

    init(root: URL, site: SiteFiles, options: CheckOptions) {
        self.root = root
        self.site = site
        self.options = options
        var spellings = [root.standardizedFileURL.path]
        if let real = realpath(root.path, nil) {
            spellings.append(String(cString: real))
            free(real)
        }
        rootSpellings = spellings.map { String($0.drop { $0 == "/" }) }
    }

    /// `arena` is the calling worker's parse-tree memory, reused from file to file.
    func check(_ file: String, arena: GumboArena = GumboArena()) -> FileOutcome {
        var outcome = FileOutcome()
        func wholeFile(_ status: LinkStatus, _ rule: LinkRule, _ message: String) -> FileOutcome {
            outcome.problems.append(
                LinkProblem(file: file, line: 0, column: 0, url: "", status: status, rule: rule, message: message))
            outcome.wasRead = false
            return outcome
        }
        let data: Data
        switch PageFile.read(root.appendingPathComponent(file).path) {
        case .contents(let contents):
            data = contents
        case .special(let kind):
            return wholeFile(.warning, .specialFile, "not a regular file (\(kind)); not read")
        case .failed(let reason):
            return wholeFile(.error, .ioError, "cannot read the file (\(reason))")
        }
        // gumbo aborts the process past a billion steps (a page of about 2 GiB); no real page comes near.
        guard data.count <= Self.maximumPageBytes else {
            return wholeFile(
                .warning, .parseLimit,
                "is \(data.count) bytes, more than the \(Self.maximumPageBytes) bytes (256 MiB) a page or stylesheet may have; not read"
            )
        }
        let isHTML = SiteFiles.isHTML(file)
        let scan: PageScan = data.withUnsafeBytes { bytes in
            if isHTML {
                return HTMLExtractor.scan(
                    bytes, file: file, arena: arena, fastScanner: options.readsWithFastScanner)
            }
            let lines = LineTable(bytes)
            var scan = PageScan()
            for (url, offset) in CSSURLScanner.urls(in: bytes) {
                let (line, column) = lines.position(ofOffset: offset)
                scan.references.append(
                    ExtractedReference(url: url, line: line, column: column, relativeToFile: true, isCSS: true))
            }
            return scan
        }
        outcome.ids = scan.ids
        outcome.problems = scan.warnings
        let pageBase = DocumentBase(file: file, baseHref: isHTML ? scan.baseHref : nil)
        let fileBase = isHTML && scan.baseHref != nil ? DocumentBase(file: file) : pageBase
        for reference in scan.references {
            outcome.links += 1
            func problem(_ status: LinkStatus, _ rule: LinkRule, _ message: String) -> LinkProblem {
                LinkProblem(
                    file: file, line: reference.line, column: reference.column, url: reference.url, status: status,
                    rule: rule, message: message)
            }
            func skip(_ reason: String) {
                outcome.skipped += 1
                if options.listSkipped {
                    outcome.problems.append(problem(.skipped, .skipped, "skipped '\(reference.url)' (\(reason))"))
                }
            }
            if !options.exclusions.isEmpty && options.exclusions.excludes(reference.url) {
                skip("excluded")
                continue
            }
            if reference.isCSS && reference.url.hasPrefix("#") { continue }
            let resolution = ReferenceResolver.resolve(
                reference.url, against: reference.relativeToFile ? fileBase : pageBase)
            switch resolution {
            case .skipped(let reason):
                skip(reason)
            case .script(let kind):
                outcome.problems.append(
                    problem(
                        .warning, .scriptURL,
                        "script URL '\(reference.url)' (a \(kind) URL runs code instead of naming a page or file; use a button or a real URL)"
                    ))
            case .fileURL(let path, let fragment, let wantsDirectory):
                if let inside = siteRelative(path) {
                    checkLocal(inside, fragment: fragment, wantsDirectory: wantsDirectory)
                } else if access("/" + path, F_OK) == 0 {
                    outcome.problems.append(
                        problem(
                            .warning, .notPortable,
                            "not portable '\(reference.url)' (a file: URL outside the checked folder works only on this machine)"
                        ))
                } else {
                    outcome.problems.append(
                        problem(.broken, .brokenLink, "broken link '\(reference.url)' (no such file)"))
                }
            case .invalid(.notPortable, let reason):
                outcome.problems.append(problem(.warning, .notPortable, "not portable '\(reference.url)' (\(reason))"))
            case .invalid(let rule, let reason):
                outcome.problems.append(problem(.broken, rule, "broken link '\(reference.url)' (\(reason))"))
            case .external(let url):
                if options.checkExternal {
                    // One request per document: fragments of external pages are not checked.
                    let document = url.firstIndex(of: "#").map { String(url[..<$0]) } ?? url
                    outcome.externals.append(PendingReference(file: file, reference: reference, target: document))
                } else {
                    skip("external link; use --external to check it")
                }
            case .local(let path, let fragment, let wantsDirectory):
                checkLocal(path, fragment: fragment, wantsDirectory: wantsDirectory)
            }
            func checkLocal(_ path: String, fragment: String?, wantsDirectory: Bool) {
                switch site.lookup(path, wantsDirectory: wantsDirectory) {
                case .missing(let reason):
                    outcome.problems.append(problem(.broken, .brokenLink, "broken link '\(reference.url)' (\(reason))"))
                case .file(let target):
                    if let fragment, Self.needsCheck(fragment), SiteFiles.isHTML(target) {
                        outcome.fragments.append(
                            PendingReference(file: file, reference: reference, target: target, fragment: fragment))
                    }
                }
            }
        }
        return outcome
    }

    /// A `file:` URL's path (without its leading `/`) relative to the root, when it is inside the root.
    private func siteRelative(_ path: String) -> String? {
        for spelling in rootSpellings {
            if spelling.isEmpty { return path }
            if path == spelling { return "" }
            if path.hasPrefix(spelling + "/") { return String(path.dropFirst(spelling.count + 1)) }
        }
        return nil
    }

    /// The largest page or stylesheet read.
    static let maximumPageBytes = 256 << 20

    /// `#`, `#top` (any case) and an empty fragment always work.
    static func needsCheck(_ fragment: String) -> Bool {
        !fragment.isEmpty && fragment.lowercased() != "top"
    }
}

/// Reads a page or stylesheet without ever blocking or reading without end: a FIFO, a device or a
/// socket (or a symbolic link to one) is reported, not opened for reading.
enum PageFile {
    enum Outcome {
        case contents(Data)
        /// What the file is instead ("a FIFO", …).
        case special(String)
        /// The system's reason (`strerror`).
        case failed(String)
    }

    static func read(_ path: String) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failed(lastError) }
        if let kind = special(info) { return .special(kind) }
        // O_NONBLOCK: if the file became a FIFO since, opening it does not wait for a writer.
        let descriptor = DescriptorBudget.open { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failed(lastError) }
        defer { DescriptorBudget.close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failed(lastError) }
        if let kind = special(info) { return .special(kind) }
        let size = Int(info.st_size)
        guard size > 0 else { return .contents(Data()) }
        if let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED {
            return .contents(Data(bytesNoCopy: mapped, count: size, deallocator: .custom { munmap($0, $1) }))
        }
        var data = Data(count: size)
        var total = 0
        while total < size {
            let count = data.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + total, size - total) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .failed(lastError) }
            if count == 0 { break }
            total += count
        }
        return .contents(data.prefix(total))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static var lastError: String { String(cString: strerror(errno)) }

    private static func special(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "an unknown kind of file"
        }
    }
}
