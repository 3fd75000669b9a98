import Foundation

/// A value that may also be `null` on the wire, for a field where leaving the key out and
/// sending `null` mean different things (`clearable: true`: a PATCH that clears a value). The
/// field is `Nullable<T>?`: nil leaves the key out, `.null` sends `null`, `.value(x)` sends x.
/// An `indirect` enum, so that a model may hold itself through one.
public indirect enum Nullable<Wrapped> {
    case null
    case value(Wrapped)

    /// `.value` of what `value` holds, `.null` when it holds nothing: a field set from an
    /// optional, cleared when the optional is nil.
    public init(_ value: Wrapped?) {
        if let value { self = .value(value) } else { self = .null }
    }

    /// The value, or nil for `.null`.
    public var wrapped: Wrapped? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}
extension Nullable: Sendable where Wrapped: Sendable {}

extension KeyedDecodingContainer {
    /// nil when the key is absent, `.null` when it holds `null`.
    func decodeClearable<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> Nullable<T>? {
        guard contains(key) else { return nil }
        return try decodeNil(forKey: key) ? .null : .value(decode(type, forKey: key))
    }

    func decodeClearable(_ type: Date.Type, forKey key: Key, format: DateFormat) throws -> Nullable<Date>? {
        guard contains(key) else { return nil }
        return try decodeNil(forKey: key) ? .null : .value(decode(type, forKey: key, format: format))
    }
}

extension KeyedEncodingContainer {
    /// Leaves the key out for nil, sends `null` for `.null`.
    mutating func encodeClearable<T: Encodable>(_ value: Nullable<T>?, forKey key: Key) throws {
        switch value {
        case nil: return
        case .null?: try encodeNil(forKey: key)
        case .value(let wrapped)?: try encode(wrapped, forKey: key)
        }
    }

    /// As `encodeClearable`, with UUIDs in lower case, as elsewhere (`encodeUUIDs`).
    mutating func encodeClearableUUIDs<T: LowercaseUUIDs>(_ value: Nullable<T>?, forKey key: Key) throws {
        switch value {
        case nil: return
        case .null?: try encodeNil(forKey: key)
        case .value(let wrapped)?: try encodeUUIDs(wrapped, forKey: key)
        }
    }

    mutating func encodeClearable(_ value: Nullable<Date>?, forKey key: Key, format: DateFormat) throws {
        switch value {
        case nil: return
        case .null?: try encodeNil(forKey: key)
        case .value(let date)?: try encode(date, forKey: key, format: format)
        }
    }
}
