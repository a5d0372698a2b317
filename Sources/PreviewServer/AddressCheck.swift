import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the server could not start.
public enum PreviewServerError: Error, CustomStringConvertible, Equatable {
    case addressInUse(host: String, port: Int)

    /// The message printed when the server cannot start.
    public var description: String {
        switch self {
        case .addressInUse(let host, let port):
            return "\(host):\(port) is already in use (choose another --port, or --port 0 for a free one)"
        }
    }
}

/// Tells before the first build (which takes a while) whether the port is taken, so the user does
/// not wait for a build only to be told. IPv4 literals only; anything else is left to the real bind.
enum AddressCheck {
    static func isInUse(host: String, port: Int) -> Bool {
        guard port != 0 else { return false }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return false }
        #if canImport(Glibc)
            let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let probe = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard probe >= 0 else { return false }
        defer { close(probe) }
        var yes: Int32 = 1
        setsockopt(probe, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return bound != 0 && errno == EADDRINUSE
    }
}
