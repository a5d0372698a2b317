import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The answer for one external URL.
enum ExternalResult: Equatable, Sendable {
    case ok
    /// `definite` answers (404, 410) may be cached; others (timeouts, 5xx) are asked again next run.
    case broken(String, definite: Bool = false)

    static func broken(_ message: String) -> ExternalResult { .broken(message, definite: false) }
}

/// Checks http(s) URLs with URLSession: a limited number in flight, HEAD falling back to GET,
/// redirects followed, retries with exponential backoff, results cached on disk.
struct ExternalChecker: Sendable {
    let options: ExternalCheckOptions

    /// Checks each distinct URL once. Returns the results and how many URLs went to the network.
    func check(_ urls: [String]) async -> (results: [String: ExternalResult], requested: Int) {
        var cache = ExternalCache(url: options.cacheFile, maxAge: options.cacheMaxAge)
        var results: [String: ExternalResult] = [:]
        var pending: [String] = []
        for url in urls {
            if let cached = cache.fresh(url) { results[url] = cached } else { pending.append(url) }
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = options.timeout
        configuration.timeoutIntervalForResource = options.timeout * 2
        configuration.httpMaximumConnectionsPerHost = max(1, min(options.concurrency, 6))
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpAdditionalHeaders = ["User-Agent": "scenedocs-check/1.0"]
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }

        let limit = max(1, options.concurrency)
        await withTaskGroup(of: (String, ExternalResult).self) { group in
            var next = 0
            func startNext() {
                guard next < pending.count else { return }
                let url = pending[next]
                next += 1
                group.addTask { (url, await checkOne(url, session: session)) }
            }
            for _ in 0..<min(limit, pending.count) { startNext() }
            while let (url, result) = await group.next() {
                results[url] = result
                cache.remember(url, result)
                startNext()
            }
        }
        cache.save()
        return (results, pending.count)
    }

    private enum Attempt {
        case status(Int)
        case failure(String, timedOut: Bool)
    }

    func checkOne(_ string: String, session: URLSession) async -> ExternalResult {
        guard let url = URL(string: string), url.host != nil else { return .broken("malformed URL", definite: true) }
        var attempt = 0
        while true {
            var outcome = await request(url, method: "HEAD", session: session)
            if case .status(let code) = outcome, code >= 400 {
                // Many servers answer HEAD wrongly (403, 404, 405, 501): ask again with GET.
                outcome = await request(url, method: "GET", session: session)
            }
            let retryable: Bool
            let message: String
            switch outcome {
            case .status(let code) where code < 400:
                return .ok
            case .status(let code):
                if code == 404 || code == 410 { return .broken("HTTP \(code)", definite: true) }
                retryable = code == 429 || code >= 500
                message = "HTTP \(code)"
            case .failure(let reason, _):
                retryable = true
                message = reason
            }
            guard retryable, attempt < options.retries else {
                let suffix = attempt > 0 ? " after \(attempt) \(attempt == 1 ? "retry" : "retries")" : ""
                return .broken(message + suffix)
            }
            let delay = options.backoff * Double(1 << attempt)
            attempt += 1
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        }
    }

    private func request(_ url: URL, method: String, session: URLSession) async -> Attempt {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: options.timeout)
        request.httpMethod = method
        let timeout = options.timeout
        return await withCheckedContinuation { continuation in
            let task = session.dataTask(with: request) { _, response, error in
                if let http = response as? HTTPURLResponse {
                    continuation.resume(returning: .status(http.statusCode))
                } else if let error = error as? URLError, error.code == .timedOut {
                    continuation.resume(returning: .failure("timed out after \(Self.seconds(timeout))", timedOut: true))
                } else {
                    let reason = (error as? URLError).map {
                        "\($0.code == .cannotConnectToHost ? "connection refused" : $0.localizedDescription)"
                    }
                    continuation.resume(
                        returning: .failure(reason ?? (error?.localizedDescription ?? "no response"), timedOut: false))
                }
            }
            task.resume()
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
