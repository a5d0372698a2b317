/// Renders parsed templates into a UTF-8 buffer with swift-mustache 2.1.1's semantics
/// (Template+Render.swift, Context.swift, Sequence.swift): context-stack lookups, sections over
/// booleans, sequences and values, partials with indentation, and template inheritance.
///
/// What swift-mustache keeps in an immutable `MustacheContext` per nested render (sequence position,
/// indentation, inherited blocks, content type) is state here, saved and restored around nested
/// renders, so rendering copies no context.
struct TemplateRenderer {
    private let templates: [String: [TemplateNode]]
    private var stack: [TemplateValue]
    private var output: [UInt8] = []
    /// The position in the innermost sequence, while rendering one of its elements.
    private var position: SequencePosition?
    /// Written before each line of a standalone partial or block (empty: none).
    private var indentation: [UInt8] = []
    /// Blocks overridden by the `{{<parent}}` tags being rendered.
    private var inherited: [String: [TemplateNode]]?
    /// Whether variables are HTML-escaped (`{{% CONTENT_TYPE: TEXT}}` turns it off).
    private var escapes = true
    /// How many partials (and inheritance parents) are being rendered inside one another.
    private var partialDepth = 0
    /// Partials nested deeper than this render nothing: a template that includes itself (directly
    /// or through others) would otherwise recurse until the stack overflows.
    static let maximumPartialDepth = 64
    /// How many node lists (a template's, a section's, a block's, a partial's) are being rendered
    /// inside one another.
    private var nesting = 0
    /// Node lists nested deeper than this render nothing: each level is a few recursive calls, and
    /// partials multiply the sections one template may nest (`TemplateParser.maximumDepth` each).
    /// One template's deepest sections always render, also inside a few partials.
    static let maximumNesting = 256
    /// The most work one render may do, and the most bytes it may write. Its work is the nodes it
    /// visits, the partials it renders (`partialWork` each) and the context levels its look-ups
    /// search (a name not on top of the stack is looked for below it, and partials inside sections
    /// make the stack deep), so the bound holds its time whatever the template does. Under the
    /// depth limits, a partial that includes itself twice still renders 2^64 times, partials that
    /// include each other ten times grow without end, and sections nested over lists multiply their
    /// lengths: past either bound the render stops, and the partial it was in is reported (`overrun`).
    static let maximumWork = 20_000_000
    static let maximumOutputBytes = 256 << 20
    /// The work one partial costs besides its nodes: finding it, and saving and restoring the
    /// renderer's state around it, take as long as rendering this many text nodes.
    static let partialWork = 16
    private var work = 0
    /// The innermost partial (or the template itself) being rendered.
    private var current: String
    /// The tag that included `current` (nil while the template itself renders).
    private var includedAt: TemplateOverrun.Tag?
    /// Where the render stopped for exceeding `maximumWork` or `maximumOutputBytes`, or nil.
    private(set) var overrun: TemplateOverrun?

    /// Renders `template` (nothing if there is no such template) with `root` at the bottom of the
    /// context stack, appending to `output`.
    /// Returns the partial where the render stopped for exceeding its work or output bound, and the
    /// tag that included it (nil: it finished).
    @discardableResult
    static func render(
        _ template: String, in templates: [String: [TemplateNode]], root: TemplateValue, into output: inout [UInt8]
    ) -> TemplateOverrun? {
        guard let nodes = templates[template] else { return nil }
        var renderer = TemplateRenderer(templates: templates, stack: [root], current: template)
        swap(&renderer.output, &output)
        renderer.render(nodes)
        swap(&renderer.output, &output)
        return renderer.overrun
    }

    private init(templates: [String: [TemplateNode]], stack: [TemplateValue], current: String) {
        self.templates = templates
        self.stack = stack
        self.current = current
    }

    /// swift-mustache's `render(context:)`: a content-type tag lasts until the end of this call.
    private mutating func render(_ nodes: [TemplateNode]) {
        guard nesting < Self.maximumNesting else { return }
        nesting += 1
        let savedEscapes = escapes
        defer {
            escapes = savedEscapes
            nesting -= 1
        }
        guard !indentation.isEmpty else {
            for node in nodes { render(node) }
            return
        }
        // Each node's output starts with the indentation when this call's output so far ends in "\n"
        // (not "\r\n": swift-mustache compares the last Character).
        let lineIndentation = indentation
        let start = output.count
        for node in nodes {
            let before = output.count
            render(node)
            guard output.count > before, before > start, output[before - 1] == 0x0A,
                before - 1 == start || output[before - 2] != 0x0D
            else { continue }
            output.insert(contentsOf: lineIndentation, at: before)
        }
    }

    private mutating func render(_ node: TemplateNode) {
        guard overrun == nil else { return }
        work += 1
        if work > Self.maximumWork || output.count > Self.maximumOutputBytes {
            overrun = TemplateOverrun(template: current, includedAt: includedAt)
            return
        }
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            lookUp(name)?.print(into: &output, escaped: escaped && escapes)
        case .section(let name, let body, let inverted):
            let value = lookUp(name)
            if inverted {
                renderInverted(value, body)
            } else {
                renderSection(value, body)
            }
        case .blockExpansion(let name, let defaultBody, let blockIndentation):
            let (savedPosition, savedIndentation) = (position, indentation)
            position = nil
            indentation += blockIndentation
            render(inherited?[name] ?? defaultBody)
            (position, indentation) = (savedPosition, savedIndentation)
        case .partial(let name, let dynamic, let partialIndentation, let inherits, let tag):
            let savedTag = includedAt
            includedAt = tag
            renderPartial(name, dynamic: dynamic, indentation: partialIndentation, inherits: inherits)
            includedAt = savedTag
        case .contentType(let htmlEscaped):
            escapes = htmlEscaped
        case .blockDefinition:
            break  // only inside `{{<parent}}`, where the parser turns it into the partial's overrides
        }
    }

    private mutating func renderSection(_ value: TemplateValue?, _ body: [TemplateNode]) {
        switch value {
        case .none, .bool(false):
            return
        case .bool(true):
            render(body)
        case .models(let items):
            renderEach(items.count, body) { .model(items[$0]) }
        case .objects(let items):
            renderEach(items.count, body) { .object(items[$0]) }
        case .list(let items, _):
            renderEach(items.count, body) { TemplateValue(items[$0]) }
        case .some(let value):
            renderPushed(value, body)
        }
    }

    /// Renders `body` once per element, each on top of the stack with its sequence position.
    private mutating func renderEach(_ count: Int, _ body: [TemplateNode], element: (Int) -> TemplateValue) {
        let savedPosition = position
        for index in 0..<count {
            position = SequencePosition(first: index == 0, last: index == count - 1, index: index)
            stack.append(element(index))
            render(body)
            stack.removeLast()
        }
        position = savedPosition
    }

    /// Renders `body` with `value` on top of the stack and no sequence position.
    private mutating func renderPushed(_ value: TemplateValue, _ body: [TemplateNode]) {
        let savedPosition = position
        position = nil
        stack.append(value)
        render(body)
        stack.removeLast()
        position = savedPosition
    }

    private mutating func renderInverted(_ value: TemplateValue?, _ body: [TemplateNode]) {
        switch value {
        case .none, .bool(false):
            render(body)
        case .some(let sequence) where sequence.isEmptySequence:
            // swift-mustache renders an empty sequence's inverted section with the sequence on the stack.
            renderPushed(sequence, body)
        default:
            return
        }
    }

    private mutating func renderPartial(
        _ name: String, dynamic: Bool, indentation partialIndentation: [UInt8]?, inherits: [String: [TemplateNode]]?
    ) {
        var templateName = name
        if dynamic {
            guard case .string(let looked) = lookUp(TemplateName(name, transforms: [])) else { return }
            templateName = looked
        }
        guard let nodes = templates[templateName], partialDepth < Self.maximumPartialDepth else { return }
        partialDepth += 1
        defer { partialDepth -= 1 }
        work += Self.partialWork
        let (savedPosition, savedIndentation, savedInherited, savedEscapes) = (
            position, indentation, inherited, escapes
        )
        let savedCurrent = current
        current = templateName
        defer { current = savedCurrent }
        position = nil
        escapes = true
        if let partialIndentation { indentation += partialIndentation }
        if let inherits {
            inherited = inherited?.merging(inherits) { outer, _ in outer } ?? inherits
        }
        render(nodes)
        (position, indentation, inherited, escapes) = (savedPosition, savedIndentation, savedInherited, savedEscapes)
    }

    /// swift-mustache's `getChild`: the value a tag names, after its transforms. The levels of the
    /// stack searched below the top count as work.
    private mutating func lookUp(_ name: TemplateName) -> TemplateValue? {
        var value: TemplateValue?
        var transformCount = name.transforms.count
        switch name.source {
        case .top:
            value = stack.last
        case .sequencePosition:
            guard let position else { return nil }
            transformCount -= 1
            value = TemplateValue.sequencePosition(position, name.transforms[transformCount])
        case .anchored:
            value = stack.last
            for component in name.components {
                value = value?.child(named: component)
            }
        case .climbing:
            let components = name.components
            var level = stack.count - 1
            while level >= 0 {
                if let found = stack[level].child(named: components[0], hint: name.hint) {
                    value = found
                    for index in 1..<components.count {
                        value = value?.child(named: components[index])
                    }
                    break
                }
                level -= 1
            }
            work += stack.count - 1 - max(level, 0)
        }
        while transformCount > 0 {
            transformCount -= 1
            value = value?.transformed(name.transforms[transformCount])
        }
        return value
    }
}

/// Where a render stopped for exceeding its bound of work or output: the partial (or template) it
/// was rendering, and the partial tag that included it.
public struct TemplateOverrun: Hashable, Sendable {
    /// A partial tag: the template it is written in, and its start in `Character`s from the start
    /// of that template's text (a line and column are counted only when it is reported).
    public struct Tag: Hashable, Sendable {
        public let template: String
        public let offset: Int
    }
    public let template: String
    public let includedAt: Tag?
}
