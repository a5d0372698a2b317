import Diagnostics
import Templating

/// A report page in the site's look (the site's `layout` and the `audit-report` template): a
/// checklist grouped by migration step, each finding linking into the site (`ReportContext.links`,
/// which must name a site folder or URL so pages and the stylesheet resolve).
public enum HTMLFormat {
    /// The template the report is rendered with (beside `layout` in the site's templates).
    public static let template = "audit-report"

    /// The report page, rendered with the site's templates.
    public static func render(_ report: AuditReport, context: ReportContext, templates: TemplateSet) -> String {
        templates.render(template, viewModel(report, context: context))
    }

    /// The view model (separate from rendering so tests can check it without templates).
    static func viewModel(_ report: AuditReport, context: ReportContext) -> [String: Any] {
        let links = context.links
        let root: String
        switch links.base {
        case .none: root = ""
        case .folder(let prefix), .url(let prefix): root = prefix
        }
        // Steps in guide and step order; rules in `AuditRule.allCases` order inside a step.
        struct StepKey: Hashable, Comparable {
            var guide: String
            var number: Int
            var step: String
            static func < (a: StepKey, b: StepKey) -> Bool { (a.guide, a.number, a.step) < (b.guide, b.number, b.step) }
        }
        var byStep: [StepKey: [AuditRule]] = [:]
        for (rule, _) in report.countsByRule {
            let info = context.rules[rule]
            byStep[
                StepKey(guide: info?.guideTitle ?? "", number: info?.stepNumber ?? 0, step: info?.step ?? ""),
                default: []
            ]
            .append(rule)
        }
        let findings = report.sortedFindings
        let steps: [[String: Any]] = byStep.keys.sorted().map { key in
            let first = context.rules[byStep[key]![0]]
            let rules: [[String: Any]] = byStep[key]!.map { rule in
                let items: [[String: Any]] = findings.filter { $0.rule == rule }.map { finding in
                    let page = context.page(of: finding)
                    let pageID = String(page.split(separator: "#", maxSplits: 1).first ?? "")
                    let href = links.href(page)
                    return [
                        "file": finding.file, "line": finding.line, "column": finding.column,
                        "message": finding.message,
                        "hasPage": href != nil, "pageHref": href ?? "", "pageTitle": context.pageTitles[pageID] ?? page,
                    ]
                }
                return [
                    "rule": rule.rawValue, "ruleTitle": context.rules[rule]?.title ?? rule.rawValue,
                    "ruleHref": links.display(context.rulePage(rule)), "count": items.count, "findings": items,
                ]
            }
            let stepHref = first.flatMap { links.href($0.step) }
            return [
                "id": "step-" + (first?.step.replacingOccurrences(of: "#", with: "-") ?? "other"),
                "hasStep": stepHref != nil, "stepHref": stepHref ?? "", "guideTitle": first?.guideTitle ?? "",
                "stepNumber": first?.stepNumber ?? 0, "stepTitle": first?.stepTitle ?? "Other findings", "rules": rules,
            ]
        }
        let problems: [[String: Any]] = report.sortedProblems.map { problem in
            [
                "file": problem.file, "hasLine": problem.line != nil, "line": problem.line ?? 0,
                "message": problem.message,
            ]
        }
        let summary =
            report.findings.isEmpty
            ? "No findings in \(counted(report.filesScanned, "file"))."
            : "\(counted(report.findings.count, "finding")) in \(counted(report.filesWithFindings, "file")) "
                + "(\(counted(report.filesScanned, "file")) scanned)."
        let guidePage = String(context.rulePage(.appDelegateUICallback).split(separator: "#").first ?? "")
        return [
            "root": root, "isHome": false, "pageTitle": "Scene life-cycle audit", "siteTitle": context.siteTitle,
            "pageSummary": summary, "stylesheet": root + "assets/scenedocs.css", "script": root + "assets/scenedocs.js",
            "hasMarkdown": false, "pageKindClass": "audit", "homeHref": root + "index.html", "sidebar": "",
            "hasBreadcrumbs": false, "pathNavs": [Any](), "hasBacklinks": false, "hasSources": false, "hasTOC": false,
            "hasFindings": !report.findings.isEmpty, "guideHref": links.display(guidePage), "steps": steps,
            "hasProblems": !problems.isEmpty, "problems": problems,
        ]
    }
}
