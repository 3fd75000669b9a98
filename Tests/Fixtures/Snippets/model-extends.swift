// Models.swift struct Customer
/// - Remark: Generated from model-extends.yaml: model Customer.
public struct Customer: Codable, Hashable, GeneratedEquatable, Sendable, Identifiable {
    /// - Remark: Generated from model-extends.yaml: field Customer.id.
    public let id: String
    /// - Remark: Generated from model-extends.yaml: field Customer.name.
    public let name: String
    /// - Remark: Generated from model-extends.yaml: field Customer.createdAt.
    public let createdAt: Date

    public init(
        id: String,
        name: String,
        createdAt: Date
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.id = try container.decodeValue(String.self, forKey: .id)
        self.name = try container.decodeValue(String.self, forKey: .name)
        self.createdAt = try container.decode(Date.self, forKey: .createdAt, format: .iso8601)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.id, forKey: .id)
        try container.encodeValue(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt, format: .iso8601)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.id, other.id) else { return false }
        guard FieldEquality.equal(self.name, other.name) else { return false }
        guard FieldEquality.equal(self.createdAt, other.createdAt) else { return false }
        return true
    }
}
