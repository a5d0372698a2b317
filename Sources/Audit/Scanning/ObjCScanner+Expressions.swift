/// The expressions of Objective-C code: property chains and message sends, and the findings
/// they make (deprecated sends, global window look-ups).
extension ObjCFactParser {
    // MARK: Expressions

    /// A primary expression (a name, a message send, a cast) followed by `.property` accesses;
    /// the chain of names it reads, when it has one. Always consumes at least one token.
    mutating func postfixExpression() -> Chain? {
        guard let first = token(position) else { return nil }
        guard nesting < Self.maximumNesting else {
            tooDeep = first
            position = tokens.count
            return nil
        }
        nesting += 1
        defer { nesting -= 1 }
        var chain: Chain?
        if first.is("[") {
            chain = messageSend()
        } else if first.kind == .identifier {
            chain = Chain(names: [String(first.text)], root: first)
            position += 1
        } else if first.is("("), isIdentifier(position + 1), isPunctuation(position + 2, "*"),
            isPunctuation(position + 3, ")")
        {
            // A cast, `(AppDelegate *)expression`: the chain is the expression's.
            position += 4
            if let next = token(position), next.is("[") || next.is("(") || next.kind == .identifier {
                chain = postfixExpression()
            }
        } else if first.is("(") {
            position += 1
            var inner: Chain?
            var count = 0
            while let token = token(position), !token.is(")") {
                count += 1
                inner = subexpression()
            }
            position += 1
            chain = count == 1 ? inner : nil
        } else {
            position += 1
            return nil
        }
        check(chain)
        while chain != nil, isPunctuation(position, "."), let member = token(position + 1), member.kind == .identifier {
            chain?.names.append(String(member.text))
            position += 2
            check(chain)
        }
        return chain
    }

    /// One step of an arbitrary expression: a postfix expression or a single other token.
    mutating func subexpression() -> Chain? {
        guard let token = token(position) else { return nil }
        if token.is("[") || token.is("(")
            || (token.kind == .identifier
                && !(position > 0 && (isPunctuation(position - 1, ".") || isPunctuation(position - 1, "->"))))
        {
            return postfixExpression()
        }
        position += 1
        return nil
    }

    /// `[receiver selector]` or `[receiver keyword: argument …]`, starting at `[`; moves past `]`.
    mutating func messageSend() -> Chain? {
        let open = tokens[position]
        position += 1
        let receiver: Chain?
        if let token = token(position), token.is("[") || token.is("(") || token.kind == .identifier {
            receiver = postfixExpression()
        } else {
            receiver = nil
        }
        var selector = ""
        var firstKeyword: ObjCToken?
        var unary: ObjCToken?
        var nesting = 0
        while let token = token(position) {
            if nesting == 0 {
                if token.is("]") { break }
                if token.kind == .identifier, isPunctuation(position + 1, ":") {
                    selector += token.text + ":"
                    if firstKeyword == nil { firstKeyword = token }
                    position += 2
                    continue
                }
                if token.kind == .identifier, selector.isEmpty, unary == nil, isPunctuation(position + 1, "]") {
                    unary = token
                    position += 1
                    continue
                }
            }
            if token.is("(") || token.is("{") { nesting += 1 }
            if token.is(")") || token.is("}") {
                if nesting == 0 { break }
                nesting -= 1
            }
            if token.is(";"), nesting == 0 { break }
            if token.is("[") || token.kind == .identifier {
                _ = subexpression()
            } else {
                position += 1
            }
        }
        if isPunctuation(position, "]") { position += 1 }
        _ = open
        if let unary {
            let name = String(unary.text)
            if let container = implementation {
                // `[UIWindow alloc]`, or `[OverlayWindow alloc]` for a UIWindow subclass of the tree.
                if let names = receiver?.names, names.count == 1, names[0].first?.isUppercase == true,
                    name == "alloc" || name == "new", let root = receiver?.root
                {
                    facts.windows.append(
                        WindowFact(
                            container: container, declarationInherits: nil, kind: .creation, language: .objectiveC,
                            position: root.position, createdType: names[0]))
                }
                if name == "makeKeyAndVisible" || name == "makeKey" {
                    facts.windows.append(
                        WindowFact(
                            container: container, declarationInherits: nil, kind: .makeKey(name), language: .objectiveC,
                            position: unary.position))
                }
            }
            if let api = index.deprecatedBySelector[name], !api.isDelegateCallback {
                deprecatedSend(api, selector: name, receiver: receiver, at: unary.position)
            }
            guard let receiver else { return nil }
            return Chain(names: receiver.names + [name], root: receiver.root)
        }
        if !selector.isEmpty, let api = index.deprecatedBySelector[selector], !api.isDelegateCallback {
            deprecatedSend(api, selector: selector, receiver: receiver, at: (firstKeyword ?? open).position)
        }
        return nil
    }

    /// What a receiver is, when the tokens say: the class itself or its shared instance
    /// (`UIApplication`, `[UIApplication sharedApplication]`, `UIApplication.sharedApplication`), a
    /// parameter or local declared with that class, or `self`/`super` (the `@implementation`'s class,
    /// known once every file is read).
    enum Receiver {
        case known(String)
        case implicitSelf
        case unknown
    }

    func receiverKind(_ names: [String]) -> Receiver {
        if names == ["self"] || names == ["super"] { return .implicitSelf }
        if names.count == 1 {
            if let type = typedNames[names[0]] { return .known(type) }
            if names[0].first?.isUppercase == true { return .known(names[0]) }
        }
        if names.count == 2, KnowledgeIndex.objcSharedAccessors.contains(names[1]) { return .known(names[0]) }
        return .unknown
    }

    /// A send of a deprecated selector to a receiver of the API's class (another class's method of
    /// the same selector is not a finding).
    mutating func deprecatedSend(
        _ api: AuditKnowledge.DeprecatedAPI, selector: String, receiver: Chain?, at position: SourcePosition
    ) {
        let finding = LocalFinding(
            position: position, rule: .deprecatedSceneAPI, symbol: api.symbol, replacement: api.replacement,
            message: Messages.deprecated(api, spelledAs: selector), page: api.page)
        record(finding, receiver: receiver.map { receiverKind($0.names) } ?? .unknown, type: api.owner)
    }

    mutating func record(_ finding: LocalFinding, receiver: Receiver, type: String) {
        switch receiver {
        case .known(let known) where known == type:
            facts.findings.append(finding)
        case .implicitSelf:
            guard let implementation else { return }
            facts.conditionalFindings.append(
                ConditionalFinding(
                    container: implementation, declarationInherits: nil, requiredType: type, finding: finding))
        case .known, .unknown:
            return
        }
    }

    mutating func check(_ chain: Chain?) {
        // A chain longer than every look-up matches none (checking it would cost its length at each link).
        guard let chain, chain.names.count > 1, chain.names.count <= index.longestLookupChain else { return }
        if let lookup = index.objcLookups[chain.names] {
            facts.findings.append(lookupFinding(lookup, at: chain.root))
            return
        }
        // `self.keyWindow` in a category or subclass of UIApplication, `application.keyWindow`; a class
        // name's chains are the look-ups' own spellings above.
        let receiver = receiverKind([chain.names[0]])
        if chain.names[0].first?.isUppercase == true { return }
        for lookup in index.objcMemberLookups[Array(chain.names.dropFirst())] ?? [] {
            record(lookupFinding(lookup, at: chain.root), receiver: receiver, type: lookup.type)
        }
    }

    func lookupFinding(_ lookup: AuditKnowledge.GlobalLookup, at token: ObjCToken) -> LocalFinding {
        LocalFinding(
            position: token.position, rule: .globalWindowLookup, symbol: "\(lookup.type)/\(lookup.member)",
            replacement: lookup.replacement, message: lookup.advice, page: lookup.page)
    }
}
