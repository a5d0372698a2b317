/// A reference found in a page or stylesheet, with where it was written.
struct ExtractedReference: Sendable, Equatable {
    /// As written (entities decoded, surrounding whitespace removed).
    var url: String
    var line: Int
    var column: Int
    /// Where it came from: relative to the page's base URL, or to the stylesheet's own location.
    var relativeToFile: Bool = false
    /// A CSS `url(#id)`: refers to an element of the document using the style; not checked.
    var isCSS: Bool = false
}

/// What the link checker keeps of one file after its parse tree is freed.
struct PageScan: Sendable, Equatable {
    /// Every id (and legacy a[name]) on the page.
    var ids: Set<String> = []
    var references: [ExtractedReference] = []
    /// The first `<base href>`, if any.
    var baseHref: String?
    /// Duplicate ids and encoding problems.
    var warnings: [LinkProblem] = []
}
