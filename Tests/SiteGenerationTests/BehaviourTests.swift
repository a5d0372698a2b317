import Diagnostics
import Foundation
import Parallelism
import TestSupport
import Testing

@testable import SiteGeneration

@Suite struct DeterminismTests {
    @Test func twoBuildsAreByteIdentical() {
        let first = Builds.basicFixture()
        let second = Builds.basicFixture()
        #expect(!first.files.isEmpty)
        #expect(first.files == second.files)
    }

    /// Small sites keep each text's HTML from resolution to rendering; large ones parse each text
    /// again with its page. Both ways give the same site, diagnostics included.
    @Test(arguments: ["shipped", "corpus", "fixture"])
    func keptAndReparsedTextsGiveTheSameSite(source: String) throws {
        let options: BuildOptions
        var corpus: PageEditTests.Corpus?
        switch source {
        case "shipped":
            options = BuildOptions(
                content: "Content", templates: "Templates", output: "site", relativeTo: TestPaths.repoRoot)
        case "corpus":
            corpus = try PageEditTests.Corpus(pages: 240, seed: 3)
            options = corpus!.options
        default:
            options = BuildOptions(
                content: "Content", templates: TestPaths.templates.path, output: "site",
                relativeTo: TestPaths.basicFixture)
        }
        let kept = BuildSession(options: options, incremental: false)
        let reparsed = BuildSession(options: options, incremental: false)
        reparsed.keptHTMLBudget = 0
        let keptResult = kept.build()
        let reparsedResult = reparsed.build()
        #expect(!keptResult.files.isEmpty)
        #expect(keptResult.files == reparsedResult.files)
        #expect(keptResult.diagnostics.sorted == reparsedResult.diagnostics.sorted)
        _ = corpus
    }
}

@Suite struct AtomicOutputTests {
    static let badArticle = Snippets.article(body: "See ``Missing``.")

    @Test func aFailingBuildLeavesThePreviousOutputUntouched() throws {
        let scratch = try Scratch()
        let good = SiteBuilder.build(scratch.options(output: "out"))
        #expect(good.wrote)
        #expect(good.diagnostics.sorted.isEmpty)
        let out = scratch.directory.path("out")
        let before = readTree(out, includeHidden: true)
        #expect(before[SiteWriter.markerName] != nil, "the output carries the SceneDocs marker")
        #expect(before["articles/intro.html"] != nil)

        try scratch.directory.write(["Content/articles/intro.md": AtomicOutputTests.badArticle])
        let bad = SiteBuilder.build(scratch.options(output: "out"))
        #expect(!bad.wrote)
        #expect(bad.files.isEmpty)
        #expect(bad.diagnostics.hasErrors)
        #expect(readTree(out, includeHidden: true) == before, "out/ is byte-identical after the failed build")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.url.path)
            .filter { $0.hasPrefix(".out.") }
        #expect(leftovers == [], "no staging or retired folders are left behind")
    }

    @Test func refusesANonEmptyFolderWithoutTheMarker() throws {
        let scratch = try Scratch(["mine/notes.txt": "precious"])
        let result = SiteBuilder.build(scratch.options(output: "mine"))
        #expect(!result.wrote)
        #expect(
            result.diagnostics.sorted.map(DiagnosticFormatter.console) == [
                "error: output folder 'mine' is not empty and was not created by SceneDocs [output-not-owned]\n    hint: choose an empty or new --output folder; SceneDocs only replaces folders holding its .scenedocs-output file"
            ])
        #expect(readTree(scratch.directory.path("mine"), includeHidden: true) == ["notes.txt": Data("precious".utf8)])
    }

    @Test func refusesAFileInPlaceOfTheOutputFolder() throws {
        let scratch = try Scratch(["out": "a file"])
        let result = SiteBuilder.build(scratch.options(output: "out"))
        #expect(!result.wrote)
        #expect(result.diagnostics.sorted.map(\.code) == [.outputNotOwned])
    }

    @Test func writesIntoAnEmptyFolder() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.directory.path("empty"), withIntermediateDirectories: true)
        let result = SiteBuilder.build(scratch.options(output: "empty"))
        #expect(result.wrote)
        // `build` streams files into the staging folder; what lands must be exactly the site in memory.
        #expect(result.files.isEmpty)
        #expect(
            readTree(scratch.directory.path("empty")) == SiteBuilder.generate(scratch.options(output: "empty")).files)
    }

    @Test func replacesAPreviousSceneDocsOutput() throws {
        let scratch = try Scratch()
        #expect(SiteBuilder.build(scratch.options(output: "out")).wrote)
        let out = scratch.directory.path("out")
        try Data("stale".utf8).write(to: out.appendingPathComponent("stale.html"))

        try scratch.directory.write(["Content/articles/intro.md": Snippets.article(title: "Renamed")])
        let second = SiteBuilder.build(scratch.options(output: "out"))
        #expect(second.wrote)
        let tree = readTree(out, includeHidden: true)
        #expect(tree["stale.html"] == nil, "files of the previous build are gone")
        #expect(tree[SiteWriter.markerName] != nil)
        var visible = tree
        visible[SiteWriter.markerName] = nil
        // `build` streams into the staging folder; compare with the same site generated in memory.
        let expected = SiteBuilder.generate(scratch.options(output: "out"))
        #expect(visible == expected.files, "out/ holds exactly the new build")
        #expect(String(decoding: visible["articles/intro.html"] ?? Data(), as: UTF8.self).contains("<h1>Renamed</h1>"))
    }
}

@Suite struct SafetyTests {
    @Test func authorHTMLNeverReachesTheOutputButHeadingAnchorsDo() throws {
        let body = """
            ## Safe heading

            Inline <span onclick="steal()">span</span> and <script>alert('inline')</script> here.

            <script>
            alert('block');
            </script>

            <iframe src="https://example.com/frame"></iframe>
            """
        let scratch = try Scratch(["Content/articles/intro.md": Snippets.article(body: body)])
        let result = scratch.generate()
        #expect(!result.failed(strict: false))
        #expect(result.diagnostics.sorted.map(\.code) == Array(repeating: .rawHTML, count: 6))
        let html = Builds.page(result, "articles/intro.html")
        // The only script is the generator's own reader script in <head>.
        let scripts = html.components(separatedBy: "<script").count - 1
        #expect(scripts == 1)
        #expect(html.contains(#"<script src="../assets/scenedocs.js" defer></script>"#))
        for forbidden in ["onclick", "<iframe", "example.com/frame", "alert('block')"] {
            #expect(!html.contains(forbidden), "'\(forbidden)' reached the page")
        }
        // Inline tags are dropped; the text between them stays, escaped, as text.
        #expect(html.contains("<p>Inline <!-- raw HTML omitted -->span<!-- raw HTML omitted --> and"))
        #expect(
            html.contains(
                ##"<h2 id="safe-heading">Safe heading <a class="heading-anchor" href="#safe-heading" aria-label="Link to this section">#</a></h2>"##
            ))
    }

    @Test func nothingIsLoadedFromTheNetwork() {
        let pattern = try! NSRegularExpression(
            pattern: #"(?:\ssrc|<link\b[^>]*\shref)="((?:https?:)?//[^"]*)""#, options: [.caseInsensitive])
        for (path, data) in Builds.fixture.files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let remote = LinkAudit.matches(pattern, in: html).map { $0[0] }
            #expect(remote == [], "\(path) loads \(remote)")
        }
        // External <a href> links are fine (the fixture has some, so the check above saw real HTML).
        #expect(
            Builds.page(Builds.fixture, "articles/scene-basics.html").contains(#"<a href="https://developer.apple.com"#)
        )
    }

    @Test func remoteImagesAreRejected() throws {
        let scratch = try Scratch([
            "Content/articles/intro.md": Snippets.article(
                body: "![x](https://example.com/x.png) ![y](//cdn.example.com/y.png)")
        ])
        #expect(
            scratch.diagnostics().map(DiagnosticFormatter.console) == [
                "Content/articles/intro.md:6:1: error: image 'https://example.com/x.png' would be loaded from the network [remote-resource]\n    hint: put the file in Content/assets/ and write ![alt](asset:name)",
                "Content/articles/intro.md:6:33: error: image '//cdn.example.com/y.png' would be loaded from the network [remote-resource]\n    hint: put the file in Content/assets/ and write ![alt](asset:name)",
            ])
    }
}

@Suite struct LinkIntegrityTests {
    @Test func everyInternalLinkOfTheFixtureResolves() {
        let audit = LinkAudit(files: Builds.fixture.files)
        #expect(audit.problems() == [])
    }

    @Test func everyInternalLinkOfTheShippedContentResolves() throws {
        let result = SiteBuilder.generate(Builds.options(content: TestPaths.shippedContent))
        #expect(result.diagnostics.errors == [], "the shipped content builds")
        try #require(!result.files.isEmpty)
        #expect(result.files.count > 100)
        let problems = LinkAudit(files: result.files).problems()
        #expect(problems == [])
    }

    /// The audit itself must catch what it is for.
    @Test func theAuditFindsBrokenLinks() {
        let page = """
            <a href="missing.html">x</a><a href="sub/">folder</a><a href="/abs.html">rooted</a>
            <a href="other.html#nope">frag</a><a href="#here">ok</a><a href="#gone">same page</a>
            <img src="https://cdn.example.com/i.png"><link rel="stylesheet" href="//cdn.example.com/c.css">
            <a href="https://example.com">fine</a><a href="sub">folder without slash</a><h2 id="here"></h2>
            <p id="dup"></p><p id="dup"></p>
            """
        let files = [
            "index.html": Data(page.utf8),
            "other.html": Data(#"<p id="there"></p>"#.utf8),
            "sub/page.html": Data(),
        ]
        #expect(
            LinkAudit(files: files).problems() == [
                "index.html: id 'dup' occurs more than once",
                "index.html: <a href=\"missing.html\"> names no file ('missing.html')",
                "index.html: <a href=\"sub/\"> names a folder",
                "index.html: <a href=\"/abs.html\"> is rooted at '/'",
                "index.html: <a href=\"other.html#nope\">: 'other.html' has no id 'nope'",
                "index.html: <a href=\"#gone\">: 'index.html' has no id 'gone'",
                "index.html: <img src=\"https://cdn.example.com/i.png\"> loads from the network",
                "index.html: <link href=\"//cdn.example.com/c.css\"> loads from the network",
                "index.html: <a href=\"sub\"> names a folder ('sub')",
            ])
    }
}

@Suite struct StrictModeTests {
    static let rawHTML = Snippets.article(body: "Some <b>bold</b> text.")

    @Test func warningsPassByDefault() throws {
        let scratch = try Scratch(["Content/articles/intro.md": StrictModeTests.rawHTML])
        let result = scratch.generate()
        #expect(result.diagnostics.sorted.map(\.severity) == [.warning, .warning])
        #expect(!result.failed(strict: false))
        #expect(!result.files.isEmpty)
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let scratch = try Scratch(["Content/articles/intro.md": StrictModeTests.rawHTML])
        let result = SiteBuilder.build(scratch.options(strict: true, output: "out"))
        #expect(result.failed(strict: true))
        #expect(result.files.isEmpty)
        #expect(!result.wrote)
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("out").path))
    }
}

@Suite struct StagingTests {
    /// Pages are written into the staging folder from several threads, every one must land. (A
    /// 50,000-page build once failed because a thread wrote into a folder another thread was still
    /// creating; this stress test exercises the same path, though on 2 cores it did not reproduce
    /// that race reliably.)
    /// Files are created through folder descriptors while the budget lasts and by path after it
    /// (budget 0: all by path; 40: a few folders by descriptor, the rest by path; the default).
    @Test(arguments: [0, 40, nil] as [Int?])
    func concurrentWritesIntoNewFoldersAllLand(folderDescriptors: Int?) throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        let staging = try writer.begin(folderDescriptors: folderDescriptors)
        // Two files per new four-level folder.
        let files = Dictionary(
            uniqueKeysWithValues: (0..<6000).map { number in
                let folder = number / 2
                return (
                    "a-\(folder % 10)/b-\(folder % 100)/c-\(folder)/d/page-\(number).html", Data("page \(number)".utf8)
                )
            })
        let paths = files.keys.sorted { ($0.count, $0) < ($1.count, $1) }
        Parallel.forEach(paths.count, workers: 8) { staging.put(paths[$0], files[paths[$0]]!) }
        let held = StagingTests.descriptorsOpen(under: directory.url.path)
        #expect(
            folderDescriptors == 0 ? held == 0 : held >= min(folderDescriptors ?? 1, 3000), "\(held) folders held open")
        #expect(staging.commit() == nil)
        #expect(
            StagingTests.descriptorsOpen(under: directory.url.path) == 0, "the folder descriptors are closed by commit")
        var written = readTree(directory.path("out"), includeHidden: true)
        written[SiteWriter.markerName] = nil
        #expect(written == files)
    }

    /// A file where a folder must go: the error names the folder's path, nothing is swapped in, and
    /// `abort` (called by `commit` on failure) closes the folder descriptors and removes the folder.
    @Test func aFileInPlaceOfAFolderIsReportedAndAbortCleansUp() throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        let staging = try writer.begin()
        staging.put("a/b", Data("a file".utf8))
        staging.put("a/b/c.html", Data("blocked".utf8))
        staging.put("a/d/e.html", Data("fine".utf8))
        let problem = staging.commit()
        #expect(problem?.code == .outputWrite)
        #expect(problem?.message.contains("/a/b: Not a directory") == true, "\(problem?.message ?? "none")")
        #expect(StagingTests.descriptorsOpen(under: directory.url.path) == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.path("out").path), "nothing was swapped in")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(leftovers == [], "the staging folder is removed")
    }

    /// The folders of a set of paths: each folder and its parents once, the staging folder included.
    @Test func foldersOfPathsAreCountedWithTheirParentsOnce() {
        #expect(SiteWriter.Staging.folderCount(of: []) == 1)
        #expect(SiteWriter.Staging.folderCount(of: ["index.html", "model.json"]) == 1)
        // "", a, a/b, a/b/c, d.
        #expect(
            SiteWriter.Staging.folderCount(of: ["a/b/c/x.html", "a/b/y.html", "a/z.html", "d/w.html", "a/b/c/v.md"])
                == 5)
        // "", a, a/b, a/b/c: the parents of a deep folder are counted though no file is in them.
        #expect(SiteWriter.Staging.folderCount(of: ["a/b/c/x.html", "a/b/y.html"]) == 4)
    }

    /// `reserveDescriptors` grows the process's descriptor table, in one step, to hold a
    /// descriptor for every folder the files will be written to (as many as the budget allows)
    /// and the margin, and leaves no descriptor open (Linux: `FDSize` in /proc/self/status is the
    /// table's size). 6,101 folders: more than any other test opens, so the table was smaller.
    @Test func reservingDescriptorsGrowsTheTableForEveryFolder() throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        let staging = try writer.begin(folderDescriptors: 10_000)
        let paths = (0..<12_000).map { "p-\($0 / 120)/f-\($0 / 2)/page-\($0).html" }
        #expect(SiteWriter.Staging.folderCount(of: paths) == 6_101)
        staging.reserveDescriptors(forFilesAt: paths)
        var limit = rlimit()
        #expect(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let wanted = min(6_101 + SiteWriter.descriptorMargin, Int(clamping: limit.rlim_cur))
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let size = status.split(separator: "\n").first { $0.hasPrefix("FDSize:") }
            .flatMap { Int($0.dropFirst("FDSize:".count).trimmingCharacters(in: .whitespaces)) }
        #expect((size ?? 0) >= wanted, "descriptor table of \(size ?? 0) slots, \(wanted) wanted")
        #expect(StagingTests.descriptorsOpen(under: directory.url.path) == 0)
        staging.abort()
    }

    /// How many of the process's open file descriptors are of files or folders under `folder`
    /// (Linux: the links in /proc/self/fd, which name real paths; other tests' descriptors are elsewhere).
    static func descriptorsOpen(under folder: String) -> Int {
        let folder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter { entry in
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + entry)) ?? ""
            return target.hasPrefix(folder + "/")
        }.count
    }
}

/// `PhaseClock` (what `build --timings` prints): each phase measured from the end of the previous
/// one, CPU time counted for the work done in it.
@Suite struct PhaseClockTests {
    @Test func phasesFollowEachOtherAndCountTheirCPUTime() {
        var clock = PhaseClock()
        clock.end("idle")
        // ~20 ms of work on this thread (getrusage counts in microseconds).
        let start = Date()
        var sum: UInt64 = 0
        while Date().timeIntervalSince(start) < 0.02 { for value in 0..<10_000 { sum &+= UInt64(value) &* sum | 1 } }
        clock.end("busy")
        #expect(sum != 0)
        #expect(clock.phases.map(\.phase) == ["idle", "busy"])
        #expect(clock.phases.allSatisfy { $0.seconds >= 0 && $0.cpu >= 0 })
        #expect(clock.phases[1].seconds >= 0.02)
        #expect(clock.phases[1].cpu > 0.005, "\(clock.phases[1].cpu) s of CPU for a 20 ms busy loop")
    }
}

/// `BackgroundRelease`: what a build no longer needs is freed on another thread, after `start()`.
@Suite struct BackgroundReleaseTests {
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [pthread_t] = []
        func add() {
            lock.lock()
            threads.append(pthread_self())
            lock.unlock()
        }
        var all: [pthread_t] {
            lock.lock()
            defer { lock.unlock() }
            return threads
        }
    }

    final class Freed: @unchecked Sendable {
        let record: Record
        init(_ record: Record) { self.record = record }
        deinit { record.add() }
    }

    @Test func valuesAreFreedOnAnotherThreadOnlyAfterStart() {
        let record = Record()
        let release = BackgroundRelease(workers: 2)
        do {
            let values = (0..<100).map { _ in Freed(record) }
            release.add(values)
            release.add(Freed(record))
        }
        #expect(record.all.isEmpty, "nothing is freed before start()")
        release.start().wait()
        let threads = record.all
        #expect(threads.count == 101)
        #expect(threads.allSatisfy { pthread_equal($0, pthread_self()) == 0 }, "freed on the caller's thread")
    }

    @Test func oneWorkerFreesOnTheCallingThreadBeforeStartReturns() {
        let record = Record()
        let release = BackgroundRelease(workers: 1)
        release.add(Freed(record))
        release.add([Freed(record), Freed(record)])
        release.start()
        let threads = record.all
        #expect(threads.count == 3)
        #expect(threads.allSatisfy { pthread_equal($0, pthread_self()) != 0 })
    }
}

/// `BackgroundValue`: the templates load on another thread while the content loads.
@Suite struct BackgroundValueTests {
    @Test func theValueIsMadeOnAnotherThreadWhileTheCallerGoesOn() {
        let caller = pthread_self()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let value = BackgroundValue(workers: 2) { () -> (Int, Bool) in
            started.signal()
            // Finishes only after the caller went on past `init` (it signals below).
            proceed.wait()
            return (42, pthread_equal(pthread_self(), caller) == 0)
        }
        started.wait()
        proceed.signal()
        let (number, elsewhere) = value.wait()
        #expect(number == 42)
        #expect(elsewhere, "made on another thread")
    }

    @Test func oneWorkerMakesTheValueAtOnceOnTheCallingThread() {
        let caller = pthread_self()
        let made = BackgroundValue(workers: 1) { pthread_equal(pthread_self(), caller) != 0 }
        #expect(made.wait())
    }
}

/// `PerThread`: a value per thread, kept by the instance; instances made per build (the per-thread
/// template copies, the page renderer's current texts) must not use up the process's keys.
@Suite struct PerThreadTests {
    final class Box: @unchecked Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func eachThreadGetsItsOwnValueOnce() {
        let values = PerThread { Box(Int.random(in: 0..<Int.max)) }
        let mine = values.value
        #expect(values.value === mine, "made once per thread")
        let other = BackgroundValue(workers: 2) { values.value.number }.wait()
        #expect(other != mine.number || values.count == 2)
        #expect(values.count == 2)
    }

    @Test func manyInstancesOneAfterAnotherEachKeepTheirOwnValue() {
        // More instances than a process has thread-specific keys (1,024 with glibc).
        for number in 0..<3000 {
            let values = PerThread { Box(number) }
            #expect(values.value.number == number)
            #expect(values.value.number == number)
        }
    }
}

/// `Parallel.map`: every item mapped once, results in input order, whatever the worker count and
/// however uneven the items.
@Suite struct ParallelMapTests {
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [Int: Int] = [:]
        func add(_ item: Int) {
            lock.lock()
            seen[item, default: 0] += 1
            lock.unlock()
        }
        var all: [Int: Int] {
            lock.lock()
            defer { lock.unlock() }
            return seen
        }
    }

    @Test(arguments: [1, 2, 3, 5])
    func everyItemOnceInOrder(workers: Int) {
        for count in [0, 1, 2, 3, 7, 64, 65, 129, 1000, 4099] {
            let counts = Counts()
            let items = Array(0..<count)
            let results = Parallel.map(items, workers: workers) { item -> Int in
                counts.add(item)
                // Uneven items: some take much longer than their neighbours.
                if item % 97 == 0 { usleep(200) }
                return item * 3
            }
            #expect(results == items.map { $0 * 3 }, "\(count) items, \(workers) workers")
            #expect(
                counts.all.count == count && counts.all.values.allSatisfy { $0 == 1 },
                "\(count) items, \(workers) workers")
        }
    }
}
