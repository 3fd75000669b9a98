// Models.swift struct Profile
/// - Remark: Generated from model-optional-nullable.yaml: model Profile.
public struct Profile: Codable, Hashable, GeneratedEquatable, Sendable {
    /// - Remark: Generated from model-optional-nullable.yaml: field Profile.name.
    public let name: String
    /// - Remark: Generated from model-optional-nullable.yaml: field Profile.email.
    public let email: String?
    /// - Remark: Generated from model-optional-nullable.yaml: field Profile.phone.
    public let phone: String?
    /// - Remark: Generated from model-optional-nullable.yaml: field Profile.tags.
    public let tags: [String]?

    public init(
        name: String,
        email: String? = nil,
        phone: String? = nil,
        tags: [String]? = nil
    ) {
        self.name = name
        self.email = email
        self.phone = phone
        self.tags = tags
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.name = try container.decodeValue(String.self, forKey: .name)
        self.email = try container.decodeOptional(String.self, forKey: .email)
        self.phone = try container.decodeOptional(String.self, forKey: .phone)
        self.tags = try container.decodeOptional([String].self, forKey: .tags)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.name, forKey: .name)
        try container.encodeOptional(self.email, forKey: .email)
        try container.encodeValue(self.phone, forKey: .phone)
        try container.encodeOptional(self.tags, forKey: .tags)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.name, other.name) else { return false }
        guard FieldEquality.equal(self.email, other.email) else { return false }
        guard FieldEquality.equal(self.phone, other.phone) else { return false }
        guard FieldEquality.equal(self.tags, other.tags) else { return false }
        return true
    }
}
