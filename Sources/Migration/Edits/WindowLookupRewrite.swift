import Audit
import SwiftSyntax

/// Global window look-ups in a view's or a view controller's own code, rewritten to the window the
/// code belongs to: `UIApplication.shared.keyWindow` and the app delegate's `window` become the
/// view's `window` (`view.window` in a view controller), `UIApplication.shared.windows` the windows
/// of that window's scene. Each rewrite keeps the expression's type (`UIWindow?`, `[UIWindow]`).
///
/// A look-up is rewritten only in an instance method, computed property or accessor of a class
/// that descends from `UIView` or `UIViewController` (as far as UIKit's classes and the tree's own
/// class declarations say), outside closures (whose `self` may be weak or not captured) and
/// outside initializers and `loadView` (where the view is not there yet). Everything else stays a
/// manual step with the reason.
struct WindowLookupRewrite {
    /// What the look-up is.
    enum Lookup: String {
        case keyWindow = "UIApplication/keyWindow"
        case windows = "UIApplication/windows"
        case delegateWindow = "UIApplication/delegate.window"
    }

    /// What kind of class the code is in.
    enum Owner {
        case view
        case viewController

        /// The window of the code's own view.
        var window: String { self == .view ? "window" : "view.window" }
    }

    struct Rewrite {
        var finding: AuditFinding
        var edit: SourceEdit
        var original: String
        var replacement: String
        var owner: Owner
    }

    /// UIKit's view and view-controller classes a class may descend from.
    static let viewClasses: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UITextField", "UITextView", "UIVisualEffectView",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UISwitch", "UISlider", "UISegmentedControl",
    ]
    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
    ]

    /// Each class of the tree and the class it names first in its inheritance clause.
    let superclasses: [String: String]

    /// The owner a class name descends from, following the tree's declarations up to UIKit's.
    func owner(of className: String) -> Owner? {
        var name = className
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if Self.viewClasses.contains(name) { return .view }
            if Self.viewControllerClasses.contains(name) { return .viewController }
            guard let parent = superclasses[name] else { return nil }
            name = parent
        }
        return nil
    }

    /// The rewrite of `finding` in `text`, or why there is none.
    func rewrite(_ finding: AuditFinding, in text: SwiftText) -> Result<Rewrite, Reason> {
        guard let lookup = Lookup(rawValue: finding.symbol) else { return .failure(.notRewritten) }
        guard let token = text.token(line: finding.line, column: finding.column),
            let target = Self.expression(lookup, around: token)
        else { return .failure(.shape) }

        // The code's context: a view or view controller, no closure between the look-up and the
        // member it is in, an instance member that runs once the view is there.
        guard let typeName = Self.enclosingClass(of: Syntax(target)), let owner = owner(of: typeName) else {
            return .failure(.noView)
        }
        var node = Syntax(target)
        var member: Syntax?
        while let parent = node.parent {
            if parent.is(ClosureExprSyntax.self) { return .failure(.inClosure) }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
                || parent.is(VariableDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self)
            {
                member = parent
                break
            }
            node = parent
        }
        guard let member else { return .failure(.notInMember) }
        if member.is(InitializerDeclSyntax.self) || member.is(DeinitializerDeclSyntax.self) {
            return .failure(.inInitializer)
        }
        if let function = member.as(FunctionDeclSyntax.self), CodeReferences.text(function.name) == "loadView" {
            return .failure(.inInitializer)
        }
        guard let declaration = Self.declaration(containing: member), !Self.isStatic(declaration) else {
            return .failure(.notInMember)
        }
        if let variable = declaration.as(VariableDeclSyntax.self),
            !variable.bindings.allSatisfy({ $0.accessorBlock != nil })
        {
            return .failure(.inInitializer)
        }

        let replacement: String
        switch lookup {
        case .keyWindow, .delegateWindow: replacement = owner.window
        case .windows: replacement = "(\(owner.window)?.windowScene?.windows ?? [])"
        }
        let range = target.positionAfterSkippingLeadingTrivia..<target.endPositionBeforeTrailingTrivia
        return .success(
            Rewrite(
                finding: finding, edit: SourceEdit(range: range, replacement: replacement),
                original: target.trimmedDescription, replacement: replacement, owner: owner))
    }

    enum Reason: Error {
        case notRewritten, shape, inClosure, notInMember, inInitializer, noView

        var text: String {
            switch self {
            case .notRewritten:
                return "the patch rewrites `keyWindow`, `windows` and the app delegate's `window` only"
            case .shape:
                return
                    "the look-up is not of a form the patch rewrites (`UIApplication.shared.keyWindow`, `UIApplication.shared.windows`, `(UIApplication.shared.delegate as? AppDelegate)?.window`, `UIApplication.shared.delegate?.window??`)"
            case .inClosure:
                return
                    "the look-up is inside a closure, where the view's window may not be reachable through `self`; reach the window of the view or view controller the closure serves"
            case .notInMember:
                return
                    "the look-up is not in an instance method or computed property of a view or view controller; pass the window scene in from the code that has one"
            case .inInitializer:
                return
                    "the look-up runs before the view is in a window (an initializer, a stored property's initial value or `loadView`); move it to where the view is in its window, or pass the window scene in"
            case .noView:
                return
                    "the code is not in a view or view controller, so it has no window of its own; pass the window (or its scene) in from the code that shows the UI"
            }
        }
    }

    /// The superclass each class names first, for the classes of `files` and, up the chain, of the
    /// tree's other Swift files that declare a class the chain names (read with the audit's limits).
    static func superclasses(of files: [SwiftText], readingMore: (String) -> [SwiftText]) -> [String: String] {
        var map: [String: String] = [:]
        var read: Set<String> = []
        func add(_ text: SwiftText) {
            let collector = ClassCollector()
            collector.walk(text.tree)
            map.merge(collector.superclasses) { first, _ in first }
        }
        for file in files { add(file) }
        // Follow each chain to a class UIKit declares, reading the files that declare the next link.
        var pending = Set(map.values).subtracting(map.keys).subtracting(viewClasses).subtracting(viewControllerClasses)
        while let name = pending.popFirst() {
            guard read.insert(name).inserted else { continue }
            for text in readingMore(name) { add(text) }
            if let parent = map[name], map[parent] == nil, !viewClasses.contains(parent),
                !viewControllerClasses.contains(parent)
            {
                pending.insert(parent)
            }
        }
        return map
    }

    private final class ClassCollector: SyntaxVisitor {
        var superclasses: [String: String] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self) {
                superclasses[CodeReferences.text(node.name)] = CodeReferences.text(first.name)
            }
            return .visitChildren
        }
    }

    /// The expression the rewrite replaces, from a token of the finding.
    static func expression(_ lookup: Lookup, around token: TokenSyntax) -> ExprSyntax? {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            node = parent
            guard let access = node.as(MemberAccessExprSyntax.self) else { continue }
            let member = CodeReferences.text(access.declName.baseName)
            switch lookup {
            case .keyWindow, .windows:
                if member == (lookup == .keyWindow ? "keyWindow" : "windows"), isSharedApplication(access.base) {
                    return ExprSyntax(access)
                }
            case .delegateWindow:
                guard member == "window", let base = access.base?.as(OptionalChainingExprSyntax.self) else { continue }
                // `(UIApplication.shared.delegate as? AppDelegate)?.window`
                if let tuple = base.expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                    let cast = tuple.elements.first?.expression, let delegate = conditionalCastOperand(cast),
                    CodeReferences.text(delegate.declName.baseName) == "delegate", isSharedApplication(delegate.base)
                {
                    return ExprSyntax(access)
                }
                // `UIApplication.shared.delegate?.window??`: the member and one `?`.
                if let delegate = base.expression.as(MemberAccessExprSyntax.self),
                    CodeReferences.text(delegate.declName.baseName) == "delegate", isSharedApplication(delegate.base),
                    let once = access.parent?.as(OptionalChainingExprSyntax.self),
                    once.parent?.is(OptionalChainingExprSyntax.self) == true
                {
                    return ExprSyntax(once)
                }
            }
        }
        return nil
    }

    /// The member access cast with `as?` in `expression` (unfolded, as the parser leaves it: a
    /// sequence of the operand, `as?` and the type; or folded).
    static func conditionalCastOperand(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        if let cast = expression.as(AsExprSyntax.self),
            cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
        {
            return cast.expression.as(MemberAccessExprSyntax.self)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let cast = elements[1].as(UnresolvedAsExprSyntax.self),
            cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
        else { return nil }
        return elements[0].as(MemberAccessExprSyntax.self)
    }

    /// `UIApplication.shared`.
    static func isSharedApplication(_ expression: ExprSyntax?) -> Bool {
        guard let access = expression?.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return CodeReferences.text(base.baseName) == "UIApplication"
            && CodeReferences.text(access.declName.baseName) == "shared"
    }

    /// The member declaration an accessor or function belongs to (a property for an accessor).
    static func declaration(containing member: Syntax) -> DeclSyntax? {
        var node: Syntax? = member
        while let current = node {
            if let decl = current.as(DeclSyntax.self), current.parent?.is(MemberBlockItemSyntax.self) == true {
                return decl
            }
            node = current.parent
        }
        return nil
    }

    static func isStatic(_ decl: DeclSyntax) -> Bool {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The class (or the extended type) whose member block holds `node`; nil inside another kind
    /// of type.
    static func enclosingClass(of node: Syntax) -> String? {
        var node = node.parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) { return CodeReferences.text(type.name) }
            if let type = current.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self)
                || current.is(ProtocolDeclSyntax.self)
            {
                return nil
            }
            node = current.parent
        }
        return nil
    }
}
