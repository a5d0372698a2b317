import Diagnostics
import Foundation
import Testing

@testable import PreviewServer

@Suite struct SnapshotTests {
    @Test func scriptGoesBeforeTheLastClosingBody() {
        let html = Data("<html><body><pre></body></pre></BODY></html>".utf8)
        let injected = String(decoding: LiveReload.inject(into: html), as: UTF8.self)
        #expect(
            injected
                == "<html><body><pre></body></pre>\(String(decoding: LiveReload.scriptTag, as: UTF8.self))</BODY></html>"
        )
    }

    @Test func scriptIsAppendedWithoutABody() {
        let injected = String(decoding: LiveReload.inject(into: Data("<p>x</p>".utf8)), as: UTF8.self)
        #expect(injected == "<p>x</p>" + String(decoding: LiveReload.scriptTag, as: UTF8.self))
    }

    @Test func onlyHTMLIsInjected() throws {
        let (snapshot, _) = SiteSnapshot.empty.next(with: FakeSite.files(home: "Hi"))
        let css = try #require(snapshot.files["assets/scenedocs.css"])
        #expect(css.body.readableBytes == "body { color: black }".utf8.count)
        let page = try #require(snapshot.files["index.html"])
        #expect(String(buffer: page.body).contains("/__scenedocs/live-reload.js"))
    }

    /// The body is made on first request; the length announced at rebuild time must match it.
    @Test func contentLengthMatchesTheLazyBody() {
        let files: [String: Data] = [
            "a.html": Data("<html><body>x</body></html>".utf8), "b.html": Data("<p>no body tag</p>".utf8),
            "c.css": Data("p {}".utf8), "d.html": Data(),
        ]
        let (snapshot, _) = SiteSnapshot.empty.next(with: files)
        for (path, file) in snapshot.files {
            #expect(file.headers[.contentLength] == String(file.body.readableBytes), "\(path)")
            #expect(file.body.readableBytes == file.body.readableBytes, "the body is made once")
        }
    }

    @Test func unchangedFilesKeepTheirValidators() throws {
        let first = Date(timeIntervalSince1970: 1_000_000)
        let (one, changedFirst) = SiteSnapshot.empty.next(with: FakeSite.files(home: "A"), at: first)
        #expect(changedFirst.count == FakeSite.files(home: "A").count)
        var files = FakeSite.files(home: "B")
        files["guide/step-1.html"] = nil
        let (two, changed) = one.next(with: files, at: first.addingTimeInterval(60))
        #expect(changed == ["guide/step-1.html", "index.html"])
        #expect(two.generation == 2)
        let css1 = try #require(one.files["assets/scenedocs.css"])
        let css2 = try #require(two.files["assets/scenedocs.css"])
        #expect(css1.etag == css2.etag)
        #expect(css2.lastModified == first)
        #expect(one.files["index.html"]?.etag != two.files["index.html"]?.etag)
        #expect(two.files["index.html"]?.lastModified == first.addingTimeInterval(60))
        #expect(two.files["guide/step-1.html"] == nil)
        #expect(two.directories == ["", "guide", "assets", "assets/fonts", "img"])

        // The same files with one changed: the rest and the folders carry over; a new file in a
        // new folder and a file given as "./path" are added.
        files["index.html"] = Data("<html><body>C</body></html>".utf8)
        let (three, changedThree) = two.next(with: files, at: first.addingTimeInterval(120))
        #expect(changedThree == ["index.html"])
        #expect(three.directories == two.directories)
        #expect(three.files["assets/scenedocs.css"]?.etag == css2.etag)
        files["./extra/more.html"] = Data("<p>more</p>".utf8)
        let (four, changedFour) = three.next(with: files, at: first.addingTimeInterval(180))
        #expect(changedFour == ["extra/more.html"])
        #expect(four.directories == two.directories.union(["extra"]))
        #expect(four.files.count == three.files.count + 1)
    }

    /// Files that went away are found whether or not as many came instead, and when a path is
    /// given twice (`./a.html` and `a.html`).
    @Test func filesThatWentAwayAreListed() {
        let base = ["a.html": "<p>a</p>", "b.html": "<p>b</p>", "c/d.css": "p {}"].mapValues { Data($0.utf8) }
        let (one, _) = SiteSnapshot.empty.next(with: base)
        var swapped = base
        swapped["b.html"] = nil
        swapped["e.html"] = Data("<p>e</p>".utf8)
        let (two, changed) = one.next(with: swapped)
        #expect(changed == ["b.html", "e.html"])
        #expect(Set(two.files.keys) == ["a.html", "c/d.css", "e.html"])
        var twice = base
        twice["./a.html"] = base["a.html"]
        twice["c/d.css"] = nil
        let (three, changedThree) = one.next(with: twice)
        #expect(changedThree == ["c/d.css"])
        #expect(Set(three.files.keys) == ["a.html", "b.html"])
        #expect(three.directories == [""])
        let (four, changedFour) = one.next(with: base)
        #expect(changedFour.isEmpty)
        #expect(four.directories == one.directories)
    }

    @Test func etagsAreStableAcrossRuns() {
        #expect(ServedFile.hash(Data("abc".utf8)) == "e71fa2190541574b")
        #expect(ServedFile.hash(Data("0123456789abcdefXYZ".utf8)) == ServedFile.hash(Data("0123456789abcdefXYZ".utf8)))
    }

    /// The hash reads 8-byte words: a change in any byte of any word, or of the tail, changes it.
    @Test func everyByteCountsInTheHash() {
        let original = Data((0..<1003).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let hash = ServedFile.hash(original)
        for position in [0, 1, 6, 7, 8, 15, 500, 999, 1000, 1001, 1002] {
            for flip: UInt8 in [0x01, 0x80] {
                var changed = original
                changed[position] ^= flip
                #expect(ServedFile.hash(changed) != hash, "byte \(position) flipped by \(flip)")
            }
        }
        // Identical files keep their buffers in a rebuild and compare equal without a byte compare.
        #expect(SiteSnapshot.same(original, original))
        #expect(!SiteSnapshot.same(original, original.dropLast()))
        var other = original
        other[1002] ^= 1
        #expect(!SiteSnapshot.same(original, other))
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("assets/scenedocs.css", "text/css; charset=utf-8"),
        ("assets/app.js", "text/javascript; charset=utf-8"),
        ("img/a.svg", "image/svg+xml"),
        ("img/a.PNG", "image/png"),
        ("search.json", "application/json"),
        ("sitemap.xml", "application/xml"),
        ("fonts/a.woff2", "font/woff2"),
        ("LICENSE", "application/octet-stream"),
        (".hidden", "application/octet-stream"),
    ])
    func mediaTypes(_ path: String, _ type: String) {
        #expect(MediaTypes.forPath(path) == type)
    }

    @Test func httpDatesRoundTrip() {
        let date = Date(timeIntervalSince1970: 784_111_777)
        #expect(HTTPDate.format(date) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == date)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
    }

    @Test func failureKeepsTheSiteAndGreetsWithTheError() throws {
        let state = PreviewState()
        state.apply(.success(files: FakeSite.files(home: "Good")))
        let diagnostic = Diagnostic.error(
            .unresolvedReference, "no symbol named 'X'", at: SourceLocation(file: "Content/a.md", line: 3, column: 7))
        let applied = state.apply(.failure(Diagnostics([diagnostic])))
        #expect(applied == .failed([diagnostic]))
        #expect(String(buffer: try #require(state.snapshot.files["index.html"]).body).contains("Good"))
        #expect(state.greeting.count == 2)
        guard case .error(let shown) = state.greeting[1] else {
            Issue.record("no error in greeting")
            return
        }
        #expect(shown == [diagnostic])
        #expect(LiveEvent.error(shown).text.contains("data:     \"file\" : \"Content/a.md\",\n"))
        state.apply(.success(files: FakeSite.files(home: "Good")))
        #expect(state.failure == nil)
        #expect(state.greeting.count == 1)
    }
}
