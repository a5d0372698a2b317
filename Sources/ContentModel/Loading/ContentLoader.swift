import Diagnostics
import Foundation

/// Phase 1 — load: reads `Content/` into the typed model. Never throws and never stops early:
/// every problem in every file becomes a diagnostic, and the pages that could be read are returned.
public struct ContentLoader {
    /// The content folder on disk.
    public var directory: URL
    /// How file names are shown in diagnostics (e.g. `Content`).
    public var displayPrefix: String

    public init(directory: URL, displayPrefix: String) {
        self.directory = directory
        self.displayPrefix = displayPrefix
    }

    public func load() -> (site: Site, diagnostics: [Diagnostic]) {
        let context = LoadContext()
        var site = Site()
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            context.diagnostics.append(
                .error(
                    .contentMissing, "content folder '\(displayPrefix)' does not exist", at: nil,
                    hint: "create it, or pass the right folder with --content"))
            return (site, context.diagnostics)
        }
        let files = listFiles()
        var known = Set<String>()

        func read(_ relative: String) -> String? {
            known.insert(relative)
            let display = displayPath(relative)
            guard let data = fm.contents(atPath: directory.appendingPathComponent(relative).path) else {
                context.error(.ioError, "cannot read file", at: .file(display))
                return nil
            }
            switch TextDecoding.decode(data, file: display) {
            case .success(let text): return text
            case .failure(let diagnostic):
                context.diagnostics.append(diagnostic)
                return nil
            }
        }

        if files.contains("site.yaml"), let text = read("site.yaml"),
            let config = DataFileReaders.site(text, file: displayPath("site.yaml"), context: context)
        {
            site.config = config
        }
        if files.contains("home.md"), let text = read("home.md") {
            site.home = PageReaders.home(text, file: displayPath("home.md"), context: context)
        }
        if files.contains("sources.yaml"), let text = read("sources.yaml") {
            site.sources = DataFileReaders.sources(text, file: displayPath("sources.yaml"), context: context)
        }
        if files.contains("external-symbols.yaml"), let text = read("external-symbols.yaml") {
            site.externalSymbols = DataFileReaders.externalSymbols(
                text, file: displayPath("external-symbols.yaml"), context: context)
        }
        if files.contains("mapping.yaml"), let text = read("mapping.yaml") {
            site.mapping = DataFileReaders.mapping(text, file: displayPath("mapping.yaml"), context: context)
        }
        for file in files where file.hasPrefix("symbols/") && file.hasSuffix(".md") {
            if let text = read(file), let symbol = SymbolReader.read(text, file: displayPath(file), context: context) {
                site.symbols.append(symbol)
            }
        }
        for file in files where file.hasPrefix("articles/") && file.hasSuffix(".md") {
            let name = String(file.dropFirst("articles/".count).dropLast(3))
            if let text = read(file),
                let article = PageReaders.article(text, file: displayPath(file), defaultID: name, context: context)
            {
                site.articles.append(article)
            }
        }
        site.guides = loadGuides(files: files, read: read, context: context)
        for file in files where file.hasPrefix("paths/") && (file.hasSuffix(".yaml") || file.hasSuffix(".yml")) {
            let name = String(file.dropFirst("paths/".count).split(separator: ".").first ?? "")
            if let text = read(file),
                let path = DataFileReaders.path(text, file: displayPath(file), defaultID: name, context: context)
            {
                site.paths.append(path)
            }
        }
        for file in files where file.hasPrefix("assets/") {
            known.insert(file)
            site.assets.append(
                Asset(name: String(file.dropFirst("assets/".count)), sourcePath: directory.appendingPathComponent(file).path))
        }
        for file in files where !known.contains(file) {
            context.warning(
                .unexpectedFile, "file is not part of the content model and was ignored", at: .file(displayPath(file)),
                hint: "pages go in symbols/<Framework>/, articles/, guides/<id>/ or paths/ (see the README)")
        }
        if site.isEmpty && !context.diagnostics.contains(where: { $0.severity == .error }) {
            context.diagnostics.append(
                .error(
                    .contentEmpty, "content folder '\(displayPrefix)' holds no pages", at: nil,
                    hint: "add home.md, symbols/, articles/, guides/ or paths/ (see the README)"))
        }
        return (site, context.diagnostics)
    }

    /// Guide folders: `guides/<id>/index.md` plus ordered step files.
    func loadGuides(files: [String], read: (String) -> String?, context: LoadContext) -> [Guide] {
        var byFolder: [String: [String]] = [:]
        for file in files where file.hasPrefix("guides/") && file.hasSuffix(".md") {
            let parts = file.split(separator: "/")
            guard parts.count == 3 else { continue }
            byFolder[String(parts[1]), default: []].append(String(parts[2]))
        }
        var guides: [Guide] = []
        for folder in byFolder.keys.sorted() {
            let names = byFolder[folder]!.sorted()
            let indexFile = "guides/\(folder)/index.md"
            guard names.contains("index.md") else {
                for name in names { _ = read("guides/\(folder)/\(name)") }
                context.error(
                    .missingField, "guide folder has no index.md", at: .file(displayPath("guides/\(folder)")),
                    hint: "add \(displayPath(indexFile)) with the guide's title, summary and sources")
                continue
            }
            guard let text = read(indexFile),
                var guide = PageReaders.guide(text, file: displayPath(indexFile), defaultID: folder, context: context)
            else {
                for name in names where name != "index.md" { _ = read("guides/\(folder)/\(name)") }
                continue
            }
            var number = 0
            for name in names where name != "index.md" {
                number += 1
                let file = "guides/\(folder)/\(name)"
                let stem = name.dropLast(3)
                let id = String(stem.drop { $0.isNumber }.drop { $0 == "-" || $0 == "_" })
                if let text = read(file),
                    let step = PageReaders.step(
                        text, file: displayPath(file), id: id, number: number, context: context)
                {
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

    /// All regular files below the content folder, relative and sorted (hidden files skipped).
    func listFiles() -> [String] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: directory.path) else { return [] }
        var files: [String] = []
        for case let path as String in enumerator {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
