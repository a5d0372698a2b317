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

    /// Sets libyaml's nesting limit once (it is a process-wide setting of the library).
    static let configured: Void = { yaml_set_max_nest_level(Int32(maximumDepth)) }()

    /// The text's first alias that breaks a limit, with its 1-based line and column and the
    /// problem, or nil. Reads the text's events with libyaml, counting what each anchor stands
    /// for; a syntax error ends the scan (Yams reports it).
    static func aliasProblem(in text: String) -> (line: Int, column: Int, problem: String)? {
        _ = configured
        // Only a text with a `*` can have an alias.
        guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> (Int, Int, String)? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            /// What an anchored node stands for: its node count and its height, aliases expanded.
            var anchors: [String: (size: Int, height: Int)] = [:]
            /// Open collections: their anchor, node count and tallest child so far.
            var open: [(anchor: String?, size: Int, childHeight: Int)] = []
            var aliases = 0
            var aliasNodes = 0
            func add(size: Int, height: Int, anchor: String?) {
                if let anchor { anchors[anchor] = (size, height) }
                guard !open.isEmpty else { return }
                open[open.count - 1].size += size
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
                    add(size: 1, height: 1, anchor: string(event.data.scalar.anchor))
                case YAML_SEQUENCE_START_EVENT:
                    open.append((string(event.data.sequence_start.anchor), 1, 0))
                case YAML_MAPPING_START_EVENT:
                    open.append((string(event.data.mapping_start.anchor), 1, 0))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    add(size: closed.size, height: closed.childHeight + 1, anchor: closed.anchor)
                case YAML_ALIAS_EVENT:
                    let target = string(event.data.alias.anchor).flatMap { anchors[$0] } ?? (1, 1)
                    aliases += 1
                    aliasNodes += target.size
                    let mark = event.start_mark
                    let (line, column) = (Int(mark.line) + 1, Int(mark.column) + 1)
                    if aliases > maximumAliases {
                        return (line, column, "a YAML text may use at most \(maximumAliases) aliases")
                    }
                    if aliasNodes > maximumAliasNodes {
                        return (line, column, "YAML aliases stand for more than \(maximumAliasNodes) nodes")
                    }
                    if open.count + target.height > maximumDepth {
                        return (line, column, "YAML nests more than \(maximumDepth) levels deep through this alias")
                    }
                    add(size: target.size, height: target.height, anchor: nil)
                default:
                    continue
                }
            }
        }
    }
}
