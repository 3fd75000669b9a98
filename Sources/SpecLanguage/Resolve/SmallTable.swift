/// A table for the small scopes names are checked in (a model's fields, a call's parameters):
/// up to `listLimit` keys are kept in a list and compared one by one, which is cheaper than
/// hashing each key and growing a dictionary from empty; past that they move into a dictionary.
struct SmallTable<Key: Hashable, Value> {
    /// A struct, not a tuple: an array of tuples is copied through the runtime's generic tuple
    /// code.
    private struct Slot {
        let key: Key
        var value: Value
    }
    private var list: [Slot] = []
    private var table: [Key: Value] = [:]
    private static var listLimit: Int { 12 }

    subscript(key: Key) -> Value? {
        if !table.isEmpty { return table[key] }
        for slot in list where slot.key == key { return slot.value }
        return nil
    }

    /// Sets `key`'s value, in place of any it had.
    mutating func set(_ key: Key, _ value: Value) {
        if table.isEmpty, let index = list.firstIndex(where: { $0.key == key }) {
            list[index].value = value
        } else {
            add(key, value)
        }
    }

    /// Adds `key`, which the caller has just looked up and not found.
    mutating func add(_ key: Key, _ value: Value) {
        if !table.isEmpty {
            table[key] = value
        } else if list.count < Self.listLimit {
            list.append(Slot(key: key, value: value))
        } else {
            table.reserveCapacity(2 * Self.listLimit)
            for slot in list { table[slot.key] = slot.value }
            list = []
            table[key] = value
        }
    }
}
