/// A model of the HTML5 tree builder's stack of open elements, for the documents whose tree is
/// their tags in source order: every start tag becomes exactly one element, none is dropped,
/// cloned, merged or moved. That holds for well-formed HTML (and much that is not); whenever a
/// token would make the tree builder do anything else (foreign content, `<template>`, `<select>`,
/// framesets, misnested formatting elements, foster parenting, a second `<body>`, …), the model
/// says so and the page is left to gumbo.
///
/// Every query is O(1) (amortised over the pushes and pops), so a page's cost is linear in its
/// tags however deep they nest: each open element remembers, when pushed, what the scope queries
/// need to know about it and the elements below it.
struct OpenElements {
    /// gumbo tells elements apart by tag only: every unknown element matches every unknown end tag.
    private var stack: [HTMLTag] = []
    /// Per open element: whether a `<p>` is in button scope with it as the current node.
    private var paragraphInScope: [Bool] = []
    /// Per open element: the index of the nearest element at or below it that stops `<li>`'s
    /// search for an `<li>` to close (an `<li>`, or a special element other than address/div/p); -1 for none.
    private var listItemStop: [Int] = []
    /// The same for `<dd>`/`<dt>` (a `<dd>`, a `<dt>`, or such a special element).
    private var definitionStop: [Int] = []
    /// How many elements of each tag are open.
    private var openCount = [Int](repeating: 0, count: HTMLTag.allCases.count)
    private var openHeadings = 0
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
        if !tag.isVoid && tag.textContent == nil && tag != .plaintext { push(tag) }
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
            push(tag)
        case (.col, .table):
            push(.colgroup)
        case (.tr, .table):
            push(.tbody)
            push(tag)
        case (.tr, .tbody), (.tr, .thead), (.tr, .tfoot), (.td, .tr), (.th, .tr):
            push(tag)
        case (.td, .tbody), (.td, .thead), (.td, .tfoot), (.th, .tbody), (.th, .thead), (.th, .tfoot):
            push(.tr)
            push(tag)
        case (.td, .table), (.th, .table):
            push(.tbody)
            push(.tr)
            push(tag)
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
                pop()
                return true
            }
            return !inButtonScope(.p)  // else the tree builder adds an empty <p>
        case .form:
            if !formOpen { return true }
            guard stack.last == .form else { return false }
            pop()
            formOpen = false
            return true
        case .h1, .h2, .h3, .h4, .h5, .h6:
            guard openHeadings > 0 else { return true }
            guard stack.last?.isHeading == true else { return false }
            pop()
            return true
        case .table:
            guard openCount[Int(HTMLTag.table.rawValue)] > 0 else { return true }
            // Pops the table's structure elements, then the table; anything else inside needs the tree builder.
            while let top = stack.last, top != .table {
                guard top.isTableContext || top == .colgroup else { return false }
                pop()
            }
            pop()
            return true
        default:
            guard openCount[Int(tag.rawValue)] > 0 else { return true }
            guard stack.last == tag else { return false }
            pop()
            return true
        }
    }

    /// How many elements are open (the `<html>`, `<head>` and `<body>` the model does not keep aside).
    var depth: Int { stack.count }

    private mutating func push(_ tag: HTMLTag) {
        paragraphInScope.append(tag == .p || (!tag.limitsButtonScope && (paragraphInScope.last ?? false)))
        let stopsSpecial = tag.isSpecial && tag != .address && tag != .div && tag != .p
        listItemStop.append(tag == .li || stopsSpecial ? stack.count : (listItemStop.last ?? -1))
        definitionStop.append(tag == .dd || tag == .dt || stopsSpecial ? stack.count : (definitionStop.last ?? -1))
        stack.append(tag)
        openCount[Int(tag.rawValue)] += 1
        if tag.isHeading { openHeadings += 1 }
    }

    private mutating func pop() {
        let tag = stack.removeLast()
        paragraphInScope.removeLast()
        listItemStop.removeLast()
        definitionStop.removeLast()
        openCount[Int(tag.rawValue)] -= 1
        if tag.isHeading { openHeadings -= 1 }
    }

    private func contains(_ tag: HTMLTag) -> Bool {
        openCount[Int(tag.rawValue)] > 0
    }

    /// Only asked about `<p>`, the one element whose button scope the tree builder checks here.
    private func inButtonScope(_ tag: HTMLTag) -> Bool {
        precondition(tag == .p)
        return paragraphInScope.last ?? false
    }

    /// A start tag that closes an open `<p>`: fine when the `<p>` is the current node.
    private mutating func closeParagraph() -> Bool {
        guard inButtonScope(.p) else { return true }
        guard stack.last == .p else { return false }
        pop()
        return true
    }

    /// `<li>` closes an open `<li>` (`<dd>`/`<dt>` an open `<dd>` or `<dt>`) up to the nearest special element.
    private mutating func closeListItem(_ tag: HTMLTag) -> Bool {
        guard let stop = (tag == .li ? listItemStop : definitionStop).last, stop >= 0 else { return true }
        let open = stack[stop]
        guard tag == .li ? open == .li : (open == .dd || open == .dt) else { return true }
        guard stop == stack.count - 1 else { return false }
        pop()
        return true
    }
}
