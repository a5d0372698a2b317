import ArgumentParser
import Audit
import Diagnostics
import Foundation

/// `--exclude`, as `audit` and `migrate` take it: the paths of the app's tree the audit skips.
struct ExcludeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Skip paths (relative to PATH) matching this regular expression (repeatable).", valueName: "regex"))
    var exclude: [String] = []

    func validate() throws {
        if let invalid = Auditor.invalidExcludes(exclude).first {
            throw ValidationError("--exclude '\(invalid.pattern)' is \(invalid.error)")
        }
    }
}
