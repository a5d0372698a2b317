import Naming

// The corpus skeleton: every page's id, file, title, headings and relationships, decided before
// any body is written so that bodies can link to headings of pages generated later. One file
// although over 400 lines: the planner draws every decision from one seeded random stream, in an
// order the corpus' bytes depend on, and reads best as that one sequence.

/// Builds the plan from the page count and seed.
struct Planner {
    let pageCount: Int
    var rng: SplitMix64
    var plan: CorpusPlan
    /// Lower-cased page ids and type names already taken (membership only).
    var takenIDs: Set<String> = ReservedIDs.pages

    init(pages: Int, seed: UInt64) {
        pageCount = max(pages, 1)
        rng = SplitMix64(seed: seed, stream: 1, index: 0)
        plan = CorpusPlan(seed: seed)
    }

    static func plan(pages: Int, seed: UInt64) -> CorpusPlan {
        var planner = Planner(pages: pages, seed: seed)
        planner.build()
        return planner.plan
    }

    mutating func build() {
        // 80% symbols, 10% guide pages, 10% articles; a guide needs an index and at least one step.
        var articleCount = pageCount / 10
        var guidePages = pageCount / 10
        if guidePages < 2 { guidePages = 0 }
        if pageCount >= 3 && articleCount == 0 { articleCount = 1 }
        let symbolPages = pageCount - articleCount - guidePages

        planSymbols(symbolPages)
        planArticles(articleCount)
        planGuides(guidePages)
        assignPages()
        planMapping()
        planPaths()
    }

    // MARK: Symbols

    mutating func uniqueTypeName(prefix: String, role: String) -> String {
        for attempt in 0..<40 {
            let first = rng.pick(Vocabulary.typeWords)
            var name = prefix + first
            if rng.chance(0.6) {
                var second = rng.pick(Vocabulary.typeWords)
                while second == first { second = rng.pick(Vocabulary.typeWords) }
                name += second
            }
            name += role
            if attempt >= 20 { name += String(attempt) }
            if takenIDs.insert(name.lowercased()).inserted { return name }
        }
        var counter = plan.types.count
        while true {
            let name = prefix + "Generated" + role + String(counter)
            if takenIDs.insert(name.lowercased()).inserted { return name }
            counter += 1
        }
    }

    mutating func planSymbols(_ budget: Int) {
        var remaining = budget
        while remaining > 0 {
            let index = plan.types.count
            let kind: TypeKind
            if index < 2 {
                kind = .protocol  // the mapping's app-delegate and scene-delegate protocols
            } else {
                let roll = rng.int(0...99)
                kind = roll < 25 ? .protocol : roll < 55 ? .class : roll < 85 ? .struct : .enum
            }
            let framework = index < 2 ? 0 : rng.int(0...(Vocabulary.frameworks.count - 1))
            let prefix = Vocabulary.frameworks[framework].prefix
            let role: String
            switch kind {
            case .protocol:
                role = index == 0 ? "AppDelegate" : index == 1 ? "StageDelegate" : rng.pick(Vocabulary.protocolRoles)
            case .class: role = rng.pick(Vocabulary.classRoles)
            case .struct: role = rng.pick(Vocabulary.structRoles)
            case .enum: role = rng.pick(Vocabulary.enumRoles)
            }
            let name = index < 2 ? uniqueFixedName(prefix + role) : uniqueTypeName(prefix: prefix, role: role)
            var type = PlannedType(id: name, kind: kind, framework: framework)
            relate(&type)
            remaining -= 1
            // Members: 4–8 (fewer when the budget runs out; never leave a single page over).
            var memberCount = min(rng.int(4...8), remaining)
            if remaining - memberCount == 1 { memberCount += 1 }
            plan.types.append(type)
            if kind == .enum { plan.enumTypes.append(index) }
            if kind == .protocol { plan.protocolTypes.append(index) }
            planMembers(of: index, count: memberCount)
            remaining -= memberCount
        }
    }

    mutating func uniqueFixedName(_ name: String) -> String {
        takenIDs.insert(name.lowercased())
        return name
    }

    /// Relationships point only at types planned earlier, so there are no cycles.
    mutating func relate(_ type: inout PlannedType) {
        let earlierProtocols = plan.protocolTypes
        let earlierClasses = plan.types.indices.filter { plan.types[$0].kind == .class }
        func someProtocols(_ count: Int) -> [String] {
            guard !earlierProtocols.isEmpty else { return [] }
            return rng.distinctIndices(count, below: earlierProtocols.count).map { plan.types[earlierProtocols[$0]].id }
        }
        switch type.kind {
        case .protocol:
            if rng.chance(0.4) { type.conformsTo += someProtocols(1) }
            type.conformsTo.append(rng.chance(0.5) ? "NSObjectProtocol" : "Sendable")
        case .class:
            if !earlierClasses.isEmpty && rng.chance(0.5) {
                type.inheritsFrom = [plan.types[earlierClasses[Int(rng.next() % UInt64(earlierClasses.count))]].id]
            } else {
                type.inheritsFrom = ["NSObject"]
            }
            type.conformsTo = someProtocols(rng.int(0...2))
        case .struct:
            type.conformsTo =
                someProtocols(rng.int(0...1)) + [rng.pick(["Hashable", "Sendable", "Equatable", "Codable"])]
        case .enum:
            type.conformsTo = [rng.pick(["CaseIterable", "Hashable", "Sendable"])]
        }
    }

    mutating func planMembers(of typeIndex: Int, count: Int) {
        let type = plan.types[typeIndex]
        var segments: Set<String> = []  // output-file names taken within this type
        var memberIndices: [Int] = []
        for position in 0..<count {
            var member: PlannedMember?
            for attempt in 0..<30 {
                var candidate = makeMember(type: type, typeIndex: typeIndex, position: position)
                if attempt >= 15 {
                    // Rare: the small name space of this kind is used up; number the name.
                    candidate.name += String(attempt)
                    candidate.title = memberTitle(candidate)
                    candidate.id = type.id + "/" + candidate.title
                }
                let segment = PathSegment.of(candidate.title)
                if segments.insert(segment).inserted {
                    member = candidate
                    break
                }
            }
            guard let member else { continue }
            memberIndices.append(plan.members.count)
            plan.members.append(member)
        }
        // A few deprecated members name a sibling as replacement.
        if memberIndices.count >= 3 && rng.chance(0.15) {
            let old = memberIndices[memberIndices.count - 1]
            let replacement = memberIndices[rng.int(0...(memberIndices.count - 2))]
            plan.members[old].deprecatedBy = replacement
        }
        plan.types[typeIndex].members = memberIndices
    }

    func memberTitle(_ member: PlannedMember) -> String {
        switch member.kind {
        case .method, .initializer:
            return member.name + "(" + member.parameters.map { $0.label + ":" }.joined() + ")"
        case .property, .typeProperty, .case:
            return member.name
        }
    }

    mutating func someTypeName() -> String {
        if plan.types.count > 1 && rng.chance(0.6) {
            return plan.types[Int(rng.next() % UInt64(plan.types.count))].id
        }
        return rng.pick(Vocabulary.basicTypes)
    }

    mutating func parameters(_ count: Int, firstUnlabelled: Bool) -> [Parameter] {
        var result: [Parameter] = []
        var names: Set<String> = []
        var labels: Set<String> = []
        for position in 0..<count {
            var name = rng.pick(Vocabulary.parameterNames)
            while names.contains(name) { name = rng.pick(Vocabulary.parameterNames) }
            names.insert(name)
            var label = "_"
            if position > 0 || !firstUnlabelled {
                repeat { label = rng.pick(Vocabulary.labels) } while !labels.insert(label).inserted
            }
            result.append(Parameter(label: label, name: name, type: someTypeName()))
        }
        return result
    }

    mutating func makeMember(type: PlannedType, typeIndex: Int, position: Int) -> PlannedMember {
        let kind: MemberKind
        switch type.kind {
        case .protocol:
            kind = typeIndex < 2 || rng.chance(0.7) ? .method : .property
        case .class, .struct:
            if position == 0 {
                kind = .initializer
            } else {
                let roll = rng.int(0...99)
                kind = roll < 50 ? .method : roll < 85 ? .property : roll < 93 ? .initializer : .typeProperty
            }
        case .enum:
            kind = position < 3 ? .case : rng.chance(0.5) ? .property : .method
        }
        var member = PlannedMember(id: "", name: "", kind: kind, type: typeIndex, topic: "")
        switch kind {
        case .method:
            let verb = rng.pick(Vocabulary.verbs)
            if type.kind == .protocol && rng.chance(0.5) {
                // Delegate style: `sessionDidRestoreLayout(_:)`, `stageWillActivateScene(_:for:)`.
                let subject = rng.pick(Vocabulary.parameterNames)
                member.name =
                    subject + rng.pick(["Did", "Will"]) + verb.base.capitalizedFirst
                    + rng.pick(Vocabulary.memberObjects)
                member.parameters = parameters(rng.chance(0.4) ? 2 : 1, firstUnlabelled: true)
                member.parameters[0].name = subject
                if member.parameters.count == 2 && member.parameters[1].name == subject {
                    member.parameters[1].name += "Value"
                }
                member.returnType = nil
            } else {
                member.name = verb.base + (rng.chance(0.7) ? rng.pick(Vocabulary.memberObjects) : "")
                member.parameters = parameters(rng.int(0...3), firstUnlabelled: rng.chance(0.5))
                member.returnType = rng.chance(0.5) ? nil : rng.pick(["Bool", "Int", "String", someTypeName()])
            }
            member.topic = rng.pick(Vocabulary.methodTopics)
        case .property:
            if rng.chance(0.4) {
                member.name = "is" + rng.pick(Vocabulary.propertyAdjectives)
                member.returnType = "Bool"
            } else {
                member.name = rng.pick(Vocabulary.propertyQualifiers) + rng.pick(Vocabulary.memberObjects)
                member.returnType = someTypeName()
            }
            member.topic = rng.pick(Vocabulary.propertyTopics)
        case .initializer:
            member.name = "init"
            member.parameters = parameters(rng.int(1...3), firstUnlabelled: false)
            member.topic = rng.pick(Vocabulary.initializerTopics)
        case .case:
            member.name = rng.pick(Vocabulary.caseNames)
            member.topic = rng.pick(Vocabulary.caseTopics)
        case .typeProperty:
            member.name = rng.pick(Vocabulary.typePropertyNames)
            member.returnType = type.id
            member.topic = rng.pick(Vocabulary.typePropertyTopics)
        }
        if type.kind == .protocol { member.requirement = rng.chance(0.6) ? "optional" : "required" }
        member.title = memberTitle(member)
        member.id = type.id + "/" + member.title
        return member
    }

    // MARK: Articles and guides

    mutating func uniquePageID(_ words: [String]) -> String {
        let base = Slugger.slug(words.joined(separator: " "))
        var candidate = base
        var counter = 2
        while !takenIDs.insert(candidate).inserted {
            candidate = base + "-" + String(counter)
            counter += 1
        }
        return candidate
    }

    mutating func titleWords(_ opener: String) -> [String] {
        var words = [opener]
        if rng.chance(0.5) { words.append(rng.pick(Vocabulary.adjectives)) }
        words.append(rng.pick(Vocabulary.nouns))
        words.append(rng.pick(Vocabulary.pluralNouns))
        return words
    }

    mutating func planArticles(_ count: Int) {
        for _ in 0..<count {
            let words = titleWords(rng.pick(Vocabulary.articleOpeners))
            let title = words.joined(separator: " ")
            plan.articles.append(PlannedArticle(id: uniquePageID(words), title: title))
        }
    }

    mutating func planGuides(_ budget: Int) {
        var remaining = budget
        while remaining >= 2 {
            // An index plus 3–8 steps; the last guide takes what is left.
            var steps = min(rng.int(3...8), remaining - 1)
            if remaining - 1 - steps < 2 { steps = remaining - 1 }
            let verb = rng.pick(Vocabulary.guideOpeners)
            let object = rng.pick(Vocabulary.nouns)
            let target = rng.pick(Vocabulary.pluralNouns)
            let words = [verb, object, "code", "to", target]
            var guide = PlannedGuide(id: uniquePageID(words), title: words.joined(separator: " "))
            var stepIDs: Set<String> = []
            for number in 1...steps {
                var stepWords: [String]
                var id: String
                repeat {
                    let verb = rng.pick(Vocabulary.verbs).base
                    stepWords = [
                        verb.capitalizedFirst, "the", rng.pick(Vocabulary.adjectives), rng.pick(Vocabulary.nouns),
                    ]
                    id = Slugger.slug(stepWords.joined(separator: " "))
                } while !stepIDs.insert(id).inserted || ReservedIDs.sections.contains(id)
                let file = (number < 10 ? "0" : "") + String(number) + "-" + id + ".md"
                guide.steps.append(PlannedStep(id: id, title: stepWords.joined(separator: " "), file: file))
            }
            plan.guides.append(guide)
            remaining -= steps + 1
        }
    }

    // MARK: Pages and headings

    /// Heading texts for one Markdown text: 5–6 sections, the first `##`.
    mutating func headingTexts() -> [(level: Int, text: String)] {
        let count = rng.int(5...6)
        var result: [(Int, String)] = []
        var used: Set<String> = []
        for position in 0..<count {
            let level = position == 0 || rng.chance(0.6) ? 2 : 3
            var text = ""
            repeat {
                if position == 0 && rng.chance(0.5) {
                    text = rng.pick(["Overview", "Discussion"])
                } else if rng.chance(0.15) {
                    text = rng.pick(Vocabulary.fixedHeadings)
                } else {
                    text = Prose.fill(rng.pick(Prose.headingTemplates), rng: &rng, context: nil)
                }
            } while !used.insert(Slugger.slug(text)).inserted
            result.append((level, text))
        }
        return result
    }

    mutating func assignPages() {
        var pages: [PlannedPage] = []
        func add(_ page: PlannedPage) -> Int {
            pages.append(page)
            return pages.count - 1
        }
        for typeIndex in plan.types.indices {
            let type = plan.types[typeIndex]
            let folder = "symbols/" + Vocabulary.frameworks[type.framework].name + "/"
            plan.types[typeIndex].page = add(
                PlannedPage(kind: .type(typeIndex), path: folder + type.id + ".md", linkID: type.id))
            for memberIndex in type.members {
                let member = plan.members[memberIndex]
                let file = type.id + "." + PathSegment.of(member.title) + ".md"
                plan.members[memberIndex].page = add(
                    PlannedPage(kind: .member(memberIndex), path: folder + file, linkID: member.id))
            }
        }
        for index in plan.articles.indices {
            let id = plan.articles[index].id
            plan.articles[index].page = add(PlannedPage(kind: .article(index), path: "articles/\(id).md", linkID: id))
        }
        for index in plan.guides.indices {
            let guide = plan.guides[index]
            plan.guides[index].page = add(
                PlannedPage(kind: .guide(index), path: "guides/\(guide.id)/index.md", linkID: guide.id))
            for (stepIndex, step) in guide.steps.enumerated() {
                plan.guides[index].steps[stepIndex].page = add(
                    PlannedPage(
                        kind: .step(guide: index, step: stepIndex), path: "guides/\(guide.id)/\(step.file)",
                        linkID: guide.id))
            }
        }
        // Headings, numbered per site page as SceneDocs will: a guide's intro and steps share one
        // page, whose step anchors are taken first.
        var sluggers: [String: Slugger] = [:]
        for guide in plan.guides {
            sluggers[guide.id] = Slugger(reserved: ReservedIDs.sections.union(guide.steps.map(\.id)))
        }
        for index in pages.indices {
            let page = pages[index]
            var slugger = sluggers[page.linkID] ?? Slugger(reserved: ReservedIDs.sections)
            var headings: [PlannedHeading] = []
            for (level, text) in headingTexts() {
                headings.append(PlannedHeading(level: level, text: text, slug: slugger.unique(for: text)))
            }
            if sluggers[page.linkID] != nil { sluggers[page.linkID] = slugger }
            pages[index].headings = headings
            // Link targets: types, articles and guides (member ids hold parentheses; keep them plain).
            switch page.kind {
            case .member: break
            default:
                for heading in headings {
                    plan.headingTargets.append(HeadingTarget(page: page.linkID, slug: heading.slug, text: heading.text))
                }
            }
        }
        plan.pages = pages
    }

    // MARK: Mapping and paths

    /// The life-cycle mapping needs an app-delegate protocol with methods and a scene protocol.
    mutating func planMapping() {
        guard plan.types.count >= 2, plan.types[0].kind == .protocol, plan.types[1].kind == .protocol,
            plan.types[0].members.contains(where: { plan.members[$0].kind == .method })
        else { return }
        plan.mappingProtocols = (0, 1)
    }

    mutating func planPaths() {
        // Candidate pages: types, articles, guides, and some members.
        var candidates: [String] = plan.types.map(\.id) + plan.articles.map(\.id) + plan.guides.map(\.id)
        if candidates.count < 12 { candidates += plan.members.map(\.id) }
        guard !candidates.isEmpty else { return }
        let count = min(20, max(1, pageCount / 10))
        for _ in 0..<count {
            let words = titleWords(rng.pick(Vocabulary.pathOpeners))
            let id = uniquePageID(["path"] + words)
            let length = min(rng.int(5...12), candidates.count)
            let steps = rng.distinctIndices(length, below: candidates.count).map { index in
                (page: candidates[index], why: Prose.fill(rng.pick(Prose.whyTemplates), rng: &rng, context: nil))
            }
            plan.paths.append(PlannedPath(id: id, title: words.joined(separator: " ").capitalizedFirst, steps: steps))
        }
    }
}
