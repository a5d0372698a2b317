import Diagnostics
import Foundation
import Speedups
import Yams

/// Collects the diagnostics of the load phase.
final class LoadContext {
    var diagnostics: [Diagnostic] = []

    func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.error(code, message, at: location, hint: hint))
    }

    func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.warning(code, message, at: location, hint: hint))
    }
}

/// Parses YAML text into a node tree, turning Yams errors into located diagnostics.
enum YAMLParsing {
    /// `lineOffset` is added to reported lines (front matter starts after the `---` line).
    static func parse(_ text: String, file: String, lineOffset: Int = 0, context: LoadContext) -> YAMLNode? {
        // Plain front matter is composed directly (same tree); anything else, and every error, by Yams.
        if Speedup.plainYAML.isOn, let node = PlainYAML.compose(text) { return node }
        _ = YAMLLimits.configured
        // Aliases are counted before Yams composes the text: converting its tree copies every
        // alias's node, so a few lines of nested aliases would grow without limit.
        if let (line, column, problem) = YAMLLimits.aliasProblem(in: text) {
            context.error(
                .yamlSyntax, problem, at: SourceLocation(file: file, line: line + lineOffset, column: column),
                hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
            return nil
        }
        do {
            guard let node = try composeWithYams(text) else { return nil }
            if let deep = YAMLLimits.tooDeep(node) {
                context.error(
                    .yamlSyntax, "YAML nests more than \(YAMLLimits.maximumDepth) levels deep",
                    at: YAMLMap.location(of: deep, file: file, lineOffset: lineOffset),
                    hint: "flatten the structure: mappings and lists may nest \(YAMLLimits.maximumDepth) levels")
                return nil
            }
            return node
        } catch let error as YamlError {
            switch error {
            case let .scanner(ctx, problem, mark, _), let .parser(ctx, problem, mark, _),
                let .composer(ctx, problem, mark, _):
                let location = SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
                if problem.hasPrefix("Maximum nesting level reached") {
                    // libyaml's own limit (a backstop): the exact place is where the event scan
                    // finds the first collection too deep, when it gets there.
                    let exact = YAMLLimits.problem(in: text).map {
                        SourceLocation(file: file, line: $0.line + lineOffset, column: $0.column)
                    }
                    context.error(
                        .yamlSyntax, "YAML nests more than \(YAMLLimits.maximumDepth) levels deep",
                        at: exact ?? location,
                        hint: "flatten the structure: mappings and lists may nest \(YAMLLimits.maximumDepth) levels")
                    return nil
                }
                var message = "YAML syntax error: \(problem)"
                if let ctx { message += " (\(ctx.text))" }
                context.error(
                    .yamlSyntax, message, at: location,
                    hint: "check indentation, and quote values that contain ': ' or start with a special character")
            case let .duplicatedKeysInMapping(duplicates, ctx):
                for key in duplicates {
                    let location =
                        secondOccurrence(ofKey: key, in: text).map {
                            SourceLocation(file: file, line: $0.line + lineOffset, column: $0.column)
                        } ?? SourceLocation(file: file, line: ctx.mark.line + lineOffset, column: ctx.mark.column)
                    context.error(
                        .duplicateKey, "key '\(key)' appears more than once in the same mapping", at: location,
                        hint: "keep one '\(key)' entry")
                }
            case let .reader(problem, offset, value, _):
                // The offset counts characters of `text`: the line and column of the bad character.
                var line = 1
                var column = 1
                for character in text.prefix(offset ?? 0) {
                    if character == "\n" {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                }
                let character = value >= 0 ? " (U+\(String(format: "%04X", value)))" : ""
                context.error(
                    .yamlSyntax, "YAML reader error: \(problem)\(character)",
                    at: SourceLocation(file: file, line: line + lineOffset, column: column),
                    hint: "remove the control character")
            default:
                context.error(.yamlSyntax, "YAML error: \(error)", at: .file(file))
            }
            return nil
        } catch {
            context.error(.yamlSyntax, "YAML error: \(error)", at: .file(file))
            return nil
        }
    }

    /// Yams' tree of `text`, nil for an empty text. Unbounded: only for text whose aliases
    /// `YAMLLimits` has counted, or that has none.
    static func composeWithYams(_ text: String) throws -> YAMLNode? {
        // The basic resolver tags every scalar as text: no per-scalar regular expressions (the
        // default resolver's cost dominated loading). Fields read numbers and booleans from the
        // text themselves, and nulls are recognised by `YAMLMap.isNull`.
        // The encoding is given: Yams' default reads the process environment on every call.
        try Yams.compose(yaml: text, .basic, .default, .utf8).map(YAMLNode.init)
    }

    /// Line and column of the second `key:` at any indentation (Yams reports duplicates at 1:1).
    static func secondOccurrence(ofKey key: String, in text: String) -> (line: Int, column: Int)? {
        var count = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            if trimmed.hasPrefix(key + ":") || trimmed.hasPrefix("\"\(key)\":") {
                count += 1
                if count == 2 { return (index + 1, line.count - trimmed.count + 1) }
            }
        }
        return nil
    }
}

/// Typed, located access to one YAML mapping. Every field read is recorded, so fields nobody
/// asked for are reported as unknown.
/// A YAML text whose lines are split only when asked for (most front matter has no block scalar,
/// and splitting every page's front matter into lines showed in the profile). Shared by the maps of
/// one file, which are read on one thread.
final class YAMLSource {
    let text: String
    private var split: [Substring]?

    init(_ text: String) { self.text = text }

    var lines: [Substring] {
        if let split { return split }
        let lines = Substring(text).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { Substring($0) }
        split = lines
        return lines
    }
}

struct YAMLMap {
    let mapping: YAMLNode.Mapping
    let file: String
    let lineOffset: Int
    let context: LoadContext
    let location: SourceLocation
    /// The parsed YAML text, split into lines when a block scalar's indentation is measured.
    let source: YAMLSource
    /// The mapping's pairs by key text (the first pair of each key) with a number each, so a
    /// field read is one lookup.
    private let pairs: [String: Field]
    /// A struct, not a tuple: a tuple of nodes is copied through the runtime's generic tuple copy.
    private struct Field {
        var key: YAMLNode
        var value: YAMLNode
        var number: Int
    }
    /// Per pair number, whether the field was read (a flag per field: a set of the keys read cost
    /// another hash of the key per read).
    private var used: [Bool]
    /// How many of `pairs`' keys were read (all of them: no unknown field to look for).
    private var usedPresent = 0

    init?(
        _ node: YAMLNode, file: String, lineOffset: Int = 0, source: YAMLSource, context: LoadContext,
        what: @autoclosure () -> String
    ) {
        let location = YAMLMap.location(of: node, file: file, lineOffset: lineOffset)
        guard let mapping = node.mapping else {
            context.error(
                .wrongType, "\(what()) must be a mapping of fields, found \(YAMLMap.describe(node))", at: location)
            return nil
        }
        self.mapping = mapping
        var pairs: [String: Field] = Dictionary(minimumCapacity: mapping.count)
        for pair in mapping {
            if let key = pair.key.string, pairs[key] == nil {
                pairs[key] = Field(key: pair.key, value: pair.value, number: pairs.count)
            }
        }
        self.pairs = pairs
        used = [Bool](repeating: false, count: pairs.count)
        self.file = file
        self.lineOffset = lineOffset
        self.context = context
        self.location = location
        self.source = source
    }

    static func location(of node: YAMLNode, file: String, lineOffset: Int) -> SourceLocation {
        guard let mark = node.mark else { return .file(file) }
        return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
    }

    func location(of node: YAMLNode) -> SourceLocation {
        YAMLMap.location(of: node, file: file, lineOffset: lineOffset)
    }

    /// A plain `~`, `null` or empty value (YAML 1.2 core schema), which the basic resolver leaves as text.
    static func isNull(_ scalar: YAMLNode.Scalar) -> Bool {
        scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string.isEmpty ? "an empty value" : "text '\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// The node of `key`, marking it used; reports a missing required field.
    mutating func node(_ key: String, required: Bool = false) -> (key: YAMLNode, value: YAMLNode)? {
        if let pair = pairs[key] {
            if !used[pair.number] {
                used[pair.number] = true
                usedPresent += 1
            }
            if case .scalar(let s) = pair.value, YAMLMap.isNull(s), required {
                context.error(.missingField, "field '\(key)' is empty", at: location(of: pair.key))
                return nil
            }
            return (pair.key, pair.value)
        }
        if required {
            context.error(
                .missingField, "missing required field '\(key)'", at: location,
                hint: "add '\(key):' to this mapping")
        }
        return nil
    }

    /// A text field. Numbers and booleans are accepted as their text (e.g. `13.0`). A `title` holds
    /// at most `maximumTitleBytes` of UTF-8: titles are printed on other pages (the site's on every
    /// page, a page's in the sidebar of every page), so their length multiplies the output's size.
    mutating func string(_ key: String, required: Bool = false, maximumBytes: Int? = nil) -> Located<String>? {
        guard let (_, value) = node(key, required: required),
            let text = YAMLMap.string(value, field: key, map: self)
        else { return nil }
        let limit = maximumBytes ?? (key == "title" ? YAMLMap.maximumTitleBytes : nil)
        if let limit, text.value.utf8.count > limit {
            context.error(
                .invalidValue,
                "field '\(key)' holds \(text.value.utf8.count) bytes; it may hold at most \(limit), as it is printed on other pages",
                at: text.location,
                hint: key == "title" ? "shorten it: a title is one line" : "shorten it to a sentence or two")
            return nil
        }
        return text
    }

    /// The most bytes a `title` field holds.
    static let maximumTitleBytes = 500
    /// The most bytes `site.yaml`'s `description` (printed on every page) holds.
    static let maximumDescriptionBytes = 2_000

    static func string(_ value: YAMLNode, field: String, map: YAMLMap) -> Located<String>? {
        guard let scalar = value.scalar else {
            map.context.error(
                .wrongType, "field '\(field)' must be text, found \(describe(value))", at: map.location(of: value))
            return nil
        }
        return Located(scalar.string, at: map.location(of: value))
    }

    /// Markdown held in a scalar, with the offsets that map positions back into the file.
    mutating func markdown(_ key: String, required: Bool = false) -> MarkdownText? {
        guard let (_, value) = node(key, required: required) else { return nil }
        return YAMLMap.markdown(value, field: key, map: self)
    }

    static func markdown(_ value: YAMLNode, field: String, map: YAMLMap) -> MarkdownText? {
        guard let scalar = value.scalar else {
            map.context.error(
                .wrongType, "field '\(field)' must be Markdown text, found \(describe(value))",
                at: map.location(of: value))
            return nil
        }
        let location = map.location(of: value)
        switch scalar.style {
        case .literal, .folded:
            // Content starts on a later line, indented; measure the indentation of the first content line.
            let lines = map.source.lines
            var index = location.line - map.lineOffset  // 0-based index of the line after the indicator
            while index < lines.count, lines[index].allSatisfy({ $0 == " " }) { index += 1 }
            let indent = index < lines.count ? lines[index].prefix { $0 == " " }.count : 0
            return MarkdownText(
                scalar.string,
                origin: SourceLocation(file: map.file, line: index + 1 + map.lineOffset, column: indent + 1),
                columnOffset: indent)
        case .singleQuoted, .doubleQuoted:
            return MarkdownText(
                scalar.string,
                origin: SourceLocation(file: map.file, line: location.line, column: location.column + 1))
        default:
            return MarkdownText(scalar.string, origin: location)
        }
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let (_, value) = node(key) else { return nil }
        guard let scalar = value.scalar, let bool = Bool(scalar.string.lowercased()) else {
            context.error(
                .wrongType, "field '\(key)' must be true or false, found \(YAMLMap.describe(value))",
                at: location(of: value))
            return nil
        }
        return bool
    }

    /// A list field; a single scalar is accepted as a one-item list when `allowScalar`.
    mutating func list(_ key: String, required: Bool = false, allowScalar: Bool = false) -> [YAMLNode]? {
        guard let (_, value) = node(key, required: required) else { return nil }
        if let sequence = value.sequence { return sequence }
        if allowScalar, value.scalar != nil { return [value] }
        context.error(
            .wrongType, "field '\(key)' must be a list, found \(YAMLMap.describe(value))", at: location(of: value),
            hint: "write it as [a, b] or as lines starting with '- '")
        return nil
    }

    /// A list of text values (ids, references).
    mutating func stringList(_ key: String, required: Bool = false, allowScalar: Bool = true) -> [Located<String>] {
        guard let nodes = list(key, required: required, allowScalar: allowScalar) else { return [] }
        let map = self
        return nodes.compactMap { YAMLMap.string($0, field: key, map: map) }
    }

    mutating func map(_ key: String, required: Bool = false) -> YAMLMap? {
        guard let (_, value) = node(key, required: required) else { return nil }
        return YAMLMap(
            value, file: file, lineOffset: lineOffset, source: source, context: context,
            what: "field '\(key)'")
    }

    /// Reports every field that was never read. Call after reading all known fields.
    func reportUnknownFields(allowed: [String]) {
        // Every key read (the usual case): walking the mapping's Yams nodes would find nothing.
        guard usedPresent < pairs.count else { return }
        for pair in mapping {
            guard let key = pair.key.string, let number = pairs[key]?.number, !used[number] else { continue }
            context.error(
                .unknownField, "unknown field '\(key)'", at: location(of: pair.key),
                hint: NearMiss.hint(for: key, among: allowed) ?? "allowed fields: \(allowed.joined(separator: ", "))")
        }
    }
}

extension YAMLMap {
    /// Whether the mapping has `key` (without reading it).
    func has(_ key: String) -> Bool { pairs[key] != nil }

    /// A mapping node found inside this one (e.g. a list item), sharing file and source.
    func child(_ node: YAMLNode, what: @autoclosure () -> String) -> YAMLMap? {
        YAMLMap(node, file: file, lineOffset: lineOffset, source: source, context: context, what: what())
    }
}
