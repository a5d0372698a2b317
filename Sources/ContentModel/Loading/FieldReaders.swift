import Diagnostics

/// Readers for field shapes shared by several page kinds.
extension YAMLMap {
    /// `sources: [id, …]`, required and non-empty where `required`.
    mutating func sources(required: Bool = true) -> [Located<String>] {
        let hadField = has("sources")
        let ids = stringList("sources", required: required)
        if required && hadField && ids.isEmpty {
            context.error(
                .missingField, "'sources' is empty: every page cites at least one source", at: location,
                hint: "add ids from Content/sources.yaml")
        }
        return ids
    }

    /// A boolean and where its value is written (nil when absent or wrongly typed).
    mutating func locatedBool(_ key: String) -> Located<Bool>? {
        guard let (_, value) = node(key) else { return nil }
        guard let scalar = value.scalar, let bool = Bool(scalar.string.lowercased()) else {
            context.error(
                .wrongType, "field '\(key)' must be true or false, found \(YAMLMap.describe(value))",
                at: location(of: value))
            return nil
        }
        return Located(bool, at: location(of: value))
    }

    /// A value that must be one of an enumeration's raw values.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, required: Bool = false)
        -> E? where E.RawValue == String
    {
        guard let text = string(key, required: required) else { return nil }
        if let value = E(rawValue: text.value) { return value }
        let allowed = E.allCases.map(\.rawValue)
        context.error(
            .invalidValue, "'\(text.value)' is not a valid \(key)", at: text.location,
            hint: NearMiss.hint(for: text.value, among: allowed) ?? "use one of: \(allowed.joined(separator: ", "))")
        return nil
    }

    /// A code sample `{caption?, language, code}`.
    mutating func codeSample(_ key: String) -> CodeSample? {
        guard var sample = map(key) else { return nil }
        let caption = sample.string("caption")?.value
        let language = sample.string("language")?.value ?? "swift"
        let code = sample.node("code", required: true)
        let contextName = sample.string("context")
        let fragment = sample.string("fragment")
        let unchecked = sample.string("unchecked")
        sample.reportUnknownFields(allowed: ["caption", "language", "code", "context", "fragment", "unchecked"])
        guard let code, let scalar = code.value.scalar else {
            if let code {
                context.error(.wrongType, "field 'code' must be text", at: location(of: code.value))
            }
            return nil
        }
        // A block scalar's code starts on a later line, indented: its first line and column are
        // where its first character is (as for Markdown fields), so a position inside the code
        // maps to the file by adding them.
        var codeLocation = location(of: code.value)
        if let text = YAMLMap.markdown(code.value, field: "code", map: self),
            scalar.style == .literal || scalar.style == .folded
        {
            codeLocation = text.origin
        }
        return CodeSample(
            caption: caption, language: language, code: scalar.string, location: codeLocation, context: contextName,
            fragment: fragment, unchecked: unchecked)
    }

    /// A deployment target written `iOS 14.0`; an error for anything else.
    mutating func deploymentTarget(_ key: String) -> Located<DeploymentTarget>? {
        guard let text = string(key) else { return nil }
        guard let target = DeploymentTarget(parsing: text.value) else {
            context.error(
                .invalidValue, "'\(text.value)' is not a deployment target", at: text.location,
                hint: "write a platform and a version, e.g. 'iOS 14.0'")
            return nil
        }
        return Located(target, at: text.location)
    }
}

/// Id rules shared by pages whose id comes from a file name.
enum PageID {
    /// Lowercase letters, digits and single dashes: `when-to-migrate`.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.first != "-" && id.last != "-"
            && id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
}
