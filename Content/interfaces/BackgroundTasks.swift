// Stub interface of the BackgroundTasks surface that SceneDocs samples and symbol pages use.
@_exported import Foundation

// source: BGTS
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
open class BGTaskScheduler {
    // source: BGTS-SHARED
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open class var shared: BGTaskScheduler { get { fatalError() } }
}

extension BGTaskScheduler {
    // Apple's parameter type is `dispatch_queue_t?`; on Linux that is `DispatchQueue?`.
    // Imported Objective-C methods are discardable in Swift, hence `@discardableResult`.
    // source: BGTS-REGISTER
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool { fatalError() }
}

// source: BGTASK
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
open class BGTask: NSObject {
    // source: BGTASK
    open var identifier: String { get { fatalError() } }
}
