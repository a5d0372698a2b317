import Foundation

/// JUnit XML, which most CI systems show as a test report: one test suite, one test case per file
/// with findings, one `<failure>` per finding that fails the run (`DiagnosticEngine.fails`), the
/// others as the test case's output. Notes are left out. The findings are as the run's engine
/// recorded them (under `--strict` its warnings are errors already).
public enum JUnitWriter {
    /// - Parameters:
    ///   - tool: the report's name (`scenedocs check`); `suite`: what was tested (`links`).
    ///   - skipped: how many things the run did not check, for the suite's `skipped` count.
    public static func render(
        _ findings: [Finding], tool: String, suite: String, threshold: DiagnosticEngine.Threshold = .errors,
        skipped: Int = 0, seconds: Double = 0
    ) -> String {
        let rule = DiagnosticEngine(threshold: threshold)
        var byFile: [(String, [Finding])] = []
        for finding in findings where finding.severity != .note {
            let file = finding.file ?? ""
            if byFile.last?.0 == file {
                byFile[byFile.count - 1].1.append(finding)
            } else {
                byFile.append((file, [finding]))
            }
        }
        let failures = findings.count { rule.fails($0) }
        let time = String(format: "%.3f", seconds)
        let tests = byFile.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"\(Escaper.xml(tool))\" tests=\"\(tests)\" failures=\"\(failures)\" time=\"\(time)\">\n"
        xml += "  <testsuite name=\"\(Escaper.xml(suite))\" tests=\"\(tests)\" failures=\"\(failures)\" "
        xml += "errors=\"0\" skipped=\"\(skipped)\" time=\"\(time)\">\n"
        for (file, findings) in byFile {
            let name = Escaper.xml(file)
            xml += "    <testcase classname=\"\(Escaper.xml(suite))\" name=\"\(name)\" file=\"\(name)\">\n"
            var details = ""
            for finding in findings {
                let line = HumanWriter.line(finding)
                if rule.fails(finding) {
                    xml +=
                        "      <failure type=\"\(Escaper.xml(finding.code))\" message=\"\(Escaper.xml(finding.message))\">"
                    xml += "\(Escaper.xml(line))</failure>\n"
                } else {
                    details += line + "\n"
                }
            }
            if !details.isEmpty { xml += "      <system-out>\(Escaper.xml(details))</system-out>\n" }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
