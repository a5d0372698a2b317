/// What a page's Markdown texts add to its search entry (small: computed while each page renders
/// and kept until the index is written).
struct SearchText: Sendable {
    /// Heading texts, in text order.
    var headings: [String] = []
    /// The texts' plain text, trimmed, then cut to at most `SearchIndex.bodyLimit` characters.
    var body = ""
}
