import ContentModel
import Diagnostics
import Foundation
import Parallelism
import SymbolGraphs

/// Load, continued: the symbol graphs the site names (`site.yaml`'s `symbolGraphs.folders`, the
/// run's `--symbol-graphs`) become symbol pages, and the authored pages are merged into them
/// (`SymbolGraphs.complete`). A site without graphs passes through, its incomplete pages reported.
enum SymbolGraphPhase {
    static func run(site: Site, options: BuildOptions, state: IncrementalState?, workers: Int) -> (Site, [Diagnostic]) {
        var site = site
        var folders: [SymbolGraphs.Folder] = []
        for folder in site.config.symbolGraphs?.folders ?? [] {
            folders.append(
                SymbolGraphs.Folder(
                    url: options.contentDirectory.appendingPathComponent(folder.value).standardizedFileURL,
                    display: options.contentDisplay + "/" + folder.value))
        }
        for folder in options.symbolGraphFolders {
            folders.append(SymbolGraphs.Folder(url: folder.url, display: folder.display))
        }
        let contentRoot = options.contentDirectory
        let contentDisplay = options.contentDisplay
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let diagnostics = SymbolGraphs.complete(
            &site, folders: folders, cache: state?.graphCache, workers: workers,
            displayPath: { uri in
                let inContent = SymbolGraphs.displayPath(uri: uri, base: contentRoot, baseDisplay: contentDisplay)
                guard inContent.hasPrefix("/") else { return inContent }
                let relative = SymbolGraphs.displayPath(uri: uri, base: currentDirectory, baseDisplay: ".")
                return relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative
            })
        return (site, diagnostics)
    }
}
