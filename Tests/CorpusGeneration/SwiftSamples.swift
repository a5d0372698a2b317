/// Swift samples and declarations. Samples are complete declarations or statements, so they parse
/// with swift-syntax without errors (SceneDocs warns on samples that do not); they are not meant to
/// type-check against a real SDK.
struct SwiftSamples {
    let plan: CorpusPlan

    // MARK: Declarations (front matter)

    static func parameterList(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in
            parameter.label == parameter.name
                ? "\(parameter.name): \(parameter.type)" : "\(parameter.label) \(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
    }

    static func signature(_ member: PlannedMember) -> String {
        var text = "func \(member.name)(\(parameterList(member.parameters)))"
        if let returnType = member.returnType { text += " -> \(returnType)" }
        return text
    }

    func declaration(ofType type: PlannedType) -> String {
        let supertypes = type.inheritsFrom + type.conformsTo
        let keyword = type.kind == .protocol ? "protocol" : type.kind.rawValue
        let head = (type.kind == .protocol || type.kind == .class ? "@MainActor " : "") + keyword + " " + type.id
        return supertypes.isEmpty ? head : head + " : " + supertypes.joined(separator: ", ")
    }

    func declaration(ofMember member: PlannedMember) -> String {
        let optional = member.requirement == "optional" ? "optional " : ""
        switch member.kind {
        case .method:
            return optional + SwiftSamples.signature(member)
        case .property:
            let access =
                member.returnType == "Bool" && plan.types[member.type].kind != .protocol ? "{ get set }" : "{ get }"
            return optional + "var \(member.name): \(member.returnType ?? "Bool") \(access)"
        case .initializer:
            return "init(\(SwiftSamples.parameterList(member.parameters)))"
        case .case:
            return "case \(member.name)"
        case .typeProperty:
            return "static let \(member.name): \(member.returnType ?? plan.types[member.type].id)"
        }
    }

    // MARK: Values

    /// `STWindowController` → `windowController`.
    static func variableName(forType type: String) -> String {
        var name = Substring(type)
        if name.count > 3, name.prefix(2).allSatisfy(\.isUppercase), name.dropFirst(2).first?.isUppercase == true {
            name = name.dropFirst(2)
        }
        let variable = String(name).lowercasedFirst
        return ["init", "self", "default", "case", "protocol", "struct", "enum", "class"].contains(variable)
            ? variable + "Value" : variable
    }

    static func value(ofType type: String) -> String {
        switch type {
        case "String": return "\"main\""
        case "Int": return "2"
        case "Bool": return "true"
        case "Double": return "0.5"
        case "TimeInterval": return "1.5"
        case "URL": return "URL(fileURLWithPath: \"stage\")"
        case "Date": return "Date()"
        case "Data": return "Data()"
        default: return variableName(forType: type)
        }
    }

    static func arguments(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in
            parameter.label == "_"
                ? value(ofType: parameter.type) : "\(parameter.label): \(value(ofType: parameter.type))"
        }.joined(separator: ", ")
    }

    static func call(_ member: PlannedMember) -> String {
        member.name + "(" + arguments(member.parameters) + ")"
    }

    // MARK: Samples

    /// The most fitting sample for a page, then a few random ones.
    func samples(for page: PlannedPage, count: Int, rng: inout SplitMix64) -> [String] {
        var result: [String] = []
        switch page.kind {
        case .type(let index):
            let type = plan.types[index]
            switch type.kind {
            case .protocol: result.append(adoption(of: index, focus: nil, rng: &rng))
            case .class: result.append(callSite(type: index, focus: nil, rng: &rng))
            case .struct:
                result.append(rng.chance(0.5) ? structure(rng: &rng) : callSite(type: index, focus: nil, rng: &rng))
            case .enum: result.append(switchStatement(enumType: index, rng: &rng))
            }
        case .member(let index):
            let member = plan.members[index]
            let type = plan.types[member.type]
            if type.kind == .protocol {
                result.append(adoption(of: member.type, focus: index, rng: &rng))
            } else if member.kind == .case {
                result.append(switchStatement(enumType: member.type, rng: &rng))
            } else {
                result.append(callSite(type: member.type, focus: index, rng: &rng))
            }
        case .article, .guide, .step:
            break
        }
        while result.count < count { result.append(randomSample(rng: &rng)) }
        return result
    }

    func randomSample(rng: inout SplitMix64) -> String {
        let typeIndex = Int(rng.next() % UInt64(plan.types.count))
        switch rng.int(0...5) {
        case 0 where !plan.protocolTypes.isEmpty:
            return adoption(of: rng.pick(plan.protocolTypes), focus: nil, rng: &rng)
        case 1: return structure(rng: &rng)
        case 2: return switchStatement(enumType: plan.enumTypes.isEmpty ? nil : rng.pick(plan.enumTypes), rng: &rng)
        case 3: return asyncExtension(type: typeIndex, rng: &rng)
        case 4: return callback(rng: &rng)
        default: return callSite(type: typeIndex, focus: nil, rng: &rng)
        }
    }

    func importLine(_ typeIndex: Int) -> String {
        "import " + Vocabulary.frameworks[plan.types[typeIndex].framework].name + "\n\n"
    }

    func returnStatement(_ type: String?) -> String {
        guard let type else { return "return" }
        switch type {
        case "Bool": return "return false"
        case "Int": return "return 0"
        case "String": return "return \"\""
        default: return "return " + SwiftSamples.value(ofType: type)
        }
    }

    /// Statements for a method body, indented by `indent`. They use `isEnabled` and
    /// `pending<object>s`, which the caller declares.
    func body(for member: PlannedMember, object: String, indent: String, rng: inout SplitMix64) -> String {
        var lines: [String] = []
        lines.append("guard isEnabled else { \(returnStatement(member.returnType)) }")
        if let first = member.parameters.first, !Vocabulary.basicTypes.contains(first.type) {
            lines.append("let current\(object) = \(first.name).\(rng.pick(Vocabulary.propertyQualifiers))\(object)")
            lines.append("pending\(object)s.append(\"\\(current\(object))\")")
        } else {
            lines.append("pending\(object)s.append(\"\(rng.pick(Vocabulary.verbs).past)\")")
        }
        if rng.chance(0.5) {
            lines.append("if pending\(object)s.count > \(rng.int(2...9)) {")
            lines.append("    pending\(object)s.removeFirst()")
            lines.append("}")
        }
        if let returnType = member.returnType {
            switch returnType {
            case "Bool": lines.append("return pending\(object)s.isEmpty")
            case "Int": lines.append("return pending\(object)s.count")
            case "String": lines.append("return pending\(object)s.joined(separator: \", \")")
            default: lines.append(returnStatement(returnType))
            }
        }
        return lines.map { indent + $0 }.joined(separator: "\n") + "\n"
    }

    /// A class adopting a protocol, implementing `focus` (or its first requirements).
    func adoption(of protocolIndex: Int, focus: Int?, rng: inout SplitMix64) -> String {
        let type = plan.types[protocolIndex]
        var members = type.members.filter { plan.members[$0].kind == .method || plan.members[$0].kind == .property }
        if let focus { members = [focus] + members.filter { $0 != focus } }
        members = Array(members.prefix(rng.int(1...2)))
        let className = rng.pick(Vocabulary.typeWords) + rng.pick(["Handler", "Coordinator", "Controller", "Delegate"])
        var code = importLine(protocolIndex)
        code += "final class \(className): NSObject, \(type.id) {\n"
        code += "    var isEnabled = true\n"
        var declared: Set<String> = []
        var methods = ""
        for memberIndex in members {
            let member = plan.members[memberIndex]
            switch member.kind {
            case .property:
                let returnType = member.returnType ?? "Bool"
                let value = returnStatement(returnType).dropFirst("return ".count)
                methods += "\n    var \(member.name): \(returnType) {\n        \(value)\n    }\n"
            default:
                let object = rng.pick(Vocabulary.memberObjects)
                let text = body(for: member, object: object, indent: "        ", rng: &rng)
                if declared.insert(object).inserted { code += "    private var pending\(object)s: [String] = []\n" }
                methods += "\n    \(SwiftSamples.signature(member)) {\n" + text + "    }\n"
            }
        }
        if members.isEmpty {
            methods += "\n    func \(rng.pick(Vocabulary.verbs).base)() {\n        isEnabled.toggle()\n    }\n"
        }
        return code + methods + "}\n"
    }

    /// Creating and using an instance of a class or structure.
    func callSite(type typeIndex: Int, focus: Int?, rng: inout SplitMix64) -> String {
        let type = plan.types[typeIndex]
        let variable = SwiftSamples.variableName(forType: type.id)
        let members = type.members.map { plan.members[$0] }
        var code = importLine(typeIndex)
        if let initializer = members.first(where: { $0.kind == .initializer }) {
            code += "let \(variable) = \(type.id)(\(SwiftSamples.arguments(initializer.parameters)))\n"
        } else if let shared = members.first(where: { $0.kind == .typeProperty }) {
            code += "let \(variable) = \(type.id).\(shared.name)\n"
        } else {
            code += "let \(variable) = \(type.id)()\n"
        }
        var used = members.filter { $0.kind == .method || $0.kind == .property }
        if let focus {
            let member = plan.members[focus]
            used = [member] + used.filter { $0.id != member.id }
        }
        for member in used.prefix(rng.int(2...3)) {
            switch member.kind {
            case .method:
                if member.returnType == "Bool" {
                    code +=
                        "if \(variable).\(SwiftSamples.call(member)) {\n    print(\"\(member.name) succeeded\")\n}\n"
                } else if member.returnType != nil {
                    code += "let \(member.name)Result = \(variable).\(SwiftSamples.call(member))\n"
                } else {
                    code += "\(variable).\(SwiftSamples.call(member))\n"
                }
            case .property where member.returnType == "Bool":
                code += "\(variable).\(member.name) = true\n"
            case .property:
                code += "let \(member.name) = \(variable).\(member.name)\n"
            case .initializer where member.id == focus.map({ plan.members[$0].id }):
                code += "let another = \(type.id)(\(SwiftSamples.arguments(member.parameters)))\n"
            case .typeProperty:
                code += "let fallback = \(type.id).\(member.name)\n"
            default:
                break
            }
        }
        if rng.chance(0.5) {
            let collection = rng.pick(Vocabulary.pluralNouns)
            let adjective = rng.pick(Vocabulary.propertyAdjectives)
            code += "for item in \(variable).\(collection) where item.is\(adjective) {\n"
            code += "    item.\(rng.pick(Vocabulary.verbs).base)()\n}\n"
        }
        return code
    }

    /// A function switching over an enumeration's cases.
    func switchStatement(enumType: Int?, rng: inout SplitMix64) -> String {
        var cases: [String] = []
        var typeName = "Phase"
        var code = ""
        if let enumType {
            let type = plan.types[enumType]
            typeName = type.id
            cases = type.members.map { plan.members[$0] }.filter { $0.kind == .case }.map(\.name)
            code = importLine(enumType)
        }
        if cases.count < 2 {
            cases = rng.distinctIndices(3, below: Vocabulary.caseNames.count).map { Vocabulary.caseNames[$0] }
        }
        code += "func label(for value: \(typeName)) -> String {\n    switch value {\n"
        code += "    case .\(cases[0]):\n        return \"\(cases[0])\"\n"
        code += "    case " + cases.dropFirst().map { "." + $0 }.joined(separator: ", ") + ":\n"
        code += "        return \"\(rng.pick(Vocabulary.adjectives))\"\n"
        code += "    default:\n        return \"unknown\"\n    }\n}\n"
        return code
    }

    /// A small value type.
    func structure(rng: inout SplitMix64) -> String {
        let adjective = rng.pick(Vocabulary.propertyAdjectives)
        let object = rng.pick(Vocabulary.memberObjects)
        let noun = rng.pick(Vocabulary.parameterNames)
        return """
            struct \(adjective)\(object)Record: Hashable, Sendable {
                var identifier: String
                var \(noun)Count: Int
                var is\(adjective): Bool

                var isEmpty: Bool {
                    \(noun)Count == 0
                }

                mutating func reset() {
                    \(noun)Count = 0
                    is\(adjective) = false
                }
            }

            """
    }

    /// An extension with an asynchronous method.
    func asyncExtension(type typeIndex: Int, rng: inout SplitMix64) -> String {
        let type = plan.types[typeIndex]
        let verb = rng.pick(Vocabulary.verbs)
        let nouns = rng.pick(Vocabulary.pluralNouns)
        let caseName = rng.pick(Vocabulary.caseNames)
        var code = importLine(typeIndex)
        code += "extension \(type.id) {\n"
        code += "    func \(verb.base)All\(nouns.capitalizedFirst)() async throws {\n"
        code += "        for item in \(nouns) where item.is\(rng.pick(Vocabulary.propertyAdjectives)) {\n"
        code += "            try await item.\(verb.base)(reason: .\(caseName))\n"
        code += "        }\n    }\n}\n"
        return code
    }

    /// A completion-handler call.
    func callback(rng: inout SplitMix64) -> String {
        let receiver = rng.pick(Vocabulary.parameterNames)
        let argument = rng.pick(Vocabulary.parameterNames)
        let verb = rng.pick(Vocabulary.verbs)
        let object = rng.pick(Vocabulary.memberObjects)
        return """
            \(receiver).request\(object)(for: \(argument)) { result in
                switch result {
                case .success(let value):
                    value.\(verb.base)()
                case .failure(let error):
                    print("Could not \(verb.base) the \(object.lowercased()): \\(error)")
                }
            }

            """
    }
}
