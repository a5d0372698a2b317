/// The platforms an API can be available on, in the order pages list them.
public enum Platform: String, CaseIterable, Sendable, Codable, Hashable {
    case iOS, iPadOS, macCatalyst, macOS, tvOS, visionOS, watchOS

    /// The name pages show ("Mac Catalyst").
    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .iPadOS: return "iPadOS"
        case .macCatalyst: return "Mac Catalyst"
        case .macOS: return "macOS"
        case .tvOS: return "tvOS"
        case .visionOS: return "visionOS"
        case .watchOS: return "watchOS"
        }
    }
}

/// Availability of a symbol on one platform.
public struct PlatformAvailability: Hashable, Sendable, Codable {
    /// The platform.
    public var platform: Platform
    /// First version, or nil when the source lists the platform without a version (`"*"`).
    public var introduced: String?
    /// The version that deprecated the symbol, if any.
    public var deprecated: String?
    /// Whether the symbol is in beta on this platform.
    public var beta: Bool

    /// Creates an availability entry.
    public init(platform: Platform, introduced: String?, deprecated: String? = nil, beta: Bool = false) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.beta = beta
    }

    /// "13.0+", "2.0–26.0 (deprecated)", "Beta", or "" for an unversioned listing.
    public var summary: String {
        var text = introduced.map { $0 + "+" } ?? ""
        if let deprecated {
            text = introduced.map { $0 + "–" + deprecated } ?? "deprecated in \(deprecated)"
        }
        if beta { text += text.isEmpty ? "Beta" : " Beta" }
        return text
    }
}
