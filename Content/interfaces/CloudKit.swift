// Stub interface of the CloudKit surface that SceneDocs samples and symbol pages use.
@_exported import Foundation

// source: CKRECORD
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 3.0, *)
open class CKRecord: NSObject, @unchecked Sendable {
    // source: CKRECORD
    open var recordID: CKRecord.ID { get { fatalError() } }

    // source: CKRECORD
    open class ID: NSObject, @unchecked Sendable {
        // source: CKRECORD
        open var zoneID: CKRecordZone.ID { get { fatalError() } }
    }
}

// source: CKRECORDZONE
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 3.0, *)
open class CKRecordZone: NSObject, @unchecked Sendable {
    // source: CKRECORDZONE
    open class ID: NSObject, @unchecked Sendable { }
}

// source: CKSHARE
@available(iOS 10.0, macCatalyst 13.1, macOS 10.12, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class CKShare: CKRecord, @unchecked Sendable {
    // source: CKSHAREMETA
    open class Metadata: NSObject, @unchecked Sendable {
        // source: CKSHAREMETA
        open var share: CKShare { get { fatalError() } }
        // source: CKSHAREMETA
        open var containerIdentifier: String { get { fatalError() } }
    }
}

// The Objective-C name of CKShare.Metadata, which UIKit's declarations use.
// source: CKSHAREMETA
public typealias CKShareMetadata = CKShare.Metadata

// source: CKOPERATION
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 3.0, *)
open class CKOperation: Operation, @unchecked Sendable { }

// source: CKACCEPTOP
@available(iOS 10.0, macCatalyst 13.1, macOS 10.12, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
open class CKAcceptSharesOperation: CKOperation, @unchecked Sendable {
    // source: CKACCEPTOP
    public convenience init(shareMetadatas: [CKShare.Metadata]) { self.init() }
    // source: CKACCEPTOP
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    open var acceptSharesResultBlock: ((Result<Void, any Error>) -> Void)? { get { fatalError() } set { } }
}

// source: CKCONTAINER
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, tvOS 9.0, visionOS 1.0, watchOS 3.0, *)
open class CKContainer: NSObject, @unchecked Sendable {
    // source: CKCONTAINER
    public convenience init(identifier containerIdentifier: String) { self.init() }
    // source: CKCONTAINER
    open func add(_ operation: CKOperation) { }
}
