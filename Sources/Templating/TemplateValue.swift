import Atomics

/// A view-model value as the renderer sees it: the `Any` the generator put in its `[String: Any]`,
/// classified once when it is looked up. Containers keep the generator's own storage and their
/// elements are classified only when reached, so rendering costs nothing for unused parts of a view
/// model and no copy of it is made.
enum TemplateValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// A dictionary with `String` keys.
    case object([String: Any])
    /// `[String: String]`, kept as it is (a cast to `[String: Any]` would copy it).
    case strings([String: String])
    /// `[[String: Any]]`, kept without boxing its elements.
    case objects([[String: Any]])
    /// A `ViewModel`, the generator's usual object.
    case model(ViewModel)
    /// `[ViewModel]`, the generator's usual list, kept without boxing its elements.
    case models([ViewModel])
    /// Any other array. `comparable` is true when swift-mustache's `sorted()` applies to it, i.e.
    /// when the Swift array's element type was `String` or `Int`.
    case list([Any], comparable: Bool)
    /// A `(key:, value:)` pair, an element of `enumerated()` / `sorted()` over a dictionary.
    case pair(Boxed<(key: String, value: Any)>)
    /// Any other value: printed with `String(describing:)`; it has no fields and no transforms.
    case other(Boxed<Any>)

    /// Classifies a value: exact types first (no failing dynamic casts on the common path), then
    /// bridged containers (`[String: String]`, `[String]`…), `Substring` and optionals.
    init(_ value: Any) {
        // Passing the `Any` to a generic function opens it: inside, the exact type is a metatype
        // comparison and the value a bit-for-bit reinterpretation, where `value as! String` was a
        // runtime dynamic cast (a quarter of every view-model lookup).
        self = TemplateValue.classify(value)
    }

    private static func classify<Value>(_ value: Value) -> TemplateValue {
        if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if Value.self == ViewModel.self { return .model(unsafeBitCast(value, to: ViewModel.self)) }
        if Value.self == [ViewModel].self { return .models(unsafeBitCast(value, to: [ViewModel].self)) }
        if Value.self == [String: Any].self { return .object(unsafeBitCast(value, to: [String: Any].self)) }
        if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if Value.self == [[String: Any]].self { return .objects(unsafeBitCast(value, to: [[String: Any]].self)) }
        if Value.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
        if Value.self == [Any].self { return .list(unsafeBitCast(value, to: [Any].self), comparable: false) }
        if Value.self == [String: String].self { return .strings(unsafeBitCast(value, to: [String: String].self)) }
        return TemplateValue(converting: value, type: Value.self)
    }

    private init(converting value: Any, type: Any.Type) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(number)
        case let object as [String: Any]: self = .object(object)
        case let model as ViewModel: self = .model(model)
        case let models as [ViewModel]: self = .models(models)
        case let array as [Any]: self = .list(array, comparable: type == [String].self || type == [Int].self)
        case let text as Substring: self = .string(String(text))
        case let pair as (key: String, value: Any): self = .pair(Boxed(pair))
        case let optional as any OptionalValue:
            guard let wrapped = optional.wrappedValue else {
                self = .other(Boxed(value))
                return
            }
            self.init(wrapped)
        default: self = .other(Boxed(value))
        }
    }

    /// An array without elements (a section over it renders nothing, its inverted section renders).
    var isEmptySequence: Bool {
        switch self {
        case .objects(let items): items.isEmpty
        case .models(let items): items.isEmpty
        case .list(let items, _): items.isEmpty
        default: false
        }
    }

    /// The field `name`, found in a `ViewModel` at or from the position `hint` guesses (which is
    /// updated when the guess was wrong).
    func child(named name: String, hint: ManagedAtomic<Int>) -> TemplateValue? {
        guard case .model(let model) = self else { return child(named: name) }
        let guess = hint.load(ordering: .relaxed)
        guard let position = model.position(of: name, hint: guess) else { return nil }
        if position != guess { hint.store(position, ordering: .relaxed) }
        return TemplateValue(model.value(at: position))
    }

    /// The field `name`, as swift-mustache finds it (dictionary keys and tuple labels).
    func child(named name: String) -> TemplateValue? {
        switch self {
        case .model(let model): model.position(of: name).map { TemplateValue(model.value(at: $0)) }
        case .object(let fields): fields[name].map(TemplateValue.init)
        case .strings(let fields): fields[name].map(TemplateValue.string)
        case .pair(let pair):
            name == "key" ? .string(pair.value.key) : name == "value" ? TemplateValue(pair.value.value) : nil
        default: nil
        }
    }
}
