import UIKit

@MainActor final class Store {
    static let shared = Store()
    func save() {}
}
