import SwiftSyntax

/// Where the tree's Swift code calls or names one of the app delegate's callbacks that the patch
/// would remove or rename (the state callbacks, open URL, continue, quick action). Such a
/// callback stays a manual step: after the patch those callers would no longer compile, or call
/// a method UIKit no longer calls.
///
/// A reference counts when its name and argument labels are the callback's and it can reach the
/// app delegate's method:
/// - without a base, or through `self` or `super`: inside the app delegate's class or one of its
///   extensions (in another type it names that type's own method);
/// - through another base: when the base names the app delegate's class or ends in `delegate`
///   (`UIApplication.shared.delegate`, `appDelegate`); a third-party SDK's method with the same
///   labels (`ApplicationDelegate.shared.application(_:open:options:)`) does not count;
/// - a name without labels (`#selector(applicationDidBecomeActive)`) counts for a callback whose
///   base name is its own (the state callbacks), not for `application`.
///
/// References inside the callback's own declaration are not callers of it.
struct CallbackCallers {
    struct Site: Hashable, Comparable {
        var file: String
        var line: Int
        var column: Int

        static func < (lhs: Site, rhs: Site) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }

        var description: String { "\(file):\(line):\(column)" }
    }

    /// The callbacks looked for, as `base(label:label:)` (`application(_:open:options:)`).
    static let selectors: [String] =
        SceneCallback.all.map(\.callbackName) + EventCallback.all.map(\.callbackName)

    /// Text that a file must contain to hold a reference to one of `selectors`.
    static let markers: [String] =
        SceneCallback.all.map { String($0.callbackName.prefix { $0 != "(" }) } + [
            "application("
        ]

    /// Sites by selector, in file order.
    var sites: [String: [Site]] = [:]

    /// The first sites that call `selector`, for a reason: `Stepic/Router.swift:12:9` (and how
    /// many more).
    func describe(_ selector: String) -> String? {
        guard let found = sites[selector]?.sorted(), let first = found.first else { return nil }
        return first.description + (found.count > 1 ? " and \(found.count - 1) more" : "")
    }

    /// Adds the references of one parsed file.
    mutating func add(file: String, tree: SourceFileSyntax, className: String) {
        let collector = Collector(className: className, converter: SourceLocationConverter(fileName: file, tree: tree))
        collector.walk(tree)
        for (selector, positions) in collector.found {
            sites[selector, default: []] += positions.map { Site(file: file, line: $0.line, column: $0.column) }
        }
    }

    private final class Collector: SyntaxVisitor {
        let className: String
        let converter: SourceLocationConverter
        var found: [String: [SourceLocation]] = [:]
        /// The app delegate's class and extensions being visited (nested count).
        private var insideAppDelegate = 0
        /// The selectors of the callbacks being visited, declared in the app delegate.
        private var insideCallbacks: [String] = []

        init(className: String, converter: SourceLocationConverter) {
            self.className = className
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard !className.isEmpty, CodeReferences.text(node.name) == className else { return enterOther() }
            insideAppDelegate += 1
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            guard !className.isEmpty, CodeReferences.text(node.name) == className else { return leaveOther() }
            insideAppDelegate -= 1
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if !className.isEmpty, node.extendedType.trimmedDescription == className { insideAppDelegate += 1 }
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            if !className.isEmpty, node.extendedType.trimmedDescription == className { insideAppDelegate -= 1 }
        }

        // Another type's members (a class of another name too), nested in the app delegate, are
        // not the app delegate's.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterOther() }
        override func visitPost(_ node: StructDeclSyntax) { leaveOther() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterOther() }
        override func visitPost(_ node: EnumDeclSyntax) { leaveOther() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterOther() }
        override func visitPost(_ node: ActorDeclSyntax) { leaveOther() }

        private var saved: [Int] = []
        private func enterOther() -> SyntaxVisitorContinueKind {
            saved.append(insideAppDelegate)
            insideAppDelegate = 0
            return .visitChildren
        }
        private func leaveOther() { insideAppDelegate = saved.popLast() ?? 0 }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            insideCallbacks.append(insideAppDelegate > 0 ? Self.selector(of: node) : "")
            return .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) { insideCallbacks.removeLast() }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let (name, base) = Self.callee(node.calledExpression) else { return .visitChildren }
            let labels = node.arguments.map { $0.label.map(CodeReferences.text) ?? "_" }
            let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
            for selector in CallbackCallers.selectors where Self.matches(selector, name: name, labels, trailing) {
                note(selector, base: base, at: node.calledExpression)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // A called name is the call's (above); this is a name used without a call.
            if Self.isCallee(node) { return .visitChildren }
            let name = CodeReferences.text(node.baseName)
            let member = node.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == node.id ? $0 : nil }
            let base = member?.base
            // Reported where the reference starts: at its base, if any.
            let site = member.map(Syntax.init) ?? Syntax(node)
            if let arguments = node.argumentNames {
                let selector =
                    name + "(" + arguments.arguments.map { CodeReferences.text($0.name) + ":" }.joined() + ")"
                if CallbackCallers.selectors.contains(selector) { note(selector, base: base, at: site) }
            } else if name != "application",
                let selector = CallbackCallers.selectors.first(where: { $0 == name + "(_:)" })
            {
                note(selector, base: base, at: site)
            }
            return .visitChildren
        }

        private func note(_ selector: String, base: ExprSyntax?, at node: some SyntaxProtocol) {
            guard insideCallbacks.last != selector else { return }
            if let base, !Self.isSelf(base) {
                let text = base.trimmedDescription
                guard text.contains(className) && !className.isEmpty || text.lowercased().hasSuffix("delegate") else {
                    return
                }
            } else if insideAppDelegate == 0 {
                return
            }
            found[selector, default: []].append(node.startLocation(converter: converter))
        }

        private static func isSelf(_ base: ExprSyntax) -> Bool {
            if base.is(SuperExprSyntax.self) { return true }
            return base.as(DeclReferenceExprSyntax.self).map { $0.baseName.tokenKind == .keyword(.self) } ?? false
        }

        /// Whether `node` is the name a call calls: `f(…)`, `x.f(…)`, `x.f?(…)`, `x.f!(…)`.
        private static func isCallee(_ node: DeclReferenceExprSyntax) -> Bool {
            var callee = Syntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self) {
                guard member.declName.id == node.id else { return false }
                callee = Syntax(member)
            }
            while let parent = callee.parent,
                parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
            {
                callee = parent
            }
            return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
        }

        /// The called name and its base: `f`, `x.f`, `x?.f`, `x!.f`, `x.f?`.
        private static func callee(_ expression: ExprSyntax) -> (String, ExprSyntax?)? {
            var expression = expression
            while true {
                if let chained = expression.as(OptionalChainingExprSyntax.self) {
                    expression = chained.expression
                } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                    expression = forced.expression
                } else {
                    break
                }
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return (CodeReferences.text(reference.baseName), nil)
            }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                var base = member.base
                while let inner = base,
                    let unwrapped = inner.as(OptionalChainingExprSyntax.self)?.expression
                        ?? inner.as(ForceUnwrapExprSyntax.self)?.expression
                {
                    base = unwrapped
                }
                return (CodeReferences.text(member.declName.baseName), base)
            }
            return nil
        }

        /// Whether a call of `name` with `labels` (and `trailing` trailing closures, which take
        /// the last parameters whatever their labels) is a call of `selector`.
        private static func matches(_ selector: String, name: String, _ labels: [String], _ trailing: Int) -> Bool {
            guard selector.hasPrefix(name + "(") else { return false }
            let expected = selector.dropFirst(name.count + 1).dropLast().split(separator: ":").map(String.init)
            guard labels.count + trailing == expected.count else { return false }
            return Array(expected.prefix(labels.count)) == labels
        }

        /// `application(_:open:options:)` for a declaration.
        static func selector(of function: FunctionDeclSyntax) -> String {
            CodeReferences.text(function.name) + "("
                + function.signature.parameterClause.parameters.map { CodeReferences.text($0.firstName) + ":" }
                .joined() + ")"
        }
    }
}
