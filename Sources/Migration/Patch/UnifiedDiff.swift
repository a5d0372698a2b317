/// Unified diffs in the form `git diff` writes and `git apply` reads: a `diff --git` header per file
/// (`new file mode 100644` and `--- /dev/null` for a created file), hunks with three lines of
/// context and `@@ -start,count +start,count @@` headers (a count of 1 is left out, as git does),
/// and `\ No newline at end of file` after a last line that has no line break.
public enum UnifiedDiff {
    /// Lines of unchanged text kept around each change.
    public static let contextLines = 3

    /// The patch of every edit, in the order given; an edit that changes nothing is left out.
    public static func patch(_ edits: [FileEdit]) -> String {
        edits.map(patch).joined()
    }

    /// One file's patch, or "" when its text does not change.
    public static func patch(_ edit: FileEdit) -> String {
        let old = lines(edit.original ?? "")
        let new = lines(edit.updated)
        guard edit.original == nil || old != new else { return "" }
        let path = edit.file
        var text = "diff --git \(quoted("a/" + path)) \(quoted("b/" + path))\n"
        if edit.original == nil {
            text += "new file mode 100644\n--- /dev/null\n"
        } else {
            text += "--- \(quoted("a/" + path))\n"
        }
        text += "+++ \(quoted("b/" + path))\n"
        for hunk in hunks(old: old, new: new) {
            text += hunk
        }
        return text
    }

    /// The text's lines, each with its line break (`\n`, or `\r\n` kept whole); the last has none
    /// when the text does not end with one.
    static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            // `\r\n` is one Character in Swift: splitting on "\n" would never see it.
            if text[index] == "\n" || text[index] == "\r\n" {
                let next = text.index(after: index)
                result.append(text[start..<next])
                start = next
                index = next
            } else {
                index = text.index(after: index)
            }
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The 1-based lines of `edit.updated` that the patch adds (every line of a created file).
    public static func addedLines(_ edit: FileEdit) -> Set<Int> {
        let new = lines(edit.updated)
        guard let original = edit.original else { return Set(new.indices.map { $0 + 1 }) }
        var added = Set<Int>()
        for case .insert(let offset, _, _) in new.difference(from: lines(original)) { added.insert(offset + 1) }
        return added
    }

    private enum Line {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// The hunks of the shortest edit script (Myers, through `CollectionDifference`).
    private static func hunks(old: [Substring], new: [Substring]) -> [String] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var added = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): added.insert(offset)
            }
        }
        // The merged sequence of lines: removals before insertions at the same place, as git writes them.
        var script: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(.removed(i))
                i += 1
            } else if j < new.count, added.contains(j) {
                script.append(.added(j))
                j += 1
            } else {
                script.append(.same(i, j))
                i += 1
                j += 1
            }
        }
        slideDown(&script, old: old, new: new)
        // Groups of changes whose context overlaps or touches.
        var groups: [Range<Int>] = []
        for (index, line) in script.enumerated() {
            if case .same = line { continue }
            let low = max(0, index - contextLines)
            let high = min(script.count, index + contextLines + 1)
            if let last = groups.last, low <= last.upperBound {
                groups[groups.count - 1] = last.lowerBound..<max(last.upperBound, high)
            } else {
                groups.append(low..<high)
            }
        }
        return groups.map { group in
            var body = ""
            var oldStart: Int?
            var newStart: Int?
            var oldCount = 0
            var newCount = 0
            var oldBefore = 0  // old lines before the hunk (its start when it has none)
            var newBefore = 0
            for line in script[..<group.lowerBound] {
                switch line {
                case .same: (oldBefore, newBefore) = (oldBefore + 1, newBefore + 1)
                case .removed: oldBefore += 1
                case .added: newBefore += 1
                }
            }
            for line in script[group] {
                switch line {
                case .same(let a, let b):
                    oldStart = oldStart ?? a
                    newStart = newStart ?? b
                    oldCount += 1
                    newCount += 1
                    body += emit(" ", old[a])
                case .removed(let a):
                    oldStart = oldStart ?? a
                    oldCount += 1
                    body += emit("-", old[a])
                case .added(let b):
                    newStart = newStart ?? b
                    newCount += 1
                    body += emit("+", new[b])
                }
            }
            let oldRange = range(start: oldStart.map { $0 + 1 } ?? oldBefore, count: oldCount)
            let newRange = range(start: newStart.map { $0 + 1 } ?? newBefore, count: newCount)
            return "@@ -\(oldRange) +\(newRange) @@\n" + body
        }
    }

    /// Moves each run of removed (or added) lines down while the line after it equals its first
    /// line, as git does: a removed function then ends with its own `}` and blank line instead of
    /// starting with the previous one's.
    private static func slideDown(_ script: inout [Line], old: [Substring], new: [Substring]) {
        // A run that slides can make room for the run above it: pass again until none moves.
        while slideOnce(&script, old: old, new: new) {}
    }

    private static func slideOnce(_ script: inout [Line], old: [Substring], new: [Substring]) -> Bool {
        var moved = false
        var start = 0
        while start < script.count {
            let first = script[start]
            guard !isSame(first) else {
                start += 1
                continue
            }
            var end = start
            while end + 1 < script.count, sameKind(script[end + 1], first) { end += 1 }
            // The run is script[start...end], all removals or all insertions; slide while it can.
            while end + 1 < script.count, case .same(let i, let j) = script[end + 1] {
                switch script[start] {
                case .removed(let a) where old[a] == old[i]:
                    script[start] = .same(a, j)
                    script[end + 1] = .removed(i)
                case .added(let b) where new[b] == new[j]:
                    script[start] = .same(i, b)
                    script[end + 1] = .added(j)
                default:
                    break
                }
                // The run is one line further down, its lines still in order.
                guard isSame(script[start]) else { break }
                moved = true
                start += 1
                end += 1
            }
            start = end + 1
        }
        return moved
    }

    private static func isSame(_ line: Line) -> Bool {
        if case .same = line { return true }
        return false
    }

    private static func sameKind(_ a: Line, _ b: Line) -> Bool {
        switch (a, b) {
        case (.removed, .removed), (.added, .added): return true
        default: return false
        }
    }

    /// `start,count`, or `start` alone for one line; an empty side names the line before it.
    private static func range(start: Int, count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func emit(_ marker: String, _ line: Substring) -> String {
        if line.hasSuffix("\n") || line.hasSuffix("\r\n") { return marker + line }
        return marker + line + "\n\\ No newline at end of file\n"
    }

    /// A path as git writes it in headers: in double quotes with C escapes (octal for bytes outside
    /// printable ASCII) when it has a control character, a quote, a backslash or a non-ASCII byte.
    public static func quoted(_ path: String) -> String {
        let needsQuotes = path.utf8.contains {
            $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard needsQuotes else { return path }
        var result = "\""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "\""): result += "\\\""
            case UInt8(ascii: "\\"): result += "\\\\"
            case 0x07: result += "\\a"
            case 0x08: result += "\\b"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0B: result += "\\v"
            case 0x0C: result += "\\f"
            case 0x0D: result += "\\r"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let octal = String(byte, radix: 8)
                result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return result + "\""
    }
}
