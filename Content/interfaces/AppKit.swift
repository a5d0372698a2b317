// Stub interface of the one AppKit protocol a SceneDocs page refers to.
@_exported import Foundation

// source: NSAPPDEL
@available(macOS 10.0, *)
@MainActor public protocol NSApplicationDelegate : NSObjectProtocol { }
