import Foundation

/// Where report links point: nowhere (page ids are printed), an offline site folder, or a
/// published site.
public struct AuditLinks: Sendable, Hashable {
    /// What links are made relative to.
    public enum Base: Sendable, Hashable {
        /// No site: links are the page ids themselves (`audit-your-app#launch-options-key`).
        case none
        /// A site folder, as a path prefix ending in `/` (relative, e.g. `../site/`, or absolute).
        case folder(String)
        /// A published site, as a URL ending in `/` (also `file:///…/site/`).
        case url(String)
    }

    /// Where links point.
    public var base: Base
    /// Page id → file in the site (`articles/audit-your-app.html`).
    public var outputPaths: [String: String]

    /// Creates the link rules for a base and the site's page files.
    public init(base: Base, outputPaths: [String: String]) {
        self.base = base
        self.outputPaths = outputPaths
    }

    /// `folder` or `url` made to end in `/`.
    public static func folder(_ path: String) -> Base {
        .folder(path.isEmpty || path.hasSuffix("/") ? path : path + "/")
    }
    /// `url` made to end in `/`.
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
    /// What the content says about each rule (title, summary, page, step).
    public var rules: [AuditRule: AuditRuleInfo]
    /// Page titles by id, for link texts.
    public var pageTitles: [String: String]
    /// The site's title, for the HTML report.
    public var siteTitle: String
    /// Where links point.
    public var links: AuditLinks

    /// Creates a context.
    public init(
        rules: [AuditRule: AuditRuleInfo], pageTitles: [String: String], siteTitle: String, links: AuditLinks
    ) {
        self.rules = rules
        self.pageTitles = pageTitles
        self.siteTitle = siteTitle
        self.links = links
    }

    /// A context from the audit content (rules, page titles, site title) with links made from `base`.
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

extension AuditReport {
    /// Findings and problems sorted by file, line, column (then rule), as every format prints them.
    public var sortedFindings: [AuditFinding] {
        findings.sorted {
            ($0.file, $0.line, $0.column, $0.rule.rawValue, $0.symbol) < (
                $1.file, $1.line, $1.column, $1.rule.rawValue, $1.symbol
            )
        }
    }

    /// Unreadable files and other problems, sorted by file, line and message.
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

    /// How many files have at least one finding.
    public var filesWithFindings: Int { Set(findings.map(\.file)).count }
}
