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
}

// source: UNX-AUTHOPTIONS
extension UNAuthorizationOptions : OptionSet, Sendable { }

// source: UNX-SETTINGS
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    // source: UNX-SETTINGS-AUTHSTATUS
    open var authorizationStatus: UNAuthorizationStatus { get { fatalError() } }
}

// source: UNX-AUTHSTATUS
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
public enum UNAuthorizationStatus {
    // source: UNX-AUTHSTATUS
    case notDetermined
    // source: UNX-AUTHSTATUS
    case denied
    // source: UNX-AUTHSTATUS-AUTHORIZED
    case authorized
}

// source: UNX-AUTHSTATUS
extension UNAuthorizationStatus : Sendable { }

// source: UNX-CATEGORY
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationCategory: NSObject, @unchecked Sendable { }

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
