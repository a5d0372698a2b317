import ContentModel
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// The audit's data is part of the site: the mapping's `notCalledWithScenes` badge, the
/// launch-options table on its symbol page, and both data files in `model.json`.
@Suite(.tags(.heavy), .skippedWhenQuick) struct AuditDataSiteTests {
    static let shipped: BuildResult = Builds.inMemory(Builds.options(content: TestPaths.shippedContent))

    @Test func mappingAndCallbackPagesShowTheBadge() throws {
        let result = AuditDataSiteTests.shipped
        #expect(result.diagnostics.errors == [])
        let badge =
            "<span class=\"badge deprecated\" title=\"UIKit stops calling this app-delegate method once the app uses scenes\">Not called with scenes</span>"
        let mapping = Builds.page(result, "mapping.html")
        // One badge per flagged app-delegate cell of the shipped mapping.
        let site = ContentLoader(directory: TestPaths.shippedContent, displayPrefix: "Content").load().site
        let flagged = (site.mapping?.rows ?? []).filter { $0.appDelegate?.notCalledWithScenes == true }.count
        #expect(flagged == 9)
        #expect(mapping.components(separatedBy: badge).count - 1 == flagged)
        let callback = Builds.page(result, "symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html")
        #expect(callback.contains(badge))
        let stays = Builds.page(result, "symbols/uikit/uiapplicationdelegate/applicationwillterminate.html")
        #expect(!stays.contains(badge))
    }

    @Test func launchOptionsTableIsOnItsSymbolPage() throws {
        let page = Builds.page(AuditDataSiteTests.shipped, "symbols/uikit/uiapplication.launchoptionskey.html")
        #expect(page.contains("<h2 id=\"launch-options-with-scenes\">With Scenes</h2>"))
        #expect(
            page.contains(
                "<tr id=\"key-url\"><td><code>url</code></td><td><code>UIApplicationLaunchOptionsURLKey</code></td><td><a href=\"uiscene.connectionoptions/urlcontexts.html\""
            ))
        #expect(
            page.contains(
                "<tr id=\"key-bluetoothcentrals\"><td><code>bluetoothCentrals</code></td><td><code>UIApplicationLaunchOptionsBluetoothCentralsKey</code></td><td><em>Not delivered</em></td>"
            ))
        #expect(page.contains("<a href=\"#launch-options-with-scenes\">With Scenes</a>"))
        // Every key has a row with its availability; a tap and a silent push arrive in different places.
        #expect(page.components(separatedBy: "<tr id=\"key-").count - 1 == 14)
        #expect(page.contains("<th scope=\"col\">Availability</th>"))
        #expect(page.contains("<td>iOS 3.2–16.0, iPadOS 3.2–16.0, Mac Catalyst 13.1–16.0, tvOS</td>"))
        #expect(
            page.contains(
                "<br><a href=\"uiapplicationdelegate/application-didreceiveremotenotification-fetchcompletionhandler.html\""
            ))
    }

    @Test func modelJSONHoldsTheAuditData() throws {
        let data = try #require(AuditDataSiteTests.shipped.files["model.json"])
        let document = try ModelExport.decode(data)
        #expect(document.site.launchOptions?.keys.first?.swiftName.value == "url")
        #expect(document.site.launchOptions?.keys.first?.arrivesIn?.value == "UIScene.ConnectionOptions/urlContexts")
        #expect(document.site.audit?.rules.map(\.id.value).contains("launch-options-key") == true)
        #expect(document.site.mapping?.rows.contains { $0.appDelegate?.notCalledWithScenes == true } == true)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"notCalledWithScenes\" : true"))
        #expect(!text.contains("\"notCalledWithScenes\" : false"))
        #expect(ModelExport.json(document.site, samples: document.samples) == data)
    }
}
