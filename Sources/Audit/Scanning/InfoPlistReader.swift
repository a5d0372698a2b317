import Diagnostics
import Foundation

/// What the audit needs from one Info.plist (XML or binary).
struct InfoPlistFacts: Sendable, Hashable {
    var file: String
    var declaresSceneManifest: Bool
    /// `CFBundlePackageType`, as written (may be `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`).
    var packageType: String?
    /// The plist describes an extension, a watch app, a macOS app or a framework rather than an iOS app.
    var isNotIOSApp: Bool
    /// Keys only an iOS app's Info.plist has (`LSRequiresIPhoneOS`, `UILaunchStoryboardName`, …).
    var hasIOSAppKeys: Bool
}

enum InfoPlistReader {
    /// Keys that only an iOS (iPadOS, tvOS, visionOS, Mac Catalyst) app's Info.plist has.
    static let iOSAppKeys = [
        "LSRequiresIPhoneOS", "UILaunchStoryboardName", "UILaunchStoryboards", "UIMainStoryboardFile", "UILaunchScreen",
        "UIApplicationSceneManifest", "UIRequiredDeviceCapabilities", "UISupportedInterfaceOrientations",
        "UIApplicationSupportsIndirectInputEvents",
    ]
    /// Keys of bundles that are not UIKit apps: extensions, watch apps, macOS apps.
    static let otherBundleKeys = ["NSExtension", "EXAppExtensionAttributes", "WKWatchKitApp", "WKApplication"]

    /// Throws a message for a file that is not a property list.
    static func read(data: Data, file: String) throws -> InfoPlistFacts {
        switch BinaryPlistBudget.check(data) {
        case .tooLarge:
            throw InfoPlistError(
                message:
                    "this binary property list refers to its values so often that it expands to more than \(BinaryPlistBudget.maximumValues) values, so it was not read; fix or exclude it",
                code: .parseLimit)
        case .holdsSet:
            throw InfoPlistError(
                message:
                    "cannot read this property list (it holds a set, a kind of value no Info.plist has); fix or exclude it"
            )
        case .withinBudget, .malformed:
            break
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // An Info.plist that Xcode preprocesses (`INFOPLIST_PREPROCESS = YES`) has C preprocessor
            // lines; without them (every branch kept) it is an ordinary property list.
            guard let stripped = withoutPreprocessorLines(data),
                let retried = try? PropertyListSerialization.propertyList(from: stripped, options: [], format: nil)
            else {
                throw InfoPlistError(
                    message: "cannot read this property list (\(Self.describe(error))); fix or exclude it")
            }
            value = retried
        }
        guard let dictionary = value as? [String: Any] else {
            throw InfoPlistError(
                message: "this property list is not a dictionary, so it is not an Info.plist; fix or exclude it")
        }
        let packageType = dictionary["CFBundlePackageType"] as? String
        var other = otherBundleKeys.contains { dictionary[$0] != nil }
        // UIKit apps may name a UIApplication subclass here; AppKit's NSApplication marks a macOS app.
        if let principal = dictionary["NSPrincipalClass"] as? String, principal.hasPrefix("NSApplication") {
            other = true
        }
        if let packageType, !packageType.hasPrefix("$"), packageType != "APPL" { other = true }
        return InfoPlistFacts(
            file: file, declaresSceneManifest: dictionary["UIApplicationSceneManifest"] != nil,
            packageType: packageType,
            isNotIOSApp: other, hasIOSAppKeys: iOSAppKeys.contains { dictionary[$0] != nil })
    }

    static let preprocessorDirectives: Set<Substring> = [
        "if", "ifdef", "ifndef", "elif", "else", "endif", "define", "undef", "include", "import",
    ]

    /// The text with its preprocessor lines (`#ifndef DISABLE_HTTP`, `#endif`) emptied, or nil when
    /// it has none.
    static func withoutPreprocessorLines(_ data: Data) -> Data? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        var found = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "#" else { return line }
            let word = trimmed.dropFirst().drop { $0 == " " }.prefix { $0.isLetter }
            guard preprocessorDirectives.contains(word) else { return line }
            found = true
            return ""
        }
        return found ? Data(lines.joined(separator: "\n").utf8) : nil
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo["NSDebugDescription"] as? String { return debug }
        return nsError.localizedDescription
    }
}

struct InfoPlistError: Error {
    var message: String
    /// The build's code for the cause, when one names it.
    var code: DiagnosticCode? = nil
}
