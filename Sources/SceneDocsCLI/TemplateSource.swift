import BuiltIn
import Foundation

/// Where a command's templates come from: the folder named by `--templates`; without it, `Templates/`
/// in the current folder when there is one (a customised theme, as `init --theme` writes it);
/// otherwise the theme built into the binary, written to a private temporary folder that
/// `cleanUp()` removes.
struct TemplateSource {
    /// The folder to read, as a path.
    let path: String
    /// How diagnostics name the folder.
    let display: String
    private let temporary: URL?

    static func resolve(_ option: String?) throws -> TemplateSource {
        if let option { return TemplateSource(path: option, display: option, temporary: nil) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: "Templates", isDirectory: &isFolder), isFolder.boolValue {
            return TemplateSource(path: "Templates", display: "Templates", temporary: nil)
        }
        // mkdtemp: a new folder only this user can read, with a name no one can guess in advance.
        var template = Array((NSTemporaryDirectory() + "/scenedocs-theme-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CLIError.io("cannot create a temporary folder for the built-in theme: \(String(cString: strerror(errno)))")
        }
        let folder = URL(fileURLWithPath: String(cString: made))
        try BuiltIn.write(BuiltIn.theme, into: folder)
        return TemplateSource(path: folder.path, display: "(built-in theme)", temporary: folder)
    }

    func cleanUp() {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }
}

/// An error that ends a command with exit status 2 and its message on standard error.
enum CLIError: Error, CustomStringConvertible {
    case io(String)

    var description: String {
        switch self {
        case .io(let message): return message
        }
    }
}
