// Foundation classes that Apple's Foundation has but swift-corelibs-foundation (Linux) lacks.
// The module name is a Linux-only stand-in: UIKit re-exports it, so `import UIKit` and
// `import SwiftUI` see these types as they would on Apple platforms (README.md).
@_exported import Foundation

// source: NSUA
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
open class NSUserActivity: NSObject {
    // source: NSUA-INIT
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
    public init(activityType: String) { }
    // source: NSUA-TYPE
    open var activityType: String { get { fatalError() } }
    // source: NSUA-TITLE
    open var title: String? { get { fatalError() } set { } }
    // source: NSUA-USERINFO
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
    open var userInfo: [AnyHashable : Any]? { get { fatalError() } set { } }
    // source: NSUA-WEBURL
    open var webpageURL: URL? { get { fatalError() } set { } }
}
