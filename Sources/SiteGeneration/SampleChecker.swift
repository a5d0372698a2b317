import CodeHighlighting
import ContentModel
import Diagnostics
import LinkResolution
import Markup
import Parallelism

/// Check samples (a step of `Pipeline.build`): parses every Swift sample of the site (Markdown code
/// blocks and guide before/after code) and reports syntax errors at the line inside the content
/// file. Samples fenced as ```` ```swift fragment ```` are intentionally partial and exempt.
enum SampleChecker {
    /// Checks the samples of every page, or only of the pages in `only`.
    static func check(
        site: Site, resolved: ResolvedContent, samples: SampleCache, only: Set<String>? = nil,
        workers: Int = Parallel.defaultWorkers
    ) -> [Diagnostic] {
        // (code, where its first line is, column offset) of every sample to check, in report order.
        var samplesToCheck: [(code: String, firstLine: SourceLocation, columnOffset: Int)] = []
        func isChecked(_ block: CodeBlock) -> Bool { block.language == "swift" && !block.flags.contains("fragment") }
        // Only the texts that have a sample to check are sorted (this runs before rendering starts).
        let keys = resolved.codeBlocks.compactMap { key, blocks in
            (only?.contains(key.page) ?? true) && blocks.contains { isChecked($0.block) } ? key : nil
        }
        for key in keys.sorted() {
            for located in resolved.codeBlocks[key] ?? [] {
                guard isChecked(located.block) else { continue }
                // A fenced block's code starts on the line after the fence.
                samplesToCheck.append(
                    (located.block.code, located.location.offset(byLines: 1, columns: 0), located.location.column - 1))
            }
        }
        for guide in site.guides where only?.contains(guide.id) ?? true {
            for step in guide.steps {
                for sample in [step.before, step.after].compactMap({ $0 }) where sample.language == "swift" {
                    samplesToCheck.append((sample.code, sample.location, sample.location.column - 1))
                }
            }
        }
        // Parsing (and highlighting) the samples is the expensive part: on all cores, in order
        // (guide steps' samples too: they are not parsed before this point).
        let diagnostics = Parallel.map(samplesToCheck, workers: workers) { sample in
            errors(in: sample.code, samples: samples, firstLine: sample.firstLine, columnOffset: sample.columnOffset)
        }.flatMap { $0 }
        return diagnostics
    }

    static func errors(
        in code: String, samples: SampleCache, firstLine: SourceLocation, columnOffset: Int
    ) -> [Diagnostic] {
        samples.swiftErrors(in: code).map { error in
            let location = SourceLocation(
                file: firstLine.file, line: firstLine.line + error.line - 1, column: error.column + columnOffset)
            if error.exceedsLimit {
                return .warning(
                    .parseLimit, "Swift sample \(error.message); it is shown without highlighting", at: location,
                    hint: "shorten the sample, or fence it as ```text if it is not meant as Swift")
            }
            return .warning(
                .swiftSyntax, "Swift sample does not parse: \(error.message)",
                at: SourceLocation(
                    file: firstLine.file, line: firstLine.line + error.line - 1,
                    column: error.column + columnOffset),
                hint: "fix the sample, or mark an intentionally partial sample with ```swift fragment")
        }
    }
}
