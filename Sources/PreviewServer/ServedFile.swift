import Foundation
import Hummingbird

/// One file of the served site, with everything a response needs. The body (with the live-reload
/// script in HTML) and the headers (whose ETag hashes the bytes) are made on the first request for
/// the file, so a rebuild that changes a large `model.json` neither copies nor hashes it before
/// anyone asks.
struct ServedFile: Sendable {
    /// The bytes as generated (before the live-reload script is injected): used to tell whether a
    /// rebuild changed this file.
    let source: Data
    /// The bytes served (HTML carries the live-reload script).
    var body: ByteBuffer { servedBody.value }
    private let servedBody: Lazy<ByteBuffer>
    /// `Content-Type`, `Content-Length`, `ETag`, `Last-Modified`, `Cache-Control`.
    var headers: HTTPFields { served.value.headers }
    var etag: String { served.value.etag }
    private let served: Lazy<(headers: HTTPFields, etag: String)>
    /// When these bytes first appeared in a snapshot, to the second.
    let lastModified: Date

    init(path: String, source: Data, modified: Date) {
        let contentType = MediaTypes.forPath(path)
        let isHTML = contentType.hasPrefix("text/html")
        // The script is inserted whole (before the last `</body>`, or at the end).
        let servedCount = source.count + (isHTML ? LiveReload.scriptTag.count : 0)
        let lastModified = Date(timeIntervalSince1970: modified.timeIntervalSince1970.rounded(.down))
        self.source = source
        self.lastModified = lastModified
        self.servedBody = Lazy { ByteBuffer(bytes: isHTML ? LiveReload.inject(into: source) : source) }
        self.served = Lazy {
            // The served bytes follow from the generated ones: hashing those is enough.
            let etag = "\"\(ServedFile.hash(source))-\(servedCount)\""
            let headers: HTTPFields = [
                .contentType: contentType,
                .contentLength: String(servedCount),
                .eTag: etag,
                .lastModified: HTTPDate.format(lastModified),
                // Revalidate every time (a preview changes under the browser), cheaply with 304s.
                .cacheControl: "no-cache",
                .init("X-Content-Type-Options")!: "nosniff",
            ]
            return (headers, etag)
        }
    }

    /// A value made once, on first use, by whichever request comes first.
    final class Lazy<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var made: Value?
        private let make: @Sendable () -> Value

        init(_ make: @escaping @Sendable () -> Value) { self.make = make }

        var value: Value {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs, so ETags survive a server restart.
    /// Taken over 8-byte words, then the last bytes one by one, so hashing a large `model.json`
    /// after each edit stays a small part of the rebuild.
    static func hash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            let words = bytes.count / 8
            for word in 0..<words {
                hash ^= UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
                hash = hash &* 0x100_0000_01b3
            }
            for byte in bytes[(words * 8)...] {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
