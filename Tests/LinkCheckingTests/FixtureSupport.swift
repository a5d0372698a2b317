import Foundation

@testable import LinkChecking

/// Paths of the test fixtures (excluded from the build, read at run time).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let site = folder.appendingPathComponent("site")

    /// A fresh temporary folder holding `files` (relative path → contents).
    static func temporarySite(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkcheck-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// The fixture corpus checked with the options the expectations were written for.
    static func checkSite(listSkipped: Bool = true) async throws -> CheckReport {
        var options = CheckOptions()
        options.listSkipped = listSkipped
        try options.exclusions.add("^excluded/")
        return try await LinkChecker(options: options).check(directory: site)
    }
}

/// A finding reduced to what the tests compare, printed in the compiler's form on failure.
struct Finding: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var status: LinkStatus
    var message: String

    init(_ file: String, _ line: Int, _ column: Int, _ status: LinkStatus, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.status = status
        self.message = message
    }

    init(_ problem: LinkProblem) {
        self.init(problem.file, problem.line, problem.column, problem.status, problem.message)
    }

    var description: String { "\(file):\(line):\(column): \(status.rawValue): \(message)" }
}
