import Foundation

/// The marina's berths and bookings, cached on disk.
final class BerthStore {
    static let shared = BerthStore()

    func load() {}
    func refresh() {}
}
