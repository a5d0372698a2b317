/// A value kept behind one reference, so that copying a `TemplateValue` never copies an existential.
final class Boxed<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}
