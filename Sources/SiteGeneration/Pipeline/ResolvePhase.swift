import CodeHighlighting
import ContentModel
import Diagnostics
import LinkResolution

/// What resolution produced: every Markdown text's links resolved (and, within
/// `LinkResolver.keptHTMLBudget`, its HTML), with the code samples highlighted on demand. The
/// pages are rendered from it; the pipeline frees it at the boundary after rendering.
struct ResolvedTexts {
    let resolver: LinkResolver
    let resolved: ResolvedContent
    /// Highlighted and checked samples: the session's when incremental, else this build's own.
    let samples: SampleCache
}

/// Resolve: resolves the references of every Markdown text against the index and renders the
/// texts (code blocks are highlighted through `samples`).
enum ResolvePhase {
    /// Resolves the texts of `site`, reusing the texts whose source and link targets did not
    /// change when `state` has them; `keptHTMLBudget` is the Markdown size up to which each text's
    /// HTML is kept until its page renders.
    static func run(
        site: Site, index: ContentIndex, state: IncrementalState?, keptHTMLBudget: Int, workers: Int
    ) -> (ResolvedTexts, [Diagnostic]) {
        let samples = state?.samples ?? SampleCache(tracksUse: false)
        let resolver = LinkResolver(
            site: site, index: index,
            codeRenderer: SampleNote.codeRenderer(samples: samples, typeChecked: site.typeChecksSamples))
        let resolved = resolver.resolve(
            cache: state?.resolutionCache, workers: workers, keptHTMLBudget: keptHTMLBudget)
        return (ResolvedTexts(resolver: resolver, resolved: resolved, samples: samples), resolved.diagnostics)
    }
}
