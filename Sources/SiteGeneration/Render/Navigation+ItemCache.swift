import ContentModel
import Foundation
import Templating

extension Navigation {
    /// Sidebar items rendered once per build and shared by all pages (thread-safe).
    final class ItemCache: @unchecked Sendable {
        /// A rendered item split around its link placeholder (`after` is nil when it has none).
        typealias Parts = (before: String, after: String?)

        private let render: @Sendable (ViewModel) -> String
        private let lock = NSLock()
        private var pages: [String: Parts] = [:]
        private var headings: [String: String] = [:]

        init(render: @escaping @Sendable (ViewModel) -> String) { self.render = render }

        func heading(_ title: String) -> String {
            lock.lock()
            if let html = headings[title] {
                lock.unlock()
                return html
            }
            lock.unlock()
            let html = finish(render(["title": title, "isHeading": true]))
            lock.lock()
            headings[title] = html
            lock.unlock()
            return html
        }

        func page(_ record: PageRecord, isCurrent: Bool) -> Parts {
            // The view model only when the item is rendered (most calls find it in the cache).
            func rendered() -> String {
                let context: ViewModel = [
                    "title": record.title, "href": Navigation.hrefPlaceholder, "isCurrent": isCurrent,
                    "isSymbol": record.kind == .symbol,
                ]
                return finish(render(context))
            }
            // A page's own entry is needed only on that page: not worth keeping.
            if isCurrent { return Self.split(rendered()) }
            lock.lock()
            if let parts = pages[record.id] {
                lock.unlock()
                return parts
            }
            lock.unlock()
            let parts = Self.split(rendered())
            lock.lock()
            pages[record.id] = parts
            lock.unlock()
            return parts
        }

        static func split(_ html: String) -> Parts {
            // On bytes when the placeholder has ASCII (or nothing) on both sides, where its bytes
            // are its characters; otherwise `range(of:)`, which compares characters.
            let bytes = Array(html.utf8)
            let placeholder = Navigation.hrefPlaceholderBytes
            if let found = ByteSearch.first(placeholder, in: bytes) {
                let end = found + placeholder.count
                if (found == 0 || bytes[found - 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80) {
                    return (
                        String(decoding: bytes[..<found], as: UTF8.self), String(decoding: bytes[end...], as: UTF8.self)
                    )
                }
            }
            guard let placeholder = html.range(of: Navigation.hrefPlaceholder) else { return (html, nil) }
            return (String(html[..<placeholder.lowerBound]), String(html[placeholder.upperBound...]))
        }

        /// The partial's file ends with a newline; the layout puts each item on its own line.
        private func finish(_ html: String) -> String {
            html.hasSuffix("\n") ? String(html.dropLast()) : html
        }
    }
}
