import Foundation

/// What generated unions call to read and write their discriminator and to report a value that
/// fits no variant.
enum UnionCoding {
    /// The discriminator's text, read from the object that also holds the variant's fields.
    static func tag(_ key: String, from decoder: any Decoder) throws -> String {
        try decoder.container(keyedBy: AnyCodingKey.self).decode(String.self, forKey: AnyCodingKey(key))
    }

    /// The variant's fields, then the tag beside them, in one object. Written after the fields,
    /// so the tag is the variant's even when its model has a field of that key.
    static func encode<T: Encodable>(_ value: T, tag: String, key: String, to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(tag, forKey: AnyCodingKey(key))
    }

    /// An open tagged union's unknown variant, written back as it came: an object's members
    /// through a keyed container, as a known variant's fields are. A flattened union shares its
    /// object with the model that holds it, and an encoder takes only keyed containers at a
    /// level that has one.
    static func encodeUnknown(_ value: JSONValue, to encoder: any Encoder) throws {
        guard case .object(let members) = value else { return try value.encode(to: encoder) }
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for key in members.keys.sorted() {
            try container.encode(members[key], forKey: AnyCodingKey(key))
        }
    }

    /// An unknown variant's object without `keys`: the part of an object that a flattened
    /// union holds, beside the keys of the model that flattens it.
    static func removing(_ keys: [String], from value: JSONValue) -> JSONValue {
        guard case .object(var members) = value else { return value }
        for key in members.keys where keys.contains(where: { $0.utf8.elementsEqual(key.utf8) }) {
            members[key] = nil
        }
        return .object(members)
    }

    /// A tag a closed union does not list.
    static func unknownTag(_ tag: String, key: String, of union: String, _ decoder: any Decoder) -> DecodingError {
        DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath + [AnyCodingKey(key)],
                debugDescription: "'\(tag)' is not a variant of \(union)."))
    }

    /// A value that none of an untagged union's variants decodes, with why each did not
    /// (`errors`, one per variant in `expected`'s order), where it failed inside the value, as
    /// `tracking_events[0].type`.
    static func noVariant(of union: String, expected: [String], errors: [any Error], _ decoder: any Decoder) -> DecodingError {
        // Each variant's reason at most a few hundred characters: a variant's own may hold its
        // inner unions' reasons, which would otherwise grow with every level of nesting.
        let reasons = zip(expected, errors).map { "\($0): \(cut(reason($1, below: decoder.codingPath.count)))" }
        return DecodingError.typeMismatch(
            JSONValue.self,
            .init(
                codingPath: decoder.codingPath,
                debugDescription:
                    "Expected \(expected.joined(separator: " or ")) for \(union), found none of them (\(reasons.joined(separator: "; ")))."))
    }

    private static func cut(_ text: String) -> String {
        text.count > 300 ? text.prefix(300) + "…" : text
    }

    /// Where a variant failed, relative to the union's value, and what was wrong there.
    private static func reason(_ error: any Error, below depth: Int) -> String {
        let (keys, why) = HTTPClient.decodingFailure(error)
        let path = HTTPClient.codingPath(Array(keys.dropFirst(depth)))
        return path.isEmpty ? why : "at \(path), \(why)"
    }
}
