// Stub interface of the UserNotifications surface that SceneDocs samples and symbol pages use.
@_exported import Foundation

// source: UNC
/// The object that manages an app's notifications: authorization, scheduling, delivered
/// notifications, categories, and the delegate that handles incoming ones.
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // source: UNC
    /// Returns the notification center of the app or app extension.
    open class func current() -> UNUserNotificationCenter { fatalError() }
    // source: UNC-DELEGATE
    /// The object that handles notifications arriving in the foreground and the person's
    /// responses to notifications.
    weak open var delegate: (any UNUserNotificationCenterDelegate)? { get { fatalError() } set { } }
    // source: UNX-SUPPORTSCE
    /// Whether the device supports notification content extensions.
    open var supportsContentExtensions: Bool { get { fatalError() } }

    // MARK: Authorization and settings

    // source: UNX-REQAUTH
    /// Asks the person to allow the app's local and remote notifications with the given options;
    /// the handler receives whether they agreed and any error.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) { }
    // source: UNX-REQAUTH
    /// Asks the person to allow the app's notifications with the given options and returns
    /// whether they agreed (the `async` form of the completion-handler method).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }
    // source: UNX-GETSETTINGS
    /// Fetches the app's current authorization status and notification settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) { }
    // source: UNX-GETSETTINGS
    /// Returns the app's current authorization status and notification settings (the `async`
    /// form of `getNotificationSettings(completionHandler:)`).
    open func notificationSettings() async -> UNNotificationSettings { fatalError() }
    // source: UNX-SETBADGE
    /// Sets the number on the app icon's badge.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { }
    // source: UNX-SETBADGE
    /// Sets the number on the app icon's badge (the `async` form of the completion-handler method).
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open func setBadgeCount(_ newBadgeCount: Int) async throws { }

    // MARK: Scheduling notifications

    // source: UNX-ADD
    /// Schedules a local notification for delivery.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { }
    // source: UNX-ADD
    /// Schedules a local notification for delivery (the `async` form of
    /// `add(_:withCompletionHandler:)`).
    open func add(_ request: UNNotificationRequest) async throws { }
    // source: UNX-PENDING
    /// Fetches the app's local notifications that are scheduled but not yet delivered.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) { }
    // source: UNX-PENDING
    /// Returns the app's local notifications that are scheduled but not yet delivered (the
    /// `async` form of `getPendingNotificationRequests(completionHandler:)`).
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { fatalError() }
    // source: UNX-REMOVEPENDING
    /// Cancels the pending local notifications whose request identifiers are given.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) { }
    // source: UNX-REMOVEALLPENDING
    /// Cancels all of the app's pending local notifications.
    open func removeAllPendingNotificationRequests() { }

    // MARK: Delivered notifications

    // source: UNX-DELIVERED
    /// Fetches the app's notifications that are still shown in Notification Center.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { }
    // source: UNX-DELIVERED
    /// Returns the app's notifications that are still shown in Notification Center (the `async`
    /// form of `getDeliveredNotifications(completionHandler:)`).
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open func deliveredNotifications() async -> [UNNotification] { fatalError() }
    // source: UNX-REMOVEDELIVERED
    /// Removes from Notification Center the app's notifications whose request identifiers are given.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) { }
    // source: UNX-REMOVEALLDELIVERED
    /// Removes all of the app's notifications from Notification Center.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open func removeAllDeliveredNotifications() { }

    // MARK: Categories

    // source: UNX-SETCATEGORIES
    /// Registers every notification category, with its actions, that the app supports,
    /// replacing the ones registered before.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { }
    // source: UNX-GETCATEGORIES
    /// Fetches the notification categories the app has registered.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) { }
    // source: UNX-GETCATEGORIES
    /// Returns the notification categories the app has registered (the `async` form of
    /// `getNotificationCategories(completionHandler:)`).
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open func notificationCategories() async -> Set<UNNotificationCategory> { fatalError() }
}

// source: UNX-AUTHOPTIONS
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
public struct UNAuthorizationOptions {
    // Placeholder raw values: the module is only type-checked.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // source: UNX-AUTHOPTIONS
    public static var badge: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 0) } }
    // source: UNX-AUTHOPTIONS
    public static var sound: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 1) } }
    // source: UNX-AUTHOPTIONS
    public static var alert: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 2) } }
    // source: R2-UNOPT-CARPLAY
    /// Permission to show notifications in CarPlay.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
    public static var carPlay: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 3) } }
    // source: R2-UNOPT-CRITICAL
    /// Permission to play critical-alert sounds, which ignore the mute switch and Do Not Disturb;
    /// it needs an entitlement from Apple.
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, tvOS 12.0, visionOS 1.0, watchOS 5.0, *)
    public static var criticalAlert: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 4) } }
    // source: R2-UNOPT-PROVIDES
    /// Asks the system to show a button that leads to the app's own notification settings.
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, tvOS 12.0, visionOS 1.0, watchOS 5.0, *)
    public static var providesAppNotificationSettings: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 5) } }
    // source: R2-UNOPT-PROVISIONAL
    /// Permission to deliver quiet notifications to Notification Center on a trial basis, without
    /// asking first.
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, tvOS 12.0, visionOS 1.0, watchOS 5.0, *)
    public static var provisional: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 6) } }
    // source: R2-UNOPT-ANNOUNCE
    /// Permission for Siri to read messages aloud over AirPods.
    @available(iOS, introduced: 13.0, deprecated: 15.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 15.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(watchOS, introduced: 6.0, deprecated: 7.0)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var announcement: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 7) } }
    // source: R2-UNOPT-TIMESENSITIVE
    /// The option for time-sensitive notifications, deprecated in the release that introduced it.
    @available(iOS, introduced: 15.0, deprecated: 15.0)
    @available(macCatalyst, introduced: 15.0, deprecated: 15.0)
    @available(macOS, introduced: 12.0, deprecated: 12.0)
    @available(tvOS, introduced: 15.0, deprecated: 15.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(watchOS, introduced: 8.0, deprecated: 8.0)
    public static var timeSensitive: UNAuthorizationOptions { get { UNAuthorizationOptions(rawValue: 1 << 8) } }
}

// source: UNX-AUTHOPTIONS
extension UNAuthorizationOptions : OptionSet, Sendable { }

// source: UNX-SETTINGS
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    // source: UNX-SETTINGS-AUTHSTATUS
    open var authorizationStatus: UNAuthorizationStatus { get { fatalError() } }

    // source: R2-UNS-ALERT
    /// Whether the app may show alerts.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open var alertSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-BADGE
    /// Whether the app may show a badge on its icon.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, *)
    @available(watchOS, unavailable)
    open var badgeSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-SOUND
    /// Whether the app may play a sound when a notification arrives.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open var soundSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-NCENTER
    /// Whether the app's notifications appear in Notification Center.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    open var notificationCenterSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-LOCK
    /// Whether the app's notifications appear on the Lock Screen.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var lockScreenSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-CARPLAY
    /// Whether the app's notifications appear in CarPlay.
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var carPlaySetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-ALERTSTYLE
    /// How alerts appear while the device is unlocked: as banners, as alerts to dismiss, or not at
    /// all.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var alertStyle: UNAlertStyle { get { fatalError() } }
    // source: R2-UNS-PREVIEWS
    /// When the app's notifications show a preview of their content.
    @available(iOS 11.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var showPreviewsSetting: UNShowPreviewsSetting { get { fatalError() } }
    // source: R2-UNS-CRITICAL
    /// Whether the app may play critical-alert sounds, which ignore the mute switch and Do Not
    /// Disturb.
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 5.0, *)
    @available(tvOS, unavailable)
    open var criticalAlertSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-PROVIDES
    /// Whether the system shows a button that leads to the app's own notification settings.
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 5.0, *)
    @available(tvOS, unavailable)
    open var providesAppNotificationSettings: Bool { get { fatalError() } }
    // source: R2-UNS-ANNOUNCE
    /// Whether Siri may announce the app's notifications.
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    open var announcementSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-TIMESENSITIVE
    /// Whether the system treats the app's notifications as time-sensitive.
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, visionOS 1.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    open var timeSensitiveSetting: UNNotificationSetting { get { fatalError() } }
    // source: R2-UNS-SCHEDULED
    /// Whether the system delivers the app's notifications on a schedule, in a summary.
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, visionOS 1.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    open var scheduledDeliverySetting: UNNotificationSetting { get { fatalError() } }
    // Apple's page gives no summary for this property.
    // source: R2-UNS-DIRECTMSG
    /// The status of the direct-messages notification setting.
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, visionOS 1.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    open var directMessagesSetting: UNNotificationSetting { get { fatalError() } }
}

// Raw values of the three enumerations below are placeholders (the module is only type-checked).
// source: R2-UNSETTING
/// The states of one notification setting: not supported, off or on.
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
public enum UNNotificationSetting: Int, Sendable {
    /// The setting isn't available to the app.
    case notSupported = 0
    /// The setting is off.
    case disabled = 1
    /// The setting is on.
    case enabled = 2
}

// source: R2-UNALERTSTYLE
/// The ways alerts can be presented.
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UNAlertStyle: Int, Sendable {
    /// No alert.
    case none = 0
    /// A banner that goes away by itself.
    case banner = 1
    /// An alert that the person must dismiss.
    case alert = 2
}

// source: R2-UNPREVIEWS
/// When a notification's content may be previewed.
@available(iOS 11.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UNShowPreviewsSetting: Int, Sendable {
    /// Always, even while the device is locked.
    case always = 0
    /// Only while the device is unlocked.
    case whenAuthenticated = 1
    /// Never, even while the device is unlocked.
    case never = 2
}

// source: UNX-AUTHSTATUS
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
public enum UNAuthorizationStatus {
    // source: UNX-AUTHSTATUS
    /// The person hasn't yet chosen whether the app may schedule notifications.
    case notDetermined
    // source: UNX-AUTHSTATUS
    /// The app may not schedule or receive notifications.
    case denied
    // source: UNX-AUTHSTATUS-AUTHORIZED
    /// The app may schedule and receive notifications.
    case authorized
    // source: R2-UNAUTH-PROVISIONAL
    /// The app may post quiet notifications on a trial basis.
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, tvOS 12.0, visionOS 1.0, watchOS 5.0, *)
    case provisional
    // source: R2-UNAUTH-EPHEMERAL
    /// The app, for example an App Clip, may schedule or receive notifications for a limited
    /// time.
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case ephemeral
}

// source: UNX-AUTHSTATUS
extension UNAuthorizationStatus : Sendable { }

// source: UNX-CATEGORY
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    // source: R2-UNCAT-INIT
    /// Creates a category with the given identifier, actions, intent identifiers and options.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) { self.init() }
}

// source: R2-UNCATOPTS
/// Options for how the system handles the notifications of a category.
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationCategoryOptions {
    // Placeholder raw values: the module is only type-checked.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // source: R2-UNCATOPTS-DISMISS
    /// Sends the person's explicit dismissals to the notification center's delegate.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    public static var customDismissAction: UNNotificationCategoryOptions { get { UNNotificationCategoryOptions(rawValue: 1 << 0) } }
    // source: R2-UNCATOPTS-CARPLAY
    /// Lets CarPlay show the category's notifications.
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, watchOS 3.0, *)
    @available(macOS, unavailable)
    public static var allowInCarPlay: UNNotificationCategoryOptions { get { UNNotificationCategoryOptions(rawValue: 1 << 1) } }
}

// source: R2-UNCATOPTS
extension UNNotificationCategoryOptions : OptionSet, Sendable { }

// source: R2-UNACTION
/// A task that the app performs when the person picks it from a delivered notification.
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationAction: NSObject {
    // source: R2-UNACTION-INIT
    /// Creates an action with an identifier, a title for its button and options.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) { self.init() }
}

// source: R2-UNACTIONOPTS
/// Behaviours that an action can have.
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationActionOptions {
    // Placeholder raw values: the module is only type-checked.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // source: R2-UNACTIONOPTS
    /// The action can run only on an unlocked device.
    public static var authenticationRequired: UNNotificationActionOptions { get { UNNotificationActionOptions(rawValue: 1 << 0) } }
    // source: R2-UNACTIONOPTS
    /// The action does something destructive.
    public static var destructive: UNNotificationActionOptions { get { UNNotificationActionOptions(rawValue: 1 << 1) } }
    // source: R2-UNACTIONOPTS
    /// The action brings the app to the foreground.
    public static var foreground: UNNotificationActionOptions { get { UNNotificationActionOptions(rawValue: 1 << 2) } }
}

// source: R2-UNACTIONOPTS
extension UNNotificationActionOptions : OptionSet, Sendable { }

// source: UNRESP
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    // source: UNRESP
    open var notification: UNNotification { get { fatalError() } }
    // source: UNRESP
    open var actionIdentifier: String { get { fatalError() } }
}

// source: UNNOTIF
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNNotification: NSObject, @unchecked Sendable {
    // source: UNNOTIF
    open var request: UNNotificationRequest { get { fatalError() } }
}

// source: UNREQ
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    // source: UNREQ
    open var content: UNNotificationContent { get { fatalError() } }
}

// source: UNCONTENT
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNNotificationContent: NSObject, @unchecked Sendable {
    // source: UNCONTENT
    open var userInfo: [AnyHashable : Any] { get { fatalError() } }
}

// source: UNCD
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
public protocol UNUserNotificationCenterDelegate : NSObjectProtocol {
    // source: UNCD-DIDRECEIVE
    /// Asks the delegate to handle the person's response to a delivered notification; call the
    /// completion handler when done.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    // source: UNCD-DIDRECEIVE
    /// Asks the delegate to handle the person's response to a delivered notification (the `async`
    /// form of the completion-handler method).
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

    // source: UNCD-WILLPRESENT
    /// Asks how to show a notification that arrives while the app is in the foreground; call the
    /// completion handler with the presentation options to use.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

    // source: UNCD-WILLPRESENT
    /// Asks how to show a notification that arrives while the app is in the foreground and
    /// returns the presentation options (the `async` form of the completion-handler method).
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions

    // source: UNX-OPENSETTINGS
    /// Asks the delegate to show the app's own notification settings, for a given notification
    /// or for none.
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

// Optional requirements: on Linux each is a requirement plus a default here (README).
// source: UNCD
public extension UNUserNotificationCenterDelegate {
    // source: UNCD-DIDRECEIVE
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void) { }

    // source: UNCD-DIDRECEIVE
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async { }

    // source: UNCD-WILLPRESENT
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) { }

    // source: UNCD-WILLPRESENT
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }

    // source: UNX-OPENSETTINGS
    @available(iOS 12.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) { }
}

// source: UNPRESOPT
/// How a notification that arrives while the app is in the foreground is shown.
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // source: UNPRESOPT
    /// Sets the app icon's badge to the notification's badge value.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    // source: UNPRESOPT
    /// Plays the notification's sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    // source: UNPRESOPT-ALERT
    /// Shows the notification's alert; replaced by the list and banner options.
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use list and banner instead.")
    @available(macCatalyst, introduced: 13.1, deprecated: 14.0, message: "Use list and banner instead.")
    @available(macOS, introduced: 10.14, deprecated: 11.0, message: "Use list and banner instead.")
    @available(tvOS, introduced: 10.0, deprecated: 14.0, message: "Use list and banner instead.")
    @available(watchOS, introduced: 3.0, deprecated: 7.0, message: "Use list and banner instead.")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    // source: UNPRESOPT-LIST
    /// Keeps the notification in Notification Center.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    // source: UNPRESOPT-BANNER
    /// Shows the notification as a banner.
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
