import SwiftUI

@main
struct ClockApp: App {
    var body: some Scene {
        WindowGroup { Text("Clock") }
    }
}
