import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A deliberately dumb HTTP/1.1 client over a plain socket: it sends the request target exactly as
/// written (`/../x`, `/%2e%2e/`, backslashes, NUL escapes), which URL-based clients would clean up.
/// Blocking calls run on GCD threads, never on the cooperative pool the server's handlers use.
public struct RawHTTPClient: Sendable {
    public let port: Int

    public init(port: Int) {
        self.port = port
    }

    public struct Response: Sendable, CustomStringConvertible {
        public var status: Int
        public var headers: [(String, String)]
        public var body: Data

        public func header(_ name: String) -> String? {
            headers.first { $0.0.caseInsensitiveCompare(name) == .orderedSame }?.1
        }
        public var text: String { String(decoding: body, as: UTF8.self) }
        public var description: String { "\(status) \(headers) \(text.prefix(200))" }
    }

    public enum Failure: Error {
        case connect(Int32)
        case send
        case malformed(String)
        case timeout
    }

    /// One request on a fresh connection (`Connection: close`), whole response read.
    public func request(_ target: String, method: String = "GET", headers: [String: String] = [:]) async throws
        -> Response
    {
        let port = self.port
        return try await Self.offPool {
            let socket = try Self.connect(port: port)
            defer { close(socket) }
            var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            for (name, value) in headers { text += "\(name): \(value)\r\n" }
            text += "\r\n"
            try Self.send(socket, Data(text.utf8))
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count > 0 { received.append(contentsOf: buffer[0..<count]) } else { break }
            }
            return try Self.parse(received, method: method)
        }
    }

    /// Opens the live-reload event stream and collects what arrives.
    public func openEvents() async throws -> EventStream {
        let port = self.port
        return try await Self.offPool {
            let socket = try Self.connect(port: port)
            let text =
                "GET /__scenedocs/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n"
            try Self.send(socket, Data(text.utf8))
            return EventStream(socket: socket)
        }
    }

    public static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    public static func connect(port: Int) throws -> Int32 {
        #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                    Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                    Darwin.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard result == 0 else {
            let code = errno
            close(socket)
            throw Failure.connect(code)
        }
        return socket
    }

    public static func send(_ socket: Int32, _ data: Data) throws {
        let sent = data.withUnsafeBytes { bytes in
            #if canImport(Glibc)
                Glibc.send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            #else
                Darwin.send(socket, bytes.baseAddress, bytes.count, 0)
            #endif
        }
        guard sent == data.count else { throw Failure.send }
    }

    public static func parse(_ data: Data, method: String) throws -> Response {
        guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)) else {
            throw Failure.malformed(String(decoding: data, as: UTF8.self))
        }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = head[0].split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(head[0]) }
        let headers = head.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Data(data[end.upperBound...])
        if headers.contains(where: { $0.0.lowercased() == "transfer-encoding" && $0.1 == "chunked" }) {
            body = dechunk(body)
        }
        return Response(status: status, headers: headers, body: body)
    }

    public static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.firstRange(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
            if size == 0 { break }
            let start = lineEnd.upperBound
            result.append(rest[start..<(start + size)])
            rest = rest[(start + size + 2)...]
        }
        return result
    }
}

/// An open event stream; `next(_:)` waits for an event of a given name.
public final class EventStream: @unchecked Sendable {
    public struct Event: Equatable, Sendable {
        public var name: String
        public var data: String
    }

    private let socket: Int32
    private var buffer = ""
    private let lock = NSLock()

    init(socket: Int32) {
        self.socket = socket
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The next event named `name` (events with other names are skipped), or `nil` when the stream
    /// ends or `timeout` passes.
    public func next(_ name: String, timeout: TimeInterval = 10) async throws -> Event? {
        try await RawHTTPClient.offPool { self.blockingNext(name, timeout: timeout) }
    }

    /// Whether the server ended the stream (read returns end-of-file) within `timeout`.
    public func waitForEnd(timeout: TimeInterval = 10) async throws -> Bool {
        try await RawHTTPClient.offPool {
            let deadline = Date().addingTimeInterval(timeout)
            var chunk = [UInt8](repeating: 0, count: 4096)
            while Date() < deadline {
                let count = recv(self.socket, &chunk, chunk.count, 0)
                if count == 0 { return true }
                if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK { return true }
            }
            return false
        }
    }

    /// Raw bytes not yet decoded (response head, chunk framing).
    private var raw = Data()
    private var sawHead = false

    private func blockingNext(_ name: String, timeout: TimeInterval) -> Event? {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            decodeChunks()
            while let range = buffer.range(of: "\n\n") {
                let block = String(buffer[..<range.lowerBound])
                buffer = String(buffer[range.upperBound...])
                var event = Event(name: "", data: "")
                var data: [String] = []
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                event.data = data.joined(separator: "\n")
                if event.name == name { return event }
            }
            guard Date() < deadline else { return nil }
            let count = recv(socket, &chunk, chunk.count, 0)
            if count == 0 { return nil }
            if count > 0 { raw.append(contentsOf: chunk[0..<count]) }
        }
    }

    /// Moves complete chunks of the chunked body from `raw` to `buffer`.
    private func decodeChunks() {
        let crlf = Data("\r\n".utf8)
        if !sawHead {
            guard let end = raw.firstRange(of: Data("\r\n\r\n".utf8)) else { return }
            raw = Data(raw[end.upperBound...])
            sawHead = true
        }
        while let lineEnd = raw.firstRange(of: crlf) {
            guard let size = Int(String(decoding: raw[raw.startIndex..<lineEnd.lowerBound], as: UTF8.self), radix: 16)
            else {
                return
            }
            let start = lineEnd.upperBound
            guard raw.endIndex >= start + size + 2 else { return }
            buffer += String(decoding: raw[start..<(start + size)], as: UTF8.self)
            raw = Data(raw[(start + size + 2)...])
        }
    }

    public func close() {
        #if canImport(Glibc)
            _ = Glibc.close(socket)
        #else
            _ = Darwin.close(socket)
        #endif
    }
}

/// One connection driven byte by byte (partial requests, HTTP/1.0, pipelining, silence): blocking
/// calls, to be run through `RawHTTPClient.offPool`.
public final class RawConnection: @unchecked Sendable {
    public let socket: Int32
    private var buffered = Data()

    public init(port: Int) throws {
        socket = try RawHTTPClient.connect(port: port)
        var timeout = timeval(tv_sec: 0, tv_usec: 50_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    public func send(_ text: String) throws {
        try RawHTTPClient.send(socket, Data(text.utf8))
    }

    /// Reads until the server closes the connection or `timeout` passes: everything that arrived,
    /// and whether the connection was closed (end of file or reset).
    public func readUntilClose(timeout: TimeInterval) -> (data: Data, closed: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var data = buffered
        buffered = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                return (data, true)
            }
        }
        return (data, false)
    }

    /// Waits for bytes and reads what has arrived (at most `limit` bytes): how many; 0 when the
    /// connection closed or nothing came within `timeout` (a bound against a hang).
    public func readSome(limit: Int = 4096, timeout: TimeInterval = 60) -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: limit)
        while Date() < deadline {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count > 0 { return count }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { return 0 }
        }
        return 0
    }

    /// Reads one response with a `Content-Length` body (keep-alive); nil when none is complete
    /// within `timeout`.
    public func readResponse(method: String = "GET", timeout: TimeInterval = 5) throws -> RawHTTPClient.Response? {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            if let end = buffered.firstRange(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: buffered[..<end.lowerBound], as: UTF8.self)
                let length =
                    head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                let bodyLength = method == "HEAD" ? 0 : length
                if buffered.count - end.upperBound >= bodyLength {
                    let whole = Data(buffered[..<(end.upperBound + bodyLength)])
                    buffered = Data(buffered[(end.upperBound + bodyLength)...])
                    return try RawHTTPClient.parse(whole, method: method)
                }
            }
            let count = recv(socket, &chunk, chunk.count, 0)
            if count > 0 { buffered.append(contentsOf: chunk[0..<count]) } else if count == 0 { return nil }
        }
        return nil
    }

    public func close() {
        #if canImport(Glibc)
            _ = Glibc.close(socket)
        #else
            _ = Darwin.close(socket)
        #endif
    }
}
