import Testing

@testable import PreviewServer

/// Request paths, table-driven: the raw target as sent, and what it may name in the site.
@Suite struct RequestPathTests {
    struct Case: CustomStringConvertible, Sendable {
        var raw: String
        var expected: RequestPath
        var description: String { raw }
    }

    static let cases: [Case] = [
        Case(raw: "/", expected: .valid(segments: [], isDirectory: true)),
        Case(raw: "/index.html", expected: .valid(segments: ["index.html"], isDirectory: false)),
        Case(raw: "/guide", expected: .valid(segments: ["guide"], isDirectory: false)),
        Case(raw: "/guide/", expected: .valid(segments: ["guide"], isDirectory: true)),
        Case(raw: "/a/b.html?x=1#y", expected: .valid(segments: ["a", "b.html"], isDirectory: false)),
        Case(raw: "/a%20b.html", expected: .valid(segments: ["a b.html"], isDirectory: false)),
        Case(raw: "/caf%C3%A9.html", expected: .valid(segments: ["café.html"], isDirectory: false)),
        Case(raw: "/a..b.html", expected: .valid(segments: ["a..b.html"], isDirectory: false)),
        Case(raw: "/..", expected: .invalid),
        Case(raw: "/../etc/passwd", expected: .invalid),
        Case(raw: "/guide/../../etc/passwd", expected: .invalid),
        Case(raw: "/./index.html", expected: .invalid),
        Case(raw: "/%2e%2e/%2e%2e/etc/passwd", expected: .invalid),
        Case(raw: "/%2E%2E/etc/passwd", expected: .invalid),
        Case(raw: "/.%2e/etc/passwd", expected: .invalid),
        Case(raw: "/..%2f..%2fetc%2fpasswd", expected: .invalid),
        Case(raw: "/%2fetc%2fpasswd", expected: .invalid),
        Case(raw: "/guide%2findex.html", expected: .invalid),
        Case(raw: "/..\\..\\etc\\passwd", expected: .invalid),
        Case(raw: "/guide\\index.html", expected: .invalid),
        Case(raw: "/%5c..%5cetc%5cpasswd", expected: .invalid),
        Case(raw: "/index.html%00.txt", expected: .invalid),
        Case(raw: "/index.html%00", expected: .invalid),
        Case(raw: "/%0d%0aSet-Cookie:x", expected: .invalid),
        Case(raw: "//etc/passwd", expected: .invalid),
        Case(raw: "/guide//index.html", expected: .invalid),
        Case(raw: "etc/passwd", expected: .invalid),
        Case(raw: "", expected: .invalid),
        Case(raw: "/%zz", expected: .invalid),
        Case(raw: "/%2", expected: .invalid),
        Case(raw: "/%c0%ae%c0%ae/etc/passwd", expected: .invalid),
        Case(raw: "/%ff", expected: .invalid),
    ]

    @Test(arguments: cases)
    func classifies(_ testCase: Case) {
        #expect(RequestPath(raw: testCase.raw) == testCase.expected)
    }

    @Test func keyJoinsSegments() {
        #expect(RequestPath(raw: "/guides/x/").key == "guides/x")
        #expect(RequestPath(raw: "/").key == "")
        #expect(RequestPath(raw: "/../x").key == nil)
    }
}
