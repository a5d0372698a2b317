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
