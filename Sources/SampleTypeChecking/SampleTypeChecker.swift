import CodeHighlighting
import ContentModel
import Diagnostics
import Foundation
import Parallelism
import SwiftParser

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

        /// Creates a record.
        public init(
            page: String, file: String, line: Int, status: Status, reason: String? = nil, context: String? = nil,
            deploymentTarget: String? = nil
        ) {
            self.page = page
            self.file = file
            self.line = line
            self.status = status
            self.reason = reason
            self.context = context
            self.deploymentTarget = deploymentTarget
        }
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

    /// The reason recorded for a `swift fragment` that names neither `in=` nor `unchecked:`.
    public static let unexplainedReason = "a fragment that does not say what it lives in"

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
        let contextsByName = Dictionary(contexts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let modules = InterfaceModules(interface: interface, compiler: compiler, cache: cache)
        let built = modules.build()
        report.diagnostics += built.diagnostics
        let availability = AvailabilityCheck(interface: interface)
        let signatures = DelegateSignatureCheck(interface: interface)

        enum Job {
            case skip(Record, [Diagnostic])
            case compile(Sample, SwiftSource?)
        }
        var jobs: [Job] = []
        for sample in samples {
            var record = Record(
                page: sample.page, file: sample.location.file, line: sample.location.line, status: .unchecked,
                context: sample.context?.value, deploymentTarget: sample.deploymentTarget?.description)
            if sample.isUnexplainedFragment {
                record.reason = SampleTypeChecker.unexplainedReason
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
            var context: SwiftSource?
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
            jobs.append(.compile(sample, context))
        }

        // On all workers: each sample's results from the cache, or (a miss) assembled, compiled
        // and checked, then kept. A context is parsed only when a sample that uses it missed.
        let folder = built.folder
        let workFolder = NSTemporaryDirectory() + "scenedocs-typecheck-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: workFolder) }
        let parsedContexts = LockedContexts()
        let entries = Parallel.map(Array(jobs.enumerated()), workers: workers) { number, job -> (Entry, Bool)? in
            guard case .compile(let sample, let contextSource) = job, let folder else { return nil }
            let key = TypeCheckCache.key([
                "sample-entry-1", compiler.version, built.key, contextSource?.text ?? "",
                String(describing: sample.wrap),
                sample.deploymentTarget?.description ?? "", sample.code,
            ])
            if let stored = cache.value(Entry.self, kind: "results", key: key) { return (stored, true) }
            // Over swift-syntax's limits (the syntax check already reports it at the sample): not
            // parsed here, and not compiled.
            if let limit = SampleTypeChecker.overLimit(sample.code) {
                return (Entry.refused(limit), false)
            }
            if let source = contextSource, let limit = parsedContexts.overLimit(source) {
                return (Entry.refused("its sample context '\(source.name)' " + limit), false)
            }
            let context = contextSource.map { parsedContexts.context($0) }
            let assembled = AssembledSample(sample: sample, context: context)
            try? FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
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
            var entry = Entry(
                outcome: outcome, contextLines: assembled.contextLines, sampleFirstLine: assembled.sampleFirstLine,
                sampleLineCount: assembled.sampleLineCount, availability: [], signatures: [])
            if let target = sample.deploymentTarget {
                entry.availability = availability.findings(in: sample.code, target: target)
            }
            var wrapped = sample.code
            if case .extensionOf(let type)? = sample.wrap { wrapped = "extension \(type) {\n" + sample.code + "\n}\n" }
            entry.signatures = signatures.findings(in: wrapped, contextConformances: context?.conformances ?? [:]).map {
                var finding = $0
                if case .extensionOf? = sample.wrap { finding.line -= 1 }
                return finding
            }
            if outcome.status == 0 || !outcome.messages.isEmpty { cache.store(entry, kind: "results", key: key) }
            return (entry, false)
        }

        var seen = Set<Diagnostic>()
        for (job, result) in zip(jobs, entries) {
            switch job {
            case .skip(let record, let diagnostics):
                report.records.append(record)
                report.unchecked += record.status == .unchecked ? 1 : 0
                for diagnostic in diagnostics where seen.insert(diagnostic).inserted {
                    report.diagnostics.append(diagnostic)
                }
            case .compile(let sample, let context):
                var record = Record(
                    page: sample.page, file: sample.location.file, line: sample.location.line, status: .typeChecked,
                    context: sample.context?.value, deploymentTarget: sample.deploymentTarget?.description)
                var diagnostics: [Diagnostic] = []
                if let (entry, _) = result, let refusal = entry.refusal {
                    record.status = .unchecked
                    record.reason = "over the parse limits: it " + refusal
                    report.unchecked += 1
                    if refusal.hasPrefix("its sample context"), let context {
                        diagnostics.append(
                            .error(
                                .parseLimit, "sample context '\(context.name)' is over the Swift parse limits",
                                at: .file(context.file), hint: "keep a sample context to plain declarations"))
                    }
                } else if let (entry, cached) = result {
                    report.checked += 1
                    report.fromCache += cached ? 1 : 0
                    diagnostics += SampleTypeChecker.diagnostics(
                        entry, sample: sample, contextFile: context?.file, modules: modules)
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
                report.records.append(record)
                for diagnostic in diagnostics where seen.insert(diagnostic).inserted {
                    report.diagnostics.append(diagnostic)
                }
            }
        }
        return report
    }

    /// Why `code` cannot be parsed safely (`SwiftSourceBudget`), or nil.
    static func overLimit(_ code: String) -> String? {
        if let excess = SwiftSourceBudget.excessBeforeParsing(code, maximumBytes: SwiftSourceBudget.maximumSampleBytes)
        {
            return excess.message
        }
        return SwiftSourceBudget.excessDepth(of: Parser.parse(source: code), source: code)?.message
    }

    /// What checking one sample found, kept in the cache under a hash of everything it depends on.
    struct Entry: Codable {
        /// Why the sample was not checked (over the parse limits); never cached.
        var refusal: String? = nil
        var outcome: SwiftCompiler.Outcome
        /// Where the sample sits in the compiled file (see `AssembledSample`).
        var contextLines: Int
        var sampleFirstLine: Int
        var sampleLineCount: Int
        var availability: [AvailabilityCheck.Finding]
        var signatures: [DelegateSignatureCheck.Finding]

        static func refused(_ reason: String) -> Entry {
            Entry(
                refusal: reason, outcome: SwiftCompiler.Outcome(messages: [], otherOutput: "", status: 0),
                contextLines: 0, sampleFirstLine: 1, sampleLineCount: 0, availability: [], signatures: [])
        }

        /// Where a line and column of the compiled file are in the content.
        func location(line: Int, column: Int, sample: Sample, contextFile: String?) -> SourceLocation {
            if line >= sampleFirstLine && line < sampleFirstLine + sampleLineCount {
                return SourceLocation(
                    file: sample.location.file, line: sample.location.line + line - sampleFirstLine,
                    column: column + sample.columnOffset)
            }
            if line <= contextLines, let contextFile {
                return SourceLocation(file: contextFile, line: line, column: column)
            }
            return SourceLocation(
                file: sample.location.file, line: sample.location.line, column: 1 + sample.columnOffset)
        }
    }

    /// Sample contexts parsed on first use, shared by the workers (two workers may parse one
    /// context at once; the first to finish is kept).
    final class LockedContexts: Sendable {
        private let parsed = Locked<[String: SampleContext]>([:])
        private let limits = Locked<[String: String?]>([:])

        /// Why the context cannot be parsed safely, or nil (worked out once per context).
        func overLimit(_ source: SwiftSource) -> String? {
            if let known = limits.withLock({ $0[source.name] }) { return known }
            let found = SampleTypeChecker.overLimit(source.text)
            limits.withLock { $0[source.name] = .some(found) }
            return found
        }

        func context(_ source: SwiftSource) -> SampleContext {
            if let known = parsed.withLock({ $0[source.name] }) { return known }
            let made = SampleContext(source)
            return parsed.withLock { stored in
                if let first = stored[source.name] { return first }
                stored[source.name] = made
                return made
            }
        }
    }

    /// The compiler's messages as diagnostics at their places in the content: errors and
    /// warnings, each with its notes in the hint.
    static func diagnostics(
        _ entry: Entry, sample: Sample, contextFile: String?, modules: InterfaceModules
    ) -> [Diagnostic] {
        let outcome = entry.outcome
        var result: [Diagnostic] = []
        // Nil for a place the reader cannot open: a declaration inside a compiled module
        // (`UIKit.UISceneDelegate:2:10`).
        func place(_ message: SwiftCompiler.Message) -> SourceLocation? {
            if message.file == "sample.swift" {
                return entry.location(
                    line: message.line, column: message.column, sample: sample, contextFile: contextFile)
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
        for finding in entry.signatures {
            result.append(
                .warning(
                    .sampleDelegateSignature, finding.message,
                    at: SourceLocation(
                        file: sample.location.file, line: sample.location.line + finding.line - 1,
                        column: finding.column + sample.columnOffset),
                    hint: finding.hint))
        }
        if let target = sample.deploymentTarget {
            for finding in entry.availability {
                let version = finding.introduced.map(String.init).joined(separator: ".")
                let hint =
                    "wrap the use in `if #available(iOS \(version), *)`, mark the enclosing declaration `@available(iOS \(version), *)`, or raise the deployment target"
                    + (sample.deploymentTargetSource.map { " (\($0))" } ?? "")
                result.append(
                    .warning(
                        .sampleAvailability,
                        "'\(finding.name)' is available from iOS \(version), but this sample's deployment target is \(target)",
                        at: SourceLocation(
                            file: sample.location.file, line: sample.location.line + finding.line - 1,
                            column: finding.column + sample.columnOffset),
                        hint: hint))
            }
        }
        return result
    }
}
