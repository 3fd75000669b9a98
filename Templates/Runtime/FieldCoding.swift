import Foundation

// The calls generated models and endpoints make for each field. Swift's own spellings
// (`==`, `decode(_:forKey:)`, `encodeIfPresent(_:forKey:)`) each have dozens of overloads in
// scope, one `==` per Equatable type of the module among them, and the type checker weighs
// them all at every call: in a large API that was the bulk of type-checking time. These names
// have one candidate, or one per JSON primitive, so each call resolves at once; the primitive
// overloads keep the coders' fast paths at run time.

/// The equality of generated models, open enums and endpoint enums: each type writes
/// `isEqual(to:)`, and this protocol's one `==` serves them all. An `==` declared in each type
/// is one more overload that the type checker weighs at every `==` of the module, and it makes
/// every file that uses `==` depend on every such type, so that an edit to one model recompiled
/// the whole module.
public protocol GeneratedEquatable: Hashable {
    /// Whether the two are equal: the same fields; the same case with equal inputs; the same
    /// wire value.
    func isEqual(to other: Self) -> Bool
}

extension GeneratedEquatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.isEqual(to: rhs) }
}

/// Field-by-field equality for generated `isEqual(to:)` implementations.
enum FieldEquality {
    @inline(__always)
    static func equal<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }
}

/// How deep an answer may nest where decoding recurses (a model's fields, `JSON` values): once
/// a level, and a task's stack on Apple platforms (512 KiB) overflows at a few hundred levels of
/// a hostile body. Past this depth decoding throws instead.
enum DecodingDepth {
    static let limit = 100

    static func check(_ codingPath: [any CodingKey]) throws {
        guard codingPath.count > limit else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "The value nests more than \(limit) levels deep."))
    }

    /// Whether JSON text nests deeper than `limit`, found byte by byte (for text to be parsed
    /// whole, as an error's excerpt is).
    static func exceeded(in json: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}

/// What one answer's untagged unions may cost. Each tries its variants in turn, and a variant
/// tried after another decodes again what lies below it: a hostile body of unions nested in
/// unions could double the work at each level (a million tries for 200 bytes). So each union's
/// outcome at a place in the answer is kept and given again when that place is decoded again,
/// and at most one union a byte (and a margin) is decoded. Decoding is synchronous on one
/// thread, which alone touches the state.
final class DecodingBudget: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "DecodingBudget")!
    private var left: Int
    /// Each union's outcome, by its type and place.
    private var outcomes: [String: Result<Any, any Error>] = [:]

    init(bytes: Int) {
        left = bytes + 10_000
    }

    /// The union of type `T` at the decoder's place: decoded by `decode` once, counted and its
    /// depth checked; the same outcome again where the answer asks for it again.
    static func once<T>(_ type: T.Type, _ decoder: any Decoder, _ decode: () throws -> T) throws -> T {
        // Checked here, as a union of lists of itself recurses without a field between.
        try DecodingDepth.check(decoder.codingPath)
        guard let budget = decoder.userInfo[key] as? DecodingBudget else { return try decode() }
        budget.left -= 1
        if budget.left < 0 {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "The value holds more unions, one inside another, than its size allows."))
        }
        let place = "\(ObjectIdentifier(type))" + decoder.codingPath.map { "/" + ($0.intValue.map(String.init) ?? $0.stringValue) }.joined()
        if let known = budget.outcomes[place], let outcome = try known.get() as? T { return outcome }
        do {
            let value = try decode()
            budget.outcomes[place] = .success(value)
            return value
        } catch {
            budget.outcomes[place] = .failure(error)
            throw error
        }
    }
}

extension KeyedDecodingContainer {
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try DecodingDepth.check(codingPath)
        return try decode(type, forKey: key)
    }
    func decodeValue(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, forKey: key) }
    func decodeValue(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, forKey: key) }
    func decodeValue(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, forKey: key) }
    func decodeValue(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, forKey: key) }
    func decodeValue(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, forKey: key) }
    func decodeValue(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, forKey: key) }
    func decodeValue(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, forKey: key) }

    /// nil when the key is absent or null.
    func decodeOptional<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try DecodingDepth.check(codingPath)
        return try decodeIfPresent(type, forKey: key)
    }
    func decodeOptional(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(type, forKey: key) }
    func decodeOptional(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(type, forKey: key) }
    func decodeOptional(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresent(type, forKey: key) }
    func decodeOptional(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresent(type, forKey: key) }
    func decodeOptional(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(type, forKey: key) }
    func decodeOptional(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresent(type, forKey: key) }
    func decodeOptional(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(type, forKey: key) }
}

extension KeyedEncodingContainer {
    mutating func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeValue(_ value: String, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeValue(_ value: Int, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeValue(_ value: Int32, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeValue(_ value: Int64, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeValue(_ value: Double, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeValue(_ value: Float, forKey key: Key) throws { try encode(value, forKey: key) }
    mutating func encodeValue(_ value: Bool, forKey key: Key) throws { try encode(value, forKey: key) }
    /// In lower case, as RFC 4122 writes it (`UUID`'s own encoding is upper case).
    mutating func encodeValue(_ value: UUID, forKey key: Key) throws { try encode(value.uuidString.lowercased(), forKey: key) }
    /// UUIDs inside lists, dictionaries or optionals (`[UUID]`, `[UUID?]`, `[String: UUID]`),
    /// each in lower case.
    mutating func encodeUUIDs<T: LowercaseUUIDs>(_ values: T, forKey key: Key) throws { try encode(LowercasedUUIDs(values), forKey: key) }

    /// Leaves the key out when the value is nil.
    mutating func encodeOptional<T: Encodable>(_ value: T?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: String?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: Int?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: Int32?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: Int64?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: Double?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: Float?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: Bool?, forKey key: Key) throws { try encodeIfPresent(value, forKey: key) }
    mutating func encodeOptional(_ value: UUID?, forKey key: Key) throws { try encodeIfPresent(value?.uuidString.lowercased(), forKey: key) }
}

/// A UUID, or a list, dictionary or optional of them, that encodes its UUIDs in lower case,
/// as RFC 4122 writes them (`UUID`'s own encoding is upper case).
protocol LowercaseUUIDs {
    func encodeLowercased(to encoder: any Encoder) throws
}

/// The Encodable face of `LowercaseUUIDs`, for the containers that nest them.
struct LowercasedUUIDs<Value: LowercaseUUIDs>: Encodable {
    let value: Value
    init(_ value: Value) { self.value = value }
    func encode(to encoder: any Encoder) throws { try value.encodeLowercased(to: encoder) }
}

extension UUID: LowercaseUUIDs {
    func encodeLowercased(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuidString.lowercased())
    }
}

extension Optional: LowercaseUUIDs where Wrapped: LowercaseUUIDs {
    func encodeLowercased(to encoder: any Encoder) throws {
        guard let value = self else {
            var container = encoder.singleValueContainer()
            return try container.encodeNil()
        }
        try value.encodeLowercased(to: encoder)
    }
}

// Loops, not `map`: a closure here would capture the element's metatype, which strict
// concurrency refuses.
extension Array: LowercaseUUIDs where Element: LowercaseUUIDs {
    func encodeLowercased(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(LowercasedUUIDs(element)) }
    }
}

extension Dictionary: LowercaseUUIDs where Key == String, Value: LowercaseUUIDs {
    func encodeLowercased(to encoder: any Encoder) throws {
        var lowercased: [String: LowercasedUUIDs<Value>] = [:]
        for (key, value) in self { lowercased[key] = LowercasedUUIDs(value) }
        try lowercased.encode(to: encoder)
    }
}
