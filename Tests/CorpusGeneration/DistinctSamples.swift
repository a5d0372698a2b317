/// Swift samples for the realistic corpus (`--realistic`): each one a different mix of statements,
/// names, literals and length, as in real documentation, where almost no two samples share a
/// structure. Lengths follow the shipped content's samples (about 100–1,100 bytes, 400 on average).
/// Every sample is a complete declaration or a list of statements that parses with swift-syntax
/// without errors; none is meant to type-check.
struct DistinctSamples {
    let plan: CorpusPlan
    var rng: SplitMix64
    /// Local names declared so far, reused by later statements.
    private var locals: [String] = []

    init(plan: CorpusPlan, rng: SplitMix64) {
        self.plan = plan
        self.rng = rng
    }

    /// A sample of 1–9 statements (some of them blocks of their own) in one of four wrappers: a function, a class, an extension, or
    /// top-level statements.
    mutating func sample() -> String {
        locals = []
        var code = ""
        let type = plan.types.isEmpty ? nil : rng.pick(plan.types)
        if let type, rng.chance(0.6) {
            code += "import " + Vocabulary.frameworks[type.framework].name + "\n\n"
        }
        // Mostly short samples, a few long ones (the shipped content's spread).
        let statements = rng.chance(0.8) ? rng.int(1...4) : rng.int(5...9)
        switch rng.int(0...3) {
        case 0:
            code += function(statements: statements, indent: "")
        case 1:
            let name = rng.pick(Vocabulary.typeWords) + rng.pick(Vocabulary.classRoles)
            code += "final class \(name)\(rng.chance(0.5) ? ": NSObject" : "") {\n"
            for _ in 0..<rng.int(1...3) {
                code += "    \(declaration())\n"
            }
            code += "\n" + function(statements: statements, indent: "    ") + "}\n"
        case 2:
            code += "extension \(type?.id ?? rng.pick(Vocabulary.typeWords)) {\n"
            code += function(statements: statements, indent: "    ") + "}\n"
        default:
            code += block(statements: statements, indent: "", depth: 0)
        }
        return code
    }

    private mutating func function(statements: Int, indent: String) -> String {
        let verb = rng.pick(Vocabulary.verbs).base
        let object = rng.pick(Vocabulary.memberObjects)
        var parameters: [String] = []
        for _ in 0..<rng.int(0...3) {
            let name = fresh()
            parameters.append("\(rng.chance(0.3) ? "_ " : "")\(name): \(rng.pick(Vocabulary.basicTypes))")
            locals.append(name)
        }
        var head = "\(indent)\(rng.chance(0.2) ? "@MainActor " : "")func \(verb)\(object)("
        head += parameters.joined(separator: ", ") + ")"
        if rng.chance(0.3) { head += " async" }
        if rng.chance(0.3) { head += " throws" }
        let returns = rng.chance(0.4) ? rng.pick(["Bool", "Int", "String"]) : nil
        if let returns { head += " -> \(returns)" }
        var code = head + " {\n" + block(statements: statements, indent: indent + "    ", depth: 1)
        if let returns {
            code += indent + "    return " + literal(of: returns) + "\n"
        }
        return code + indent + "}\n"
    }

    private mutating func block(statements: Int, indent: String, depth: Int) -> String {
        var code = ""
        for _ in 0..<statements {
            code += statement(indent: indent, depth: depth)
        }
        return code
    }

    /// A new local name: a parameter name or a noun, with a qualifier so names rarely repeat.
    private mutating func fresh() -> String {
        var name = rng.pick(Vocabulary.parameterNames)
        if rng.chance(0.6) { name += rng.pick(Vocabulary.memberObjects) }
        if locals.contains(name) { name += String(locals.count + 1) }
        return name
    }

    private mutating func someValue() -> String {
        if !locals.isEmpty && rng.chance(0.6) { return rng.pick(locals) }
        return literal(of: rng.pick(["Int", "String", "Bool", "Double"]))
    }

    private mutating func literal(of type: String) -> String {
        switch type {
        case "Int": return String(rng.int(0...4096))
        case "Double": return String(rng.int(0...99)) + "." + String(rng.int(1...9))
        case "Bool": return rng.chance(0.5) ? "true" : "false"
        default: return "\"" + rng.pick(Vocabulary.verbs).past + " " + rng.pick(Vocabulary.nouns) + "\""
        }
    }

    private mutating func declaration() -> String {
        let name = fresh()
        locals.append(name)
        let type = rng.pick(["Int", "String", "Bool", "Double"])
        return rng.chance(0.5)
            ? "var \(name): \(type) = \(literal(of: type))" : "private let \(name) = \(literal(of: type))"
    }

    private mutating func call() -> String {
        var arguments: [String] = []
        for _ in 0..<rng.int(0...3) {
            arguments.append(rng.chance(0.6) ? "\(rng.pick(Vocabulary.labels)): \(someValue())" : someValue())
        }
        let receiver = locals.isEmpty || rng.chance(0.4) ? rng.pick(Vocabulary.parameterNames) : rng.pick(locals)
        let method = rng.pick(Vocabulary.verbs).base + (rng.chance(0.5) ? rng.pick(Vocabulary.memberObjects) : "")
        return receiver + "." + method + "(" + arguments.joined(separator: ", ") + ")"
    }

    private mutating func statement(indent: String, depth: Int) -> String {
        let nested = depth < 2
        switch rng.int(0...13) {
        case 0, 1:
            return indent + (rng.chance(0.5) ? "" : "let \(fresh()) = ") + call() + "\n"
        case 2:
            let code = indent + "let " + fresh() + " = " + call() + "\n"
            return code
        case 3:
            return indent + declaration().replacingPrivate() + "\n"
        case 4 where nested:
            var code = indent + "if \(someValue()) \(rng.pick(["==", "!=", ">", "<"])) \(someValue()) {\n"
            code += block(statements: 1, indent: indent + "    ", depth: depth + 1)
            if rng.chance(0.3) {
                code += indent + "} else {\n" + block(statements: 1, indent: indent + "    ", depth: depth + 1)
            }
            return code + indent + "}\n"
        case 5:
            let name = fresh()
            locals.append(name)
            return indent + "guard let \(name) = \(rng.pick(Vocabulary.parameterNames))?."
                + "\(rng.pick(Vocabulary.propertyQualifiers))\(rng.pick(Vocabulary.memberObjects)) else { return }\n"
        case 6 where nested:
            let item = fresh()
            var code = indent + "for \(item) in \(rng.pick(Vocabulary.pluralNouns))"
            if rng.chance(0.5) { code += " where \(item).is\(rng.pick(Vocabulary.propertyAdjectives))" }
            locals.append(item)
            code += " {\n" + block(statements: rng.int(1...2), indent: indent + "    ", depth: depth + 1)
            return code + indent + "}\n"
        case 7:
            return indent + (locals.isEmpty ? rng.pick(Vocabulary.parameterNames) : rng.pick(locals)) + "."
                + rng.pick(Vocabulary.parameterNames) + " = " + someValue() + "\n"
        case 8:
            return indent + "try await " + call() + "\n"
        case 9 where nested:
            var cases = rng.distinctIndices(rng.int(2...3), below: Vocabulary.caseNames.count).map {
                Vocabulary.caseNames[$0]
            }
            var code = indent + "switch \(someValue()) {\n"
            let last = cases.removeLast()
            for name in cases {
                code += indent + "case .\(name):\n" + block(statements: 1, indent: indent + "    ", depth: depth + 1)
            }
            code += indent + "case .\(last), .\(rng.pick(Vocabulary.caseNames)):\n"
            code += indent + "    break\n"
            return code + indent + "default:\n" + indent + "    return\n" + indent + "}\n"
        case 10 where nested:
            let value = fresh()
            var head = call()
            if head.hasSuffix("()") && rng.chance(0.5) { head.removeLast(2) }
            var code = indent + head + " { \(value) in\n"
            locals.append(value)
            code += block(statements: 1, indent: indent + "    ", depth: depth + 1)
            return code + indent + "}\n"
        case 11:
            let value = someValue()
            return indent + "print(\"\(rng.pick(Vocabulary.verbs).ing) \\(\(value))\")\n"
        case 12:
            let verb = rng.pick(Vocabulary.verbs)
            return indent + "// " + verb.base.capitalizedFirst + " the " + rng.pick(Vocabulary.nouns) + " before the "
                + rng.pick(Vocabulary.nouns) + " " + rng.pick(Vocabulary.verbs).third + ".\n"
        default:
            let name = fresh()
            locals.append(name)
            return indent + "let \(name) = \(rng.pick(Vocabulary.pluralNouns)).filter { $0.is"
                + "\(rng.pick(Vocabulary.propertyAdjectives)) }.map(\\.\(rng.pick(Vocabulary.parameterNames)))\n"
        }
    }
}

extension String {
    /// A stored-property declaration as a local one (`private` is not allowed on locals).
    fileprivate func replacingPrivate() -> String {
        hasPrefix("private ") ? String(dropFirst("private ".count)) : self
    }
}
