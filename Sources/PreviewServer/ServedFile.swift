import Foundation
import Hummingbird

/// One file of the served site, with everything a response needs computed once per rebuild.
struct ServedFile: Sendable {
    /// The bytes as generated (before the live-reload script is injected): used to tell whether a
    /// rebuild changed this file.
    let source: Data
    /// The bytes served (HTML carries the live-reload script).
    let body: ByteBuffer
    /// `Content-Type`, `Content-Length`, `ETag`, `Last-Modified`, `Cache-Control`.
    let headers: HTTPFields
    let etag: String
    /// When these bytes first appeared in a snapshot, to the second.
    let lastModified: Date

    init(path: String, source: Data, modified: Date) {
        let contentType = MediaTypes.forPath(path)
        let served = contentType.hasPrefix("text/html") ? LiveReload.inject(into: source) : source
        self.source = source
        self.body = ByteBuffer(bytes: served)
        self.etag = "\"\(ServedFile.hash(served))-\(served.count)\""
        self.lastModified = Date(timeIntervalSince1970: modified.timeIntervalSince1970.rounded(.down))
        self.headers = [
            .contentType: contentType,
            .contentLength: String(served.count),
            .eTag: etag,
            .lastModified: HTTPDate.format(lastModified),
            // Revalidate every time (a preview changes under the browser), cheaply with 304s.
            .cacheControl: "no-cache",
            .init("X-Content-Type-Options")!: "nosniff",
        ]
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs, so ETags survive a server restart.
    static func hash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
