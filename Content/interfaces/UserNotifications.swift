// Stub interface of the UserNotifications surface that SceneDocs samples and symbol pages use.
@_exported import Foundation

// source: UNC
@available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // source: UNC
    open class func current() -> UNUserNotificationCenter { fatalError() }
    // source: UNC-DELEGATE
    weak open var delegate: (any UNUserNotificationCenterDelegate)? { get { fatalError() } set { } }
}

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
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    // source: UNCD-WILLPRESENT
    /// Asks how to show a notification that arrives while the app is in the foreground; call the
    /// completion handler with the presentation options to use.
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

}

// source: UNCD
public extension UNUserNotificationCenterDelegate {
    // source: UNCD-DIDRECEIVE
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void) { }

    // source: UNCD-WILLPRESENT
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) { }

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
