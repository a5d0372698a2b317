import Testing

@testable import Migration

/// The patch writer's hunks, headers and end-of-file markers, exactly as git writes them.
@Suite struct UnifiedDiffTests {
    @Test func newFileHasNullOldSideAndAllLinesAdded() {
        let patch = UnifiedDiff.patch(FileEdit(file: "App/New.swift", original: nil, updated: "a\nb\n"))
        #expect(
            patch == """
                diff --git a/App/New.swift b/App/New.swift
                new file mode 100644
                --- /dev/null
                +++ b/App/New.swift
                @@ -0,0 +1,2 @@
                +a
                +b

                """)
    }

    @Test func hunkHeadersCountContextAndOmitCountsOfOne() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "")
        let patch = UnifiedDiff.patch(FileEdit(file: "f", original: old, updated: new))
        #expect(
            patch == """
                diff --git a/f b/f
                --- a/f
                +++ b/f
                @@ -2,7 +2,6 @@
                 line 2
                 line 3
                 line 4
                -line 5
                 line 6
                 line 7
                 line 8

                """)
        let one = UnifiedDiff.patch(FileEdit(file: "f", original: "x\n", updated: "y\n"))
        #expect(one.hasSuffix("@@ -1 +1 @@\n-x\n+y\n"))
    }

    @Test func separateChangesGetSeparateHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\n2b\n").replacingOccurrences(of: "\n18\n", with: "\n")
        let patch = UnifiedDiff.patch(FileEdit(file: "f", original: old, updated: new))
        let headers = patch.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,5 @@"])
    }

    @Test func missingFinalLineBreakIsMarked() {
        let patch = UnifiedDiff.patch(FileEdit(file: "f", original: "a\nb", updated: "a\nb\nc\n"))
        #expect(
            patch.hasSuffix(
                """
                @@ -1,2 +1,3 @@
                 a
                -b
                \\ No newline at end of file
                +b
                +c

                """))
        let added = UnifiedDiff.patch(FileEdit(file: "f", original: nil, updated: "only"))
        #expect(added.hasSuffix("@@ -0,0 +1 @@\n+only\n\\ No newline at end of file\n"))
    }

    /// A removed member ends with its own closing brace and blank line, as git shows it, also
    /// when the run below it moved first.
    @Test func removedRunsSlideDownToTheirOwnBraces() {
        let old = """
            func a() {
            }

            func b() {
                one()
            }

            func c() { two() }

            func d() {
            }

            """
        let new = """
            func a() {
            }

            func d() {
            }

            """
        let body = UnifiedDiff.patch(FileEdit(file: "f", original: old, updated: new)).split(separator: "\n").dropFirst(
            4)
        #expect(
            Array(body) == [
                " func a() {", " }", " ", "-func b() {", "-    one()", "-}", "-", "-func c() { two() }", "-",
                " func d() {", " }",
            ])
    }

    @Test func unchangedFileGivesNoPatch() {
        #expect(UnifiedDiff.patch(FileEdit(file: "f", original: "a\n", updated: "a\n")) == "")
    }

    @Test func pathsGitWouldQuoteAreQuoted() {
        #expect(UnifiedDiff.quoted("a/My App/File.swift") == "a/My App/File.swift")
        #expect(UnifiedDiff.quoted("a/tab\there") == "\"a/tab\\there\"")
        #expect(UnifiedDiff.quoted("a/Café.swift") == "\"a/Caf\\303\\251.swift\"")
        #expect(UnifiedDiff.quoted("a/say \"hi\"") == "\"a/say \\\"hi\\\"\"")
    }
}
