import Diagnostics

/// Reading paths: every step names an existing page; a page repeated in one path is a warning.
struct PathRules {
    let site: Site
    let index: ContentIndex

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for path in site.paths {
            var seen: [String: Int] = [:]
            for (number, step) in path.steps.enumerated() {
                let id = step.pageID
                guard index.pages[id] != nil else {
                    diagnostics.append(
                        .error(
                            .pathStepMissing, "step \(number + 1) of path '\(path.id)' names a missing page '\(id)'",
                            at: step.page.location,
                            hint: NearMiss.hint(for: id, among: index.pages.keys) ?? "create the page or fix the id"))
                    continue
                }
                if let first = seen[id] {
                    diagnostics.append(
                        .warning(
                            .pathRepeatedPage, "page '\(id)' is already step \(first) of path '\(path.id)'",
                            at: step.page.location, hint: "remove one of the two steps"))
                } else {
                    seen[id] = number + 1
                }
            }
        }
        return diagnostics
    }
}
