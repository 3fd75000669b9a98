import Foundation

/// A tagged union that keeps a variant it does not know (`unknown: true`), as a model that
/// flattens it reads and writes it. `case unknown(JSONValue)` is the static function.
protocol OpenTaggedUnion: Codable {
    static func unknown(_ json: JSONValue) -> Self
    /// The JSON of an unknown variant; nil for a known one.
    var unknownJSON: JSONValue? { get }
}

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
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            try container.encode(member, forKey: AnyCodingKey(key))
        }
    }

    /// A flattened open union (`flatten: true`) read from the object of the model that holds
    /// it: an unknown variant keeps its own keys, not `ownKeys` (the model's fields'), so that it
    /// cannot send again a value of the model's that has changed since; and a value that is no
    /// object is refused, as a model's is.
    static func flattened<U: OpenTaggedUnion>(_ type: U.Type, from decoder: any Decoder, ownKeys: [String]) throws -> U {
        let value = try U(from: decoder)
        guard let json = value.unknownJSON else { return value }
        guard case .object(var members) = json else {
            throw DecodingError.typeMismatch(
                [String: JSONValue].self, .init(codingPath: decoder.codingPath, debugDescription: "Expected an object, found \(json)."))
        }
        for key in members.keys where ownKeys.contains(where: { $0.utf8.elementsEqual(key.utf8) }) {
            members[key] = nil
        }
        return .unknown(.object(members))
    }

    /// A flattened open union written into the object of the model that holds it: an unknown
    /// variant made in code of something other than an object (`.unknown(.string(…))`) has no
    /// keys to write beside the model's, and is refused rather than lost.
    static func encodeFlattened<U: OpenTaggedUnion & Encodable>(_ value: U, to encoder: any Encoder) throws {
        if let json = value.unknownJSON, json.objectValue == nil {
            throw EncodingError.invalidValue(
                json, .init(codingPath: encoder.codingPath, debugDescription: "An unknown variant that shares its object holds no object."))
        }
        try value.encode(to: encoder)
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
