import Diagnostics
import Foundation

@testable import ContentModel

/// A file of `Content/`: its first line is its path below the folder (which says what it is: a
/// symbol page, a guide step, `mapping.yaml`, …), the rest its bytes. Decoded, split into front
/// matter and body, its YAML composed (plain front matter by `PlainYAML`, the rest by Yams after
/// the alias and nesting limits) and read into the model as a build reads it, then validated as a
/// site of that one file. Where `PlainYAML` composes the YAML, Yams must compose the same tree.
enum ContentTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let newline = input.firstIndex(of: UInt8(ascii: "\n")) ?? input.count
        var file = String(decoding: input[..<newline], as: UTF8.self)
        var role = FileRole(file)
        if !role.isModelFile || role == .interface || role == .sampleContext {
            (file, role) = ("articles/fuzz.md", .article)
        }
        let data = Data(input[min(newline + 1, input.count)...])
        let display = "Content/" + file
        guard case .success(let text) = TextDecoding.decode(data, file: display) else { return }
        compareYAML(in: text, file: display)

        let context = LoadContext()
        var site = Site()
        switch ContentLoader.content(of: text, file: file, display: display, role: role, context: context) {
        case .site(let config?)?: site.config = config
        case .home(let home?)?: site.home = home
        case .sources(let sources)?: site.sources = sources
        case .externalSymbols(let symbols)?: site.externalSymbols = symbols
        case .mapping(let mapping?)?: site.mapping = mapping
        case .launchOptions(let table?)?: site.launchOptions = table
        case .audit(let audit?)?: site.audit = audit
        case .symbol(let symbol?)?: site.symbols = [symbol]
        case .article(let article?)?: site.articles = [article]
        case .guide(let guide?)?: site.guides = [guide]
        case .step(let step?)?:
            site.guides = [
                Guide(
                    id: "fuzz", title: "Fuzz", summary: "", audience: nil, sources: [],
                    intro: MarkdownText("", origin: .file(display)), steps: [step], file: display)
            ]
        case .path(let path?)?: site.paths = [path]
        default: break
        }
        let diagnostics =
            context.diagnostics + ContentValidator(site: site, index: ContentIndex(site: site)).validate(workers: 1)
        for diagnostic in diagnostics { _ = DiagnosticFormatter.console(diagnostic) }
    }

    /// The YAML of a page's front matter or of a data file: wherever `PlainYAML` composes it, Yams
    /// gives the same tree.
    static func compareYAML(in text: String, file: String) {
        let yaml: String
        if file.hasSuffix(".md") {
            guard let document = FrontMatterDocument.split(text, file: file, context: LoadContext()) else { return }
            yaml = document.yaml
        } else {
            yaml = text
        }
        guard let plain = PlainYAML.compose(yaml) else { return }
        let reference: YAMLNode?
        do { reference = try YAMLParsing.composeWithYams(yaml) } catch {
            disagreement("PlainYAML composed a text Yams rejects (\(error)):\n\(yaml)")
        }
        guard plain == reference else {
            disagreement(
                "PlainYAML's tree differs from Yams':\n\(yaml)\nplain: \(plain)\nyams:  \(String(describing: reference))"
            )
        }
    }
}
