import CBuildInfo

/// The version `scenedocs --version` prints, with the git commit when the build recorded it.
enum Version {
    /// The release number; `make dist` names its archives after it.
    static let number = "0.9.0"

    static var description: String {
        guard let commit = scenedocs_build_commit().map({ String(cString: $0) }), !commit.isEmpty else { return number }
        return "\(number) (commit \(commit))"
    }
}
