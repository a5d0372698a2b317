import Foundation
import TestSupport
import Testing

@testable import SampleTypeChecking

/// Finding the compiler: the first `swiftc` that answers `--version`, or a reason that says what
/// to do. Fake compilers are shell scripts.
@Suite struct CompilerLookupTests {
    /// Writes an executable script named `swiftc` into `folder` and returns its path.
    static func fakeCompiler(in folder: URL, script: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("swiftc").path
        try "#!/bin/sh\n\(script)\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func theFirstCompilerOnPathThatAnswersIsUsed() throws {
        let folder = try TemporaryDirectory()
        _ = try Self.fakeCompiler(in: folder.path("broken"), script: "exit 3")
        let working = try Self.fakeCompiler(
            in: folder.path("working"), script: "echo 'Swift version 9.9 (fake)'; echo 'Target: none'")
        let path = [folder.path("empty").path, folder.path("broken").path, folder.path("working").path]
        let found = try SwiftCompiler.locate(environment: ["PATH": path.joined(separator: ":")]).get()
        #expect(found == SwiftCompiler(path: working, version: "Swift version 9.9 (fake)"))
    }

    @Test func noCompilerOnPathSaysWhereToPutOne() {
        #expect(
            SwiftCompiler.locate(environment: ["PATH": "/nonexistent-scenedocs-folder"])
                == .failure(
                    SwiftCompiler.NotFound(
                        reason: "no Swift compiler was found (put swiftc on PATH or pass --swiftc PATH)")))
        #expect(
            SwiftCompiler.locate(environment: [:])
                == .failure(
                    SwiftCompiler.NotFound(
                        reason: "no Swift compiler was found (put swiftc on PATH or pass --swiftc PATH)")))
    }

    @Test func aCompilerThatFailsIsNamedWithItsStatus() throws {
        let folder = try TemporaryDirectory()
        let broken = try Self.fakeCompiler(in: folder.url, script: "exit 3")
        #expect(
            SwiftCompiler.locate(environment: ["PATH": folder.url.path])
                == .failure(SwiftCompiler.NotFound(reason: "`\(broken) --version` failed with status 3")))
    }

    @Test func anExplicitPathThatIsNoExecutableIsNamed() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.path("no-swiftc").path
        #expect(
            SwiftCompiler.locate(explicit: missing)
                == .failure(SwiftCompiler.NotFound(reason: "\(missing) is not an executable file (check --swiftc)")))
    }
}

extension CompilerLookupTests {
    /// The budget's refusal and the system's (bridged from Foundation) both count; other failures
    /// do not.
    @Test func outOfDescriptorsIsRecognisedInEitherForm() {
        #expect(SwiftCompiler.isOutOfDescriptors(POSIXError(.EMFILE)))
        #expect(SwiftCompiler.isOutOfDescriptors(NSError(domain: NSPOSIXErrorDomain, code: Int(ENFILE))))
        #expect(!SwiftCompiler.isOutOfDescriptors(POSIXError(.ENOENT)))
        #expect(!SwiftCompiler.isOutOfDescriptors(NSError(domain: NSCocoaErrorDomain, code: Int(EMFILE))))
    }

    /// A program run for the check gets a `TMPDIR` of its own, removed when it ends, so what the
    /// compiler leaves there does not pile up in the user's temporary folder.
    @Test func aRunHasItsOwnTemporaryFolderRemovedAfterIt() throws {
        let parent = try TemporaryDirectory()
        let folder = parent.path("tmp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = try Self.fakeCompiler(
            in: parent.path("bin"), script: "mkdir \"$TMPDIR/TemporaryDirectory.x\"\necho \"$TMPDIR\"\n")
        let result = try SwiftCompiler.run(script, [], temporaryParent: folder)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix(folder.path + "/scenedocs-tool-"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
