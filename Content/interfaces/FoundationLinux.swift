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
    // source: NSUA
    open var activityType: String { get { fatalError() } }
    // source: NSUA
    open var title: String? { get { fatalError() } set { } }
    // source: NSUA
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
    open var userInfo: [AnyHashable : Any]? { get { fatalError() } set { } }
    // source: NSUA
    open var webpageURL: URL? { get { fatalError() } set { } }
}

extension NSUserActivity {
    // source: NSUA
    @available(iOS 13.0, macCatalyst 13.1, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
    public var targetContentIdentifier: String? { get { fatalError() } set { } }
    // source: NSUA
    public func addUserInfoEntries(from otherDictionary: [AnyHashable : Any]) { }
}

// source: NSUA-TYPEBROWSINGWEB
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"

// Key-value observing: Apple's Foundation overlay adds `observe(_:options:changeHandler:)` to
// NSObject; swift-corelibs-foundation has no KVO.
// source: KVO-OBSERVATION
@available(iOS 8.0, macCatalyst 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
open class NSKeyValueObservation: NSObject { }

// source: KVO-OPTIONS
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

// source: KVO-CHANGE
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}

// source: KVO-OBSERVE
public protocol _KeyValueCodingAndObserving { }
extension NSObject : _KeyValueCodingAndObserving { }

extension _KeyValueCodingAndObserving {
    // source: KVO-OBSERVE
    @preconcurrency public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation { fatalError() }
}

// swift-corelibs-foundation marks NSPredicate(format:_:) unavailable (no predicate strings on Linux).
// This overload for string arguments stands in for Apple's `init(format:_:)` so samples type-check.
extension NSPredicate {
    // source: NSPREDICATE-FORMAT
    public convenience init(format predicateFormat: String, _ args: String...) { self.init(value: true) }
}
