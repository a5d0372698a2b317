import Mustache
import Testing

@testable import Templating

/// Renders the same templates and view model with swift-mustache and with our engine.
enum Engines {
    /// swift-mustache 2.1.1's output, or nil when it cannot parse one of the templates.
    static func swiftMustache(_ templates: [String: String], _ main: String, _ context: [String: Any]) -> String? {
        var library = MustacheLibrary()
        for (name, text) in templates {
            guard (try? library.register(text, named: name)) != nil else { return nil }
        }
        return library.render(context, withTemplate: main)
    }

    /// Our engine's output (`TemplateParser` + `TemplateRenderer`).
    static func ours(_ templates: [String: String], _ main: String, _ context: [String: Any]) throws -> String {
        var parsed: [String: [TemplateNode]] = [:]
        for (name, text) in templates { parsed[name] = try TemplateParser.parse(text) }
        var output: [UInt8] = []
        TemplateRenderer.render(main, in: parsed, root: TemplateValue(context), into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// A case of the differential tests: templates (rendered from `main`) and a view model (never
/// mutated, hence `@unchecked Sendable`).
struct EngineCase: CustomTestStringConvertible, @unchecked Sendable {
    let name: String
    let templates: [String: String]
    let main: String
    let context: [String: Any]

    init(_ name: String, _ template: String, partials: [String: String] = [:], _ context: [String: Any] = [:]) {
        self.name = name
        self.templates = partials.merging(["main": template]) { $1 }
        self.main = "main"
        self.context = context
    }

    init(name: String, templates: [String: String], main: String, context: [String: Any]) {
        self.name = name
        self.templates = templates
        self.main = main
        self.context = context
    }

    var testDescription: String { name }
}
