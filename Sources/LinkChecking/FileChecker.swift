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
    var ioError: String?
}

/// Reads one HTML page or stylesheet, extracts its references and resolves them against the file list.
struct FileChecker: Sendable {
    let root: URL
    let site: SiteFiles
    let options: CheckOptions

    /// `arena` is the calling worker's parse-tree memory, reused from file to file.
    func check(_ file: String, arena: GumboArena = GumboArena()) -> FileOutcome {
        var outcome = FileOutcome()
        let data: Data
        do {
            data = try Data(contentsOf: root.appendingPathComponent(file), options: .mappedIfSafe)
        } catch {
            outcome.ioError = "\(file): \(error.localizedDescription)"
            return outcome
        }
        let isHTML = SiteFiles.isHTML(file)
        let scan: PageScan = data.withUnsafeBytes { bytes in
            if isHTML { return HTMLExtractor.scan(bytes, file: file, arena: arena) }
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

    /// `#`, `#top` (any case) and an empty fragment always work.
    static func needsCheck(_ fragment: String) -> Bool {
        !fragment.isEmpty && fragment.lowercased() != "top"
    }
}
