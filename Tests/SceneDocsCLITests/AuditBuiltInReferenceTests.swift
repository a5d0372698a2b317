import Foundation
import TestSupport
import Testing

/// `scenedocs audit` without `--content` applies the reference built into the binary, so the
/// release binary audits an app with nothing else installed.
@Suite(.tags(.heavy), .skippedWhenQuick) struct AuditBuiltInReferenceTests {
    @Test func auditWithoutContentUsesTheBuiltInReference() throws {
        let folder = try TemporaryDirectory()
        try folder.write([
            "App/AppDelegate.swift": Data(
                """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }

                """.utf8),
            // A folder named Content in the current folder is the app's, not a content model.
            "Content/readme.txt": Data("not a content model\n".utf8),
        ])
        let run = try EndToEndTests.run(["audit", "App", "--format", "json"], in: folder.url)
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let callback = try #require(findings.first { $0["rule"] as? String == "app-delegate-ui-callback" })
        #expect(callback["file"] as? String == "AppDelegate.swift")
        #expect(callback["line"] as? Int == 5)
        #expect(callback["symbol"] as? String == "UIApplicationDelegate/applicationDidBecomeActive(_:)")
    }
}
