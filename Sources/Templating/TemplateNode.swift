/// One element of a parsed template, ready to render: text is already UTF-8 and names are
/// already split into lookups.
indirect enum TemplateNode: Sendable {
    /// Literal text.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(TemplateName, [TemplateNode], inverted: Bool)
    /// `{{$name}}…{{/name}}` directly inside `{{<parent}}`: an override of the parent's block.
    case blockDefinition(String, [TemplateNode])
    /// `{{$name}}default{{/name}}` elsewhere: a block a child template may override.
    case blockExpansion(String, default: [TemplateNode], indentation: [UInt8])
    /// `{{> name}}` (`{{>*name}}` when `dynamic`: the partial's name is looked up in the context),
    /// or `{{<name}}…{{/name}}` when `inherits` holds the overridden blocks. `indentation` is set
    /// for standalone partials. `at`: the template the tag is written in and where the tag starts
    /// (turned into a line and column only when the tag is reported).
    case partial(
        String, dynamic: Bool, indentation: [UInt8]?, inherits: [String: [TemplateNode]]?, at: TemplateOverrun.Tag)
    /// `{{% CONTENT_TYPE: HTML}}` or `TEXT`: whether later variables are HTML-escaped.
    case contentType(escapes: Bool)
}

extension TemplateNode {
    /// `templates` with nothing shared with the original: new nodes, new text buffers, new tag
    /// names (with their own look-up hints), for a thread to render with on its own.
    static func deepCopy(_ templates: [String: [TemplateNode]]) -> [String: [TemplateNode]] {
        var copies: [String: [TemplateNode]] = [:]
        for (name, nodes) in templates { copies[String(decoding: Array(name.utf8), as: UTF8.self)] = deepCopy(nodes) }
        return copies
    }

    static func deepCopy(_ nodes: [TemplateNode]) -> [TemplateNode] {
        nodes.map { $0.deepCopy() }
    }

    func deepCopy() -> TemplateNode {
        func bytes(_ bytes: [UInt8]) -> [UInt8] { bytes.withUnsafeBufferPointer { Array($0) } }
        func text(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        switch self {
        case .text(let content):
            return .text(bytes(content))
        case .variable(let name, let escaped):
            return .variable(name.copy(), escaped: escaped)
        case .section(let name, let body, let inverted):
            return .section(name.copy(), TemplateNode.deepCopy(body), inverted: inverted)
        case .blockDefinition(let name, let body):
            return .blockDefinition(text(name), TemplateNode.deepCopy(body))
        case .blockExpansion(let name, let body, let indentation):
            return .blockExpansion(text(name), default: TemplateNode.deepCopy(body), indentation: bytes(indentation))
        case .partial(let name, let dynamic, let indentation, let inherits, let tag):
            return .partial(
                text(name), dynamic: dynamic, indentation: indentation.map(bytes),
                inherits: inherits.map { TemplateNode.deepCopy($0) },
                at: TemplateOverrun.Tag(template: text(tag.template), offset: tag.offset))
        case .contentType(let escapes):
            return .contentType(escapes: escapes)
        }
    }
}
