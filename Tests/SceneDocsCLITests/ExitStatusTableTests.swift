import Foundation
import TestSupport
import Testing

/// The exit status of every reporting command, for each kind of input, with and without
/// `--strict`, in every report format: one row per (command, strict, input), one expected status
/// per row, the same in all five formats (docs/diagnostics.md, "Exit status").
@Suite(.tags(.heavy), .skippedWhenQuick) struct ExitStatusTableTests {
    enum Command: String, CaseIterable, Sendable {
        /// `build` of a content folder.
        case build
        /// `check` without a folder: builds the content, then checks the site.
        case checkContent = "check"
        /// `check SITE_DIR`: any folder of HTML.
        case checkFolder = "check DIR"
        /// `audit PATH` with a small content model.
        case audit
    }

    enum Input: String, CaseIterable, Sendable {
        case clean, warnings, errors
        /// Input that cannot be read (or a missing folder): the verdict is incomplete.
        case ioError = "io-error"
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var command: Command
        var strict: Bool
        var input: Input
        var status: Int32
        var testDescription: String {
            "\(command.rawValue)\(strict ? " --strict" : "") on \(input.rawValue) → \(status)"
        }
    }

    static let formats = ["human", "json", "github", "junit", "sarif"]

    static let rows: [Row] = [
        Row(command: .build, strict: false, input: .clean, status: 0),
        Row(command: .build, strict: false, input: .warnings, status: 0),
        Row(command: .build, strict: false, input: .errors, status: 1),
        Row(command: .build, strict: false, input: .ioError, status: 2),
        Row(command: .build, strict: true, input: .clean, status: 0),
        Row(command: .build, strict: true, input: .warnings, status: 1),
        Row(command: .build, strict: true, input: .errors, status: 1),
        Row(command: .build, strict: true, input: .ioError, status: 2),
        Row(command: .checkContent, strict: false, input: .clean, status: 0),
        Row(command: .checkContent, strict: false, input: .warnings, status: 0),
        Row(command: .checkContent, strict: false, input: .errors, status: 1),
        Row(command: .checkContent, strict: false, input: .ioError, status: 2),
        Row(command: .checkContent, strict: true, input: .clean, status: 0),
        Row(command: .checkContent, strict: true, input: .warnings, status: 1),
        Row(command: .checkContent, strict: true, input: .errors, status: 1),
        Row(command: .checkContent, strict: true, input: .ioError, status: 2),
        Row(command: .checkFolder, strict: false, input: .clean, status: 0),
        Row(command: .checkFolder, strict: false, input: .warnings, status: 0),
        Row(command: .checkFolder, strict: false, input: .errors, status: 1),
        Row(command: .checkFolder, strict: false, input: .ioError, status: 2),
        Row(command: .checkFolder, strict: true, input: .clean, status: 0),
        Row(command: .checkFolder, strict: true, input: .warnings, status: 1),
        Row(command: .checkFolder, strict: true, input: .errors, status: 1),
        Row(command: .checkFolder, strict: true, input: .ioError, status: 2),
        // Every audit finding is a change to make: warnings fail the run without --strict.
        Row(command: .audit, strict: false, input: .clean, status: 0),
        Row(command: .audit, strict: false, input: .warnings, status: 1),
        Row(command: .audit, strict: false, input: .errors, status: 2),
        Row(command: .audit, strict: false, input: .ioError, status: 2),
        Row(command: .audit, strict: true, input: .clean, status: 0),
        Row(command: .audit, strict: true, input: .warnings, status: 1),
        Row(command: .audit, strict: true, input: .errors, status: 2),
        Row(command: .audit, strict: true, input: .ioError, status: 2),
    ]

    /// The table names each (command, strict, input) once.
    @Test func everyCombinationHasOneRow() {
        let keys = ExitStatusTableTests.rows.map { "\($0.command) \($0.strict) \($0.input)" }
        #expect(keys.count == Set(keys).count)
        #expect(keys.count == Command.allCases.count * 2 * Input.allCases.count)
    }

    @Test(arguments: ExitStatusTableTests.rows) func status(_ row: Row) throws {
        let scratch = try ExitStatusTableTests.input(row.command, row.input)
        var statuses: [String: Int32] = [:]
        for format in ExitStatusTableTests.formats {
            var arguments = ExitStatusTableTests.arguments(row.command, row.input, scratch: scratch.directory.url)
            arguments += ["--format", format] + (row.strict ? ["--strict"] : [])
            statuses[format] = try EndToEndTests.run(arguments, in: scratch.directory.url).status
        }
        #expect(statuses == Dictionary(uniqueKeysWithValues: ExitStatusTableTests.formats.map { ($0, row.status) }))
    }

    /// A content folder (build, check), a folder of HTML (check DIR) or an app with a content
    /// model (audit) that has nothing, a warning, an error, or a file that cannot be read.
    static func input(_ command: Command, _ input: Input) throws -> Scratch {
        switch command {
        case .build, .checkContent:
            switch input {
            case .clean: return try Scratch()
            case .warnings: return try Scratch(["Content/notes.txt": "not part of the model"])
            case .errors:
                return try Scratch([
                    "Content/articles/intro.md":
                        "---\ntitle: Intro\nsummary: The introduction.\nsources: [S9]\n---\nBody.\n"
                ])
            case .ioError:
                let scratch = try Scratch()
                try FileManager.default.createSymbolicLink(
                    atPath: scratch.directory.path("Content/articles/gone.md").path,
                    withDestinationPath: "/nonexistent/gone.md")
                return scratch
            }
        case .checkFolder:
            let page = "<!doctype html><title>a</title><a href=\"b.html\">b</a>"
            switch input {
            case .clean, .ioError: return try Scratch(["site/index.html": page, "site/b.html": page], base: [:])
            case .warnings:
                return try Scratch(
                    ["site/index.html": page, "site/b.html": page], bytes: ["site/c.html": Data([0x3C, 0xFF, 0x3E])],
                    base: [:])
            case .errors: return try Scratch(["site/index.html": page], base: [:])
            }
        case .audit:
            let scratch = try Scratch(base: [:], templates: false)
            try FileManager.default.copyItem(at: AuditCommandTests.apps, to: scratch.directory.path("apps"))
            return scratch
        }
    }

    static func arguments(_ command: Command, _ input: Input, scratch: URL) -> [String] {
        switch command {
        case .build: return ["build", "--output", "out"]
        case .checkContent: return ["check"]
        case .checkFolder: return ["check", input == .ioError ? "never-built" : "site"]
        case .audit:
            let app: String
            switch input {
            case .clean, .errors: app = "apps/Clean"
            case .warnings: app = "apps/Legacy"
            case .ioError: app = "apps/Missing"
            }
            // A content folder with a page that names an unknown source: audit cannot trust its knowledge.
            let content = input == .errors ? scratch.appendingPathComponent("apps").path : AuditCommandTests.content
            return ["audit", app, "--content", content]
        }
    }
}
