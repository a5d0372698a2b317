import ContentModel
import Diagnostics
import Foundation
import Speedups

/// Reads the `*.symbols.json` files of a folder into `GraphFile`s, checking what every later step
/// relies on: a format version this reader knows, one symbol per precise identifier, no cycle of
/// `memberOf`, names without control characters, and a size bound.
public enum GraphReader {
    /// The largest graph read (the Swift standard library's is about 50 MB).
    public static let maximumBytes = 256 << 20
    /// The format versions read: 0.x (the toolchain writes 0.6).
    public static let supportedMajorVersion = 0

    /// The graph files of `folder` (display name `display`), sorted by name; diagnostics for the
    /// folder or files that could not be read.
    public static func files(in folder: URL, display: String) -> (paths: [(URL, String)], diagnostics: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            return (
                [],
                [
                    .error(
                        .symbolGraphInvalid, "symbol graph folder '\(display)' \(InputFile.describe(folder.path))",
                        at: nil, hint: "create it, or name the folder of *.symbols.json files")
                ]
            )
        }
        let graphs = names.filter { $0.hasSuffix(".symbols.json") }.sorted()
        return (graphs.map { (folder.appendingPathComponent($0), display + "/" + $0) }, [])
    }

    /// Reads and checks one file.
    public static func read(_ url: URL, display: String) -> (GraphFile?, [Diagnostic]) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > maximumBytes {
            return (
                nil,
                [
                    .error(
                        .symbolGraphInvalid,
                        "symbol graph is \((size + (1 << 20) - 1) >> 20) MiB, more than the \(maximumBytes >> 20) MiB a graph may hold",
                        at: .file(display), hint: "document the module in parts, or check that this is a symbol graph")
                ]
            )
        }
        guard let data = try? Data(contentsOf: url) else {
            return (
                nil,
                [
                    .error(
                        .ioError, "symbol graph could not be read", at: .file(display),
                        hint: "check the file's permissions")
                ]
            )
        }
        return read(data, display: display)
    }

    /// Reads and checks the bytes of one file.
    public static func read(_ data: Data, display: String) -> (GraphFile?, [Diagnostic]) {
        // The byte-level reader first; what it does not expect, SymbolKit reads and reports.
        let fast = Speedup.graphReader.isOn ? FastGraphReader.read(data, path: display) : nil
        switch fast.map({ .success($0) }) ?? SymbolKitReader.read(data, path: display) {
        case .failure(let failure):
            let at = failure.jsonPath.isEmpty ? "" : " at \(failure.jsonPath)"
            // A value of the wrong shape is located by its path; bytes that are not JSON, where they stop.
            let location = data.withUnsafeBytes { bytes in
                let offset =
                    failure.jsonPath.isEmpty
                    ? JSONLocation.firstError(in: bytes)
                    : JSONLocation.offset(of: JSONLocation.steps(failure.jsonPath), in: bytes)
                        ?? JSONLocation.firstError(in: bytes)
                let (line, column) = JSONLocation.lineAndColumn(of: offset ?? 0, in: bytes)
                return SourceLocation(file: display, line: line, column: column)
            }
            return (
                nil,
                [
                    .error(
                        .symbolGraphInvalid, "not a readable symbol graph\(at): \(failure.message)",
                        at: location, hint: "extract it again with swift-symbolgraph-extract or swift build")
                ]
            )
        case .success(var file):
            // The ids in file order are read again only when a check needs them.
            var order: [String]?? = nil
            // The fast reader reads no graph that repeats an id: only SymbolKit's folds repeats.
            let diagnostics = check(
                &file, mayRepeat: fast == nil && SymbolOrder.preciseKeyCount(in: data) > file.symbols.count,
                order: {
                    if order == nil { order = .some(SymbolOrder.ids(in: data)) }
                    return order!
                },
                locate: { path in
                    data.withUnsafeBytes { bytes in
                        let offset = JSONLocation.offset(of: JSONLocation.steps(path), in: bytes) ?? 0
                        let (line, column) = JSONLocation.lineAndColumn(of: offset, in: bytes)
                        return SourceLocation(file: display, line: line, column: column)
                    }
                })
            placeCommentsWithoutSource(in: &file, data: data)
            return (file, diagnostics)
        }
    }

    /// Gives the lines of each doc comment whose source file the graph does not name their line
    /// and column in the graph file, so that a diagnostic inside one points at the JSON string it
    /// is written in; the newlines are counted once, and only when such a comment exists.
    static func placeCommentsWithoutSource(in file: inout GraphFile, data: Data) {
        let needing = file.symbols.indices.filter {
            let symbol = file.symbols[$0]
            guard let comment = symbol.docComment, comment.textInGraph != nil else { return false }
            return comment.uri == nil && symbol.location?.uri == nil
        }
        guard !needing.isEmpty else { return }
        let newlines = data.withUnsafeBytes { raw -> [Int] in
            var offsets: [Int] = []
            guard let base = raw.baseAddress else { return offsets }
            var index = 0
            while index < raw.count, let found = memchr(base + index, 0x0A, raw.count - index) {
                let offset = base.distance(to: UnsafeRawPointer(found))
                offsets.append(offset)
                index = offset + 1
            }
            return offsets
        }
        for index in needing {
            guard var spans = file.symbols[index].docComment?.textInGraph else { continue }
            for position in spans.indices {
                let offset = spans[position].offset
                // The newlines before the offset: a binary search of the sorted table.
                var low = 0
                var high = newlines.count
                while low < high {
                    let middle = (low + high) / 2
                    if newlines[middle] < offset { low = middle + 1 } else { high = middle }
                }
                spans[position].line = low + 1
                spans[position].column = offset - (low == 0 ? 0 : newlines[low - 1] + 1) + 1
            }
            file.symbols[index].docComment?.textInGraph = spans
        }
    }

    /// The checks every graph passes before conversion; a symbol that fails one is left out.
    /// `mayRepeat`: the file may list an id twice (SymbolKit keeps one of them); `order` gives the
    /// ids in the file's order, for the repeats and for each symbol's JSON path; `locate` the line
    /// and column of a JSON path's value in the file.
    static func check(
        _ file: inout GraphFile, mayRepeat: Bool = false, order: () -> [String]? = { nil },
        locate: (String) -> SourceLocation
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard file.formatVersion.first == supportedMajorVersion else {
            let version = file.formatVersion.map(String.init).joined(separator: ".")
            file.symbols = []
            file.relationships = []
            return [
                .error(
                    .symbolGraphInvalid, "symbol graph format \(version) is not read (metadata.formatVersion)",
                    at: locate("metadata.formatVersion"),
                    hint: "SceneDocs reads format 0.x; extract the graph with a Swift 5.9 or later toolchain")
            ]
        }
        if let bad = firstControlCharacter(in: file.module) {
            file.symbols = []
            file.relationships = []
            return [
                .error(
                    .symbolGraphInvalid, "module name holds the control character \(bad) (module.name)",
                    at: locate("module.name"),
                    hint: "check that this file is a compiler's symbol graph")
            ]
        }
        if mayRepeat, let ids = order() {
            var seenInFile: Set<String> = []
            for (number, id) in ids.enumerated() where !seenInFile.insert(id).inserted {
                diagnostics.append(
                    .error(
                        .symbolGraphInvalid, "symbol '\(Escaped.text(id))' is listed twice (symbols[\(number)])",
                        at: locate("symbols[\(number)]"), hint: "one of them is documented; extract the graph again"))
            }
        }
        var seen: Set<String> = []
        var kept: [GraphSymbol] = []
        for (number, symbol) in file.symbols.enumerated() {
            if !seen.insert(symbol.preciseIdentifier).inserted {
                diagnostics.append(
                    .error(
                        .symbolGraphInvalid,
                        "symbol '\(Escaped.text(symbol.preciseIdentifier))' is listed twice (symbols[\(number)])",
                        at: locate("symbols[\(number)]"), hint: "extract the graph again"))
                continue
            }
            if let bad = (symbol.pathComponents + [symbol.title]).lazy.compactMap(firstControlCharacter).first {
                let number = order()?.firstIndex(of: symbol.preciseIdentifier) ?? number
                diagnostics.append(
                    .error(
                        .symbolGraphInvalid,
                        "symbol '\(Escaped.text(symbol.pathComponents.joined(separator: "/")))' has a name with the control character \(bad) (symbols[\(number)].pathComponents)",
                        at: locate("symbols[\(number)].pathComponents"),
                        hint: "the symbol is left out; check the declaration's name"))
                continue
            }
            kept.append(symbol)
        }
        file.symbols = kept
        // memberOf chains must end: a cycle would give a symbol no place in the reference.
        var parent: [String: String] = [:]
        for relationship in file.relationships where relationship.kind == "memberOf" {
            if parent[relationship.source] == nil { parent[relationship.source] = relationship.target }
        }
        var cyclic: Set<String> = []
        for start in parent.keys.sorted() {
            var visited: [String] = [start]
            var current = parent[start]
            while let node = current, visited.count <= parent.count {
                if node == start {
                    cyclic.formUnion(visited)
                    // Each cycle is reported once, from its smallest member.
                    guard start == visited.min() else { break }
                    // At the relationship that makes `start` a member, in the file's order.
                    let index = file.relationships.firstIndex { $0.kind == "memberOf" && $0.source == start }
                    diagnostics.append(
                        .error(
                            .symbolGraphInvalid,
                            "memberOf relationships form a cycle: \(visited.map(Escaped.text).joined(separator: " → ")) → \(Escaped.text(start)) (relationships[\(index ?? 0)])",
                            at: locate("relationships[\(index ?? 0)]"),
                            hint: "the symbols of the cycle are left out; extract the graph again"))
                    break
                }
                if visited.contains(node) { break }
                visited.append(node)
                current = parent[node]
            }
        }
        if !cyclic.isEmpty {
            file.symbols.removeAll { cyclic.contains($0.preciseIdentifier) }
            file.relationships.removeAll { cyclic.contains($0.source) || cyclic.contains($0.target) }
        }
        return diagnostics
    }

    /// The first C0 or C1 control character of `text`, written `U+0007`.
    static func firstControlCharacter(in text: String) -> String? {
        for scalar in text.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return String(format: "U+%04X", scalar.value)
        }
        return nil
    }
}

/// Text from a graph shown in a message: control characters written as `\u{7}`.
enum Escaped {
    static func text(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
