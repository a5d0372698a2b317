import Diagnostics
import Foundation
import Testing

@testable import PreviewServer

/// The `change` event's form and the script the server hands to pages.
@Suite struct LiveReloadScriptTests {
    @Test func changeEventListsTheChangedFilesAsJSONOnOneDataLine() {
        let event = LiveEvent.change(generation: 7, changed: ["a/index.html", "assets/scenedocs.css"])
        let expected = #"data: {"generation":7,"changed":["a/index.html","assets/scenedocs.css"]}"#
        #expect(event.text == "event: change\n" + expected + "\n\n")
        let odd = LiveEvent.change(generation: 2, changed: ["q\"b\\c\nd\u{2028}.html"])
        #expect(odd.text == #"event: change\#ndata: {"generation":2,"changed":["q\"b\\c\u000ad\u2028.html"]}\#n\#n"#)
        let data = odd.text.split(separator: "\n")[1].dropFirst("data: ".count)
        let decoded = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
        #expect(decoded?["changed"] as? [String] == ["q\"b\\c\nd\u{2028}.html"])
    }

    @Test func aRebuildThatChangedTooManyFilesListsNone() {
        let many = (0...LiveEvent.maximumListedPaths).map { "p\($0).html" }
        #expect(LiveEvent.change(generation: 3, changed: many) == .change(generation: 3, paths: nil))
        #expect(LiveEvent.change(generation: 3, paths: nil).text.contains(#""changed":null"#))
        let most = Array(many.dropLast())
        #expect(LiveEvent.change(generation: 3, changed: most) == .change(generation: 3, paths: most))
    }

    /// A fix that gives back the last good site changes no file, but pages must hide the overlay.
    @Test func aFixThatRestoresTheLastGoodSiteStillTellsPages() async {
        let state = PreviewState()
        state.apply(.success(files: FakeSite.files(home: "Good")))
        let (id, stream) = state.events.subscribe()
        defer { state.events.unsubscribe(id) }
        let broken = Diagnostic.error(.unresolvedReference, "x", at: SourceLocation(file: "a", line: 1, column: 1))
        state.apply(.failure(Diagnostics([broken])))
        state.apply(.success(files: FakeSite.files(home: "Good")))
        state.apply(.success(files: FakeSite.files(home: "Good")))
        state.events.close()
        var received: [LiveEvent] = []
        for await event in stream { received.append(event) }
        #expect(received.count == 2)
        #expect(received.last == .change(generation: 2, paths: []))
    }

    /// The served script carries morphdom byte for byte as vendored (`Vendor/README.md`).
    @Test func scriptCarriesTheVendoredMorphdom() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let vendored = root.appendingPathComponent("Sources/PreviewServer/Vendor/morphdom/morphdom-umd.min.js")
        let bytes = try String(contentsOf: vendored, encoding: .utf8)
        #expect(bytes.hasPrefix("(function(global,factory)"))
        #expect(LiveReload.morphdom == bytes)
        #expect(LiveReload.script.contains(bytes))
        #expect(LiveReload.script.contains("var module = { exports: {} }, exports = module.exports, define;"))
    }
}
