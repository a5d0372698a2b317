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
    /// Where each line starts, for a text whose lines are not consecutive lines of its file (a doc
    /// comment read from the JSON strings of a symbol graph); nil for one written as it is.
    public var lineStarts: [LineStart]?

    /// Where one line of a text is written. `isExact` is false when a column inside the line is not
    /// one in the file (its JSON string has escapes), so positions in it report the line's start.
    public struct LineStart: Hashable, Sendable {
        /// Where the line's first character is.
        public var location: SourceLocation
        /// Whether a column inside the line maps to one in the file.
        public var isExact: Bool

        /// A line written at `location`; `isExact` when its columns are the file's.
        public init(_ location: SourceLocation, isExact: Bool) {
            self.location = location
            self.isExact = isExact
        }
    }

    /// Creates a text starting at `origin`.
    public init(_ text: String, origin: SourceLocation, columnOffset: Int = 0) {
        self.text = text
        self.origin = origin
        self.columnOffset = columnOffset
    }

    /// Creates a text whose lines start where `lineStarts` say (one per line of `text`).
    public init(_ text: String, lineStarts: [LineStart]) {
        self.text = text
        self.origin = lineStarts.first?.location ?? SourceLocation(file: "", line: 1, column: 1)
        self.columnOffset = 0
        self.lineStarts = lineStarts
    }

    /// Maps a 1-based line/column inside `text` to the file.
    public func location(line: Int, column: Int) -> SourceLocation {
        if let starts = lineStarts, !starts.isEmpty {
            let start = starts[min(max(line, 1), starts.count) - 1]
            return SourceLocation(
                file: start.location.file, line: start.location.line,
                column: start.isExact ? start.location.column + column - 1 : start.location.column)
        }
        return SourceLocation(
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
        lineStarts = nil
    }
}
