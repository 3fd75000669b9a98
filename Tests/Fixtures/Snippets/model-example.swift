// Models.swift struct Product
/// - Remark: Generated from model-example.yaml:6.
public struct Product: Codable, Hashable, Sendable, Identifiable {
    /// - Remark: Generated from model-example.yaml:8.
    public var id: String
    /// - Remark: Generated from model-example.yaml:9.
    public var price: Decimal
    /// - Remark: Generated from model-example.yaml:10.
    public var tags: [String]
    /// - Remark: Generated from model-example.yaml:11.
    public var size: Size?
    /// - Remark: Generated from model-example.yaml:12.
    public var extra: JSONValue?

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
        self.id = try container.decode(String.self, forKey: .id)
        self.price = try container.decode(Decimal.self, forKey: .price)
        self.tags = try container.decode([String].self, forKey: .tags)
        self.size = try container.decodeIfPresent(Size.self, forKey: .size)
        self.extra = try container.decodeIfPresent(JSONValue.self, forKey: .extra)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.price, forKey: .price)
        try container.encode(self.tags, forKey: .tags)
        try container.encodeIfPresent(self.size, forKey: .size)
        try container.encodeIfPresent(self.extra, forKey: .extra)
    }
}

// Models.swift extension Product
extension Product {
    /// The spec's example, as a fixture for previews and tests.
    public static var example: Product { Product(id: "p_1", price: Decimal(sign: .plus, exponent: -2, significand: 999), tags: ["new", "on \"sale\""], size: .extraLarge, extra: .object(["a": .array([.int(1), .double(2.5), .bool(true), .null])])) }
}
