import ContentModel
import Diagnostics

extension Site {
    /// The same model with every file name made relative to the content folder
    /// (`symbols/UIKit/UIScene.md`), so exports do not depend on how the folder was named on the
    /// command line or where it sits on the machine.
    func relativizingFiles(prefix: String) -> Site {
        let strip = { (file: String) -> String in
            guard !prefix.isEmpty, file.hasPrefix(prefix + "/") else { return file }
            return String(file.dropFirst(prefix.count + 1))
        }
        let location = { (l: SourceLocation) -> SourceLocation in
            SourceLocation(file: strip(l.file), line: l.line, column: l.column)
        }
        var site = self
        site.home?.file = strip(home?.file ?? "")
        site.sources = sources.map { var s = $0; s.location = location(s.location); return s }
        site.externalSymbols = externalSymbols.map { var s = $0; s.location = location(s.location); return s }
        site.symbols = symbols.map { var s = $0; s.file = strip(s.file); return s }
        site.articles = articles.map { var a = $0; a.file = strip(a.file); return a }
        site.guides = guides.map { guide in
            var guide = guide
            guide.file = strip(guide.file)
            guide.steps = guide.steps.map { step in
                var step = step
                step.file = strip(step.file)
                if let before = step.before { step.before?.location = location(before.location) }
                if let after = step.after { step.after?.location = location(after.location) }
                return step
            }
            return guide
        }
        site.paths = paths.map { var p = $0; p.file = strip(p.file); return p }
        if var mapping = site.mapping {
            mapping.file = strip(mapping.file)
            mapping.groups = mapping.groups.map { group in
                var group = group
                group.rows = group.rows.map { var r = $0; r.location = location(r.location); return r }
                return group
            }
            site.mapping = mapping
        }
        return site
    }
}
