import Diagnostics
import Foundation

/// Every file and folder under the checked root, by exact (case-sensitive) relative path.
struct SiteFiles: Sendable {
    private(set) var files: Set<String> = []
    private(set) var directories: Set<String> = [""]
    /// File names per folder, for "did you mean" hints.
    private var namesByDirectory: [String: [String]] = [:]

    /// Lists `root` recursively. Symbolic links count as what they point to.
    init(root: URL) throws {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
            throw CocoaError(.fileReadUnknown)
        }
        let rootPath = root.path
        while let relative = enumerator.nextObject() as? String {
            // lstat, not `fileAttributes`: the attribute dictionary costs more than the whole walk.
            let path = rootPath + "/" + relative
            var info = stat()
            var isDirectory = false
            if lstat(path, &info) == 0 {
                isDirectory = info.st_mode & S_IFMT == S_IFDIR
                if info.st_mode & S_IFMT == S_IFLNK {
                    guard stat(path, &info) == 0 else { continue }
                    isDirectory = info.st_mode & S_IFMT == S_IFDIR
                }
            }
            insert(relative, isDirectory: isDirectory)
        }
    }

    /// A listing from relative paths (for tests and in-memory sites).
    init(paths: [String]) {
        for path in paths { insert(path, isDirectory: false) }
    }

    private mutating func insert(_ relative: String, isDirectory: Bool) {
        if isDirectory {
            directories.insert(relative)
            return
        }
        files.insert(relative)
        var parts = relative.split(separator: "/").map(String.init)
        let name = parts.removeLast()
        let folder = parts.joined(separator: "/")
        namesByDirectory[folder, default: []].append(name)
        var parent = ""
        for part in parts {
            parent = parent.isEmpty ? part : parent + "/" + part
            directories.insert(parent)
        }
    }

    enum Lookup: Equatable {
        case file(String)
        case missing(String)
    }

    /// The file a request for `path` is served from: the file itself, or a folder's index.html.
    func lookup(_ path: String, wantsDirectory: Bool) -> Lookup {
        if files.contains(path) {
            return wantsDirectory ? .missing("'\(path)' is a file, not a folder") : .file(path)
        }
        if directories.contains(path) {
            let index = path.isEmpty ? "index.html" : path + "/index.html"
            return files.contains(index) ? .file(index) : .missing("folder without index.html")
        }
        var reason = "no such file"
        if let hint = hint(for: path) { reason += "; did you mean '\(hint)'?" }
        return .missing(reason)
    }

    /// A file of the same folder whose name differs only in case, or is nearly the same.
    func hint(for path: String) -> String? {
        var parts = path.split(separator: "/").map(String.init)
        guard let name = parts.popLast() else { return nil }
        let folder = parts.joined(separator: "/")
        let names = namesByDirectory[folder] ?? []
        let prefix = folder.isEmpty ? "" : folder + "/"
        if let sameCase = names.first(where: { $0.lowercased() == name.lowercased() }) { return prefix + sameCase }
        return NearMiss.suggestions(for: name, among: names).first.map { prefix + $0 }
    }

    /// Files the checker reads: HTML pages and stylesheets, sorted.
    var checkedFiles: [String] {
        files.filter { Self.isHTML($0) || $0.lowercased().hasSuffix(".css") }.sorted()
    }

    static func isHTML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml")
    }
}
