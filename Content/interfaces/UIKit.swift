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
    /// Starts registering the app with Apple Push Notification service; the outcome arrives in an
    /// app delegate callback.
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open func registerForRemoteNotifications() { }

    // source: APPX-UNREGREMOTE
    /// Stops the app from receiving any remote notification through Apple Push Notification service.
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open func unregisterForRemoteNotifications() { }

    // source: APPX-ISREGREMOTE
    /// Whether registration for remote notifications has completed successfully.
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open var isRegisteredForRemoteNotifications: Bool { get { fatalError() } }

    // source: APP-NOTIFS
    /// Posted when the app moves to the background, whether or not it uses scenes.
    nonisolated public static let didEnterBackgroundNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    // source: APP-NOTIFS
    /// Posted shortly before the app leaves the background on its way to the foreground.
    nonisolated public static let willEnterForegroundNotification: NSNotification.Name = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    // source: APP-NOTIFS
    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    // source: APP-NOTIFS
    /// Posted when the app stops being active and loses focus.
    nonisolated public static let willResignActiveNotification: NSNotification.Name = NSNotification.Name("UIApplicationWillResignActiveNotification")
    // source: APP-NOTIFS
    /// Posted when the time changes significantly, for example at midnight or on a time-zone change.
    nonisolated public static let significantTimeChangeNotification: NSNotification.Name = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    // source: APPX-NOTIF-LAUNCHED
    /// Posted right after the app finishes launching.
    nonisolated public static let didFinishLaunchingNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    // source: APPX-NOTIF-PROTAVAIL
    /// Posted when protected files become readable for the app's code.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated public static let protectedDataDidBecomeAvailableNotification: NSNotification.Name = NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    // source: APPX-NOTIF-TERMINATE
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification: NSNotification.Name = NSNotification.Name("UIApplicationWillTerminateNotification")
    // source: APPX-NOTIF-MEMWARN
    /// Posted when the system warns the app that memory is low.
    nonisolated public static let didReceiveMemoryWarningNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    // source: APPX-NOTIF-SCREENSHOT
    /// Posted after a person takes a screenshot on the device.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated public static let userDidTakeScreenshotNotification: NSNotification.Name = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")

    // source: APPX-NOTIF-BGREFRESH
    /// Posted when the app's background-refresh status changes.
    @available(iOS 7.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
    nonisolated public static let backgroundRefreshStatusDidChangeNotification: NSNotification.Name = NSNotification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")

    // The three URL strings below are placeholders (the module is only type-checked).
    // source: APPX-OPENSETTINGS
    /// The string of the URL that opens this app's own page in the Settings app.
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated public static let openSettingsURLString: String = "app-settings:"
    // Apple's page lists Mac Catalyst, tvOS and visionOS without a version, so only iOS is given here.
    // source: APPX-OPENNOTIFSETTINGS
    /// The string of the URL that opens this app's notification settings in the Settings app.
    @available(iOS 16.0, *)
    nonisolated public static let openNotificationSettingsURLString: String = "app-settings:notifications"
    // source: APPX-OPENDEFAULTAPPS
    /// The string of the URL that opens the Settings screen where a person picks default apps.
    @available(iOS 18.3, macCatalyst 18.3, tvOS 18.3, visionOS 2.3, *)
    nonisolated public static let openDefaultApplicationsSettingsURLString: String = "app-settings:default-apps"

    // source: DESTROY
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) { }

    // source: REQACT
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) { }

    // source: APPX-DELEGATE
    /// The app delegate, the object that receives the app's life-cycle and system events.
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)? { get { fatalError() } set { } }

    // source: APPX-OPEN
    /// Asks the system to open a URL, in this app or in another one, and reports the result to an
    /// optional completion handler.
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) { }

    // source: APPX-CANOPEN
    /// Whether an installed app is registered for the URL's scheme.
    @available(iOS, introduced: 3.0, deprecated: 27.0, message: "Open the URL and handle a failure instead of checking it first; universal links need no check.")
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0, message: "Open the URL and handle a failure instead of checking it first; universal links need no check.")
    @available(tvOS, introduced: 9.0, deprecated: 27.0, message: "Open the URL and handle a failure instead of checking it first; universal links need no check.")
    @available(visionOS, introduced: 1.0, deprecated: 27.0, message: "Open the URL and handle a failure instead of checking it first; universal links need no check.")
    nonisolated open func canOpenURL(_ url: URL) -> Bool { fatalError() }

    // source: APPX-IDLETIMER
    /// Whether the system's idle timer, which dims and locks the screen when nobody touches it, is
    /// turned off for this app.
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    open var isIdleTimerDisabled: Bool { get { fatalError() } set { } }

    // source: APPX-BGTASK
    /// Starts a task that may keep running for a while after the app moves to the background.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { fatalError() }

    // source: APPX-BGTASK-NAMED, APPX-BGTASK-NAMED-OLD
    /// Starts a named task that may keep running for a while after the app moves to the
    /// background; the name shows in the debugger.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { fatalError() }

    // source: APPX-ENDBGTASK
    /// Ends a background task that a begin-background-task call started.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { }

    // source: APPX-BGTIME
    /// How much longer, at most, the app may keep running in the background.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated open var backgroundTimeRemaining: TimeInterval { get { fatalError() } }

    // source: APPX-BGREFRESH
    /// Whether Background App Refresh lets the app be launched or resumed in the background.
    @available(iOS 7.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { get { fatalError() } }

    // source: APPX-SHORTCUTS
    /// The app's dynamic Home Screen quick actions; set it to register new ones.
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    open var shortcutItems: [UIApplicationShortcutItem]? { get { fatalError() } set { } }

    // source: APPX-BADGE
    /// The number shown as the badge of the app's icon on the Home Screen; zero hides it.
    @available(iOS, introduced: 2.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open var applicationIconBadgeNumber: Int { get { fatalError() } set { } }

    // source: APPX-LAYOUTDIR
    /// The direction, left to right or right to left, in which the app's interface flows.
    @available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get { fatalError() } }

    // source: APPX-OPENSESSIONS
    /// The sessions whose scenes are active now or archived by the system.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var openSessions: Set<UISceneSession> { get { fatalError() } }

    // source: APPX-SETBGFETCH
    /// Sets the shortest time that must pass between two background fetches; background app refresh
    /// tasks replace it.
    @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    @available(tvOS, introduced: 11.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    @available(visionOS, unavailable)
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) { }

    // Placeholder values (the module is only type-checked).
    // source: APPX-BGFETCHMIN
    /// The shortest background-fetch interval the system supports.
    @available(iOS 7.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    // source: APPX-BGFETCHNEVER
    /// A background-fetch interval so long that no fetch ever happens.
    @available(iOS 7.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    // source: APP-EXTEND
    /// Tells UIKit that the app goes on restoring its state asynchronously, off the main thread.
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    open func extendStateRestoration() { }

    // source: APP-EXTEND
    /// Tells UIKit that the asynchronous state restoration announced earlier has finished.
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    open func completeStateRestoration() { }

    // source: APPX-SCENEREFRESH
    /// Asks the system to refresh the system UI, such as the app-switcher snapshot, of a scene whose
    /// look changed while it was in the background.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) { }

    // source: APPX-ALTICONS
    /// Whether the system lets the app change its icon.
    @available(iOS 10.3, macCatalyst 13.1, tvOS 10.2, visionOS 1.0, *)
    open var supportsAlternateIcons: Bool { get { fatalError() } }

    // source: APPX-ALTICONNAME
    /// The name of the alternate icon the system shows for the app, or nil for the primary icon.
    @available(iOS 10.3, macCatalyst 13.1, tvOS 10.2, visionOS 1.0, *)
    open var alternateIconName: String? { get { fatalError() } }

    // source: APPX-SETALTICON
    /// Changes the icon the system shows for the app; nil restores the primary icon.
    @available(iOS 10.3, macCatalyst 13.1, tvOS 10.2, visionOS 1.0, *)
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { }

    // source: APPX-PROTDATA
    /// Whether files protected by data protection can be read now, that is whether the device is
    /// unlocked or protection is off.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated open var isProtectedDataAvailable: Bool { get { fatalError() } }

    // source: APPX-KEYWINDOW, KEYWIN
    /// The app's key window, the one most recently made key, looked up across all connected
    /// scenes.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Returns a key window across all connected scenes; do not use it in an app that supports multiple scenes.")
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1, message: "Returns a key window across all connected scenes; do not use it in an app that supports multiple scenes.")
    @available(visionOS, unavailable)
    open var keyWindow: UIWindow? { get { fatalError() } }

    // source: APPX-WINDOWS, WINDOWS-DEPR
    /// The app's windows, visible or hidden, ordered back to front; use the windows of a window
    /// scene instead.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    @available(macCatalyst, introduced: 13.1, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { get { fatalError() } }

    // source: APP-SBFRAME, APPX-SBFRAME-DEPR
    /// The frame of the status bar, or a zero rectangle while it is hidden.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1, message: "Use the statusBarManager property of the window scene instead.")
    @available(visionOS, unavailable)
    open var statusBarFrame: CGRect { get { fatalError() } }

    // source: APP-SBORIENT
    /// The orientation of the app's status bar.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open var statusBarOrientation: UIInterfaceOrientation { get { fatalError() } set { } }

    // source: APPX-SETSBORIENT
    /// Rotates the status bar to an orientation, with or without animation.
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) { }

    // source: APPX-SBORIENTKEY
    /// The user-info key of the status-bar orientation notifications that holds the interface
    /// orientation.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    nonisolated public static let statusBarOrientationUserInfoKey: String = "UIApplicationStatusBarOrientationUserInfoKey"

    // source: APPX-SBSTYLE
    /// The style of the status bar; setting it changes the style at once, without animation.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open var statusBarStyle: UIStatusBarStyle { get { fatalError() } set { } }

    // source: APPX-SBHIDDEN
    /// Whether the status bar is hidden; setting it shows or hides the bar at once, without
    /// animation.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open var isStatusBarHidden: Bool { get { fatalError() } set { } }

    // source: APPX-OPENURL-OLD
    /// Opens a URL and returns at once whether it succeeded; replaced by the asynchronous
    /// open(_:options:completionHandler:).
    @available(iOS, introduced: 2.0, deprecated: 10.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open func openURL(_ url: URL) -> Bool { fatalError() }

    // source: R2-APP-CONTENTSIZE
    /// The text size the person prefers for app content, which fonts that scale with Dynamic Type
    /// follow.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { get { fatalError() } }

    // Apple's page gives iOS, iPadOS, Mac Catalyst and visionOS an end version of 27.0.
    // source: R2-APP-ORIENTFOR
    /// The interface orientations that the view controllers in a window use when they don't say
    /// otherwise.
    @available(iOS, introduced: 6.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { fatalError() }

    // source: R2-APP-IGNORESNAPSHOT
    /// Asks UIKit to show the default launch image rather than the saved snapshot of the interface
    /// at the next launch; call it while preserving state.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    open func ignoreSnapshotOnNextApplicationLaunch() { }

    // source: R2-APP-BEGINREMOTE
    /// Starts delivering remote-control events, such as a headset's play and pause commands,
    /// through the responder chain.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    open func beginReceivingRemoteControlEvents() { }

    // source: R2-APP-ENDREMOTE
    /// Stops delivering remote-control events through the responder chain.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    open func endReceivingRemoteControlEvents() { }

    // source: R2-APP-SHAKE
    /// Whether shaking the device offers Undo and Redo; on unless the app turns it off.
    @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
    open var applicationSupportsShakeToEdit: Bool { get { fatalError() } set { } }

    // source: R2-APP-NETINDICATOR
    /// Whether the status bar shows a spinning indicator of network activity.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open var isNetworkActivityIndicatorVisible: Bool { get { fatalError() } set { } }

    // source: R2-APP-BEGINIGNORING
    /// Stops handling touch-related events, typically during an animation or transition; calls
    /// nest with the matching end call.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open func beginIgnoringInteractionEvents() { }

    // source: R2-APP-ENDIGNORING
    /// Resumes handling touch-related events after a matching begin call.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func endIgnoringInteractionEvents() { }

    // source: R2-APP-ISIGNORING
    /// Whether the app is ignoring touch events because at least one begin call is still open.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    open var isIgnoringInteractionEvents: Bool { get { fatalError() } }

    // The notification names' raw values are placeholders (the module is only type-checked).
    // source: R2-APP-NOTIF-PROTUNAVAIL
    /// Posted shortly before protected files are locked and can no longer be read.
    @available(iOS 4.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated public static let protectedDataWillBecomeUnavailableNotification: NSNotification.Name = NSNotification.Name("UIApplicationProtectedDataWillBecomeUnavailable")

    // source: R2-APP-NOTIF-DIDSBORIENT
    /// Posted after the orientation of the app's interface changes; the user info holds the
    /// orientation under the status-bar orientation key.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    nonisolated public static let didChangeStatusBarOrientationNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidChangeStatusBarOrientationNotification")

    // source: R2-APP-NOTIF-WILLSBORIENT
    /// Posted when the app is about to change the orientation of its interface.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    nonisolated public static let willChangeStatusBarOrientationNotification: NSNotification.Name = NSNotification.Name("UIApplicationWillChangeStatusBarOrientationNotification")

    // source: R2-APP-NOTIF-DIDSBFRAME
    /// Posted after the status bar's frame changes; the user info holds the new frame under the
    /// status-bar frame key.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    nonisolated public static let didChangeStatusBarFrameNotification: NSNotification.Name = NSNotification.Name("UIApplicationDidChangeStatusBarFrameNotification")

    // source: R2-APP-NOTIF-WILLSBFRAME
    /// Posted when the app is about to change the status bar's frame.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    nonisolated public static let willChangeStatusBarFrameNotification: NSNotification.Name = NSNotification.Name("UIApplicationWillChangeStatusBarFrameNotification")

    // source: R2-APP-SBFRAMEKEY
    /// The user-info key of the status-bar frame notifications that holds the new frame as a
    /// wrapped rectangle.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1)
    @available(visionOS, unavailable)
    nonisolated public static let statusBarFrameUserInfoKey: String = "UIApplicationStatusBarFrameUserInfoKey"

    // State restoration keys. Apple shows them as `class let` without `nonisolated`; the string
    // values are placeholders (the module is only type-checked).
    // source: R2-APP-RESTORE-STORYBOARD
    /// The restoration-archive key whose value is the storyboard a view controller came from.
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let stateRestorationViewControllerStoryboardKey: String = "UIStateRestorationViewControllerStoryboardKey"

    // source: R2-APP-RESTORE-BUNDLEVERSION
    /// The restoration-archive key whose value is the app's bundle version when the state was
    /// saved.
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let stateRestorationBundleVersionKey: String = "UIApplicationStateRestorationBundleVersionKey"

    // source: R2-APP-RESTORE-IDIOM
    /// The restoration-archive key whose value is the interface idiom, such as iPhone or iPad, in
    /// effect when the state was saved.
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let stateRestorationUserInterfaceIdiomKey: String = "UIApplicationStateRestorationUserInterfaceIdiomKey"

    // source: R2-APP-RESTORE-TIMESTAMP
    /// The restoration-archive key whose value is the date the state was saved.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let stateRestorationTimestampKey: String = "UIApplicationStateRestorationTimestampKey"

    // source: R2-APP-RESTORE-SYSVERSION
    /// The restoration-archive key whose value is the system version installed when the state was
    /// saved.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let stateRestorationSystemVersionKey: String = "UIApplicationStateRestorationSystemVersionKey"
}

extension UIApplication {
    // Apple's page lists the platforms without versions, so the struct keeps the class's.
    // source: LAUNCHKEY
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

extension UIApplication {
    // source: APPX-OPENEXTKEY
    /// Keys of the options dictionary passed when asking the system to open a URL.
    public struct OpenExternalURLOptionsKey {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// source: APPX-OPENEXTKEY
extension UIApplication.OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable { }

extension UIApplication.OpenExternalURLOptionsKey {
    // The raw value is a placeholder for the Objective-C constant; the module is only type-checked.
    // source: APPX-UNIVLINKS
    /// Opens the URL only when it is a universal link that an installed app is set up to open.
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public static let universalLinksOnly = UIApplication.OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
}

// source: APPX-BGTASKID
/// A token that names one request to keep running in the background.
public struct UIBackgroundTaskIdentifier {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

// source: APPX-BGTASKID
extension UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable { }

extension UIBackgroundTaskIdentifier {
    // Placeholder raw value (the module is only type-checked).
    // source: APPX-BGTASKID
    /// The token that stands for no background task, returned when the app cannot run in the
    /// background.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

// source: APPX-SBSTYLE-ENUM
/// The styles of the status bar.
public enum UIStatusBarStyle: Int, Sendable {
    /// A style that the system picks, and updates, to keep contrast with the content below.
    case `default` = 0
    /// A light status bar for dark backgrounds.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    case lightContent = 1
    // The raw value is a placeholder for the Objective-C constant's value.
    // source: R2-SBSTYLE-DARK
    /// A dark status bar for light backgrounds.
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    case darkContent = 3
}

// source: APPX-LAYOUTDIR-ENUM
/// The directions in which a user interface can flow.
@available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// The interface flows from left to right.
    case leftToRight
    /// The interface flows from right to left.
    case rightToLeft
}

// Apple's pages list tvOS without a version (except for `unspecified`), so the struct gives only
// iOS, Mac Catalyst and visionOS. Raw values are placeholders (the module is only type-checked).
// source: R2-CONTENTSIZE
/// The text sizes a person can choose for app content, from extra small to the largest
/// accessibility size.
@available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
public struct UIContentSizeCategory {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

// The conformances Apple lists under Conforms To; the stub does not model the ordering.
// source: R2-CONTENTSIZE
extension UIContentSizeCategory: Comparable, Hashable, RawRepresentable, Sendable {
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
}

extension UIContentSizeCategory {
    // source: R2-CONTENTSIZE-UNSPECIFIED
    /// No particular text size.
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public static let unspecified = UIContentSizeCategory(rawValue: "UIContentSizeCategoryUnspecified")
    // source: R2-CONTENTSIZE-SIZES
    /// An extra-small text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let extraSmall = UIContentSizeCategory(rawValue: "UIContentSizeCategoryExtraSmall")
    // source: R2-CONTENTSIZE-SIZES
    /// A small text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let small = UIContentSizeCategory(rawValue: "UIContentSizeCategorySmall")
    // source: R2-CONTENTSIZE-SIZES
    /// A medium text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let medium = UIContentSizeCategory(rawValue: "UIContentSizeCategoryMedium")
    // source: R2-CONTENTSIZE-SIZES
    /// A large text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let large = UIContentSizeCategory(rawValue: "UIContentSizeCategoryLarge")
    // source: R2-CONTENTSIZE-SIZES
    /// An extra-large text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let extraLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryExtraLarge")
    // source: R2-CONTENTSIZE-SIZES
    /// A text size between extra large and the largest standard size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryExtraExtraLarge")
    // source: R2-CONTENTSIZE-SIZES
    /// The largest standard text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryExtraExtraExtraLarge")
    // source: R2-CONTENTSIZE-A11Y
    /// A medium text size from the larger accessibility sizes.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UIContentSizeCategoryAccessibilityMedium")
    // source: R2-CONTENTSIZE-A11Y
    /// A large text size from the larger accessibility sizes.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryAccessibilityLarge")
    // source: R2-CONTENTSIZE-A11Y
    /// An extra-large text size from the larger accessibility sizes.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryAccessibilityExtraLarge")
    // source: R2-CONTENTSIZE-A11Y
    /// An accessibility text size between extra large and the largest one.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryAccessibilityExtraExtraLarge")
    // source: R2-CONTENTSIZE-A11Y
    /// The largest accessibility text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryAccessibilityExtraExtraExtraLarge")

    // The raw value is a placeholder.
    // source: R2-CONTENTSIZE-DIDCHANGE
    /// Posted when the person changes the preferred text size.
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    nonisolated public static let didChangeNotification: NSNotification.Name = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}

// source: APPX-BGREFRESHSTATUS
/// Whether the app may run in the background to refresh its content.
@available(iOS 7.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Background refresh is off, and the person cannot turn it on (for example under parental
    /// controls).
    case restricted
    /// The person turned background refresh off for this app or for the whole system.
    case denied
    /// Background refresh is available to the app.
    case available
}

extension UIApplication.LaunchOptionsKey {
    // Availability and deprecations are those of each key's Apple page, as listed in
    // Content/launch-options.yaml; messages paraphrase the UIKit header. Raw values are the
    // Objective-C constant names, standing in for the real strings (the module is only type-checked).
    // source: LOKEY-URL
    /// The URL the app was asked to open at launch.
    @available(iOS, introduced: 3.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' URL contexts.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Use the scene life cycle and the connection options' URL contexts.")
    @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' URL contexts.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' URL contexts.")
    public static let url = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    // source: LOKEY-SOURCEAPP
    /// The bundle ID of the app that asked to open a URL at launch.
    @available(iOS, introduced: 3.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    public static let sourceApplication = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    // source: LOKEY-ANNOTATION
    /// The property-list annotation that came with a URL opened at launch; no longer filled in.
    @available(iOS, introduced: 3.2, deprecated: 16.0, message: "This dictionary key is no longer used.")
    @available(macCatalyst, introduced: 13.1, deprecated: 16.0, message: "This dictionary key is no longer used.")
    @available(visionOS, unavailable)
    public static let annotation = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
    // source: LOKEY-REMOTE
    /// The payload of a remote notification that launched the app.
    @available(iOS, introduced: 3.0, deprecated: 26.0, message: "Keep using the app delegate's fetch-completion method to process silent remote notifications after scene connection.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Keep using the app delegate's fetch-completion method to process silent remote notifications after scene connection.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Keep using the app delegate's fetch-completion method to process silent remote notifications after scene connection.")
    public static let remoteNotification = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    // source: LOKEY-LOCALNOTIF
    /// The local notification that launched the app.
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use the User Notifications framework's didReceive response method.")
    @available(macCatalyst, introduced: 13.1, deprecated: 13.1, message: "Use the User Notifications framework's didReceive response method.")
    @available(visionOS, unavailable)
    public static let localNotification = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
    // source: LOKEY-UAD
    /// Says that the app was launched to continue a user activity, which the value describes.
    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' user activities.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Use the scene life cycle and the connection options' user activities.")
    @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' user activities.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' user activities.")
    public static let userActivityDictionary = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    // source: LOKEY-UAT
    /// The type of the user activity that the app was launched to continue.
    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' Handoff activity type.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Use the scene life cycle and the connection options' Handoff activity type.")
    @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' Handoff activity type.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' Handoff activity type.")
    public static let userActivityType = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    // source: LOKEY-SHORTCUT
    /// The Home Screen quick action that launched the app.
    @available(iOS, introduced: 3.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' shortcut item.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Use the scene life cycle and the connection options' shortcut item.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' shortcut item.")
    public static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    // source: LOKEY-CKSM
    /// The CloudKit share invitation that the app was launched to accept.
    @available(iOS, introduced: 10.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' CloudKit share metadata.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Use the scene life cycle and the connection options' CloudKit share metadata.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' CloudKit share metadata.")
    public static let cloudKitShareMetadata = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    // source: LOKEY-LOCATION
    /// Says that the app was launched to handle a location event.
    @available(iOS, introduced: 4.0, deprecated: 26.0, message: "Adopt CLLocationUpdate or CLMonitor, or use a CLLocationManagerDelegate, to handle expected location events after scene connection.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Adopt CLLocationUpdate or CLMonitor, or use a CLLocationManagerDelegate, to handle expected location events after scene connection.")
    @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Adopt CLLocationUpdate or CLMonitor, or use a CLLocationManagerDelegate, to handle expected location events after scene connection.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Adopt CLLocationUpdate or CLMonitor, or use a CLLocationManagerDelegate, to handle expected location events after scene connection.")
    public static let location = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    // source: LOKEY-BTC
    /// The central managers to restore after a relaunch for Bluetooth events.
    @available(iOS, introduced: 7.0, deprecated: 26.0, message: "Store the restoration identifiers and re-create the central managers with them at launch.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Store the restoration identifiers and re-create the central managers with them at launch.")
    @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Store the restoration identifiers and re-create the central managers with them at launch.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Store the restoration identifiers and re-create the central managers with them at launch.")
    public static let bluetoothCentrals = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
    // source: LOKEY-BTP
    /// The peripheral managers to restore after a relaunch for Bluetooth events.
    @available(iOS, introduced: 7.0, deprecated: 26.0, message: "Store the restoration identifiers and re-create the peripheral managers with them at launch.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "Store the restoration identifiers and re-create the peripheral managers with them at launch.")
    @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Store the restoration identifiers and re-create the peripheral managers with them at launch.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Store the restoration identifiers and re-create the peripheral managers with them at launch.")
    public static let bluetoothPeripherals = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
    // source: LOKEY-NEWSSTAND
    /// The Newsstand downloads that launched the app; no longer used.
    @available(iOS, introduced: 5.0, deprecated: 26.0, message: "This dictionary key is no longer used.")
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0, message: "This dictionary key is no longer used.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "This dictionary key is no longer used.")
    public static let newsstandDownloads = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
    // source: LOKEY-EVENTATTR
    /// The ad-tap attribution that came with a URL opened at launch.
    @available(iOS, introduced: 14.5, deprecated: 26.0, message: "Use the scene life cycle and the connection options' event attribution.")
    @available(macCatalyst, introduced: 14.5, deprecated: 26.0, message: "Use the scene life cycle and the connection options' event attribution.")
    @available(visionOS, introduced: 1.0, deprecated: 26.0, message: "Use the scene life cycle and the connection options' event attribution.")
    public static let eventAttribution = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
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
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
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

// The keys take the struct's availability: their own pages were not read; the third-party SDK
// listing (APPX-OPENURLKEY-LIST) gives iOS 9.0 with a 26.0 deprecation for all three. Raw values are
// the Objective-C constant names, standing in for the real strings (the module is only type-checked).
extension UIApplication.OpenURLOptionsKey {
    // source: OPENURLKEY, APPX-OPENURLKEY-LIST
    /// The bundle ID of the app that asked to open the URL.
    public static let sourceApplication = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    // source: OPENURLKEY, APPX-OPENURLKEY-LIST
    /// The annotation a document interaction controller passed along with the URL.
    public static let annotation = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    // source: OPENURLKEY, APPX-OPENURLKEY-LIST
    /// Whether the document can be opened in place; when it is false or missing, copy the file first.
    public static let openInPlace = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
}
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

// Apple's pages list tvOS 13.0 for the class and its three properties.
// source: R2-SIZER-CLASS
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor open class UISceneSizeRestrictions: NSObject {
    // source: R2-SIZER-MIN
    /// The smallest width and height that the scene's windows support.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var minimumSize: CGSize { get { fatalError() } set { } }
    // source: R2-SIZER-MAX
    /// The largest width and height that the scene's windows support.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var maximumSize: CGSize { get { fatalError() } set { } }
    // source: R2-SIZER-FULLSCREEN
    /// Whether the scene may go full screen; only Mac Catalyst apps read it.
    @available(iOS 13.0, macCatalyst 16.0, tvOS 13.0, visionOS 1.0, *)
    open var allowsFullScreen: Bool { get { fatalError() } set { } }
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

    // Apple's page lists tvOS 13.0 as well. The summary is on the authored page.
    // source: SIZER
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
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

extension UIWindowScene {
    // source: R2-WS-ACTREQOPTS
    /// Options for a request to activate a window scene, such as where the system places the new
    /// window.
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    @MainActor open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        // source: R2-WS-ACTREQOPTS-STYLE
        /// How the new window scene appears next to the scenes already on screen; replaced by
        /// `placement`.
        @available(iOS, introduced: 15.0, deprecated: 17.0)
        @available(macCatalyst, introduced: 15.0, deprecated: 17.0)
        @available(tvOS, introduced: 15.0, deprecated: 17.0)
        @available(visionOS, introduced: 1.0, deprecated: 1.0)
        open var preferredPresentationStyle: UIWindowScene.PresentationStyle { get { fatalError() } set { } }
    }

    // source: R2-WS-PRESENTATIONSTYLE
    /// Where a new window scene appears relative to the other scenes in the workspace.
    @available(iOS, introduced: 15.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 15.0, deprecated: 17.0)
    @available(tvOS, introduced: 15.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public enum PresentationStyle: UInt, Sendable {
        /// The system picks the style that fits best.
        case automatic = 0
        /// The system's default style.
        case standard = 1
        /// The new scene appears above the others in the current space.
        case prominent = 2
    }

    // Apple's pages list visionOS only.
    // source: R2-WS-RESIZING
    /// The ways a person may resize a window scene in visionOS.
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    public enum ResizingRestrictions {
        /// Resizing is limited only by the system and by the scene's other restrictions.
        case freeform
        /// The window can't be resized.
        case none
        /// Resizing keeps the window's current aspect ratio.
        case uniform
    }

    // Apple's page lists visionOS without a version.
    // source: R2-WS-TRAITOVERRIDES
    /// A mutable set of trait changes that apply to the scene and to everything it contains.
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, *)
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides { get { fatalError() } set { } }
}

extension UIWindowScene.ActivationRequestOptions {
    // Apple's page lists Mac Catalyst and visionOS without a version.
    // source: R2-WS-ACTREQOPTS-PLACEMENT
    /// The placement you would like the system to use for the new window scene; nil lets the
    /// system choose.
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor @preconcurrency public var placement: (any UIWindowScenePlacement)? { get { fatalError() } set { } }
}

// Types that the window scene's members name.

// Apple's page lists Mac Catalyst and visionOS without a version.
// source: R2-WS-PLACEMENT
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIWindowScenePlacement : Hashable { }

// Apple's page lists Mac Catalyst and visionOS without a version.
// source: R2-TRAITOVERRIDES
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides { }

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
        // Apple's page lists visionOS 1.0, iOS without a version and no Mac Catalyst or tvOS. The
        // raw value is a placeholder for the Objective-C constant's value.
        // source: R2-ROLE-IMMERSIVE
        /// The role of a session whose scene presents an immersive space in visionOS.
        @available(visionOS 1.0, *)
        @available(macCatalyst, unavailable)
        @available(tvOS, unavailable)
        public static let immersiveSpaceApplication: UISceneSession.Role = UISceneSession.Role(rawValue: "UISceneSessionRoleImmersiveSpaceApplication")
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
