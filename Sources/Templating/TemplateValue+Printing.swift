extension TemplateValue {
    /// Appends the value as swift-mustache prints it (`String(describing:)`), HTML-escaped when `escaped`.
    func print(into output: inout [UInt8], escaped: Bool) {
        switch self {
        case .string(let text): HTMLEscaping.append(text, to: &output, escaped: escaped)
        case .bool(let flag): output.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .other(let description, _): HTMLEscaping.append(description, to: &output, escaped: escaped)
        case .list, .object, .pair: HTMLEscaping.append(String(describing: anyValue), to: &output, escaped: escaped)
        }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
}
