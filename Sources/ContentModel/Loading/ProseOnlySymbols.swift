import Diagnostics

/// A site loaded without reading its symbol graphs (`scenedocs audit`, which needs only the
/// pages' ids, titles and output paths, and must work where no Swift toolchain is installed):
/// each symbol page that leaves its facts to a graph stands in for its symbol with what it says.
public enum ProseOnlySymbols {
    /// Pages missing graph fields keep their prose; the framework is their folder's
    /// (`symbols/UIKit/…` → `UIKit`) and the parent the id's prefix (`UIScene/title` → `UIScene`) when a page or an external
    /// symbol has that id.
    public static func standIn(_ site: inout Site) {
        let known = Set(site.symbols.map(\.id)).union(site.externalSymbols.map(\.id))
        for number in site.symbols.indices {
            guard var authored = site.symbols[number].authored, !authored.missing.isEmpty else { continue }
            authored.missing = []
            site.symbols[number].authored = authored
            let symbol = site.symbols[number]
            if symbol.framework.isEmpty, let folder = folderFramework(symbol.file) {
                site.symbols[number].framework = folder
            }
            if symbol.parent == nil, let slash = symbol.id.lastIndex(of: "/"),
                known.contains(String(symbol.id[..<slash]))
            {
                site.symbols[number].parent = Located(
                    String(symbol.id[..<slash]), at: SourceLocation(file: symbol.file, line: 1, column: 1))
            }
        }
    }

    /// `Content/symbols/UIKit/UIScene.md` → `UIKit`.
    public static func folderFramework(_ file: String) -> String? {
        let parts = file.split(separator: "/")
        guard let index = parts.lastIndex(of: "symbols"), index + 2 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}
