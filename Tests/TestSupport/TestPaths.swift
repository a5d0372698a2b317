import Foundation

/// Where the repository, its templates and the test fixtures are, found from this file's path.
public enum TestPaths {
    /// `Tests/TestSupport/TestPaths.swift` → the package root.
    public static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static let templates = repoRoot.appendingPathComponent("Templates")
    public static let shippedContent = repoRoot.appendingPathComponent("Content")
    public static let fixtures = repoRoot.appendingPathComponent("Tests/SiteGenerationTests/Fixtures")
    public static let basicFixture = fixtures.appendingPathComponent("basic")

    /// Debian's headless-capable Chromium (`apt-get install chromium`), when installed: the tests
    /// that run the reader's scripts in a browser need it and are skipped without it.
    public static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The built `scenedocs` executable: `SCENEDOCS_BIN` when set (another build of it), else next
    /// to the test bundle in the products directory (`.build/<triple>/debug/`), falling back to
    /// `.build/debug/`. Every test that runs the binary finds it here.
    public static var scenedocsBinary: URL? {
        let fm = FileManager.default
        if let path = ProcessInfo.processInfo.environment["SCENEDOCS_BIN"] {
            return fm.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        var candidates: [URL] = []
        var bundle = Bundle.main.bundleURL
        for _ in 0..<3 {
            candidates.append(bundle.appendingPathComponent("scenedocs"))
            bundle = bundle.deletingLastPathComponent()
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("scenedocs"))
        candidates.append(repoRoot.appendingPathComponent(".build/debug/scenedocs"))
        return candidates.first { fm.isExecutableFile(atPath: $0.path) }
    }
}

/// A fresh temporary folder, removed when the value is released.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenedocs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    public func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `files` (path relative to this folder → contents), creating folders as needed.
    public func write(_ files: [String: Data]) throws {
        for (relative, data) in files {
            let file = path(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
    }

    public func write(_ files: [String: String]) throws {
        try write(files.mapValues { Data($0.utf8) })
    }
}

/// Every regular file below `directory` (relative path → bytes); hidden files are included
/// only when `includeHidden`.
public func readTree(_ directory: URL, includeHidden: Bool = false) -> [String: Data] {
    let fm = FileManager.default
    var result: [String: Data] = [:]
    guard let enumerator = fm.enumerator(atPath: directory.path) else { return result }
    for case let relative as String in enumerator {
        if !includeHidden, relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        var isDirectory: ObjCBool = false
        let url = directory.appendingPathComponent(relative)
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        result[relative] = fm.contents(atPath: url.path)
    }
    return result
}
