import Audit
import SwiftSyntax

/// What moves out of an Objective-C app delegate, and the new `SceneDelegate.h`/`.m`.
struct ObjCAppDelegateMove {
    /// The app delegate's `@implementation` file.
    var homeFile: String
    var className: String
    /// Per file, whole-line byte ranges removed.
    var removals: [String: [Range<Int>]] = [:]
    /// Per file, other edits (a forwarded callback's new selector, its declaration in the header).
    var replacements: [String: [SourceEdit]] = [:]
    /// Per header, the token index of the app delegate's `@interface`'s `@end` and the forwarded
    /// methods to declare before it.
    var headerDeclarations: [String: (end: Int, lines: [String])] = [:]
    /// The header the scene delegate imports to call forwarded methods.
    var forwardsThrough: String?
    var changes: [Change] = []
    var manual: [(finding: AuditFinding, reason: String)] = []
    var resolved: Set<AuditFinding> = []
    /// The window set-up's lines, indented for the body of `scene:willConnectToSession:options:`.
    var windowSetUp: [String] = []
    var usesWindowScene = false
    /// The moved callbacks' methods, whole, in the scene delegate's order.
    var callbacks: [(target: SceneCallback, lines: [String])] = []
    /// The home file's imports (as written), its own header's left out.
    var imports: [String] = []
    var unit = "    "
}

extension ObjCAppDelegateMove {
    /// Records the change that resolves `finding`, from the finding's place to `end`.
    mutating func resolve(
        _ finding: AuditFinding, kind: Change.Kind, end: PlanPosition, page: String, summary: String
    ) {
        changes.append(
            Change(
                kind: kind, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                range: PlanRange(start: PlanPosition(line: finding.line, column: finding.column), end: end),
                page: page, summary: summary))
        resolved.insert(finding)
    }
}

/// Reads an Objective-C app delegate with the audit's lexer and decides what moves, as the Swift
/// migration does: the launch method's window set-up (the statements that use the window, with
/// the locals they use and the statements that use those), the four state callbacks whose bodies
/// use nothing of the app delegate, the `window` property. What it cannot move without changing
/// what the code means is a `MigrationBlocker` (nothing moves) or a manual step.
struct ObjCAppDelegateMigration {
    /// Objective-C files that hold app-delegate findings, by path.
    let files: [String: ObjCText]
    let findings: [AuditFinding]
    let storyboard: String?

    static let launchSelectors = [
        "application:didFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:",
        "applicationDidFinishLaunching:",
    ]
    /// The Objective-C selector of each scene method (Apple's `c:objc(pl)UISceneDelegate(im)…` ids).
    static let sceneSelectors = [
        "sceneDidBecomeActive": "sceneDidBecomeActive:", "sceneWillResignActive": "sceneWillResignActive:",
        "sceneWillEnterForeground": "sceneWillEnterForeground:", "sceneDidEnterBackground": "sceneDidEnterBackground:",
    ]
    /// Names the scene delegate's `scene:willConnectToSession:options:` declares.
    static let sceneNames: Set<String> = ["scene", "session", "connectionOptions", "windowScene"]

    func run() throws(MigrationBlocker) -> ObjCAppDelegateMove {
        let delegateFindings = findings.filter {
            ($0.rule == .appDelegateWindow || $0.rule == .appDelegateUICallback) && files[$0.file] != nil
        }
        // The app delegate: the `@implementation` around the first finding in one.
        var home: (file: String, text: ObjCText, layout: ObjCLayout, container: ObjCLayout.Container)?
        for finding in delegateFindings where home == nil {
            let text = files[finding.file]!
            let layout = ObjCLayout(text)
            if let container = layout.containers.first(where: { $0.isImplementation && contains($0, finding, text) }) {
                home = (finding.file, text, layout, container)
            }
        }
        guard let home else {
            let first = delegateFindings.first
            throw MigrationBlocker(
                file: first?.file ?? "", position: PlanPosition(line: first?.line ?? 1, column: first?.column ?? 1),
                reason: "the app delegate's @implementation was not found in the files the audit reported")
        }
        var move = ObjCAppDelegateMove(homeFile: home.file, className: home.container.name)
        move.imports = imports(of: home.text)
        if let method = home.container.methods.first, let first = bodyFirstToken(method, home.text) {
            let methodIndent = home.text.indentation(at: home.text.start(method.start))
            let bodyIndent = home.text.indentation(at: home.text.start(first))
            if bodyIndent.hasPrefix(methodIndent), bodyIndent.count > methodIndent.count {
                move.unit = String(bodyIndent.dropFirst(methodIndent.count))
            }
        }
        // What the app delegate declares that the scene delegate would not have: its instance
        // variables (those of its properties too) and the file's own statics, functions and macros.
        var members = home.container.instanceVariables.union(home.layout.fileScopeNames)
        for (_, text) in files {
            for container in ObjCLayout(text).containers where container.name == home.container.name {
                members.formUnion(container.instanceVariables)
                for property in container.properties {
                    if let name = property.names.last { members.insert("_" + name) }
                }
            }
        }
        members.subtract(["window", "_window"])

        try moveWindowSetUp(home: home.text, container: home.container, members: members, into: &move)
        for finding in delegateFindings
        where finding.rule == .appDelegateUICallback && SceneCallback.forCallback(finding.symbol) != nil {
            moveCallback(finding, members: members, into: &move)
        }
        removeWindowProperty(delegateFindings.filter { $0.symbol == MigrationPages.windowProperty }, into: &move)
        declareForwardedMethods(into: &move)
        return move
    }

    private func contains(_ container: ObjCLayout.Container, _ finding: AuditFinding, _ text: ObjCText) -> Bool {
        let first = text.tokens[container.start]
        let last = container.end < text.tokens.count ? text.tokens[container.end].line : Int.max
        return first.line <= finding.line && finding.line <= last
    }

    private func bodyFirstToken(_ method: ObjCLayout.Method, _ text: ObjCText) -> Int? {
        method.open + 1 < method.close ? method.open + 1 : nil
    }

    /// `#import`/`#include`/`@import` lines outside conditional groups, the file's own header left out.
    private func imports(of text: ObjCText) -> [String] {
        var lines: [String] = []
        let header = "\"" + (text.file.split(separator: "/").last ?? "").replacingSuffix(".m", with: ".h") + "\""
        for directive in text.directives where ["import", "include"].contains(directive.name) {
            guard text.conditionalDepth(atLine: directive.line) == 0, directive.arguments != header else { continue }
            lines.append(text.line(directive.line).trimmingWhitespace)
        }
        for (index, token) in text.tokens.enumerated() where token.kind == .directive && token.text == "@import" {
            if let end = text.tokens[index...].firstIndex(where: { $0.is(";") }) {
                lines.append(text.string(text.start(index)..<text.end(end)))
            }
        }
        return lines
    }

    // MARK: References

    /// Whether the tokens in `range` read the app delegate's window: `self.window`, `[self window]`,
    /// `self->_window`, `_window` or `window` as a name.
    static func readsWindow(_ text: ObjCText, _ range: Range<Int>) -> Bool {
        range.contains { windowReference(text, at: $0) != nil }
    }

    /// The token range of a window reference starting at `index`, if one does.
    static func windowReference(_ text: ObjCText, at index: Int) -> ClosedRange<Int>? {
        if text.isIdentifier(index, "self"), text.isPunctuation(index + 1, "."), text.isIdentifier(index + 2, "window")
        {
            return index...(index + 2)
        }
        if text.isIdentifier(index, "self"), text.isPunctuation(index + 1, "->"),
            text.isIdentifier(index + 2, "_window")
        {
            return index...(index + 2)
        }
        if text.isPunctuation(index, "["), text.isIdentifier(index + 1, "self"), text.isIdentifier(index + 2, "window"),
            text.isPunctuation(index + 3, "]")
        {
            return index...(index + 3)
        }
        if text.isIdentifier(index, "_window") || text.isIdentifier(index, "window"), text.isValueName(index) {
            return index...index
        }
        return nil
    }

    /// The first use of `self` or `super` in `range` that is not a window reference.
    static func selfUse(_ text: ObjCText, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if let reference = windowReference(text, at: index) {
                index = reference.upperBound + 1
                continue
            }
            if text.isIdentifier(index, "self") || text.isIdentifier(index, "super") { return index }
            index += 1
        }
        return nil
    }

    /// The names used as values in `range`.
    static func valueNames(_ text: ObjCText, _ range: Range<Int>) -> [(name: String, index: Int)] {
        range.filter { text.isValueName($0) }.map { (text.tokens[$0].text, $0) }
    }
}

extension Substring {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : String(self)
    }
}
