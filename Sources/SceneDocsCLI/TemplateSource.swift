import BuiltIn
import Foundation

/// Where a command's templates (or, for `audit`, its content model) come from: the folder named by `--templates`; without it, `Templates/`
/// in the current folder when there is one (a customised theme, as `init --theme` writes it);
/// otherwise the theme built into the binary, written to a private temporary folder that
/// `cleanUp()` removes.
struct TemplateSource {
    /// The folder to read, as a path.
    let path: String
    /// How diagnostics name the folder.
    let display: String
    private let temporary: URL?

    /// The content model `audit` applies: the folder named by `--content`, else the reference built
    /// into the binary (never a `Content/` folder that happens to sit in the audited app).
    static func content(_ option: String?) throws -> TemplateSource {
        if let option { return TemplateSource(path: option, display: option, temporary: nil) }
        do {
            let folder = try BuiltIn.temporaryCopy(of: BuiltIn.reference, named: "content")
            return TemplateSource(path: folder.path, display: "(built-in reference)", temporary: folder)
        } catch {
            throw CLIError.io(
                "error: cannot write the built-in reference to a temporary folder: \(error.localizedDescription)")
        }
    }

    static func resolve(_ option: String?) throws -> TemplateSource {
        if let option { return TemplateSource(path: option, display: option, temporary: nil) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: "Templates", isDirectory: &isFolder), isFolder.boolValue {
            return TemplateSource(path: "Templates", display: "Templates", temporary: nil)
        }
        do {
            let folder = try BuiltIn.temporaryCopy(of: BuiltIn.theme, named: "theme")
            return TemplateSource(path: folder.path, display: "(built-in theme)", temporary: folder)
        } catch {
            throw CLIError.io(
                "error: cannot write the built-in theme to a temporary folder: \(error.localizedDescription)")
        }
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
