import SwiftDiagnostics
import SwiftIfConfig
import SwiftSyntax

/// The value of a `#if` condition that is known without knowing the app's build: SwiftIfConfig
/// evaluates the condition against a `BuildConfiguration` that knows no flag, platform, version or
/// module. The condition is known only when the evaluation asks the configuration nothing and
/// reports no error: `true`, `false`, `0`, `1`, and `!`, `&&`, `||` and parentheses over them.
/// Anything else (`DEBUG`, `os(iOS)`, `swift(>=6)`, `canImport(UIKit)`, a malformed condition, and
/// also `true || DEBUG`, whose right side SwiftIfConfig still asks about) is unknown: the audit
/// reads the branch, which can only add findings, never hide one.
enum CompilationCondition {
    /// The most tokens a condition the audit evaluates has. SwiftIfConfig folds `a || b || …` into a
    /// tree as deep as its operators are many and recurses through it, so a longer condition is
    /// unknown rather than evaluated.
    static let maximumTokens = 256

    static func value(of condition: ExprSyntax) -> Bool? {
        var tokens = 0
        for _ in condition.tokens(viewMode: .sourceAccurate) {
            tokens += 1
            if tokens > maximumTokens { return nil }
        }
        let configuration = LiteralBuildConfiguration()
        let (state, _, diagnostics) = IfConfigRegionState.evaluating(condition, in: configuration)
        if configuration.wasAsked || diagnostics.contains(where: isError) { return nil }
        return state == .active
    }
}

/// An error of the evaluation. `0` and `1` are errors to the compiler ("use 'false'") that
/// SwiftIfConfig evaluates all the same; the audit takes their value, as for `false` and `true`.
private func isError(_ diagnostic: Diagnostic) -> Bool {
    guard diagnostic.diagMessage.severity == .error else { return false }
    if let literal = diagnostic.node.as(IntegerLiteralExprSyntax.self) {
        return literal.literal.text != "0" && literal.literal.text != "1"
    }
    return true
}

/// A build configuration that answers no query: each one is recorded (`wasAsked`) and the
/// throwing ones throw, so no answer is ever invented for the app's build.
private final class LiteralBuildConfiguration: BuildConfiguration {
    struct Unknown: Error {}

    private(set) var wasAsked = false

    private func ask() throws -> Bool {
        wasAsked = true
        throw Unknown()
    }

    func isCustomConditionSet(name: String) throws -> Bool { try ask() }
    func hasFeature(name: String) throws -> Bool { try ask() }
    func hasAttribute(name: String) throws -> Bool { try ask() }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool { try ask() }
    func isActiveTargetOS(name: String) throws -> Bool { try ask() }
    func isActiveTargetArchitecture(name: String) throws -> Bool { try ask() }
    func isActiveTargetEnvironment(name: String) throws -> Bool { try ask() }
    func isActiveTargetRuntime(name: String) throws -> Bool { try ask() }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { try ask() }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { try ask() }

    // The properties cannot throw: reading one makes the condition unknown, whatever it returns.
    var targetPointerBitWidth: Int {
        wasAsked = true
        return 64
    }
    var targetAtomicBitWidths: [Int] {
        wasAsked = true
        return []
    }
    var endianness: Endianness {
        wasAsked = true
        return .little
    }
    var languageVersion: VersionTuple {
        wasAsked = true
        return VersionTuple(6)
    }
    var compilerVersion: VersionTuple {
        wasAsked = true
        return VersionTuple(6)
    }
}
