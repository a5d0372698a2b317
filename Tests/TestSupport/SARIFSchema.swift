import Foundation

/// SARIF documents checked against the OASIS 2.1.0 schema (Tests/DiagnosticsTests/Fixtures/sarif)
/// with Python's `jsonschema`, the reference validator (`make test` installs it when missing).
public enum SARIFSchema {
    public static let file = TestPaths.repoRoot.appendingPathComponent(
        "Tests/DiagnosticsTests/Fixtures/sarif/sarif-schema-2.1.0.json")

    /// Whether python3 with `jsonschema` can be run (tests that need it are skipped otherwise).
    public static let validatorAvailable = (try? python(["-c", "import jsonschema"]).status) == 0

    /// Every error the schema finds in `document`, one per line (empty: valid).
    public static func errors(in document: String) throws -> String {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(json.load(sys.stdin)), key=lambda e: list(e.path))
            for e in errors: print(list(e.path), e.message)
            sys.exit(1 if errors else 0)
            """
        let result = try python(["-c", script, file.path], input: document)
        return result.status == 0 ? "" : result.output
    }

    static func python(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        // Written on a thread of its own: a large document would fill the pipe before Python reads it.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
