import UIKit

// Dependency code (CocoaPods) is not audited.
class Tracker {
    var screen: UIScreen { UIScreen.main }
}
