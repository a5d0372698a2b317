import Foundation

/// Where report links point: nowhere (page ids are printed), an offline site folder, or a
/// published site.
public struct AuditLinks: Sendable, Hashable {
    public enum Base: Sendable, Hashable {
        /// No site: links are the page ids themselves (`audit-your-app#launch-options-key`).
        case none
        /// A site folder, as a path prefix ending in `/` (relative, e.g. `../site/`, or absolute).
        case folder(String)
        /// A published site, as a URL ending in `/` (also `file:///…/site/`).
        case url(String)
    }

    public var base: Base
    /// Page id → file in the site (`articles/audit-your-app.html`).
    public var outputPaths: [String: String]

    public init(base: Base, outputPaths: [String: String]) {
        self.base = base
        self.outputPaths = outputPaths
    }

    /// `folder` or `url` made to end in `/`.
    public static func folder(_ path: String) -> Base {
        .folder(path.isEmpty || path.hasSuffix("/") ? path : path + "/")
    }
    public static func url(_ url: String) -> Base { .url(url.hasSuffix("/") ? url : url + "/") }

    /// The link to a page id with an optional `#anchor`; nil without a site or for an unknown page.
    public func href(_ page: String) -> String? {
        let parts = page.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = outputPaths[String(parts[0])] else { return nil }
        let anchor = parts.count == 2 ? "#" + parts[1] : ""
        switch base {
        case .none: return nil
        case .folder(let prefix), .url(let prefix): return prefix + path + anchor
        }
    }

    /// `href(page)`, or the page id when there is no site to link into.
    public func display(_ page: String) -> String { href(page) ?? page }
}

/// Everything a report format needs besides the findings: what the content says about each rule,
/// page titles, and where links point.
public struct ReportContext: Sendable {
    public var rules: [AuditRule: AuditRuleInfo]
    public var pageTitles: [String: String]
    public var siteTitle: String
    public var links: AuditLinks

    public init(
        rules: [AuditRule: AuditRuleInfo], pageTitles: [String: String], siteTitle: String, links: AuditLinks
    ) {
        self.rules = rules
        self.pageTitles = pageTitles
        self.siteTitle = siteTitle
        self.links = links
    }

    public init(content: AuditContent, base: AuditLinks.Base) {
        self.init(
            rules: content.rules, pageTitles: content.pageTitles, siteTitle: content.siteTitle,
            links: AuditLinks(base: base, outputPaths: content.outputPaths))
    }

    /// The page that explains `rule` (its stable anchor in "Audit your app").
    public func rulePage(_ rule: AuditRule) -> String {
        rules[rule]?.page ?? "audit-your-app#" + rule.rawValue
    }

    /// The page of a finding: its own, else its rule's.
    public func page(of finding: AuditFinding) -> String { finding.page ?? rulePage(finding.rule) }
}

/// The output formats of `scenedocs audit`.
public enum AuditFormat: String, CaseIterable, Sendable {
    case human, json, github, sarif, html
}

extension AuditReport {
    /// Findings and problems sorted by file, line, column (then rule), as every format prints them.
    public var sortedFindings: [AuditFinding] {
        findings.sorted {
            ($0.file, $0.line, $0.column, $0.rule.rawValue, $0.symbol) < (
                $1.file, $1.line, $1.column, $1.rule.rawValue, $1.symbol
            )
        }
    }

    public var sortedProblems: [AuditProblem] {
        problems.sorted { ($0.file, $0.line ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.message) }
    }

    /// Findings per rule, in `AuditRule.allCases` order, rules without findings left out.
    public var countsByRule: [(rule: AuditRule, count: Int)] {
        AuditRule.allCases.compactMap { rule in
            let count = findings.filter { $0.rule == rule }.count
            return count > 0 ? (rule, count) : nil
        }
    }

    public var filesWithFindings: Int { Set(findings.map(\.file)).count }
}

/// Plural helper: `1 finding`, `2 findings`.
func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
