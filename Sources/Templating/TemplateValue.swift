/// A view-model value as the template engine sees it.
///
/// `TemplateValue(_:)` converts the `[String: Any]` view models the generator builds (strings,
/// booleans, integers, dictionaries, arrays, nested); rendering then needs no dynamic casts.
public enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// An array. `comparable` is true when swift-mustache's `sorted()` transform applies to it, i.e.
    /// when the Swift array's element type was `String` or `Int`.
    case list([TemplateValue], comparable: Bool = false)
    /// A dictionary with `String` keys.
    case object([String: TemplateValue])
    /// A `(key:, value:)` pair, an element of `enumerated()` / `sorted()` over a dictionary.
    indirect case pair(key: String, value: TemplateValue)
    /// Any other value: printed as `String(describing:)` (`debugDescription` inside collections);
    /// it has no fields and no transforms.
    case other(description: String, debugDescription: String)

    /// Converts a view-model value: `String`/`Substring`, `Bool`, integers, `[String: V]`,
    /// `[V]`, and optionals of these; anything else becomes `.other`.
    public init(_ value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(number)
        case let object as [String: Any]: self = .object(object.mapValues(TemplateValue.init))
        case let array as [Any]:
            let type = Swift.type(of: value)
            self = .list(array.map(TemplateValue.init), comparable: type == [String].self || type == [Int].self)
        case let text as Substring: self = .string(String(text))
        case let optional as any OptionalValue:
            guard let wrapped = optional.wrappedValue else {
                self = .other(description: "nil", debugDescription: "nil")
                return
            }
            self.init(wrapped)
        default:
            self = .other(description: String(describing: value), debugDescription: String(reflecting: value))
        }
    }

    /// The view model of a page.
    public init(_ object: [String: Any]) {
        self = .object(object.mapValues(TemplateValue.init))
    }

    /// The field `name`, as swift-mustache finds it (dictionary keys and tuple labels).
    func child(named name: String) -> TemplateValue? {
        switch self {
        case .object(let fields): fields[name]
        case .pair(let key, let value): name == "key" ? .string(key) : name == "value" ? value : nil
        default: nil
        }
    }

    /// The value as a Swift value of the types swift-mustache was given, for printing collections.
    var anyValue: Any {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag
        case .int(let number): number
        case .list(let items, _): items.map(\.anyValue)
        case .object(let fields): fields.mapValues(\.anyValue)
        case .pair(let key, let value): (key: key, value: value.anyValue)
        case .other(let description, let debugDescription):
            PrintedValue(description: description, debugDescription: debugDescription)
        }
    }
}

/// Lets `TemplateValue(_:)` unwrap an optional hidden in an `Any`.
protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { self }
}

/// Prints as the value it stands for, inside collections too.
private struct PrintedValue: CustomStringConvertible, CustomDebugStringConvertible {
    let description: String
    let debugDescription: String
}
