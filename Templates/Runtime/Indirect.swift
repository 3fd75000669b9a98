/// A shared, immutable box. Generated models store an optional field whose type contains the
/// model itself (`parent: Category?`) in one, because a struct cannot contain itself inline.
public final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
