import Foundation

extension TemplateValue {
    /// The result of swift-mustache's transform `name` (`{{uppercased(title)}}`), or nil where
    /// swift-mustache has none (then the tag renders as a missing value).
    func transformed(_ name: String) -> TemplateValue? {
        switch self {
        case .string(let text):
            switch name {
            case "empty": .bool(text.isEmpty)
            case "capitalized": .string(text.capitalized)
            case "lowercased": .string(text.lowercased())
            case "uppercased": .string(text.uppercased())
            case "reversed": .string(String(text.reversed()))
            default: nil
            }
        case .int(let number):
            switch name {
            case "equalzero": .bool(number == 0)
            case "plusone": .int(number &+ 1)
            case "minusone": .int(number &- 1)
            case "even": .bool(number & 1 == 0)
            case "odd": .bool(number & 1 == 1)
            default: nil
            }
        case .objects(let items):
            switch name {
            case "first": items.first.map(TemplateValue.object)
            case "last": items.last.map(TemplateValue.object)
            case "reversed": .objects(items.reversed())
            case "count": .int(items.count)
            case "empty": .bool(items.isEmpty)
            default: nil
            }
        case .list(let items, let comparable):
            switch name {
            case "first": items.first.map(TemplateValue.init)
            case "last": items.last.map(TemplateValue.init)
            case "reversed": .list(items.reversed(), comparable: comparable)
            case "count": .int(items.count)
            case "empty": .bool(items.isEmpty)
            case "sorted" where comparable: .list(Self.sorted(items), comparable: true)
            default: nil
            }
        case .models(let items):
            switch name {
            case "first": items.first.map(TemplateValue.model)
            case "last": items.last.map(TemplateValue.model)
            case "reversed": .models(items.reversed())
            case "count": .int(items.count)
            case "empty": .bool(items.isEmpty)
            default: nil
            }
        case .strings(let fields):
            TemplateValue.object(fields).transformed(name)
        case .model(let model):
            TemplateValue.object(model.dictionary).transformed(name)
        case .object(let fields):
            switch name {
            case "count": .int(fields.count)
            case "empty": .bool(fields.isEmpty)
            case "enumerated": .list(fields.map { (key: $0.key, value: $0.value) }, comparable: false)
            case "sorted":
                .list(fields.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }, comparable: false)
            default: nil
            }
        case .bool, .pair, .other:
            nil
        }
    }

    /// `sorted()` of a `[String]` or `[Int]` (the only comparable lists of a view model).
    private static func sorted(_ items: [Any]) -> [Any] {
        if let strings = items as? [String] { return strings.sorted() }
        return (items as? [Int] ?? []).sorted()
    }

    /// The transform of the position in a sequence (`{{#first()}}`, `{{index()}}`).
    static func sequencePosition(_ position: SequencePosition, _ name: String) -> TemplateValue? {
        switch name {
        case "first": .bool(position.first)
        case "last": .bool(position.last)
        case "index": .int(position.index)
        case "even": .bool(position.index & 1 == 0)
        case "odd": .bool(position.index & 1 == 1)
        default: nil
        }
    }
}
