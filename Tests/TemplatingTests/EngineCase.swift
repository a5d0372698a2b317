import Testing

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
