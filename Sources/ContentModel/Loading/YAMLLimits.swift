import CYaml
import Diagnostics

/// Bounds on what one YAML text may make the loader build, whatever its size: a few lines of
/// anchors and aliases (`&a`, `*a`) can stand for billions of nodes ("billion laughs"), and deep
/// nesting would overflow the stack of the recursive parsers.
enum YAMLLimits {
    /// How deep mappings and sequences may nest (libyaml is told too, so Yams stops there).
    static let maximumDepth = 64
    /// How many aliases one text may use.
    static let maximumAliases = 1_000
    /// How many nodes all aliases of one text may stand for together, counted as expanded.
    static let maximumAliasNodes = 10_000
    /// How many bytes of scalars all aliases of one text may stand for together, counted as
    /// expanded: a node count alone would let one large anchored text cited many times grow the
    /// model (and every page that shows it) far beyond the input's size.
    static let maximumAliasBytes = 1 << 20

    /// Sets libyaml's nesting limit once (a process-wide setting of the library). libyaml's count
    /// depends on how far its scanner has read ahead, so it is only a backstop that keeps Yams'
    /// recursive composer shallow; `tooDeep` applies the exact limit to the composed tree.
    static let configured: Void = { yaml_set_max_nest_level(Int32(2 * maximumDepth)) }()

    /// The first mapping or sequence (depth first) nested more than `maximumDepth` levels deep
    /// (the root collection is level 1), or nil.
    static func tooDeep(_ node: YAMLNode, level: Int = 1) -> YAMLNode? {
        switch node {
        case .scalar, .alias:
            return nil
        case .mapping(let mapping):
            if level > maximumDepth { return node }
            for pair in mapping.pairs {
                if let found = tooDeep(pair.key, level: level + 1) ?? tooDeep(pair.value, level: level + 1) {
                    return found
                }
            }
            return nil
        case .sequence(let items, _):
            if level > maximumDepth { return node }
            for item in items {
                if let found = tooDeep(item, level: level + 1) { return found }
            }
            return nil
        }
    }

    /// The text's first alias that breaks a limit (or collection nested too deep), with its 1-based
    /// line and column and the problem, or nil; texts without a `*` are not scanned.
    static func aliasProblem(in text: String) -> (line: Int, column: Int, problem: String)? {
        // Only a text with a `*` can have an alias.
        guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        return problem(in: text)
    }

    /// The text's first collection nested more than `maximumDepth` levels, or first alias that
    /// breaks a limit, with its 1-based line and column and the problem, or nil. Reads the text's
    /// events with libyaml, counting what each anchor stands for; a syntax error ends the scan.
    static func problem(in text: String) -> (line: Int, column: Int, problem: String)? {
        _ = configured
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> (Int, Int, String)? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            /// What an anchored node stands for, aliases expanded: its node count and how many levels
            /// of collections it holds (0 for a scalar).
            var anchors: [String: (size: Int, height: Int, bytes: Int)] = [:]
            /// Open collections: their anchor, node count and tallest child so far.
            var open: [(anchor: String?, size: Int, childHeight: Int, bytes: Int)] = []
            var aliases = 0
            var aliasNodes = 0
            var aliasBytes = 0
            func add(size: Int, height: Int, bytes: Int, anchor: String?) {
                if let anchor { anchors[anchor] = (size, height, bytes) }
                guard !open.isEmpty else { return }
                open[open.count - 1].size += size
                open[open.count - 1].bytes += bytes
                open[open.count - 1].childHeight = max(open[open.count - 1].childHeight, height)
            }
            func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            }
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    add(size: 1, height: 0, bytes: event.data.scalar.length, anchor: string(event.data.scalar.anchor))
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if open.count == maximumDepth {
                        let mark = event.start_mark
                        return (
                            Int(mark.line) + 1, Int(mark.column) + 1, "YAML nests more than \(maximumDepth) levels deep"
                        )
                    }
                    let anchor =
                        event.type == YAML_SEQUENCE_START_EVENT
                        ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                    open.append((string(anchor), 1, 0, 0))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    add(size: closed.size, height: closed.childHeight + 1, bytes: closed.bytes, anchor: closed.anchor)
                case YAML_ALIAS_EVENT:
                    let target = string(event.data.alias.anchor).flatMap { anchors[$0] } ?? (1, 0, 0)
                    aliases += 1
                    aliasNodes += target.size
                    aliasBytes += target.bytes
                    let mark = event.start_mark
                    let (line, column) = (Int(mark.line) + 1, Int(mark.column) + 1)
                    if aliases > maximumAliases {
                        return (line, column, "a YAML text may use at most \(maximumAliases) aliases")
                    }
                    if aliasNodes > maximumAliasNodes {
                        return (line, column, "YAML aliases stand for more than \(maximumAliasNodes) nodes")
                    }
                    if aliasBytes > maximumAliasBytes {
                        return (line, column, "YAML aliases stand for more than \(maximumAliasBytes) bytes of text")
                    }
                    if open.count + target.height > maximumDepth {
                        return (line, column, "YAML nests more than \(maximumDepth) levels deep through this alias")
                    }
                    add(size: target.size, height: target.height, bytes: target.bytes, anchor: nil)
                default:
                    continue
                }
            }
        }
    }
}
