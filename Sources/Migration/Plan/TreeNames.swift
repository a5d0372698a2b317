import Audit
import Foundation
import SwiftParser
import SwiftSyntax

/// What the tree's Swift files declare that decides whether code can move out of the app delegate:
/// the names the app delegate's class and its extensions declare (and the file-private names of
/// each file, which another file cannot see), and where a type named like the new scene delegate
/// is declared already, and where the tree calls the app delegate's callbacks.
struct TreeNames {
    var members: Set<String> = []
    /// A file that declares a type with the scene delegate's name.
    var sceneDelegateFile: String?
    /// Where the tree calls or names the app delegate's callbacks.
    var callers = CallbackCallers()

    /// Reads the Swift files the audit reads (with its limits) that name the class or the scene
    /// delegate; a file that cannot be read is skipped.
    static func read(className: String, root: URL, auditor: Auditor) -> TreeNames {
        var names = TreeNames()
        for file in auditor.swiftFiles(root: root) {
            guard case .text(let text) = Auditor.readText(relativePath: file, root: root) else { continue }
            let declares =
                (!className.isEmpty && text.contains(className)) || text.contains(SceneDelegateSource.className)
            let calls = CallbackCallers.markers.contains { text.contains($0) }
            guard declares || calls else { continue }
            let tree = Parser.parse(source: text)
            if declares {
                let collector = Collector(className: className)
                collector.walk(tree)
                names.members.formUnion(collector.names)
                if collector.declaresSceneDelegate, names.sceneDelegateFile == nil { names.sceneDelegateFile = file }
            }
            if calls { names.callers.add(file: file, tree: tree, className: className) }
        }
        return names
    }

    private final class Collector: SyntaxVisitor {
        let className: String
        var names = Set<String>()
        var declaresSceneDelegate = false

        init(className: String) {
            self.className = className
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
            for item in node.statements {
                guard let decl = item.item.as(DeclSyntax.self), Self.isFilePrivate(decl) else { continue }
                collect(decl)
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name)
            if CodeReferences.text(node.name) == className { collect(node.memberBlock) }
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.extendedType.trimmedDescription == className { collect(node.memberBlock) }
            return .visitChildren
        }

        private func noteType(_ name: TokenSyntax) {
            if CodeReferences.text(name) == SceneDelegateSource.className { declaresSceneDelegate = true }
        }

        private static func isFilePrivate(_ decl: DeclSyntax) -> Bool {
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
            return modifiers.contains {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }
        }

        private func collect(_ block: MemberBlockSyntax) {
            for member in block.members { collect(member.decl) }
        }

        /// Properties, methods, nested types and type aliases, also inside `#if`.
        private func collect(_ decl: DeclSyntax) {
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    names.formUnion(CodeReferences(binding.pattern).declared)
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                names.insert(CodeReferences.text(function.name))
            } else if let type = decl.asProtocol(NamedDeclSyntax.self) {
                names.insert(CodeReferences.text(type.name))
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let members) = clause.elements {
                        for member in members { collect(member.decl) }
                    }
                }
            }
        }
    }
}
