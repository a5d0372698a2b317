import Audit

/// One Objective-C file: its text, the audit lexer's tokens and preprocessor directives, and the
/// byte offsets of both. Offsets are UTF-8 byte offsets into `bytes`.
struct ObjCText: LineText {
    typealias Token = ObjCSource.Token

    let file: String
    let text: String
    let bytes: [UInt8]
    let tokens: [Token]
    let directives: [ObjCDirective]
    /// The offset of each line's first byte (line 1 at index 0).
    let lineStarts: [Int]

    init(file: String, text: String) {
        self.file = file
        self.text = text
        bytes = Array(text.utf8)
        let source = ObjCSource(text)
        tokens = source.tokens
        directives = source.directives
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    func offset(line: Int) -> Int {
        line - 1 < lineStarts.count ? lineStarts[line - 1] : bytes.count
    }

    /// The offset of the token at `index`'s first byte, and just after its last.
    func start(_ index: Int) -> Int { offset(line: tokens[index].line) + tokens[index].column - 1 }
    func end(_ index: Int) -> Int { start(index) + tokens[index].text.utf8.count }

    /// The index of the token at the 1-based line and column.
    func tokenIndex(line: Int, column: Int) -> Int? {
        tokens.firstIndex { $0.line == line && $0.column == column }
    }

    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].is(text)
    }

    func isIdentifier(_ index: Int, _ text: String? = nil) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
            && (text == nil || tokens[index].text == text)
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`), counting all three.
    func matching(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
            if token.is(")") || token.is("]") || token.is("}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// How many `#if`/`#ifdef`/`#ifndef` groups are open at the start of `line`.
    func conditionalDepth(atLine line: Int) -> Int {
        var depth = 0
        for directive in directives where directive.line < line {
            if Self.opensGroup(directive) { depth += 1 }
            if directive.name == "endif" { depth -= 1 }
        }
        return depth
    }

    /// The conditional directives (`#if` … `#endif`, branches included) on lines `lines`.
    func conditionals(onLines lines: ClosedRange<Int>) -> [ObjCDirective] {
        directives.filter { lines.contains($0.line) && Self.isConditional($0) }
    }

    static func opensGroup(_ directive: ObjCDirective) -> Bool {
        ["if", "ifdef", "ifndef"].contains(directive.name)
    }

    static func isConditional(_ directive: ObjCDirective) -> Bool {
        ["if", "ifdef", "ifndef", "elif", "else", "endif"].contains(directive.name)
    }

    /// The whole lines from the token at `first` to the one at `last`, with the comment lines right
    /// above (`//` lines and whole `/* … */` blocks, no blank line between), or nil when other
    /// code (not a `//` comment) shares the first or the last line.
    func lineSpan(first: Int, last: Int) -> Range<Int>? {
        let from = start(first)
        let to = end(last)
        if first > 0, tokens[first - 1].line == tokens[first].line { return nil }
        if last + 1 < tokens.count, tokens[last + 1].line == lineOfOffset(to - 1) { return nil }
        let lineEnd = lineEnd(to)
        let rest = string(to..<lineEnd).trimmingWhitespace
        guard rest.isEmpty || rest.hasPrefix("//") else { return nil }
        return commentStart(above: lineStart(from))..<lineEnd
    }

    /// The start of the comment lines directly above the line starting at `lineStart`.
    func commentStart(above lineStart: Int) -> Int {
        var start = lineStart
        while start > 0 {
            let previous = self.lineStart(start - 1)
            let text = lineText(startingAt: previous).trimmingWhitespace
            if text.hasPrefix("//") {
                start = previous
                continue
            }
            // A block comment that ends on that line: up to the line it opens on.
            guard text.hasSuffix("*/") else { break }
            var opening = previous
            while !lineText(startingAt: opening).trimmingWhitespace.hasPrefix("/*") {
                guard opening > 0 else { return start }
                opening = self.lineStart(opening - 1)
            }
            start = opening
        }
        return start
    }

    func lineOfOffset(_ offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line's text (1-based), without its line break.
    func line(_ number: Int) -> String {
        lineText(startingAt: offset(line: number))
    }

    /// Whether the token at `index` is a name used as a value: not a member after `.`/`->`, not a
    /// selector keyword (`name:` after a receiver or an argument), not a unary selector
    /// (`[receiver name]`).
    func isValueName(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        if isPunctuation(index - 1, ".") || isPunctuation(index - 1, "->") { return false }
        let previous = index > 0 ? tokens[index - 1] : nil
        let afterOperand =
            previous.map {
                ($0.kind == .identifier && $0.text != "case" && $0.text != "return") || $0.kind == .literal
                    || $0.is("]") || $0.is(")")
            } ?? false
        if isPunctuation(index + 1, ":"), afterOperand { return false }
        if isPunctuation(index + 1, "]"), afterOperand { return false }
        return true
    }
}
