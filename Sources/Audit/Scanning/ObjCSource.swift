/// An Objective-C file as the audit's lexer reads it, for code that edits Objective-C (the
/// migration): the tokens outside comments and outside groups the preprocessor drops for certain,
/// and every preprocessor directive with its line.
public struct ObjCSource: Sendable {
    public struct Token: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case identifier, directive, literal, punctuation
        }

        public var kind: Kind
        public var text: String
        /// 1-based line and UTF-8 column of the token's first byte.
        public var line: Int
        public var column: Int

        /// Whether the token is the punctuation `text` (`[`, `;`, `->`).
        public func `is`(_ punctuation: String) -> Bool {
            kind == .punctuation && text == punctuation
        }
    }

    public let tokens: [Token]
    public let directives: [ObjCDirective]

    public init(_ text: String) {
        var lexer = ObjCLexer(text)
        tokens = lexer.tokens().map { token in
            let kind: Token.Kind
            switch token.kind {
            case .identifier: kind = .identifier
            case .directive: kind = .directive
            case .literal: kind = .literal
            case .punctuation: kind = .punctuation
            }
            return Token(kind: kind, text: String(token.text), line: token.position.line, column: token.position.column)
        }
        directives = lexer.directives
    }

    /// The `[UIApplication sharedApplication]` spelling's accessor, as the audit knows it.
    public static let sharedApplicationAccessor = KnowledgeIndex.objcSharedAccessors[0]
}
