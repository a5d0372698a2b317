import UIKit

/// A window subclass declared in another file than the app delegate that creates it.
final class OverlayWindow: UIWindow {}

final class BadgeView: UIView {}
