import ContentModel
import SymbolGraphs

/// How symbol-graph facts read in a page's prose.
enum GraphText {
    /// `Element: Equatable, Element == Double` → `Element conforms to Equatable and Element is Double`.
    static func constraints(_ constraints: [GenericConstraint]) -> String {
        let parts = constraints.map { constraint -> String in
            switch constraint.kind {
            case "sameType": return "\(constraint.lhs) is \(constraint.rhs)"
            case "superclass": return "\(constraint.lhs) inherits from \(constraint.rhs)"
            default: return "\(constraint.lhs) conforms to \(constraint.rhs)"
            }
        }
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }

    /// `Swift.Equatable` → `Equatable`: a graph's fallback name without its module.
    static func unqualified(_ name: String) -> String { GraphConverter.unqualified(name) }
}
