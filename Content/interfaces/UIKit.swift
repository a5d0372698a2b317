// Stub interface of the UIKit surface that SceneDocs samples and symbol pages use.
// Every declaration names the Apple page it was taken from (ids in Content/sources.yaml);
// a member without its own `// source:` line inherits the one of its enclosing declaration.
// Linux deviations (NSObject, optional requirements, `class let`) are listed in README.md.
@_exported import Foundation
@_exported import FoundationLinux
import UserNotifications
import CloudKit
import Intents

// MARK: - Responders, windows, views, view controllers

// source: UIRESPONDER
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() { }

    // UIResponder has no page of its own (external-symbols.yaml links Apple's), so its members
    // carry no doc comment: a documented member would give the type a page.
    // source: UIRESP-USERACT
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open var userActivity: NSUserActivity? { get { fatalError() } set { } }
}

// source: UIVIEW
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: UIResponder {
    // source: UIVIEW
    public init(frame: CGRect) { }
    public convenience override init() { self.init(frame: .zero) }
    // source: UIVIEW
    open func addSubview(_ view: UIView) { }
    // source: UIVIEW
    open var window: UIWindow? { get { fatalError() } }
    // source: UIVIEW
    open var isHidden: Bool { get { fatalError() } set { } }
}

// source: UISCREEN
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, *)
@MainActor open class UIScreen: NSObject {
    // source: UISCREEN-MAIN
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, *)
    open class var main: UIScreen { get { fatalError() } }
    // source: UISCREEN
    open var bounds: CGRect { get { fatalError() } }
}

// source: UIWINDOW
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIWindow: UIView {
    // source: UIWINDOW
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    // source: UIWINDOW
    open var rootViewController: UIViewController? { get { fatalError() } set { } }
    // source: UIWINDOW
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var windowScene: UIWindowScene? { get { fatalError() } set { } }
    // source: UIWINDOW
    open func makeKeyAndVisible() { }
    // source: UIWINDOW
    open var isKeyWindow: Bool { get { fatalError() } }
}

// source: UIVC
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIViewController: UIResponder {
    // source: UIVC
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    // source: UIVC
    open var view: UIView! { get { fatalError() } set { } }
    // source: UIVC
    public required init?(coder: NSCoder) { }
    // source: UIVC
    open var title: String? { get { fatalError() } set { } }
    // source: UIVC
    open func viewDidLoad() { }
    // source: UIVC
    open func viewWillLayoutSubviews() { }
    // source: UIVC
    open var traitCollection: UITraitCollection { get { fatalError() } }
    // source: UIVC
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { }
}

// source: UINAV
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UINavigationController: UIViewController {
    // source: UINAV
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    // source: UINAV
    open var viewControllers: [UIViewController] { get { fatalError() } set { } }
    // source: UINAV
    open var topViewController: UIViewController? { get { fatalError() } }
}

// source: UICONTROL
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIControl: UIView {
    // source: UICONTROL
    public struct Event: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    // source: UICONTROL
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { }
}

// source: UIBUTTON
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIButton: UIControl { }

// source: UISWITCH
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UISwitch: UIControl {
    // source: UISWITCH
    open var isOn: Bool { get { fatalError() } set { } }
}

// source: UIMENUELEMENT
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIMenuElement: NSObject { }

// source: UIACTION
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIAction: UIMenuElement {
    // source: UIACTION
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    open var sender: Any? { get { fatalError() } }
    // source: UIACTION
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { fatalError() }
}

// source: UIACTION
public typealias UIActionHandler = @MainActor (UIAction) -> Void

extension UIAction {
    // source: UIACTION
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIMenuElement {
    // source: UIMENUELEMENT
    public struct Attributes: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    // source: UIMENUELEMENT
    public enum State: Int, Sendable {
        case off
        case on
        case mixed
    }
}

// source: UIIMAGE
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
open class UIImage: NSObject, @unchecked Sendable { }

// MARK: - UIApplication

// source: UIAPP
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIApplication: UIResponder {
    // source: APP-SHARED
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open class var shared: UIApplication { get { fatalError() } }

    // source: APPSTATE
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    open var applicationState: UIApplication.State { get { fatalError() } }

    // source: CONNSC
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var connectedScenes: Set<UIScene> { get { fatalError() } }

    // source: SUPPMS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var supportsMultipleScenes: Bool { get { fatalError() } }

    // source: ACTIVATE, ACTIVATE-OBJC
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    open func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) { }

    // source: REGREMOTE
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open func registerForRemoteNotifications() { }

    // source: APP-NOTIFS
    nonisolated public static let didEnterBackgroundNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    // source: APP-NOTIFS
    nonisolated public static let willEnterForegroundNotification: NSNotification.Name = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    // source: APP-NOTIFS
    nonisolated public static let didBecomeActiveNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    // source: APP-NOTIFS
    nonisolated public static let willResignActiveNotification: NSNotification.Name = NSNotification.Name("UIApplicationWillResignActiveNotification")
    // source: APP-NOTIFS
    nonisolated public static let significantTimeChangeNotification: NSNotification.Name = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")

    // source: DESTROY
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) { }

    // source: REQACT
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) { }
}

extension UIApplication {
    // source: LAUNCHKEY
    @available(iOS 3.0, macCatalyst 13.1, *)
    public struct LaunchOptionsKey {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // source: APPSTATE-ENUM
    @available(iOS 4.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public enum State: Int, Sendable {
        case active
        case inactive
        case background
    }
}

// source: LAUNCHKEY
extension UIApplication.LaunchOptionsKey: Hashable, RawRepresentable, Sendable { }

extension UIApplication.LaunchOptionsKey {
    // source: LOKEY-URL
    @available(iOS 3.0, macCatalyst 13.1, *)
    public static let url = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    // source: LAUNCHKEY
    @available(iOS 3.0, macCatalyst 13.1, *)
    public static let remoteNotification = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
}

// MARK: - UIApplicationDelegate

// source: UIAPPDEL
@available(iOS 2.0, *)
@MainActor public protocol UIApplicationDelegate : NSObjectProtocol {
    // Three optional requirements have default arguments on Apple's page, which a Swift protocol
    // requirement cannot have: application(_:willFinishLaunchingWithOptions:),
    // application(_:didFinishLaunchingWithOptions:) and application(_:open:options:) are declared
    // only in the extension below, with Apple's signature (README.md, deviation 2).

    // source: AD-CONFIG
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration

    // source: ADCONT
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)

    // source: AD-DIDDECODE
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

    // source: ADDISCARD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // source: AD-DIDFAIL
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)

    // source: AD-FAILREG
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)


    // source: AD-OLDNOTIF
    @available(iOS, introduced: 4.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)

    // source: AD-REMOTEFETCH
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 3.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(tvOS, deprecated: 10.0)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any])

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 8.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)

    // source: AD-DIDREG
    @available(iOS 3.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    // source: AD-DIDUPDATE
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)

    // source: AD-HANDLEINTENT
    @available(iOS, introduced: 11.0, deprecated: 14.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 14.0)
    @available(tvOS, introduced: 11.0, deprecated: 14.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void)

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 8.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, completionHandler: @escaping () -> Void)

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 9.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 8.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 9.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)

    // source: AD-BGURL
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)

    // source: AD-HANDLEOPEN
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool

    // source: AD-WATCHKIT
    @available(iOS 8.2, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]?, reply: @escaping ([AnyHashable : Any]?) -> Void)

    // source: AD-HANDLERFOR
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?


    // source: AD-OPENSRC
    @available(iOS, introduced: 4.2, deprecated: 9.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool

    // source: ADSHORT
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)

    // source: AD-PERFFETCH
    @available(iOS, introduced: 7.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(tvOS, introduced: 11.0, deprecated: 13.0)
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    // source: AD-EXTPOINT
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool

    // source: AD-RESTORESTATE
    @available(iOS, introduced: 6.0, deprecated: 13.2)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.2)
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool

    // source: AD-RESTORESECURE
    @available(iOS 13.2, macCatalyst 13.2, tvOS 13.2, visionOS 1.0, *)
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool

    // source: AD-SAVESTATE
    @available(iOS, introduced: 6.0, deprecated: 13.2)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.2)
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool

    // source: AD-SAVESECURE
    @available(iOS 13.2, macCatalyst 13.2, tvOS 13.2, visionOS 1.0, *)
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool

    // source: AD-ORIENT
    @available(iOS, introduced: 6.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    // source: AD-CLOUDKIT
    @available(iOS, introduced: 10.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 10.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShareMetadata)

    // source: AD-VCRESTORE
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)

    // source: AD-WILLCONT
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    // source: AD-WILLENCODE
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)


    // source: ADBA
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationDidBecomeActive(_ application: UIApplication)

    // source: ADBA
    @available(iOS, introduced: 4.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationDidEnterBackground(_ application: UIApplication)

    // source: AD-DIDFINISH-OLD
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationDidFinishLaunching(_ application: UIApplication)

    // source: AD-MEMWARN
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    // source: AD-PROTAVAIL
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    // source: AD-PROTUNAVAIL
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)

    // source: AD-KEYCMDS
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool

    // source: AD-HEALTH
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)

    // source: AD-TIMECHANGE
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationSignificantTimeChange(_ application: UIApplication)

    // source: ADBA
    @available(iOS, introduced: 4.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationWillEnterForeground(_ application: UIApplication)

    // source: ADBA
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationWillResignActive(_ application: UIApplication)

    // source: ADBA
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationWillTerminate(_ application: UIApplication)

    // source: AD-WINDOW
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    var window: UIWindow? { get set }

}

// Optional requirements: Linux cannot declare `@objc optional`, so each one has a default
// implementation here (see README.md).
// source: UIAPPDEL
public extension UIApplicationDelegate {
    // source: AD-CONFIG
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }

    // source: ADCONT
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) { }

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) { }

    // source: AD-DIDDECODE
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) { }

    // source: ADDISCARD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) { }

    // source: AD-DIDFAIL
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) { }

    // source: AD-FAILREG
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) { }

    // source: AD-DIDFINISH
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool { false }

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 4.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didReceive notification: UILocalNotification) { }

    // source: AD-REMOTEFETCH
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { }

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 3.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(tvOS, deprecated: 10.0)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any]) { }

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 8.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) { }

    // source: AD-DIDREG
    @available(iOS 3.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) { }

    // source: AD-DIDUPDATE
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) { }

    // source: AD-HANDLEINTENT
    @available(iOS, introduced: 11.0, deprecated: 14.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 14.0)
    @available(tvOS, introduced: 11.0, deprecated: 14.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void) { }

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 8.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, completionHandler: @escaping () -> Void) { }

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 9.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void) { }

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 8.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void) { }

    // source: AD-OLDNOTIF
    @available(iOS, introduced: 9.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void) { }

    // source: AD-BGURL
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) { }

    // source: AD-HANDLEOPEN
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool { false }

    // source: AD-WATCHKIT
    @available(iOS 8.2, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]?, reply: @escaping ([AnyHashable : Any]?) -> Void) { }

    // source: AD-HANDLERFOR
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? { nil }

    // source: ADOPEN
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool { false }

    // source: AD-OPENSRC
    @available(iOS, introduced: 4.2, deprecated: 9.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool { false }

    // source: ADSHORT
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { }

    // source: AD-PERFFETCH
    @available(iOS, introduced: 7.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(tvOS, introduced: 11.0, deprecated: 13.0)
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { }

    // source: AD-EXTPOINT
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool { false }

    // source: AD-RESTORESTATE
    @available(iOS, introduced: 6.0, deprecated: 13.2)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.2)
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }

    // source: AD-RESTORESECURE
    @available(iOS 13.2, macCatalyst 13.2, tvOS 13.2, visionOS 1.0, *)
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }

    // source: AD-SAVESTATE
    @available(iOS, introduced: 6.0, deprecated: 13.2)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.2)
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }

    // source: AD-SAVESECURE
    @available(iOS 13.2, macCatalyst 13.2, tvOS 13.2, visionOS 1.0, *)
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }

    // source: AD-ORIENT
    @available(iOS, introduced: 6.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { fatalError() }

    // source: AD-CLOUDKIT
    @available(iOS, introduced: 10.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 10.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShareMetadata) { }

    // source: AD-VCRESTORE
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) { }

    // source: AD-STATUSBAR
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval) { }

    // source: AD-WILLCONT
    @available(iOS, introduced: 8.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }

    // source: AD-WILLENCODE
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) { }

    // source: AD-WILLFINISH
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool { false }

    // source: ADBA
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationDidBecomeActive(_ application: UIApplication) { }

    // source: ADBA
    @available(iOS, introduced: 4.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationDidEnterBackground(_ application: UIApplication) { }

    // source: AD-DIDFINISH-OLD
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationDidFinishLaunching(_ application: UIApplication) { }

    // source: AD-MEMWARN
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { }

    // source: AD-PROTAVAIL
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) { }

    // source: AD-PROTUNAVAIL
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) { }

    // source: AD-KEYCMDS
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { false }

    // source: AD-HEALTH
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication) { }

    // source: AD-TIMECHANGE
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationSignificantTimeChange(_ application: UIApplication) { }

    // source: ADBA
    @available(iOS, introduced: 4.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationWillEnterForeground(_ application: UIApplication) { }

    // source: ADBA
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func applicationWillResignActive(_ application: UIApplication) { }

    // source: ADBA
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    func applicationWillTerminate(_ application: UIApplication) { }

    // source: AD-WINDOW
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    var window: UIWindow? { get { nil } set { } }

    // source: AD-MAIN
    @available(iOS 2.0, *)
    @MainActor @preconcurrency static func main() { }
}

// MARK: - Types that delegate and scene declarations refer to

extension UIApplication {
    // source: OPENURLKEY
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public struct OpenURLOptionsKey {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // source: EXTPOINTID
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct ExtensionPointIdentifier {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// source: OPENURLKEY
extension UIApplication.OpenURLOptionsKey: Hashable, RawRepresentable, Sendable { }
// source: EXTPOINTID
extension UIApplication.ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable { }

extension UIApplication.ExtensionPointIdentifier {
    // source: EXTPOINTID
    public static let keyboard = UIApplication.ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
}

// source: BGFETCHRESULT
@available(iOS 7.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData
    case noData
    case failed
}

// source: IFACEORIENT
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
}

extension UIInterfaceOrientation {
    // source: IFACEORIENT
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    // source: IFACEORIENT
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

// source: IFACEORIENTMASK
@available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var portrait: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 << 1) }
    public static var landscape: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 3 << 3) }
    public static var all: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 0x1E) }
}

// source: UILOCALNOTIF
@available(iOS, introduced: 4.0, deprecated: 10.0)
@MainActor open class UILocalNotification: NSObject { }

// source: UIUSERNOTIFSETTINGS
@available(iOS, introduced: 8.0, deprecated: 10.0)
@MainActor open class UIUserNotificationSettings: NSObject { }

// source: UIUSERACTRESTORING
@MainActor public protocol UIUserActivityRestoring : NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

// source: UISHORTCUTITEM
@available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
open class UIApplicationShortcutItem: NSObject {
    // source: UISHORTCUTITEM
    open var type: String { get { fatalError() } }
    // source: UISHORTCUTITEM
    open var userInfo: [String : any NSSecureCoding]? { get { fatalError() } }
}

// source: UIOPENURLCTX
/// A URL that a scene is asked to open, together with the options that came with the request.
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIOpenURLContext: NSObject {
    // source: SCNX-OUC-URL
    /// The URL to open.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var url: URL { get { fatalError() } }
    // source: SCNX-OUC-OPTIONS
    /// Further information that tells you how to open the URL, such as the app that sent it.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var options: UIScene.OpenURLOptions { get { fatalError() } }
}

// source: UISTORYBOARD
@available(iOS 5.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIStoryboard: NSObject {
    // source: UISTORYBOARD
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { }
}

// source: UIDEVICE
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIDevice: NSObject {
    // source: UIDEVICE
    open class var current: UIDevice { get { fatalError() } }
    // source: UIDEVICE
    open var userInterfaceIdiom: UIUserInterfaceIdiom { get { fatalError() } }
}

// source: UIIDIOM
@available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

// source: UITRAITCOLL
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UITraitCollection: NSObject { }

// source: UICOORDSPACE
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UICoordinateSpace : NSObjectProtocol {
    // source: UICOORDSPACE
    var bounds: CGRect { get }
}

// source: SIZER
@available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UISceneSizeRestrictions: NSObject {
    // source: SIZER
    open var minimumSize: CGSize { get { fatalError() } set { } }
    // source: SIZER
    open var maximumSize: CGSize { get { fatalError() } set { } }
}

// MARK: - Scenes

// source: UISCENE
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIScene: UIResponder {
    // source: UISCENE-INIT
    /// Creates a scene object from a session and the information about why it connects.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { }

    // source: UISS-SESSIONPROP
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var session: UISceneSession { get { fatalError() } }

    // source: SCENE-PROPS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var delegate: (any UISceneDelegate)? { get { fatalError() } set { } }

    // source: ACTSTATE
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var activationState: UIScene.ActivationState { get { fatalError() } }

    // source: ACTCOND-PROP
    /// The conditions that decide when UIKit activates this scene.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var activationConditions: UISceneActivationConditions { get { fatalError() } set { } }

    // source: SCNX-TITLE
    /// A name you give the scene so that people can tell your app's scenes apart, for example in
    /// the app switcher.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var title: String! { get { fatalError() } set { } }

    // source: SCNX-SUBTITLE
    /// A second line of text for the window's title bar when the app runs on macOS.
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    open var subtitle: String { get { fatalError() } set { } }

    // source: SCNX-OPEN
    /// Asks the system to open the resource at a URL asynchronously, and optionally reports whether
    /// it could.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) { }

    // source: SCNX-PTRLOCK
    /// The scene's pointer lock state, or nil when the scene cannot lock the pointer.
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var pointerLockState: UIPointerLockState? { get { fatalError() } }

    // source: SCNX-SYSPROT
    /// The object that reports how the system protects this scene.
    @available(iOS 18.0, macCatalyst 18.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var systemProtectionManager: UIScene.SystemProtectionManager? { get { fatalError() } }

    // source: SCENE-EXTEND
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    open func extendStateRestoration() { }

    // source: SCENE-EXTEND
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    open func completeStateRestoration() { }

    // Apple shows these as `nonisolated class let`; Swift source cannot declare a `class let`,
    // so the stub uses `static let` (README.md, "class let").
    // source: SCENE-CONNECT-NOTIF
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    nonisolated public static let willConnectNotification: NSNotification.Name = NSNotification.Name("UISceneWillConnectNotification")
    // source: SCENE-DISCONNECT-NOTIF
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    nonisolated public static let didDisconnectNotification: NSNotification.Name = NSNotification.Name("UISceneDidDisconnectNotification")
    // source: SCENE-NOTIFS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    nonisolated public static let didActivateNotification: NSNotification.Name = NSNotification.Name("UISceneDidActivateNotification")
    // source: SCENE-NOTIFS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    nonisolated public static let willDeactivateNotification: NSNotification.Name = NSNotification.Name("UISceneWillDeactivateNotification")
    // source: SCENE-NOTIFS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    nonisolated public static let willEnterForegroundNotification: NSNotification.Name = NSNotification.Name("UISceneWillEnterForegroundNotification")
    // source: SCENE-NOTIFS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    nonisolated public static let didEnterBackgroundNotification: NSNotification.Name = NSNotification.Name("UISceneDidEnterBackgroundNotification")
    // source: SCNX-SYSPROT-NOTIF
    /// Posted when the system-protection attributes of a scene change; the notification's object is
    /// that scene.
    @available(iOS 18.0, macCatalyst 18.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public static let systemProtectionDidChangeNotification: NSNotification.Name = NSNotification.Name("UISceneSystemProtectionDidChangeNotification")
}

extension UIScene {
    // Apple's page for this Swift property lists Mac Catalyst without a version; the version here
    // is the one of the Objective-C class it wraps, UISceneDestructionCondition (SCNX-DESTCOND-OBJC).
    // source: SCNX-DESTCONDS, SCNX-DESTCOND-OBJC
    /// The conditions under which UIKit destroys the scene.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    @MainActor @preconcurrency public var destructionConditions: Set<UIScene.DestructionCondition> { get { fatalError() } set { } }

    // Same Mac Catalyst version source as destructionConditions.
    // source: SCNX-DESTCOND, SCNX-DESTCOND-OBJC
    /// A condition under which UIKit destroys a scene.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    public struct DestructionCondition {
        private let kind: Int

        // Apple's pages for the two conditions list iOS, iPadOS and visionOS only.
        // source: SCNX-DESTCOND-SYS
        /// Destroy the scene when the system disconnects it, for example when the process ends or
        /// the device restarts.
        @available(iOS 26.0, visionOS 26.0, *)
        @available(macCatalyst, unavailable)
        @available(tvOS, unavailable)
        public static var systemDisconnection: UIScene.DestructionCondition { get { UIScene.DestructionCondition(kind: 0) } }

        // source: SCNX-DESTCOND-USER
        /// Destroy the scene when the user dismisses it, for example by swiping home on iOS.
        @available(iOS 26.0, visionOS 26.0, *)
        @available(macCatalyst, unavailable)
        @available(tvOS, unavailable)
        public static var userInitiatedDismissal: UIScene.DestructionCondition { get { UIScene.DestructionCondition(kind: 1) } }
    }

    // source: SCNX-OPENEXT
    /// Options you pass when you ask a scene to open a URL.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @MainActor open class OpenExternalURLOptions: NSObject {
        // source: SCNX-OPENEXT-ULO
        /// Whether the URL may open only as a universal link that an installed app is set up to
        /// handle.
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var universalLinksOnly: Bool { get { fatalError() } set { } }

        // Stored, because Swift allows `@NSCopying` only on stored properties.
        // source: SCNX-OPENEXT-EA
        /// Tap attribution data that the browser receives for Private Click Measurement.
        @available(iOS 14.5, macCatalyst 14.5, visionOS 1.0, *)
        @available(tvOS, unavailable)
        @NSCopying open var eventAttribution: UIEventAttribution?
    }

    // source: SCNX-SYSPROTMGR
    /// Reports whether the system protects a scene, for example by locking the app behind Face ID
    /// or Touch ID.
    @available(iOS 18.0, macCatalyst 18.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @MainActor open class SystemProtectionManager: NSObject {
        // source: SCNX-SYSPROT-AUTH
        /// Whether the system asks the device owner to authenticate before it reveals the scene's
        /// content.
        @available(iOS 18.0, macCatalyst 18.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        open var isUserAuthenticationEnabled: Bool { get { fatalError() } }
    }
}

// Conformances Apple lists under "Conforms To" (README.md, Conventions).
// source: SCNX-DESTCOND
extension UIScene.DestructionCondition: CustomStringConvertible, Hashable, Sendable {
    public var description: String { kind == 0 ? "systemDisconnection" : "userInitiatedDismissal" }
}

extension UIScene {
    // source: CONNOPT
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @MainActor open class ConnectionOptions {
        // source: CONNOPT
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var urlContexts: Set<UIOpenURLContext> { get { fatalError() } }
        // source: CONNOPT
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var userActivities: Set<NSUserActivity> { get { fatalError() } }
        // source: CONNOPT
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var handoffUserActivityType: String? { get { fatalError() } }
        // source: CONNOPT
        @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
        @available(tvOS, unavailable)
        open var shortcutItem: UIApplicationShortcutItem? { get { fatalError() } }
        // source: CO-CLOUDKIT
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var cloudKitShareMetadata: CKShareMetadata? { get { fatalError() } }
        // source: CO-NOTIF
        @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
        @available(tvOS, unavailable)
        open var notificationResponse: UNNotificationResponse? { get { fatalError() } }
        // source: CO-SOURCEAPP
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var sourceApplication: String? { get { fatalError() } }
        // source: CO-ACCINFO
        // Apple's page lists iOS and iPadOS only; the type's other platforms are marked
        // unavailable so that the graph, and the page, say the same.
        @available(iOS 27.0, *)
        @available(macCatalyst, unavailable)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        open var sceneAccessoryUserInfo: Any? { get { fatalError() } }
    }

    // source: ACTSTATE
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public enum ActivationState {
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        case unattached
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        case foregroundActive
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        case foregroundInactive
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        case background
    }

    // source: OPENURLOPTS
    /// What a scene learns about a request to open a URL: who sent it and how to open it.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @MainActor open class OpenURLOptions: NSObject {
        // source: OPENURLOPTS
        /// The bundle ID of the app that sent the request to open the URL.
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var sourceApplication: String? { get { fatalError() } }

        // source: SCNX-OUO-ANNOTATION
        /// The property-list annotation that the sending app set on its document interaction
        /// controller.
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var annotation: Any? { get { fatalError() } }

        // source: SCNX-OUO-EVENTATTR
        /// The event attribution that comes with the URL to open.
        @available(iOS 14.5, macCatalyst 14.5, visionOS 1.0, *)
        @available(tvOS, unavailable)
        open var eventAttribution: UIEventAttribution? { get { fatalError() } }

        // source: SCNX-OUO-INPLACE
        /// Whether to open the document at its current location rather than copy it into your
        /// app's container first.
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        open var openInPlace: Bool { get { fatalError() } }
    }

    // source: ACTREQOPTS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @MainActor open class ActivationRequestOptions: NSObject {
        // source: ACTREQOPTS
        open var requestingScene: UIScene? { get { fatalError() } set { } }
    }
}

// source: DESTROY-OPTS
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UISceneDestructionRequestOptions: NSObject {
    public override init() { }
}

// source: WS-DESTROY-OPTS
@available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions { }

// source: ACTCOND
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UISceneActivationConditions: NSObject {
    public override init() { }
    // source: ACTCOND
    open var prefersToActivateForTargetContentIdentifierPredicate: NSPredicate { get { fatalError() } set { } }
    // source: ACTCOND
    open var canActivateForTargetContentIdentifierPredicate: NSPredicate { get { fatalError() } set { } }
}

// source: ACTSTATE
extension UIScene.ActivationState: Sendable { }

// source: SCNX-EVENTATTR
@available(iOS 14.5, macCatalyst 14.5, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor open class UIEventAttribution: NSObject { }

// Apple lists NSCopying under "Conforms To"; `@NSCopying` on eventAttribution needs it.
// source: SCNX-EVENTATTR
extension UIEventAttribution: NSCopying {
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

// source: SCNX-PTRLOCKSTATE
@available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor open class UIPointerLockState: NSObject {
    // source: SCNX-PTRLOCK-ISLOCKED
    open var isLocked: Bool { get { fatalError() } }
}

// source: UIWS
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UIWindowScene: UIScene {
    // source: UIWS-WINDOWS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var windows: [UIWindow] { get { fatalError() } }

    // source: SCNX-WS-KEYWIN
    /// The scene's key window, the one of its windows that receives keyboard and other non-touch
    /// events.
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    open var keyWindow: UIWindow? { get { fatalError() } }

    // source: WS-SCREEN
    /// The screen that shows the scene's content.
    open var screen: UIScreen { get { fatalError() } }

    // Apple's page lists iOS, iPadOS, Mac Catalyst and visionOS, each deprecated in 26.0, and no tvOS.
    // source: WS-ORIENT, OBJC2-WS
    /// The orientation in which the scene's windows lay out their content; read the effective
    /// geometry's orientation instead.
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use effectiveGeometry.interfaceOrientation instead.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Use effectiveGeometry.interfaceOrientation instead.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use effectiveGeometry.interfaceOrientation instead.")
    @available(tvOS, unavailable)
    open var interfaceOrientation: UIInterfaceOrientation { get { fatalError() } }

    // Deprecated in 26.0 on all five platforms of Apple's page.
    // source: WS-COORDSPACE
    /// The coordinate space the scene occupies; read the effective geometry's coordinate space
    /// instead.
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace instead.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace instead.")
    @available(tvOS, introduced: 13.0, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace instead.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace instead.")
    open var coordinateSpace: any UICoordinateSpace { get { fatalError() } }

    // source: SCNX-WS-TRAITS
    /// The traits of the scene's current environment, such as its size classes and display scale.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var traitCollection: UITraitCollection { get { fatalError() } }

    // source: SCNX-WS-STATUSBAR
    /// The current configuration of the status bar for this scene, such as whether it is hidden.
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var statusBarManager: UIStatusBarManager? { get { fatalError() } }

    // source: SCNX-WS-FOCUS
    /// The focus system in charge of this window scene, or nil when the scene does not support focus.
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    open var focusSystem: UIFocusSystem? { get { fatalError() } }

    // source: SCNX-WS-SCREENSHOT
    /// The service that asks your app for a full-fidelity PDF version of the scene's content when
    /// someone takes a screenshot.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, *)
    @available(visionOS, unavailable)
    open var screenshotService: UIScreenshotService? { get { fatalError() } }

    // Apple's page lists Mac Catalyst only.
    // source: SCNX-WS-TITLEBAR
    /// The title bar of the scene's window in a Mac app built with Mac Catalyst.
    @available(macCatalyst 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var titlebar: UITitlebar? { get { fatalError() } }

    // source: SCNX-WS-WINBEHAVIORS
    /// The object that sets the window's behaviors, such as whether it shows close and minimize
    /// buttons in a Mac Catalyst app.
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
    open var windowingBehaviors: UISceneWindowingBehaviors? { get { fatalError() } }

    // source: SCNX-WS-FULLSCREEN
    /// Whether the window scene is full screen rather than windowed; only Mac Catalyst apps
    /// support it.
    @available(iOS 13.0, macCatalyst 16.0, tvOS 13.0, visionOS 1.0, *)
    open var isFullScreen: Bool { get { fatalError() } }

    // source: SCNX-WS-ACTIVITYITEMS
    /// An object that supplies shareable items for the scene, for example when someone asks Siri to
    /// share what is on screen.
    @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    weak open var activityItemsConfigurationSource: (any UIActivityItemsConfigurationProviding)? { get { fatalError() } set { } }

    // source: EFFGEO
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
    open var effectiveGeometry: UIWindowScene.Geometry { get { fatalError() } }

    // source: SIZER
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    open var sizeRestrictions: UISceneSizeRestrictions? { get { fatalError() } }

    // source: REQGEO
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
    open func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) { }
}

extension UIWindowScene {
    // source: WSGEO
    @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
    @MainActor open class Geometry: NSObject {
        // source: WSGEO-ORIENT
        open var interfaceOrientation: UIInterfaceOrientation { get { fatalError() } }
        // source: WSGEO
        @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
        open var coordinateSpace: any UICoordinateSpace { get { fatalError() } }
    }

    // source: WSGEOPREFS
    @available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *)
    @MainActor open class GeometryPreferences: NSObject { }

    // Apple's declaration shows no @MainActor.
    // source: SCNX-WS-CONTROLSTYLE
    /// The placement and style of the system's windowing controls for a scene.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    open class WindowingControlStyle: NSObject {
        // source: SCNX-WS-CONTROLSTYLE-AUTO
        /// The system's default style for windowing controls.
        @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
        open class var automatic: UIWindowScene.WindowingControlStyle { get { fatalError() } }

        // source: SCNX-WS-CONTROLSTYLE-UNIFIED
        /// Windowing controls drawn as part of the scene's content.
        @available(iOS 26.0, macCatalyst 26.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        open class var unified: UIWindowScene.WindowingControlStyle { get { fatalError() } }
    }
}

// Types that the window scene's members name.

// source: SCNX-STATUSBARMGR
@available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor open class UIStatusBarManager: NSObject { }

// source: SCNX-FOCUSSYSTEM
@available(iOS 11.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
@MainActor open class UIFocusSystem: NSObject { }

// source: SCNX-SCREENSHOTSVC
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, *)
@available(visionOS, unavailable)
@MainActor open class UIScreenshotService: NSObject { }

// source: SCNX-TITLEBAR
@available(macCatalyst 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UITitlebar: NSObject { }

// source: SCNX-WINBEHAVIORS
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
@MainActor open class UISceneWindowingBehaviors: NSObject { }

// source: SCNX-ACTIVITYITEMSPROV
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public protocol UIActivityItemsConfigurationProviding : NSObjectProtocol { }

// source: UISS
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UISceneSession: NSObject {
    // source: SS-PROPS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var persistentIdentifier: String { get { fatalError() } }
    // source: ROLE
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var role: UISceneSession.Role { get { fatalError() } }
    // Stored with a private setter, because Swift allows `@NSCopying` only on stored properties;
    // the internal initializer gives it a value and is not part of the module's interface.
    // source: SCNX-SS-CONFIG
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @NSCopying open private(set) var configuration: UISceneConfiguration
    init(stubConfiguration: UISceneConfiguration) { configuration = stubConfiguration; super.init() }
    // source: UISS
    /// The scene that belongs to this session, or nil while no scene is connected.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var scene: UIScene? { get { fatalError() } }
    // source: SSRA
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var stateRestorationActivity: NSUserActivity? { get { fatalError() } set { } }
    // source: SS-PROPS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var userInfo: [String : Any]? { get { fatalError() } set { } }
}

extension UISceneSession {
    // source: ROLE
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public struct Role {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        // source: ROLE
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public static let windowApplication: UISceneSession.Role = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleApplication")
        // The raw value is a placeholder for the Objective-C constant's value.
        // source: SCNX-ROLE-EXTDISPLAY
        /// The old role for noninteractive windows on an external display; use
        /// `windowExternalDisplayNonInteractive` instead.
        @available(iOS, introduced: 13.0, deprecated: 16.0)
        @available(macCatalyst, introduced: 13.1, deprecated: 16.0)
        @available(tvOS, introduced: 13.0, deprecated: 16.0)
        @available(visionOS, introduced: 1.0, deprecated: 1.0)
        public static let windowExternalDisplay: UISceneSession.Role = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
        // source: ROLE
        @available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
        public static let windowExternalDisplayNonInteractive: UISceneSession.Role = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

// source: ROLE
extension UISceneSession.Role: Hashable, RawRepresentable, Sendable { }

// source: UISC
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UISceneConfiguration: NSObject {
    // source: UISC-INIT
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public init(name: String?, sessionRole: UISceneSession.Role) { }
    // source: UISC-INIT27
    @available(iOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, *)
    public convenience init(name: String?) { self.init(name: name, sessionRole: .windowApplication) }
    // Apple shows `convenience init()`; Swift needs `override` here because NSObject declares init().
    // source: SCNX-SC-INIT
    /// Creates a scene configuration whose sessions get their role from the system.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public convenience override init() { self.init(name: nil, sessionRole: .windowApplication) }
    // source: SCNX-SC-NAME
    /// The app-defined name of the configuration, matching a `UISceneConfigurationName` in
    /// Info.plist.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var name: String? { get { fatalError() } }
    // source: SCNX-SC-ROLE
    /// The session role the configuration is for.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var role: UISceneSession.Role { get { fatalError() } }
    // source: SC-PROPS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var delegateClass: AnyClass? { get { fatalError() } set { } }
    // source: SC-PROPS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var sceneClass: AnyClass? { get { fatalError() } set { } }
    // source: SC-PROPS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var storyboard: UIStoryboard? { get { fatalError() } set { } }
}

// Apple lists NSCopying under "Conforms To"; `@NSCopying` on UISceneSession.configuration needs it.
// source: UISC
extension UISceneConfiguration: NSCopying {
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

// source: SSAR
@available(iOS 17.0, tvOS 17.0, *)
public struct UISceneSessionActivationRequest {
    // source: SSAR-ROLE
    @available(iOS 17.0, tvOS 17.0, *)
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) { }
    // source: SSAR-SESSION
    @available(iOS 17.0, tvOS 17.0, *)
    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) { }
}

// source: ACC
@available(iOS 27.0, *)
@MainActor open class UISceneAccessory {
    // source: ACC-EXT
    @available(iOS 27.0, *)
    open class func externalNonInteractive(sceneConfiguration: UISceneConfiguration) -> Self { fatalError() }
    // source: ACC-EXT-INFO
    @available(iOS 27.0, *)
    open class func externalNonInteractive(sceneConfiguration: UISceneConfiguration, userInfo: Any) -> Self { fatalError() }
}

// source: ACC-REG
@available(iOS 27.0, *)
@MainActor open class UISceneAccessoryRegistration {
    // source: ACC-REG-AVAILABLE
    @available(iOS 27.0, *)
    open var isAvailable: Bool { get { fatalError() } }
    // source: ACC-REG-ENABLED
    @available(iOS 27.0, *)
    open var isEnabled: Bool { get { fatalError() } set { } }
}

// source: ACC-REG
extension UISceneAccessoryRegistration: Equatable, Sendable {
    nonisolated public static func == (lhs: UISceneAccessoryRegistration, rhs: UISceneAccessoryRegistration) -> Bool { lhs === rhs }
}

extension UIViewController {
    // source: ACC-REGISTER
    @available(iOS 27.0, *)
    public func registerSceneAccessory(_ accessory: UISceneAccessory) -> UISceneAccessoryRegistration { fatalError() }
    // source: VC-UNREGACC
    @available(iOS 27.0, *)
    public func unregisterSceneAccessory(_ registration: UISceneAccessoryRegistration) {}
}

// MARK: - Scene delegates

// source: UISD
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor public protocol UISceneDelegate : NSObjectProtocol {
    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    // source: SD-DIDFAIL
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)

    // source: SD-DIDUPDATE
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidBecomeActive(_ scene: UIScene)

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidDisconnect(_ scene: UIScene)

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidEnterBackground(_ scene: UIScene)

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneWillEnterForeground(_ scene: UIScene)

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneWillResignActive(_ scene: UIScene)

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

}

// source: UISD
public extension UISceneDelegate {
    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { }

    // source: SD-DIDFAIL
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) { }

    // source: SD-DIDUPDATE
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) { }

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { }

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) { }

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { }

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) { }

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidBecomeActive(_ scene: UIScene) { }

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidDisconnect(_ scene: UIScene) { }

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidEnterBackground(_ scene: UIScene) { }

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneWillEnterForeground(_ scene: UIScene) { }

    // source: UISD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneWillResignActive(_ scene: UIScene) { }

    // source: UISD-MEMBERS
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

}

// source: UIWSD
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor public protocol UIWindowSceneDelegate : UISceneDelegate {
    // source: WSD-ORIENT
    @available(iOS 27.0, macCatalyst 27.0, visionOS 27.0, *)
    @available(tvOS, unavailable)
    func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask

    // source: UIWSD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    var window: UIWindow? { get set }

    // source: WSD-DIDUPDATE
    @available(iOS, introduced: 13.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    @available(tvOS, unavailable)
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)

    // source: EFFGEO-CB
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)

    // source: WSD-SHORT
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)

    // source: WSD-CLOUDKIT
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func windowScene(_ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShareMetadata)


    // source: WSD-SHORT
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool

    // source: SCNX-WSD-CONTROLSTYLE
    /// Asks which windowing control style the scene's windows use; without an implementation the
    /// system uses the automatic style.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle
}

// source: UIWSD
public extension UIWindowSceneDelegate {
    // source: WSD-ORIENT
    @available(iOS 27.0, macCatalyst 27.0, visionOS 27.0, *)
    func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask { fatalError() }

    // source: UIWSD
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    var window: UIWindow? { get { nil } set { } }

    // source: WSD-DIDUPDATE
    @available(iOS, introduced: 13.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) { }

    // source: EFFGEO-CB
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) { }

    // source: WSD-SHORT
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { }

    // source: WSD-CLOUDKIT
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func windowScene(_ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShareMetadata) { }


    // source: WSD-SHORT
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { false }

    // source: SCNX-WSD-CONTROLSTYLE
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle { .automatic }
}

extension UIWindowScene.GeometryPreferences {
    // source: WSGEOPREFS-IOS
    @available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *)
    @MainActor open class iOS: UIWindowScene.GeometryPreferences {
        // source: WSGEOPREFS-IOS
        public convenience init(interfaceOrientations: UIInterfaceOrientationMask) { self.init() }
    }
}

// MARK: - Alerts

// source: UIALERTCTRL
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIAlertController: UIViewController {
    // source: UIALERTCTRL
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }
    // source: UIALERTCTRL
    open func addAction(_ action: UIAlertAction) { }

    // source: UIALERTCTRL
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
}

// source: UIALERTACTION
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIAlertAction: NSObject {
    // source: UIALERTACTION
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }

    // source: UIALERTACTION
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}

// MARK: - Text views

// source: UITEXTVIEW
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UITextView: UIView {
    // source: UITEXTVIEW
    open var text: String! { get { fatalError() } set { } }
    // source: UITEXTVIEW
    weak open var delegate: (any UITextViewDelegate)? { get { fatalError() } set { } }
}

// source: UITEXTVIEWDEL
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UITextViewDelegate : NSObjectProtocol {
    // source: UITEXTVIEWDEL
    func textViewDidEndEditing(_ textView: UITextView)
}

// source: UITEXTVIEWDEL
public extension UITextViewDelegate {
    // source: UITEXTVIEWDEL
    func textViewDidEndEditing(_ textView: UITextView) { }
}

// MARK: - Traits

// source: UITRAITENV
@MainActor public protocol UITraitEnvironment : NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

// source: UITRAITDEF
@available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
public protocol UITraitDefinition { }

// source: UITRAIT
@available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
public typealias UITrait = any UITraitDefinition.Type

// source: ACTIVEAPP-TRAIT
@available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
public struct UITraitActiveAppearance : UITraitDefinition { }

// source: UITRAITCHANGEREG
@available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
public protocol UITraitChangeRegistration { }

// source: REGTRAIT
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeObservable {
    // source: REGTRAIT-HANDLER
    typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void where TraitEnvironment : UITraitEnvironment
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitChangeObservable {
    // source: REGTRAIT
    @available(iOS 17.0, tvOS 17.0, *)
    @discardableResult @MainActor public func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment { fatalError() }
}

// source: UIVC
extension UIViewController : UITraitEnvironment { }
// source: REGTRAIT
extension UIViewController : UITraitChangeObservable { }

// source: ACTIVEAPP
@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}

extension UITraitCollection {
    // source: ACTIVEAPP
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public var activeAppearance: UIUserInterfaceActiveAppearance { fatalError() }
}
