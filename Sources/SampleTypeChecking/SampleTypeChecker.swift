import ContentModel
import Diagnostics
import Foundation
import Parallelism

/// Type-checks the site's Swift samples in Swift 6 language mode against stub modules built from
/// the site's SDK interface (`Content/interfaces/`), with the host's compiler: each sample in its
/// own compiler run (samples declare the same names: `AppDelegate`, `SceneDelegate`), runs in
/// parallel, each result cached on disk by a hash of everything it depends on. Also checks each
/// sample's availability against its page's deployment target.
public struct SampleTypeChecker: Sendable {
    /// How one sample fared, for readers (`model.json`) and the summary line.
    public struct Record: Sendable, Hashable, Codable {
        public enum Status: String, Sendable, Codable {
            /// The compiler accepted it (perhaps with warnings, which the build reports).
            case typeChecked = "type-checked"
            /// The compiler rejected it.
            case failed
            /// The sample says why it is not checked.
            case unchecked
        }
        /// The page it is on.
        public var page: String
        /// Where its code starts.
        public var file: String
        public var line: Int
        public var status: Status
        /// Why not checked (`unchecked`).
        public var reason: String?
        /// The sample context it was compiled with.
        public var context: String?
        /// The deployment target its availability was checked against.
        public var deploymentTarget: String?
    }

    /// What a check found.
    public struct Report: Sendable {
        public var diagnostics: [Diagnostic] = []
        public var records: [Record] = []
        /// Samples the compiler saw (from the cache or a run), and how many of those came from the cache.
        public var checked = 0
        public var fromCache = 0
        /// Samples that say why they are not checked, or are fragments that do not.
        public var unchecked = 0
    }

    public var compiler: SwiftCompiler
    public var cache: TypeCheckCache
    public var workers: Int

    /// A checker that runs `compiler` and keeps results in `cache`.
    public init(compiler: SwiftCompiler, cache: TypeCheckCache, workers: Int = Parallel.defaultWorkers) {
        self.compiler = compiler
        self.cache = cache
        self.workers = workers
    }

    /// Checks `samples` against `interface`, with the site's sample contexts.
    public func check(samples: [Sample], interface: SDKInterface, contexts: [SwiftSource]) -> Report {
        var report = Report()
        let contextsByName = Dictionary(contexts.map { ($0.name, SampleContext($0)) }, uniquingKeysWith: { a, _ in a })
        let modules = InterfaceModules(interface: interface, compiler: compiler, cache: cache)
        let built = modules.build()
        report.diagnostics += built.diagnostics
        let availability = AvailabilityCheck(interface: interface)
        let signatures = DelegateSignatureCheck(interface: interface)

        enum Job {
            case skip(Record, [Diagnostic])
            case compile(Sample, SampleContext?, AssembledSample)
        }
        var jobs: [Job] = []
        for sample in samples {
            var record = Record(
                page: sample.page, file: sample.location.file, line: sample.location.line, status: .unchecked,
                context: sample.context?.value, deploymentTarget: sample.deploymentTarget?.description)
            if sample.isUnexplainedFragment {
                record.reason = "a fragment that does not say what it lives in"
                jobs.append(
                    .skip(
                        record,
                        [
                            .warning(
                                .sampleUnchecked,
                                "this `swift fragment` sample is not type-checked: it names neither what it is part of nor why it is unchecked",
                                at: sample.location.offset(byLines: -1, columns: 0),
                                hint:
                                    "add `in=function` or `in=TypeName` to check it inside a function or an extension, or `unchecked: <reason>` to say why not"
                            )
                        ]))
                continue
            }
            if let reason = sample.uncheckedReason {
                record.reason = reason
                jobs.append(.skip(record, []))
                continue
            }
            var context: SampleContext?
            if let name = sample.context {
                guard let found = contextsByName[name.value] else {
                    record.status = .failed
                    jobs.append(
                        .skip(
                            record,
                            [
                                .error(
                                    .sampleContextUnknown, "sample context '\(name.value)' does not exist",
                                    at: name.location,
                                    hint: NearMiss.hint(for: name.value, among: contextsByName.keys)
                                        ?? "add sample-contexts/\(name.value).swift, or name one of: \(contextsByName.keys.sorted().joined(separator: ", "))"
                                )
                            ]))
                    continue
                }
                context = found
            }
            jobs.append(.compile(sample, context, AssembledSample(sample: sample, context: context)))
        }

        // Compiler runs: on all workers, each answered from the cache when it can be.
        let folder = built.folder
        let workFolder = NSTemporaryDirectory() + "scenedocs-typecheck-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try? FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: workFolder) }
        let outcomes = Parallel.map(Array(jobs.enumerated()), workers: workers) {
            number, job -> (SwiftCompiler.Outcome, Bool)? in
            guard case .compile(_, _, let assembled) = job, let folder else { return nil }
            let key = TypeCheckCache.key([
                compiler.version, built.key, assembled.parseAsLibrary ? "library" : "script", assembled.text,
            ])
            if let stored = cache.outcome(key) { return (stored, true) }
            let file = workFolder + "/sample\(number).swift"
            guard (try? assembled.text.write(toFile: file, atomically: false, encoding: .utf8)) != nil else {
                return nil
            }
            var outcome = compiler.typecheck(file: file, moduleFolder: folder, parseAsLibrary: assembled.parseAsLibrary)
            // Kept by file name alone, so a cached outcome reads the same from any folder.
            outcome.messages = outcome.messages.map { message in
                var message = message
                if message.file == file { message.file = "sample.swift" }
                return message
            }
            if outcome.status == 0 || !outcome.messages.isEmpty { cache.store(outcome, key: key) }
            return (outcome, false)
        }

        var seen = Set<Diagnostic>()
        for (job, outcome) in zip(jobs, outcomes) {
            switch job {
            case .skip(let record, let diagnostics):
                report.records.append(record)
                report.unchecked += record.status == .unchecked ? 1 : 0
                for diagnostic in diagnostics where seen.insert(diagnostic).inserted {
                    report.diagnostics.append(diagnostic)
                }
            case .compile(let sample, let context, let assembled):
                var record = Record(
                    page: sample.page, file: sample.location.file, line: sample.location.line, status: .typeChecked,
                    context: sample.context?.value, deploymentTarget: sample.deploymentTarget?.description)
                var diagnostics: [Diagnostic] = []
                if let (outcome, cached) = outcome {
                    report.checked += 1
                    report.fromCache += cached ? 1 : 0
                    diagnostics += SampleTypeChecker.diagnostics(
                        outcome, sample: sample, context: context, assembled: assembled, modules: modules)
                    if diagnostics.contains(where: { $0.severity == .error }) { record.status = .failed }
                } else if folder != nil {
                    record.status = .failed
                    diagnostics.append(
                        .error(
                            .ioError, "could not write the sample for the compiler into \(workFolder)",
                            at: sample.location, hint: "check the temporary folder's space and permissions"))
                } else {
                    record.status = .unchecked
                    record.reason = "the SDK interface does not compile"
                }
                let wrapped: String
                switch sample.wrap {
                case .extensionOf(let type)?: wrapped = "extension \(type) {\n" + sample.code + "\n}\n"
                default: wrapped = sample.code
                }
                var lineShift = 0
                if case .extensionOf? = sample.wrap { lineShift = 1 }
                for finding in signatures.findings(
                    in: wrapped, contextConformances: context?.conformances ?? [:])
                {
                    diagnostics.append(
                        .warning(
                            .sampleDelegateSignature, finding.message,
                            at: SourceLocation(
                                file: sample.location.file, line: sample.location.line + finding.line - 1 - lineShift,
                                column: finding.column + sample.columnOffset),
                            hint: finding.hint))
                }
                if let target = sample.deploymentTarget {
                    for finding in availability.findings(in: sample.code, target: target) {
                        let version = finding.introduced.map(String.init).joined(separator: ".")
                        let hint =
                            "wrap the use in `if #available(iOS \(version), *)`, mark the enclosing declaration `@available(iOS \(version), *)`, or raise the deployment target"
                            + (sample.deploymentTargetSource.map { " (\($0))" } ?? "")
                        diagnostics.append(
                            .warning(
                                .sampleAvailability,
                                "'\(finding.name)' is available from iOS \(version), but this sample's deployment target is \(target)",
                                at: SourceLocation(
                                    file: sample.location.file, line: sample.location.line + finding.line - 1,
                                    column: finding.column + sample.columnOffset),
                                hint: hint))
                    }
                }
                report.records.append(record)
                for diagnostic in diagnostics where seen.insert(diagnostic).inserted {
                    report.diagnostics.append(diagnostic)
                }
            }
        }
        return report
    }

    /// The compiler's messages as diagnostics at their places in the content: errors and
    /// warnings, each with its notes in the hint.
    static func diagnostics(
        _ outcome: SwiftCompiler.Outcome, sample: Sample, context: SampleContext?, assembled: AssembledSample,
        modules: InterfaceModules
    ) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // Nil for a place the reader cannot open: a declaration inside a compiled module
        // (`UIKit.UISceneDelegate:2:10`).
        func place(_ message: SwiftCompiler.Message) -> SourceLocation? {
            if message.file == "sample.swift" {
                return assembled.location(line: message.line, column: message.column, sample: sample, context: context)
            }
            if let display = modules.displayFile(message.file) {
                return SourceLocation(file: display, line: message.line, column: message.column)
            }
            return nil
        }
        var current: (severity: Severity, message: SwiftCompiler.Message, notes: [String])?
        func flush() {
            guard let (severity, message, notes) = current else { return }
            let standard =
                severity == .error
                ? "fix the sample so it compiles in Swift 6 language mode against Content/interfaces (or mark a partial sample `fragment in=…`)"
                : "change the sample so the compiler has nothing to warn about"
            let hint = notes.isEmpty ? standard : notes.joined(separator: "; ")
            result.append(
                Diagnostic(
                    severity, severity == .error ? .sampleTypeError : .sampleTypeWarning, message.text,
                    at: place(message) ?? sample.location, hint: hint))
            current = nil
        }
        for message in outcome.messages {
            switch message.kind {
            case .error, .warning:
                flush()
                current = (message.kind == .error ? .error : .warning, message, [])
            case .note:
                let note = "note: \(message.text)" + (place(message).map { " (\($0))" } ?? "")
                if current?.notes.contains(note) == false { current?.notes.append(note) }
            }
        }
        flush()
        if outcome.status != 0 && !result.contains(where: { $0.severity == .error }) {
            let output = outcome.otherOutput.split(separator: "\n").prefix(3).joined(separator: " / ")
            result.append(
                .error(
                    .sampleTypeError, "the compiler failed on this sample without an error message: \(output)",
                    at: sample.location, hint: "run the compiler on the sample by hand to see what happened"))
        }
        return result
    }
}
