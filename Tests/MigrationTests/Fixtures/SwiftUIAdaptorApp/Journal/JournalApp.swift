import SwiftUI

/// The journal: one window of entries; the UIKit delegate comes along through the adaptor.
@main
struct JournalApp: App {
    @UIApplicationDelegateAdaptor(JournalDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup {
            EntryList()
        }
    }
}
