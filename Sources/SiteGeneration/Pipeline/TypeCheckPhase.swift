import CodeHighlighting
import ContentModel
import Diagnostics
import Foundation
import LinkResolution
import Markup
import Parallelism
import SampleTypeChecking

/// What a build does about type-checking samples, decided once (the `symbol graphs` step) before
/// anything renders.
public struct TypeCheckPlan: Sendable {
    /// The site's `samples.typecheck`, or the run's `--typecheck`/`--no-typecheck`.
    public var enabled: Bool
    /// The compiler that checks them, or why there is none (nil when not enabled).
    public var lookup: Result<SwiftCompiler, SwiftCompiler.NotFound>?
    /// The compiler that checks them (nil: none was found, or not enabled).
    public var compiler: SwiftCompiler? { try? lookup?.get() }
    /// Where results are cached.
    public var cache: TypeCheckCache

    /// Whether samples are checked in this build.
    public var active: Bool { enabled && compiler != nil }

    static func make(site: Site, options: BuildOptions) -> TypeCheckPlan {
        let enabled = options.typecheck ?? site.config.samples?.typecheck ?? false
        return TypeCheckPlan(
            enabled: enabled, lookup: enabled ? CompilerLookup.find(options.swiftc) : nil,
            cache: TypeCheckCache(folder: options.typecheckCache ?? TypeCheckCache.defaultFolder()))
    }
}

/// How a build's type-check went, for the summary line and `model.json`.
public struct TypeCheckSummary: Sendable {
    public enum State: Sendable, Equatable {
        /// The site does not ask for it (or `--no-typecheck`).
        case off
        /// No compiler was found (the reason says why and what to do): the samples were not
        /// type-checked.
        case noCompiler(reason: String)
        /// Checked: the number of samples the compiler saw, how many of those results came from
        /// the cache, and how many samples say why they are not checked.
        case checked(samples: Int, fromCache: Int, unchecked: Int)
        /// Left to the caller (`BuildOptions.defersTypeCheck`); the records say what the check covers.
        case deferred
    }
    public var state: State
    /// One record per Swift sample (when checked).
    public var records: [SampleTypeChecker.Record] = []
    /// The compiler's version line (when checked).
    public var compilerVersion: String?

    /// The records for `model.json`, with file names relative to the content folder (as the rest
    /// of the model); nil when nothing was checked.
    func modelRecords(contentPrefix: String) -> [SampleTypeChecker.Record]? {
        switch state {
        case .checked, .deferred: return TypeCheckSummary.relative(records, contentPrefix: contentPrefix)
        case .off, .noCompiler: return nil
        }
    }

    /// Records with file names relative to the content folder.
    static func relative(_ records: [SampleTypeChecker.Record], contentPrefix: String) -> [SampleTypeChecker.Record] {
        let prefix = contentPrefix + "/"
        return records.map { record in
            var record = record
            if record.file.hasPrefix(prefix) { record.file = String(record.file.dropFirst(prefix.count)) }
            return record
        }
    }

    /// The line the CLI prints under the build's own, nil when the site does not type-check.
    public var line: String? {
        switch state {
        case .off, .deferred: return nil
        case .noCompiler(let reason):
            return "Swift samples were not type-checked: \(reason)"
        case .checked(let samples, let fromCache, let unchecked):
            let noun = samples == 1 ? "sample" : "samples"
            var text = "Type-checked \(samples) Swift \(noun) in Swift 6 mode (\(fromCache) from the cache)"
            if unchecked > 0 { text += "; \(unchecked) not checked (see their reasons)" }
            return text
        }
    }
}

/// Finds the compiler once per process and path (`serve` rebuilds often). A failure for want of
/// descriptors is not kept: the next build may have them.
enum CompilerLookup {
    private static let found = Locked<[String: SwiftCompiler]>([:])
    private static let missing = Locked<[String: SwiftCompiler.NotFound]>([:])

    static func find(_ explicit: String?) -> Result<SwiftCompiler, SwiftCompiler.NotFound> {
        let key = explicit ?? ""
        if let known = found.withLock({ $0[key] }) { return .success(known) }
        if let known = missing.withLock({ $0[key] }) { return .failure(known) }
        let lookup = SwiftCompiler.locate(explicit: explicit)
        switch lookup {
        case .success(let compiler): found.withLock { $0[key] = compiler }
        case .failure(let failure) where !failure.isTransient: missing.withLock { $0[key] = failure }
        case .failure: break
        }
        return lookup
    }
}

/// Type-check samples (a step of `Pipeline.build`, after the syntax check): every Swift sample against
/// the SDK interface with the host's compiler, when the plan says so.
enum TypeCheckPhase {
    static func run(site: Site, plan: TypeCheckPlan, workers: Int) -> (TypeCheckSummary, [Diagnostic]) {
        guard !site.interfaces.isEmpty || plan.enabled else { return (TypeCheckSummary(state: .off), []) }
        let interface = SDKInterface(
            files: site.interfaces, knownSources: Set(site.sources.map(\.id)), cache: plan.cache)
        var diagnostics = interface.diagnostics
        guard plan.enabled else { return (TypeCheckSummary(state: .off), diagnostics) }
        let compiler: SwiftCompiler
        switch plan.lookup {
        case .success(let found)?: compiler = found
        case .failure(let missing)?: return (TypeCheckSummary(state: .noCompiler(reason: missing.reason)), diagnostics)
        case nil: return (TypeCheckSummary(state: .off), diagnostics)
        }
        let checker = SampleTypeChecker(compiler: compiler, cache: plan.cache, workers: workers)
        let found = samples(site: site, workers: workers)
        let report = checker.check(samples: found, interface: interface, contexts: site.sampleContexts)
        diagnostics += report.diagnostics
        return (
            TypeCheckSummary(
                state: .checked(samples: report.checked, fromCache: report.fromCache, unchecked: report.unchecked),
                records: records(site: site, workers: workers), compilerVersion: compiler.version),
            diagnostics
        )
    }

    /// A build that leaves the check to its caller; its records say what the pages' notes claim.
    static func deferred(site: Site, plan: TypeCheckPlan, workers: Int) -> TypeCheckSummary? {
        guard plan.active else { return nil }
        return TypeCheckSummary(
            state: .deferred, records: records(site: site, workers: workers), compilerVersion: plan.compiler?.version)
    }

    /// What each sample's note claims, as `model.json` records: the same in every build that
    /// writes a site (a failed sample fails the build; `serve` keeps the last good site when the
    /// check it runs afterwards fails), so the page-edit path can compute them without a compiler.
    static func records(site: Site, workers: Int) -> [SampleTypeChecker.Record] {
        samples(site: site, workers: workers).map { sample in
            SampleTypeChecker.Record(
                page: sample.page, file: sample.location.file, line: sample.location.line,
                status: sample.isChecked ? .typeChecked : .unchecked,
                reason: sample.uncheckedReason
                    ?? (sample.isUnexplainedFragment ? SampleTypeChecker.unexplainedReason : nil),
                context: sample.context?.value, deploymentTarget: sample.deploymentTarget?.description)
        }
    }

    /// Every Swift sample of the site in page order, with its page's context and deployment target.
    /// The Markdown is parsed here for its code blocks (again, when the build resolved it too), so
    /// the check needs nothing but the loaded site and can run apart from a build (`serve`).
    static func samples(site: Site, workers: Int) -> [Sample] {
        let siteTarget = site.config.samples?.deploymentTarget
        let siteTargetSource = siteTarget.map { "samples.deploymentTarget in \($0.location.file)" }
        struct PageDefaults {
            var context: Located<String>?
            var target: DeploymentTarget?
            var targetSource: String?
        }
        var pages: [String: PageDefaults] = [:]
        if site.home != nil {
            pages["home"] = PageDefaults(
                context: site.home?.sampleContext, target: siteTarget?.value, targetSource: siteTargetSource)
        }
        for article in site.articles {
            pages[article.id] = PageDefaults(
                context: article.sampleContext, target: siteTarget?.value, targetSource: siteTargetSource)
        }
        for symbol in site.symbols {
            // A symbol page's samples may use the symbol itself: its own iOS version is their floor.
            var target = siteTarget?.value
            var source = siteTargetSource
            if let own = symbol.availability.first(where: { $0.platform == .iOS })?.introduced,
                let version = DeploymentTarget.version(own),
                target.map({ DeploymentTarget.isLater(version, than: $0.version) }) ?? true
            {
                target = DeploymentTarget(platform: .iOS, version: version)
                source = "the symbol's own availability in \(symbol.file)"
            }
            pages[symbol.id] = PageDefaults(context: symbol.sampleContext, target: target, targetSource: source)
        }
        var stepContexts: [String: Located<String>] = [:]
        for guide in site.guides {
            let target = guide.deploymentTarget ?? siteTarget
            let source =
                guide.deploymentTarget.map { "deploymentTarget in \($0.location.file)" } ?? siteTargetSource
            pages[guide.id] = PageDefaults(context: guide.sampleContext, target: target?.value, targetSource: source)
            for step in guide.steps {
                if let own = step.sampleContext { stepContexts[guide.id + "/" + step.id] = own }
            }
        }
        func context(for key: MarkdownUnit.Key) -> Located<String>? {
            if key.part.hasPrefix("step:") {
                let step = key.part.dropFirst("step:".count).split(separator: "/").first.map(String.init) ?? ""
                if let own = stepContexts[key.page + "/" + step] { return own }
            }
            return pages[key.page]?.context
        }
        func sample(
            page: String, code: String, location: SourceLocation, columnOffset: Int, flags: SampleFlags,
            flagsLocation: SourceLocation, defaultContext: Located<String>?
        ) -> Sample {
            var context = defaultContext
            if let named = flags.context { context = named == "none" ? nil : Located(named, at: flagsLocation) }
            let defaults = pages[page]
            return Sample(
                page: page, code: code, location: location, columnOffset: columnOffset, context: context,
                wrap: flags.wrap, uncheckedReason: flags.uncheckedReason,
                isUnexplainedFragment: flags.isFragment && flags.wrap == nil && flags.uncheckedReason == nil,
                deploymentTarget: defaults?.target, deploymentTargetSource: defaults?.targetSource)
        }

        let units = MarkdownUnit.all(in: site).filter { $0.text.text.contains("```") || $0.text.text.contains("~~~") }
        let blocks = Parallel.map(units, workers: workers) { unit in
            MarkdownDocument(parsing: unit.text.text).codeBlocks.filter { $0.language == "swift" }.map {
                (block: $0, location: unit.text.location(line: $0.position.line, column: $0.position.column))
            }
        }
        var codeBlocks: [MarkdownUnit.Key: [(block: CodeBlock, location: SourceLocation)]] = [:]
        for (unit, found) in zip(units, blocks) where !found.isEmpty { codeBlocks[unit.key] = found }
        var result: [Sample] = []
        for key in codeBlocks.keys.sorted() {
            for located in codeBlocks[key] ?? [] {
                // A fenced block's code starts on the line after the fence.
                result.append(
                    sample(
                        page: key.page, code: located.block.code,
                        location: located.location.offset(byLines: 1, columns: 0),
                        columnOffset: located.location.column - 1, flags: SampleFlags(words: located.block.flags),
                        flagsLocation: located.location, defaultContext: context(for: key)))
            }
        }
        for guide in site.guides {
            for step in guide.steps {
                for code in [step.before, step.after].compactMap({ $0 }) where code.language == "swift" {
                    let flags = SampleFlags(
                        context: code.context?.value, fragment: code.fragment?.value, unchecked: code.unchecked?.value)
                    result.append(
                        sample(
                            page: guide.id, code: code.code, location: code.location,
                            columnOffset: code.location.column - 1, flags: flags,
                            flagsLocation: code.context?.location ?? code.location,
                            defaultContext: step.sampleContext ?? guide.sampleContext))
                }
            }
        }
        return result
    }
}

/// The line under a Swift sample that tells readers whether it was type-checked.
enum SampleNote {
    /// Code blocks highlighted through `samples`, each Swift sample followed by its note when the
    /// build type-checks samples.
    static func codeRenderer(samples: SampleCache, typeChecked: Bool) -> @Sendable (CodeBlock) -> String? {
        guard typeChecked else { return { samples.block($0.code, language: $0.language) } }
        return { block in
            samples.block(block.code, language: block.language)
                + html(language: block.language, flags: block.flags, typeChecked: true)
        }
    }

    static func html(language: String, flags: [String], typeChecked: Bool) -> String {
        guard typeChecked, language == "swift" else { return "" }
        let parsed = SampleFlags(words: flags)
        return html(parsed)
    }

    static func html(context: String?, fragment: String?, unchecked: String?, language: String, typeChecked: Bool)
        -> String
    {
        guard typeChecked, language == "swift" else { return "" }
        return html(SampleFlags(context: context, fragment: fragment, unchecked: unchecked))
    }

    static func html(_ flags: SampleFlags) -> String {
        if let reason = flags.uncheckedReason {
            return "<p class=\"sample-check unchecked\">Not type-checked: \(Escaper.html(reason))</p>\n"
        }
        if flags.isFragment && flags.wrap == nil {
            return "<p class=\"sample-check unchecked\">Not type-checked: a partial sample.</p>\n"
        }
        let wrapped = flags.wrap == nil ? "" : " (as part of a larger file)"
        return "<p class=\"sample-check\">Type-checks in Swift 6 language mode\(wrapped).</p>\n"
    }

}
