import FileTree
import Foundation
import Parallelism

/// The host's Swift compiler, run as a separate process.
public struct SwiftCompiler: Sendable, Hashable {
    /// The `swiftc` executable.
    public var path: String
    /// The first line of `swiftc --version` (part of every cache key).
    public var version: String

    /// One message of the compiler, in its file's lines and columns.
    public struct Message: Sendable, Hashable, Codable {
        public enum Kind: String, Sendable, Codable { case error, warning, note }
        public var file: String
        public var line: Int
        public var column: Int
        public var kind: Kind
        public var text: String

        public init(file: String, line: Int, column: Int, kind: Kind, text: String) {
            self.file = file
            self.line = line
            self.column = column
            self.kind = kind
            self.text = text
        }
    }

    /// What one compiler run reported.
    public struct Outcome: Sendable, Hashable, Codable {
        /// Errors and warnings, each with the notes that follow it.
        public var messages: [Message]
        /// Output that is not a message (a crash, a driver error), kept for the report.
        public var otherOutput: String
        /// The exit status.
        public var status: Int32
    }

    /// Why no compiler can check samples: a sentence for the build's summary line, saying what to do.
    public struct NotFound: Error, Sendable, Hashable {
        public var reason: String
        /// The compiler is there but could not be started for want of file descriptors: a later
        /// run may have them.
        public var isTransient = false

        /// `swiftc` is on no folder of `PATH` (or `PATH` is unset).
        static let notOnPath = NotFound(
            reason: "no Swift compiler was found (put swiftc on PATH or pass --swiftc PATH)")
    }

    /// The compiler at `explicit`, or `swiftc` on `PATH`; nil when none runs.
    public static func find(
        explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SwiftCompiler? {
        try? locate(explicit: explicit, environment: environment).get()
    }

    /// The compiler at `explicit`, or the first `swiftc` on `PATH` that runs; or why there is none.
    /// A compiler that could not be started for want of file descriptors is named as such (the
    /// run's descriptor budget, not the compiler, is what to fix).
    public static func locate(
        explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<SwiftCompiler, NotFound> {
        let candidates: [String]
        if let explicit {
            candidates = [explicit]
        } else {
            candidates = (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
        }
        var failure: NotFound?
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            do {
                let result = try run(candidate, ["--version"])
                guard result.status == 0 else {
                    failure =
                        failure ?? NotFound(reason: "`\(candidate) --version` failed with status \(result.status)")
                    continue
                }
                let version = result.output.split(separator: "\n").first.map(String.init) ?? "unknown"
                return .success(SwiftCompiler(path: candidate, version: version))
            } catch  where isOutOfDescriptors(error) {
                return .failure(
                    NotFound(
                        reason: "\(candidate) could not be started: too few file descriptors are free "
                            + "(raise the limit on open files, ulimit -n, then run again)", isTransient: true))
            } catch {
                failure = failure ?? NotFound(reason: "\(candidate) could not be started: \(error)")
            }
        }
        if let failure { return .failure(failure) }
        if let explicit { return .failure(NotFound(reason: "\(explicit) is not an executable file (check --swiftc)")) }
        return .failure(.notOnPath)
    }

    /// Whether `error` is a failure to open a descriptor (the budget's own, or the system's, which
    /// Foundation's `Process` reports as an `NSError` in the POSIX domain).
    static func isOutOfDescriptors(_ error: any Error) -> Bool {
        let error = error as NSError
        return error.domain == NSPOSIXErrorDomain && [EMFILE, ENFILE].contains(Int32(truncatingIfNeeded: error.code))
    }

    /// How long one compiler run may take before it is stopped (a sample the compiler cannot
    /// finish, say pathological nesting, must not stall a build).
    static let timeLimit: TimeInterval = 120

    /// Descriptors Foundation's `Process` keeps from its first run on (two run loops of three
    /// each, and a socket pair for children's exits: 8, with room) and those one run holds (the
    /// output pipe's two ends and a socket: 3, with room). Foundation traps when it cannot open
    /// its run loop, so they are taken from the process's descriptor budget first, and a run
    /// without them fails like a failed open.
    static let processSetupDescriptors = 10
    static let processRunDescriptors = 5
    private static let processSetUp = Locked(false)

    /// Runs a program and collects its standard output and error together (at most 4 MiB of it);
    /// stops it after `timeLimit` seconds (status -2). The program's `TMPDIR` is a folder of its
    /// own inside `temporaryParent`, removed when it ends: the compiler leaves an empty
    /// `TemporaryDirectory.*` folder in `TMPDIR` on every run, which would pile up by the hundred
    /// in the user's temporary folder.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        temporaryParent: URL = FileManager.default.temporaryDirectory
    ) throws -> (output: String, status: Int32) {
        let scratch = temporaryParent.appendingPathComponent("scenedocs-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let firstRun = processSetUp.withLock { setUp in
            defer { setUp = true }
            return !setUp
        }
        let setup = firstRun ? processSetupDescriptors : 0
        guard DescriptorBudget.take(setup + processRunDescriptors) else {
            if firstRun { processSetUp.withLock { $0 = false } }
            throw POSIXError(.EMFILE)
        }
        defer { DescriptorBudget.giveBack(processRunDescriptors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // A pipe made here, not `Pipe()`: Foundation's traps when no descriptor is left, and a build
        // out of descriptors must report it, not crash.
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
        // Not inherited by other children the process starts meanwhile (a compiler's pipe held open
        // by another child would keep this read from ending).
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let reading = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        let writing = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        process.standardOutput = writing
        process.standardError = writing
        do {
            try process.run()
        } catch {
            try? writing.close()
            throw error
        }
        // The child has its copy; ours must close, or reading never sees the end.
        try? writing.close()
        let timedOut = Locked(false)
        let watchdog = DispatchWorkItem {
            timedOut.withLock { $0 = true }
            process.terminate()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        var data = Data()
        let handle = reading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            if data.count < 4 << 20 { data.append(chunk.prefix((4 << 20) - data.count)) }
        }
        process.waitUntilExit()
        watchdog.cancel()
        if timedOut.withLock({ $0 }) {
            return ("the compiler was stopped after \(Int(timeLimit)) s", -2)
        }
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// The flags every check uses: Swift 6 language mode, one-line messages, no colour.
    static let commonFlags = ["-swift-version", "6", "-diagnostic-style", "llvm", "-no-color-diagnostics"]

    /// Type-checks one file against the modules in `moduleFolder`.
    func typecheck(file: String, moduleFolder: String, parseAsLibrary: Bool) -> Outcome {
        var arguments = ["-typecheck"] + SwiftCompiler.commonFlags + ["-I", moduleFolder, "-module-name", "Sample"]
        if parseAsLibrary { arguments.append("-parse-as-library") }
        arguments.append(file)
        return outcome(arguments)
    }

    /// Type-checks `files` together as one module named `moduleName` (library files, the whole
    /// module in one compiler job, so every file's errors are reported) against the modules in
    /// `moduleFolder`.
    public func typecheck(files: [String], moduleFolder: String, moduleName: String) -> Outcome {
        outcome(
            ["-typecheck", "-wmo", "-parse-as-library"] + SwiftCompiler.commonFlags + [
                "-I", moduleFolder, "-module-name", moduleName,
            ] + files)
    }

    /// Builds one interface module into `moduleFolder`.
    func emitModule(name: String, file: String, moduleFolder: String) -> Outcome {
        outcome(
            ["-emit-module", "-parse-as-library"] + SwiftCompiler.commonFlags + [
                "-module-name", name, "-I", moduleFolder, "-emit-module-path", moduleFolder + "/\(name).swiftmodule",
                file,
            ])
    }

    private func outcome(_ arguments: [String]) -> Outcome {
        do {
            let result = try SwiftCompiler.run(path, arguments)
            let (messages, other) = SwiftCompiler.parse(result.output)
            return Outcome(messages: messages, otherOutput: other, status: result.status)
        } catch {
            return Outcome(messages: [], otherOutput: "could not run \(path): \(error)", status: -1)
        }
    }

    /// Splits compiler output into messages (`file:line:column: error: text`) and the rest.
    static func parse(_ output: String) -> ([Message], String) {
        var messages: [Message] = []
        var other: [Substring] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            if let message = message(line) { messages.append(message) } else { other.append(line) }
        }
        return (messages, other.joined(separator: "\n"))
    }

    static func message(_ line: Substring) -> Message? {
        for kind in [Message.Kind.error, .warning, .note] {
            let marker = ": \(kind.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let head = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard head.count >= 3, let column = Int(head[head.count - 1]), let number = Int(head[head.count - 2])
            else { continue }
            let file = head[..<(head.count - 2)].joined(separator: ":")
            return Message(
                file: file, line: number, column: column, kind: kind, text: String(line[range.upperBound...]))
        }
        return nil
    }
}
