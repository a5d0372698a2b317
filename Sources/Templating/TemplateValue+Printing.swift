import Diagnostics

extension TemplateValue {
    /// Appends the value as swift-mustache prints it (`String(describing:)`), HTML-escaped when `escaped`.
    func print(into output: inout [UInt8], escaped: Bool) {
        switch self {
        case .string(let text): Escaper.appendHTML(text, to: &output, escaped: escaped)
        case .bool(let flag): output.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .object(let fields): Escaper.appendHTML(String(describing: fields), to: &output, escaped: escaped)
        case .model(let model): Escaper.appendHTML(String(describing: model), to: &output, escaped: escaped)
        case .models(let items): Escaper.appendHTML(String(describing: items), to: &output, escaped: escaped)
        case .strings(let fields): Escaper.appendHTML(String(describing: fields), to: &output, escaped: escaped)
        case .objects(let items): Escaper.appendHTML(String(describing: items), to: &output, escaped: escaped)
        case .list(let items, _): Escaper.appendHTML(String(describing: items), to: &output, escaped: escaped)
        case .pair(let pair): Escaper.appendHTML(String(describing: pair.value), to: &output, escaped: escaped)
        case .other(let box): Escaper.appendHTML(String(describing: box.value), to: &output, escaped: escaped)
        }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
}
