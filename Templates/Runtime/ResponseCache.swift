import Foundation

/// Successful GET answers kept in memory for their endpoint's `cacheLifetime`, keyed by the
/// full URL including the query.
actor ResponseCache {
    private struct Entry {
        let response: HTTPResponse
        let expires: ContinuousClock.Instant
    }

    private var entries: [String: Entry] = [:]

    func response(for key: String) -> HTTPResponse? {
        guard let entry = entries[key] else { return nil }
        guard entry.expires > .now else {
            entries[key] = nil
            return nil
        }
        return entry.response
    }

    func store(_ response: HTTPResponse, for key: String, lifetime: TimeInterval) {
        entries[key] = Entry(response: response, expires: .now + .milliseconds(Int64(saturating: lifetime * 1000)))
        if entries.count > 256 {
            let now = ContinuousClock.now
            entries = entries.filter { $0.value.expires > now }
        }
    }

    func removeAll() {
        entries.removeAll()
    }
}
