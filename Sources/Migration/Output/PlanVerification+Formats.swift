import Diagnostics
import Foundation

extension PlanVerification {
    /// How many stubbed names the summary line shows (the JSON plan has them all).
    static let namesShown = 8

    /// What to do about an error in the lines the patch writes.
    static let failedAdvice =
        "a defect of scenedocs migrate (please report it with the app's shape): review these lines before applying the patch; --write writes nothing while they fail (--no-typecheck skips the check)"

    /// The paragraph the human summary (and the patch format's standard error) prints.
    func text() -> String {
        let names = files.map(TerminalText.escaped).joined(separator: ", ")
        var text: String
        switch state {
        case .typeChecked:
            text =
                "type-check: the \(files.count == 1 ? "Swift file" : "\(files.count) Swift files") the patch writes (\(names)) \(files.count == 1 ? "type-checks" : "type-check") in Swift 6 mode against \(TerminalText.escaped(interfaces))"
            if !stubbed.isEmpty {
                let shown = stubbed.prefix(PlanVerification.namesShown).map(TerminalText.escaped)
                let more = stubbed.count - shown.count
                text +=
                    "; stubbed from the app's declarations: \(shown.joined(separator: ", "))"
                    + (more > 0 ? " and \(more) more (the JSON plan lists them all)" : "")
            }
            text += "\n"
        case .failed:
            text =
                "type-check FAILED: \(errors.count == 1 ? "1 error" : "\(errors.count) errors") in the lines the patch writes (\(names)), in Swift 6 mode against \(TerminalText.escaped(interfaces)): \(PlanVerification.failedAdvice)\n"
            for error in errors {
                text +=
                    "\(TerminalText.escaped(error.file)):\(error.line):\(error.column): error: \(TerminalText.escaped(error.message))\n"
                for note in error.notes { text += "    note: \(TerminalText.escaped(note))\n" }
            }
        case .skipped:
            text =
                "type-check: skipped: \(TerminalText.escaped(reason ?? "")); the Swift the patch writes was not type-checked\n"
        case .notApplicable:
            text = "type-check: does not apply: \(TerminalText.escaped(reason ?? ""))\n"
        }
        for name in unresolved {
            text +=
                "    could not resolve \(TerminalText.escaped(name.name)) (\(TerminalText.escaped(name.file)):\(name.line):\(name.column)): \(TerminalText.escaped(name.reason))\n"
        }
        if let first = preexisting.first {
            text +=
                "    \(preexisting.count == 1 ? "1 error" : "\(preexisting.count) errors") in the app's own code, not the patch's (the files before the patch have \(preexisting.count == 1 ? "it" : "them") too, in Swift 6 mode), first \(TerminalText.escaped(first.file)):\(first.line):\(first.column): \(TerminalText.escaped(first.message))"
                + (preexisting.count > 1 ? "; the JSON plan lists them all" : "") + "\n"
        }
        return text
    }
}

/// The `verification` object of the JSON plan.
struct VerificationJSON: Encodable {
    let verification: PlanVerification

    enum Keys: String, CodingKey {
        case state, files, interfaces, compiler, reason, errors, unresolved, stubbed, preexisting
    }

    enum ProblemKeys: String, CodingKey {
        case file, line, column, message, notes
    }

    enum UnresolvedKeys: String, CodingKey {
        case name, file, line, column, reason
    }

    struct ProblemJSON: Encodable {
        let problem: PlanVerification.Problem

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: ProblemKeys.self)
            try container.encode(problem.file, forKey: .file)
            try container.encode(problem.line, forKey: .line)
            try container.encode(problem.column, forKey: .column)
            try container.encode(problem.message, forKey: .message)
            try container.encode(problem.notes, forKey: .notes)
        }
    }

    struct UnresolvedJSON: Encodable {
        let name: PlanVerification.Unresolved

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: UnresolvedKeys.self)
            try container.encode(name.name, forKey: .name)
            try container.encode(name.file, forKey: .file)
            try container.encode(name.line, forKey: .line)
            try container.encode(name.column, forKey: .column)
            try container.encode(name.reason, forKey: .reason)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(verification.state.rawValue, forKey: .state)
        try container.encode(verification.files, forKey: .files)
        try container.encode(verification.interfaces, forKey: .interfaces)
        try container.encode(verification.compiler, forKey: .compiler)
        try container.encode(verification.reason, forKey: .reason)
        try container.encode(verification.errors.map(ProblemJSON.init), forKey: .errors)
        try container.encode(verification.unresolved.map(UnresolvedJSON.init), forKey: .unresolved)
        try container.encode(verification.stubbed, forKey: .stubbed)
        try container.encode(verification.preexisting.map(ProblemJSON.init), forKey: .preexisting)
    }
}
