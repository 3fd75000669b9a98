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
        wireKeyCaches[style.cacheIndex][digits.cacheIndex]
    }

    private let lock = NSLock()
    private var strings = ExactTable<String>()
    private var lists = ExactTable<[String]>()

    func string(_ key: String, _ make: (String) -> String) -> String {
        let hash = ExactTable<String>.hash(key)
        if let hit = lock.withLock({ strings.value(key, hash: hash) }) { return hit }
        let value = make(key)
        lock.withLock { strings.insert(key, value, hash: hash) }
        return value
    }

    func list(_ key: String, _ make: (String) -> [String]) -> [String] {
        let hash = ExactTable<[String]>.hash(key)
        if let hit = lock.withLock({ lists.value(key, hash: hash) }) { return hit }
        let value = make(key)
        lock.withLock { lists.insert(key, value, hash: hash) }
        return value
    }
}

/// The cache's table: open addressing over a quick hash of the key's bytes. A `Dictionary` of
/// `ExactText` hashed every name with SipHash, a fifth of each lookup's cost at best and the
/// larger part of the naming functions' time. A quick hash can be made to collide by chosen
/// names, so a key looks at most `maxProbes` slots: one that finds no place is not kept, and
/// the name is made again when next asked for. The worst a spec can do is turn the cache off.
private struct ExactTable<Value> {
    private struct Entry {
        let hash: UInt64
        let key: String
        let value: Value
    }

    private var slots = [Entry?](repeating: nil, count: 256)
    private var count = 0
    private static var maxProbes: Int { 8 }
    /// The most slots: a table half full at this size starts again (a long `--watch` session
    /// sees new names).
    private static var maxSlots: Int { 1 << 18 }

    /// FNV-1a over the UTF-8 bytes.
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let hashed: Void? = key.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        if hashed == nil {
            for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        return hash
    }

    func value(_ key: String, hash: UInt64) -> Value? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.maxProbes {
            guard let entry = slots[slot] else { return nil }
            if entry.hash == hash && ExactText.same(entry.key, key) { return entry.value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    mutating func insert(_ key: String, _ value: Value, hash: UInt64) {
        if 2 * (count + 1) > slots.count {
            let old = slots
            let size = slots.count < Self.maxSlots ? 2 * slots.count : slots.count
            slots = [Entry?](repeating: nil, count: size)
            count = 0
            if size > old.count {
                for case let entry? in old { place(entry) }
            }
        }
        place(Entry(hash: hash, key: key, value: value))
    }

    /// Puts `entry` in the first free slot of its probes, or in none: see `maxProbes`.
    private mutating func place(_ entry: Entry) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entry.hash) & mask
        for _ in 0..<Self.maxProbes {
            if let existing = slots[slot] {
                // Two callers made the same name at once: the first stays.
                if existing.hash == entry.hash && ExactText.same(existing.key, entry.key) { return }
            } else {
                slots[slot] = entry
                count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }
}

extension KeyStyle {
    /// The style's place in `allCases`: which of `NamingCache`'s wire-key caches is its.
    var cacheIndex: Int {
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
    /// The style's place in `allCases`: which of `NamingCache`'s wire-key caches is its.
    var cacheIndex: Int {
        switch self {
        case .join: 0
        case .split: 1
        }
    }
}
