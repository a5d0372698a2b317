import Audit
import SwiftSyntax

/// A state callback whose body uses the app delegate (`self`, its instance variables, its file's
/// statics), forwarded the way the Swift migration forwards one: the method stays in the app
/// delegate under the scene method's selector (`- (void)sceneDidBecomeActive:(UIApplication *)application`),
/// declared in the app delegate's header, and the scene delegate's method calls it through
/// `[UIApplication sharedApplication].delegate`. The body runs where it ran, with what it used,
/// at the moments the scene's state changes.
extension ObjCAppDelegateMigration {
    func forwardCallback(
        _ finding: AuditFinding, method: ObjCLayout.Method, text: ObjCText, target: SceneCallback, selector: String,
        uses: String, into move: inout ObjCAppDelegateMove
    ) {
        func manual(_ reason: String) { move.manual.append((finding, reason)) }
        let layout = ObjCLayout(text)
        guard
            let container = layout.containers.first(where: { $0.name == move.className && $0.isImplementation })
        else { return manual("the callback is not in the app delegate's @implementation; move it by hand") }
        // UIKit's selector becomes the scene method's; the class must not have one of that name.
        let headers = files.values.filter { $0.file.hasSuffix(".h") }.sorted { $0.file < $1.file }
        let interfaces = headers.flatMap { header in
            ObjCLayout(header).containers.filter { $0.name == move.className && !$0.isImplementation }.map {
                (header, $0)
            }
        }
        let taken =
            container.methods.contains { $0.selector == selector }
            || interfaces.contains { header, interface in
                (interface.start..<interface.end).contains { header.isIdentifier($0, String(selector.dropLast())) }
            }
        if taken {
            return manual(
                "the callback uses the app delegate (\(uses)), and the app delegate already has a `\(selector)` to forward to; move it by hand"
            )
        }
        guard let (header, interface) = interfaces.first else {
            return manual(
                "the callback uses the app delegate (\(uses)); the patch would forward it from the scene delegate, but the app delegate's `@interface` header was not found beside it to declare the method in; move it by hand"
            )
        }
        let classDepth = text.conditionalDepth(atLine: text.tokens[container.start].line)
        guard text.conditionalDepth(atLine: text.tokens[method.start].line) == classDepth else {
            return manual(
                "the callback uses the app delegate (\(uses)) and is inside an `#if` group; forward it by hand, keeping the condition"
            )
        }
        guard let returnClose = text.matching(method.start + 1),
            let name = (returnClose + 1..<method.open).first(where: { text.tokens[$0].kind == .identifier }),
            let parameter = method.parameters.first
        else { return manual("the callback's declaration is not of the form the patch reads; move it by hand") }

        let sceneName = String(selector.dropLast())
        let indent = text.indentation(at: text.start(method.start))
        let lineStart = text.lineStart(text.start(method.start))
        move.replacements[finding.file, default: []] += [
            SourceEdit(
                range: AbsolutePosition(utf8Offset: lineStart)..<AbsolutePosition(utf8Offset: lineStart),
                replacement: "\(indent)/// Called by -[\(SceneDelegateSource.className) \(selector)].\n"),
            SourceEdit(
                range: AbsolutePosition(utf8Offset: text.start(name))..<AbsolutePosition(utf8Offset: text.end(name)),
                replacement: sceneName),
        ]
        move.headerDeclarations[header.file, default: (interface.end, [])].lines.append(
            "- (void)\(sceneName):(UIApplication *)\(parameter);")
        move.forwardsThrough = header.file
        let application = "[UIApplication \(ObjCSource.sharedApplicationAccessor)]"
        move.callbacks.append(
            (
                target,
                [
                    "- (void)\(selector.dropLast()):(UIScene *)scene {",
                    move.unit + "[(\(move.className) *)\(application).delegate \(sceneName):\(application)];",
                    "}",
                ]
            ))
        let last = text.tokens[method.close]
        move.resolve(
            finding, kind: .forwardCallback, end: PlanPosition(line: last.line, column: last.column + 1),
            page: finding.page ?? target.callback,
            summary:
                "Rename `\(method.selector)` to `\(selector)` in `\(move.className)` (its body uses \(uses)), declare it in \(header.file.split(separator: "/").last ?? ""), and call it from `\(selector)` in the scene delegate."
        )
    }

    /// The forwarded methods' declarations, before the `@end` of the app delegate's `@interface`.
    func declareForwardedMethods(into move: inout ObjCAppDelegateMove) {
        for (file, declaration) in move.headerDeclarations {
            guard let header = files[file] else { continue }
            let lineStart = header.lineStart(header.start(declaration.end))
            let lines = declaration.lines.map { $0 + "\n" }.joined() + "\n"
            move.replacements[file, default: []].append(
                SourceEdit(
                    range: AbsolutePosition(utf8Offset: lineStart)..<AbsolutePosition(utf8Offset: lineStart),
                    replacement: lines))
        }
    }
}
