// Stub interface of the Intents surface that SceneDocs symbol pages use.
@_exported import Foundation

// source: ININTENT
@available(iOS 10.0, macCatalyst 13.1, macOS 10.12, visionOS 1.0, watchOS 3.2, *)
open class INIntent: NSObject { }

// source: ININTENTRESPONSE
@available(iOS 10.0, macCatalyst 13.1, macOS 10.12, visionOS 1.0, watchOS 3.2, *)
open class INIntentResponse: NSObject { }

// source: INSENDMSG
@available(iOS 10.0, macCatalyst 13.1, macOS 12.0, visionOS 1.0, watchOS 3.2, *)
open class INSendMessageIntent: INIntent { }
