import Diagnostics
import FileTree
import Foundation
import Parallelism

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Audits an app's source tree for the life-cycle code it must change to adopt scenes.
///
/// Every Swift, Objective-C, Info.plist and `project.pbxproj` file under the root is read (in
/// parallel); a file that cannot be read or parsed becomes an `AuditProblem` and the rest is still
/// audited. What counts as a UI callback, a launch-options key, a global look-up or a superseded
/// API comes from `AuditKnowledge` (the content model).
public struct Auditor: Sendable {
    public let knowledge: AuditKnowledge
    public let excludes: [String]

    /// `excludes` are regular expressions matched against paths relative to the audited folder
    /// (`/` separators); a matching file or folder is skipped.
    public init(knowledge: AuditKnowledge, excludes: [String]) {
        self.knowledge = knowledge
        self.excludes = excludes
    }

    /// The patterns of `excludes` that are not valid regular expressions, with the reason.
    public static func invalidExcludes(_ excludes: [String]) -> [(pattern: String, error: String)] {
        excludes.compactMap { pattern in
            do {
                _ = try NSRegularExpression(pattern: pattern)
                return nil
            } catch {
                return (pattern, "not a valid regular expression")
            }
        }
    }

    /// Findings sorted by file, line, column and rule; problems sorted by file and line.
    public func audit(root: URL) -> AuditReport {
        audit(root: root, replacing: [:])
    }

    /// The audit of the tree as it would be with the files of `replacing` (paths relative to
    /// `root` → their bytes) in place of the ones on disk, or added when the tree has none there:
    /// what the audit would find after a change, without writing it.
    public func audit(root: URL, replacing: [String: Data]) -> AuditReport {
        var problems: [AuditProblem] = []
        var expressions: [NSRegularExpression] = []
        for pattern in excludes {
            if let expression = try? NSRegularExpression(pattern: pattern) {
                expressions.append(expression)
            } else {
                problems.append(
                    AuditProblem(
                        file: "--exclude",
                        message: "`\(pattern)` is not a valid regular expression; nothing was excluded by it"))
            }
        }
        let index = KnowledgeIndex(knowledge)
        var walk = TreeWalker(excludes: expressions).walk(root: root)
        problems += walk.problems
        if !replacing.isEmpty {
            let listed = Set(walk.files.map(\.relativePath))
            for path in replacing.keys.sorted() where !listed.contains(path) {
                guard let kind = TreeWalker.kind(of: String(path.split(separator: "/").last ?? "")) else { continue }
                walk.files.append(SourceFile(relativePath: path, url: root.appendingPathComponent(path), kind: kind))
            }
            walk.files.sort { $0.relativePath < $1.relativePath }
        }
        func read(_ file: SourceFile) -> DataResult {
            replacing[file.relativePath].map(DataResult.success) ?? Self.readData(file)
        }

        // Projects first: they say which Info.plists are apps' (and name plists with other names).
        let projectFiles = walk.files.filter { $0.kind == .pbxproj }
        var projects: [SceneManifestCheck.Project] = []
        for file in projectFiles {
            switch read(file) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let data):
                switch Self.project(data: data, file: file.relativePath) {
                case .project(let project): projects.append(project)
                case .problem(let problem): problems.append(problem)
                }
            }
        }
        let referencedPlists = Set(projects.flatMap { $0.targets.flatMap(\.infoPlistFiles) })
        let scanned = walk.files.filter { file in
            switch file.kind {
            case .swift, .objectiveC: return true
            case .pbxproj: return false
            case .plist:
                return referencedPlists.contains(file.relativePath) || Self.looksLikeInfoPlist(file.relativePath)
            }
        }

        let results = Parallel.map(scanned) { file in
            switch read(file) {
            case .failure(let problem): return ScanResult.problem(problem)
            case .success(let data):
                return Self.scan(data: data, kind: file.kind, file: file.relativePath, index: index)
            }
        }

        var facts: [FileFacts] = []
        var plists: [InfoPlistFacts] = []
        for result in results {
            switch result {
            case .source(let fileFacts):
                facts.append(fileFacts)
                problems += fileFacts.problems
            case .plist(let plist):
                plists.append(plist)
            case .problem(let problem):
                problems.append(problem)
            }
        }

        let findings = findings(facts: facts, plists: plists, projects: projects, index: index)
        problems.sort { ($0.file, $0.line ?? 0, $0.message) < ($1.file, $1.line ?? 0, $1.message) }
        let declarations =
            plists.filter(\.declaresSceneManifest).map(\.file)
            + projects.filter { $0.targets.contains { $0.isApplication && $0.generatesSceneManifest } }.map(\.file)
            + facts.filter(\.declaresSwiftUIApp).map(\.file)
        return AuditReport(
            findings: findings, problems: problems, filesScanned: scanned.count + projectFiles.count,
            sceneDeclarations: Set(declarations).sorted())
    }

    /// The Swift files the audit reads below `root` (paths relative to it, sorted): the same walk,
    /// with the same skipped folders, excludes and links kept inside `root`.
    public func swiftFiles(root: URL) -> [String] {
        let expressions = excludes.compactMap { try? NSRegularExpression(pattern: $0) }
        return TreeWalker(excludes: expressions).walk(root: root).files.filter { $0.kind == .swift }.map(\.relativePath)
    }

    /// The `project.pbxproj` files the audit reads below `root`, as `swiftFiles` lists Swift's.
    public func projectFiles(root: URL) -> [String] {
        let expressions = excludes.compactMap { try? NSRegularExpression(pattern: $0) }
        return TreeWalker(excludes: expressions).walk(root: root).files.filter { $0.kind == .pbxproj }.map(
            \.relativePath)
    }

    /// The Objective-C files (`.h`, `.m`, `.mm`) the audit reads below `root`, as `swiftFiles` lists Swift's.
    public func objectiveCFiles(root: URL) -> [String] {
        let expressions = excludes.compactMap { try? NSRegularExpression(pattern: $0) }
        return TreeWalker(excludes: expressions).walk(root: root).files.filter { $0.kind == .objectiveC }.map(
            \.relativePath)
    }

    /// The bytes of the file at `relativePath` below `root`, read with the audit's limits: a regular
    /// file of at most `maximumFileBytes`, reached without leaving `root` (no `..`, no link to a place
    /// outside it), of a kind the audit reads.
    public static func readBytes(relativePath: String, root: URL) -> AuditFileBytes {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0.isEmpty }) else {
            return .unreadable(
                AuditProblem(file: relativePath, message: "is not a path inside the audited folder", code: .linkOutside)
            )
        }
        let full = root.appendingPathComponent(relativePath).path
        let realRoot = FileTree.realPath(root.standardizedFileURL.path) ?? root.standardizedFileURL.path
        guard let target = FileTree.realPath(full), FileTree.isInside(target, root: realRoot) else {
            return .unreadable(
                AuditProblem(
                    file: relativePath, message: "is not a file inside the audited folder, so it was not read",
                    code: .linkOutside))
        }
        guard let kind = Self.kind(of: relativePath) else {
            return .unreadable(AuditProblem(file: relativePath, message: "is not a file the audit reads"))
        }
        let file = SourceFile(relativePath: relativePath, url: URL(fileURLWithPath: target), kind: kind)
        switch readData(file) {
        case .failure(let problem): return .unreadable(problem)
        case .success(let data): return .data(data)
        }
    }

    /// What the audit reads a file as, by its path: its extension, or `project.pbxproj` in an
    /// `.xcodeproj` folder.
    static func kind(of relativePath: String) -> SourceKind? {
        let components = relativePath.split(separator: "/")
        if components.count >= 2, components.last == "project.pbxproj",
            components[components.count - 2].hasSuffix(".xcodeproj")
        {
            return .pbxproj
        }
        return TreeWalker.kind(of: String(components.last ?? ""))
    }

    /// The text of the file at `relativePath` below `root`, read as `readBytes` reads it: UTF-8 (an
    /// Objective-C file also as Mac OS Roman).
    public static func readText(relativePath: String, root: URL) -> AuditFileText {
        switch readBytes(relativePath: relativePath, root: root) {
        case .unreadable(let problem): return .unreadable(problem)
        case .data(let data):
            let kind = Self.kind(of: relativePath) ?? .swift
            switch text(of: data, kind: kind == .plist ? .swift : kind, file: relativePath) {
            case .success(let text): return .text(text)
            case .failure(let problem): return .unreadable(problem)
            }
        }
    }

    /// The findings of the files read (sorted): the rules over their facts, Info.plists and projects.
    func findings(
        facts: [FileFacts], plists: [InfoPlistFacts], projects: [SceneManifestCheck.Project], index: KnowledgeIndex
    ) -> [AuditFinding] {
        let conditions = Set(facts.flatMap { $0.conditionalFindings.map(\.requiredType) })
        let graph = TypeGraph(
            types: facts.flatMap(\.types), sdkSupertypes: knowledge.sdkSupertypes,
            targets: conditions.union([AppDelegateRules.delegateProtocol, AppDelegateRules.windowClass]),
            extraMembers: [AppDelegateRules.delegateProtocol: facts.flatMap(\.adaptorTypes)])
        let appDelegates = AppDelegateRules(graph: graph)
        var findings: [AuditFinding] = []
        for fileFacts in facts {
            findings += appDelegates.findings(for: fileFacts, index: index, rulePages: knowledge.rulePages)
            let resolved = fileFacts.conditionalFindings.filter {
                graph.isKind($0.container, declarationInherits: $0.declarationInherits, of: $0.requiredType)
            }
            findings += (fileFacts.findings + resolved.map(\.finding)).map { local in
                AuditFinding(
                    file: fileFacts.file, line: local.position.line, column: local.position.column, rule: local.rule,
                    symbol: local.symbol, replacement: local.replacement, message: local.message, page: local.page)
            }
        }
        let manifest = SceneManifestCheck(
            projects: projects, plists: plists, swiftUIAppFiles: facts.filter(\.declaresSwiftUIApp).map(\.file),
            sourceFiles: facts.map(\.file), page: knowledge.rulePages[.missingSceneManifest])
        findings += manifest.findings()

        findings.sort(by: Self.precedes)
        return findings
    }

    static func precedes(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return ruleOrder[a.rule]! < ruleOrder[b.rule]! }
        return a.symbol < b.symbol
    }

    private static let ruleOrder: [AuditRule: Int] = Dictionary(
        uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($1, $0) })

    /// `Info.plist`, `MyApp-Info.plist`, `Info-iOS.plist`: the names Xcode and its templates give Info.plists.
    static func looksLikeInfoPlist(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return name.hasPrefix("info") || name.hasSuffix("info.plist")
    }

    enum ScanResult: Sendable {
        case source(FileFacts)
        case plist(InfoPlistFacts)
        case problem(AuditProblem)
    }

    /// Reads one file's bytes as its kind says (`file`: its path relative to the audited folder).
    static func scan(data: Data, kind: SourceKind, file: String, index: KnowledgeIndex) -> ScanResult {
        switch kind {
        case .plist:
            do {
                return .plist(try InfoPlistReader.read(data: data, file: file))
            } catch let error as InfoPlistError {
                return .problem(AuditProblem(file: file, message: error.message, code: error.code))
            } catch {
                return .problem(AuditProblem(file: file, message: "cannot read this property list; fix or exclude it"))
            }
        case .swift, .objectiveC, .pbxproj:
            switch text(of: data, kind: kind, file: file) {
            case .failure(let problem):
                return .problem(problem)
            case .success(let text):
                if kind == .swift {
                    return .source(SwiftScanner.scan(source: text, file: file, index: index))
                }
                return .source(ObjCScanner.scan(source: text, file: file, index: index))
            }
        }
    }

    enum ProjectResult {
        case project(SceneManifestCheck.Project)
        case problem(AuditProblem)
    }

    /// Reads one `project.pbxproj`'s bytes (`file`: its path relative to the audited folder).
    static func project(data: Data, file: String) -> ProjectResult {
        switch text(of: data, kind: .pbxproj, file: file) {
        case .failure(let problem):
            return .problem(problem)
        case .success(let text):
            do {
                return .project(
                    .init(file: file, targets: try XcodeProjectReader.targets(text: text, projectFile: file)))
            } catch {
                return .problem(
                    AuditProblem(
                        file: file, line: error.line, message: "cannot read this Xcode project: \(error.message)",
                        code: error.code))
            }
        }
    }

    /// The file's bytes as text (UTF-8; an Objective-C file that is not UTF-8 in Mac OS Roman or
    /// Latin-1), or the problem that names why it cannot be audited.
    private static func text(of data: Data, kind: SourceKind, file: String) -> TextResult {
        if let text = String(validating: data, as: UTF8.self) { return .success(text) }
        // Older Objective-C sources were often saved in a Mac or Latin encoding; both decode any
        // bytes, and the code itself is ASCII, so the file is audited as such.
        if kind == .objectiveC,
            let text = String(data: data, encoding: .macOSRoman) ?? String(data: data, encoding: .isoLatin1)
        {
            return .success(text)
        }
        return .failure(
            AuditProblem(
                file: file, line: firstInvalidLine(data),
                message: "this file is not valid UTF-8, so it was not audited; convert it to UTF-8 or exclude it"))
    }

    /// The most bytes the audit reads from one file (the largest hand-written sources are a few
    /// hundred KB; parsing takes time and memory in proportion to the size).
    public static let maximumFileBytes = 4 << 20

    /// The file's bytes, or the problem that says why they were not read: not a regular file (a
    /// FIFO would block the read, a device never ends), larger than `maximumFileBytes` (checked
    /// before reading, so a sparse file of gigabytes costs nothing), or the system's reason.
    static func readData(_ file: SourceFile) -> DataResult {
        let path = file.url.path
        func problem(_ message: String, code: DiagnosticCode? = nil) -> DataResult {
            .failure(AuditProblem(file: file.relativePath, message: message, code: code))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            return problem("cannot read this file: \(String(cString: strerror(errno))); it was not audited")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return problem(
                "is not a regular file (a pipe, socket or device), so it was not audited; remove it or exclude it with --exclude"
            )
        }
        guard Int(info.st_size) <= maximumFileBytes else {
            return problem(
                "is \(info.st_size) bytes, more than the \(maximumFileBytes) bytes (4 MiB) the audit reads from one file, so it was not audited; exclude it with --exclude",
                code: .parseLimit)
        }
        let descriptor = DescriptorBudget.open { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            return problem("cannot read this file: \(String(cString: strerror(errno))); it was not audited")
        }
        defer { DescriptorBudget.close(descriptor) }
        // The size `stat` gave plus one byte, grown if the file grew since, up to one byte over the limit.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if bytes.count > maximumFileBytes { break }
                bytes += repeatElement(0, count: min(bytes.count, maximumFileBytes + 1 - bytes.count))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return problem("cannot read this file: \(String(cString: strerror(errno))); it was not audited")
            }
            if result == 0 { break }
            count += result
        }
        guard count <= maximumFileBytes else {
            return problem(
                "is more than the \(maximumFileBytes) bytes (4 MiB) the audit reads from one file, so it was not audited; exclude it with --exclude",
                code: .parseLimit)
        }
        return .success(Data(bytes[0..<count]))
    }

    /// The 1-based line of the first byte sequence that is not UTF-8.
    private static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                return line
            case .error:
                return line
            }
        }
    }
}

/// A file's text as `Auditor.readText` reads it, or why it was not read.
public enum AuditFileText: Sendable {
    case text(String)
    case unreadable(AuditProblem)
}

/// A file's bytes as `Auditor.readBytes` reads them, or why they were not read.
public enum AuditFileBytes: Sendable {
    case data(Data)
    case unreadable(AuditProblem)
}

/// A file's bytes, or why they were not read.
enum DataResult {
    case success(Data)
    case failure(AuditProblem)
}

/// A file's text, or why it cannot be audited.
private enum TextResult {
    case success(String)
    case failure(AuditProblem)
}
