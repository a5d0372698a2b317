/// The declarations of an Objective-C file the migration needs, read from the audit lexer's
/// tokens: each `@implementation` with its methods (selector, parameter names, body braces) and
/// instance variables, each `@interface` with its `@property` statements and instance variables,
/// and the names the file declares outside them (statics, functions, enum constants, macros),
/// which another file cannot see.
struct ObjCLayout {
    struct Method {
        var selector: String
        var parameters: [String]
        /// Token indices: the `-`/`+`, the body's `{` and its `}`.
        var start: Int
        var open: Int
        var close: Int
    }

    struct Statement {
        /// The name it declares (`@property … name;`, `@synthesize name…;`) and its first and last token.
        var names: [String]
        var first: Int
        var last: Int
    }

    struct Container {
        var name: String
        var isImplementation: Bool
        /// Token indices of the `@implementation`/`@interface` and of its `@end`.
        var start: Int
        var end: Int
        var methods: [Method] = []
        var properties: [Statement] = []
        var synthesizes: [Statement] = []
        var instanceVariables: Set<String> = []
    }

    var containers: [Container] = []
    var fileScopeNames: Set<String> = []

    init(_ text: ObjCText) {
        let tokens = text.tokens
        var index = 0
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive, token.text == "@implementation" || token.text == "@interface",
                text.isIdentifier(index + 1)
            {
                index = container(text, at: index)
                continue
            }
            if token.kind == .directive, token.text == "@protocol", !text.isPunctuation(index + 2, ";") {
                while index < tokens.count, !(tokens[index].kind == .directive && tokens[index].text == "@end") {
                    index += 1
                }
                index += 1
                continue
            }
            if token.is("{") { depth += 1 }
            if token.is("}") { depth = max(0, depth - 1) }
            if token.kind == .identifier {
                let next = index + 1
                let declares =
                    depth == 0
                    ? ["=", ";", "[", "(", ","].contains { text.isPunctuation(next, $0) }
                    : ["=", ",", "}"].contains { text.isPunctuation(next, $0) }
                if declares { fileScopeNames.insert(token.text) }
            }
            index += 1
        }
        for directive in text.directives where directive.name == "define" {
            let name = directive.arguments.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { fileScopeNames.insert(String(name)) }
        }
    }

    /// Reads the container starting at `index`; returns the index after its `@end`.
    private mutating func container(_ text: ObjCText, at start: Int) -> Int {
        let tokens = text.tokens
        var item = Container(
            name: tokens[start + 1].text, isImplementation: tokens[start].text == "@implementation", start: start,
            end: tokens.count)
        var index = start + 2
        // The header: a category's `(Name)`, a superclass, protocols; then the instance variables' `{ … }`.
        while index < tokens.count, tokens[index].line == tokens[start].line || tokens[index].is("<") {
            if tokens[index].is("{") || tokens[index].kind == .directive || tokens[index].is("-")
                || tokens[index].is("+")
            {
                break
            }
            if tokens[index].is("(") || tokens[index].is("<") {
                let closing = tokens[index].is("(") ? ")" : ">"
                while index < tokens.count, !tokens[index].is(closing) { index += 1 }
            }
            index += 1
        }
        if text.isPunctuation(index, "{"), let close = text.matching(index) {
            for inner in (index + 1)..<close
            where text.isPunctuation(inner + 1, ";") || text.isPunctuation(inner + 1, ",") {
                if tokens[inner].kind == .identifier { item.instanceVariables.insert(tokens[inner].text) }
            }
            index = close + 1
        }
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive, token.text == "@end" {
                item.end = index
                index += 1
                break
            }
            if depth == 0, token.kind == .directive, token.text == "@property" || token.text == "@synthesize" {
                var last = index
                var names: [String] = []
                var inner = index + 1
                while inner < tokens.count, !tokens[inner].is(";"), tokens[inner].kind != .directive {
                    if tokens[inner].is("("), let close = text.matching(inner) {
                        inner = close + 1
                        continue
                    }
                    if tokens[inner].kind == .identifier { names.append(tokens[inner].text) }
                    inner += 1
                }
                last = min(inner, tokens.count - 1)
                let statement = Statement(names: names, first: index, last: last)
                if token.text == "@property" {
                    item.properties.append(statement)
                } else {
                    item.synthesizes.append(statement)
                }
                index = last + 1
                continue
            }
            if depth == 0, token.is("-") || token.is("+"), text.isPunctuation(index + 1, "("),
                let method = method(text, at: index)
            {
                item.methods.append(method)
                index = method.close + 1
                continue
            }
            if token.is("{") { depth += 1 }
            if token.is("}") { depth = max(0, depth - 1) }
            index += 1
        }
        containers.append(item)
        return index
    }

    /// `- (Type)keyword:(Type)name keyword:(Type)name { … }` starting at the `-`; nil for a
    /// declaration without a body.
    private func method(_ text: ObjCText, at start: Int) -> Method? {
        let tokens = text.tokens
        guard let returnClose = text.matching(start + 1) else { return nil }
        var index = returnClose + 1
        var selector = ""
        var parameters: [String] = []
        while index < tokens.count, !tokens[index].is("{"), !tokens[index].is(";"), tokens[index].kind != .directive {
            if tokens[index].kind == .identifier, text.isPunctuation(index + 1, ":") {
                selector += tokens[index].text + ":"
                index += 2
                if text.isPunctuation(index, "("), let close = text.matching(index) { index = close + 1 }
                if text.isIdentifier(index) {
                    parameters.append(tokens[index].text)
                    index += 1
                }
            } else if tokens[index].kind == .identifier, selector.isEmpty {
                selector = tokens[index].text
                index += 1
            } else {
                index += 1
            }
        }
        guard text.isPunctuation(index, "{"), let close = text.matching(index), !selector.isEmpty else { return nil }
        return Method(selector: selector, parameters: parameters, start: start, open: index, close: close)
    }
}
