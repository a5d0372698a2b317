import SwiftDiagnostics
import SwiftParser
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftSyntax

/// A syntax error in a Swift sample, positioned inside the sample (1-based).
public struct SampleSyntaxError: Hashable, Sendable {
    /// The line in the sample.
    public var line: Int
    /// The column in the sample (UTF-8 bytes).
    public var column: Int
    /// swift-syntax's message, or which `SwiftSourceBudget` limit the sample is over.
    public var message: String
    /// The sample is over a `SwiftSourceBudget` limit: it was not parsed (or not walked) and is
    /// shown without highlighting; `message` names the limit.
    public var exceedsLimit = false

    public init(line: Int, column: Int, message: String, exceedsLimit: Bool = false) {
        self.line = line
        self.column = column
        self.message = message
        self.exceedsLimit = exceedsLimit
    }

    init(_ excess: SwiftSourceBudget.Excess) {
        self.init(line: excess.line, column: excess.column, message: excess.message, exceedsLimit: true)
    }
}

/// Parses Swift samples at build time and reports their syntax errors.
public enum SwiftSyntaxChecker {
    /// The syntax errors of a sample, in order (empty when it parses cleanly).
    /// A sample over `SwiftSourceBudget` gives one error that names the limit (`exceedsLimit`).
    public static func errors(in code: String) -> [SampleSyntaxError] {
        if let excess = SwiftSourceBudget.excessBeforeParsing(code, maximumBytes: SwiftSourceBudget.maximumSampleBytes)
        {
            return [SampleSyntaxError(excess)]
        }
        let tree = Parser.parse(source: code)
        if let excess = SwiftSourceBudget.excessDepth(of: tree, source: code) { return [SampleSyntaxError(excess)] }
        return errors(in: tree)
    }

    static func errors(in tree: SourceFileSyntax) -> [SampleSyntaxError] {
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "sample.swift", tree: tree)
        if tree.tokens(viewMode: .sourceAccurate).contains(where: trapsDiagnosticsGenerator) {
            return lexerErrors(in: tree, converter: converter)
        }
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return SampleSyntaxError(line: location.line, column: location.column, message: diagnostic.message)
            }
    }

    /// Whether swift-syntax's `ParseDiagnosticsGenerator` would stop the process on `token`: an `=`
    /// its lexer finds bound on one side only, next to a character that is neither space nor code
    /// (`a \u{FFFD}= b`), gets a Fix-It that inserts no space on either side, and a Fix-It without a
    /// change is a precondition failure.
    static func trapsDiagnosticsGenerator(_ token: TokenSyntax) -> Bool {
        guard token.presence == .present, token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
        else {
            return false
        }
        let spaceBefore = token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
        let spaceAfter = token.trailingTrivia.contains { $0.isSpaceOrTab }
        return spaceBefore && spaceAfter
    }

    /// The errors the lexer attached to the tokens, for a tree the diagnostics generator cannot be
    /// given (errors the parser found between tokens are not among them).
    static func lexerErrors(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [SampleSyntaxError] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error else { return nil }
            let location = converter.location(for: diagnostic.position(in: token))
            return SampleSyntaxError(
                line: location.line, column: location.column, message: diagnostic.diagnosticMessage(in: token).message)
        }
    }
}
