/// The name a compiler error says it could not find, from the messages of an unresolved
/// reference (`cannot find 'Logger' in scope`, `value of type 'UIWindow' has no member
/// 'tintColor'`, …); nil for any other error.
enum CompilerNames {
    static let patterns: [(prefix: String, contains: String?)] = [
        ("cannot find type '", nil),
        ("cannot find '", nil),
        ("value of type '", "' has no member '"),
        ("type '", "' has no member '"),
        ("module '", "' has no member named '"),
        ("cannot infer contextual base in reference to member '", nil),
        ("no such module '", nil),
    ]

    static func unresolvedName(_ message: String) -> String? {
        for pattern in patterns where message.hasPrefix(pattern.prefix) {
            var rest = message.dropFirst(pattern.prefix.count)
            if let marker = pattern.contains {
                guard let range = rest.range(of: marker) else { continue }
                rest = rest[range.upperBound...]
            }
            guard let end = rest.firstIndex(of: "'") else { continue }
            return String(rest[..<end])
        }
        return nil
    }

    /// The type a `has no member` message names (`UIWindow` in "value of type 'UIWindow' has no
    /// member 'tintColor'"), optionals, metatypes, generic arguments and enclosing types left off.
    static func memberBase(_ message: String) -> String? {
        guard message.contains("' has no member '"), let type = quoted(message).first else { return nil }
        var base = Substring(type)
        while let last = base.last, last == "?" || last == "!" { base = base.dropLast() }
        if base.hasSuffix(".Type") { base = base.dropLast(5) }
        // `Outer.Inner<Element>` → `Inner`: the name its declaration declares.
        if let generic = base.firstIndex(of: "<") { base = base[..<generic] }
        return base.split(separator: ".").last.map(String.init)
    }

    /// The names a message quotes (`'…'`), in order.
    static func quoted(_ message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
