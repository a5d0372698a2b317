import ContentModel

/// The rules that name a graph symbol's page, the way authors write ids by hand and DocC writes
/// paths: a type nested in a type joins the names with `.` (`UIScene.ConnectionOptions`), a
/// member follows its type after `/` (`UIScene.ConnectionOptions/urlContexts`), and names that
/// two symbols share get DocC's disambiguation suffixes.
enum SymbolNaming {
    /// The graph kinds (without language prefix) and the page kinds they become; a kind not
    /// listed (`module`, `extension`, `snippet`, …) has no page.
    static let kinds: [String: SymbolKind] = [
        "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol, "enum.case": .case,
        "method": .method, "type.method": .typeMethod, "property": .property, "type.property": .typeProperty,
        "init": .initializer, "deinit": .deinitializer, "subscript": .subscript, "type.subscript": .typeSubscript,
        "typealias": .typeAlias, "associatedtype": .associatedType, "func": .function, "func.op": .operator,
        "var": .variable, "macro": .macro,
    ]

    /// The page kind of a symbol: its graph kind, refined by what the declaration says (an actor
    /// is a class in the graph, spelled `actor`; a property wrapper a struct with the attribute).
    static func kind(of symbol: GraphSymbol) -> SymbolKind? {
        guard let kind = kinds[symbol.kind] else { return nil }
        switch kind {
        case .class where symbol.fragments.contains(where: { $0.kind == "keyword" && $0.spelling == "actor" }):
            return .actor
        case .struct, .class, .enum:
            let wrapper = symbol.fragments.contains { $0.kind == "attribute" && $0.spelling == "@propertyWrapper" }
            return wrapper ? .propertyWrapper : kind
        default:
            return kind
        }
    }

    /// The id of a symbol whose parent has id `parent` (nil at the top level).
    static func id(name: String, kind: SymbolKind, parent: String?) -> String {
        guard let parent else { return name }
        return parent + (kind.isType ? "." : "/") + name
    }

    /// DocC's suffix for a symbol kind (`-swift.method`).
    static func kindSuffix(_ graphKind: String) -> String { "-swift." + graphKind }

    /// DocC's hash suffix of a precise identifier: FNV-1 (32 bits) folded to 24 bits, in base 36.
    static func hashSuffix(_ preciseIdentifier: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in preciseIdentifier.utf8 {
            hash = hash &* 16_777_619
            hash ^= UInt32(byte)
        }
        let folded = (hash >> 24) ^ (hash & 0x00FF_FFFF)
        return "-" + String(folded, radix: 36)
    }

    /// `[13, 0, 0]` → `13.0`, `[13, 1, 2]` → `13.1.2`: the way pages write versions.
    static func version(_ numbers: [Int]) -> String {
        var parts = numbers
        while parts.count > 2, parts.last == 0 { parts.removeLast() }
        if parts.count == 1 { parts.append(0) }
        return parts.map(String.init).joined(separator: ".")
    }
}
