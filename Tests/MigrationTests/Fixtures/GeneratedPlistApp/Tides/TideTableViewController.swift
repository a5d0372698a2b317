import UIKit

/// Today's high and low tides.
final class TideTableViewController: UITableViewController {
    static func refreshAll() {}
}
