import Foundation

/// A file shipped inside the binary: its path relative to its folder and its bytes.
public struct BuiltInFile: Sendable, Hashable {
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// The files the `scenedocs` binary carries, so that it works without the repository: the default
/// theme (the repository's `Templates/`, byte for byte), the starter content that `scenedocs init`
/// writes (`examples/starter/`) and the reference's content model (`Content/`, the knowledge
/// `scenedocs audit` applies). They are embedded at build time by the EmbedBuiltInFiles plugin;
/// `BuiltInTests` checks that they equal the folders they come from.
public enum BuiltIn {
    /// The default theme: Mustache templates and `assets/`.
    public static let theme: [BuiltInFile] = decode(EmbeddedFiles.theme)

    /// The starter project: `Content/` with one example of each kind of page.
    public static let starter: [BuiltInFile] = decode(EmbeddedFiles.starter)

    /// The shipped reference's content model (the repository's `Content/`), decoded on first use.
    public static let reference: [BuiltInFile] = decode(EmbeddedFiles.reference)

    /// Writes `files` into a new private temporary folder (mode 0700, a name no one can guess in
    /// advance) and returns it; the caller removes it.
    public static func temporaryCopy(of files: [BuiltInFile], named name: String) throws -> URL {
        var template = Array((NSTemporaryDirectory() + "/scenedocs-\(name)-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        let folder = URL(fileURLWithPath: String(cString: made))
        try write(files, into: folder)
        return folder
    }

    private static func decode(_ files: [(path: String, base64: String)]) -> [BuiltInFile] {
        files.map { BuiltInFile(path: $0.path, contents: Data(base64Encoded: $0.base64) ?? Data()) }
    }

    /// Writes `files` under `folder` (creating folders as needed). Refuses to replace anything:
    /// when any of the files already exists, nothing is written and the existing paths are thrown.
    /// Never writes through a symbolic link: when `folder` or a folder below it on a file's path is
    /// one, nothing is written (the link could lead anywhere, `/etc` included). Each file is
    /// written to a temporary name and renamed into place; when any write fails (a full disk), the
    /// files and folders written so far are removed, so a second run finds nothing in its way.
    public static func write(_ files: [BuiltInFile], into folder: URL) throws {
        let manager = FileManager.default
        var links = isSymbolicLink(folder.path) ? [folder.path] : []
        var checkedFolders = Set<String>()
        for file in files {
            var components = file.path.split(separator: "/").dropLast()
            var path = folder.path
            while let component = components.first {
                components.removeFirst()
                path += "/" + component
                if checkedFolders.insert(path).inserted, isSymbolicLink(path) { links.append(path) }
            }
        }
        if !links.isEmpty { throw WriteError.symbolicLinks(links) }
        let existing = files.map { folder.appendingPathComponent($0.path).path }.filter {
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: $0, isDirectory: &isFolder) || isSymbolicLink($0)
        }
        if !existing.isEmpty { throw WriteError.wouldOverwrite(existing) }
        var createdFolders: [URL] = []
        var writtenFiles: [URL] = []
        do {
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                var missing: [URL] = []
                var parent = url.deletingLastPathComponent()
                while !manager.fileExists(atPath: parent.path) {
                    missing.append(parent)
                    parent = parent.deletingLastPathComponent()
                }
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                createdFolders += missing.reversed()
                let temporary = url.deletingLastPathComponent().appendingPathComponent(
                    ".\(url.lastPathComponent).scenedocs-init")
                try? manager.removeItem(at: temporary)
                try writeNew(file.contents, to: temporary.path)
                // `link` fails when the name exists: nothing is replaced, as `withoutOverwriting`.
                guard link(temporary.path, url.path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    try? manager.removeItem(at: temporary)
                    throw WriteError.failed(reason)
                }
                unlink(temporary.path)
                writtenFiles.append(url)
            }
        } catch {
            for file in writtenFiles.reversed() { try? manager.removeItem(at: file) }
            for created in createdFolders.reversed() { rmdir(created.path) }
            throw error
        }
    }

    /// Creates `path` (which must not exist) holding `contents`; on failure removes it and throws
    /// the system's reason (`No space left on device`).
    private static func writeNew(_ contents: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError.failed(String(cString: strerror(errno))) }
        var failure: String?
        contents.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += count
            }
        }
        if failure == nil, close(descriptor) != 0 {
            failure = String(cString: strerror(errno))
        } else if failure != nil {
            close(descriptor)
        }
        if let failure {
            unlink(path)
            throw WriteError.failed(failure)
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// Why files could not be written out.
    public enum WriteError: Error, Equatable {
        /// Paths that already exist; nothing was written.
        case wouldOverwrite([String])
        /// Paths that are symbolic links where `write` would create or enter a folder; nothing was written.
        case symbolicLinks([String])
        /// A file could not be written, for the system's reason; what was written was removed.
        case failed(String)
    }
}
