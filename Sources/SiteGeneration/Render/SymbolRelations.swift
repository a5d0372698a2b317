import ContentModel

/// Relationships both ways: what a symbol inherits from / conforms to, and the inverse lists.
struct SymbolRelations {
    var inheritedBy: [String: [String]] = [:]
    var conformingTypes: [String: [String]] = [:]
    /// A graph's precise identifier → the id of the symbol's page.
    var byPreciseIdentifier: [String: String] = [:]

    init(site: Site, index: ContentIndex) {
        for symbol in site.symbols where index.symbols[symbol.id] == symbol {
            if let precise = symbol.graph?.preciseIdentifier { byPreciseIdentifier[precise] = symbol.id }
            for parent in symbol.inheritsFrom { inheritedBy[parent.value, default: []].append(symbol.id) }
            for proto in symbol.conformsTo { conformingTypes[proto.value, default: []].append(symbol.id) }
        }
        inheritedBy = inheritedBy.mapValues { $0.sorted() }
        conformingTypes = conformingTypes.mapValues { $0.sorted() }
    }
}

/// A page's place on one reading path: its step, and the neighbours across the step's edges.
///
/// A choice step is one step whose pages are alternatives: each alternative's neighbours are the
/// steps before and after the choice, and a neighbouring choice is reached through its entry on
/// the path page (the reader picks an alternative there).
struct PathMembership {
    enum Neighbour: Equatable {
        /// A one-page step: the page and its fragment.
        case page(String, fragment: String?)
        /// A choice step: its number (the path page's `#step-N`) and label.
        case choice(step: Int, label: String)
    }

    var path: ReadingPath
    var step: Int
    var count: Int
    /// The choice this page is an alternative of: its label and the other alternatives' page ids.
    var choice: (label: String, alternatives: Int, others: [String])?
    var previous: Neighbour?
    var next: Neighbour?

    /// The steps as pages link them: stops naming missing pages removed, then empty steps.
    static func steps(_ path: ReadingPath, index: ContentIndex) -> [PathStep] {
        path.steps.compactMap { step in
            var step = step
            step.stops = step.stops.filter { index.pages[$0.pageID] != nil }
            return step.stops.isEmpty ? nil : step
        }
    }

    static func neighbour(_ step: PathStep, number: Int) -> Neighbour {
        if let label = step.choice { return .choice(step: number, label: label.value) }
        return .page(step.stops[0].pageID, fragment: step.stops[0].fragment)
    }

    /// Page id → its memberships, paths in model order (a page repeated in a path: its first step).
    static func all(site: Site, index: ContentIndex) -> [String: [PathMembership]] {
        var result: [String: [PathMembership]] = [:]
        for path in site.paths where index.pages[path.id]?.kind == .path {
            let steps = steps(path, index: index)
            var placed: Set<String> = []
            for (offset, step) in steps.enumerated() {
                for stop in step.stops where placed.insert(stop.pageID).inserted {
                    let others = step.stops.map(\.pageID).filter { $0 != stop.pageID }
                    result[stop.pageID, default: []].append(
                        PathMembership(
                            path: path, step: offset + 1, count: steps.count,
                            choice: step.choice.map { ($0.value, step.stops.count, others) },
                            previous: offset > 0 ? neighbour(steps[offset - 1], number: offset) : nil,
                            next: offset + 1 < steps.count ? neighbour(steps[offset + 1], number: offset + 2) : nil))
                }
            }
        }
        return result
    }
}
