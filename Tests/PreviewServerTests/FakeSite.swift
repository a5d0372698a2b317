import Diagnostics
import Foundation

@testable import PreviewServer

/// A tiny site built from a temporary source folder, standing in for the generator: `home.txt` is
/// the home page's text; a line holding `BROKEN` fails the build with a diagnostic pointing at it.
final class FakeSite: Sendable {
    let root: URL
    var source: URL { root.appendingPathComponent("src") }
    var home: URL { source.appendingPathComponent("home.txt") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        try write("Hello")
    }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: home)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The rebuild closure the server is given.
    var rebuild: Rebuild {
        let home = self.home
        return { _ in
            let text = (try? String(contentsOf: home, encoding: .utf8)) ?? ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let range = line.range(of: "BROKEN") {
                    let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
                    return .failure(
                        Diagnostics([
                            .error(
                                .unresolvedReference, "no symbol named 'BROKEN'",
                                at: SourceLocation(file: "src/home.txt", line: number + 1, column: column),
                                hint: "did you mean 'UISceneDelegate'?")
                        ]))
                }
            }
            return .success(files: FakeSite.files(home: text))
        }
    }

    static let notFoundPage = "<!doctype html><html><body><h1>Custom not found</h1></body></html>"

    /// One file of every kind a site serves.
    static func files(home: String) -> [String: Data] {
        [
            "index.html": "<!doctype html><html><head><title>Home</title></head><body><h1>\(home)</h1></body></html>",
            "404.html": notFoundPage,
            "guide/index.html": "<!doctype html><html><body>Guide</body></html>",
            "guide/step-1.html": "<!doctype html><html><BODY>Step 1</BODY></html>",
            "assets/scenedocs.css": "body { color: black }",
            "assets/app.js": "console.log(1)",
            "assets/fonts/body.woff2": "wOF2",
            "img/scene-hierarchy.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "img/photo.png": "\u{89}PNG",
            "search.json": "[]",
            "sitemap.xml": "<urlset/>",
            "fragment.html": "<p>no body element</p>",
        ].mapValues { Data($0.utf8) }
    }
}
