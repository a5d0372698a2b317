/// Parses Mustache text into `TemplateNode`s: a line-by-line port of swift-mustache 2.1.1's
/// `MustacheTemplate.parse` (Template+Parser.swift), so that text, standalone lines and
/// indentation come out exactly as swift-mustache renders them.
///
/// `TemplateSet` reports syntax errors with swift-mustache's own parser; this one throws only
/// `CharacterCursor.Overflow` or `TemplateParser.Failure`, and on text swift-mustache accepts only
/// for a content type other than `HTML`/`TEXT` (registered with swift-mustache, unknown here).
struct TemplateParser {
    /// The text is not a valid template.
    struct Failure: Error {}

    /// How deep sections, inverted sections, blocks and inheritance tags may nest: each level is a
    /// recursive call here and in swift-mustache's parser, so deeper text would overflow the stack.
    static let maximumDepth = 100

    /// Sections nest deeper than `maximumDepth`; the tag that opens one level too many starts at
    /// `line`:`column`.
    struct TooDeep: Error {
        var line: Int
        var column: Int
    }

    private struct State {
        var sectionName: String?
        var sectionTransforms: [String] = []
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var startDelimiter = "{{"
        var endDelimiter = "}}"
        var partialDefinitionIndent: String?

        func withSectionName(_ name: String, newLine: Bool, transforms: [String] = []) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = transforms
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func withInheritancePartial(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = []
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }

        func withDelimiters(start: String, end: String) -> State {
            var state = self
            state.startDelimiter = start
            state.endDelimiter = end
            state.isPartialDefinitionTopLevel = false
            return state
        }
    }

    private var cursor: CharacterCursor
    /// A set-delimiter tag chose a one-character delimiter.
    private var setsSingleCharacterDelimiter = false
    /// How many sections, blocks and inheritance tags are open.
    private var depth = 0
    /// The template's name, which its partial tags carry (where a runaway render is reported).
    private var templateName = ""

    /// Parses a whole template (called `name`).
    static func parse(_ text: String, name: String = "") throws -> [TemplateNode] {
        var parser = TemplateParser(cursor: CharacterCursor(text))
        parser.templateName = name
        return try parser.parse(state: State())
    }

    /// Parses a whole template and tells whether it sets a one-character delimiter (swift-mustache
    /// 2.1.1's parser traps on some of those, so `TemplateSet` must not hand them to it).
    static func parseNotingDelimiters(_ text: String, name: String = "") -> (
        nodes: Result<[TemplateNode], Error>, singleCharacterDelimiter: Bool
    ) {
        var parser = TemplateParser(cursor: CharacterCursor(text))
        parser.templateName = name
        let nodes = Result { try parser.parse(state: State()) }
        return (nodes, parser.setsSingleCharacterDelimiter)
    }

    /// Where parsing stopped (after a failure: where the problem is).
    static func failurePosition(in text: String) -> (line: Int, column: Int) {
        var parser = TemplateParser(cursor: CharacterCursor(text))
        _ = try? parser.parse(state: State())
        return parser.cursor.lineAndColumn
    }

    private static let sectionNameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let sectionNameCharactersWithoutBrackets = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let partialNameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")
    private static func blanks(_ character: Character) -> Bool { character == " " || character == "\t" }

    private mutating func parse(state initialState: State) throws -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var state = initialState
        var whiteSpaceBefore = ""
        func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty {
                nodes.append(.text(Array(whiteSpaceBefore.utf8)))
                whiteSpaceBefore = ""
            }
        }
        while !cursor.reachedEnd {
            if state.newLine {
                let whiteSpace = cursor.read(while: Self.blanks)
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = String(whiteSpace.dropFirst(indent.count))
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = try readUntilDelimiterOrNewline(state: state)
            if cursor.current.isNewline {
                nodes.append(.text(Array((whiteSpaceBefore + text + String(cursor.current)).utf8)))
                state.newLine = true
                cursor.advance()
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(Array((whiteSpaceBefore + text).utf8)))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if cursor.reachedEnd { break }
            var setNewLine = false
            let tagStart = TemplateOverrun.Tag(
                template: templateName, offset: cursor.position - state.startDelimiter.count)
            if "#^<$".contains(cursor.current) {
                guard depth < Self.maximumDepth else {
                    let (line, column) = cursor.lineAndColumn
                    throw TooDeep(line: line, column: column - state.startDelimiter.count)
                }
            }
            switch cursor.current {
            case "#", "^":
                let inverted = cursor.current == "^"
                cursor.advance()
                let (name, transforms) = try parseName(state: state)
                if isStandalone(state: state) {
                    setNewLine = true
                } else {
                    flushWhiteSpace()
                }
                let body = try nested(state.withSectionName(name, newLine: setNewLine, transforms: transforms))
                nodes.append(.section(TemplateName(name, transforms: transforms), body, inverted: inverted))

            case "/":
                cursor.advance()
                let position = cursor.position
                let (name, transforms) = try parseName(state: state)
                guard name == state.sectionName, transforms == state.sectionTransforms else {
                    cursor.setPosition(position)
                    throw Failure()
                }
                if !isStandalone(state: state) {
                    flushWhiteSpace()
                }
                return nodes

            case "!":
                cursor.advance()
                try cursor.skip(past: state.endDelimiter)
                setNewLine = isStandalone(state: state)

            case "{":
                flushWhiteSpace()
                cursor.advance()
                let (name, transforms) = try parseName(state: state)
                guard try cursor.read("}") else { throw Failure() }
                nodes.append(.variable(TemplateName(name, transforms: transforms), escaped: false))

            case "&":
                flushWhiteSpace()
                cursor.advance()
                let (name, transforms) = try parseName(state: state)
                nodes.append(.variable(TemplateName(name, transforms: transforms), escaped: false))

            case ">":
                cursor.advance()
                cursor.read(while: \.isWhitespace)
                var dynamic = false
                if cursor.current == "*" {
                    cursor.advance()
                    dynamic = true
                }
                let name = try parsePartialName(state: state)
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Array(whiteSpaceBefore.utf8)))
                }
                if isStandalone(state: state) {
                    setNewLine = true
                    nodes.append(
                        .partial(
                            name, dynamic: dynamic, indentation: Array(whiteSpaceBefore.utf8), inherits: nil,
                            at: tagStart))
                } else {
                    nodes.append(.partial(name, dynamic: dynamic, indentation: nil, inherits: nil, at: tagStart))
                }
                whiteSpaceBefore = ""

            case "<":
                cursor.advance()
                cursor.read(while: \.isWhitespace)
                let sectionName = try parsePartialName(state: state)
                let dynamic = sectionName.first == "*"
                let name = dynamic ? String(sectionName.dropFirst()) : sectionName
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Array(whiteSpaceBefore.utf8)))
                }
                if isStandalone(state: state) {
                    setNewLine = true
                }
                let body = try nested(state.withInheritancePartial(sectionName))
                var inherits: [String: [TemplateNode]] = [:]
                for node in body {
                    switch node {
                    case .blockDefinition(let blockName, let blockNodes): inherits[blockName] = blockNodes
                    case .text: break
                    default: throw Failure()
                    }
                }
                nodes.append(
                    .partial(
                        name, dynamic: dynamic, indentation: Array(whiteSpaceBefore.utf8), inherits: inherits,
                        at: tagStart))
                whiteSpaceBefore = ""

            case "$":
                cursor.advance()
                let (name, transforms) = try parseName(state: state)
                guard transforms.isEmpty else { throw Failure() }
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state: state) {
                        setNewLine = true
                    }
                    let body = try nested(state.withSectionName(name, newLine: setNewLine))
                    nodes.append(.blockDefinition(name, body))
                } else {
                    if !whiteSpaceBefore.isEmpty {
                        nodes.append(.text(Array(whiteSpaceBefore.utf8)))
                    }
                    if isStandalone(state: state) {
                        setNewLine = true
                    }
                    let body = try nested(state.withSectionName(name, newLine: setNewLine))
                    nodes.append(.blockExpansion(name, default: body, indentation: Array(whiteSpaceBefore.utf8)))
                    whiteSpaceBefore = ""
                }

            case "=":
                cursor.advance()
                state = try setDelimiter(state: state)
                setNewLine = isStandalone(state: state)

            case "%":
                cursor.advance()
                nodes.append(try configVariable(state: state))
                setNewLine = isStandalone(state: state)

            default:
                flushWhiteSpace()
                let (name, transforms) = try parseName(state: state)
                nodes.append(.variable(TemplateName(name, transforms: transforms), escaped: true))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw Failure() }
        return nodes
    }

    /// Parses the body of a section, block or inheritance tag, one level deeper.
    private mutating func nested(_ state: State) throws -> [TemplateNode] {
        depth += 1
        defer { depth -= 1 }
        return try parse(state: state)
    }

    /// Reads text up to the next start delimiter (consumed) or newline (not consumed).
    private mutating func readUntilDelimiterOrNewline(state: State) throws -> String {
        guard let delimiterFirst = state.startDelimiter.first else { return "" }
        var total = ""
        while !cursor.reachedEnd {
            total += try cursor.read(
                until: { $0 == "\n" || $0 == "\r\n" || $0 == delimiterFirst }, throwOnOverflow: false)
            if cursor.current.isNewline {
                break
            } else if cursor.current == delimiterFirst {
                if try cursor.read(string: state.startDelimiter) { break }
                total.append(delimiterFirst)
                cursor.advance()
            }
        }
        return total
    }

    /// Reads a tag's name and closing delimiter; splits `a(b(name))` into `name` and `["a", "b"]`.
    private mutating func parseName(state: State) throws -> (String, [String]) {
        cursor.read(while: \.isWhitespace)
        let text = cursor.read(while: { Self.sectionNameCharacters.contains($0) })
        cursor.read(while: \.isWhitespace)
        guard try cursor.read(string: state.endDelimiter) else { throw Failure() }

        var nameCursor = CharacterCursor(text)
        let first = nameCursor.read(while: { Self.sectionNameCharactersWithoutBrackets.contains($0) })
        if nameCursor.reachedEnd { return (text, []) }
        guard nameCursor.current == "(" else { throw Failure() }
        nameCursor.advance()
        var transforms = [first]
        while true {
            let name = nameCursor.read(while: { Self.sectionNameCharactersWithoutBrackets.contains($0) })
            switch nameCursor.current {
            case ")":
                nameCursor.advance()
                let closing = nameCursor.read(while: { $0 == ")" }).count
                guard closing + 1 == transforms.count, nameCursor.reachedEnd else { throw Failure() }
                return (name, transforms)
            case "(":
                nameCursor.advance()
                transforms.append(name)
            default:
                throw Failure()
            }
        }
    }

    private mutating func parsePartialName(state: State) throws -> String {
        cursor.read(while: \.isWhitespace)
        let text = cursor.read(while: { Self.partialNameCharacters.contains($0) })
        cursor.read(while: \.isWhitespace)
        guard try cursor.read(string: state.endDelimiter) else { throw Failure() }
        return text
    }

    private mutating func setDelimiter(state: State) throws -> State {
        cursor.read(while: \.isWhitespace)
        let start = try cursor.read(until: \.isWhitespace)
        cursor.read(while: \.isWhitespace)
        let end = try cursor.read(until: { $0 == "=" || $0.isWhitespace })
        cursor.read(while: \.isWhitespace)
        guard try cursor.read("="), try cursor.read(string: state.endDelimiter), !start.isEmpty, !end.isEmpty else {
            throw Failure()
        }
        if start.count == 1 || end.count == 1 { setsSingleCharacterDelimiter = true }
        return state.withDelimiters(start: start, end: end)
    }

    private mutating func configVariable(state: State) throws -> TemplateNode {
        let nameCharacter = { Self.sectionNameCharactersWithoutBrackets.contains($0) }
        cursor.read(while: \.isWhitespace)
        let variable = cursor.read(while: nameCharacter)
        cursor.read(while: \.isWhitespace)
        guard try cursor.read(":") else { throw Failure() }
        cursor.read(while: \.isWhitespace)
        let value = cursor.read(while: nameCharacter)
        cursor.read(while: \.isWhitespace)
        guard try cursor.read(string: state.endDelimiter), variable == "CONTENT_TYPE" else { throw Failure() }
        switch value {
        case "HTML": return .contentType(escapes: true)
        case "TEXT": return .contentType(escapes: false)
        default: throw Failure()
        }
    }

    /// At the end of the text, or only blanks before a newline (consumed with them).
    private mutating func isStandalone(state: State) -> Bool {
        guard state.newLine else { return false }
        if cursor.reachedEnd { return true }
        var lookahead = cursor
        lookahead.read(while: Self.blanks)
        guard lookahead.current.isNewline else { return false }
        lookahead.advance()
        cursor.setPosition(lookahead.position)
        return true
    }
}
