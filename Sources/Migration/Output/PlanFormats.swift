import Audit
import Diagnostics
import Foundation

/// How `migrate` prints a plan.
public enum MigrationFormat: String, CaseIterable, Sendable {
    /// A unified diff for `git apply` on standard output; the manual steps and the summary on
    /// standard error.
    case patch
    /// The plan as JSON on standard output.
    case json
    /// A readable summary on standard output.
    case human
}

/// The text a format prints: `output` for standard output, `notes` for standard error.
public struct RenderedPlan: Sendable, Equatable {
    public var output: String
    public var notes: String

    public init(output: String, notes: String) {
        self.output = output
        self.notes = notes
    }
}

extension MigrationPlan {
    /// One line that says why nothing changes, for a plan with no edits.
    public var nothingToMigrateLine: String? {
        guard status == .nothingToMigrate else { return nil }
        if !sceneDeclarations.isEmpty {
            return
                "nothing to migrate: the app already uses scenes (\(sceneDeclarations.map(TerminalText.escaped).joined(separator: ", ")))"
        }
        return "nothing to migrate: the audit found no life-cycle code to change"
    }

    public func render(_ format: MigrationFormat) -> RenderedPlan {
        switch format {
        case .patch:
            return RenderedPlan(output: UnifiedDiff.patch(edits), notes: humanText(manualOnly: true))
        case .json:
            return RenderedPlan(output: jsonText(), notes: "")
        case .human:
            return RenderedPlan(output: humanText(manualOnly: false), notes: "")
        }
    }

    // MARK: human

    /// The summary: each change with its place, rule and page, then the manual steps with their
    /// reasons, then the counts. With `manualOnly` (the patch format's standard error) the
    /// changes the patch makes are not listed.
    func humanText(manualOnly: Bool) -> String {
        if let line = nothingToMigrateLine { return line + "\n" + problemLines() }
        var text = ""
        let edits = changes.filter { !$0.isManual }
        if !manualOnly {
            for change in edits {
                text += "\(place(change)): \(change.kind.rawValue): \(TerminalText.escaped(change.summary))"
                text += change.rule.map { " [\($0.rawValue)]" } ?? ""
                text += "\n"
                if let destination = change.destination { text += "    to: \(TerminalText.escaped(destination))\n" }
                text += "    see: \(TerminalText.escaped(change.page))\n"
            }
        }
        let manual = manualSteps
        if !manual.isEmpty {
            if !text.isEmpty { text += "\n" }
            text += "Manual steps (the patch leaves this code as it is):\n"
            for change in manual {
                text += "\(place(change)): \(TerminalText.escaped(change.summary))"
                text += change.rule.map { " [\($0.rawValue)]" } ?? ""
                text += "\n    why: \(TerminalText.escaped(change.reason ?? ""))\n"
                text += "    see: \(TerminalText.escaped(change.page))\n"
            }
        }
        text += problemLines()
        if let verification {
            if !text.isEmpty { text += "\n" }
            text += verification.text()
        }
        if !text.isEmpty { text += "\n" }
        let files = self.edits.count
        text +=
            "\(counted(edits.count, "change")) in \(counted(files, "file")), \(counted(manual.count, "manual step"))."
        if alreadyOnScenes {
            text +=
                " The app already uses scenes (\(sceneDeclarations.map(TerminalText.escaped).joined(separator: ", ")))."
        }
        return text + "\n"
    }

    private func problemLines() -> String {
        problems.map { problem in
            let line = problem.line.map { ":\($0)" } ?? ""
            return
                "\(TerminalText.escaped(problem.file))\(line): warning: \(TerminalText.escaped(problem.message)) (not migrated)\n"
        }.joined()
    }

    private func place(_ change: Change) -> String {
        let file = TerminalText.escaped(change.file)
        if change.kind == .createSceneDelegate { return "\(file) (new file)" }
        return "\(file):\(change.range.start.line):\(change.range.start.column)"
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: json

    func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(PlanJSON(plan: self))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The JSON plan: every key is always present (`null` where a change has no value).
private struct PlanJSON: Encodable {
    let plan: MigrationPlan

    enum Keys: String, CodingKey {
        case status, alreadyOnScenes, sceneDeclarations, changes, files, problems, summary, verification
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(plan.status.rawValue, forKey: .status)
        try container.encode(plan.alreadyOnScenes, forKey: .alreadyOnScenes)
        try container.encode(plan.sceneDeclarations, forKey: .sceneDeclarations)
        try container.encode(plan.changes.map(ChangeJSON.init), forKey: .changes)
        try container.encode(
            plan.edits.map { ["file": $0.file, "change": $0.original == nil ? "created" : "modified"] }, forKey: .files)
        try container.encode(plan.problems.map(ProblemJSON.init), forKey: .problems)
        try container.encode(
            [
                "changes": plan.changes.filter { !$0.isManual }.count, "manualSteps": plan.manualSteps.count,
                "files": plan.edits.count,
            ], forKey: .summary)
        try container.encode(plan.verification.map(VerificationJSON.init), forKey: .verification)
    }
}

private struct ChangeJSON: Encodable {
    let change: Change

    enum Keys: String, CodingKey {
        case kind, rule, symbol, file, range, page, summary, destination, reason
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(change.kind.rawValue, forKey: .kind)
        try container.encode(change.rule?.rawValue, forKey: .rule)
        try container.encode(change.symbol, forKey: .symbol)
        try container.encode(change.file, forKey: .file)
        try container.encode(change.range, forKey: .range)
        try container.encode(change.page, forKey: .page)
        try container.encode(change.summary, forKey: .summary)
        try container.encode(change.destination, forKey: .destination)
        try container.encode(change.reason, forKey: .reason)
    }
}

private struct ProblemJSON: Encodable {
    let problem: AuditProblem

    enum Keys: String, CodingKey {
        case file, line, message, code
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(problem.file, forKey: .file)
        try container.encode(problem.line, forKey: .line)
        try container.encode(problem.message, forKey: .message)
        try container.encode(problem.code?.rawValue ?? "not-audited", forKey: .code)
    }
}
