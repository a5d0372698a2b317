import Foundation
import TestSupport
import Testing

/// Runs the built `scenedocs` binary's `audit` subcommand on tiny fixture apps (Tests/AuditTests/Fixtures):
/// what a user or CI sees (exit status, stdout, stderr, the written report).
@Suite(.tags(.heavy), .skippedWhenQuick) struct AuditCommandTests {
    static let fixtures = TestPaths.repoRoot.appendingPathComponent("Tests/AuditTests/Fixtures")
    /// Tiny apps: `Clean` (nothing to change) and `Legacy` (an app delegate that owns its window).
    static let apps = fixtures.appendingPathComponent("cli-app")
    /// A small content model the audit's knowledge comes from.
    static let knowledge = fixtures.appendingPathComponent("knowledge/Content")
    static var content: String { knowledge.path }

    static func run(_ arguments: [String]) throws -> EndToEndTests.Run {
        try EndToEndTests.run(arguments, in: apps)
    }

    @Test func cleanAppExitsZero() throws {
        let run = try AuditCommandTests.run(["audit", "Clean", "--content", AuditCommandTests.content])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout.wholeMatch(of: try Regex(#"No findings \([0-9]+ files? scanned\)\.\n"#)) != nil, "\(run.stdout)")
    }

    @Test func legacyAppExitsOneWithTheFinding() throws {
        let run = try AuditCommandTests.run(["audit", "Legacy", "--content", AuditCommandTests.content])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("AppDelegate.swift:5:5: warning: "), "\(run.stdout)")
        #expect(
            run.stdout.contains(
                " [app-delegate-ui-callback]\n    see: UIApplicationDelegate/applicationDidBecomeActive(_:)\n"),
            "\(run.stdout)")
    }

    /// The knowledge is the content: without the mapping's flag the callback is no longer reported.
    @Test func editingTheContentChangesTheFindings() throws {
        let copy = try ContentCopy(of: AuditCommandTests.knowledge)
        try copy.edit("mapping.yaml", replacing: "notCalledWithScenes: true", with: "notCalledWithScenes: false")
        let run = try AuditCommandTests.run(["audit", "Legacy", "--content", copy.content.path])
        #expect(!run.stdout.contains("[app-delegate-ui-callback]"), "\(run.stdout)")
    }

    @Test func jsonToAFileWithSiteLinks() throws {
        let copy = try ContentCopy(of: AuditCommandTests.knowledge)
        let site = copy.root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let output = copy.root.appendingPathComponent("reports/audit.json")
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try AuditCommandTests.run([
            "audit", "Legacy", "--content", AuditCommandTests.content, "--format", "json", "--site", site.path,
            "--output", output.path,
        ])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(
            text.contains("\"url\" : \"../site/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html\""),
            "\(text)")
    }

    @Test func htmlReportLinksIntoTheOfflineSite() throws {
        let copy = try ContentCopy(of: AuditCommandTests.knowledge)
        let site = copy.root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let output = copy.root.appendingPathComponent("audit.html")
        let run = try AuditCommandTests.run([
            "audit", "Legacy", "--content", AuditCommandTests.content, "--format", "html", "--site", site.path,
            "--output", output.path, "--templates",
            TestPaths.repoRoot.appendingPathComponent("Templates").path,
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.contains("<link rel=\"stylesheet\" href=\"site/assets/scenedocs.css\">"))
        #expect(html.contains("href=\"site/symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html\""))
    }

    /// Content warnings go to standard error once per run, whatever the format, and keep the status.
    @Test(arguments: ["human", "json", "sarif", "html"])
    func contentWarningsArePrintedOnce(format: String) throws {
        let copy = try ContentCopy(of: AuditCommandTests.knowledge)
        try copy.edit(
            "audit.yaml", replacing: "  - symbol: UIApplicationDelegate/applicationDidBecomeActive(_:)\n", with: "")
        try copy.edit("audit.yaml", replacing: "    objc: [\"applicationDidBecomeActive:\"]\n", with: "")
        try Data("stray".utf8).write(to: copy.content.appendingPathComponent("notes.txt"))
        let run = try AuditCommandTests.run([
            "audit", "Legacy", "--content", copy.content.path, "--format", format, "--site-url", "https://docs.example",
            "--templates", TestPaths.repoRoot.appendingPathComponent("Templates").path,
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 2, "\(run.stderr)")
        #expect(Set(warnings).count == warnings.count, "\(run.stderr)")
        #expect(
            warnings.contains {
                $0.hasSuffix(
                    "/notes.txt:1:1: warning: file is not part of the content model and was ignored [unexpected-file]")
            }, "\(run.stderr)")
        #expect(
            warnings.contains { $0.contains("lists no Objective-C selector for it [missing-field]") }, "\(run.stderr)")
    }

    @Test func missingFolderExitsTwo() throws {
        let run = try AuditCommandTests.run(["audit", "Nowhere", "--content", AuditCommandTests.content])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "error: 'Nowhere' is not a folder [io-error]\n    hint: pass the folder that holds the app's sources\n"
        )
    }

    @Test func contentErrorsExitTwoLikeBuild() throws {
        let copy = try ContentCopy(of: AuditCommandTests.knowledge)
        try copy.edit("audit.yaml", replacing: "replacement: UIWindowScene", with: "replacement: UIWindowScenes")
        let run = try AuditCommandTests.run(["audit", "Legacy", "--content", copy.content.path])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasSuffix(
                "/audit.yaml:47:18: error: replacement 'UIWindowScenes' is not a known symbol [unresolved-reference]\n    hint: did you mean 'UIWindowScene'?\n"
            ), "\(run.stderr)")
    }

    @Test func usageErrorsExitTwo() throws {
        let html = try AuditCommandTests.run([
            "audit", "Legacy", "--content", AuditCommandTests.content, "--format", "html",
        ])
        #expect(html.status == 2)
        #expect(
            html.stderr.contains("the HTML report links into the site: pass --site DIR or --site-url URL"),
            "\(html.stderr)")
        let regex = try AuditCommandTests.run([
            "audit", "Legacy", "--content", AuditCommandTests.content, "--exclude", "(",
        ])
        #expect(regex.status == 2)
        #expect(regex.stderr.contains("--exclude '(' is not a valid regular expression"), "\(regex.stderr)")
    }
}
