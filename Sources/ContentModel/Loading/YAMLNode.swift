import Yams

/// A composed YAML node as the readers see it: a scalar's text, style and position, a mapping's
/// pairs in order, a sequence's items. `PlainYAML` builds it directly; a text only Yams can compose
/// is converted from Yams' `Node` (`init(_:)`).
///
/// Yams' `Node` also carries a tag object and a weak anchor reference per node (the basic resolver
/// tags every scalar as text, and no reader looks at tags or anchors), which this type leaves out.
enum YAMLNode: Equatable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence([YAMLNode], mark: Mark?)
    case alias(mark: Mark?)

    /// A position: line and column from 1 (columns in Unicode scalars, as libyaml counts).
    struct Mark: Equatable {
        var line: Int
        var column: Int
    }

    struct Scalar: Equatable {
        var string: String
        var style: Node.Scalar.Style
        var mark: Mark?
    }

    struct Mapping: RandomAccessCollection, Equatable {
        /// A struct, not a tuple: copying a `(key: YAMLNode, value: YAMLNode)` goes through the
        /// runtime's generic tuple copy.
        struct Pair: Equatable {
            var key: YAMLNode
            var value: YAMLNode
        }
        var pairs: [Pair]
        var mark: Mark?

        var startIndex: Int { 0 }
        var endIndex: Int { pairs.count }
        subscript(position: Int) -> Pair { pairs[position] }

        static func == (a: Mapping, b: Mapping) -> Bool {
            a.mark == b.mark && a.pairs.count == b.pairs.count
                && zip(a.pairs, b.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        }
    }

    /// Yams' node without its tags and anchors.
    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(Scalar(string: scalar.string, style: scalar.style, mark: scalar.mark.map(Mark.init)))
        case .mapping(let mapping):
            self = .mapping(
                Mapping(
                    pairs: mapping.map { Mapping.Pair(key: YAMLNode($0.key), value: YAMLNode($0.value)) },
                    mark: mapping.mark.map(Mark.init)))
        case .sequence(let sequence):
            self = .sequence(sequence.map(YAMLNode.init), mark: sequence.mark.map(Mark.init))
        case .alias(let alias):
            self = .alias(mark: alias.mark.map(Mark.init))
        }
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    var mapping: Mapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    var sequence: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// A scalar's text (nil for any other node).
    var string: String? { scalar?.string }

    var mark: Mark? {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(_, let mark), .alias(let mark): mark
        }
    }
}

extension YAMLNode.Mark {
    init(_ mark: Yams.Mark) { self.init(line: mark.line, column: mark.column) }
}
