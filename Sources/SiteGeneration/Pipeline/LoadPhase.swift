import ContentModel
import Diagnostics
import Foundation
import Parallelism
import Templating

/// Load: reads the content folder into the content model, the templates beside it, and the
/// assets of both.
enum LoadPhase {
    struct Output {
        var site: Site
        /// Nil when the templates folder could not be read (the diagnostics say why).
        var templates: TemplateSet?
        /// The theme's and the content's assets, by site-relative path (`AssetCollector`).
        var assets: [String: Data]
    }

    /// Loads the content and the templates of `options`, with the load and template caches of
    /// `state` when there is one. `onlyModified` (from `serve`'s watcher) lists the files, by
    /// absolute path, that may have changed since the previous build when none was added or
    /// removed; the content folder is then not walked again. Nil: anything may have changed.
    static func run(
        options: BuildOptions, onlyModified: [String]?, state: IncrementalState?, workers: Int
    ) -> (Output, [Diagnostic]) {
        // The content files among the modified ones, relative to the content folder (others are
        // templates, read again on every build).
        let contentPrefix = options.contentDirectory.path + "/"
        let modifiedContent = onlyModified.map { paths in
            Set(paths.filter { $0.hasPrefix(contentPrefix) }.map { String($0.dropFirst(contentPrefix.count)) })
        }
        // The templates load on a thread of their own while the content folder is listed and read:
        // their parse and syntax check run on one thread.
        let templateLoad = ValueOnOwnThread(workers: workers) { [templateCache = state?.templateCache] in
            TemplateSet.load(
                directory: options.templatesDirectory, displayPrefix: options.templatesDisplay, cache: templateCache)
        }
        var (site, diagnostics) = ContentLoader(
            directory: options.contentDirectory, displayPrefix: options.contentDisplay
        ).load(
            cache: state?.loadCache, workers: workers, onlyModified: modifiedContent, completesSymbolsLater: true)
        // A site of symbol graphs alone needs no content folder.
        if options.documentsGraphs {
            diagnostics.removeAll { $0.code == .contentMissing || $0.code == .contentEmpty }
            if site.config == SiteConfig(title: "SceneDocs", description: ""), let title = options.defaultTitle {
                site.config = SiteConfig(title: title, description: "API reference generated from symbol graphs.")
            }
        }
        let (templates, templateDiagnostics) = templateLoad.wait()
        diagnostics += templateDiagnostics
        if let templates {
            diagnostics += SidebarRenderer.check(templates, displayPrefix: options.templatesDisplay)
        }
        let (assets, assetDiagnostics) = AssetCollector.collect(site: site, options: options)
        diagnostics += assetDiagnostics
        return (Output(site: site, templates: templates, assets: assets), diagnostics)
    }
}
