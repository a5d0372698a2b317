import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A syntax error in a Swift sample, positioned inside the sample (1-based).
public struct SampleSyntaxError: Hashable, Sendable {
    /// The line in the sample.
    public var line: Int
    /// The column in the sample (UTF-8 bytes).
    public var column: Int
    /// swift-syntax's message.
    public var message: String
}

/// Parses Swift samples at build time and reports their syntax errors.
public enum SwiftSyntaxChecker {
    /// The syntax errors of a sample, in order (empty when it parses cleanly).
    public static func errors(in code: String) -> [SampleSyntaxError] {
        errors(in: Parser.parse(source: code))
    }

    static func errors(in tree: SourceFileSyntax) -> [SampleSyntaxError] {
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "sample.swift", tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return SampleSyntaxError(line: location.line, column: location.column, message: diagnostic.message)
            }
    }
}
