import ContentModel
import Foundation
import Parallelism

/// A byte-level reader of the symbol-graph fields SceneDocs uses, a copy of what
/// `SymbolKitReader` (swift-docc-symbolkit 1.0.0) makes of a graph: SymbolKit's `JSONDecoder`
/// decode of the standard library's graph takes most of a build of it (Benchmarks/README.md,
/// "Symbol graphs"), this reader a fraction. For every graph SymbolKit reads, this reader gives
/// the same `GraphFile` or none (`FastGraphReaderTests`); anything it does not expect — a repeated
/// precise id or key, a kind or constraint SymbolKit does not know, a missing required key, a value
/// of another type, invalid JSON or UTF-8 — returns nil, and SymbolKit reads the file and says what
/// is wrong. Mixins SceneDocs does not use (`spi`, `functionSignature`, …) are skipped unread, so
/// a graph SymbolKit rejects only for a malformed one of those is read here.
enum FastGraphReader {
    /// The reader's answer for anything it leaves to SymbolKit.
    struct Unexpected: Error {}

    /// SymbolKit's known kind identifiers (`KindIdentifier`), which a `swift.` prefix may precede.
    static let kinds: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "enum.case", "func", "func.op", "init", "ivar", "macro",
        "method", "property", "protocol", "snippet", "snippetGroup", "struct", "subscript", "type.method",
        "type.property", "type.subscript", "typealias", "var", "module", "extension", "dictionary",
        "dictionaryKey", "httpRequest", "httpParameter", "httpBody", "httpResponse", "namespace",
    ]
    static let constraintKinds: Set<String> = ["conformance", "superclass", "sameType"]

    /// The graph in `data` (the file shown as `path`), or nil to let SymbolKit read it.
    static func read(_ data: Data, path: String) -> GraphFile? {
        data.withUnsafeBytes { raw -> GraphFile? in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            do {
                let file = try graph(&scanner, path: path)
                scanner.skipSpace()
                guard scanner.atEnd else { return nil }
                return file
            } catch {
                return nil
            }
        }
    }

    static func graph(_ s: inout JSONScanner, path: String) throws -> GraphFile {
        var version: [Int]?
        var module: String?
        var symbols: [GraphSymbol]?
        var relationships: [GraphRelationship]?
        try s.object { s, key in
            switch key {
            case "metadata":
                var generator = false
                try s.object { s, key in
                    switch key {
                    case "formatVersion": version = try semanticVersion(&s)
                    case "generator":
                        _ = try s.string()
                        generator = true
                    default: try s.skipValue()
                    }
                }
                guard generator else { throw Unexpected() }
            case "module":
                var platform = false
                try s.object { s, key in
                    switch key {
                    case "name": module = try s.string()
                    case "platform":
                        try s.skipValue()
                        platform = true
                    default: try s.skipValue()
                    }
                }
                guard platform else { throw Unexpected() }
            case "symbols": symbols = try elements(&s, symbol)
            case "relationships": relationships = try elements(&s, relationship)
            default: try s.skipValue()
            }
        }
        guard let version, let module, var symbols, let relationships else { throw Unexpected() }
        // SymbolKit keeps symbols by precise id: a repeat is its to resolve.
        symbols.sort { $0.preciseIdentifier < $1.preciseIdentifier }
        for index in symbols.indices.dropFirst()
        where symbols[index].preciseIdentifier == symbols[index - 1].preciseIdentifier {
            throw Unexpected()
        }
        return GraphFile(
            path: path, module: module, formatVersion: version, symbols: symbols, relationships: relationships)
    }

    /// Arrays with at least this many elements are read on several threads (`elements`).
    static let parallelElements = 2_048

    /// The elements of the array at the cursor, each read by `read`, in order. A large array (the
    /// standard library lists 16,000 symbols) is first split at its top-level commas
    /// (`JSONScanner.elementRanges`), then its elements are read on every core; each must end
    /// exactly where its range does, so the bytes accepted are those the one-pass reading accepts.
    static func elements<Element>(
        _ s: inout JSONScanner, _ read: (inout JSONScanner) throws -> Element
    ) throws -> [Element] {
        var list: [Element] = []
        let start = s.index
        let ranges = try s.elementRanges()
        guard ranges.count >= parallelElements else {
            s.index = start
            try s.array { s in list.append(try read(&s)) }
            return list
        }
        let bytes = s.bytes
        let read = Parallel.map(ranges) { range -> Element? in
            var scanner = JSONScanner(bytes, at: range.lowerBound)
            guard let element = try? read(&scanner) else { return nil }
            scanner.skipSpace()
            return scanner.index == range.upperBound ? element : nil
        }
        list.reserveCapacity(read.count)
        for element in read {
            guard let element else { throw Unexpected() }
            list.append(element)
        }
        return list
    }

    /// `{major, minor?, patch?}`; a prerelease or build part is SymbolKit's to read.
    static func semanticVersion(_ s: inout JSONScanner) throws -> [Int] {
        var major: Int?
        var minor = 0
        var patch = 0
        try s.object { s, key in
            switch key {
            case "major": major = try s.int()
            case "minor": minor = try s.int()
            case "patch": patch = try s.int()
            default: throw Unexpected()
            }
        }
        guard let major else { throw Unexpected() }
        return [major, minor, patch]
    }

    static func kind(_ identifier: String) throws -> String {
        if kinds.contains(identifier) { return identifier }
        if identifier.hasPrefix("swift."), case let bare = String(identifier.dropFirst(6)), kinds.contains(bare) {
            return bare
        }
        throw Unexpected()
    }

    static func symbol(_ s: inout JSONScanner) throws -> GraphSymbol {
        var precise: String?
        var kindName: String?
        var pathComponents: [String]?
        var title: String?
        var accessLevel: String?
        var fragments: [DeclarationFragment] = []
        var docComment: GraphDocComment?
        var availability: [GraphAvailability] = []
        var location: GraphPosition?
        var extendedModule: String?
        var extensionConstraints: [GenericConstraint] = []
        var genericConstraints: [GenericConstraint] = []
        var genericParameters: [String] = []
        try s.object { s, key in
            switch key {
            case "identifier":
                var language = false
                try s.object { s, key in
                    switch key {
                    case "precise": precise = try s.string()
                    case "interfaceLanguage":
                        _ = try s.string()
                        language = true
                    default: try s.skipValue()
                    }
                }
                guard language else { throw Unexpected() }
            case "kind":
                var display = false
                try s.object { s, key in
                    switch key {
                    case "identifier": kindName = try kind(try s.string())
                    case "displayName":
                        _ = try s.string()
                        display = true
                    default: try s.skipValue()
                    }
                }
                guard display else { throw Unexpected() }
            case "pathComponents":
                var list: [String] = []
                try s.array { s in list.append(try s.string()) }
                pathComponents = list
            case "names":
                try s.object { s, key in
                    if key == "title" { title = try s.string() } else { try s.skipValue() }
                }
            case "accessLevel": accessLevel = try s.string()
            case "docComment": docComment = try comment(&s)
            case "declarationFragments":
                try s.array { s in fragments.append(try fragment(&s)) }
            case "availability":
                try s.array { s in availability.append(try availabilityItem(&s)) }
            case "location": location = try position(&s)
            case "swiftExtension":
                var module: String?
                try s.object { s, key in
                    switch key {
                    case "extendedModule": module = try s.string()
                    case "constraints": extensionConstraints = try constraints(&s)
                    case "typeKind": _ = try kind(try s.string())
                    default: try s.skipValue()
                    }
                }
                guard let module else { throw Unexpected() }
                extendedModule = module
            case "swiftGenerics":
                try s.object { s, key in
                    switch key {
                    case "constraints": genericConstraints = try constraints(&s)
                    case "parameters":
                        try s.array { s in
                            var name: String?
                            var index = false
                            var depth = false
                            try s.object { s, key in
                                switch key {
                                case "name": name = try s.string()
                                case "index":
                                    _ = try s.int()
                                    index = true
                                case "depth":
                                    _ = try s.int()
                                    depth = true
                                default: try s.skipValue()
                                }
                            }
                            guard let name, index, depth else { throw Unexpected() }
                            genericParameters.append(name)
                        }
                    default: try s.skipValue()
                    }
                }
            case "type", "isVirtual":
                // Read by SymbolKit with a type: left to it when they are not what it expects.
                if key == "type" { _ = try s.string() } else { _ = try s.bool() }
            default: try s.skipValue()
            }
        }
        guard let precise, let kindName, let pathComponents, let title, let accessLevel else { throw Unexpected() }
        return GraphSymbol(
            preciseIdentifier: precise, kind: kindName, pathComponents: pathComponents, title: title,
            fragments: fragments, docComment: docComment, accessLevel: accessLevel, availability: availability,
            location: location, extendedModule: extendedModule, extensionConstraints: extensionConstraints,
            genericConstraints: genericConstraints, genericParameters: genericParameters)
    }

    static func fragment(_ s: inout JSONScanner) throws -> DeclarationFragment {
        var kind: String?
        var spelling: String?
        var precise: String?
        try s.object { s, key in
            switch key {
            case "kind": kind = try s.string()
            case "spelling": spelling = try s.string()
            case "preciseIdentifier": precise = try s.optionalString()
            default: try s.skipValue()
            }
        }
        guard let kind, let spelling else { throw Unexpected() }
        return DeclarationFragment(kind: kind, spelling: spelling, preciseIdentifier: precise)
    }

    static func comment(_ s: inout JSONScanner) throws -> GraphDocComment {
        var lines: [String]?
        var start: GraphPosition?
        var first = true
        var module: String?
        var uri: String?
        var spans: [GraphTextSpan] = []
        try s.object { s, key in
            switch key {
            case "lines":
                var list: [String] = []
                spans = []
                try s.array { s in
                    var text: String?
                    var range: GraphPosition?
                    try s.object { s, key in
                        switch key {
                        case "text":
                            _ = try s.peek()
                            let offset = s.index + 1
                            let value = try s.string()
                            text = value
                            spans.append(
                                GraphTextSpan(offset: offset, isVerbatim: s.index - 1 - offset == value.utf8.count))
                        case "range":
                            var begin: GraphPosition?
                            var end = false
                            try s.object { s, key in
                                switch key {
                                case "start": begin = try lineAndCharacter(&s)
                                case "end":
                                    _ = try lineAndCharacter(&s)
                                    end = true
                                default: try s.skipValue()
                                }
                            }
                            guard let begin, end else { throw Unexpected() }
                            range = begin
                        default: try s.skipValue()
                        }
                    }
                    guard let text else { throw Unexpected() }
                    if first { start = range }
                    first = false
                    list.append(text)
                }
                lines = list
            case "module": module = try s.optionalString()
            case "uri": uri = try s.optionalString()
            default: try s.skipValue()
            }
        }
        guard let lines else { throw Unexpected() }
        return GraphDocComment(
            lines: lines, module: module, uri: uri,
            start: start.map { GraphPosition(uri: uri, line: $0.line, character: $0.character) },
            textInGraph: spans.count == lines.count ? spans : nil)
    }

    static func lineAndCharacter(_ s: inout JSONScanner) throws -> GraphPosition {
        var line: Int?
        var character: Int?
        try s.object { s, key in
            switch key {
            case "line": line = try s.int()
            case "character": character = try s.int()
            default: try s.skipValue()
            }
        }
        guard let line, let character else { throw Unexpected() }
        return GraphPosition(line: line, character: character)
    }

    static func position(_ s: inout JSONScanner) throws -> GraphPosition {
        var uri: String?
        var at: GraphPosition?
        try s.object { s, key in
            switch key {
            case "uri": uri = try s.string()
            case "position": at = try lineAndCharacter(&s)
            default: try s.skipValue()
            }
        }
        guard let uri, let at else { throw Unexpected() }
        return GraphPosition(uri: uri, line: at.line, character: at.character)
    }

    static func availabilityItem(_ s: inout JSONScanner) throws -> GraphAvailability {
        var item = GraphAvailability(domain: nil)
        try s.object { s, key in
            switch key {
            case "domain":
                let domain = try s.optionalString()
                item.domain = domain == "*" ? nil : domain
            case "introduced": item.introduced = try s.isNull() ? nil : semanticVersion(&s)
            case "deprecated": item.deprecated = try s.isNull() ? nil : semanticVersion(&s)
            case "obsoleted": item.obsoleted = try s.isNull() ? nil : semanticVersion(&s)
            case "message": item.message = try s.optionalString()
            case "renamed": item.renamed = try s.optionalString()
            case "isUnconditionallyDeprecated": item.isUnconditionallyDeprecated = try s.optionalBool() ?? false
            case "isUnconditionallyUnavailable": item.isUnconditionallyUnavailable = try s.optionalBool() ?? false
            case "willEventuallyBeDeprecated": _ = try s.optionalBool()
            default: try s.skipValue()
            }
        }
        return item
    }

    static func constraints(_ s: inout JSONScanner) throws -> [GenericConstraint] {
        var list: [GenericConstraint] = []
        try s.array { s in
            var kind: String?
            var lhs: String?
            var rhs: String?
            try s.object { s, key in
                switch key {
                case "kind": kind = try s.string()
                case "lhs": lhs = try s.string()
                case "rhs": rhs = try s.string()
                default: try s.skipValue()
                }
            }
            guard let kind, constraintKinds.contains(kind), let lhs, let rhs else { throw Unexpected() }
            list.append(GenericConstraint(kind: kind, lhs: lhs, rhs: rhs))
        }
        return list
    }

    static func relationship(_ s: inout JSONScanner) throws -> GraphRelationship {
        var kind: String?
        var source: String?
        var target: String?
        var fallback: String?
        var constraintList: [GenericConstraint] = []
        var origin: (identifier: String, displayName: String)?
        try s.object { s, key in
            switch key {
            case "kind": kind = try s.string()
            case "source": source = try s.string()
            case "target": target = try s.string()
            case "targetFallback": fallback = try s.optionalString()
            case "swiftConstraints": constraintList = try constraints(&s)
            case "sourceOrigin":
                var identifier: String?
                var name: String?
                try s.object { s, key in
                    switch key {
                    case "identifier": identifier = try s.string()
                    case "displayName": name = try s.string()
                    default: try s.skipValue()
                    }
                }
                guard let identifier, let name else { throw Unexpected() }
                origin = (identifier, name)
            default: try s.skipValue()
            }
        }
        guard let kind, let source, let target else { throw Unexpected() }
        return GraphRelationship(
            kind: kind, source: source, target: target, targetFallback: fallback, constraints: constraintList,
            sourceOrigin: origin)
    }
}

/// A cursor over JSON bytes that reads the values a caller asks for and skips the rest; any
/// departure from JSON (or from the type asked for) throws `FastGraphReader.Unexpected`.
struct JSONScanner {
    typealias Unexpected = FastGraphReader.Unexpected
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    var atEnd: Bool { index >= bytes.count }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func peek() throws -> UInt8 {
        skipSpace()
        guard index < bytes.count else { throw Unexpected() }
        return bytes[index]
    }

    mutating func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw Unexpected() }
        index += 1
    }

    /// Calls `body` with each key of an object, the cursor on its value; `body` must read it.
    mutating func object(_ body: (inout JSONScanner, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        var seen: [String] = []
        while true {
            let key = try string()
            // A repeated key is left to JSONDecoder, whose choice SymbolKit's reading is.
            guard !seen.contains(key) else { throw Unexpected() }
            seen.append(key)
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw Unexpected() }
        }
    }

    /// Calls `body` for each element of an array, the cursor on it; `body` must read it.
    mutating func array(_ body: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try body(&self)
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw Unexpected() }
        }
    }

    /// The byte ranges of the elements of the array at the cursor, each from its first byte to
    /// the comma or bracket after it (trailing space included), found by following strings and
    /// nesting only; the cursor ends after the array. Each element's own syntax is its reader's
    /// to check: a range that does not hold exactly one value fails there.
    mutating func elementRanges() throws -> [Range<Int>] {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return []
        }
        var ranges: [Range<Int>] = []
        var start = index
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 {
                    guard bytes[index] == UInt8(ascii: "]") else { throw Unexpected() }
                    ranges.append(start..<index)
                    index += 1
                    return ranges
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    ranges.append(start..<index)
                    start = index + 1
                }
            default: break
            }
            index += 1
        }
        throw Unexpected()
    }

    /// Whether the value is `null` (read if so).
    mutating func isNull() throws -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func optionalString() throws -> String? { try isNull() ? nil : string() }

    mutating func optionalBool() throws -> Bool? { try isNull() ? nil : bool() }

    mutating func literal(_ word: StaticString) throws {
        skipSpace()
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
        else { throw Unexpected() }
        index += count
    }

    mutating func bool() throws -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default: throw Unexpected()
        }
    }

    /// A JSON integer (no fraction or exponent: SymbolKit's `Int`s are written so).
    mutating func int() throws -> Int {
        skipSpace()
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[index] - 0x30))
            guard !overflow, !overflow2 else { throw Unexpected() }
            value = sum
            index += 1
        }
        guard index > start, index - start == 1 || bytes[start] != 0x30 else { throw Unexpected() }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
            throw Unexpected()
        }
        return negative ? -value : value
    }

    /// A JSON string; escapes decoded, the bytes checked as UTF-8.
    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        // The usual string has no escape: its bytes are the text.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                guard let text else { throw Unexpected() }
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw Unexpected() }
            index += 1
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: buffer, as: UTF8.self) else { throw Unexpected() }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Unexpected() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate must be followed by its low half.
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw Unexpected() }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Unexpected() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw Unexpected()
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw Unexpected() }
                    buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
                default: throw Unexpected()
                }
            default:
                guard byte >= 0x20 else { throw Unexpected() }
                buffer.append(byte)
            }
        }
        throw Unexpected()
    }

    mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Unexpected() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw Unexpected()
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Skips one value of any kind, checking its syntax; nesting is followed without recursion.
    mutating func skipValue() throws {
        var closers: [UInt8] = []
        repeat {
            let byte = try peek()
            switch byte {
            case UInt8(ascii: "{"):
                index += 1
                if try peek() == UInt8(ascii: "}") {
                    index += 1
                } else {
                    _ = try string()
                    try expect(UInt8(ascii: ":"))
                    closers.append(UInt8(ascii: "}"))
                    continue
                }
            case UInt8(ascii: "["):
                index += 1
                if try peek() == UInt8(ascii: "]") {
                    index += 1
                } else {
                    closers.append(UInt8(ascii: "]"))
                    continue
                }
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
            case UInt8(ascii: "n"): try literal("null")
            default: try number()
            }
            // After a value: a comma continues the innermost container, its closer ends it.
            while let closer = closers.last {
                let next = try peek()
                index += 1
                if next == closer {
                    closers.removeLast()
                    continue
                }
                guard next == UInt8(ascii: ",") else { throw Unexpected() }
                if closer == UInt8(ascii: "}") {
                    _ = try string()
                    try expect(UInt8(ascii: ":"))
                }
                break
            }
        } while !closers.isEmpty
    }

    /// Skips a JSON number.
    mutating func number() throws {
        skipSpace()
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
                UInt8(ascii: "E"):
                index += 1
            default:
                guard index > start else { throw Unexpected() }
                return
            }
        }
        guard index > start else { throw Unexpected() }
    }
}
