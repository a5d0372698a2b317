import UIKit

/// Where Harbor's links, activities and quick actions lead: the berth screens.
final class HarborRouter {
    static let shared = HarborRouter()
    static let berthActivity = "org.example.harbor.berth"

    func open(_ link: URL) {}
    func show(_ activity: NSUserActivity) {}

    /// Runs the quick action; false when Harbor does not know it.
    func perform(_ action: String) -> Bool { action == "org.example.harbor.newBooking" }
}
