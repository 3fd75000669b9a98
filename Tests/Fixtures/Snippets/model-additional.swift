// Models.swift struct Message
/// - Remark: Generated from model-additional.yaml: model Message.
public struct Message: Codable, Hashable, GeneratedEquatable, Sendable, Identifiable {
    /// - Remark: Generated from model-additional.yaml: field Message.id.
    public let id: String
    /// - Remark: Generated from model-additional.yaml: field Message.senderName.
    public let senderName: String
    /// The keys beside the known fields, with their values: kept, and sent back when encoding.
    public let additionalProperties: [String: JSONValue]

    public init(
        id: String,
        senderName: String,
        additionalProperties: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.senderName = senderName
        self.additionalProperties = additionalProperties
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.id = try container.decodeValue(String.self, forKey: .id)
        self.senderName = try container.decodeValue(String.self, forKey: .senderName)
        self.additionalProperties = try AdditionalProperties.decode(JSONValue.self, from: decoder, known: ["id", "sender_name"])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.id, forKey: .id)
        try container.encodeValue(self.senderName, forKey: .senderName)
        try AdditionalProperties.encode(self.additionalProperties, to: encoder, known: ["id", "sender_name"])
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.id, other.id) else { return false }
        guard FieldEquality.equal(self.senderName, other.senderName) else { return false }
        guard FieldEquality.equal(self.additionalProperties, other.additionalProperties) else { return false }
        return true
    }
}
