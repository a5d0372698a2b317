import Diagnostics

/// A value read from a file, with where it was written (for diagnostics).
/// Encodes as the bare value, so exported JSON stays clean.
public struct Located<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// The value.
    public var value: Value
    /// Where the value is written.
    public var location: SourceLocation

    /// Pairs a value with where it is written.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// Encodes the bare value.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Decodes a bare value (the location is not exported).
    public init(from decoder: Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
        location = SourceLocation(file: "", line: 0, column: 0)
    }
}

/// Markdown text and where its first line starts in its file.
///
/// `columnOffset` is the indentation removed from every line (YAML block scalars), so a position
/// inside the text maps back to `line + origin.line - 1`, `column + columnOffset`.
public struct MarkdownText: Hashable, Sendable, Codable {
    /// The Markdown source.
    public var text: String
    /// Where the text's first character is in its file.
    public var origin: SourceLocation
    /// The indentation removed from each line after the first.
    public var columnOffset: Int

    /// Creates a text starting at `origin`.
    public init(_ text: String, origin: SourceLocation, columnOffset: Int = 0) {
        self.text = text
        self.origin = origin
        self.columnOffset = columnOffset
    }

    /// Maps a 1-based line/column inside `text` to the file.
    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(
            file: origin.file, line: origin.line + line - 1,
            column: line == 1 ? origin.column + column - 1 : column + columnOffset)
    }

    /// Encodes the bare text.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Decodes a bare text (the origin is not exported).
    public init(from decoder: Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
        origin = SourceLocation(file: "", line: 1, column: 1)
        columnOffset = 0
    }
}
