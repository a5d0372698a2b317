/// A model of the HTML5 tree builder's stack of open elements, for the documents whose tree is
/// their tags in source order: every start tag becomes exactly one element, none is dropped,
/// cloned, merged or moved. That holds for well-formed HTML (and much that is not); whenever a
/// token would make the tree builder do anything else (foreign content, `<template>`, `<select>`,
/// framesets, misnested formatting elements, foster parenting, a second `<body>`, …), the model
/// says so and the page is left to gumbo.
struct OpenElements {
    /// gumbo tells elements apart by tag only: every unknown element matches every unknown end tag.
    private var stack: [HTMLTag] = []
    private var sawStartTag = false
    /// Tokens that create `<head>` (or make a later `<head>` start tag ignored) were seen.
    private var headStarted = false
    /// Tokens that create `<body>` (or make a later `<body>` start tag merge into it) were seen.
    private var bodyStarted = false
    private var formOpen = false

    /// Whether non-whitespace text matters to the model now (see `text()`).
    var caresAboutText: Bool { !bodyStarted || stack.last == .colgroup }

    /// Non-whitespace character data in the data state. False: the page needs the tree builder.
    mutating func text() -> Bool {
        if stack.last == .colgroup { return false }
        headStarted = true
        bodyStarted = true
        return true
    }

    /// A start tag. False: the page needs the tree builder.
    mutating func start(_ tag: HTMLTag) -> Bool {
        defer { sawStartTag = true }
        switch tag {
        case .html:
            return !sawStartTag
        case .head:
            if headStarted { return false }
            headStarted = true
            return true
        case .body:
            if bodyStarted { return false }
            headStarted = true
            bodyStarted = true
            return true
        case .svg, .math, .template, .select, .frameset, .frame, .isindex, .noscript, .menuitem, .option, .optgroup,
            .rb, .rp, .rt, .rtc:
            return false
        default:
            break
        }
        headStarted = true
        if !tag.belongsInHead { bodyStarted = true }
        if let top = stack.last, top.isTableContext || top == .colgroup {
            return startInTable(tag, top: top)
        }
        switch tag {
        case .caption, .colgroup, .col, .tbody, .thead, .tfoot, .tr, .td, .th:
            return false  // outside a table: ignored by the tree builder
        case .a, .nobr, .button:
            if contains(tag) { return false }
        case .form:
            if formOpen { return false }
            formOpen = true
        case .li, .dd, .dt:
            if !closeListItem(tag) { return false }
        default:
            break
        }
        // In quirks mode <table> does not close the <p>: leave that to the tree builder.
        if tag == .table && inButtonScope(.p) { return false }
        if tag.closesParagraph && !closeParagraph() { return false }
        if tag.isHeading, stack.last?.isHeading == true { return false }
        if !tag.isVoid && tag.textContent == nil && tag != .plaintext { stack.append(tag) }
        return true
    }

    /// In a table (not in a cell or caption): table structure, or script and style.
    private mutating func startInTable(_ tag: HTMLTag, top: HTMLTag) -> Bool {
        if top == .colgroup {
            return tag == .col
        }
        switch (tag, top) {
        case (.script, _), (.style, _):
            return true
        case (.caption, .table), (.colgroup, .table), (.tbody, .table), (.thead, .table), (.tfoot, .table):
            stack.append(tag)
        case (.col, .table):
            stack.append(.colgroup)
        case (.tr, .table):
            stack += [.tbody, tag]
        case (.tr, .tbody), (.tr, .thead), (.tr, .tfoot), (.td, .tr), (.th, .tr):
            stack.append(tag)
        case (.td, .tbody), (.td, .thead), (.td, .tfoot), (.th, .tbody), (.th, .thead), (.th, .tfoot):
            stack += [.tr, tag]
        case (.td, .table), (.th, .table):
            stack += [.tbody, .tr, tag]
        default:
            return false  // foster-parented, or closes part of the table
        }
        return true
    }

    /// An end tag. False: the page needs the tree builder.
    mutating func end(_ tag: HTMLTag) -> Bool {
        headStarted = true
        if tag != .head { bodyStarted = true }
        switch tag {
        case .body, .html, .br:
            return true
        case .template, .select, .frameset, .option, .optgroup, .rb, .rp, .rt, .rtc:
            return false
        case .p:
            if stack.last == .p {
                stack.removeLast()
                return true
            }
            return !inButtonScope(.p)  // else the tree builder adds an empty <p>
        case .form:
            if !formOpen { return true }
            guard stack.last == .form else { return false }
            stack.removeLast()
            formOpen = false
            return true
        case .h1, .h2, .h3, .h4, .h5, .h6:
            guard stack.contains(where: { $0.isHeading }) else { return true }
            guard stack.last?.isHeading == true else { return false }
            stack.removeLast()
            return true
        case .table:
            guard let table = stack.lastIndex(where: { $0 == .table }) else { return true }
            let inside = stack[(table + 1)...]
            guard inside.allSatisfy({ $0.isTableContext || $0 == .colgroup }) else { return false }
            stack.removeSubrange(table...)
            return true
        default:
            guard let index = stack.lastIndex(of: tag) else { return true }
            guard index == stack.count - 1 else { return false }
            stack.removeLast()
            return true
        }
    }

    private func contains(_ tag: HTMLTag) -> Bool {
        stack.contains { $0 == tag }
    }

    private func inButtonScope(_ tag: HTMLTag) -> Bool {
        for open in stack.reversed() {
            if open == tag { return true }
            if open.limitsButtonScope { return false }
        }
        return false
    }

    /// A start tag that closes an open `<p>`: fine when the `<p>` is the current node.
    private mutating func closeParagraph() -> Bool {
        guard inButtonScope(.p) else { return true }
        guard stack.last == .p else { return false }
        stack.removeLast()
        return true
    }

    /// `<li>` closes an open `<li>` (`<dd>`/`<dt>` an open `<dd>` or `<dt>`) up to the nearest special element.
    private mutating func closeListItem(_ tag: HTMLTag) -> Bool {
        let closes: Set<HTMLTag> = tag == .li ? [.li] : [.dd, .dt]
        for index in stack.indices.reversed() {
            let open = stack[index]
            if closes.contains(open) {
                guard index == stack.count - 1 else { return false }
                stack.removeLast()
                return true
            }
            if open.isSpecial && open != .address && open != .div && open != .p { return true }
        }
        return true
    }
}
