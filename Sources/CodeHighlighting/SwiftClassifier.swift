import Foundation
import Parallelism
import SwiftIDEUtils
@_spi(RawSyntax) import SwiftSyntax

/// swift-syntax's `classifications` (SwiftIDEUtils' `ClassificationVisitor`) over a whole tree,
/// with the same ranges in the same order, computed faster.
///
/// The original compares every child of every node against a list of key paths
/// (`SyntaxClassification.classify(_:)`); key-path equality is costly, and that comparison was most
/// of the classifier's time on a large site. Here each syntax kind's layout is turned into a table
/// of per-child classifications once per process, so a child costs an array lookup. Everything else
/// — trivia, forced classifications, merging of neighbouring ranges of one kind, the view mode —
/// follows the original step by step; `SwiftClassifierTests` compares both on many samples.
struct SwiftClassifier {
    struct Range: Equatable {
        var kind: SyntaxClassification
        var start: Int
        var end: Int
    }

    private(set) var ranges: [Range] = []
    private let start: Int
    private let end: Int
    private let tables: ChildTables

    /// Classifies the whole of `tree`.
    static func classify(_ tree: some SyntaxProtocol) -> [Range] {
        let node = Syntax(tree)
        let start = node.position.utf8Offset
        var classifier = SwiftClassifier(
            start: start, end: start + node.totalLength.utf8Length, tables: ChildTables.forThisThread())
        withExtendedLifetime(node) {
            _ = classifier.visit(node.raw, at: node.position.utf8Offset, context: nil)
        }
        return classifier.ranges
    }

    private init(start: Int, end: Int, tables: ChildTables) {
        self.start = start
        self.end = end
        self.tables = tables
    }

    private typealias Context = (kind: SyntaxClassification, force: Bool)

    private mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
        if kind == .none && start == end { return }
        if let last = ranges.last, last.kind == kind, last.end == start {
            ranges[ranges.count - 1].end = end
            return
        }
        ranges.append(Range(kind: kind, start: start, end: end))
    }

    private mutating func report(trivia pieces: [RawTriviaPiece], at offset: Int) -> Int {
        var length = 0
        for piece in pieces {
            let start = offset + length
            report(Self.kind(of: piece), start, start + piece.byteLength)
            length += piece.byteLength
        }
        return length
    }

    /// Returns false to stop the walk (a node that starts at the end of the tree).
    private mutating func visit(_ node: RawSyntax, at offset: Int, context: Context?) -> Bool {
        guard offset < end else { return false }
        guard offset + node.byteLength > start else { return true }
        guard SyntaxTreeViewMode.sourceAccurate.shouldTraverse(node: node) else { return true }
        if let token = node.tokenView {
            var position = offset
            // Trivia without a `/` holds no comment: all of it is one unclassified range, which is
            // what its pieces (each unclassified, merged as they are reported) add up to. Splitting
            // it into pieces (an array per token) was a quarter of the classifier's time.
            let leading = token.leadingTriviaByteLength
            if leading > 0 {
                if token.leadingTrivia(Self.mayHoldComment) {
                    position += report(trivia: token.leadingRawTriviaPieces, at: position)
                } else {
                    report(.none, position, position + leading)
                    position += leading
                }
            }
            let text = token.rawText
            report(Self.kind(of: token.rawKind, text: text, context: context), position, position + text.count)
            position += text.count
            let trailing = token.trailingTriviaByteLength
            if trailing > 0 {
                if token.trailingTrivia(Self.mayHoldComment) {
                    _ = report(trivia: token.trailingRawTriviaPieces, at: position)
                } else {
                    report(.none, position, position + trailing)
                }
            }
            return true
        }
        let table = tables.table(for: node.kind)
        var position = offset
        for (index, child) in node.layoutView!.children.enumerated() {
            guard let child else { continue }
            let childContext = index < table.count ? table[index] : nil
            if let childContext, childContext.force {
                if let leading = child.leadingTriviaPieces { position += report(trivia: leading, at: position) }
                let textLength = child.byteLength - child.leadingTriviaByteLength - child.trailingTriviaByteLength
                report(childContext.kind, position, position + textLength)
                position += textLength
                if let trailing = child.trailingTriviaPieces { position += report(trivia: trailing, at: position) }
                continue
            }
            if !visit(child, at: position, context: childContext ?? context) { return false }
            position += child.byteLength
        }
        return true
    }

    private static func mayHoldComment(_ trivia: SyntaxText) -> Bool {
        guard let base = trivia.baseAddress, trivia.count > 0 else { return false }
        return memchr(base, Int32(UInt8(ascii: "/")), trivia.count) != nil
    }

    private static func kind(of piece: RawTriviaPiece) -> SyntaxClassification {
        switch piece {
        case .lineComment: .lineComment
        case .blockComment: .blockComment
        case .docLineComment: .docLineComment
        case .docBlockComment: .docBlockComment
        default: .none
        }
    }

    private static func kind(of token: RawTokenKind, text: SyntaxText, context: Context?) -> SyntaxClassification {
        if let context, token == .identifier || context.force { return context.kind }
        if token == .unknown, text.hasPrefix("\"") { return .stringLiteral }
        if token == .identifier, text.hasPrefix("<#"), text.hasSuffix("#>") { return .editorPlaceholder }
        return kind(of: token)
    }

    /// SwiftIDEUtils' context-free classification of each token kind.
    private static func kind(of token: RawTokenKind) -> SyntaxClassification {
        switch token {
        case .atSign: .attribute
        case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: .operator
        case .dollarIdentifier: .dollarIdentifier
        case .floatLiteral: .floatLiteral
        case .identifier: .identifier
        case .integerLiteral: .integerLiteral
        case .keyword, .poundSourceLocation: .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: .regexLiteral
        case .arrow, .backslash, .backtick, .colon, .comma, .ellipsis, .endOfFile, .equal, .exclamationMark,
            .infixQuestionMark, .leftAngle, .leftBrace, .leftParen, .leftSquare, .period, .postfixQuestionMark, .pound,
            .poundAvailable, .poundUnavailable, .prefixAmpersand, .rawStringPoundDelimiter, .rightAngle, .rightBrace,
            .rightParen, .rightSquare, .semicolon, .shebang, .unknown, .wildcard:
            .none
        }
    }

    /// The classification SwiftIDEUtils attaches to a child by its key path in the parent.
    private static func kind(ofChild keyPath: AnyKeyPath) -> Context? {
        switch keyPath {
        case \AttributeSyntax.attributeName: (.attribute, true)
        case \PlatformVersionItemSyntax.platformVersion: (.keyword, false)
        case \PlatformVersionSyntax.platform: (.keyword, false)
        case \DeclModifierSyntax.name: (.attribute, false)
        case \IfConfigClauseSyntax.poundKeyword: (.ifConfigDirective, false)
        case \IfConfigClauseSyntax.condition: (.ifConfigDirective, false)
        case \IfConfigDeclSyntax.poundEndif: (.ifConfigDirective, false)
        case \MemberTypeSyntax.name: (.type, false)
        case \OperatorDeclSyntax.name: (.operator, false)
        case \PrecedenceGroupAssociativitySyntax.associativityLabel: (.keyword, false)
        case \PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel: (.keyword, false)
        case \IdentifierTypeSyntax.name: (.type, false)
        case \FunctionParameterSyntax.firstName: (.argumentLabel, false)
        case \LabeledExprSyntax.label: (.argumentLabel, false)
        default: nil
        }
    }

    /// Per syntax kind, the classification of each child slot (empty for collections and choices).
    /// One per thread (a lock and a dictionary lookup per node showed in the profile), indexed by
    /// the kind's case number; each thread works a kind's table out the first time it meets it.
    private final class ChildTables {
        /// Used by one thread only (`forThisThread()`), so the runtime's exclusivity tracking of
        /// each access is turned off.
        @exclusivity(unchecked) private var tables: [[Context?]?] = []

        /// This thread's tables (kept until the thread ends).
        static func forThisThread() -> ChildTables { perThread.value }

        private static let perThread = PerThread { ChildTables() }

        /// The case number of a payload-free enum: its stored tag, one or two bytes.
        private static func number(of kind: SyntaxKind) -> Int {
            withUnsafeBytes(of: kind) { raw in
                switch raw.count {
                case 1: Int(raw[0])
                case 2: Int(raw.load(as: UInt16.self))
                default: -1
                }
            }
        }

        func table(for kind: SyntaxKind) -> [Context?] {
            let number = Self.number(of: kind)
            guard number >= 0 else { return Self.make(kind) }
            if number < tables.count, let table = tables[number] { return table }
            if number >= tables.count { tables += Array(repeating: nil, count: number + 1 - tables.count) }
            let table = Self.make(kind)
            tables[number] = table
            return table
        }

        private static func make(_ kind: SyntaxKind) -> [Context?] {
            guard case .layout(let keyPaths) = kind.syntaxNodeType.structure else { return [] }
            return keyPaths.map { SwiftClassifier.kind(ofChild: $0) }
        }
    }
}
