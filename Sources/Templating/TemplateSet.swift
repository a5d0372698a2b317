import Atomics
import Diagnostics
import Foundation
import Mustache
import Parallelism
import Speedups

/// The Mustache templates of a site (`Templates/*.mustache`, partials in subfolders).
///
/// Every template file is parsed up front so that all syntax errors of a run are reported
/// together, each with its file, line and column. swift-mustache's parser checks the syntax (its
/// error messages and positions are the diagnostics); `TemplateParser` and `TemplateRenderer`,
/// which render exactly as swift-mustache does but many times faster, produce the pages.
public struct TemplateSet: Sendable {
    private let templates: [String: [TemplateNode]]
    public let names: Set<String>
    /// Changes whenever any template file's text changes (for caches of rendered pages).
    public let sourceHash: Int
    /// Per template, the largest output `renderBytes` has made with it (capacity to reserve next time).
    private let sizeHints: [String: ManagedAtomic<Int>]
    /// Each rendering thread's own copy of the templates. Rendering retains and releases the nodes
    /// it walks and updates each tag's look-up hint; on nodes shared by two cores every such write
    /// would move the cache line between them. A copy per thread shares nothing.
    private let perThread: PerThread<Copy>
    private let overruns = Overruns()
    /// Each template's text, where reported tags are located.
    private let texts: [String: String]
    /// swift-mustache's library of the same templates when `SCENEDOCS_WITHOUT` names
    /// `mustache-engine`: it renders the pages in place of our engine (same bytes; the engine's
    /// tests compare the two), so one binary measures what the engine buys.
    private let libraryRenderer: MustacheLibrary?

    final class Copy: @unchecked Sendable {
        let templates: [String: [TemplateNode]]
        init(_ templates: [String: [TemplateNode]]) { self.templates = templates }
    }

    init(
        templates: [String: [TemplateNode]], names: Set<String>, sourceHash: Int, texts: [String: String] = [:]
    ) {
        self.templates = templates
        libraryRenderer = Speedup.mustacheEngine.isOn ? nil : Self.library(texts)
        self.texts = texts
        self.names = names
        self.sourceHash = sourceHash
        sizeHints = templates.mapValues { _ in ManagedAtomic(0) }
        let original = Copy(templates)
        perThread = PerThread { Copy(TemplateNode.deepCopy(original.templates)) }
    }

    /// swift-mustache's library of `texts` (template name → text; each was parsed by swift-mustache
    /// when it was loaded).
    private static func library(_ texts: [String: String]) -> MustacheLibrary {
        var library = MustacheLibrary()
        for (name, text) in texts {
            if let template = try? MustacheTemplate(string: text) { library.register(template, named: name) }
        }
        return library
    }

    /// The templates this thread renders with (its own copy).
    private var threadTemplates: [String: [TemplateNode]] { perThread.value.templates }

    /// The templates the generator renders pages with.
    public static let required = [
        "layout", "home", "symbol", "article", "guide", "path", "mapping", "list", "symbol-index", "404",
        "partials/nav-item", "partials/sidebar",
    ]

    /// Parsed templates by file, kept between builds by `serve`: a template whose text did not
    /// change is not parsed again (parsing, with swift-mustache's syntax check, cost more than the
    /// rest of loading after a one-file edit).
    public final class ParseCache: @unchecked Sendable {
        private let lock = NSLock()
        private var parsed: [String: (text: String, nodes: [TemplateNode])] = [:]
        /// Templates taken from the cache by the last load.
        private(set) var reusedByLastLoad = 0

        public init() {}

        func nodes(file: String, text: String) -> [TemplateNode]? {
            lock.lock()
            defer { lock.unlock() }
            guard let entry = parsed[file], entry.text == text else { return nil }
            reusedByLastLoad += 1
            return entry.nodes
        }

        /// Keeps exactly the templates of the last load that parsed without error.
        func replace(with entries: [String: (text: String, nodes: [TemplateNode])]) {
            lock.lock()
            parsed = entries
            lock.unlock()
        }

        func startLoad() {
            lock.lock()
            reusedByLastLoad = 0
            lock.unlock()
        }
    }

    /// Loads and parses every `*.mustache` file below `directory` (templates whose text is in
    /// `cache` are taken from it).
    public static func load(
        directory: URL, displayPrefix: String, cache: ParseCache? = nil
    ) -> (TemplateSet?, [Diagnostic]) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let root = InputFile.realFolder(directory.path)
        else {
            return (
                nil,
                [
                    .error(
                        .templatesMissing, "templates folder '\(displayPrefix)' \(InputFile.describe(directory.path))",
                        at: nil,
                        hint: "pass the folder with --templates, or restore Templates/ from the repository")
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var templates: [String: [TemplateNode]] = [:]
        var parsedTexts: [String: (text: String, nodes: [TemplateNode])] = [:]
        var texts: [String: String] = [:]
        cache?.startLoad()
        var hasher = Hasher()
        let listing = InputFile.listFiles(
            in: directory.path, display: displayPrefix, root: root, folderName: displayPrefix)
        // Theme assets are read (and their problems reported) when they are copied.
        diagnostics += listing.problems.filter { !($0.location?.file ?? "").hasPrefix(displayPrefix + "/assets/") }
        let files = listing.files.map(\.path).filter { $0.hasSuffix(".mustache") }
        for file in files {
            let display = displayPrefix + "/" + file
            let data: Data
            switch InputFile.read(directory.path + "/" + file, root: root) {
            case .success(let bytes): data = bytes
            case .failure(let failure):
                diagnostics.append(InputFile.diagnostic(failure, display: display, folder: displayPrefix))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(
                    .error(
                        .invalidUTF8, "template is not valid UTF-8", at: .file(display), hint: "save the file as UTF-8")
                )
                continue
            }
            hasher.combine(file)
            hasher.combine(text)
            let name = String(file.dropLast(".mustache".count))
            texts[name] = text
            if let nodes = cache?.nodes(file: file, text: text) {
                templates[name] = nodes
                parsedTexts[file] = (text, nodes)
                continue
            }
            do {
                let (nodes, singleCharacterDelimiter) = TemplateParser.parseNotingDelimiters(text, name: name)
                // Too deep for swift-mustache's recursive parser to be handed safely: ours reports it.
                if case .failure(let error as TemplateParser.TooDeep) = nodes {
                    diagnostics.append(
                        .error(
                            .templateSyntax,
                            "template syntax error: sections are nested more than \(TemplateParser.maximumDepth) deep",
                            at: SourceLocation(file: display, line: error.line, column: error.column),
                            hint: "nest at most \(TemplateParser.maximumDepth) sections, blocks and inheritance tags"))
                    continue
                }
                // swift-mustache checks the syntax (its messages and positions are the diagnostics),
                // except where its parser would trap: a template that sets a one-character
                // delimiter (`{{=| |=}}|#a||/a|` crashes 2.1.1) is judged by our parser alone.
                if !singleCharacterDelimiter { _ = try MustacheTemplate(string: text) }
                let parsed = try nodes.get()
                let unsafe = TemplateURLCheck.problems(in: text, file: display)
                if !unsafe.isEmpty {
                    diagnostics += unsafe
                    continue
                }
                templates[name] = parsed
                parsedTexts[file] = (text, parsed)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(
                    .error(
                        .templateSyntax, "template syntax error: \(describe(error.error))",
                        at: SourceLocation(
                            file: display, line: error.context.lineNumber, column: error.context.columnNumber),
                        hint: "check that every {{#section}} is closed by a matching {{/section}}"))
            } catch is TemplateParser.Failure, is CharacterCursor.Overflow {
                let (line, column) = TemplateParser.failurePosition(in: text)
                diagnostics.append(
                    .error(
                        .templateSyntax, "template syntax error: this tag is not supported",
                        at: SourceLocation(file: display, line: line, column: column)))
            } catch {
                diagnostics.append(.error(.templateSyntax, "template error: \(error)", at: .file(display)))
            }
        }
        // A folder that could not be listed (reported) is not evidence of a missing template.
        let listedCompletely = !listing.problems.contains { $0.code == .ioError }
        for name in required where listedCompletely && templates[name] == nil && !files.contains(name + ".mustache") {
            diagnostics.append(
                .error(
                    .templateMissing, "required template '\(name).mustache' is missing", at: nil,
                    hint: "add \(displayPrefix)/\(name).mustache (see the shipped Templates/)"))
        }
        cache?.replace(with: parsedTexts)
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        return (
            TemplateSet(templates: templates, names: Set(templates.keys), sourceHash: hasher.finalize(), texts: texts),
            diagnostics
        )
    }

    /// The templates (sorted) with a variable or section whose name starts with `name`
    /// (`{{name}}`, `{{#name}}`, `{{name.field}}`, also inside blocks and inheritance overrides).
    public func templates(using name: String) -> [String] {
        func uses(_ nodes: [TemplateNode]) -> Bool {
            nodes.contains { node in
                switch node {
                case .variable(let tag, _): tag.components.first == name
                case .section(let tag, let body, _): tag.components.first == name || uses(body)
                case .blockDefinition(_, let body), .blockExpansion(_, let body, _): uses(body)
                case .partial(_, _, _, let inherits, _): inherits?.values.contains(where: uses) ?? false
                case .text, .contentType: false
                }
            }
        }
        return templates.filter { uses($0.value) }.map(\.key).sorted()
    }

    static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a closing tag does not match the open section"
        case .unfinishedName: return "a tag is not closed"
        case .expectedSectionEnd: return "a section is never closed"
        case .invalidSetDelimiter: return "malformed set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform is applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "illegal tag inside an inheritance section"
        case .textInsideInheritSection: return "text inside an inheritance section"
        case .invalidConfigVariableSyntax: return "malformed configuration tag"
        case .unrecognisedConfigVariable: return "unknown configuration tag"
        }
    }

    /// Renders `template` with a view model made of dictionaries, arrays, strings, numbers and booleans.
    public func render(_ template: String, _ context: [String: Any]) -> String {
        String(decoding: renderBytes(template, context), as: UTF8.self)
    }

    /// Renders `template` with a view model made of `ViewModel`s, arrays, strings, numbers and booleans.
    public func render(_ template: String, _ context: ViewModel) -> String {
        String(decoding: renderBytes(template, context), as: UTF8.self)
    }

    /// Renders `template` as UTF-8 bytes, what is written to disk (no `String` is built or validated).
    public func renderBytes(_ template: String, _ context: [String: Any]) -> [UInt8] {
        var output: [UInt8] = []
        render(template, context, into: &output)
        return output
    }

    /// Renders `template` as UTF-8 bytes, what is written to disk (no `String` is built or validated).
    public func renderBytes(_ template: String, _ context: ViewModel) -> [UInt8] {
        // Room for the largest output of this template so far, so a page's buffer is not grown
        // by doubling, copying what it had each time.
        if let libraryRenderer {
            return Array((libraryRenderer.render(Self.libraryValue(context), withTemplate: template) ?? "").utf8)
        }
        let hint = sizeHints[template]
        var output: [UInt8] = []
        if let hint { output.reserveCapacity(hint.load(ordering: .relaxed)) }
        if let overrun = TemplateRenderer.render(template, in: threadTemplates, root: .model(context), into: &output) {
            overruns.record(overrun)
        }
        if let hint, output.count > hint.load(ordering: .relaxed) { hint.store(output.count, ordering: .relaxed) }
        return output
    }

    /// Appends `template` rendered with `context` to `output` as UTF-8 (nothing when there is no
    /// template of that name).
    public func render(_ template: String, _ context: [String: Any], into output: inout [UInt8]) {
        if let libraryRenderer {
            output += (libraryRenderer.render(Self.libraryValue(context), withTemplate: template) ?? "").utf8
            return
        }
        if let overrun = TemplateRenderer.render(template, in: threadTemplates, root: .object(context), into: &output) {
            overruns.record(overrun)
        }
    }

    /// A view model as swift-mustache reads it: each `ViewModel` (which our engine renders as the
    /// dictionary of its fields) as that dictionary, also inside lists and dictionaries.
    static func libraryValue(_ value: Any) -> Any {
        switch value {
        case is String, is Int, is Bool, is [String], is [Int], is [String: String]:
            return value
        case let model as ViewModel:
            var fields: [String: Any] = [:]
            for position in 0..<model.count {
                fields[model.key(at: position)] = libraryValue(model.value(at: position))
            }
            return fields
        case let models as [ViewModel]:
            return models.map { libraryValue($0) as! [String: Any] }
        case let dictionary as [String: Any]:
            return dictionary.mapValues(libraryValue)
        case let list as [[String: Any]]:
            return list.map { $0.mapValues(libraryValue) }
        case let list as [Any]:
            return list.map(libraryValue)
        default:
            return value
        }
    }

    /// Where renders stopped for expanding past their bound of work or output
    /// (`TemplateRenderer.maximumWork`), sorted by template: a build reports each as a
    /// `parse-limit` error at the partial tag that included the template it was rendering.
    public var expansionOverruns: [Overrun] {
        overruns.all.map { overrun in
            guard let tag = overrun.includedAt else {
                return Overrun(template: overrun.template, file: overrun.template, line: 1, column: 1)
            }
            let (line, column) = Self.lineAndColumn(of: tag.offset, in: texts[tag.template] ?? "")
            return Overrun(template: overrun.template, file: tag.template, line: line, column: column)
        }
        .sorted { ($0.template, $0.file, $0.line, $0.column) < ($1.template, $1.file, $1.line, $1.column) }
    }

    /// A render that stopped: the template it was rendering, and where the tag that included it
    /// is (`file` is a template's name; line 1, column 1 of the template itself when no partial
    /// included it).
    public struct Overrun: Hashable, Sendable {
        public let template: String
        public let file: String
        public let line: Int
        public let column: Int
    }

    /// The line and column of the `Character` at `offset`, counted as the template parser counts.
    static func lineAndColumn(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var cursor = CharacterCursor(text)
        cursor.setPosition(min(offset, cursor.characters.count))
        return cursor.lineAndColumn
    }

    /// The most nodes and bytes one render may produce (for messages).
    public static let maximumRenderWork = TemplateRenderer.maximumWork
    public static let maximumRenderBytes = TemplateRenderer.maximumOutputBytes

    final class Overruns: @unchecked Sendable {
        private let lock = NSLock()
        private var set: Set<TemplateOverrun> = []
        func record(_ overrun: TemplateOverrun) {
            lock.lock()
            set.insert(overrun)
            lock.unlock()
        }
        var all: [TemplateOverrun] {
            lock.lock()
            defer { lock.unlock() }
            return Array(set)
        }
    }
}
