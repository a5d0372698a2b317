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
    /// for standalone partials.
    case partial(String, dynamic: Bool, indentation: [UInt8]?, inherits: [String: [TemplateNode]]?)
    /// `{{% CONTENT_TYPE: HTML}}` or `TEXT`: whether later variables are HTML-escaped.
    case contentType(escapes: Bool)
}

/// A parsed tag name: where its value comes from and the transforms applied to it (innermost last,
/// as written: `uppercased(trimmed(name))` is `["uppercased", "trimmed"]`). A class, so that
/// rendering a tag passes one reference.
final class TemplateName: Sendable {
    enum Source: Sendable {
        /// `.`, or any name that splits into no components: the top of the context stack.
        case top
        /// An empty name with transforms (`first()`): the position in the enclosing sequence.
        case sequencePosition
        /// `.a.b`: looked up in the top of the stack only.
        case anchored
        /// `a.b`: `a` is looked up from the top of the stack down, then `b` inside it.
        case climbing
    }

    let source: Source
    /// The name's components (`a.b` → `["a", "b"]`).
    let components: [String]
    let transforms: [String]

    /// Interprets a name the way swift-mustache's `getChild` does.
    init(_ name: String, transforms: [String]) {
        self.transforms = transforms
        components = name.split(separator: ".").map(String.init)
        if name == "." {
            source = .top
        } else if name.isEmpty, !transforms.isEmpty {
            source = .sequencePosition
        } else if components.isEmpty {
            source = .top
        } else if name.first == "." {
            source = .anchored
        } else {
            source = .climbing
        }
    }
}
