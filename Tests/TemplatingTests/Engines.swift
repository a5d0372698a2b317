import Mustache

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
        try ours(templates, main, root: TemplateValue(context))
    }

    /// Our engine's output with `root` at the bottom of the context stack.
    static func ours(_ templates: [String: String], _ main: String, root: TemplateValue) throws -> String {
        var parsed: [String: [TemplateNode]] = [:]
        for (name, text) in templates { parsed[name] = try TemplateParser.parse(text) }
        var output: [UInt8] = []
        TemplateRenderer.render(main, in: parsed, root: root, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
