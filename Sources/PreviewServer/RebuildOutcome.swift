import Diagnostics
import Foundation

/// What one rebuild produced: the whole new site, or the problems that stopped it.
///
/// The server never builds anything itself; it is handed a closure returning this.
public enum RebuildOutcome: Sendable {
    /// The build succeeded: every file of the site, site-relative path → bytes
    /// (`index.html`, `assets/scenedocs.css`, …). Warnings, if any, are shown in the terminal only.
    case success(files: [String: Data], diagnostics: Diagnostics)
    /// The build failed; the last good site stays served and these are shown in the browser.
    case failure(Diagnostics)

    /// Whether the build failed because files could not be read (`io-error`): a failure that may
    /// pass by itself, so the build is tried again.
    public var couldNotRead: Bool {
        guard case .failure(let diagnostics) = self else { return false }
        return diagnostics.errors.contains { $0.code == .ioError }
    }

    /// Success without warnings.
    public static func success(files: [String: Data]) -> RebuildOutcome {
        .success(files: files, diagnostics: Diagnostics())
    }
}

/// What changed on disk since the last build, handed to the rebuild closure.
///
/// A full rebuild ignores it; an incremental one can use it to redo only what depends on these
/// files. Paths are absolute file-system paths.
public struct ChangeSet: Sendable, Equatable {
    /// True for the first build, when everything is new.
    public var isInitial: Bool
    /// Files that appeared.
    public var added: [String]
    /// Files whose contents or stamp changed.
    public var modified: [String]
    /// Files that disappeared.
    public var removed: [String]
    /// True when the previous build could not read its files (an `io-error`, e.g. too many open
    /// files): this one should read everything again rather than only what changed.
    public var isRetry: Bool

    /// Creates a change set.
    public init(
        isInitial: Bool = false, added: [String] = [], modified: [String] = [], removed: [String] = [],
        isRetry: Bool = false
    ) {
        self.isInitial = isInitial
        self.added = added
        self.modified = modified
        self.removed = removed
        self.isRetry = isRetry
    }

    /// The change set of the first build.
    public static let initial = ChangeSet(isInitial: true)

    /// Every path that differs, sorted.
    public var all: [String] { (added + modified + removed).sorted() }
}

/// A rebuild: given what changed, produce the whole new site or the diagnostics that stopped it.
public typealias Rebuild = @Sendable (ChangeSet) async -> RebuildOutcome
