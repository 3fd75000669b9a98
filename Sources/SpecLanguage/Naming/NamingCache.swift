import Foundation

/// Remembers what the naming authority computed: a spec name is turned into Swift names
/// many times in a run (every field `id`, every reference to a model), and splitting it into
/// words with `Character` properties was a tenth of a run's time for large APIs (see
/// Benchmarks/README.md). The functions cached are pure, so a hit is always right.
final class NamingCache: @unchecked Sendable {
    // @unchecked: all state is behind `lock`.
    static let words = NamingCache()
    static let pascalCase = NamingCache()
    static let camelCase = NamingCache()

    private let lock = NSLock()
    private var strings: [String: String] = [:]
    private var lists: [String: [String]] = [:]
    /// Past this many entries the cache starts again (a long `--watch` session sees new names).
    private let limit = 100_000

    func string(_ key: String, _ make: (String) -> String) -> String {
        if let hit = lock.withLock({ strings[key] }) { return hit }
        let value = make(key)
        lock.withLock {
            if strings.count >= limit { strings.removeAll(keepingCapacity: true) }
            strings[key] = value
        }
        return value
    }

    func list(_ key: String, _ make: (String) -> [String]) -> [String] {
        if let hit = lock.withLock({ lists[key] }) { return hit }
        let value = make(key)
        lock.withLock {
            if lists.count >= limit { lists.removeAll(keepingCapacity: true) }
            lists[key] = value
        }
        return value
    }
}
