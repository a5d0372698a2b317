/// The report formats, named alike in every command (`--format`): `build`, `check` and `audit`
/// write each of them with the same writers.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:column: error: message [code]` (`HumanWriter`), to standard error for `build` and
    /// `check`, to standard output for `audit`.
    case human
    /// The command's JSON document (`JSONWriter`).
    case json
    /// GitHub Actions workflow commands (`GitHubWriter`).
    case github
    /// JUnit XML (`JUnitWriter`).
    case junit
    /// SARIF 2.1.0 (`SARIFWriter`).
    case sarif
    /// `audit` only: a checklist page in the site's look.
    case html

    /// `text`, the name `build --format` had for `human`, is still understood.
    public init?(name: String) {
        if name == "text" {
            self = .human
        } else {
            self.init(rawValue: name)
        }
    }
}
