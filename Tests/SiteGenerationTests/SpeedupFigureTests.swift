import Foundation
import Speedups
import TestSupport
import Testing

/// A copy or technique that only a `SCENEDOCS_WITHOUT` switch keeps alive earns its place by a
/// figure: every switch has its row in Benchmarks/README.md's table of copies, named there, with
/// a measured ratio or time, and the table names no switch the product lacks.
@Suite struct SpeedupFigureTests {
    /// The table's rows: first cell (the copy, with its switch name in backticks) and third cell
    /// (the figure without it).
    static func rows() throws -> [(copy: String, figure: String)] {
        let text = try String(
            contentsOf: TestPaths.repoRoot.appendingPathComponent("Benchmarks/README.md"), encoding: .utf8)
        let header = "| copy | what it replaces | without it"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix(header) }, "the table of copies")
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            return (cells.count > 3 ? cells[1] : "", cells.count > 3 ? cells[3] : "")
        }
    }

    @Test func everySwitchHasARowWithAFigure() throws {
        let rows = try Self.rows()
        for speedup in Speedup.allCases {
            let named = rows.filter { $0.copy.contains("`\(speedup.rawValue)`") }
            #expect(named.count == 1, "\(speedup.rawValue): \(named.count) rows")
            let figure = named.first?.figure ?? ""
            // A measured ratio (1.25×) or time (2.8 s, 214 ms).
            let measured = try Regex(#"[0-9]+(\.[0-9]+)?(×| s\b| ms\b)"#)
            #expect(figure.contains(measured), "\(speedup.rawValue): no figure in '\(figure)'")
        }
    }

    @Test func theTableNamesNoSwitchTheProductLacks() throws {
        let known = Set(Speedup.allCases.map(\.rawValue))
        let name = try Regex(#"`([a-z]+(-[a-z]+)+)`"#)
        for row in try Self.rows() {
            for match in row.copy.matches(of: name) {
                let switchName = String(row.copy[match.range].dropFirst().dropLast())
                #expect(known.contains(switchName), "'\(switchName)' is no SCENEDOCS_WITHOUT switch")
            }
        }
    }
}
