/// The ways a report can be printed (`--format`).
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:column: error: broken link 'x' (no such file)`, grouped per file, then a summary line.
    case human
    /// `{"summary": {…}, "problems": [{file, line, column, url, status, rule, message}]}`.
    case json
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::…`.
    case github
    /// JUnit XML: one test case per checked file with problems, one failure per broken link.
    case junit
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif

    /// Renders `report`; `prefix` is how the checked folder is named in paths (e.g. `site`).
    public func render(_ report: CheckReport, prefix: String, strict: Bool = false) -> String {
        switch self {
        case .human: return HumanFormat.render(report, prefix: prefix)
        case .json: return JSONFormat.render(report)
        case .github: return GitHubFormat.render(report, prefix: prefix)
        case .junit: return JUnitFormat.render(report, prefix: prefix, strict: strict)
        case .sarif: return SARIFFormat.render(report, prefix: prefix)
        }
    }
}

/// Joins the checked folder's display name and a path inside it.
func displayPath(_ prefix: String, _ file: String) -> String {
    if prefix.isEmpty || prefix == "." { return file }
    return prefix.hasSuffix("/") ? prefix + file : prefix + "/" + file
}
