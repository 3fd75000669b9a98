import Foundation

/// Successful GET answers kept in memory for their endpoint's `cacheLifetime`, keyed by the
/// full URL including the query: at most `maxEntries` of them and `maxBytes` of bodies, the
/// oldest stored going first, so that answers a server makes unique (pages of cursors it
/// chooses) cannot fill memory for a cache's lifetime.
actor ResponseCache {
    static let maxEntries = 256
    static let maxBytes = 32 * 1024 * 1024

    private struct Entry {
        let response: HTTPResponse
        let expires: ContinuousClock.Instant
    }

    private var entries: [String: Entry] = [:]
    /// The keys in the order they were stored, and the bytes their bodies hold.
    private var order: [String] = []
    private var bytes = 0

    func response(for key: String) -> HTTPResponse? {
        guard let entry = entries[key] else { return nil }
        guard entry.expires > .now else {
            remove(key)
            return nil
        }
        return entry.response
    }

    func store(_ response: HTTPResponse, for key: String, lifetime: TimeInterval) {
        guard response.body.count <= Self.maxBytes else { return }
        remove(key)
        entries[key] = Entry(response: response, expires: .now + .milliseconds(Int64(saturating: lifetime * 1000)))
        order.append(key)
        bytes += response.body.count
        if entries.count > Self.maxEntries {
            let now = ContinuousClock.now
            for (key, entry) in entries where entry.expires <= now { remove(key) }
        }
        while entries.count > Self.maxEntries || bytes > Self.maxBytes, let oldest = order.first { remove(oldest) }
    }

    private func remove(_ key: String) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        bytes -= entry.response.body.count
        order.removeAll { $0 == key }
    }

    /// How many answers are kept, and their bodies' bytes.
    var size: (entries: Int, bytes: Int) { (entries.count, bytes) }

    func removeAll() {
        entries.removeAll()
        order.removeAll()
        bytes = 0
    }
}
