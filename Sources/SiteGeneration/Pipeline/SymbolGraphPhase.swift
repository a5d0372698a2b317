import ContentModel
import Diagnostics
import Foundation
import Parallelism
import SampleTypeChecking
import SymbolGraphs

/// Load, continued: the symbol graphs the site names (`site.yaml`'s `symbolGraphs.folders`, the
/// run's `--symbol-graphs`) become symbol pages, and the authored pages are merged into them
/// (`SymbolGraphs.complete`). A site without graphs passes through, its incomplete pages reported.
enum SymbolGraphPhase {
    /// Without the interfaces' graphs the authored pages stand in for their symbols, and the
    /// interface's other declarations (`View`, `UIViewController`: symbols with no authored page)
    /// are names without a page, so prose naming them shows code instead of failing to resolve:
    /// the one `symbol-graph-unavailable` warning says why they have no page.
    static func standIn(_ site: inout Site, interface: SDKInterface) {
        ProseOnlySymbols.standIn(&site)
        var named = Set(site.symbols.map(\.id)).union(site.externalSymbols.map(\.id))
        for declaration in interface.declarations where named.insert(declaration.symbolID).inserted {
            site.externalSymbols.append(
                ExternalSymbol(
                    id: declaration.symbolID, framework: declaration.module, url: nil,
                    location: declaration.location))
        }
    }

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
        // The interfaces' graphs, extracted with the toolchain (cached by the interface's text).
        var diagnostics: [Diagnostic] = []
        var citedSources: [String: [Located<String>]] = [:]
        let interfaceModules = (site.config.symbolGraphs?.interfaces ?? []).map(\.value)
        if !interfaceModules.isEmpty {
            let cache = TypeCheckCache(folder: options.typecheckCache ?? TypeCheckCache.defaultFolder())
            let interface = SDKInterface(
                files: site.interfaces, knownSources: Set(site.sources.map(\.id)), cache: cache)
            let known = Set(interface.modules.map(\.name))
            for module in site.config.symbolGraphs?.interfaces ?? [] where !known.contains(module.value) {
                diagnostics.append(
                    .error(
                        .invalidValue, "'\(module.value)' is not a module of interfaces/", at: module.location,
                        hint: NearMiss.hint(for: module.value, among: known) ?? "add interfaces/\(module.value).swift"))
            }
            switch CompilerLookup.find(options.swiftc) {
            case .success(let compiler):
                let graphs = InterfaceGraphs.extract(
                    modules: interfaceModules.filter(known.contains), interface: interface, compiler: compiler,
                    cache: cache)
                diagnostics += graphs.diagnostics.filter { $0.code != .interfaceError }
                if graphs.folder == nil, graphs.diagnostics.contains(where: { $0.code == .interfaceError }) {
                    diagnostics.append(
                        .warning(
                            .symbolGraphUnavailable,
                            "the interface does not compile, so its symbol pages are not generated", at: nil,
                            hint: "the type-check reports the interface's errors; fix them first"))
                }
                if let folder = graphs.folder {
                    folders.append(SymbolGraphs.Folder(url: URL(fileURLWithPath: folder), display: "interfaces"))
                } else {
                    standIn(&site, interface: interface)
                }
            case .failure(let missing):
                // No toolchain is no problem of the content (the release binary runs without one):
                // said once, like the samples' type-check, and `--strict` still passes.
                diagnostics.append(
                    .note(
                        .symbolGraphUnavailable,
                        "Symbol graphs were not extracted, so the symbol pages of \(interfaceModules.joined(separator: ", ")) show only their prose: \(missing.reason)"
                    ))
                standIn(&site, interface: interface)
            }
            for declaration in interface.declarations where citedSources[declaration.symbolID] == nil {
                citedSources[declaration.symbolID] = declaration.sources.map { Located($0.value, at: $0.location) }
            }
        }
        // A package's library modules, built and extracted with the toolchain.
        if let package = options.package {
            switch CompilerLookup.find(options.swiftc) {
            case .success(let compiler):
                let cache = TypeCheckCache(folder: options.typecheckCache ?? TypeCheckCache.defaultFolder())
                let graphs = PackageGraphs.extract(
                    package: package.url.path, display: package.display, compiler: compiler, cache: cache)
                diagnostics += graphs.diagnostics
                if let folder = graphs.folder {
                    folders.append(SymbolGraphs.Folder(url: URL(fileURLWithPath: folder), display: package.display))
                }
                // The package's name titles a site that names no title of its own.
                if let name = graphs.name,
                    site.config.title == options.defaultTitle
                        || site.config == SiteConfig(title: "SceneDocs", description: "")
                {
                    site.config.title = name
                    site.config.description = "API reference generated from symbol graphs."
                }
            case .failure(let missing):
                diagnostics.append(
                    .error(
                        .symbolGraphUnavailable, "the package cannot be built: \(missing.reason)", at: nil,
                        hint: "install a Swift toolchain, or pass --swiftc with one"))
            }
        }
        let contentRoot = options.contentDirectory
        let contentDisplay = options.contentDisplay
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        diagnostics += SymbolGraphs.complete(
            &site, folders: folders, sources: citedSources, cache: state?.graphCache, workers: workers,
            displayPath: { uri in
                let inContent = SymbolGraphs.displayPath(uri: uri, base: contentRoot, baseDisplay: contentDisplay)
                guard inContent.hasPrefix("/") else { return inContent }
                let relative = SymbolGraphs.displayPath(uri: uri, base: currentDirectory, baseDisplay: ".")
                return relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative
            })
        return (site, diagnostics)
    }
}
