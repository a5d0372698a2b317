/// Lets `TemplateValue(_:)` unwrap an optional hidden in an `Any`.
protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { self }
}
