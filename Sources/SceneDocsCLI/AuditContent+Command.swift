import ArgumentParser
import Audit
import Foundation

extension AuditContent {
    /// The content `audit` and `migrate` apply: the folder named by `--content`, else the
    /// reference built into the binary. Warnings are printed; content errors are printed and end
    /// the command with status 2.
    static func forCommand(_ option: String?, displayName: (String) -> String = { $0 }) throws -> AuditContent {
        let source = try TemplateSource.content(option)
        defer { source.cleanUp() }
        do {
            let content = try AuditContent.load(
                contentDirectory: URL(fileURLWithPath: source.path),
                displayPrefix: option.map(displayName) ?? source.display)
            printDiagnostics(content.diagnostics)
            return content
        } catch let error as AuditContentError {
            printDiagnostics(error.diagnostics)
            throw ExitCode(2)
        }
    }
}
