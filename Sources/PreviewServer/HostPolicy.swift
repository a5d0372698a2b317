/// Which `Host` headers the server answers. A web page can make the browser send requests to a
/// loopback server under a name its own DNS points at 127.0.0.1 (DNS rebinding); such requests
/// carry that name as their Host, so only names that cannot be rebound are answered: `localhost`,
/// the address the client connected to (as an IP literal), the configured `--host`, and the names
/// the user allows explicitly.
struct HostPolicy: Sendable {
    enum Verdict: Equatable, Sendable {
        case allowed
        /// No Host, several, or one that is not `name[:port]`: 400.
        case badRequest
        /// A name this server does not answer to, or another port: 421.
        case misdirected
    }

    /// Names that need the server's own port (lowercased, without brackets or a trailing dot).
    let ownNames: Set<String>
    /// Names allowed with any port (a proxy or tunnel in front of the preview).
    let extraNames: Set<String>
    let allowsAnyName: Bool

    init(configuredHost: String, allowedHosts: [String]) {
        var own: Set<String> = ["localhost"]
        let configured = HostPolicy.normalize(configuredHost)
        // A wildcard bind is no name a client can use; the connection's own address covers it.
        if !["0.0.0.0", "::", ""].contains(configured) { own.insert(configured) }
        ownNames = own
        extraNames = Set(allowedHosts.map(HostPolicy.normalize).filter { $0 != "*" && !$0.isEmpty })
        allowsAnyName = allowedHosts.contains("*")
    }

    /// - Parameters:
    ///   - hosts: every `Host` header of the request, or the authority of an absolute-form target.
    ///   - localAddress: the IP address the client connected to (`127.0.0.1`, `::1`, `::ffff:10.0.0.2`).
    ///   - port: the port the server listens on.
    func check(hosts: [String], localAddress: String?, port: Int) -> Verdict {
        guard hosts.count == 1, let (name, hostPort) = HostPolicy.split(hosts[0]) else { return .badRequest }
        if allowsAnyName || extraNames.contains(name) { return .allowed }
        guard (hostPort ?? 80) == port else { return .misdirected }
        if ownNames.contains(name) { return .allowed }
        if let local = localAddress.map(HostPolicy.normalize) {
            if name == local { return .allowed }
            // A dual-stack socket sees IPv4 clients as `::ffff:a.b.c.d`.
            if local.hasPrefix("::ffff:"), name == String(local.dropFirst(7)) { return .allowed }
        }
        return .misdirected
    }

    /// `name[:port]` or `[v6]:port` → lowercased name without brackets or a trailing dot, and the
    /// port; nil when malformed (empty name, a port that is not a number, characters a host
    /// cannot hold).
    static func split(_ value: String) -> (name: String, port: Int?)? {
        let text = value.trimmingWhitespace()
        var name: Substring
        var portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            portText = text[text.index(after: colon)...]
        } else {
            name = text[...]
        }
        var port: Int?
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(portText), number <= 65535
            else { return nil }
            port = number
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._:%")
        guard !name.isEmpty, name.allSatisfy({ allowed.contains($0) }) else { return nil }
        return (normalize(String(name)), port)
    }

    static func normalize(_ name: String) -> String {
        var name = Substring(name.lowercased())
        if name.hasPrefix("["), name.hasSuffix("]") { name = name.dropFirst().dropLast() }
        if name.hasSuffix("."), name.count > 1 { name = name.dropLast() }
        return String(name)
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}

/// Checks `--allow-host` values.
public enum HostName {
    /// A host name or IP literal without a port (`docs.test`, `192.168.1.5`, `[fe80::1]`).
    public static func isValid(_ name: String) -> Bool {
        guard let (parsed, port) = HostPolicy.split(name), port == nil else { return false }
        return !parsed.isEmpty
    }
}
