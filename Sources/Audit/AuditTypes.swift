import Diagnostics
import Foundation

/// The audit's rules. Their raw values are the stable rule ids printed in every format.
public enum AuditRule: String, CaseIterable, Sendable, Codable, Hashable {
    /// An app-delegate method UIKit stops calling once the app uses scenes.
    case appDelegateUICallback = "app-delegate-ui-callback"
    /// The app delegate's `window` property, or app-delegate code that creates a window or makes it key.
    case appDelegateWindow = "app-delegate-window"
    /// A read of a launch-options key; under scenes the value arrives elsewhere (or not at all).
    case launchOptionsKey = "launch-options-key"
    /// A process-wide window or screen look-up (`keyWindow`, `windows`, `UIScreen.main`, …).
    case globalWindowLookup = "global-window-lookup"
    /// An app target whose Info.plist and build settings declare no scene manifest.
    case missingSceneManifest = "missing-scene-manifest"
    /// A superseded scene API (for example `requestSceneSessionActivation`).
    case deprecatedSceneAPI = "deprecated-scene-api"
    /// An app-delegate method Apple does not document as called or not called once the app uses
    /// scenes (the legacy state-restoration methods); the scene-era replacement is named.
    case appDelegateUndocumentedCallback = "app-delegate-undocumented-callback"
}

/// How serious a finding is. Every rule reports warnings; the type leaves room for more.
public enum AuditSeverity: String, Sendable, Codable, Hashable {
    case warning, note
}

/// One place in the audited tree that must change.
public struct AuditFinding: Sendable, Hashable, Codable {
    /// Path relative to the audited folder, with `/` separators.
    public var file: String
    /// 1-based line and column (the `func` keyword, or the `-`/`+` of an Objective-C method).
    public var line: Int
    public var column: Int
    public var rule: AuditRule
    public var severity: AuditSeverity
    /// The API found, as a content-model symbol id where there is one
    /// (e.g. `UIApplicationDelegate/applicationDidBecomeActive(_:)`), else its spelling in the source.
    public var symbol: String
    /// What replaces it, as a symbol id where there is one (nil when nothing does).
    public var replacement: String?
    /// One sentence that says what to do.
    public var message: String
    /// The id of the reference page that explains the fix, with an optional `#anchor`
    /// (`UIApplicationDelegate/applicationDidBecomeActive(_:)`, `audit-your-app#launch-options-key`).
    public var page: String?

    public init(
        file: String, line: Int, column: Int, rule: AuditRule, severity: AuditSeverity = .warning,
        symbol: String, replacement: String?, message: String, page: String?
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.symbol = symbol
        self.replacement = replacement
        self.message = message
        self.page = page
    }
}

/// A file the audit could not read or parse. Reported as a warning; the rest of the tree is still audited.
public struct AuditProblem: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int?
    public var message: String
    /// The build's code for the cause (`parse-limit`, `link-outside`, `io-error`), when one names
    /// it; reported as `not-audited` otherwise.
    public var code: DiagnosticCode?

    public init(file: String, line: Int? = nil, message: String, code: DiagnosticCode? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.code = code
    }
}

/// Everything one audit run found, sorted by file, line, column, rule.
public struct AuditReport: Sendable, Hashable, Codable {
    public var findings: [AuditFinding]
    public var problems: [AuditProblem]
    public var filesScanned: Int
    /// The files that show an app of the tree already uses scenes, sorted: Info.plists that declare
    /// `UIApplicationSceneManifest`, project files with an app target that generates one, and files
    /// that declare an `@main` SwiftUI `App`.
    public var sceneDeclarations: [String]

    public init(
        findings: [AuditFinding], problems: [AuditProblem], filesScanned: Int, sceneDeclarations: [String] = []
    ) {
        self.findings = findings
        self.problems = problems
        self.filesScanned = filesScanned
        self.sceneDeclarations = sceneDeclarations
    }
}

/// What the rules know, built from the content model (never a second list in Swift code).
public struct AuditKnowledge: Sendable, Hashable {
    /// An app-delegate method that UIKit stops calling once the app uses scenes.
    public struct Callback: Sendable, Hashable {
        /// Content-model id, e.g. `UIApplicationDelegate/applicationDidBecomeActive(_:)`.
        public var symbol: String
        /// Swift name without the type, e.g. `applicationDidBecomeActive(_:)`.
        public var swiftName: String
        /// Objective-C selectors that declare the same method, e.g. `applicationDidBecomeActive:`.
        public var objcSelectors: [String]
        /// Scene-delegate replacements (symbol ids), in the mapping's order.
        public var sceneReplacements: [String]
        /// SwiftUI replacements (symbol ids), in the mapping's order.
        public var swiftUIReplacements: [String]
        /// Page that explains the move (the symbol's own page or a mapping anchor).
        public var page: String
        /// Apple does not document whether UIKit still calls the method under scenes (reported by
        /// `app-delegate-undocumented-callback` instead of `app-delegate-ui-callback`).
        public var undocumentedWithScenes: Bool

        public init(
            symbol: String, swiftName: String, objcSelectors: [String], sceneReplacements: [String],
            swiftUIReplacements: [String], page: String, undocumentedWithScenes: Bool = false
        ) {
            self.undocumentedWithScenes = undocumentedWithScenes
            self.symbol = symbol
            self.swiftName = swiftName
            self.objcSelectors = objcSelectors
            self.sceneReplacements = sceneReplacements
            self.swiftUIReplacements = swiftUIReplacements
            self.page = page
        }
    }

    /// A launch-options key and where its value arrives once the app uses scenes.
    public struct LaunchOptionKey: Sendable, Hashable {
        /// Swift member name of `UIApplication.LaunchOptionsKey`, e.g. `url`.
        public var swiftName: String
        /// Objective-C constant, e.g. `UIApplicationLaunchOptionsURLKey`.
        public var objcName: String
        /// Where the value arrives under scenes (symbol id), or nil when it no longer arrives.
        public var arrivesIn: String?
        /// One sentence for the finding's message (from the content model).
        public var advice: String
        public var page: String

        public init(swiftName: String, objcName: String, arrivesIn: String?, advice: String, page: String) {
            self.swiftName = swiftName
            self.objcName = objcName
            self.arrivesIn = arrivesIn
            self.advice = advice
            self.page = page
        }
    }

    /// A process-wide look-up that stops being meaningful with several scenes.
    public struct GlobalLookup: Sendable, Hashable {
        /// The type the member is read on, e.g. `UIApplication` or `UIScreen`.
        public var type: String
        /// The member read, e.g. `keyWindow`, `windows`, `statusBarOrientation`, `main`.
        public var member: String
        /// Objective-C spellings of the same read, e.g. `keyWindow`, `mainScreen`.
        public var objcMembers: [String]
        /// Symbol id of the replacement, if any.
        public var replacement: String?
        public var advice: String
        public var page: String

        public init(
            type: String, member: String, objcMembers: [String], replacement: String?, advice: String, page: String
        ) {
            self.type = type
            self.member = member
            self.objcMembers = objcMembers
            self.replacement = replacement
            self.advice = advice
            self.page = page
        }
    }

    /// A superseded scene API, from the symbols' deprecation data.
    public struct DeprecatedAPI: Sendable, Hashable {
        public var symbol: String
        /// Swift name without the type, e.g. `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
        public var swiftName: String
        public var objcSelectors: [String]
        public var replacement: String?
        public var page: String

        public init(symbol: String, swiftName: String, objcSelectors: [String], replacement: String?, page: String) {
            self.symbol = symbol
            self.swiftName = swiftName
            self.objcSelectors = objcSelectors
            self.replacement = replacement
            self.page = page
        }
    }

    public var uiCallbacks: [Callback]
    public var launchOptionKeys: [LaunchOptionKey]
    public var globalLookups: [GlobalLookup]
    public var deprecatedAPIs: [DeprecatedAPI]
    /// The page (with anchor) that explains each rule; SARIF's help URI and the human `see:` line use it.
    public var rulePages: [AuditRule: String]
    /// SDK types and the types they inherit from or conform to, from the symbols' `inheritsFrom` and
    /// `conformsTo` (`UIWindowSceneDelegate` → `UISceneDelegate`).
    public var sdkSupertypes: [String: [String]]

    public init(
        uiCallbacks: [Callback], launchOptionKeys: [LaunchOptionKey], globalLookups: [GlobalLookup],
        deprecatedAPIs: [DeprecatedAPI], rulePages: [AuditRule: String], sdkSupertypes: [String: [String]] = [:]
    ) {
        self.sdkSupertypes = sdkSupertypes
        self.uiCallbacks = uiCallbacks
        self.launchOptionKeys = launchOptionKeys
        self.globalLookups = globalLookups
        self.deprecatedAPIs = deprecatedAPIs
        self.rulePages = rulePages
    }
}
