import BuiltIn
import Diagnostics
import Foundation
import SampleTypeChecking

/// `scenedocs init --package PATH`: a content folder for documenting a Swift package from its
/// symbol graphs: `site.yaml` titled with the package's name, a home page citing the package, and one extension
/// page for the first public type of its first library, to show how prose is added to a symbol.
enum PackageStarter {
    /// The files to write; an error when the package or its manifest cannot be read.
    static func files(package path: String, swiftc: String?) throws -> [BuiltInFile] {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw CLIError.io(
                "error: '\(TerminalText.escaped(path))' has no Package.swift\nhint: pass the folder of a Swift package with --package"
            )
        }
        let compiler: SwiftCompiler
        switch SwiftCompiler.locate(explicit: swiftc) {
        case .success(let found): compiler = found
        case .failure(let missing):
            throw CLIError.io(
                "error: the package's manifest cannot be read: \(missing.reason)\nhint: install a Swift toolchain, or pass --swiftc with one"
            )
        }
        let swift = (compiler.path as NSString).deletingLastPathComponent + "/swift"
        guard let manifest = PackageManifest.read(package: root.path, swift: swift) else {
            throw CLIError.io(
                "error: swift package dump-package failed for '\(TerminalText.escaped(path))'\nhint: run `swift package dump-package` in the package to see why"
            )
        }
        var files: [BuiltInFile] = [
            file("Content/site.yaml", siteYAML(manifest)),
            file("Content/home.md", home(manifest)),
            file("Content/sources.yaml", sourcesYAML(manifest)),
        ]
        if let (module, type) = firstPublicType(manifest, root: root) {
            files.append(file("Content/symbols/\(module)/\(type).md", extensionPage(type)))
        }
        return files
    }

    static func file(_ path: String, _ text: String) -> BuiltInFile {
        BuiltInFile(path: path, contents: Data(text.utf8))
    }

    static func siteYAML(_ manifest: PackageManifest) -> String {
        """
        title: \(quoted(manifest.name))
        description: \(quoted("The \(manifest.name) package's API reference, from its symbol graphs."))

        """
    }

    /// The package itself, the one source the home page cites until pages cite others.
    static func sourcesYAML(_ manifest: PackageManifest) -> String {
        """
        sources:
          - id: package
            title: \(quoted("The \(manifest.name) package's sources and doc comments"))

        """
    }

    static func home(_ manifest: PackageManifest) -> String {
        let modules = manifest.libraries.map { "`\($0.name)`" }.joined(separator: ", ")
        return """
            ---
            title: \(quoted(manifest.name))
            summary: \(quoted("The home page of the \(manifest.name) reference; its text comes from this file."))
            sources: [package]
            ---
            This reference is generated from the symbol graphs of \(modules.isEmpty ? "the package's modules" : modules):
            every public symbol's page comes from its declaration and doc comment.

            ## Next steps

            - Write doc comments in the package's sources; each rebuild shows them.
            - Add prose, topics and see-also links to a symbol with a page in `Content/symbols/<Module>/`
              whose `id:` names the symbol, as the example here does.
            - Add articles in `Content/articles/` and reading paths in `Content/paths/`.

            """
    }

    static func extensionPage(_ type: String) -> String {
        """
        ---
        id: \(type)
        ---
        This text is added to ``\(type)``'s page, after its doc comment. Say here what the type is
        for and when to reach for it; the declaration, availability and members come from the
        symbol graph.

        """
    }

    /// `"…"` with `"` and `\` escaped: any name is a valid YAML string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The first `public struct|class|enum|protocol|actor Name` at the start of a line, in the
    /// first library with one (files in name order): a top-level public type, whose id in the
    /// graph is its name.
    static func firstPublicType(_ manifest: PackageManifest, root: URL) -> (module: String, type: String)? {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor"]
        for library in manifest.libraries {
            let folder = root.appendingPathComponent(library.sources)
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            let sources = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            for source in sources {
                guard let text = try? String(contentsOf: folder.appendingPathComponent(source), encoding: .utf8)
                else { continue }
                for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                    var words = line.split(separator: " ")[...]
                    guard words.first == "public" || words.first == "open" else { continue }
                    words = words.dropFirst()
                    while let word = words.first, word == "final" { words = words.dropFirst() }
                    guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
                    let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if let first = name.first, first.isLetter || first == "_" {
                        return (library.name, String(name))
                    }
                }
            }
        }
        return nil
    }
}
