import UIKit

@main
final class RadarAppDelegate: UIResponder, UIApplicationDelegate {}
