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
    public static func write(_ files: [BuiltInFile], into folder: URL) throws {
        let manager = FileManager.default
        let existing = files.map { folder.appendingPathComponent($0.path).path }.filter {
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: $0, isDirectory: &isFolder) || isSymbolicLink($0)
        }
        if !existing.isEmpty { throw WriteError.wouldOverwrite(existing) }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, options: .withoutOverwriting)
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// Why files could not be written out.
    public enum WriteError: Error, Equatable {
        /// Paths that already exist; nothing was written.
        case wouldOverwrite([String])
    }
}
