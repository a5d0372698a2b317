import Foundation
import TestSupport
import Testing

@testable import ContentModel
@testable import Diagnostics

@Suite struct OutputPathsTests {
    @Test func symbolPathsPutMembersInTheirParentsFolder() {
        #expect(
            OutputPaths.symbol(id: "UIScene/activationState", framework: "UIKit")
                == "symbols/uikit/uiscene/activationstate.html")
        #expect(
            OutputPaths.symbol(id: "UIScene.ActivationState", framework: "UIKit")
                == "symbols/uikit/uiscene.activationstate.html")
        #expect(
            OutputPaths.symbol(id: "UIApplicationSceneManifest", framework: "Bundle Resources")
                == "symbols/bundle-resources/uiapplicationscenemanifest.html")
    }

    @Test(arguments: [
        ("index.html", "symbols/uikit/uiscene.html", "symbols/uikit/uiscene.html"),
        ("symbols/uikit/uiscene.html", "index.html", "../../index.html"),
        ("symbols/uikit/uiscene.html", "symbols/uikit/uiscene/activationstate.html", "uiscene/activationstate.html"),
        ("symbols/uikit/uiscene/activationstate.html", "symbols/uikit/uiscene.html", "../uiscene.html"),
        ("symbols/uikit/uiscene/activationstate.html", "symbols/swiftui/app.html", "../../swiftui/app.html"),
        ("symbols/index.html", "symbols/uikit/x.html", "uikit/x.html"),
        ("guides/a.html", "guides/a.html", "a.html"),
        ("articles/x.html", "assets/d.svg", "../assets/d.svg"),
        ("a/b.html", "a", "../a"),
        ("404.html", "mapping.html", "mapping.html"),
    ])
    func relative(_ from: String, _ to: String, _ expected: String) {
        #expect(OutputPaths.relative(from: from, to: to) == expected)
    }

    @Test func rootPrefix() {
        #expect(OutputPaths.rootPrefix(from: "index.html") == "")
        #expect(OutputPaths.rootPrefix(from: "guides/a.html") == "../")
        #expect(OutputPaths.rootPrefix(from: "symbols/uikit/uiscene/x.html") == "../../../")
    }
}

/// Loading checks ASCII ids and versions on bytes; they must agree with the Character rules.
@Suite struct ByteLevelFieldCheckTests {
    @Test func asciiIDsAndVersionsMatchTheCharacterRules() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let alphabet = Array("aZ9./#`_-( ):".utf8) + [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x7F, 0x00]
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<(round % 12) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(
                SymbolReader.isValidSymbolID(text) == SymbolReader.isValidSymbolIDByCharacters(text),
                "\(text.debugDescription)")
            #expect(
                SymbolReader.isVersion(text) == SymbolReader.isVersionByCharacters(text), "\(text.debugDescription)")
        }
        for version in ["13.0", "1", "26.0.1", "1.2.3.4", "", ".", "1.", "٣.٠"] {
            #expect(SymbolReader.isVersion(version) == SymbolReader.isVersionByCharacters(version))
        }
        #expect(
            SymbolReader.isValidSymbolID("UIScene/session") && !SymbolReader.isValidSymbolID("a b")
                && !SymbolReader.isValidSymbolID("/a"))
    }
}

@Suite struct NearMissTests {
    @Test func suggestsTheClosestName() {
        #expect(
            NearMiss.suggestions(for: "UISceneDelegat", among: ["UIScene", "UISceneDelegate"]) == ["UISceneDelegate"])
        #expect(NearMiss.hint(for: "Nope", among: ["Hope", "Rope2", "Something"]) == "did you mean 'Hope'?")
    }

    @Test func ignoresCase() {
        #expect(NearMiss.hint(for: "uiscenedelegate", among: ["UISceneDelegate"]) == "did you mean 'UISceneDelegate'?")
    }

    @Test func nothingCloseGivesNoHint() {
        #expect(NearMiss.hint(for: "Zebra", among: ["UIScene", "UIWindow"]) == nil)
        #expect(NearMiss.hint(for: "abc", among: ["xyz"]) == nil)
        #expect(NearMiss.hint(for: "x", among: [String]()) == nil)
    }

    @Test func bestFirstThenAlphabetical() {
        #expect(NearMiss.suggestions(for: "sources", among: ["sauces", "source"], limit: 2) == ["source", "sauces"])
        #expect(NearMiss.suggestions(for: "cat", among: ["hat", "cut", "bat"], limit: 3) == ["bat", "cut", "hat"])
        #expect(NearMiss.suggestions(for: "cat", among: ["hat", "cut", "bat"]) == ["bat"])
    }

    @Test func thresholdGrowsWithTheName() {
        // 45 characters: a third (15 edits) is still "near".
        let id = "application(_:didFinishLaunchingWithOptions:)"
        #expect(
            NearMiss.hint(for: "application(didFinishLaunchingWithOptions)", among: [id]) == "did you mean '\(id)'?")
        // Short names allow two edits, not three.
        #expect(NearMiss.hint(for: "abcd", among: ["abxy"]) == "did you mean 'abxy'?")
        #expect(NearMiss.hint(for: "abcd", among: ["axyz"]) == nil)
    }

    @Test func editDistance() {
        func distance(_ a: String, _ b: String) -> Int {
            NearMiss.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 10)
        }
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("same", "same") == 0)
    }
}

@Suite struct TextDecodingTests {
    @Test(arguments: [
        ([UInt8]("plain ascii\n".utf8), nil as Int?),
        ([UInt8]("café €  😀".utf8), nil),
        ([0x61, 0xFF], 1),
        ([0xC3, 0x28], 0),
        ([0x61, 0x62, 0xE2, 0x82], 2),  // truncated at the end
        ([0xC0, 0x80], 0),  // overlong two-byte form
        ([0x80], 0),  // lone continuation byte
        ([0x61, 0xF5, 0x80, 0x80, 0x80], 1),
    ])
    func firstInvalidByte(_ bytes: [UInt8], _ expected: Int?) {
        #expect(TextDecoding.firstInvalidByte(in: Data(bytes)) == expected)
    }

    @Test(
        arguments: [
            ([0x61, 0xE0, 0x80, 0x80], 1 as Int?),  // overlong three-byte form of U+0000
            ([0x61, 0xED, 0xA0, 0x80], 1),  // UTF-16 surrogate U+D800
            ([0x61, 0xF4, 0x90, 0x80, 0x80], 1),  // U+110000
            ([0x61, 0xF0, 0x80, 0x80, 0x80], 1),  // overlong four-byte form
        ])
    func firstInvalidByteRejectsEveryMalformedSequence(_ bytes: [UInt8], _ expected: Int?) {
        #expect(TextDecoding.firstInvalidByte(in: Data(bytes)) == expected)
    }

    @Test func decodeReportsLineAndColumnOfTheBadByte() {
        let data = Data("ab\ncd".utf8) + Data([0xFF]) + Data("e\n".utf8)
        guard case .failure(let diagnostic) = TextDecoding.decode(data, file: "Content/x.md") else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(
            diagnostic
                == .error(
                    .invalidUTF8, "file is not valid UTF-8 (byte 0xff)",
                    at: SourceLocation(file: "Content/x.md", line: 2, column: 3), hint: "save the file as UTF-8"))
    }

    @Test func decodeDropsTheByteOrderMarkAndNormalisesLineEndings() {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("a\r\nb\rc\n".utf8)
        guard case .success(let text) = TextDecoding.decode(data, file: "x") else {
            Issue.record("valid UTF-8 was rejected")
            return
        }
        #expect(text == "a\nb\nc\n")
    }
}

@Suite struct DiagnosticFormatterTests {
    @Test func consoleForm() {
        let located = Diagnostic.error(
            .unknownField, "unknown field 'titel'", at: SourceLocation(file: "Content/a.md", line: 2, column: 1),
            hint: "did you mean 'title'?")
        #expect(
            DiagnosticFormatter.console(located)
                == "Content/a.md:2:1: error: unknown field 'titel' [unknown-field]\n    hint: did you mean 'title'?")
        let unlocated = Diagnostic.warning(.rawHTML, "m", at: nil)
        #expect(DiagnosticFormatter.console(unlocated) == "warning: m [raw-html]")
    }

    @Test func jsonForm() throws {
        let json = DiagnosticFormatter.json([
            .error(.unknownSource, "unknown source 'X'", at: SourceLocation(file: "Content/a.md", line: 4, column: 10)),
            .warning(.contentEmpty, "m", at: nil, hint: "h"),
        ])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["file"] as? String == "Content/a.md")
        #expect(entries[0]["line"] as? Int == 4)
        #expect(entries[0]["column"] as? Int == 10)
        #expect(entries[0]["code"] as? String == "unknown-source")
        #expect(entries[0]["severity"] as? String == "error")
        #expect(entries[1]["hint"] as? String == "h")
        #expect(entries[1]["file"] == nil)
    }

    @Test func sortedPutsUnlocatedFirstThenFileOrderAndDropsDuplicates() {
        let a = Diagnostic.error(.unknownField, "a", at: SourceLocation(file: "Content/b.md", line: 1, column: 1))
        let b = Diagnostic.error(.unknownField, "b", at: SourceLocation(file: "Content/a.md", line: 9, column: 1))
        let c = Diagnostic.error(.unknownField, "c", at: SourceLocation(file: "Content/a.md", line: 2, column: 5))
        let d = Diagnostic.error(.contentEmpty, "d", at: nil)
        let diagnostics = Diagnostics([a, b, c, d, a])
        #expect(diagnostics.sorted == [d, c, b, a])
        #expect(diagnostics.failed(strict: false))
        #expect(!Diagnostics([.warning(.rawHTML, "w", at: nil)]).failed(strict: false))
        #expect(Diagnostics([.warning(.rawHTML, "w", at: nil)]).failed(strict: true))
    }
}

/// The loader's read-ahead thread starts only when a probed file would wait for the disk.
@Suite struct ReadAheadTests {
    @Test func probesAreSpreadOverTheListFirstAndLastIncluded() {
        let paths = (0..<100).map { "file-\($0).md" }
        let probed = ReadAhead.probedPaths(paths)
        #expect(probed.count == ReadAhead.probes)
        #expect(probed.first == "file-0.md")
        #expect(probed.last == "file-99.md")
        #expect(Set(probed).count == probed.count)
        #expect(ReadAhead.probedPaths(Array(paths.prefix(3))) == Array(paths.prefix(3)))
    }

    #if os(Linux)
        @Test func aFileJustWrittenIsInMemoryAndAnEvictedOneIsOnDisk() throws {
            let directory = try TemporaryDirectory()
            let file = directory.path("page.md")
            try Data(repeating: UInt8(ascii: "x"), count: 64 * 1024).write(to: file)
            #expect(ReadAhead.residency(directory.path("missing.md").path) == .unknown)
            let written = ReadAhead.residency(file.path)
            // A file system that cannot answer without reading says `unknown` (the thread then starts).
            #expect(written != .onDisk)
            guard written == .inMemory else { return }
            // Written to disk and dropped from the page cache (a memory file system keeps its pages:
            // there is no disk to wait for).
            guard let type = ReadAheadTests.fileSystemType(of: directory.url.resolvingSymlinksInPath().path),
                !["tmpfs", "ramfs"].contains(type)
            else { return }
            let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
            #expect(descriptor >= 0)
            _ = fsync(descriptor)
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
            close(descriptor)
            #expect(ReadAhead.residency(file.path) == .onDisk)
        }

        /// The type of the file system `path` is on, from the longest mount point over it.
        static func fileSystemType(of path: String) -> String? {
            guard let mounts = try? String(contentsOfFile: "/proc/mounts", encoding: .utf8) else { return nil }
            var best: (point: String, type: String)?
            for line in mounts.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count > 2 else { continue }
                let point = String(fields[1])
                guard path == point || path.hasPrefix(point == "/" ? "/" : point + "/") else { continue }
                if point.count > best?.point.count ?? -1 { best = (point, String(fields[2])) }
            }
            return best?.type
        }
    #endif
}
