/// Writes one content page: YAML front matter plus a Markdown body of about 4–6 KB with headings,
/// lists, inline code, Swift samples and ~10 references that all resolve.
struct CorpusPageWriter: Sendable {
    let plan: CorpusPlan
    var samples: SwiftSamples { SwiftSamples(plan: plan) }

    /// A page's Content/ file and its body (the text SceneDocs hands to cmark), as UTF-8.
    func render(page index: Int) -> (content: [UInt8], body: [UInt8]) {
        let page = plan.pages[index]
        // Separate streams for references, body text and the rest, all derived from (seed, page).
        var referenceRNG = SplitMix64(seed: plan.seed, stream: 2, index: index)
        let references = references(for: page, rng: &referenceRNG)
        let context = proseContext(for: page)
        var builder = BodyBuilder(
            rng: SplitMix64(seed: plan.seed, stream: 3, index: index), context: context, references: references,
            realistic: plan.realistic)
        var rng = SplitMix64(seed: plan.seed, stream: 4, index: index)
        var code: [String]
        if plan.realistic {
            // 0–2 samples, 0.8 a page on average; all distinct in structure.
            let roll = rng.int(0...9)
            var distinct = DistinctSamples(plan: plan, rng: SplitMix64(seed: plan.seed, stream: 5, index: index))
            code = (0..<(roll < 4 ? 0 : roll < 8 ? 1 : 2)).map { _ in distinct.sample() }
        } else {
            code = samples.samples(for: page, count: rng.int(1...3), rng: &rng)
        }
        builder.build(headings: page.headings, code: code)
        let body = builder.out
        var front = "---\n"
        frontMatter(for: page, context: context, into: &front, rng: &rng)
        front += "---\n"
        var content: [UInt8] = []
        content.reserveCapacity(front.utf8.count + body.count)
        content += front
        content += body
        return (content, body)
    }

    // MARK: Context

    func proseContext(for page: PlannedPage) -> Prose.Context {
        switch page.kind {
        case .type(let index):
            let type = plan.types[index]
            let code = type.members.prefix(6).map { plan.members[$0].title } + ["true", "nil"]
            return Prose.Context(
                kind: type.kind.displayName, framework: Vocabulary.frameworks[type.framework].name, code: code)
        case .member(let index):
            let member = plan.members[index]
            let type = plan.types[member.type]
            var code = [member.title] + type.members.prefix(4).map { plan.members[$0].title }
            code += member.parameters.map(\.name) + ["true", "false", "nil"]
            return Prose.Context(
                kind: member.kind.displayName, framework: Vocabulary.frameworks[type.framework].name, code: code)
        case .article:
            return Prose.Context(kind: "approach", framework: Vocabulary.frameworks[0].name, code: Vocabulary.codeWords)
        case .guide, .step:
            return Prose.Context(kind: "step", framework: Vocabulary.frameworks[1].name, code: Vocabulary.codeWords)
        }
    }

    // MARK: References

    func symbolReference(_ id: String) -> String { "``" + id + "``" }

    /// 9–11 references (plus sometimes an external type) in a random order.
    func references(for page: PlannedPage, rng: inout SplitMix64) -> [String] {
        var result: [String] = []
        let allSymbols = plan.types.count + plan.members.count
        func randomSymbol() -> String {
            var id = page.linkID
            for _ in 0..<4 where id == page.linkID {
                let pick = Int(rng.next() % UInt64(allSymbols))
                id = pick < plan.types.count ? plan.types[pick].id : plan.members[pick - plan.types.count].id
            }
            return symbolReference(id)
        }
        /// Ids of the page's own family: its type and the type's members.
        var family: [String] = []
        switch page.kind {
        case .type(let index):
            family = plan.types[index].members.map { plan.members[$0].id }
        case .member(let index):
            let type = plan.types[plan.members[index].type]
            family = [type.id] + type.members.map { plan.members[$0].id }.filter { $0 != page.linkID }
        default:
            break
        }
        for _ in 0..<4 {
            if !family.isEmpty && rng.chance(0.5) {
                result.append(symbolReference(rng.pick(family)))
            } else {
                result.append(randomSymbol())
            }
        }
        let pageCount = plan.types.count + plan.articles.count + plan.guides.count
        for _ in 0..<2 {
            let pick = Int(rng.next() % UInt64(pageCount))
            let id: String
            if pick < plan.types.count {
                id = plan.types[pick].id
            } else if pick < plan.types.count + plan.articles.count {
                id = plan.articles[pick - plan.types.count].id
            } else {
                id = plan.guides[pick - plan.types.count - plan.articles.count].id
            }
            result.append("<doc:" + id + ">")
        }
        for _ in 0..<2 where !plan.headingTargets.isEmpty {
            let target = rng.pick(plan.headingTargets)
            result.append("[" + target.text + "](doc:" + target.page + "#" + target.slug + ")")
        }
        let stepCount = rng.int(1...2)
        if !plan.guides.isEmpty {
            var guide = Int(rng.next() % UInt64(plan.guides.count))
            if case .step(let own, _) = page.kind, rng.chance(0.7) { guide = own }
            if case .guide(let own) = page.kind { guide = own }
            for _ in 0..<stepCount {
                let step = rng.pick(plan.guides[guide].steps)
                result.append("<doc:" + plan.guides[guide].id + "#" + step.id + ">")
            }
        } else {
            for _ in 0..<stepCount { result.append(randomSymbol()) }
        }
        while result.count < 9 { result.append(randomSymbol()) }
        if rng.chance(0.3) {
            result.append(
                symbolReference(rng.pick(["Sendable", "Hashable", "NSObject", "NSObjectProtocol", "Equatable"])))
        }
        // Shuffle (Fisher–Yates on our own generator).
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(i, Int(rng.next() % UInt64(i + 1)))
        }
        return result
    }

    // MARK: Front matter

    func sourceList(rng: inout SplitMix64) -> String {
        let ids = rng.distinctIndices(rng.int(1...3), below: Catalogue.sources.count).map { Catalogue.sources[$0].id }
        return "[" + ids.joined(separator: ", ") + "]"
    }

    func availability(deprecated: Bool, rng: inout SplitMix64) -> String {
        let major = rng.pick(["13.0", "14.0", "15.0", "16.0", "17.0", "18.0", "26.0"])
        var text = "availability:\n"
        if deprecated {
            text += "  iOS: {introduced: \"\(major)\", deprecated: \"26.0\"}\n"
            text += "  iPadOS: {introduced: \"\(major)\", deprecated: \"26.0\"}\n"
        } else if rng.chance(0.03) {
            text += "  iOS: {introduced: \"27.0\", beta: true}\n  iPadOS: {introduced: \"27.0\", beta: true}\n"
        } else {
            text += "  iOS: \"\(major)\"\n  iPadOS: \"\(major)\"\n"
        }
        if rng.chance(0.5) { text += "  macCatalyst: \"\(major == "13.0" ? "13.1" : major)\"\n" }
        if rng.chance(0.2) { text += "  macOS: \"\(rng.pick(["10.15", "11.0", "12.0", "13.0", "14.0", "15.0"]))\"\n" }
        if rng.chance(0.3) { text += "  tvOS: \"\(major)\"\n" }
        if rng.chance(0.4) { text += "  visionOS: \"\(rng.pick(["1.0", "2.0", "26.0", "*"]))\"\n" }
        if rng.chance(0.1) { text += "  watchOS: \"\(rng.pick(["6.0", "8.0", "10.0"]))\"\n" }
        return text
    }

    func summary(rng: inout SplitMix64, context: Prose.Context) -> String {
        Prose.fill(rng.pick(Prose.summaryTemplates), rng: &rng, context: context)
    }

    func frontMatter(for page: PlannedPage, context: Prose.Context, into out: inout String, rng: inout SplitMix64) {
        switch page.kind {
        case .type(let index):
            let type = plan.types[index]
            out += "id: \(YAML.quote(type.id))\nkind: \(type.kind.rawValue)\n"
            out += "framework: \(Vocabulary.frameworks[type.framework].name)\n"
            out += "summary: \(YAML.quote(summary(rng: &rng, context: context)))\n"
            out += "declaration: \(YAML.quote(samples.declaration(ofType: type)))\n"
            out += availability(deprecated: false, rng: &rng)
            if !type.inheritsFrom.isEmpty { out += "inheritsFrom: \(YAML.list(type.inheritsFrom))\n" }
            if !type.conformsTo.isEmpty { out += "conformsTo: \(YAML.list(type.conformsTo))\n" }
            var seeAlso: [String] = []
            for typeIndex in rng.distinctIndices(2, below: plan.types.count) where typeIndex != index {
                seeAlso.append(plan.types[typeIndex].id)
            }
            if !plan.articles.isEmpty { seeAlso.append(rng.pick(plan.articles).id) }
            if !seeAlso.isEmpty { out += "seeAlso: \(YAML.list(seeAlso))\n" }
        case .member(let index):
            let member = plan.members[index]
            let type = plan.types[member.type]
            out += "id: \(YAML.quote(member.id))\nkind: \(member.kind.rawValue)\n"
            out += "framework: \(Vocabulary.frameworks[type.framework].name)\n"
            out += "parent: \(YAML.quote(type.id))\ntopic: \(YAML.quote(member.topic))\n"
            if let requirement = member.requirement { out += "requirement: \(requirement)\n" }
            out += "summary: \(YAML.quote(summary(rng: &rng, context: context)))\n"
            out += "declaration: \(YAML.quote(samples.declaration(ofMember: member)))\n"
            out += availability(deprecated: member.deprecatedBy != nil, rng: &rng)
            if let replacement = member.deprecatedBy {
                let id = plan.members[replacement].id
                out += "deprecation:\n  message: \(YAML.quote("Use \(plan.members[replacement].title) instead."))\n"
                out += "  replacement: \(YAML.quote(id))\n"
            }
            let siblings = type.members.filter { $0 != index }
            var seeAlso = rng.distinctIndices(2, below: siblings.count).map { plan.members[siblings[$0]].id }
            seeAlso.append(type.id)
            out += "seeAlso: \(YAML.list(seeAlso))\n"
        case .article(let index):
            out += "title: \(YAML.quote(plan.articles[index].title))\n"
            out += "summary: \(YAML.quote(summary(rng: &rng, context: context)))\n"
        case .guide(let index):
            out += "title: \(YAML.quote(plan.guides[index].title))\n"
            out += "summary: \(YAML.quote(summary(rng: &rng, context: context)))\n"
            let owner = rng.pick(Vocabulary.nouns)
            let verb = rng.pick(Vocabulary.verbs).third
            let object = rng.pick(Vocabulary.nouns)
            out += "audience: \(YAML.quote("Teams whose \(owner) code still \(verb) every \(object) by hand."))\n"
        case .step(let guideIndex, let stepIndex):
            let step = plan.guides[guideIndex].steps[stepIndex]
            out += "title: \(YAML.quote(step.title))\n"
            if rng.chance(0.7) { out += "summary: \(YAML.quote(summary(rng: &rng, context: context)))\n" }
            if rng.chance(0.4) {
                var distinct = plan.realistic ? DistinctSamples(plan: plan, rng: SplitMix64(seed: rng.next())) : nil
                for (key, caption) in [("before", "The code before this step"), ("after", "The code after this step")] {
                    let code = distinct?.sample() ?? samples.randomSample(rng: &rng)
                    out += "\(key):\n  caption: \(YAML.quote(caption))\n  language: swift\n  code: |\n"
                    out += YAML.block(code, indent: 4)
                }
            }
            if rng.chance(0.5) {
                out += "gotchas:\n"
                for _ in 0..<rng.int(1...3) {
                    var gotcha: [UInt8] = []
                    Prose.append(rng.pick(Prose.sentenceTemplates), to: &gotcha, rng: &rng, context: context)
                    if rng.chance(0.5) {
                        let steps = plan.guides[guideIndex].steps
                        let target = steps[Int(rng.next() % UInt64(steps.count))]
                        gotcha += " "
                        Prose.append(
                            rng.pick(Prose.referenceTemplates), to: &gotcha, rng: &rng, context: context,
                            reference: "<doc:\(plan.guides[guideIndex].id)#\(target.id)>")
                    }
                    out += "  - \(YAML.quote(String(decoding: gotcha, as: UTF8.self)))\n"
                }
            }
            if rng.chance(0.5) { return }  // sources default to the guide's
        }
        out += "sources: \(sourceList(rng: &rng))\n"
    }
}

/// Appends Markdown blocks until the body reaches its size.
struct BodyBuilder {
    var rng: SplitMix64
    let context: Prose.Context
    /// References still to place (taken from the end).
    var references: [String]
    var out: [UInt8] = []
    /// Shorter sections (`CorpusPlan.realistic`): 1–3 sentences a paragraph, one list, ~2.5 KB a body.
    let realistic: Bool

    init(rng: SplitMix64, context: Prose.Context, references: [String], realistic: Bool = false) {
        self.rng = rng
        self.context = context
        self.references = references
        self.realistic = realistic
        out.reserveCapacity(6500)
    }

    mutating func beginBlock() {
        if !out.isEmpty { out += "\n" }
    }

    mutating func sentence() {
        Prose.append(rng.pick(Prose.sentenceTemplates), to: &out, rng: &rng, context: context)
    }

    mutating func referenceSentence() {
        let reference = references.removeLast()
        Prose.append(rng.pick(Prose.referenceTemplates), to: &out, rng: &rng, context: context, reference: reference)
    }

    mutating func paragraph() {
        beginBlock()
        let count = realistic ? rng.int(1...3) : rng.int(3...5)
        let referenceAt = references.isEmpty ? -1 : rng.int(0...(count - 1))
        for index in 0..<count {
            if index > 0 { out += " " }
            if index == referenceAt {
                referenceSentence()
                if !references.isEmpty && rng.chance(0.25) {
                    out += " "
                    referenceSentence()
                }
            } else {
                sentence()
            }
        }
        out += "\n"
    }

    mutating func list(numbered: Bool) {
        beginBlock()
        for number in 1...(realistic ? rng.int(2...4) : rng.int(3...5)) {
            out += numbered ? "\(number). " : "- "
            if !references.isEmpty && rng.chance(0.3) {
                referenceSentence()
            } else if numbered || rng.chance(0.5) {
                Prose.append(rng.pick(Prose.stepTemplates), to: &out, rng: &rng, context: context)
            } else {
                out += "`" + rng.pick(context.code) + "`: "
                sentence()
            }
            out += "\n"
        }
    }

    mutating func callout() {
        beginBlock()
        out += "> " + rng.pick(Vocabulary.calloutKinds) + ": "
        sentence()
        out += " "
        sentence()
        out += "\n"
    }

    mutating func code(_ sample: String) {
        beginBlock()
        out += "```swift\n"
        out += sample
        out += "```\n"
    }

    mutating func build(headings: [PlannedHeading], code: [String]) {
        let target = realistic ? rng.int(1100...2300) : rng.int(4300...5500)
        paragraph()
        // Which sections get a code sample (distinct, in order), a bullet list and a numbered list.
        let codeSections = rng.distinctIndices(code.count, below: headings.count).sorted()
        let listSections = rng.distinctIndices(realistic ? 1 : 2, below: headings.count)
        var nextCode = 0
        for (position, heading) in headings.enumerated() {
            let sectionsLeft = headings.count - position
            let budget = max(realistic ? 0 : 250, (target - out.count) / sectionsLeft)
            beginBlock()
            out += (heading.level == 2 ? "## " : "### ") + heading.text + "\n"
            let start = out.count
            var hasList = false
            paragraph()
            if let list = listSections.firstIndex(of: position) {
                self.list(numbered: list == 1)
                hasList = true
            }
            if nextCode < codeSections.count && codeSections[nextCode] == position {
                self.code(code[nextCode])
                nextCode += 1
            }
            while out.count - start < budget {
                let roll = rng.int(0...99)
                if roll < 20 && !hasList {
                    list(numbered: rng.chance(0.4))
                    hasList = true
                } else if roll < 26 {
                    callout()
                } else {
                    paragraph()
                }
            }
        }
        if !references.isEmpty {
            beginBlock()
            out += "Related reading:\n\n"
            while !references.isEmpty {
                out += "- "
                referenceSentence()
                out += "\n"
            }
        }
        // A final blank line closes every open block, so plain/ files can be concatenated into one
        // CommonMark document without a page's last list or paragraph absorbing the next page.
        out += "\n"
    }
}
