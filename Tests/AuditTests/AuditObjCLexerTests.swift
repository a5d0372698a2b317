import XCTest

@testable import Audit

/// The Objective-C lexer: names inside comments, literals and dropped `#if` groups are never tokens.
final class AuditObjCLexerTests: XCTestCase {
    private func identifiers(_ source: String) -> [String] {
        var lexer = ObjCLexer(source)
        return lexer.tokens().filter { $0.kind == .identifier }.map { String($0.text) }
    }

    func testCommentsLiteralsAndDeadGroupsHideNames() {
        let cases: [(source: String, expected: [String], why: String)] = [
            ("a // b\nc", ["a", "c"], "line comment"),
            ("a // b \\\n c\nd", ["a", "d"], "a backslash continues a line comment"),
            ("a /* b\n c */ d", ["a", "d"], "block comment over lines"),
            ("a /* /* b */ c */", ["a", "c"], "C block comments do not nest"),
            ("a @\"b \\\" c\" d", ["a", "d"], "Objective-C string with an escaped quote"),
            ("a \"b\" 'c' '\\'' d", ["a", "d"], "C string and character literals"),
            ("a L\"b\" d", ["a", "d"], "wide string literal"),
            ("#if 0\na\n#endif\nb", ["b"], "#if 0"),
            ("#if 0\na\n#else\nb\n#endif", ["b"], "#else of #if 0"),
            ("#if 1\na\n#else\nb\n#endif", ["a"], "#else of #if 1"),
            ("#if 0\n#if 1\na\n#endif\nb\n#endif\nc", ["c"], "nested group inside a dropped group"),
            ("#if DEBUG\na\n#else\nb\n#endif", ["a", "b"], "unknown condition: both branches"),
            ("#if 0\na\n#elif 1\nb\n#elif 1\nc\n#endif", ["b"], "first true #elif only"),
            ("#if (!1)\na\n#endif\nb", ["b"], "negated and parenthesised"),
            ("#define X \\\n  keyWindow\nb", ["b"], "a continued directive is no code"),
            ("#if 0 /* comment\n */\na\n#endif\nb", ["b"], "comment inside a directive"),
            ("  #if 0\na\n  #endif\nb", ["b"], "indented directives"),
        ]
        for (source, expected, why) in cases {
            XCTAssertEqual(identifiers(source), expected, why)
        }
    }

    func testPositionsAreOneBasedLinesAndUTF8Columns() {
        var lexer = ObjCLexer("/* é */ a\n\tb /* x\n y */ c")
        let tokens = lexer.tokens()
        XCTAssertEqual(tokens.map { String($0.text) }, ["a", "b", "c"])
        XCTAssertEqual(
            tokens.map(\.position),
            [
                SourcePosition(line: 1, column: 10), SourcePosition(line: 2, column: 2),
                SourcePosition(line: 3, column: 7),
            ])
    }

    func testDirectivesAndArrows() {
        var lexer = ObjCLexer("@interface A : B <C>\n@end\np->q")
        XCTAssertEqual(
            lexer.tokens().map { "\($0.kind):\($0.text)" },
            [
                "directive:@interface", "identifier:A", "punctuation::", "identifier:B", "punctuation:<",
                "identifier:C",
                "punctuation:>", "directive:@end", "identifier:p", "punctuation:->", "identifier:q",
            ])
    }
}
