import Foundation

/// Results of external requests remembered on disk, so reruns within the max age make no request.
/// Only definite answers are kept (success, 404, 410); timeouts and server errors are asked again.
struct ExternalCache {
    struct Entry: Codable {
        var ok: Bool
        var message: String
        /// Seconds since 1970.
        var checked: Double
    }
    private struct File: Codable {
        var version = 1
        var entries: [String: Entry]
    }

    let url: URL?
    let maxAge: Double
    private(set) var entries: [String: Entry] = [:]

    init(url: URL?, maxAge: Double) {
        self.url = url
        self.maxAge = maxAge
        guard let url, let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1
        else { return }
        entries = file.entries
    }

    func fresh(_ key: String, now: Date = Date()) -> ExternalResult? {
        guard let entry = entries[key], now.timeIntervalSince1970 - entry.checked <= maxAge else { return nil }
        return entry.ok ? .ok : .broken(entry.message)
    }

    mutating func remember(_ key: String, _ result: ExternalResult, now: Date = Date()) {
        switch result {
        case .ok: entries[key] = Entry(ok: true, message: "", checked: now.timeIntervalSince1970)
        case .broken(let message, let definite):
            if definite { entries[key] = Entry(ok: false, message: message, checked: now.timeIntervalSince1970) }
        }
    }

    /// Writes the cache, dropping expired entries. Failures are ignored: the cache is an optimisation.
    func save(now: Date = Date()) {
        guard let url else { return }
        let live = entries.filter { now.timeIntervalSince1970 - $0.value.checked <= maxAge }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(File(entries: live)) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
