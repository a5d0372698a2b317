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

}

// source: UNCD
public extension UNUserNotificationCenterDelegate {
    // source: UNCD-DIDRECEIVE
    @available(iOS 10.0, macCatalyst 13.1, macOS 10.14, visionOS 1.0, watchOS 3.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void) { }

}
