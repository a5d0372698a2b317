// Stub interface of the CloudKit surface that SceneDocs samples and symbol pages use.
@_exported import Foundation

// source: CKSHAREMETA
@available(iOS 10.0, macCatalyst 13.1, macOS 10.12, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class CKShareMetadata: NSObject, @unchecked Sendable { }
