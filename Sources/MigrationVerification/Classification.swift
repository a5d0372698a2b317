import Migration
import SampleTypeChecking
import SwiftParser
import SwiftSyntax

/// Sorts the compiler's messages about the checked files: errors at lines the patch writes (the
/// patch's defects), names the check could not resolve, and errors in lines the patch leaves as
/// they were.
struct Classification {
    let checked: [CheckedFile]
    /// The compiled copy of each checked file, in the same order.
    let paths: [String]
    let stubs: AppStubs
    let interfaceName: String

    var errors: [PlanVerification.Problem] = []
    var unresolved: [PlanVerification.Unresolved] = []
    var preexisting: [PlanVerification.Problem] = []

    init(checked: [CheckedFile], paths: [String], stubs: AppStubs, interfaceName: String) {
        self.checked = checked
        self.paths = paths
        self.stubs = stubs
        self.interfaceName = interfaceName
    }

    /// Sorts `messages`; `baseline` holds the errors (by text, with their counts) of the files as
    /// they were before the patch, compiled with the same stubs: a moved line's error found there
    /// too is the app's, not the patch's.
    mutating func classify(_ messages: [SwiftCompiler.Message], baseline: [String: Int] = [:]) {
        var baseline = baseline
        let byPath = Dictionary(zip(paths, checked), uniquingKeysWith: { a, _ in a })
        // Names the tree declares (the checked files included, before and after the patch), and
        // the identifiers the app itself wrote in the files the patch changes.
        var declared = stubs.declared
        var written = Set<String>()
        for file in checked {
            for text in [file.edit.updated, file.edit.original].compactMap({ $0 }) {
                for item in Parser.parse(source: text).statements {
                    if let decl = item.item.as(DeclSyntax.self) { declared.formUnion(StubWriter.declaredNames(decl)) }
                }
            }
            if let original = file.edit.original {
                for token in Parser.parse(source: original).tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { written.insert(name) }
                }
            }
        }
        let droppedModules = checked.flatMap { file in file.droppedImports.map { (file.edit.file, $0) } }
        var seen = Set<String>()
        for (file, dropped) in droppedModules where seen.insert(dropped.module).inserted {
            unresolved.append(
                PlanVerification.Unresolved(
                    name: dropped.module, file: file, line: dropped.line, column: dropped.column,
                    reason: "\(interfaceName) has no module \(dropped.module); the check leaves its import out"))
        }
        var unresolvedLines = Set<String>()
        var problems: [(PlanVerification.Problem, added: Bool)] = []
        var last: Int?
        for message in messages {
            guard let file = byPath[message.file] else {
                if message.kind == .note, let last { problems[last].0.notes.append(message.text) }
                continue
            }
            switch message.kind {
            case .note:
                if let last { problems[last].0.notes.append(message.text) }
                continue
            case .warning:
                last = nil
                continue
            case .error:
                last = nil
            }
            let place = "\(file.edit.file):\(message.line)"
            if message.text.contains("Objective-C runtime") || message.text.contains("Objective-C interop") {
                let name = message.text.hasPrefix("'#") ? CompilerNames.quoted(message.text).first ?? "" : "Objective-C"
                unresolvedLines.insert(place)
                if seen.insert(name).inserted {
                    unresolved.append(
                        PlanVerification.Unresolved(
                            name: name, file: file.edit.file, line: message.line, column: message.column,
                            reason:
                                "needs the Objective-C runtime, which the compiler on Linux does not have; the lines that use it were not checked"
                        ))
                }
                continue
            }
            if let name = CompilerNames.unresolvedName(message.text),
                let reason = unresolvedReason(
                    name, base: CompilerNames.memberBase(message.text), declared: declared, written: written)
            {
                // A follow-on of an unresolved name before it on the line (`.systemIndigo` after
                // `tintColor`) is not listed again.
                if unresolvedLines.insert(place).inserted || !message.text.hasPrefix("cannot infer"),
                    seen.insert(name).inserted
                {
                    unresolved.append(
                        PlanVerification.Unresolved(
                            name: name, file: file.edit.file, line: message.line, column: message.column,
                            reason: reason))
                }
                continue
            }
            problems.append(
                (
                    PlanVerification.Problem(
                        file: file.edit.file, line: message.line, column: message.column, message: message.text),
                    UnifiedDiff.addedLines(file.edit).contains(message.line)
                ))
            last = problems.count - 1
        }
        for (problem, added) in problems {
            // An error on a line that uses an unresolved name follows from it.
            if unresolvedLines.contains("\(problem.file):\(problem.line)") { continue }
            if added, baseline[problem.message, default: 0] == 0 {
                errors.append(problem)
            } else {
                if added { baseline[problem.message, default: 0] -= 1 }
                preexisting.append(problem)
            }
        }
    }

    /// Why `name` is one the check could not resolve, or nil when its absence is the patch's
    /// fault: a name the tree declares (the moved code no longer sees it), or one the app's code
    /// never wrote (the patch made it up).
    func unresolvedReason(_ name: String, base: String?, declared: Set<String>, written: Set<String>) -> String? {
        // A member of an SDK type (`window.tintColor`) that the app's code wrote.
        if let base, !declared.contains(base), written.contains(name) {
            return
                "\(interfaceName) declares no member \(name) of \(base) (it declares part of the SDK only); the lines that use it were not checked"
        }
        if let origin = stubs.unstubbed[name] {
            return
                "declared at \(origin.file):\(origin.line) in a form the stub cannot copy (no written type, or its stub did not compile); the lines that use it were not checked"
        }
        guard !declared.contains(name), written.contains(name) else { return nil }
        // The modules the checked files import: those whose names they see.
        let modules = Set(checked.flatMap { $0.droppedImports.map(\.module) }).sorted()
        let from =
            modules.isEmpty
            ? " (it declares part of the SDK only)"
            : "; it may come from \(modules.joined(separator: ", ")), which \(interfaceName) does not have"
        return
            "declared neither in the app's Swift files nor in \(interfaceName)\(from); the lines that use it were not checked"
    }
}
