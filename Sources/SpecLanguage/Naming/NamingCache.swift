import Foundation

/// Remembers what the naming authority computed: a spec name is turned into Swift names
/// many times in a run (every field `id`, every reference to a model), and splitting it into
/// words with `Character` properties was a tenth of a run's time for large APIs (see
/// Benchmarks/README.md). The functions cached are pure, so a hit is always right. Keys are
/// exact text (see `ExactText`): a `String` key would hand `café` spelled with e + U+0301 the
/// name computed for `café` with U+00E9, and the Swift compiler tells those two apart.
final class NamingCache: @unchecked Sendable {
    // @unchecked: all state is behind `lock`.
    static let words = NamingCache()
    static let pascalCase = NamingCache()
    static let camelCase = NamingCache()
    static let propertyName = NamingCache()
    static let caseName = NamingCache()
    /// `Naming.wireKey`, one cache per key style and digit style, found by their positions: a
    /// dictionary of caches hashed both styles for every key.
    private static let wireKeyCaches: [[NamingCache]] = KeyStyle.allCases.map { _ in DigitStyle.allCases.map { _ in NamingCache() } }

    static func wireKeys(_ style: KeyStyle, _ digits: DigitStyle) -> NamingCache {
        wireKeyCaches[style.position][digits.position]
    }

    private let lock = NSLock()
    private var strings: [ExactText: String] = [:]
    private var lists: [ExactText: [String]] = [:]
    /// Past this many entries the cache starts again (a long `--watch` session sees new names).
    private let limit = 100_000

    func string(_ key: String, _ make: (String) -> String) -> String {
        if let hit = lock.withLock({ strings[ExactText(key)] }) { return hit }
        let value = make(key)
        lock.withLock {
            if strings.count >= limit { strings.removeAll(keepingCapacity: true) }
            strings[ExactText(key)] = value
        }
        return value
    }

    func list(_ key: String, _ make: (String) -> [String]) -> [String] {
        if let hit = lock.withLock({ lists[ExactText(key)] }) { return hit }
        let value = make(key)
        lock.withLock {
            if lists.count >= limit { lists.removeAll(keepingCapacity: true) }
            lists[ExactText(key)] = value
        }
        return value
    }
}

extension KeyStyle {
    /// The style's place in `allCases`.
    var position: Int {
        switch self {
        case .asIs: 0
        case .camelCase: 1
        case .snakeCase: 2
        case .kebabCase: 3
        case .screamingSnakeCase: 4
        case .pascalCase: 5
        }
    }
}

extension DigitStyle {
    /// The style's place in `allCases`.
    var position: Int {
        switch self {
        case .join: 0
        case .split: 1
        }
    }
}
