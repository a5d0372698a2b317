// Stub interface of the one WatchKit protocol a SceneDocs page refers to.
@_exported import Foundation

// source: WKAPPDEL
@available(watchOS 7.0, *)
@MainActor public protocol WKApplicationDelegate : NSObjectProtocol { }
