import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `SCENEDOCS_WITHOUT` switches off the hand-written copies of libraries and the speed techniques
/// so that one binary can measure what each buys (Benchmarks/README.md). Each path must give the
/// same bytes as the default: the library stays the reference the copy is tested against.
@Suite(.tags(.heavy), .skippedWhenQuick) struct SpeedupSwitchTests {
    static let names = [
        "plain-yaml", "swift-classifier", "sorted-json-encoder", "spliced-json", "read-ahead", "page-edit",
        "mustache-engine", "all",
    ]

    /// The shipped content (front matter, model files, Swift samples, `model.json`, the search index)
    /// built once by default and once per switch.
    @Test func everySwitchBuildsTheSameBytes() throws {
        let scratch = try Scratch([:], base: [:])
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: scratch.directory.path("Content"))
        let reference = try EndToEndTests.run(["build", "--quiet", "--output", "default"], in: scratch.directory.url)
        #expect(reference.status == 0, "\(reference.stderr)")
        let expected = readTree(scratch.directory.path("default"))
        #expect(expected.count > 200)
        for name in Self.names {
            let run = try EndToEndTests.run(
                ["build", "--quiet", "--output", name], in: scratch.directory.url,
                environment: ["SCENEDOCS_WITHOUT": name])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            let built = readTree(scratch.directory.path(name))
            #expect(built.keys.sorted() == expected.keys.sorted(), "\(name)")
            let differing = expected.keys.filter { built[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "SCENEDOCS_WITHOUT=\(name) changed \(differing.prefix(5))")
        }
    }

    /// `check` of the built shipped site reads every page with gumbo's tree without the fast
    /// scanner, and reports the same findings and counts.
    @Test func checkReportsTheSameWithoutTheFastScanner() throws {
        let scratch = try Scratch([:], base: [:])
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: scratch.directory.path("Content"))
        let built = try EndToEndTests.run(["build", "--quiet", "--output", "site"], in: scratch.directory.url)
        #expect(built.status == 0, "\(built.stderr)")
        func report(_ without: String) throws -> (status: Int32, json: NSDictionary) {
            let run = try EndToEndTests.run(
                ["check", "--format", "json", "--list-skipped", "site"], in: scratch.directory.url,
                environment: ["SCENEDOCS_WITHOUT": without])
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
            // The time a check took is all that may differ.
            var summary = object["summary"] as? [String: Any] ?? [:]
            summary["seconds"] = nil
            var comparable = object
            comparable["summary"] = summary
            return (run.status, comparable as NSDictionary)
        }
        let fast = try report("")
        let gumbo = try report("fast-page-scanner")
        #expect(((fast.json["summary"] as? [String: Any])?["links"] as? Int ?? 0) > 1000)
        #expect(gumbo.status == fast.status)
        #expect(gumbo.json == fast.json)
    }

    /// A misspelt name would measure the default while claiming otherwise: the run stops.
    @Test func anUnknownNameIsRefused() throws {
        let scratch = try Scratch()
        let run = try EndToEndTests.run(
            ["build", "--output", "out"], in: scratch.directory.url,
            environment: ["SCENEDOCS_WITHOUT": "read-ahead, read-ahaed"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: SCENEDOCS_WITHOUT names no technique 'read-ahaed'; use a comma-separated list of: all, "
                + "plain-yaml, swift-classifier, sorted-json-encoder, spliced-json, read-ahead, page-edit, mustache-engine, "
                + "fast-page-scanner, page-memo, graph-reader\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("out").path))
    }

    /// `serve` answers a saved body edit with the page a cold build of the edited content writes,
    /// through the page-edit path and without it.
    @Test(arguments: ["", "page-edit", "page-memo", "all"])
    func aServedEditMatchesAColdBuild(without: String) async throws {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let scratch = try Scratch([:], base: [:])
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: scratch.directory.path("Content"))
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0"]
        process.environment = ProcessInfo.processInfo.environment.merging(["SCENEDOCS_WITHOUT": without]) { $1 }
        process.currentDirectoryURL = scratch.directory.url
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var printed = ""
        while !printed.contains("(live reload") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        let address = try #require(printed.firstMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\//)?.output, "\(printed)")
        let page = "articles/disconnect-is-not-destroy.html"
        let article = scratch.directory.path("Content/articles/disconnect-is-not-destroy.md")
        let marker = "A sentence appended while the preview runs."
        try (String(contentsOf: article, encoding: .utf8) + "\n\(marker)\n").write(
            to: article, atomically: true, encoding: .utf8)
        var served = ""
        for _ in 0..<300 where !served.contains(marker) {
            try await Task.sleep(nanoseconds: 100_000_000)
            let (data, _) = try await URLSession.shared.data(from: URL(string: String(address) + page)!)
            served = String(decoding: data, as: UTF8.self)
        }
        #expect(served.contains(marker))
        let built = try EndToEndTests.run(["build", "--quiet", "--output", "cold"], in: scratch.directory.url)
        #expect(built.status == 0, "\(built.stderr)")
        let cold = try String(contentsOf: scratch.directory.path("cold/" + page), encoding: .utf8)
        let liveReload = "<script src=\"/__scenedocs/live-reload.js\"></script>"
        #expect(served.replacingOccurrences(of: liveReload, with: "") == cold)
    }
}
