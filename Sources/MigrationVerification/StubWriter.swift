import SwiftSyntax

/// Writes the stub of one declaration: its header as the tree writes it (attributes the check
/// cannot use left out), members stubbed in turn, bodies replaced by `fatalError()`.
struct StubWriter {
    let file: String
    let converter: SourceLocationConverter
    /// Ids (`StubOrigin.id`) of declarations to leave out.
    let dropped: Set<String>
    /// Inherited types to remove from inheritance clauses.
    let unknownSupertypes: Set<String>

    /// Attributes a stub keeps: the ones that change how the checked code may use it.
    static let keptAttributes: Set<String> = ["MainActor", "discardableResult", "preconcurrency", "Sendable"]
    /// Modifiers a computed stand-in of a stored property cannot have.
    static let storageModifiers: Set<String> = ["lazy", "weak", "unowned", "dynamic"]

    enum Context {
        case topLevel, classLike, structLike, protocolBody, extensionBody
    }

    /// The stub of a top-level declaration.
    func unit(_ decl: DeclSyntax) -> StubUnit {
        var unit = StubUnit()
        unit.topLevelNames = Array(StubWriter.topLevelNames(decl))
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            unit.extendedType = ext.extendedType.trimmedDescription
            unit.topLevelNames = []
            for member in ext.memberBlock.members { unit.memberNames.formUnion(StubWriter.declaredNames(member.decl)) }
        }
        write(decl, context: .topLevel, indent: "", into: &unit)
        for (line, _) in unit.lines { unit.identifiers.formUnion(StubWriter.identifiers(in: line)) }
        return unit
    }

    private func origin(
        _ node: some SyntaxProtocol, name: String, isHeader: Bool = false, inherits: InheritanceClauseSyntax? = nil
    ) -> StubOrigin {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return StubOrigin(
            file: file, line: place.line, column: place.column, name: name, isHeader: isHeader,
            inherits: inherits?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
    }

    private func emit(_ text: String, _ origin: StubOrigin?, indent: String, into unit: inout StubUnit) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            unit.lines.append((indent + line, origin))
        }
    }

    private func write(_ decl: DeclSyntax, context: Context, indent: String, into unit: inout StubUnit) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                emit(
                    clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedDescription } ?? ""), nil,
                    indent: indent, into: &unit)
                switch clause.elements {
                case .decls(let members)?:
                    for member in members { write(member.decl, context: context, indent: indent, into: &unit) }
                case .statements(let items)?:
                    for item in items {
                        if let inner = item.item.as(DeclSyntax.self), !inner.is(ImportDeclSyntax.self) {
                            write(inner, context: context, indent: indent, into: &unit)
                        }
                    }
                default: break
                }
            }
            emit("#endif", nil, indent: indent, into: &unit)
            return
        }
        let names = StubWriter.declaredNames(decl)
        let here = origin(decl, name: names.first ?? "")
        if dropped.contains(here.id) {
            for name in names { unit.unstubbed[name] = here }
            return
        }
        if let type = decl.as(ClassDeclSyntax.self) {
            writeType(
                type, keyword: "class", members: type.memberBlock, context: .classLike, indent: indent, into: &unit)
        } else if let type = decl.as(ActorDeclSyntax.self) {
            writeType(
                type, keyword: "actor", members: type.memberBlock, context: .classLike, indent: indent, into: &unit)
        } else if let type = decl.as(StructDeclSyntax.self) {
            writeType(
                type, keyword: "struct", members: type.memberBlock, context: .structLike, indent: indent, into: &unit)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            writeType(
                type, keyword: "enum", members: type.memberBlock, context: .classLike, indent: indent, into: &unit)
        } else if let type = decl.as(ProtocolDeclSyntax.self) {
            writeType(
                type, keyword: "protocol", members: type.memberBlock, context: .protocolBody, indent: indent,
                into: &unit)
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            let header =
                attributes(ext.attributes) + modifiers(ext.modifiers) + "extension "
                + ext.extendedType.trimmedDescription + inheritance(ext.inheritanceClause, isClass: false)
                + (ext.genericWhereClause.map { " " + $0.trimmedDescription } ?? "") + " {"
            emit(
                header, origin(ext, name: ext.extendedType.trimmedDescription, isHeader: true), indent: indent,
                into: &unit)
            for member in ext.memberBlock.members {
                write(member.decl, context: .extensionBody, indent: indent + "    ", into: &unit)
            }
            emit("}", nil, indent: indent, into: &unit)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            if context == .protocolBody && hasModifier(function.modifiers, "optional") { return }
            let text =
                attributes(function.attributes) + modifiers(function.modifiers) + "func "
                + function.name.text + (function.genericParameterClause?.trimmedDescription ?? "")
                + function.signature.trimmedDescription
                + (function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
                + (context == .protocolBody ? "" : " { fatalError() }")
            emit(text, here, indent: indent, into: &unit)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            if context == .protocolBody && hasModifier(initializer.modifiers, "optional") { return }
            let text =
                attributes(initializer.attributes) + modifiers(initializer.modifiers) + "init"
                + (initializer.optionalMark?.text ?? "")
                + (initializer.genericParameterClause?.trimmedDescription ?? "")
                + initializer.signature.trimmedDescription
                + (initializer.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
                + (context == .protocolBody ? "" : " { fatalError() }")
            emit(text, here, indent: indent, into: &unit)
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            let text =
                attributes(subscriptDecl.attributes) + modifiers(subscriptDecl.modifiers) + "subscript"
                + (subscriptDecl.genericParameterClause?.trimmedDescription ?? "")
                + subscriptDecl.parameterClause.trimmedDescription + " " + subscriptDecl.returnClause.trimmedDescription
                + (context == .protocolBody
                    ? " " + (subscriptDecl.accessorBlock?.trimmedDescription ?? "{ get }") : " { fatalError() }")
            emit(text, here, indent: indent, into: &unit)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            writeVariable(variable, context: context, indent: indent, into: &unit)
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            emit(enumCase.with(\.attributes, []).trimmedDescription, here, indent: indent, into: &unit)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            emit(
                modifiers(alias.modifiers) + "typealias " + alias.name.text
                    + (alias.genericParameterClause?.trimmedDescription ?? "") + " "
                    + alias.initializer.trimmedDescription, here, indent: indent, into: &unit)
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            emit(associated.with(\.attributes, []).trimmedDescription, here, indent: indent, into: &unit)
        } else if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) {
            emit(decl.trimmedDescription, here, indent: indent, into: &unit)
        }
        // Deinitializers, macro expansions and imports have nothing to stub.
    }

    private func writeType(
        _ type: some DeclGroupSyntax & NamedDeclSyntax, keyword: String, members: MemberBlockSyntax,
        context: Context, indent: String, into unit: inout StubUnit
    ) {
        let generic =
            (type.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.trimmedDescription ?? "")
        let primary = type.as(ProtocolDeclSyntax.self)?.primaryAssociatedTypeClause?.trimmedDescription ?? ""
        let whereClause = type.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        let header =
            attributes(type.attributes) + modifiers(type.modifiers) + keyword + " " + type.name.text + generic + primary
            + inheritance(type.inheritanceClause, isClass: keyword == "class") + whereClause + " {"
        emit(
            header, origin(type, name: type.name.text, isHeader: true, inherits: type.inheritanceClause),
            indent: indent, into: &unit)
        for member in members.members { write(member.decl, context: context, indent: indent + "    ", into: &unit) }
        emit("}", nil, indent: indent, into: &unit)
    }

    private func writeVariable(
        _ variable: VariableDeclSyntax, context: Context, indent: String, into unit: inout StubUnit
    ) {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let keptModifiers = variable.modifiers.filter { !StubWriter.storageModifiers.contains($0.name.text) }
        let prefix = attributes(variable.attributes) + modifiers(keptModifiers)
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = pattern.identifier.text
            let here = origin(binding, name: name)
            if dropped.contains(here.id) {
                unit.unstubbed[name] = here
                continue
            }
            if context == .protocolBody {
                if hasModifier(variable.modifiers, "optional") { continue }
                emit(prefix + "var " + binding.trimmedDescription, here, indent: indent, into: &unit)
                continue
            }
            guard
                let type = binding.typeAnnotation?.type.trimmedDescription
                    ?? binding.initializer.flatMap({ StubWriter.inferredType($0.value) })
            else {
                unit.unstubbed[name] = here
                continue
            }
            let accessors = binding.accessorBlock
            let isComputed: Bool
            var hasSetter = variable.bindingSpecifier.tokenKind == .keyword(.var)
            switch accessors?.accessors {
            case .getter?:
                isComputed = true
                hasSetter = false
            case .accessors(let list)?:
                let kinds = list.map(\.accessorSpecifier.text)
                isComputed = kinds.contains("get") || kinds.contains("_read")
                if isComputed { hasSetter = kinds.contains("set") || kinds.contains("_modify") }
            case nil:
                isComputed = false
            }
            if context == .structLike && !isStatic && !isComputed {
                // Stored, so the memberwise initializer keeps its parameters.
                emit(
                    prefix + variable.bindingSpecifier.text + " " + name + ": " + type
                        + (binding.initializer == nil ? "" : " = { fatalError() }()"), here, indent: indent,
                    into: &unit)
            } else {
                emit(
                    prefix + "var " + name + ": " + type
                        + (hasSetter ? " { get { fatalError() } set { } }" : " { fatalError() }"), here,
                    indent: indent, into: &unit)
            }
        }
    }

    private func hasModifier(_ list: DeclModifierListSyntax, _ name: String) -> Bool {
        list.contains { $0.name.text == name }
    }

    private func attributes(_ list: AttributeListSyntax) -> String {
        list.compactMap { element -> String? in
            guard case .attribute(let attribute) = element,
                StubWriter.keptAttributes.contains(attribute.attributeName.trimmedDescription)
            else { return nil }
            return attribute.trimmedDescription + " "
        }.joined()
    }

    private func modifiers(_ list: DeclModifierListSyntax) -> String {
        list.map { $0.trimmedDescription + " " }.joined()
    }

    private func modifiers(_ list: [DeclModifierSyntax]) -> String {
        list.map { $0.trimmedDescription + " " }.joined()
    }

    /// The inheritance clause without the types the check could not find; a class whose
    /// superclass is one of them derives from the closest UIKit class its name suggests.
    private func inheritance(_ clause: InheritanceClauseSyntax?, isClass: Bool) -> String {
        guard let clause else { return "" }
        var kept: [String] = []
        for (index, inherited) in clause.inheritedTypes.enumerated() {
            let name = inherited.type.trimmedDescription
            if !unknownSupertypes.contains(name) {
                kept.append(name)
            } else if index == 0 && isClass, let base = StubWriter.standInSuperclass(for: name) {
                kept.append(base)
            }
        }
        return kept.isEmpty ? "" : ": " + kept.joined(separator: ", ")
    }

    /// The interface class an SDK class the interface lacks most likely derives from.
    static func standInSuperclass(for name: String) -> String? {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return nil }
        if name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return "UIViewController" }
        if ["View", "Cell", "Button", "Label", "Bar", "Control", "Field"].contains(where: name.hasSuffix) {
            return "UIView"
        }
        return "NSObject"
    }

    /// A property's type from its initial value: a literal, an initializer call of a type
    /// (`Store()`, `Cache<Key>()`, `Router.Route(…)`), a `??` whose default is one of those, a cast
    /// with `as`; nil otherwise.
    static func inferredType(_ value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        // `x as? String ?? ""` (the operators not folded yet): the default's type; `x as Store`:
        // the cast's.
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3,
                elements[elements.count - 2].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                return inferredType(elements[elements.count - 1])
            }
            if elements.count == 3,
                let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
                let type = elements[2].as(TypeExprSyntax.self)
            {
                return type.type.trimmedDescription
            }
            return nil
        }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            callee = base
        }
        let text = callee.trimmedDescription
        let isTypeName =
            callee.is(DeclReferenceExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self)
            || callee.is(MemberAccessExprSyntax.self)
        guard isTypeName,
            text.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }),
            !text.contains("(")
        else { return nil }
        return text
    }

    /// The declaration is `private` or `fileprivate`.
    static func isFilePrivate(_ decl: DeclSyntax) -> Bool {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    /// The names a top-level declaration declares itself (not its members'); an `#if`'s, those of
    /// its clauses.
    static func topLevelNames(_ decl: DeclSyntax) -> Set<String> {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            var names = Set<String>()
            for clause in ifConfig.clauses {
                if case .statements(let items)? = clause.elements {
                    for item in items {
                        if let inner = item.item.as(DeclSyntax.self) { names.formUnion(topLevelNames(inner)) }
                    }
                }
            }
            return names
        }
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        return []
    }

    /// The names a declaration declares, and (for types and extensions) every name its members
    /// declare, deep.
    static func declaredNames(_ decl: DeclSyntax) -> [String] {
        final class Collector: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text)
                return .skipChildren
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                for binding in node.bindings {
                    if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                        names.append(pattern.identifier.text)
                    }
                }
                return .skipChildren
            }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            private func add(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
                names.append(name.text)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(decl)
        return collector.names
    }

    /// The identifiers a line of stub text names.
    static func identifiers(in line: String) -> Set<String> {
        var names = Set<String>()
        var current = ""
        for character in line {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { names.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty { names.insert(current) }
        return names
    }
}
