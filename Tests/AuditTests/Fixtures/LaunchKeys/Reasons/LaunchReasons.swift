import UIKit

/// Reads every launch-options key the reference added in issue 40 (`launch-options.yaml`).
final class LaunchReasons {
    func read(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        _ = launchOptions?[.remoteNotification] as? [AnyHashable: Any]
        _ = launchOptions?[.location] != nil
        _ = launchOptions?[.sourceApplication] as? String
        _ = launchOptions?[.annotation]
        _ = launchOptions?[.localNotification]
        _ = launchOptions?[.newsstandDownloads]
        _ = launchOptions?[.eventAttribution]
        if let options = launchOptions, options[.bluetoothCentrals] != nil {
            _ = options[.bluetoothPeripherals]
        }
    }
}
