/// Where a line of the stub file comes from: a declaration of the app's tree.
struct StubOrigin: Sendable, Hashable {
    /// The file of the tree, relative to the migrated folder.
    var file: String
    var line: Int
    var column: Int
    /// The name it declares.
    var name: String
    /// The line is a type's or extension's header (its inheritance clause is there).
    var isHeader = false
    /// For a header: the types its declaration inherits, as written.
    var inherits: [String] = []

    /// Identifies the declaration (a stub of it can be left out by this id).
    var id: String { "\(file):\(line):\(column)" }
}
