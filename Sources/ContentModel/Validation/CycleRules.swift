import Diagnostics

/// Relationships that must not loop: a symbol's chain of parents (breadcrumbs and topic groups
/// follow it), the `inheritsFrom` graph, and a reading path that lists itself as a step. Each
/// cycle is one error, at the edge that closes it when the cycle is walked from its first symbol
/// in file order.
struct CycleRules {
    let site: Site

    func check() -> [Diagnostic] {
        let numbers = symbolNumbers()
        return parentCycles(numbers) + inheritanceCycles(numbers) + selfListingPaths()
    }

    /// Each symbol id's position in `site.symbols` (the first, when an id is claimed twice).
    func symbolNumbers() -> [String: Int] {
        var numbers: [String: Int] = Dictionary(minimumCapacity: site.symbols.count)
        for number in site.symbols.indices where numbers[site.symbols[number].id] == nil {
            numbers[site.symbols[number].id] = number
        }
        return numbers
    }

    func chainText(_ numbers: some Sequence<Int>) -> String {
        numbers.map { site.symbols[$0].id }.joined(separator: " → ")
    }

    func parentCycles(_ numbers: [String: Int]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The walk (numbered from 1) that visited each symbol first; 0: not visited yet.
        var walk = [Int](repeating: 0, count: site.symbols.count)
        for start in site.symbols.indices where walk[start] == 0 {
            var chain: [Int] = []
            var current = start
            while true {
                walk[current] = start + 1
                chain.append(current)
                guard let parent = site.symbols[current].parent, let next = numbers[parent.value] else { break }
                if walk[next] == start + 1 {
                    let id = site.symbols[current].id
                    let message =
                        next == current
                        ? "symbol '\(id)' names itself as its parent"
                        : "parent '\(parent.value)' makes a cycle: \(chainText(chain[chain.firstIndex(of: next)!...] + [next]))"
                    diagnostics.append(
                        .error(
                            .relationCycle, message, at: parent.location,
                            hint: "a symbol's parent must be a symbol that contains it, never one of its members"))
                    break
                }
                if walk[next] != 0 { break }  // joins a chain already checked
                current = next
            }
        }
        return diagnostics
    }

    func inheritanceCycles(_ numbers: [String: Int]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        enum Mark { case new, open, done }
        var marks = [Mark](repeating: .new, count: site.symbols.count)
        for start in site.symbols.indices where marks[start] == .new {
            // Depth-first without recursion: the symbols being visited, each with its next edge.
            var stack: [(number: Int, edge: Int)] = [(start, 0)]
            marks[start] = .open
            while let (number, edge) = stack.last {
                let targets = site.symbols[number].inheritsFrom
                guard edge < targets.count else {
                    marks[number] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].edge += 1
                let target = targets[edge]
                guard let next = numbers[target.value] else { continue }
                switch marks[next] {
                case .new:
                    marks[next] = .open
                    stack.append((next, 0))
                case .open:
                    let id = site.symbols[number].id
                    let cycle = stack.map(\.number).drop { $0 != next } + [next]
                    let message =
                        next == number
                        ? "symbol '\(id)' inherits from itself"
                        : "inheriting from '\(target.value)' makes a cycle: \(chainText(cycle))"
                    diagnostics.append(
                        .error(
                            .relationCycle, message, at: target.location,
                            hint: "remove the relationship that leads back"))
                case .done:
                    continue
                }
            }
        }
        return diagnostics
    }

    func selfListingPaths() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for path in site.paths {
            for (number, step) in path.steps.enumerated() {
                for stop in step.stops where stop.pageID == path.id {
                    diagnostics.append(
                        .error(
                            .relationCycle, "step \(number + 1) of path '\(path.id)' is the path itself",
                            at: stop.page.location, hint: "list the pages the path leads through, not the path"))
                }
            }
        }
        return diagnostics
    }
}
