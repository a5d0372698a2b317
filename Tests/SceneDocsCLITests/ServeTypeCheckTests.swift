import Foundation
import TestSupport
import Testing

/// Whether a Swift compiler is on `PATH` (the samples' type-check needs one).
let swiftcOnPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: String($0) + "/swiftc")
}

/// `serve` type-checks samples after each good rebuild: the page is served at once, and a sample
/// that stops compiling shows as a failure (the last good site stays) until it compiles again.
@Suite(.tags(.heavy), .skippedWhenQuick, .enabled(if: swiftcOnPath, "needs swiftc on PATH"))
struct ServeTypeCheckTests {
    /// Reads the server's standard output as it comes.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) {
            lock.lock()
            text += String(decoding: data, as: UTF8.self)
            lock.unlock()
        }
        var current: String {
            lock.lock()
            defer { lock.unlock() }
            return text
        }
        /// Waits (up to two minutes) until the output has `count` lines containing `needle`.
        func wait(for needle: String, count: Int = 1) async throws -> Bool {
            for _ in 0..<1200 {
                if current.components(separatedBy: needle).count > count { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }
    }

    /// A `scenedocs serve` process whose standard output (and, with `errors`, standard error) is
    /// read into `output` as it comes; `stop` ends it.
    final class Served {
        let process = Process()
        let pipe = Pipe()
        let output = Output()

        init(_ binary: URL, _ arguments: [String], environment: [String: String]? = nil, errors: Bool) throws {
            process.executableURL = binary
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = pipe
            process.standardError = errors ? pipe : FileHandle.nullDevice
            let output = output
            pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
            try process.run()
        }

        func stop() {
            pipe.fileHandleForReading.readabilityHandler = nil
            process.terminate()
            process.waitUntilExit()
        }
    }

    @Test func aSampleThatStopsCompilingFailsAfterTheReloadAndRecovers() async throws {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let folder = try TemporaryDirectory()
        let content = folder.path("Content")
        try FileManager.default.copyItem(
            at: TestPaths.fixtures.appendingPathComponent("typecheck/Content"), to: content)
        // Only the step that compiles, so the first build passes.
        for step in [
            "02-isolation", "03-unknown-member", "04-wrong-label", "05-availability", "06-fragments", "07-misspelt",
        ] {
            try FileManager.default.removeItem(at: content.appendingPathComponent("guides/adopt/\(step).md"))
        }
        for page in ["UIScene", "UISceneSession"] {
            try FileManager.default.removeItem(at: content.appendingPathComponent("symbols/UIKit/\(page).md"))
        }
        let served = try Served(
            binary, ["serve", "--port", "0", "--content", content.path, "--templates", TestPaths.templates.path],
            environment: ProcessInfo.processInfo.environment.merging([
                "SCENEDOCS_CACHE_DIR": folder.path("cache").path
            ]) { $1 }, errors: false)
        defer { served.stop() }
        let output = served.output
        #expect(try await output.wait(for: "Type-checked 1 Swift sample in Swift 6 mode"), "\(output.current)")

        let step = content.appendingPathComponent("guides/adopt/01-compiles.md")
        let good = try String(contentsOf: step, encoding: .utf8)
        try good.replacingOccurrences(of: "Store.shared.save()", with: "Store.shared.saveAll()")
            .write(to: step, atomically: true, encoding: .utf8)
        // The edit is served first (the rebuild line), and the check's failure follows.
        #expect(try await output.wait(for: "samples do not type-check (1 error"), "\(output.current)")
        let rebuilt = output.current.range(of: "rebuilt")?.lowerBound
        let failed = output.current.range(of: "samples do not")?.lowerBound
        #expect(rebuilt != nil && failed != nil && rebuilt! < failed!, "\(output.current)")

        try good.write(to: step, atomically: true, encoding: .utf8)
        #expect(try await output.wait(for: "samples type-check again"), "\(output.current)")
    }
}
