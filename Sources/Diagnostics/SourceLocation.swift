/// A position in an input file: 1-based line and column (columns count UTF-8 bytes, like compilers do).
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
    /// The file, relative to the folder the run was started on (e.g. `Content/mapping.yaml`).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that concern the file as a whole.
    public static func file(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// This location moved by the position of an embedded text inside it.
    ///
    /// Markdown inside a YAML block scalar reports positions relative to the scalar's first line;
    /// `offset(line:column:)` turns them into positions in the YAML file.
    public func offset(byLines lines: Int, columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: column + columns)
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
