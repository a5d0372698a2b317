import ContentModel
import Diagnostics
import Parallelism

/// Makes file names relative to the content folder (`symbols/UIKit/UIScene.md`), so exports do
/// not depend on how the folder was named on the command line or where it sits on the machine.
struct RelativeFiles {
    let prefix: String

    func file(_ file: String) -> String {
        guard !prefix.isEmpty, file.hasPrefix(prefix + "/") else { return file }
        return String(file.dropFirst(prefix.count + 1))
    }

    func location(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: file(location.file), line: location.line, column: location.column)
    }

    func symbol(_ symbol: Symbol) -> Symbol {
        var symbol = symbol
        symbol.file = file(symbol.file)
        return symbol
    }

    func article(_ article: Article) -> Article {
        var article = article
        article.file = file(article.file)
        return article
    }

    func guide(_ guide: Guide) -> Guide {
        var guide = guide
        guide.file = file(guide.file)
        guide.steps = guide.steps.map { step in
            var step = step
            step.file = file(step.file)
            if let before = step.before { step.before?.location = location(before.location) }
            if let after = step.after { step.after?.location = location(after.location) }
            return step
        }
        return guide
    }
}

extension Site {
    /// The same model with every file name made relative to the content folder (`RelativeFiles`).
    /// Symbols, articles and guides are copied on all cores (each copy with a new file name is an
    /// allocation; 50,000 of them were serial work before `model.json` could start).
    func relativizingFiles(prefix: String, workers: Int = Parallel.defaultWorkers) -> Site {
        let relative = RelativeFiles(prefix: prefix)
        var site = self
        site.home?.file = relative.file(home?.file ?? "")
        site.sources = sources.map {
            var s = $0
            s.location = relative.location(s.location)
            return s
        }
        site.externalSymbols = externalSymbols.map {
            var s = $0
            s.location = relative.location(s.location)
            return s
        }
        site.symbols = Parallel.map(symbols, workers: workers, relative.symbol)
        site.articles = Parallel.map(articles, workers: workers, relative.article)
        site.guides = Parallel.map(guides, workers: workers, relative.guide)
        site.paths = paths.map {
            var p = $0
            p.file = relative.file(p.file)
            return p
        }
        if var mapping = site.mapping {
            mapping.file = relative.file(mapping.file)
            mapping.groups = mapping.groups.map { group in
                var group = group
                group.rows = group.rows.map {
                    var r = $0
                    r.location = relative.location(r.location)
                    return r
                }
                return group
            }
            site.mapping = mapping
        }
        if var table = site.launchOptions {
            table.file = relative.file(table.file)
            table.keys = table.keys.map {
                var k = $0
                k.location = relative.location(k.location)
                return k
            }
            site.launchOptions = table
        }
        if var audit = site.audit {
            audit.file = relative.file(audit.file)
            audit.globalLookups = audit.globalLookups.map {
                var l = $0
                l.location = relative.location(l.location)
                return l
            }
            site.audit = audit
        }
        return site
    }
}
