import Foundation

extension ContentLoader {
    /// `serve`'s common load, in time proportional to the files that changed rather than to the
    /// site: when the previous load with `cache` found no problem and `modified` names only files
    /// of symbols and articles, each of which still reads without a problem into a page, the
    /// previous site with just those pages read again. That is what the whole load gives then (the
    /// same files, in the same places, and no diagnostic), without assembling the site from every
    /// file. Nil when anything else may have changed: the whole load runs. `keepsIncomplete`: as
    /// `load`'s `completesSymbolsLater` (otherwise a page missing a field means a whole load).
    func reload(_ modified: Set<String>, cache: LoadCache, folder: String, root: String, keepsIncomplete: Bool = false)
        -> Site?
    {
        guard !modified.isEmpty, var site = cache.site, var listing = cache.listing else { return nil }
        var pages: [(file: String, place: LoadCache.Place, entry: LoadedFile)] = []
        for file in modified.sorted() {
            guard let place = cache.places[file], place.listed < listing.count, listing[place.listed].path == file
            else { return nil }
            var info = stat()
            // Not following links: a file replaced by a link makes the folder be walked again.
            guard lstat(folder + "/" + file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            let stamp = FileStamp(info)
            listing[place.listed].stamp = stamp
            let entry = loadFile(
                file, in: folder, root: root, role: place.symbol != nil ? .symbol : .article, stamp: stamp,
                previous: cache.entries[file])
            guard entry.readDiagnostics.isEmpty, entry.parseDiagnostics.isEmpty else { return nil }
            switch entry.content {
            case .symbol(let symbol?)? where place.symbol != nil:
                if !keepsIncomplete, symbol.authored?.missing.isEmpty == false { return nil }
                site.symbols[place.symbol!] = symbol
            case .article(let article?)? where place.article != nil: site.articles[place.article!] = article
            default: return nil
            }
            pages.append((file, place, entry))
        }
        cache.listing = listing
        for page in pages { cache.entries[page.file] = page.entry }
        cache.site = site
        return site
    }
}
