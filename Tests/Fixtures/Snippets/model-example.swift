// Models.swift struct Product
/// - Remark: Generated from model-example.yaml: model Product.
public struct Product: Codable, Hashable, GeneratedEquatable, Sendable, Identifiable {
    /// - Remark: Generated from model-example.yaml: field Product.id.
    public let id: String
    /// - Remark: Generated from model-example.yaml: field Product.price.
    public let price: Decimal
    /// - Remark: Generated from model-example.yaml: field Product.tags.
    public let tags: [String]
    /// - Remark: Generated from model-example.yaml: field Product.size.
    public let size: Size?
    /// - Remark: Generated from model-example.yaml: field Product.extra.
    public let extra: JSONValue?

    public init(
        id: String,
        price: Decimal,
        tags: [String],
        size: Size? = nil,
        extra: JSONValue? = nil
    ) {
        self.id = id
        self.price = price
        self.tags = tags
        self.size = size
        self.extra = extra
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.id = try container.decodeValue(String.self, forKey: .id)
        self.price = try container.decodeValue(Decimal.self, forKey: .price)
        self.tags = try container.decodeValue([String].self, forKey: .tags)
        self.size = try container.decodeOptional(Size.self, forKey: .size)
        self.extra = try container.decodeOptional(JSONValue.self, forKey: .extra)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.id, forKey: .id)
        try container.encodeValue(self.price, forKey: .price)
        try container.encodeValue(self.tags, forKey: .tags)
        try container.encodeOptional(self.size, forKey: .size)
        try container.encodeOptional(self.extra, forKey: .extra)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.id, other.id) else { return false }
        guard FieldEquality.equal(self.price, other.price) else { return false }
        guard FieldEquality.equal(self.tags, other.tags) else { return false }
        guard FieldEquality.equal(self.size, other.size) else { return false }
        guard FieldEquality.equal(self.extra, other.extra) else { return false }
        return true
    }
}

// Models.swift extension Product
extension Product {
    /// The spec's example, as a fixture for previews and tests.
    public static var example: Product { Product(id: "p_1", price: Decimal(sign: .plus, exponent: -2, significand: 999), tags: ["new", "on \"sale\""], size: .extraLarge, extra: .object(["a": .array([.int(1), .double(2.5), .bool(true), .null])])) }
}
