import Diagnostics
import Foundation
import Templating

#if canImport(Glibc)
    import Glibc
#endif

/// Templates, NUL-separated: the first is `fuzz.mustache`, the next ones `partials/fuzz1.mustache`,
/// `partials/fuzz2.mustache`, …, written beside a copy of the shipped theme (so `{{<layout}}` and
/// its partials resolve). They are loaded as a build loads `Templates/` (swift-mustache's syntax
/// check, the nesting limit, the URL check) and, when they load, `fuzz` is rendered with a view
/// model of every kind of value, within the render's bounds of work and output.
enum TemplatesTarget {
    /// The most templates one input is split into.
    static let maximumTemplates = 8

    static func run(_ input: UnsafeRawBufferPointer) {
        let parts = input.split(separator: 0, maxSplits: maximumTemplates - 1, omittingEmptySubsequences: false)
        let names = parts.indices.map { $0 == 0 ? "fuzz.mustache" : "partials/fuzz\($0).mustache" }
        for number in parts.count..<maximumTemplates {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("partials/fuzz\(number).mustache"))
        }
        for (part, name) in zip(parts, names) {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(part))
        }
        let (templates, diagnostics) = TemplateSet.load(directory: folder, displayPrefix: "Templates", cache: cache)
        for diagnostic in diagnostics { _ = DiagnosticFormatter.console(diagnostic) }
        guard let templates else { return }
        var output: [UInt8] = []
        templates.render("fuzz", context, into: &output)
        _ = templates.expansionOverruns
    }

    /// Parsed templates kept from input to input: the theme's are parsed once.
    static let cache = TemplateSet.ParseCache()

    /// The scratch folder: the shipped theme plus the input's templates (removed at exit).
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenedocs-fuzz-templates-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        do {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Templates"), to: folder)
        } catch {
            fatalError("cannot copy the shipped templates to \(folder.path): \(error)")
        }
        atexit { try? FileManager.default.removeItem(at: TemplatesTarget.folder) }
        return folder
    }()

    /// Text (with characters to escape), numbers, booleans, lists of values and of objects, nested
    /// objects, empty values, and the names the shipped templates use.
    nonisolated(unsafe) static let context: [String: Any] = {
        let item: [String: Any] = [
            "title": "One <b>&amp;</b> \"two\"", "href": "a.html", "summary": "s", "id": "x", "isSymbol": true,
            "hasHref": true, "count": 2, "items": ["a", "b"],
        ]
        let other: [String: Any] = [
            "title": "Three", "href": "", "isSymbol": false, "isEmpty": true, "items": [] as [Any], "why": "w",
        ]
        return [
            "title": "Title <&> \"'", "pageTitle": "Page", "siteTitle": "Site", "summary": "Summary",
            "root": "../", "html": "<p>raw</p>", "empty": "", "zero": 0, "count": 3, "yes": true, "no": false,
            "id": "fuzz", "isSymbol": true, "isDeprecated": false, "isEmpty": false, "hasHref": true,
            "items": [item, other, item], "steps": [other, item], "strings": ["x", "<y>", ""],
            "numbers": [1, 2, 3], "nested": ["child": ["title": "deep", "items": [item]] as [String: Any]],
            "emptyList": [] as [Any], "nav": [item, other], "sidebar": "<nav></nav>", "main": "<main></main>",
        ]
    }()
}

/// The repository this package is in (the fuzz targets read its theme and content).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
