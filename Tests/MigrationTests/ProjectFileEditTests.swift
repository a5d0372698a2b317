import Testing

@testable import Migration

/// The project edit that adds the new scene-delegate files beside the app delegate, on projects
/// in Xcode's form: which lines it adds, for which targets, and when it leaves the project alone.
@Suite struct ProjectFileEditTests {
    /// A project whose group `App` (path `groupPath`) holds the app delegate's reference (path
    /// `ownPath`), compiled by the targets named in `targets`.
    static func project(groupPath: String? = "App", ownPath: String = "AppDelegate.swift", targets: [String] = ["App"])
        -> String
    {
        let buildFiles = targets.indices.map {
            "\t\tB\($0)00000000000000000000000 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F00000000000000000000001 /* AppDelegate.swift */; };"
        }
        let phases = targets.indices.map {
            """
            \t\tC\($0)00000000000000000000000 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tB\($0)00000000000000000000000 /* AppDelegate.swift in Sources */,
            \t\t\t);
            \t\t};
            """
        }
        let nativeTargets = targets.enumerated().map { index, name in
            """
            \t\tD\(index)00000000000000000000000 /* \(name) */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\tC\(index)00000000000000000000000 /* Sources */,
            \t\t\t);
            \t\t\tname = \(name);
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            """
        }
        return """
            // !$*UTF8*$!
            {
            \tobjects = {
            \(buildFiles.joined(separator: "\n"))
            \t\tF00000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(ownPath); sourceTree = "<group>"; };
            \t\tE00000000000000000000001 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tE00000000000000000000002 /* App */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tE00000000000000000000002 /* App */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tF00000000000000000000001 /* AppDelegate.swift */,
            \t\t\t);
            \(groupPath.map { "\t\t\tpath = \($0);\n" } ?? "")\t\t\tsourceTree = "<group>";
            \t\t};
            \(nativeTargets.joined(separator: "\n"))
            \(phases.joined(separator: "\n"))
            \t};
            \trootObject = A00000000000000000000001;
            }

            """
    }

    static let swiftFile = ProjectFileEdit.NewFile(
        name: "SceneDelegate.swift", fileType: "sourcecode.swift", compiles: true)

    static func edit(
        _ text: String, appDelegate: String = "App/AppDelegate.swift", files: [ProjectFileEdit.NewFile] = [swiftFile]
    )
        -> ProjectFileEdit.Outcome
    {
        ProjectFileEdit(
            projectFile: "App.xcodeproj/project.pbxproj", text: text, appDelegateFile: appDelegate, newFiles: files
        )
        .edit()
    }

    /// The lines the edit added, without their ids (which are made from the project's path).
    static func added(_ outcome: ProjectFileEdit.Outcome, to original: String) -> [String] {
        guard case .edited(let updated, _) = outcome else { return [] }
        let before = Set(original.split(separator: "\n"))
        return updated.split(separator: "\n").filter { !before.contains($0) }.map { line in
            String(line).replacing(/[0-9A-F]{24}/, with: "ID")
        }
    }

    @Test func everyTargetThatCompilesTheAppDelegateCompilesTheSceneDelegate() throws {
        let text = Self.project(targets: ["App", "App-noDRM"])
        let outcome = Self.edit(text)
        guard case .edited(_, let targets) = outcome else {
            Issue.record("not edited: \(outcome)")
            return
        }
        #expect(targets == ["App", "App-noDRM"])
        #expect(
            Self.added(outcome, to: text) == [
                "\t\tID /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = ID /* SceneDelegate.swift */; };",
                "\t\tID /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = ID /* SceneDelegate.swift */; };",
                "\t\tID /* SceneDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SceneDelegate.swift; sourceTree = \"<group>\"; };",
                "\t\t\t\tID /* SceneDelegate.swift */,",
                "\t\t\t\tID /* SceneDelegate.swift in Sources */,",
                "\t\t\t\tID /* SceneDelegate.swift in Sources */,",
            ])
        // The same project gives the same ids on every run.
        #expect(Self.edit(text) == outcome)
    }

    /// An Objective-C scene delegate: the header is listed, only the implementation compiles.
    @Test func aHeaderIsListedAndTheImplementationCompiled() {
        let text = Self.project(ownPath: "AppDelegate.m").replacingOccurrences(
            of: "AppDelegate.swift", with: "AppDelegate.m"
        )
        .replacingOccurrences(of: "sourcecode.swift", with: "sourcecode.c.objc")
        let outcome = Self.edit(
            text, appDelegate: "App/AppDelegate.m",
            files: [
                .init(name: "SceneDelegate.h", fileType: "sourcecode.c.h", compiles: false),
                .init(name: "SceneDelegate.m", fileType: "sourcecode.c.objc", compiles: true),
            ])
        #expect(
            Self.added(outcome, to: text) == [
                "\t\tID /* SceneDelegate.m in Sources */ = {isa = PBXBuildFile; fileRef = ID /* SceneDelegate.m */; };",
                "\t\tID /* SceneDelegate.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = SceneDelegate.h; sourceTree = \"<group>\"; };",
                "\t\tID /* SceneDelegate.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = SceneDelegate.m; sourceTree = \"<group>\"; };",
                "\t\t\t\tID /* SceneDelegate.h */,",
                "\t\t\t\tID /* SceneDelegate.m */,",
                "\t\t\t\tID /* SceneDelegate.m in Sources */,",
            ])
    }

    /// A reference whose own path has the folder (in a group without a path) gets a sibling path
    /// and its name.
    @Test func aFolderInTheReferencesPathIsKept() {
        let text = Self.project(groupPath: nil, ownPath: "App/AppDelegate.swift")
        #expect(
            Self.added(Self.edit(text), to: text).contains(
                "\t\tID /* SceneDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = SceneDelegate.swift; path = App/SceneDelegate.swift; sourceTree = \"<group>\"; };"
            ))
    }

    @Test func aProjectThatDoesNotListTheAppDelegateIsLeftAlone() {
        #expect(Self.edit(Self.project(), appDelegate: "Other/AppDelegate.swift") == .notListed)
        // The group's path decides: the same file name in another folder is not the app delegate.
        #expect(Self.edit(Self.project(groupPath: "Widget")) == .notListed)
    }

    /// Xcode 16's synchronized folders hold every file in them: nothing to add.
    @Test func aSynchronizedFolderNeedsNoEdit() {
        let text = """
            {
            \tobjects = {
            \t\tE00000000000000000000009 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t};
            }

            """
        #expect(Self.edit(text) == .synchronized)
    }

    /// A project that is not in Xcode's line form, or that lists a scene delegate there already,
    /// is not edited, and the reason says why.
    @Test func projectsTheEditCannotChangeSayWhy() {
        let oneLine = Self.project().replacingOccurrences(of: "// !$*UTF8*$!\n", with: "")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: "")
        #expect(
            Self.edit(oneLine)
                == .notEdited(
                    "App.xcodeproj/project.pbxproj: the app delegate's file reference is not on a line of its own"))
        let taken = Self.project().replacingOccurrences(
            of: "\t\tE00000000000000000000001 = {",
            with:
                "\t\tF00000000000000000000002 /* SceneDelegate.swift */ = {isa = PBXFileReference; path = SceneDelegate.swift; sourceTree = \"<group>\"; };\n\t\tE00000000000000000000001 = {"
        ).replacingOccurrences(
            of: "\t\t\t\tF00000000000000000000001 /* AppDelegate.swift */,\n",
            with:
                "\t\t\t\tF00000000000000000000001 /* AppDelegate.swift */,\n\t\t\t\tF00000000000000000000002 /* SceneDelegate.swift */,\n"
        )
        #expect(
            Self.edit(taken)
                == .notEdited(
                    "App.xcodeproj/project.pbxproj:6 lists a file of that name in the app delegate's folder already"))
        let truncated = String(Self.project().prefix(400))
        guard case .notEdited(let why) = Self.edit(truncated) else {
            Issue.record("a truncated project was edited or passed over")
            return
        }
        #expect(why.hasPrefix("App.xcodeproj/project.pbxproj:") && why.contains(" does not parse ("), "\(why)")
    }
}
