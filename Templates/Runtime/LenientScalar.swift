import Foundation

/// A scalar that a server may send in the other JSON form: a number as text (`"1250"`) or text
/// as a number (`1250`). Fields marked `lenient: true` decode through this; they are always
/// encoded in their declared form, so what the client sends does not depend on what it read.
protocol LenientScalar: Codable {
    /// The value from either form; throws when the value is neither, or text that is not one.
    static func lenient(from container: any SingleValueDecodingContainer) throws -> Self
}

/// One lenient value, decoded through `KeyedDecodingContainer.decode(_:forKey:)` so that a
/// missing key or null behaves as for any other field.
struct LenientBox<Value: LenientScalar>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        value = try Value.lenient(from: decoder.singleValueContainer())
    }
}

extension KeyedDecodingContainer {
    func decodeLenient<T: LenientScalar>(_ type: T.Type, forKey key: Key) throws -> T {
        try decode(LenientBox<T>.self, forKey: key).value
    }

    /// nil when the key is absent or null.
    func decodeLenientIfPresent<T: LenientScalar>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decodeIfPresent(LenientBox<T>.self, forKey: key)?.value
    }
}

enum LenientText {
    /// A JSON number as its text: an integer as written, anything else through `Decimal`,
    /// which keeps the digits a `Double` would round (`0.1` stays `0.1`).
    static func number(from container: any SingleValueDecodingContainer) -> String? {
        if let value = try? container.decode(Int.self) { return String(value) }
        if let value = try? container.decode(Decimal.self) { return value.description }
        return nil
    }

    /// Text that is a JSON number and nothing else: `-12`, `3.50`, `1e3`; not ` 12`, `12abc`,
    /// `0x1F` or `NaN` (which `Decimal(string:)` would read in part or `Double` would take).
    static func isNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        guard digits() > 0 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    static func mismatch<T>(_ type: T.Type, _ container: any SingleValueDecodingContainer) -> DecodingError {
        DecodingError.typeMismatch(
            type, .init(codingPath: container.codingPath, debugDescription: "Expected \(type) or its text, found neither."))
    }
}

extension String: LenientScalar {
    static func lenient(from container: any SingleValueDecodingContainer) throws -> String {
        if let value = try? container.decode(String.self) { return value }
        if let value = LenientText.number(from: container) { return value }
        if let value = try? container.decode(Bool.self) { return String(value) }
        throw LenientText.mismatch(String.self, container)
    }
}

extension Bool: LenientScalar {
    static func lenient(from container: any SingleValueDecodingContainer) throws -> Bool {
        if let value = try? container.decode(Bool.self) { return value }
        switch try? container.decode(String.self) {
        case "true": return true
        case "false": return false
        default: throw LenientText.mismatch(Bool.self, container)
        }
    }
}

extension Decimal: LenientScalar {
    static func lenient(from container: any SingleValueDecodingContainer) throws -> Decimal {
        if let value = try? container.decode(Decimal.self) { return value }
        if let text = try? container.decode(String.self), LenientText.isNumber(text),
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        {
            return value
        }
        throw LenientText.mismatch(Decimal.self, container)
    }
}

/// Integers and floating-point numbers: the number, or text that reads as exactly one.
protocol LenientNumber: LenientScalar, LosslessStringConvertible {}

extension LenientNumber {
    static func lenient(from container: any SingleValueDecodingContainer) throws -> Self {
        if let value = try? container.decode(Self.self) { return value }
        // `Int("1e3")` is nil and `Double("0x1p3")` is not: only JSON number text is read.
        if let text = try? container.decode(String.self), LenientText.isNumber(text), let value = Self(text) { return value }
        throw LenientText.mismatch(Self.self, container)
    }
}

extension Int: LenientNumber {}
extension Int32: LenientNumber {}
extension Int64: LenientNumber {}
extension Double: LenientNumber {}
extension Float: LenientNumber {}
