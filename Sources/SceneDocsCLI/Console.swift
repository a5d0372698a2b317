import Foundation

/// Standard output and error for the commands. A write that fails (the stream was closed, or its
/// reader went away) is dropped instead of stopping the program: what a run did is told by its
/// exit status and its output files (`EndToEndTests` runs the binary with both streams closed).
enum Console {
    /// Writes `data` to standard output.
    static func out(_ data: Data) { try? FileHandle.standardOutput.write(contentsOf: data) }

    /// Writes `data` to standard error.
    static func err(_ data: Data) { try? FileHandle.standardError.write(contentsOf: data) }
}
