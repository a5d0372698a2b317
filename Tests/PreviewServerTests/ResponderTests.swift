import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import PreviewServer

/// The responder in-process (no socket), on the fake site.
@Suite struct ResponderTests {
    static func withSite(
        home: String = "Hello", _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let server = PreviewServer(configuration: PreviewConfiguration(), rebuild: { .success(files: [:]) })
        server.apply(.success(files: FakeSite.files(home: home)))
        let app = Application(responder: server.makeResponder())
        try await app.test(.router) { client in try await body(client) }
    }

    @Test func servesThePageWithTheReloadScript() async throws {
        try await Self.withSite { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let body = String(buffer: response.body)
                #expect(
                    body.hasSuffix(#"<h1>Hello</h1><script src="/__scenedocs/live-reload.js"></script></body></html>"#))
                #expect(response.headers[.contentLength] == String(response.body.readableBytes))
                #expect(response.headers[.eTag] != nil)
                #expect(response.headers[.lastModified] != nil)
            }
            try await client.execute(uri: "/guide/step-1.html", method: .get) { response in
                #expect(
                    String(buffer: response.body).contains(
                        "Step 1<script src=\"/__scenedocs/live-reload.js\"></script></BODY>"))
            }
        }
    }

    @Test(arguments: [
        ("/assets/scenedocs.css", "text/css; charset=utf-8", "body { color: black }"),
        ("/assets/app.js", "text/javascript; charset=utf-8", "console.log(1)"),
        ("/img/scene-hierarchy.svg", "image/svg+xml", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
        ("/img/photo.png", "image/png", "\u{89}PNG"),
        ("/search.json", "application/json", "[]"),
        ("/sitemap.xml", "application/xml", "<urlset/>"),
        ("/assets/fonts/body.woff2", "font/woff2", "wOF2"),
    ])
    func servesAssetsAsIs(_ path: String, _ type: String, _ content: String) async throws {
        try await Self.withSite { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == type)
                #expect(response.body == ByteBuffer(string: content))
            }
        }
    }

    @Test func redirectsFoldersToTheirSlashForm() async throws {
        try await Self.withSite { client in
            try await client.execute(uri: "/guide", method: .get) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/guide/")
            }
            try await client.execute(uri: "/guide?q=1", method: .get) { response in
                #expect(response.headers[.location] == "/guide/?q=1")
            }
            try await client.execute(uri: "/guide/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Guide"))
            }
        }
    }

    @Test func missingFilesGetTheSite404Page() async throws {
        try await Self.withSite { client in
            for path in ["/missing", "/guide/missing.html", "/img/", "/img", "/index.html/", "/__scenedocs/other"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    if path.hasPrefix("/__") { return }
                    #expect(
                        String(buffer: response.body).contains("Custom not found"), "\(path): no listing, the 404 page")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                }
            }
        }
    }

    @Test func headIsGetWithoutABody() async throws {
        try await Self.withSite { client in
            let get = try await client.execute(uri: "/", method: .get)
            try await client.execute(uri: "/", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.contentLength] == String(get.body.readableBytes))
                #expect(response.headers[.eTag] == get.headers[.eTag])
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            }
            try await client.execute(uri: "/missing", method: .head) { response in
                #expect(response.status == .notFound)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test func conditionalRequestsGet304() async throws {
        try await Self.withSite { client in
            let first = try await client.execute(uri: "/assets/scenedocs.css", method: .get)
            let etag = try #require(first.headers[.eTag])
            let modified = try #require(first.headers[.lastModified])
            let notModified: [HTTPFields] = [
                [.ifNoneMatch: etag], [.ifNoneMatch: "W/\(etag)"], [.ifNoneMatch: "\"other\", \(etag)"],
                [.ifNoneMatch: "*"], [.ifModifiedSince: modified],
                [.ifModifiedSince: "Fri, 31 Dec 2100 23:59:59 GMT"],
            ]
            for headers in notModified {
                try await client.execute(uri: "/assets/scenedocs.css", method: .get, headers: headers) { response in
                    #expect(response.status == .notModified, "\(headers)")
                    #expect(response.body.readableBytes == 0)
                    #expect(response.headers[.eTag] == etag)
                }
            }
            let modifiedCases: [HTTPFields] = [
                [.ifNoneMatch: "\"other\""], [.ifModifiedSince: "Thu, 01 Jan 1970 00:00:00 GMT"],
                // If-None-Match wins over If-Modified-Since.
                [.ifNoneMatch: "\"other\"", .ifModifiedSince: modified],
            ]
            for headers in modifiedCases {
                try await client.execute(uri: "/assets/scenedocs.css", method: .get, headers: headers) { response in
                    #expect(response.status == .ok, "\(headers)")
                    #expect(response.body.readableBytes > 0)
                }
            }
        }
    }

    @Test func onlyGetAndHead() async throws {
        try await Self.withSite { client in
            for method in [HTTPRequest.Method.post, .put, .delete, .patch, .options] {
                try await client.execute(uri: "/", method: method) { response in
                    #expect(response.status == .methodNotAllowed)
                    #expect(response.headers[.allow] == "GET, HEAD")
                }
            }
        }
    }

    /// Every way out of the site root: nothing but 400 or 404, never a file from disk.
    static let escapes = [
        "/..", "/../etc/passwd", "/../../../../../../etc/passwd", "/guide/../../etc/passwd",
        "/guide/../index.html", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/%2E%2E/etc/passwd", "/.%2e/etc/passwd",
        "/..%2f..%2fetc%2fpasswd", "/%2fetc%2fpasswd", "/guide%2findex.html", "/..\\..\\etc\\passwd",
        "/%5c..%5c..%5cetc%5cpasswd", "/index.html%00.txt", "/index.html%00", "/%00", "//etc/passwd",
        "/etc/passwd", "/C:/Windows/win.ini", "/%c0%ae%c0%ae/etc/passwd", "/./index.html",
        "/%2e/index.html", "/\(FileManager.default.currentDirectoryPath)/Package.swift",
    ]

    @Test(arguments: escapes)
    func neverLeavesTheSite(_ path: String) async throws {
        try await Self.withSite { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect([.badRequest, .notFound].contains(response.status), "\(path) → \(response.status)")
                let body = String(buffer: response.body)
                #expect(!body.contains("root:"))
                #expect(!body.contains("swift-tools-version"))
                #expect(!body.contains("<h1>Hello</h1>"), "\(path) must not reach a page either")
            }
        }
    }

    @Test func beforeTheFirstGoodBuildPagesExplainAndCarryTheOverlay() async throws {
        let server = PreviewServer(configuration: PreviewConfiguration(), rebuild: { .success(files: [:]) })
        let app = Application(responder: server.makeResponder())
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(String(buffer: response.body).contains("/__scenedocs/live-reload.js"))
            }
            try await client.execute(uri: "/__scenedocs/live-reload.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("EventSource"))
            }
            try await client.execute(uri: "/__scenedocs/events", method: .head) { response in
                #expect(response.headers[.contentType] == "text/event-stream")
            }
        }
    }
}
