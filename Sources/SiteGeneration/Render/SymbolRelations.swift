import ContentModel

/// Relationships both ways: what a symbol inherits from / conforms to, and the inverse lists.
struct SymbolRelations {
    var inheritedBy: [String: [String]] = [:]
    var conformingTypes: [String: [String]] = [:]

    init(site: Site, index: ContentIndex) {
        for symbol in site.symbols where index.symbols[symbol.id] == symbol {
            for parent in symbol.inheritsFrom { inheritedBy[parent.value, default: []].append(symbol.id) }
            for proto in symbol.conformsTo { conformingTypes[proto.value, default: []].append(symbol.id) }
        }
        inheritedBy = inheritedBy.mapValues { $0.sorted() }
        conformingTypes = conformingTypes.mapValues { $0.sorted() }
    }
}

/// A page's place on one reading path.
struct PathMembership {
    var path: ReadingPath
    var step: Int
    var count: Int
    var previous: String?
    var next: String?

    /// Page id → its memberships, paths in model order.
    static func all(site: Site, index: ContentIndex) -> [String: [PathMembership]] {
        var result: [String: [PathMembership]] = [:]
        for path in site.paths where index.pages[path.id]?.kind == .path {
            let steps = path.steps.filter { index.pages[$0.pageID] != nil }
            for (offset, step) in steps.enumerated() {
                result[step.pageID, default: []].append(
                    PathMembership(
                        path: path, step: offset + 1, count: steps.count,
                        previous: offset > 0 ? steps[offset - 1].pageID : nil,
                        next: offset + 1 < steps.count ? steps[offset + 1].pageID : nil))
            }
        }
        return result
    }
}
