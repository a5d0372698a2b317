/// A closed figure in the plane.
///
/// Conform a type by giving its ``area``; ``describe()`` and ``perimeter`` come with defaults.
/// See ``Stack`` for a container of shapes.
public protocol Shape {
    /// The area the shape covers, in square units.
    var area: Double { get }

    /// The length of the shape's outline.
    var perimeter: Double { get }

    /// A one-line description of the shape.
    ///
    /// - Returns: The shape's name and area.
    func describe() -> String
}

extension Shape {
    /// By default, a shape reports no outline.
    public var perimeter: Double { 0 }

    /// By default, the description names the area.
    public func describe() -> String { "area \(area)" }

    /// Whether this shape covers more than another.
    ///
    /// - Parameter other: The shape to compare with.
    /// - Returns: `true` when this shape's area is the larger.
    public func isLarger(than other: some Shape) -> Bool { area > other.area }
}

/// A square with sides of one length.
public struct Square: Shape, Hashable, Sendable {
    /// The length of each side.
    public var side: Double

    /// Creates a square.
    ///
    /// - Parameter side: The length of each side.
    public init(side: Double) { self.side = side }

    /// The side squared.
    public var area: Double { side * side }
}
