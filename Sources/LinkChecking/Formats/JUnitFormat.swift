import Foundation

/// JUnit XML, which most CI systems display as a test report: one test suite, one test case per
/// checked file that has findings, one `<failure>` per broken link (and per warning with --strict).
enum JUnitFormat {
    static func render(_ report: CheckReport, prefix: String, strict: Bool) -> String {
        var byFile: [(String, [LinkProblem])] = []
        for problem in report.problems where problem.status != .skipped {
            if byFile.last?.0 == problem.file {
                byFile[byFile.count - 1].1.append(problem)
            } else {
                byFile.append((problem.file, [problem]))
            }
        }
        let failures = report.problems.count { $0.fails(strict: strict) }
        let time = String(format: "%.3f", report.summary.seconds)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"scenedocs check\" tests=\"\(byFile.count)\" "
        xml += "failures=\"\(failures)\" time=\"\(time)\">\n"
        xml += "  <testsuite name=\"links\" tests=\"\(byFile.count)\" failures=\"\(failures)\" "
        xml += "errors=\"0\" skipped=\"\(report.summary.skipped)\" time=\"\(time)\">\n"
        for (file, problems) in byFile {
            let path = displayPath(prefix, file).xmlEscaped
            xml += "    <testcase classname=\"links\" name=\"\(path)\" file=\"\(path)\">\n"
            var details = ""
            for problem in problems {
                let position = problem.line > 0 ? ":\(problem.line):\(problem.column)" : ""
                let line = "\(displayPath(prefix, file))\(position): \(problem.severityName): \(problem.message)"
                if problem.fails(strict: strict) {
                    xml += "      <failure type=\"\(problem.rule.rawValue)\" message=\"\(problem.message.xmlEscaped)\">"
                    xml += "\(line.xmlEscaped)</failure>\n"
                } else {
                    details += line + "\n"
                }
            }
            if !details.isEmpty { xml += "      <system-out>\(details.xmlEscaped)</system-out>\n" }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
