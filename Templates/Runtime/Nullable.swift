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

// A literal is its value: `temperature: 0.2`, `name: "Ada"`, not `.value(…)`.
extension Nullable: ExpressibleByIntegerLiteral where Wrapped: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Wrapped.IntegerLiteralType) { self = .value(Wrapped(integerLiteral: value)) }
}

extension Nullable: ExpressibleByFloatLiteral where Wrapped: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Wrapped.FloatLiteralType) { self = .value(Wrapped(floatLiteral: value)) }
}

extension Nullable: ExpressibleByBooleanLiteral where Wrapped: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Wrapped.BooleanLiteralType) { self = .value(Wrapped(booleanLiteral: value)) }
}

extension Nullable: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral, ExpressibleByStringLiteral
where Wrapped: ExpressibleByStringLiteral, Wrapped.StringLiteralType == String {
    public init(stringLiteral value: String) { self = .value(Wrapped(stringLiteral: value)) }
}

// The date and UUID forms differ only in how a value is read or written: each passes that to
// one `clearable` function, which decides between a missing key, `null` and a value.
extension KeyedDecodingContainer {
    /// nil when the key is absent, `.null` when it holds `null`.
    func decodeClearable<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> Nullable<T>? {
        try clearable(forKey: key) { try decode(type, forKey: key) }
    }

    func decodeClearable(_ type: Date.Type, forKey key: Key, format: DateFormat) throws -> Nullable<Date>? {
        try clearable(forKey: key) { try decode(type, forKey: key, format: format) }
    }

    private func clearable<T>(forKey key: Key, _ decodeValue: () throws -> T) throws -> Nullable<T>? {
        guard contains(key) else { return nil }
        return try decodeNil(forKey: key) ? .null : .value(decodeValue())
    }
}

extension KeyedEncodingContainer {
    /// Leaves the key out for nil, sends `null` for `.null`.
    mutating func encodeClearable<T: Encodable>(_ value: Nullable<T>?, forKey key: Key) throws {
        try clearable(value, forKey: key) { container, wrapped in try container.encode(wrapped, forKey: key) }
    }

    /// As `encodeClearable`, with UUIDs in lower case, as elsewhere (`encodeUUIDs`).
    mutating func encodeClearableUUIDs<T: LowercaseUUIDs>(_ value: Nullable<T>?, forKey key: Key) throws {
        try clearable(value, forKey: key) { container, wrapped in try container.encodeUUIDs(wrapped, forKey: key) }
    }

    mutating func encodeClearable(_ value: Nullable<Date>?, forKey key: Key, format: DateFormat) throws {
        try clearable(value, forKey: key) { container, date in try container.encode(date, forKey: key, format: format) }
    }

    private mutating func clearable<T>(_ value: Nullable<T>?, forKey key: Key, _ encodeValue: (inout Self, T) throws -> Void) throws {
        switch value {
        case nil: return
        case .null?: try encodeNil(forKey: key)
        case .value(let wrapped)?: try encodeValue(&self, wrapped)
        }
    }
}
