import Foundation
import Testing

@testable import LinkChecking

/// The local test server (Fixtures/server.py), started by each test on a free port of 127.0.0.1.
final class TestServer {
    let process = Process()
    private let input = Pipe()
    let port: Int

    init() throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.folder.appendingPathComponent("server.py").path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw CheckError.unreadable("server.py", "no port") }
        self.port = port
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Requests the server has answered so far.
    func requestCount() throws -> Int {
        let data = try Data(contentsOf: URL(string: url("/__count"))!)
        return Int(String(decoding: data, as: UTF8.self)) ?? -1
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }
}

@Suite(.serialized) struct ExternalTests {
    func options(cache: URL?) -> CheckOptions {
        var options = CheckOptions()
        options.checkExternal = true
        options.external.timeout = 1
        options.external.retries = 1
        options.external.backoff = 0.05
        options.external.cacheFile = cache
        return options
    }

    func site(_ server: TestServer) throws -> URL {
        let links = ["/ok", "/redirect", "/missing", "/error", "/slow", "/no-head"]
            .map { "<a href=\"\(server.url($0))\">x</a>" }.joined(separator: "\n")
        return try Fixtures.temporarySite(["index.html": links + "\n<a href=\"\(server.url("/ok"))#frag\">again</a>\n"])
    }

    @Test func statusesRedirectsTimeouts() async throws {
        let server = try TestServer()
        let root = try site(server)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try await LinkChecker(options: options(cache: nil)).check(directory: root)
        let findings = report.problems.map(Finding.init)
        #expect(
            findings == [
                Finding("index.html", 3, 10, .broken, "broken link '\(server.url("/missing"))' (HTTP 404)"),
                Finding("index.html", 4, 10, .broken, "broken link '\(server.url("/error"))' (HTTP 500 after 1 retry)"),
                Finding(
                    "index.html", 5, 10, .broken,
                    "broken link '\(server.url("/slow"))' (timed out after 1 s after 1 retry)"),
            ])
        #expect(report.summary.externalRequests == 6)
        #expect(report.summary.skipped == 0)
        // The slow answer (30 s) is cut by the 1 s timeout: the finding above says so. (No wall-clock
        // bound here: on a loaded machine it made the test flaky.)
    }

    @Test func secondRunIsAnsweredFromTheCache() async throws {
        let server = try TestServer()
        let root = try site(server)
        let cache = root.appendingPathComponent("cache/links.json")
        defer { try? FileManager.default.removeItem(at: root) }
        var options = options(cache: cache)
        options.exclusions = ExclusionList()
        try options.exclusions.add("/slow|/error")
        let first = try await LinkChecker(options: options).check(directory: root)
        let afterFirst = try server.requestCount()
        #expect(first.summary.externalRequests == 4)
        #expect(afterFirst >= 4)
        let second = try await LinkChecker(options: options).check(directory: root)
        #expect(try server.requestCount() == afterFirst, "no request on the second run")
        #expect(second.summary.externalRequests == 0)
        #expect(second.problems.map(Finding.init) == first.problems.map(Finding.init))
        #expect(second.problems.map(\.message) == ["broken link '\(server.url("/missing"))' (HTTP 404)"])

        options.external.cacheMaxAge = 0
        let expired = try await LinkChecker(options: options).check(directory: root)
        #expect(expired.summary.externalRequests == 4)
    }

    @Test func externalLinksAreSkippedByDefault() async throws {
        let server = try TestServer()
        let root = try site(server)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try await LinkChecker().check(directory: root)
        #expect(report.problems.isEmpty)
        #expect(report.summary.skipped == 7)
        #expect(try server.requestCount() == 0)
    }
}
