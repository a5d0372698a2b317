@_exported import Foundation

// source: UIAPP
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {}

// source: UIAPP
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
    public static var shared: UIApplication { fatalError() }
    public var connectedScenes: Set<UIScene> { fatalError() }
}

// source: UISD
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {}

// source: UIWS
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    // source: UIWS
    @available(iOS 16.0, *)
    public var effectiveGeometry: UIWindowScene.Geometry { fatalError() }

    // source: UIWS
    @available(iOS 16.0, *)
    @MainActor open class Geometry: NSObject {}
}

// source: UISD
@available(iOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func sceneDidBecomeActive(_ scene: UIScene)
}

extension UISceneDelegate {
    public func sceneDidBecomeActive(_ scene: UIScene) {}
}
