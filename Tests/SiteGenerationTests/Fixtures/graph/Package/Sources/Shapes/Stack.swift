/// A last-in, first-out pile of elements.
public struct Stack<Element> {
    private var items: [Element] = []

    /// Creates an empty stack.
    public init() {}

    /// Puts an element on top.
    public mutating func push(_ element: Element) { items.append(element) }

    /// Takes the top element off, if there is one.
    public mutating func pop() -> Element? { items.popLast() }
}

extension Stack where Element: Shape {
    /// The summed area of every shape on the stack.
    public var totalArea: Double { items.reduce(0) { $0 + $1.area } }
}

extension Stack: Equatable where Element: Equatable {}

extension Array where Element: Shape {
    /// The largest shape in the array, by area.
    public var largest: Element? { self.max { $0.area < $1.area } }
}

/// Keeps a value within a closed range.
@propertyWrapper
public struct Clamped<Value: Comparable> {
    private var value: Value
    private let range: ClosedRange<Value>

    /// Creates a clamped value.
    public init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    /// The value, always inside the range.
    public var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

/// An older name for a stack.
@available(*, deprecated, renamed: "Stack")
public typealias Pile<Element> = Stack<Element>
