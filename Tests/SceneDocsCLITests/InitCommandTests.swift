import Foundation
import TestSupport
import Testing

/// `scenedocs init`, the built-in theme and `--version`, as a new user meets them.
@Suite(.tags(.heavy), .skippedWhenQuick) struct InitCommandTests {
    @Test func initWritesAProjectThatBuildsStrictWithTheBuiltInTheme() throws {
        let folder = try TemporaryDirectory()
        let made = try EndToEndTests.run(["init", "docs"], in: folder.url)
        #expect(made.status == 0, "stderr: \(made.stderr)")
        #expect(made.stdout.hasPrefix("Created "), "\(made.stdout)")
        let project = folder.url.appendingPathComponent("docs")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates").path))
        // No Templates/ folder and no --templates: the built-in theme.
        let built = try EndToEndTests.run(["build", "--strict", "--output", "out"], in: project)
        #expect(built.status == 0, "stderr: \(built.stderr)")
        #expect(built.stderr == "")
        let checked = try EndToEndTests.run(["check", "out"], in: project)
        #expect(checked.status == 0, "stderr: \(checked.stderr)")
        // The built-in theme's stylesheet is the repository's.
        let css = try Data(contentsOf: project.appendingPathComponent("out/assets/scenedocs.css"))
        #expect(css == (try Data(contentsOf: TestPaths.templates.appendingPathComponent("assets/scenedocs.css"))))
    }

    @Test func initWithThemeWritesTheTemplatesAndBuildUsesThem() throws {
        let folder = try TemporaryDirectory()
        let made = try EndToEndTests.run(["init", "--theme"], in: folder.url)
        #expect(made.status == 0, "stderr: \(made.stderr)")
        let layout = folder.url.appendingPathComponent("Templates/layout.mustache")
        #expect(
            try Data(contentsOf: layout)
                == (try Data(contentsOf: TestPaths.templates.appendingPathComponent("layout.mustache"))))
        // A customised Templates/ in the current folder is used without --templates.
        try Data("{{<broken".utf8).write(to: folder.url.appendingPathComponent("Templates/404.mustache"))
        let built = try EndToEndTests.run(["build", "--output", "out"], in: folder.url)
        #expect(built.status == 1)
        #expect(built.stderr.contains("Templates/404.mustache:1:"), "\(built.stderr)")
    }

    @Test func initRefusesToOverwriteAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("title: Mine\n".utf8).write(to: folder.url.appendingPathComponent("Content/site.yaml"))
        let run = try EndToEndTests.run(["init"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("error: 1 file would be overwritten; nothing was written:\n"), "\(run.stderr)")
        #expect(run.stderr.contains("Content/site.yaml"))
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("Content/site.yaml"), encoding: .utf8)
                == "title: Mine\n")
        let entries = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("Content").path)
        #expect(entries == ["site.yaml"])
    }

    /// `swift` beside a `swiftc` on PATH: what reads a package's manifest and builds it.
    static let swiftOnPath: Bool = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/swift")
            && FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
            && FileManager.default.isExecutableFile(atPath: "\($0)/swift-symbolgraph-extract")
    }

    /// `init --package`: a site titled with the package's name and one extension page for its
    /// first public type, which builds `--strict` with the package and adds its prose there.
    @Test(.enabled(if: swiftOnPath, "needs swift, swiftc and swift-symbolgraph-extract on PATH"))
    func initForAPackageWritesExtensionPagesThatBuildStrict() throws {
        let folder = try TemporaryDirectory()
        let package = TestPaths.fixtures.appendingPathComponent("graph/Package").path
        let made = try EndToEndTests.run(["init", "docs", "--package", package], in: folder.url)
        #expect(made.status == 0, "stderr: \(made.stderr)")
        #expect(
            made.stdout.hasPrefix("Created 4 files in docs.\nNext: cd docs && scenedocs serve --package \(package)"))
        let project = folder.url.appendingPathComponent("docs")
        #expect(
            try String(contentsOf: project.appendingPathComponent("Content/site.yaml"), encoding: .utf8)
                == "title: \"Shapes\"\ndescription: \"The Shapes package's API reference, from its symbol graphs.\"\n")
        let page = project.appendingPathComponent("Content/symbols/Shapes/Canvas.md")
        #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix("---\nid: Canvas\n---\n"))
        let built = try EndToEndTests.run(["build", "--strict", "--output", "out", "--package", package], in: project)
        #expect(built.status == 0, "stderr: \(built.stderr)")
        let canvas = try String(
            contentsOf: project.appendingPathComponent("out/symbols/shapes/canvas.html"), encoding: .utf8)
        #expect(canvas.contains("This text is added to <code>Canvas</code>"))
    }

    @Test func initForAFolderWithoutManifestWritesNothing() throws {
        let folder = try TemporaryDirectory()
        let run = try EndToEndTests.run(["init", "docs", "--package", "."], in: folder.url)
        #expect(run.status == 2)
        #expect(
            run.stderr == "error: '.' has no Package.swift\nhint: pass the folder of a Swift package with --package\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("docs").path))
    }

    @Test func versionAnswers() throws {
        let folder = try TemporaryDirectory()
        let run = try EndToEndTests.run(["--version"], in: folder.url)
        #expect(run.status == 0)
        let pattern = try Regex(#"^[0-9]+\.[0-9]+\.[0-9]+( \(commit [0-9a-f]{7,40}\))?\n$"#)
        #expect(run.stdout.wholeMatch(of: pattern) != nil, "printed: \(run.stdout)")
    }

    /// A folder on the way that is a symbolic link is not written through: `init` on a link to
    /// `/etc` created `/etc/Content`.
    @Test func initRefusesSymbolicLinksAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("Content"), withDestinationURL: elsewhere.url)
        let run = try EndToEndTests.run(["init"], in: folder.url)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: '\(folder.url.path)/Content' is a symbolic link; init does not write through links, so nothing was written\nhint: run init in the folder the link points to, or remove the link\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path) == [])

        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("docs"), withDestinationURL: elsewhere.url)
        let linked = try EndToEndTests.run(["init", "docs"], in: folder.url)
        #expect(linked.status == 2)
        #expect(linked.stderr.hasPrefix("error: '\(folder.url.path)/docs' is a symbolic link;"), "\(linked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path) == [])
    }

    /// A write that fails part-way (here the file-size limit, as a full disk would) leaves no file
    /// behind, so the next run is not refused.
    @Test func aFailedInitLeavesNothingAndCanBeRunAgain() throws {
        let folder = try TemporaryDirectory()
        let binary = try #require(TestPaths.scenedocsBinary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 2 && exec \"$0\" init --theme", binary.path]
        process.currentDirectoryURL = folder.url
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(
            stderr
                == "error: cannot write into '.': File too large; nothing was written\nhint: free some space or fix the folder's permissions, then run init again\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
        let again = try EndToEndTests.run(["init", "--theme"], in: folder.url)
        #expect(again.status == 0, "stderr: \(again.stderr)")
    }
}
