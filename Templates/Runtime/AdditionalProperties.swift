import Foundation

/// Any JSON object key, for the keys a model does not list: its additional properties and a
/// union's discriminator.
struct AnyCodingKey: CodingKey, Hashable, Sendable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) { self.stringValue = stringValue }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The keys of a JSON object beside a model's known fields (`...: T` in the spec), kept so
/// that decoding and encoding again loses nothing.
enum AdditionalProperties {
    /// Every key of the object that is not one of `known` (compared scalar for scalar, as the
    /// wire compares keys), with its value.
    static func decode<T: Decodable>(_ type: T.Type, from decoder: any Decoder, known: [String]) throws -> [String: T] {
        try DecodingDepth.check(decoder.codingPath)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var values: [String: T] = [:]
        for key in container.allKeys where !isKnown(key.stringValue, known) {
            values[key.stringValue] = try container.decode(T.self, forKey: key)
        }
        return values
    }

    /// Writes the values beside the known fields; a key that is also a known field is left
    /// out, so the field's value is the one sent.
    static func encode<T: Encodable>(_ values: [String: T], to encoder: any Encoder, known: [String]) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in values where !isKnown(key, known) {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }

    private static func isKnown(_ key: String, _ known: [String]) -> Bool {
        known.contains { $0.utf8.elementsEqual(key.utf8) }
    }
}
