import Diagnostics

/// Reads `symbols/<Framework>/*.md`.
enum SymbolReader {
    static let fields = [
        "id", "title", "kind", "framework", "declaration", "summary", "availability", "deprecation", "parent",
        "topic", "requirement", "inheritsFrom", "conformsTo", "seeAlso", "sources",
        "sampleContext",
    ]

    /// The fields a symbol graph gives: a page that omits one is complete only when a graph has its
    /// symbol (`AuthoredFields.missing` holds the errors reported otherwise).
    static let graphFields: Set<String> = ["kind", "framework", "declaration", "summary", "availability"]

    static func read(_ text: String, file: String, context: LoadContext) -> Symbol? {
        guard let document = FrontMatterDocument.split(text, file: file, context: context),
            var map = document.fields(file: file, context: context)
        else { return nil }

        var authored = AuthoredFields()
        for pair in map.mapping {
            guard let key = pair.key.string, fields.contains(key) else { continue }
            authored.given[key] = map.location(of: pair.value)
        }
        /// Whether a field a graph may fill is written; if not, its missing-field error waits.
        func given(_ key: String) -> Bool {
            if map.has(key) { return true }
            authored.missing.append(
                .error(
                    .missingField, "missing required field '\(key)'", at: map.location,
                    hint: "add '\(key):' to this mapping"))
            return false
        }

        let id = map.string("id", required: true)
        let title = map.string("title")
        let kind = given("kind") ? map.enumeration("kind", SymbolKind.self, required: true) : nil
        let framework = given("framework") ? map.string("framework", required: true) : nil
        let declaration = given("declaration") ? map.string("declaration", required: true) : nil
        let summary = given("summary") ? map.string("summary", required: true) : nil
        let availability = given("availability") ? readAvailability(&map) : nil
        let deprecation = readDeprecation(&map)
        let parent = map.string("parent")
        let topic = map.string("topic")
        let requirement = map.enumeration("requirement", Requirement.self)
        let inheritsFrom = map.stringList("inheritsFrom")
        let conformsTo = map.stringList("conformsTo")
        let seeAlso = map.stringList("seeAlso")
        let sources = given("sources") ? map.sources() : []
        let sampleContext = map.string("sampleContext")
        map.reportUnknownFields(allowed: fields)

        if let id, !isValidSymbolID(id.value) {
            context.error(
                .invalidValue, "'\(id.value)' is not a valid symbol id", at: id.location,
                hint: "use the Swift name without spaces or '#', e.g. 'UISceneDelegate/sceneDidBecomeActive(_:)'")
            return nil
        }
        guard let id else { return nil }
        // A field that was written but did not read (a bad value) fails the page whatever a graph says.
        let read: [String: Bool] = [
            "kind": kind != nil, "framework": framework != nil, "declaration": declaration != nil,
            "summary": summary != nil, "availability": availability != nil,
        ]
        for (key, wasRead) in read where !wasRead && map.has(key) { return nil }
        let defaultTitle = String(id.value.splitting(on: "/").last ?? Substring(id.value))
        var symbol = Symbol(
            id: id.value, title: title?.value ?? defaultTitle, kind: kind ?? .method,
            framework: framework?.value ?? "", declaration: declaration?.value ?? "", summary: summary?.value ?? "",
            availability: availability ?? [], deprecation: deprecation, parent: parent, topic: topic?.value,
            requirement: requirement, inheritsFrom: inheritsFrom, conformsTo: conformsTo, seeAlso: seeAlso,
            sources: sources, body: document.body, file: file)
        symbol.sampleContext = sampleContext
        symbol.declarationLocation = declaration?.location
        symbol.authored = authored
        return symbol
    }

    static func isValidSymbolID(_ id: String) -> Bool {
        // ASCII ids (nearly all) on bytes, others on Characters; the same rule either way: no
        // whitespace, `#` or backtick, no `/` at either end.
        var ascii = id
        if let valid = ascii.withUTF8({ bytes -> Bool? in
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard bytes.first != UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/") else { return false }
            return !bytes.contains {
                $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "`")
            }
        }) {
            return valid
        }
        return isValidSymbolIDByCharacters(id)
    }

    static func isValidSymbolIDByCharacters(_ id: String) -> Bool {
        !id.isEmpty && !id.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "`" }) && !id.hasPrefix("/")
            && !id.hasSuffix("/")
    }

    static func readAvailability(_ map: inout YAMLMap) -> [PlatformAvailability]? {
        guard var platforms = map.map("availability", required: true) else { return nil }
        var result: [PlatformAvailability] = []
        var ok = true
        for pair in platforms.mapping {
            guard let name = pair.key.string else { continue }
            let keyLocation = platforms.location(of: pair.key)
            guard let platform = Platform(rawValue: name) else {
                map.context.error(
                    .invalidValue, "unknown platform '\(name)'", at: keyLocation,
                    hint: NearMiss.hint(for: name, among: Platform.allCases.map(\.rawValue))
                        ?? "use one of: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
                ok = false
                continue
            }
            _ = platforms.node(name)
            if let scalar = pair.value.scalar {
                let text = scalar.string
                if text == "*" {
                    if requiresVersion(platform) {
                        map.context.warning(
                            .availabilityMissingVersion, "\(name) availability gives no version",
                            at: platforms.location(of: pair.value),
                            hint: "replace \"*\" with the version the Apple documentation lists, e.g. \"13.0\"")
                    }
                    result.append(PlatformAvailability(platform: platform, introduced: nil))
                } else if isVersion(text) {
                    result.append(PlatformAvailability(platform: platform, introduced: text))
                } else {
                    map.context.error(
                        .invalidValue, "'\(text)' is not a version for \(name)", at: platforms.location(of: pair.value),
                        hint: "write a quoted version such as \"13.0\", or \"*\" when no version is listed")
                    ok = false
                }
            } else if var detail = platforms.child(pair.value, what: "availability of \(name)") {
                let introduced = detail.string("introduced")
                let deprecated = detail.string("deprecated")
                let beta = detail.bool("beta") ?? false
                detail.reportUnknownFields(allowed: ["introduced", "deprecated", "beta"])
                var versionsValid = true
                for version in [introduced, deprecated].compactMap({ $0 }) where !isVersion(version.value) {
                    map.context.error(
                        .invalidValue, "'\(version.value)' is not a version", at: version.location,
                        hint: "write a quoted version such as \"26.0\"")
                    ok = false
                    versionsValid = false
                }
                if introduced == nil && requiresVersion(platform) {
                    map.context.warning(
                        .availabilityMissingVersion, "\(name) availability gives no introduced version",
                        at: keyLocation,
                        hint: "add introduced: with the version the Apple documentation lists")
                }
                if versionsValid, let introduced, let deprecated,
                    isVersion(deprecated.value, earlierThan: introduced.value)
                {
                    map.context.error(
                        .availabilityDeprecatedBeforeIntroduced,
                        "\(name) availability is deprecated in \(deprecated.value), before it was introduced in \(introduced.value)",
                        at: deprecated.location, hint: "check both versions against the Apple documentation")
                }
                result.append(
                    PlatformAvailability(
                        platform: platform, introduced: introduced?.value, deprecated: deprecated?.value, beta: beta))
            } else {
                ok = false
            }
        }
        if result.isEmpty && ok {
            map.context.error(
                .missingField, "'availability' lists no platform", at: platforms.location,
                hint: "add at least one platform, e.g. iOS: \"13.0\"")
            return nil
        }
        return ok
            ? result.sorted {
                Platform.allCases.firstIndex(of: $0.platform)! < Platform.allCases.firstIndex(of: $1.platform)!
            } : nil
    }

    /// Platforms whose entries must give a version: an unversioned iOS or iPadOS listing hides the
    /// fact readers of a migration reference need most.
    static func requiresVersion(_ platform: Platform) -> Bool { platform == .iOS || platform == .iPadOS }

    /// Whether version `a` comes before `b` numerically; missing components count as 0 ("13" == "13.0").
    static func isVersion(_ a: String, earlierThan b: String) -> Bool {
        let left = a.splitting(on: ".").map { Int($0) ?? 0 }
        let right = b.splitting(on: ".").map { Int($0) ?? 0 }
        for position in 0..<max(left.count, right.count) {
            let x = position < left.count ? left[position] : 0
            let y = position < right.count ? right[position] : 0
            if x != y { return x < y }
        }
        return false
    }

    static func isVersion(_ text: String) -> Bool {
        // ASCII text on bytes; anything else (digits of other scripts count as numbers) as before.
        var ascii = text
        if let version = ascii.withUTF8({ bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var parts = 1
            var partLength = 0
            for byte in bytes {
                if byte == UInt8(ascii: ".") {
                    guard partLength > 0 else { return false }
                    parts += 1
                    partLength = 0
                } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    partLength += 1
                } else {
                    return false
                }
            }
            return partLength > 0 && parts <= 3
        }) {
            return version
        }
        return isVersionByCharacters(text)
    }

    static func isVersionByCharacters(_ text: String) -> Bool {
        let parts = text.splitting(on: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    static func readDeprecation(_ map: inout YAMLMap) -> Deprecation? {
        guard var detail = map.map("deprecation") else { return nil }
        let message = detail.string("message")
        let replacement = detail.string("replacement")
        detail.reportUnknownFields(allowed: ["message", "replacement"])
        return Deprecation(message: message?.value, replacement: replacement)
    }
}
