import Diagnostics

/// Reading paths: every step and every alternative of a choice names an existing page; a choice
/// offers at least two different pages; a page repeated in one path is a warning.
struct PathRules {
    let site: Site
    let index: ContentIndex

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for path in site.paths {
            var seen: [String: Int] = [:]
            for (offset, step) in path.steps.enumerated() {
                let number = offset + 1
                if let choice = step.choice, step.stops.count < 2 {
                    diagnostics.append(
                        .error(
                            .pathInvalidChoice,
                            "choice step \(number) of path '\(path.id)' offers \(step.stops.count) alternative\(step.stops.count == 1 ? "" : "s"); a choice needs at least two",
                            at: choice.location,
                            hint: "add another page under 'either:', or make it a plain step with 'page:' and 'why:'"))
                }
                var inChoice: [String: Int] = [:]
                for (alternative, stop) in step.stops.enumerated() {
                    let id = stop.pageID
                    let place =
                        step.isChoice
                        ? "alternative \(alternative + 1) of step \(number)" : "step \(number)"
                    guard index.pages[id] != nil else {
                        diagnostics.append(
                            .error(
                                .pathStepMissing, "\(place) of path '\(path.id)' names a missing page '\(id)'",
                                at: stop.page.location,
                                hint: NearMiss.hint(for: id, among: index.pages.keys) ?? "create the page or fix the id"
                            ))
                        continue
                    }
                    if step.isChoice, let first = inChoice[id] {
                        diagnostics.append(
                            .error(
                                .pathInvalidChoice,
                                "page '\(id)' is already alternative \(first) of step \(number) of path '\(path.id)'",
                                at: stop.page.location, hint: "offer each page once; remove one of the two alternatives"
                            ))
                        continue
                    }
                    inChoice[id] = alternative + 1
                    if let first = seen[id] {
                        diagnostics.append(
                            .warning(
                                .pathRepeatedPage, "page '\(id)' is already step \(first) of path '\(path.id)'",
                                at: stop.page.location, hint: "remove one of the two steps"))
                    }
                }
                for id in inChoice.keys where seen[id] == nil { seen[id] = number }
            }
        }
        return diagnostics
    }
}
