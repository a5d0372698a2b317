/// Renders parsed templates into a UTF-8 buffer with swift-mustache 2.1.1's semantics
/// (Template+Render.swift, Context.swift, Sequence.swift): context-stack lookups, sections over
/// booleans, sequences and values, partials with indentation, and template inheritance.
struct TemplateRenderer {
    /// What swift-mustache's `MustacheContext` holds besides the stack.
    private struct Context {
        var position: SequencePosition?
        var indentation: [UInt8]?
        var inherited: [String: [TemplateNode]]?
        var escapes = true
    }

    private let templates: [String: [TemplateNode]]
    private var stack: [TemplateValue]
    /// The rendered bytes.
    private(set) var output: [UInt8]

    /// Renders `template` (nothing if there is no such template) with `root` at the bottom of the
    /// context stack, appending to `output`.
    static func render(
        _ template: String, in templates: [String: [TemplateNode]], root: TemplateValue, into output: inout [UInt8]
    ) {
        guard let nodes = templates[template] else { return }
        var renderer = TemplateRenderer(templates: templates, stack: [root], output: [])
        swap(&renderer.output, &output)
        renderer.render(nodes, Context())
        swap(&renderer.output, &output)
    }

    private mutating func render(_ nodes: [TemplateNode], _ context: Context) {
        var context = context
        guard let indentation = context.indentation, !indentation.isEmpty else {
            for node in nodes { render(node, &context) }
            return
        }
        // Each node's output starts with the indentation when this call's output so far ends in "\n"
        // (not "\r\n": swift-mustache compares the last Character).
        let start = output.count
        for node in nodes {
            let before = output.count
            render(node, &context)
            guard output.count > before, before > start, output[before - 1] == 0x0A,
                before - 1 == start || output[before - 2] != 0x0D
            else { continue }
            output.insert(contentsOf: indentation, at: before)
        }
    }

    private mutating func render(_ node: TemplateNode, _ context: inout Context) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            lookUp(name, context)?.print(into: &output, escaped: escaped && context.escapes)
        case .section(let name, let body, let inverted):
            let value = lookUp(name, context)
            if inverted {
                renderInverted(value, body, context)
            } else {
                renderSection(value, body, context)
            }
        case .blockExpansion(let name, let defaultBody, let indentation):
            var inner = context
            inner.position = nil
            inner.indentation = (context.indentation ?? []) + indentation
            render(context.inherited?[name] ?? defaultBody, inner)
        case .partial(let name, let dynamic, let indentation, let inherits):
            renderPartial(name, dynamic: dynamic, indentation: indentation, inherits: inherits, context)
        case .contentType(let escapes):
            context.escapes = escapes
        case .blockDefinition:
            break  // only inside `{{<parent}}`, where the parser turns it into the partial's overrides
        }
    }

    private mutating func renderSection(_ value: TemplateValue?, _ body: [TemplateNode], _ context: Context) {
        switch value {
        case .none, .bool(false):
            return
        case .bool(true):
            render(body, context)
        case .list(let items, _):
            var inner = context
            for (index, item) in items.enumerated() {
                inner.position = SequencePosition(first: index == 0, last: index == items.count - 1, index: index)
                stack.append(item)
                render(body, inner)
                stack.removeLast()
            }
        case .some(let value):
            var inner = context
            inner.position = nil
            stack.append(value)
            render(body, inner)
            stack.removeLast()
        }
    }

    private mutating func renderInverted(_ value: TemplateValue?, _ body: [TemplateNode], _ context: Context) {
        switch value {
        case .none, .bool(false):
            render(body, context)
        case .list(let items, _) where items.isEmpty:
            var inner = context
            inner.position = nil
            stack.append(value!)
            render(body, inner)
            stack.removeLast()
        default:
            return
        }
    }

    private mutating func renderPartial(
        _ name: String, dynamic: Bool, indentation: [UInt8]?, inherits: [String: [TemplateNode]]?, _ context: Context
    ) {
        var templateName = name
        if dynamic {
            guard case .string(let looked) = lookUp(TemplateName(name, transforms: []), context) else { return }
            templateName = looked
        }
        guard let nodes = templates[templateName] else { return }
        var inner = Context(position: nil, indentation: context.indentation, inherited: context.inherited)
        if let indentation { inner.indentation = (context.indentation ?? []) + indentation }
        if let inherits {
            inner.inherited = context.inherited?.merging(inherits) { outer, _ in outer } ?? inherits
        }
        render(nodes, inner)
    }

    /// swift-mustache's `getChild`: the value a tag names, after its transforms.
    private func lookUp(_ name: TemplateName, _ context: Context) -> TemplateValue? {
        var transforms = name.transforms[...]
        var value: TemplateValue?
        switch name.source {
        case .top:
            value = stack.last
        case .sequencePosition:
            guard let position = context.position, let last = transforms.popLast() else { return nil }
            value = TemplateValue.sequencePosition(position, last)
        case .anchored(let components):
            value = stack.last
            for component in components {
                value = value?.child(named: component)
            }
        case .climbing(let components):
            for object in stack.reversed() {
                if let found = object.child(named: components[0]) {
                    value = found
                    for component in components.dropFirst() {
                        value = value?.child(named: component)
                    }
                    break
                }
            }
        }
        while let transform = transforms.popLast() {
            value = value?.transformed(transform)
        }
        return value
    }
}
