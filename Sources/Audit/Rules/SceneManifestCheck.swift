/// `missing-scene-manifest`: app targets whose Info.plist and build settings declare no scene manifest.
///
/// Which Info.plists belong to apps:
/// - a plist named by `INFOPLIST_FILE` of an application (or App Clip) target in a `project.pbxproj`
///   of the tree is an app's, unless that target builds for macOS only; a plist named only by other
///   targets (tests, extensions, frameworks) is not;
/// - a plist no project names is an app's when its `CFBundlePackageType` is `APPL` (or a build
///   variable) and it has keys only iOS apps have (`LSRequiresIPhoneOS`, `UILaunchStoryboardName`, …);
/// - extensions, watch apps and AppKit apps (`NSExtension`, `WKApplication`, `NSPrincipalClass =
///   NSApplication`), other package types (`FMWK`, `BNDL`) and plists inside a `.framework`,
///   `.bundle`, `.appex`, `.xctest` or `.app` folder (unless an app target names them) never are.
/// An app target that sets `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` (in any
/// configuration, with or without an `[sdk=…]` condition) declares a manifest. A target with a
/// generated Info.plist and no such setting gets its finding in the project file, at the target.
/// An app whose code has an `@main` SwiftUI `App` is scene-based already: the `App` is in the
/// plist's folder tree (the nearest folder with code in it), or it is the tree's only app.
struct SceneManifestCheck {
    struct Project {
        var file: String
        var targets: [ProjectTarget]
    }

    var projects: [Project]
    var plists: [InfoPlistFacts]
    /// Files that declare an `@main` SwiftUI `App`.
    var swiftUIAppFiles: [String]
    /// Every Swift and Objective-C file of the tree (to find the folder an app's code is in).
    var sourceFiles: [String]
    var page: String?

    func findings() -> [AuditFinding] {
        var appPlists: [String: Bool] = [:]  // plist → the referencing app target generates a manifest
        var referencedByOthers = Set<String>()
        var generatedTargets: [(project: String, target: ProjectTarget)] = []
        for project in projects {
            for target in project.targets {
                if target.isApplication && !target.macOSOnly {
                    for plist in target.infoPlistFiles {
                        appPlists[plist] = (appPlists[plist] ?? false) || target.generatesSceneManifest
                    }
                    if target.infoPlistFiles.isEmpty, target.generatesInfoPlist {
                        generatedTargets.append((project.file, target))
                    }
                } else {
                    referencedByOthers.formUnion(target.infoPlistFiles)
                }
            }
        }
        var apps: [(file: String, line: Int, scope: String, generated: Bool)] = []
        var appCount = generatedTargets.count
        for plist in plists {
            let isApp: Bool
            if let manifestGenerated = appPlists[plist.file] {
                if manifestGenerated {
                    appCount += 1
                    continue
                }
                isApp = !plist.isNotIOSApp
            } else if referencedByOthers.contains(plist.file) || Self.isInsideBundle(plist.file) {
                isApp = false
            } else {
                isApp =
                    !plist.isNotIOSApp && plist.hasIOSAppKeys
                    && (plist.packageType == nil || plist.packageType == "APPL"
                        || plist.packageType?.hasPrefix("$") == true)
            }
            guard isApp else { continue }
            appCount += 1
            if plist.declaresSceneManifest { continue }
            apps.append((plist.file, 1, codeFolder(startingAt: parent(of: plist.file)), false))
        }
        for (project, target) in generatedTargets where !target.generatesSceneManifest {
            let projectFolder = parent(of: parent(of: project))
            let targetFolder = projectFolder.isEmpty ? target.name : projectFolder + "/" + target.name
            let scope = sourceFiles.contains(where: { isInside($0, targetFolder) }) ? targetFolder : projectFolder
            apps.append((project, target.line, scope, true))
        }
        return apps.compactMap { app in
            let isSwiftUIApp =
                swiftUIAppFiles.contains { isInside($0, app.scope) } || (appCount == 1 && !swiftUIAppFiles.isEmpty)
            guard !isSwiftUIApp else { return nil }
            return AuditFinding(
                file: app.file, line: app.line, column: 1, rule: .missingSceneManifest,
                symbol: SceneManifestRule.symbol,
                replacement: nil, message: Messages.missingManifest(generated: app.generated), page: page)
        }
    }

    /// Folder suffixes of bundles that are not app targets' sources: a vendored or built framework,
    /// resource bundle, extension or test bundle, or a built app.
    static let bundleSuffixes = [".framework", ".xcframework", ".bundle", ".appex", ".xctest", ".app"]

    /// Whether the plist is inside such a bundle (`Vendor/Analytics.framework/Info.plist`).
    static func isInsideBundle(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { component in
            bundleSuffixes.contains { component.hasSuffix($0) }
        }
    }

    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private func isInside(_ file: String, _ folder: String) -> Bool {
        folder.isEmpty || file.hasPrefix(folder + "/")
    }

    /// `folder`, or its nearest ancestor that holds source files (an Info.plist often sits in a
    /// `Supporting Files` folder next to the code).
    private func codeFolder(startingAt folder: String) -> String {
        var folder = folder
        while !folder.isEmpty, !sourceFiles.contains(where: { isInside($0, folder) }) {
            folder = parent(of: folder)
        }
        return folder
    }
}
