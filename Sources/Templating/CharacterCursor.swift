/// A position in a template's text, read one `Character` (grapheme cluster) at a time.
///
/// Mirrors swift-mustache's `Parser` reader so that `TemplateParser` sees the text exactly as
/// swift-mustache does (`"\r\n"` is one character, `isNewline`/`isWhitespace` are Unicode-aware).
struct CharacterCursor {
    /// Reading past the end of the text.
    struct Overflow: Error {}

    let characters: [Character]
    private(set) var position: Int

    init(_ text: String) {
        characters = Array(text)
        position = 0
    }

    var reachedEnd: Bool { position == characters.count }

    /// The current character, or `"\0"` at the end.
    var current: Character { reachedEnd ? "\0" : characters[position] }

    mutating func advance() { position += 1 }

    mutating func setPosition(_ newPosition: Int) { position = newPosition }

    /// Consumes `character` if it is next; throws at the end of the text.
    mutating func read(_ character: Character) throws -> Bool {
        guard !reachedEnd else { throw Overflow() }
        guard characters[position] == character else { return false }
        position += 1
        return true
    }

    /// Consumes `string` if the next characters equal it; throws when fewer characters are left.
    mutating func read(string: String) throws -> Bool {
        let expected = Array(string)
        guard !expected.isEmpty else { return true }
        guard characters.count - position >= expected.count else { throw Overflow() }
        guard String(characters[position..<position + expected.count]) == string else { return false }
        position += expected.count
        return true
    }

    /// Consumes characters while `predicate` holds and returns them.
    @discardableResult mutating func read(while predicate: (Character) -> Bool) -> String {
        let start = position
        while !reachedEnd, predicate(characters[position]) { position += 1 }
        return String(characters[start..<position])
    }

    /// Consumes characters up to (not including) the first one matching `predicate`. At the end of
    /// the text it throws and stays put when `throwOnOverflow`, else returns what it read.
    mutating func read(until predicate: (Character) -> Bool, throwOnOverflow: Bool = true) throws -> String {
        let start = position
        while !reachedEnd {
            if predicate(characters[position]) { return String(characters[start..<position]) }
            position += 1
        }
        if throwOnOverflow {
            position = start
            throw Overflow()
        }
        return String(characters[start..<position])
    }

    /// Skips past the next occurrence of `terminator` with swift-mustache's matching (a partial match
    /// restarts without re-reading the character that broke it); throws if there is none.
    mutating func skip(past terminator: String) throws {
        let wanted = Array(terminator)
        guard !wanted.isEmpty else { return }
        let start = position
        var matched = 0
        while !reachedEnd {
            if characters[position] == wanted[matched] {
                matched += 1
                if matched == wanted.count {
                    position += 1
                    return
                }
            } else {
                matched = 0
            }
            position += 1
        }
        position = start
        throw Overflow()
    }

    /// 1-based line and column of the current position (for diagnostics).
    var lineAndColumn: (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in characters[..<position] {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
