import Diagnostics
import FileTree
import Foundation

/// A relative path compared byte for byte, as a Linux file system and web server compare names
/// (Swift's `String ==` would match an NFD spelling with an NFC name).
struct ExactPath: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ExactPath, rhs: ExactPath) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        for byte in string.utf8 { hasher.combine(byte) }
        hasher.combine(string.utf8.count)
    }
}

/// Every file and folder under the checked root, by exact (byte-for-byte) relative path.
struct SiteFiles: Sendable {
    private var files: Set<ExactPath> = []
    private var directories: Set<ExactPath> = [ExactPath("")]
    /// File names per folder, for "did you mean" hints.
    private var namesByDirectory: [String: [String]] = [:]
    /// Symbolic links to folders, by relative path: what a request through them reaches.
    private var folderLinks: [ExactPath: FolderLink] = [:]

    enum FolderLink: Sendable {
        /// A folder inside the site (its relative path, without symbolic links).
        case inside(String)
        /// Points outside the checked folder, or cannot be followed (a loop, a missing target).
        case unusable(String)
    }

    /// Lists `root` recursively (hidden entries too); a name that is not UTF-8 is listed as
    /// `ByteName` spells it. Symbolic links to files count as what they
    /// point to; symbolic links to folders are followed when the folder is inside the site (not
    /// listed twice). A subfolder that cannot be listed holds nothing the check can name.
    init(root: URL) throws {
        let rootPath = root.path
        let realRoot = FileTree.realPath(rootPath) ?? rootPath
        var rootFailure: FileTreeError?
        var tree = FileTree()
        tree.readsStatus = false
        var found: [(relative: String, isDirectory: Bool)] = []
        var links: [(ExactPath, FolderLink)] = []
        tree.walk(rootPath) { event in
            switch event {
            case .unlistable(let relative, _, let code):
                if relative.isEmpty { rootFailure = FileTreeError(code) }
                return false
            case .undecodableName(_, let folder, let name):
                // Named byte for byte; not entered, so a folder is known by its name only.
                let spelled = ByteName.string(name)
                found.append((folder.isEmpty ? spelled : folder + "/" + spelled, false))
                return false
            case .unexaminable:
                return false
            case .entry(let entry):
                switch entry.kind {
                case .folder:
                    found.append((entry.relativePath, true))
                    return true
                case .symbolicLink:
                    switch FileTree.followed(entry.path) {
                    case .failure(let error):
                        links.append(
                            (
                                ExactPath(entry.relativePath),
                                .unusable("a symbolic link that cannot be followed: \(error)")
                            ))
                    case .success(let info) where FileTree.kind(of: info) == .folder:
                        links.append((ExactPath(entry.relativePath), Self.folderLink(entry.path, realRoot: realRoot)))
                    case .success:
                        found.append((entry.relativePath, false))
                    }
                case .file, .other:
                    found.append((entry.relativePath, false))
                }
                return false
            }
        }
        if let rootFailure { throw rootFailure }
        for (relative, isDirectory) in found { insert(relative, isDirectory: isDirectory) }
        for (path, link) in links { folderLinks[path] = link }
    }

    /// A listing from relative paths (for tests and in-memory sites).
    init(paths: [String]) {
        for path in paths { insert(path, isDirectory: false) }
    }

    private static func folderLink(_ path: String, realRoot: String) -> FolderLink {
        guard let target = FileTree.realPath(path) else {
            return .unusable("a symbolic link that cannot be followed: \(String(cString: strerror(errno)))")
        }
        if target == realRoot { return .inside("") }
        guard target.hasPrefix(realRoot + "/") else { return .unusable("a symbolic link to a folder outside the site") }
        return .inside(String(target.dropFirst(realRoot.count + 1)))
    }

    private mutating func insert(_ relative: String, isDirectory: Bool) {
        if isDirectory {
            directories.insert(ExactPath(relative))
            return
        }
        files.insert(ExactPath(relative))
        var parts = relative.split(separator: "/").map(String.init)
        let name = parts.removeLast()
        let folder = parts.joined(separator: "/")
        namesByDirectory[folder, default: []].append(name)
        var parent = ""
        for part in parts {
            parent = parent.isEmpty ? part : parent + "/" + part
            directories.insert(ExactPath(parent))
        }
    }

    enum Lookup: Equatable {
        case file(String)
        case missing(String)
    }

    func contains(file path: String) -> Bool { files.contains(ExactPath(path)) }

    /// The file a request for `path` is served from: the file itself, or a folder's index.html.
    func lookup(_ path: String, wantsDirectory: Bool) -> Lookup {
        var path = path
        if !folderLinks.isEmpty {
            switch throughFolderLinks(path) {
            case .inside(let resolved): path = resolved
            case .unusable(let reason): return .missing(reason)
            }
        }
        if files.contains(ExactPath(path)) {
            return wantsDirectory ? .missing("'\(ByteName.shown(path))' is a file, not a folder") : .file(path)
        }
        if directories.contains(ExactPath(path)) {
            let index = path.isEmpty ? "index.html" : path + "/index.html"
            return files.contains(ExactPath(index)) ? .file(index) : .missing("folder without index.html")
        }
        var reason = "no such file"
        if let hint = hint(for: path) { reason += "; " + hint }
        return .missing(reason)
    }

    /// `path` with each leading run of components that is a symbolic link to a folder replaced by
    /// the folder's own path (as many times as links lead to links; the kernel's limit of 40).
    private func throughFolderLinks(_ path: String) -> FolderLink {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var replacements = 0
        var prefixLength = 1
        while prefixLength <= components.count {
            let prefix = components[..<prefixLength].joined(separator: "/")
            guard let link = folderLinks[ExactPath(prefix)] else {
                prefixLength += 1
                continue
            }
            guard case .inside(let target) = link else {
                return .unusable("'\(ByteName.shown(prefix))' is \(link.reason)")
            }
            replacements += 1
            if replacements > 40 { return .unusable("'\(ByteName.shown(prefix))' is a symbolic link loop") }
            let rest = components[prefixLength...]
            components = (target.isEmpty ? [] : target.split(separator: "/").map(String.init)) + rest
            prefixLength = 1
        }
        return .inside(components.joined(separator: "/"))
    }

    /// A file of the same folder whose name differs only in Unicode normalization or case, or is nearly the same.
    func hint(for path: String) -> String? {
        var parts = path.split(separator: "/").map(String.init)
        guard let name = parts.popLast() else { return nil }
        let folder = parts.joined(separator: "/")
        let names = namesByDirectory[folder] ?? []
        let prefix = folder.isEmpty ? "" : folder + "/"
        // `String ==` is canonical equivalence: the same text in another normalization form.
        if names.contains(where: { $0 == name }) {
            return "a file has this name in another Unicode normalization form (names are compared byte for byte)"
        }
        if let sameCase = names.first(where: { $0.lowercased() == name.lowercased() }) {
            return "did you mean '\(ByteName.shown(prefix + sameCase))'?"
        }
        return NearMiss.suggestions(for: name, among: names).first.map {
            "did you mean '\(ByteName.shown(prefix + $0))'?"
        }
    }

    /// Files the checker reads: HTML pages and stylesheets, sorted (byte order). A file whose path
    /// is not UTF-8 is a link target only.
    var checkedFiles: [String] {
        files.map(\.string).filter { !$0.utf8.contains(0) && (Self.isHTML($0) || $0.lowercased().hasSuffix(".css")) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func isHTML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml")
    }
}

extension SiteFiles.FolderLink {
    var reason: String {
        switch self {
        case .inside: return "a symbolic link to a folder"
        case .unusable(let reason): return reason
        }
    }
}
