/// One thing a command found, in the form every report writer takes: `build`'s diagnostics,
/// `check`'s link problems and `audit`'s findings each become findings before they are printed.
public struct Finding: Sendable, Hashable {
    /// The file, as the report names it; nil when the finding concerns no file.
    public var file: String?
    /// 1-based line; 0 when the finding concerns the whole file.
    public var line: Int
    /// 1-based column in UTF-8 bytes; 0 when there is none.
    public var column: Int
    public var severity: Severity
    /// The stable code, from the command's catalogue (`ReportCode`).
    public var code: String
    /// What is wrong, in one sentence.
    public var message: String
    /// What to do about it.
    public var hint: String?
    /// A page that explains this finding in particular (`audit`: the reference page of the API).
    public var help: String?
    /// A title for the code, where the catalogue has one (GitHub annotations show it).
    public var title: String?
    /// Whether the finding means the run could not read its input or write its output, so its
    /// verdict is incomplete (`DiagnosticEngine.status`).
    public var isIOFailure: Bool
    /// The command's own values, written by the JSON writer beside the common ones.
    public var fields: [String: ReportValue]

    public init(
        file: String?, line: Int = 0, column: Int = 0, severity: Severity, code: String, message: String,
        hint: String? = nil, help: String? = nil, title: String? = nil, isIOFailure: Bool = false,
        fields: [String: ReportValue] = [:]
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.code = code
        self.message = message
        self.hint = hint
        self.help = help
        self.title = title
        self.isIOFailure = isIOFailure
        self.fields = fields
    }

    /// `file:line:column`, `file:line`, `file` or nothing, as far as the finding has them.
    public var position: String {
        guard let file else { return "" }
        if line > 0 && column > 0 { return "\(file):\(line):\(column)" }
        if line > 0 { return "\(file):\(line)" }
        return file
    }
}

/// A value a command adds to its findings in JSON (`check`: the URL; `audit`: the symbol).
public enum ReportValue: Sendable, Hashable, Encodable {
    case string(String)
    case int(Int)
    case null

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .int(let number): try container.encode(number)
        case .null: try container.encodeNil()
        }
    }
}

extension Finding: Encodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `{file, line, column, severity, code, message, hint?, help?}` and the command's fields; no
    /// position keys for a finding without a file.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if let file {
            try container.encode(file, forKey: Key("file"))
            try container.encode(line, forKey: Key("line"))
            try container.encode(column, forKey: Key("column"))
        }
        try container.encode(severity.rawValue, forKey: Key("severity"))
        try container.encode(code, forKey: Key("code"))
        try container.encode(message, forKey: Key("message"))
        try container.encodeIfPresent(hint, forKey: Key("hint"))
        try container.encodeIfPresent(help, forKey: Key("help"))
        for (key, value) in fields { try container.encode(value, forKey: Key(key)) }
    }
}

extension Diagnostic {
    /// This diagnostic as a finding of `build` (and of `check` and `serve`, which build too).
    public var finding: Finding {
        Finding(
            file: location?.file, line: location?.line ?? 0, column: location?.column ?? 0, severity: severity,
            code: code.rawValue, message: message, hint: hint, isIOFailure: code.isIOFailure)
    }
}
