import UIKit

/// The list of saved articles.
final class LibraryViewController: UITableViewController {
    private let store: Store

    init(store: Store) {
        self.store = store
        super.init(style: .insetGrouped)
        title = "Library"
    }

    required init?(coder: NSCoder) {
        fatalError("the library is created in code")
    }
}
