import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The kind of file the audit reads, by extension.
enum SourceKind: Sendable, Hashable {
    case swift
    case objectiveC
    case plist
    case pbxproj
}

/// One file to audit: its path relative to the audited folder (`/` separators) and its kind.
struct SourceFile: Sendable, Hashable {
    var relativePath: String
    var url: URL
    var kind: SourceKind
}

/// Lists the files the audit reads. Build products and dependency checkouts (`.build`, `Pods`,
/// `Carthage`, `DerivedData`), hidden entries and excluded paths are skipped; a folder reached
/// twice (a symlink loop, or a second link to the same folder) is walked once.
struct TreeWalker {
    /// Folder names never entered.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm"]

    let excludes: [NSRegularExpression]

    /// Files sorted by relative path, and the entries that could not be listed.
    func walk(root: URL) -> (files: [SourceFile], problems: [AuditProblem]) {
        var files: [SourceFile] = []
        var problems: [AuditProblem] = []
        var seenFolders = Set<FileIdentity>()
        var seenFiles = Set<FileIdentity>()
        let rootPath = root.standardizedFileURL.path
        // Links are followed only to places inside the audited folder (the build's `link-outside` rule).
        let realRoot = Self.realPath(rootPath) ?? rootPath
        guard let rootIdentity = FileIdentity(path: rootPath) else {
            return (
                [],
                [
                    AuditProblem(
                        file: ".", message: "cannot read the folder \(rootPath): \(String(cString: strerror(errno)))")
                ]
            )
        }
        seenFolders.insert(rootIdentity)
        // Depth-first over relative paths; a stack keeps the order deterministic.
        var stack: [String] = [""]
        while let relative = stack.popLast() {
            let absolute = relative.isEmpty ? rootPath : rootPath + "/" + relative
            let names: [String]
            switch Self.list(absolute) {
            case .failure(let reason):
                problems.append(
                    AuditProblem(
                        file: relative.isEmpty ? "." : relative,
                        message: "cannot list this folder: \(reason); it was not audited"))
                continue
            case .success(let listing):
                names = listing.names
                for name in listing.undecodable {
                    let path = relative.isEmpty ? name : relative + "/" + name
                    problems.append(
                        AuditProblem(
                            file: path,
                            message:
                                "this name is not valid UTF-8, so it was not audited; rename it to UTF-8 [io-error]"))
                }
            }
            var folders: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                if isExcluded(path) { continue }
                let full = absolute + "/" + name
                if Self.isSymbolicLink(full) {
                    guard let target = Self.realPath(full) else { continue }
                    guard target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                        problems.append(
                            AuditProblem(
                                file: path,
                                message:
                                    "is a symbolic link to \(target), outside the audited folder, so it was not read; audit that folder itself if it belongs to the app [link-outside]"
                            ))
                        continue
                    }
                }
                // `stat` follows symlinks: a link is audited as what it points to. A dangling link
                // or one that loops onto itself fails here and is skipped.
                guard let identity = FileIdentity(path: full) else { continue }
                if identity.isDirectory {
                    if Self.skippedFolders.contains(name) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        let project = full + "/project.pbxproj"
                        if let fileIdentity = FileIdentity(path: project), !fileIdentity.isDirectory,
                            seenFiles.insert(fileIdentity).inserted
                        {
                            files.append(
                                SourceFile(
                                    relativePath: path + "/project.pbxproj", url: URL(fileURLWithPath: project),
                                    kind: .pbxproj))
                        }
                        continue
                    }
                    // Asset catalogs and workspaces hold no code and no Info.plist.
                    if name.hasSuffix(".xcassets") || name.hasSuffix(".xcworkspace") { continue }
                    if seenFolders.insert(identity).inserted { folders.append(path) }
                    continue
                }
                guard let kind = Self.kind(of: name), seenFiles.insert(identity).inserted else { continue }
                files.append(SourceFile(relativePath: path, url: URL(fileURLWithPath: full), kind: kind))
            }
            stack.append(contentsOf: folders.reversed())
        }
        files.sort { $0.relativePath < $1.relativePath }
        return (files, problems)
    }

    /// The path with every link resolved, or nil (a dangling link, a loop).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// A folder's entry names read as bytes: those that are UTF-8, and the others with each byte
    /// that is not shown as `\xFF` (so a problem can name them); or the system's reason.
    static func list(_ path: String) -> Result<(names: [String], undecodable: [String]), ListingError> {
        guard let directory = opendir(path) else { return .failure(ListingError(errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        var undecodable: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(ListingError(errno)) }
                break
            }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                undecodable.append(
                    bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }
                        .joined())
            }
        }
        return .success((names, undecodable))
    }

    /// Why a folder could not be listed, in the system's words.
    struct ListingError: Error, CustomStringConvertible {
        var code: Int32
        init(_ code: Int32) { self.code = code }
        var description: String { String(cString: strerror(code)) }
    }

    private func isExcluded(_ path: String) -> Bool {
        guard !excludes.isEmpty else { return false }
        let range = NSRange(path.startIndex..., in: path)
        return excludes.contains { $0.firstMatch(in: path, range: range) != nil }
    }

    /// The kind of an audited file, or nil for files the audit does not read.
    static func kind(of name: String) -> SourceKind? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        case "plist": return .plist
        default: return nil
        }
    }
}

/// A file's device and inode, so a file or folder reached through two paths counts once.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
    var isDirectory: Bool

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }
}
