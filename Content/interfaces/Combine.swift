// Stub interface of the Combine surface that SceneDocs samples use (ObservableObject, @Published).

// source: OBSOBJ
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol ObservableObject : AnyObject { }

// source: PUBLISHED
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } set { } }
}
