import UIKit

/// The first screen: every berth and whether it is free tonight.
final class BerthListViewController: UITableViewController {}
