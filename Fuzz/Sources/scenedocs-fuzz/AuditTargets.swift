import Foundation

@testable import Audit

/// The audit's readers, each on one file's bytes as `audit` reads a file of that kind (decoded as
/// it decodes them), with the shipped content's knowledge; the facts found go through the rules.
enum AuditTargets {
    /// The audit as `scenedocs audit` runs it, with the knowledge of the repository's `Content/`.
    static let auditor: Auditor = {
        do {
            let content = try AuditContent.load(contentDirectory: Repository.root.appendingPathComponent("Content"))
            return Auditor(knowledge: content.knowledge, excludes: [])
        } catch {
            fatalError("cannot load the audit's knowledge from Content/: \(error)")
        }
    }()
    static let index = KnowledgeIndex(auditor.knowledge)

    /// One source or Info.plist file, then the rules over what it holds.
    static func scan(_ input: UnsafeRawBufferPointer, kind: SourceKind, file: String) {
        switch Auditor.scan(data: Data(input), kind: kind, file: file, index: index) {
        case .source(let facts):
            _ = auditor.findings(facts: [facts], plists: [], projects: [], index: index)
        case .plist(let plist):
            _ = auditor.findings(facts: [], plists: [plist], projects: [], index: index)
        case .problem:
            break
        }
    }
}

/// An Objective-C file (`.m`): the lexer (comments, strings, `#if` branches), the parser of
/// declarations and message sends, within its nesting limit.
enum ObjCTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        AuditTargets.scan(input, kind: .objectiveC, file: "App/AppDelegate.m")
    }
}

/// An Xcode `project.pbxproj` (OpenStep property list): its targets, build settings and
/// configuration lists, within the nesting and settings limits; then the scene-manifest check.
enum ProjectTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        guard case .project(let project) = Auditor.project(data: Data(input), file: "App.xcodeproj/project.pbxproj")
        else { return }
        _ = AuditTargets.auditor.findings(facts: [], plists: [], projects: [project], index: AuditTargets.index)
    }
}

/// An Info.plist (XML, binary or OpenStep, with preprocessor lines), within the binary plist budget.
enum PlistTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        AuditTargets.scan(input, kind: .plist, file: "App/Info.plist")
    }
}
