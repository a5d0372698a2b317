import Audit

/// Adds the new scene-delegate files to an Xcode project beside the app delegate: a file
/// reference in the app delegate's group, and (for a file that compiles) a build file in the
/// Sources phase of every target that compiles the app delegate, as Xcode does when a file is
/// added to those targets. Without it a project that lists its files would not compile the
/// new scene delegate, and UIKit would find no class of that name.
///
/// The edit is made on the text, line by line, in the form Xcode writes (one line per file
/// reference and build file, one line per list entry), and checked by parsing the result: a
/// project in another form is not edited, and the plan says so.
struct ProjectFileEdit {
    /// A file to add, named as in the app delegate's folder.
    struct NewFile {
        var name: String
        /// `sourcecode.swift`, `sourcecode.c.objc`, `sourcecode.c.h`.
        var fileType: String
        /// Whether it goes to the Sources phases (a header does not).
        var compiles: Bool
    }

    enum Outcome: Equatable {
        /// The project's new text, and the targets whose Sources phase gained the files.
        case edited(String, targets: [String])
        /// The project does not list the app delegate's file.
        case notListed
        /// The app delegate is in a folder the project keeps in sync with the disk (Xcode 16's
        /// synchronized groups): a new file there is the target's without an edit.
        case synchronized
        /// The project lists the app delegate but could not be edited: why.
        case notEdited(String)
    }

    /// The project's path relative to the migrated folder (`App.xcodeproj/project.pbxproj`).
    var projectFile: String
    var text: String
    /// The app delegate's path relative to the migrated folder.
    var appDelegateFile: String
    var newFiles: [NewFile]

    func edit() -> Outcome {
        let fileName = String(appDelegateFile.split(separator: "/").last ?? "")
        guard text.contains(fileName) || text.contains("PBXFileSystemSynchronizedRootGroup") else { return .notListed }
        let project: XcodeProjectObjects
        do {
            project = try XcodeProjectObjects.parse(text)
        } catch {
            return text.contains(fileName)
                ? .notEdited("\(projectFile):\(error.line) does not parse (\(error.message))") : .notListed
        }
        let paths = ProjectPaths(project: project, projectFile: projectFile)
        let references = project.objects.filter {
            $0.value.isa == "PBXFileReference" && paths.path(of: $0.key) == appDelegateFile
        }.keys.sorted()
        guard let reference = references.first else {
            let synchronized = project.objects.contains { id, object in
                object.isa == "PBXFileSystemSynchronizedRootGroup"
                    && paths.path(of: id).map { appDelegateFile.hasPrefix($0 + "/") } == true
            }
            return synchronized ? .synchronized : .notListed
        }
        guard references.count == 1 else {
            return .notEdited("\(projectFile) lists \(appDelegateFile) more than once")
        }
        let newNames = Set(newFiles.map(\.name))
        if let taken = project.objects.first(where: { id, object in
            object.isa == "PBXFileReference"
                && paths.path(of: id).map { path in
                    newNames.contains { path == Self.sibling(of: appDelegateFile, named: $0) }
                } == true
        }) {
            return .notEdited(
                "\(projectFile):\(taken.value.line) lists a file of that name in the app delegate's folder already")
        }
        var edits = LineEdits(text: text)
        var ids = IDMaker(text: text, seed: projectFile)

        // The file references, after the app delegate's, and their entries in its group.
        guard let referenceLine = edits.definition(of: reference, isa: "PBXFileReference") else {
            return .notEdited("\(projectFile): the app delegate's file reference is not on a line of its own")
        }
        let groups = project.objects.filter { $0.value.lists["children"]?.contains(reference) == true }.keys.sorted()
        guard groups.count == 1, let groupLine = edits.listEntry(reference, after: project.objects[groups[0]]!.line)
        else {
            return .notEdited("\(projectFile): the app delegate's group entry was not found")
        }
        let appDelegateObject = project.objects[reference]!
        let ownPath = appDelegateObject.strings["path"] ?? fileName
        let sourceTree = appDelegateObject.strings["sourceTree"] ?? "<group>"
        var newReferences: [String: String] = [:]
        for file in newFiles {
            let id = ids.next()
            newReferences[file.name] = id
            let path = Self.sibling(of: ownPath, named: file.name)
            let name = path == file.name ? "" : "name = \(Self.quoted(file.name)); "
            edits.insert(
                after: referenceLine,
                "\(id) /* \(file.name) */ = {isa = PBXFileReference; lastKnownFileType = \(file.fileType); \(name)path = \(Self.quoted(path)); sourceTree = \(Self.quoted(sourceTree)); };"
            )
            edits.insert(after: groupLine, "\(id) /* \(file.name) */,")
        }

        // A build file per Sources phase that compiles the app delegate, for each file that compiles.
        let phases = project.objects.filter { $0.value.isa == "PBXSourcesBuildPhase" }
        var targets: [String] = []
        for (buildFile, object) in project.objects.sorted(by: { $0.key < $1.key })
        where object.isa == "PBXBuildFile" && object.strings["fileRef"] == reference {
            guard let phase = phases.first(where: { $0.value.lists["files"]?.contains(buildFile) == true }) else {
                continue
            }
            guard let buildLine = edits.definition(of: buildFile, isa: "PBXBuildFile"),
                let entryLine = edits.listEntry(buildFile, after: phase.value.line)
            else {
                return .notEdited("\(projectFile): the app delegate's build file is not on a line of its own")
            }
            for file in newFiles where file.compiles {
                let id = ids.next()
                edits.insert(
                    after: buildLine,
                    "\(id) /* \(file.name) in Sources */ = {isa = PBXBuildFile; fileRef = \(newReferences[file.name]!) /* \(file.name) */; };"
                )
                edits.insert(after: entryLine, "\(id) /* \(file.name) in Sources */,")
            }
            let target = project.objects.first {
                $0.value.isa == "PBXNativeTarget" && $0.value.lists["buildPhases"]?.contains(phase.key) == true
            }
            targets.append(target?.value.strings["name"] ?? phase.key)
        }
        let updated = edits.apply()
        // The result must read as a project holding what was added.
        guard let result = try? XcodeProjectObjects.parse(updated),
            newReferences.values.allSatisfy({ result.objects[$0]?.isa == "PBXFileReference" }),
            result.objects[groups[0]]?.lists["children"].map({ children in
                newReferences.values.allSatisfy { children.contains($0) }
            }) == true
        else {
            return .notEdited("\(projectFile): the edited project did not read back as one")
        }
        return .edited(updated, targets: targets.sorted())
    }

    /// `Folder/AppDelegate.swift` → `Folder/SceneDelegate.swift`.
    static func sibling(of path: String, named name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// A value as the format writes it: bare when it can be, else in quotes.
    static func quoted(_ value: String) -> String {
        let bare =
            !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_$/:.-".contains($0)) }
        return bare
            ? value
            : "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
    }
}

/// Where each file reference and group of a project is, relative to the migrated folder: a
/// `<group>` path joins its group's, a `SOURCE_ROOT` path the project's folder; other source
/// trees (absolute, build products, SDK) are outside the folder.
private struct ProjectPaths {
    let project: XcodeProjectObjects
    let projectDirectory: [String]
    let parents: [String: String]

    init(project: XcodeProjectObjects, projectFile: String) {
        self.project = project
        var components = projectFile.split(separator: "/").map(String.init)
        components.removeLast(min(2, components.count))
        projectDirectory = components
        var parents: [String: String] = [:]
        for (id, object) in project.objects {
            for child in object.lists["children"] ?? [] where parents[child] == nil { parents[child] = id }
        }
        self.parents = parents
    }

    func path(of id: String) -> String? {
        var components: [[String]] = []
        var current: String? = id
        var depth = 0
        while let node = current, let object = project.objects[node] {
            depth += 1
            if depth > 64 { return nil }
            let own = (object.strings["path"] ?? "").split(separator: "/").map(String.init)
            components.insert(own, at: 0)
            switch object.strings["sourceTree"] ?? "<group>" {
            case "<group>": current = parents[node]
            case "SOURCE_ROOT": current = nil
            default: return nil
            }
        }
        var path = projectDirectory
        for component in components.joined() {
            switch component {
            case ".": continue
            case "..": if path.isEmpty { return nil } else { path.removeLast() }
            default: path.append(component)
            }
        }
        return path.joined(separator: "/")
    }
}

/// Lines inserted into a text after given lines, each with that line's indentation.
private struct LineEdits {
    var lines: [Substring]
    var inserts: [(after: Int, text: String)] = []

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line that defines object `id` on its own: `ID /* … */ = {isa = ISA; … };`.
    func definition(of id: String, isa: String) -> Int? {
        lines.firstIndex { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix(id + " ") && trimmed.contains("isa = \(isa);") && trimmed.hasSuffix("};")
        }
    }

    /// The first line after `line` (1-based, the object's) that is the list entry `ID /* … */,`.
    func listEntry(_ id: String, after line: Int) -> Int? {
        guard line - 1 < lines.count else { return nil }
        return lines[max(0, line - 1)...].firstIndex { candidate in
            let trimmed = candidate.drop { $0 == " " || $0 == "\t" }
            return (trimmed.hasPrefix(id + " ") || trimmed.hasPrefix(id + ",")) && trimmed.hasSuffix(",")
                && !trimmed.contains("=")
        }
    }

    mutating func insert(after index: Int, _ text: String) {
        inserts.append((index, String(lines[index].prefix { $0 == " " || $0 == "\t" }) + text))
    }

    func apply() -> String {
        var result: [Substring] = []
        result.reserveCapacity(lines.count + inserts.count)
        let byLine = Dictionary(grouping: inserts, by: \.after)
        for (index, line) in lines.enumerated() {
            result.append(line)
            for insert in byLine[index] ?? [] { result.append(Substring(insert.text)) }
        }
        return result.joined(separator: "\n")
    }
}

/// New object ids in Xcode's form (24 hex digits), the same for the same project and files on
/// every run, none already in the project's text.
private struct IDMaker {
    let text: String
    let seed: String
    var counter = 0
    var made: Set<String> = []

    init(text: String, seed: String) {
        self.text = text
        self.seed = seed
    }

    mutating func next() -> String {
        while true {
            counter += 1
            let high = Self.fnv1a("\(seed)|SceneDelegate|\(counter)")
            let low = Self.fnv1a("\(counter)|SceneDelegate|\(seed)")
            let id = Self.hex(high, digits: 16) + Self.hex(low & 0xFFFF_FFFF, digits: 8)
            if !text.contains(id), made.insert(id).inserted { return id }
        }
    }

    static func fnv1a(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
