/// The rule for every URL that reaches an `href` or `src` of the site (from Markdown, YAML or
/// templates): an `http:`, `https:` or `mailto:` URL, or a reference without a scheme (a local
/// path or `#fragment`). Any other scheme — `javascript:`, `data:`, `vbscript:`, `file:`, unknown
/// ones — is refused, since content comes from untrusted pull requests.
public enum URLSafety {
    /// The schemes a URL may have (lowercased).
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The scheme of `url` as a browser reads it (lowercased), or nil when it has none. Browsers
    /// strip leading and trailing C0 controls and spaces and remove every tab and line break
    /// before parsing, so `" java\tscript:"` has the scheme `javascript`.
    public static func scheme(of url: String) -> String? {
        var scheme: [UInt8] = []
        var started = false
        for byte in url.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if !started && byte <= 0x20 { continue }
            started = true
            if byte == UInt8(ascii: ":") {
                return scheme.isEmpty ? nil : String(decoding: scheme, as: UTF8.self).lowercased()
            }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isOther =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter || (!scheme.isEmpty && isOther) else { return nil }
            scheme.append(byte)
        }
        return nil
    }

    /// The refused scheme of `url`, or nil when the URL is allowed.
    public static func unsafeScheme(of url: String) -> String? {
        guard let scheme = scheme(of: url), !allowedSchemes.contains(scheme) else { return nil }
        return scheme
    }

    /// Whether `url` is an absolute `http(s)` or `mailto:` URL (what YAML URL fields must hold).
    public static func isWebURL(_ url: String) -> Bool {
        scheme(of: url).map(allowedSchemes.contains) ?? false
    }

    /// `url` as quoted in a message: at most 60 characters (a `data:` URL can be very long).
    public static func shown(_ url: String) -> String {
        url.count > 60 ? String(url.prefix(57)) + "…" : url
    }

    /// The hint given with `unsafe-url`.
    public static let hint = "use an https:// or mailto: URL, <doc:page-id> or asset:name"
}
