import Audit
import Foundation
import XCTest

/// Only application targets' Info.plists can miss a scene manifest: frameworks, bundles,
/// extensions and test targets never give `missing-scene-manifest`, whatever keys they have.
final class AuditInfoPlistTests: XCTestCase {
    private static func plist(_ entries: [String: String]) -> String {
        let body = entries.sorted { $0.key < $1.key }.map { "\t<key>\($0.key)</key>\n\t\($0.value)" }
            .joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>

            """
    }

    private static let launch = "<string>LaunchScreen</string>"
    private static let orientations = "<array><string>UIInterfaceOrientationPortrait</string></array>"
    private static let variable = "<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>"

    /// (path, keys, whether it is an app's Info.plist without a manifest).
    static let cases: [(String, [String: String], Bool)] = [
        ("App/Info.plist", ["CFBundlePackageType": "<string>APPL</string>", "UILaunchStoryboardName": launch], true),
        ("Old/Info.plist", ["LSRequiresIPhoneOS": "<true/>", "UIMainStoryboardFile": "<string>Main</string>"], true),
        (
            "Vendor/Analytics.framework/Info.plist",
            ["CFBundlePackageType": variable, "UISupportedInterfaceOrientations": orientations], false
        ),
        ("Kit/Info.plist", ["CFBundlePackageType": "<string>FMWK</string>", "UILaunchStoryboardName": launch], false),
        ("Resources/Assets.bundle/Info.plist", ["UISupportedInterfaceOrientations": orientations], false),
        (
            "AppTests/Info.plist", ["CFBundlePackageType": "<string>BNDL</string>", "LSRequiresIPhoneOS": "<true/>"],
            false
        ),
        (
            "Share/Info.plist",
            ["NSExtension": "<dict/>", "CFBundlePackageType": variable, "UILaunchStoryboardName": launch], false
        ),
        (
            "Build/Products/Old.app/Info.plist",
            ["CFBundlePackageType": "<string>APPL</string>", "LSRequiresIPhoneOS": "<true/>"], false
        ),
        // No key only an app has: not known to be an app.
        ("Plain/Info.plist", ["CFBundleName": "<string>Plain</string>"], false),
    ]

    func testOnlyApplicationPlistsCanMissAManifest() throws {
        let tree = try ScratchTree()
        for (path, keys, _) in Self.cases { try tree.write(path, Self.plist(keys)) }
        let report = Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(root: tree.url)
        let expected = Self.cases.filter(\.2).map(\.0).sorted()
        XCTAssertEqual(report.findings.filter { $0.rule == .missingSceneManifest }.map(\.file), expected)
        XCTAssertEqual(report.problems, [])
    }

    /// An Info.plist that Xcode preprocesses (`#ifdef` lines) is read with every branch.
    func testPreprocessedInfoPlistIsRead() throws {
        let tree = try ScratchTree()
        try tree.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            	#ifndef DISABLE_PLAIN_HTTP
            	<key>NSAppTransportSecurity</key>
            	<dict/>
            	#endif
            </dict>
            </plist>

            """)
        try tree.write(
            "Scenes/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            #if SCENES
            	<key>UIApplicationSceneManifest</key>
            	<dict/>
            #endif
            </dict>
            </plist>

            """)
        let report = Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(root: tree.url)
        XCTAssertEqual(
            report.findings.map(Expected.init),
            [Expected("App/Info.plist", 1, 1, .missingSceneManifest, "UIApplicationSceneManifest")])
        XCTAssertEqual(report.problems, [])
    }

    /// A plist a project names only for a framework target is the framework's, even with app keys.
    func testPlistOfAFrameworkTargetIsNotAnApp() throws {
        let tree = try ScratchTree()
        let keys = ["CFBundlePackageType": Self.variable, "UILaunchStoryboardName": Self.launch]
        try tree.write("Kit/Info.plist", Self.plist(keys))
        try tree.write("Shop/Info.plist", Self.plist(keys))
        try tree.write(
            "Shop.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA1 /* Shop */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = C1;
            \t\t\tname = Shop;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tA2 /* Kit */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = C2;
            \t\t\tname = Kit;
            \t\t\tproductType = "com.apple.product-type.framework";
            \t\t};
            \t\tB1 = {
            \t\t\tisa = PBXProject;
            \t\t\ttargets = (A1, A2);
            \t\t};
            \t\tC1 = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (D1);
            \t\t};
            \t\tC2 = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (D2);
            \t\t};
            \t\tD1 = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = Shop/Info.plist;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tD2 = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = Kit/Info.plist;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t};
            \trootObject = B1;
            }

            """)
        let report = Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(root: tree.url)
        XCTAssertEqual(
            report.findings.map(Expected.init),
            [
                Expected("Shop/Info.plist", 1, 1, .missingSceneManifest, "UIApplicationSceneManifest")
            ])
        XCTAssertEqual(report.problems, [])
    }
}
