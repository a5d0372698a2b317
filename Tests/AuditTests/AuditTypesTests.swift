import Audit
import XCTest

final class AuditTypesTests: XCTestCase {
    /// The rule ids are the stable identifiers every output format prints.
    func testRuleIdsAreTheDocumentedOnes() {
        XCTAssertEqual(
            AuditRule.allCases.map(\.rawValue),
            [
                "app-delegate-ui-callback", "app-delegate-window", "launch-options-key", "global-window-lookup",
                "missing-scene-manifest", "deprecated-scene-api", "app-delegate-undocumented-callback",
            ])
    }
}
