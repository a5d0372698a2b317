import Diagnostics
import Templating

extension AuditRule: ReportCode {
    public static var command: String { "audit" }

    /// What the rule finds (the content's `audit.yaml` says it for each report; this is the
    /// catalogue's line for `scenedocs codes`).
    public var summary: String {
        switch self {
        case .appDelegateUICallback: return "An app-delegate method UIKit stops calling once the app uses scenes."
        case .appDelegateWindow:
            return "The app delegate's window property, or app-delegate code that creates a window or makes it key."
        case .launchOptionsKey:
            return "A read of a launch-options key; under scenes the value arrives elsewhere, or not at all."
        case .globalWindowLookup:
            return "A process-wide window or screen look-up (keyWindow, windows, UIScreen.main, …)."
        case .missingSceneManifest:
            return "An app target whose Info.plist and build settings declare no scene manifest."
        case .deprecatedSceneAPI: return "A superseded scene API (for example requestSceneSessionActivation)."
        case .appDelegateUndocumentedCallback:
            return
                "An app-delegate method Apple does not document as called or not called under scenes; its scene-era replacement is named."
        }
    }
}

/// The code of a file the audit could not read or parse (a tool notification, not a finding).
let notAudited = "not-audited"

extension ReportContext {
    /// A finding as every writer takes it: its page as the help link, its rule's title, and the
    /// audit's own JSON fields (`rule`, `symbol`, `replacement` — null when nothing replaces the
    /// API —, `page`, and `url` with a site).
    public func finding(_ finding: AuditFinding) -> Finding {
        let page = page(of: finding)
        var fields: [String: ReportValue] = [
            "rule": .string(finding.rule.rawValue), "symbol": .string(finding.symbol),
            "replacement": finding.replacement.map(ReportValue.string) ?? .null, "page": .string(page),
        ]
        if let url = links.href(page) { fields["url"] = .string(url) }
        return Finding(
            file: finding.file, line: finding.line, column: finding.column,
            severity: finding.severity == .warning ? .warning : .note, code: finding.rule.rawValue,
            message: finding.message, help: links.display(page), title: rules[finding.rule]?.title, fields: fields)
    }

    /// A file that was not audited, as a warning: its code is the build's code for the cause
    /// when the problem names one, else `not-audited`.
    func notification(_ problem: AuditProblem) -> Finding {
        Finding(
            file: problem.file, line: problem.line ?? 0, severity: .warning,
            code: problem.code?.rawValue ?? notAudited, message: problem.message, title: "File not audited")
    }

    /// Every rule as SARIF describes it: the content's title and summary, the migration step, the
    /// rule's page.
    var ruleDescriptions: [RuleDescription] {
        AuditRule.allCases.map { rule in
            let info = rules[rule]
            let page = rulePage(rule)
            let summary = info?.summary ?? rule.rawValue
            var help = sentence(summary)
            if let info, !info.guideTitle.isEmpty {
                help += " Migration step: \(info.guideTitle), step \(info.stepNumber) — \(info.stepTitle)."
            }
            help += " See \(links.display(page))."
            return RuleDescription(
                id: rule.rawValue, name: info?.title ?? rule.rawValue, summary: summary, help: help,
                helpURI: links.href(page), level: "warning")
        }
    }
}

extension ReportFormat {
    /// `report` in this format. `templates` (the site's, with `audit-report`) is needed for `html`.
    public func render(_ report: AuditReport, context: ReportContext, templates: TemplateSet? = nil) -> String {
        if self == .html, let templates { return HTMLFormat.render(report, context: context, templates: templates) }
        var run = Self.frame(report, context: context)
        run.findings = Self.findings(report, context: context)
        return render(run)
    }

    /// The findings of `report` as the formats write them, sorted.
    public static func findings(_ report: AuditReport, context: ReportContext) -> [Finding] {
        report.sortedFindings.map(context.finding)
    }

    /// The report around the findings, which `audit`'s engine fills in when it emits it after
    /// recording `findings(_:context:)`.
    public static func frame(_ report: AuditReport, context: ReportContext) -> RunReport {
        var run = RunReport(tool: "scenedocs audit", suite: "audit", rules: context.ruleDescriptions)
        run.notifications = report.sortedProblems.map(context.notification)
        run.threshold = .warnings
        run.groupedByFile = true
        run.humanSummary = summary(report, problems: run.notifications, context: context)
        run.json = AuditJSON(report: report, findings: findings(report, context: context))
        return run
    }

    /// The human report's last lines: a summary by rule with each rule's page.
    private static func summary(_ report: AuditReport, problems: [Finding], context: ReportContext) -> String {
        let scanned = counted(report.filesScanned, "file") + " scanned"
        let problemNote =
            problems.isEmpty ? "" : ", " + counted(Set(problems.map(\.file)).count, "file") + " not audited"
        if report.findings.isEmpty {
            return "No findings (\(scanned)\(problemNote)).\n"
        }
        var out = "\(counted(report.findings.count, "finding")) in \(counted(report.filesWithFindings, "file")) "
        out += "(\(scanned)\(problemNote)):\n"
        let width = report.countsByRule.map(\.rule.rawValue.count).max() ?? 0
        for (rule, count) in report.countsByRule {
            let name = rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let number = String(count)
            out += "  \(name)  \(String(repeating: " ", count: max(0, 3 - number.count)))\(number)  "
            out += "\(context.links.display(context.rulePage(rule)))\n"
        }
        return out
    }
}

/// `{"summary": {...}, "findings": [...], "problems": [...]}`, keys sorted, findings sorted by file,
/// line, column. Schema: docs/audit.md.
struct AuditJSON: Encodable, Sendable {
    struct Summary: Encodable, Sendable {
        var filesScanned: Int
        var filesWithFindings: Int
        var findings: Int
        var problems: Int
        /// Every rule, with 0 for rules that found nothing.
        var byRule: [String: Int]
    }

    /// A file not audited: `code` is the build's code for the cause (`parse-limit`,
    /// `link-outside`, `io-error`) or `not-audited`; `severity` is always `warning`.
    struct Problem: Encodable, Sendable {
        var file: String
        var line: Int?
        var message: String
        var code: String
        var severity = "warning"
    }

    var summary: Summary
    var findings: [Finding]
    var problems: [Problem]

    init(report: AuditReport, findings: [Finding]) {
        var byRule: [String: Int] = [:]
        for rule in AuditRule.allCases { byRule[rule.rawValue] = 0 }
        for finding in report.findings { byRule[finding.rule.rawValue, default: 0] += 1 }
        summary = Summary(
            filesScanned: report.filesScanned, filesWithFindings: report.filesWithFindings,
            findings: report.findings.count, problems: report.problems.count, byRule: byRule)
        self.findings = findings
        problems = report.sortedProblems.map {
            Problem(file: $0.file, line: $0.line, message: $0.message, code: $0.code?.rawValue ?? notAudited)
        }
    }
}
