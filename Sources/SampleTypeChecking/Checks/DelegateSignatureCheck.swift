import SwiftParser
import SwiftSyntax

/// Finds sample methods named like a requirement of a protocol their type conforms to but not
/// matching it: a misspelt label, or other parameter types. Optional requirements are defaulted
/// on Linux, so the compiler accepts such a method as a new overload; on Apple's platforms UIKit
/// would simply never call it. The conformances come from the sample and its context (an
/// extension of a context type is checked against the context's conformances).
struct DelegateSignatureCheck {
    struct Finding: Hashable, Codable {
        var message: String
        var hint: String
        var line: Int
        var column: Int
    }

    /// Requirements by protocol name.
    let requirements: [String: [SDKInterface.Declaration]]
    /// Protocols each protocol inherits from.
    let parents: [String: [String]]

    init(interface: SDKInterface) {
        var requirements: [String: [SDKInterface.Declaration]] = [:]
        var parents: [String: [String]] = [:]
        let protocols = Set(interface.declarations.filter(\.isProtocol).map(\.symbolID))
        for declaration in interface.declarations {
            if declaration.isProtocol { parents[declaration.symbolID] = declaration.inherits }
            if let container = declaration.container, protocols.contains(container), declaration.labels != nil,
                declaration.baseName != "init"
            {
                requirements[container, default: []].append(declaration)
            }
        }
        self.requirements = requirements
        self.parents = parents
    }

    /// The protocol and those it inherits from, transitively.
    func lineage(_ name: String) -> [String] {
        var seen: [String] = []
        var queue = [name]
        while let next = queue.popLast() {
            guard !seen.contains(next), requirements[next] != nil || parents[next] != nil else { continue }
            seen.append(next)
            queue += parents[next] ?? []
        }
        return seen
    }

    /// Type name → the names in its inheritance clauses (its declaration and extensions).
    static func conformances(_ tree: SourceFileSyntax) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for statement in tree.statements {
            guard let group = statement.item.as(DeclSyntax.self)?.asProtocol(DeclGroupSyntax.self) else { continue }
            let name: String
            if let named = group.asProtocol(NamedDeclSyntax.self) {
                name = named.name.text
            } else if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
                name = extensionDecl.extendedType.trimmedDescription
            } else {
                continue
            }
            result[name, default: []] +=
                group.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        }
        return result
    }

    func findings(in code: String, contextConformances: [String: [String]]) -> [Finding] {
        guard !requirements.isEmpty else { return [] }
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var conformances = contextConformances
        for (type, names) in DelegateSignatureCheck.conformances(tree) { conformances[type, default: []] += names }
        var findings: [Finding] = []
        for statement in tree.statements {
            guard let group = statement.item.as(DeclSyntax.self)?.asProtocol(DeclGroupSyntax.self) else { continue }
            let typeName =
                group.asProtocol(NamedDeclSyntax.self)?.name.text
                ?? group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? ""
            let protocols = (conformances[typeName] ?? []).flatMap(lineage)
            let candidates = protocols.flatMap { name in (requirements[name] ?? []).map { (name, $0) } }
            guard !candidates.isEmpty else { continue }
            for member in group.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let base = function.name.text
                let parameters = function.signature.parameterClause.parameters
                let labels = parameters.map { $0.firstName.text }
                let name = base + "(" + labels.map { $0 + ":" }.joined() + ")"
                let place = function.name.startLocation(converter: converter)
                let sameBase = candidates.filter { $0.1.baseName == base }
                guard !sameBase.isEmpty else {
                    // A misspelt base name: within two edits of a requirement's name.
                    let names = candidates.map {
                        ($0.0, $0.1.symbolID.split(separator: "/").last.map(String.init) ?? "")
                    }
                    if let near = names.filter({ distance($0.1, name) <= 2 }).min(by: {
                        distance($0.1, name) < distance($1.1, name)
                    }) {
                        findings.append(
                            Finding(
                                message:
                                    "'\(name)' is named like the \(near.0) requirement '\(near.1)' but does not match it, so it would never be called",
                                hint: "did you mean '\(near.1)'? (the requirements are in Content/interfaces)",
                                line: place.line, column: place.column))
                    }
                    continue
                }
                let sameName = sameBase.filter { $0.1.labels == labels }
                if sameName.isEmpty {
                    let names = Array(
                        Set(sameBase.map { $0.1.symbolID.split(separator: "/").last.map(String.init) ?? "" })
                    )
                    .sorted()
                    let nearest = names.min { distance($0, name) < distance($1, name) } ?? ""
                    let owners = Array(Set(sameBase.map(\.0))).sorted().joined(separator: ", ")
                    findings.append(
                        Finding(
                            message:
                                "'\(name)' is named like a requirement of \(owners) but matches none, so it would never be called",
                            hint: "did you mean '\(nearest)'? (the requirements are in Content/interfaces)",
                            line: place.line, column: place.column))
                    continue
                }
                let types = parameters.map { DeclarationCollector.typeTokens($0.type) }
                func fits(_ required: [String]) -> Bool {
                    required.count == types.count && zip(required, types).allSatisfy { $0 == "*" || $0 == $1 }
                }
                if !sameName.contains(where: { fits($0.1.parameterTypes) }), let requirement = sameName.first {
                    findings.append(
                        Finding(
                            message:
                                "'\(name)' does not have the parameter types of the \(requirement.0) requirement, so it would never be called",
                            hint: "declare it as the requirement is: \(requirement.1.text)",
                            line: place.line, column: place.column))
                }
            }
        }
        return findings
    }

    /// Edit distance between two names (short strings).
    func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
