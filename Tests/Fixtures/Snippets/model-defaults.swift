// Models.swift struct Settings
/// - Remark: Generated from model-defaults.yaml: model Settings.
public struct Settings: Codable, Hashable, GeneratedEquatable, Sendable {
    /// - Remark: Generated from model-defaults.yaml: field Settings.vip.
    public let vip: Bool
    /// - Remark: Generated from model-defaults.yaml: field Settings.limit.
    public let limit: Int
    /// - Remark: Generated from model-defaults.yaml: field Settings.greeting.
    public let greeting: String
    /// - Remark: Generated from model-defaults.yaml: field Settings.ratio.
    public let ratio: Double
    /// - Remark: Generated from model-defaults.yaml: field Settings.fee.
    public let fee: Decimal
    /// - Remark: Generated from model-defaults.yaml: field Settings.theme.
    public let theme: Theme
    /// - Remark: Generated from model-defaults.yaml: field Settings.tags.
    public let tags: [String]
    /// - Remark: Generated from model-defaults.yaml: field Settings.nickname.
    public let nickname: String?

    public init(
        vip: Bool = false,
        limit: Int = 20,
        greeting: String = "Hello, \"friend\"",
        ratio: Double = 0.5,
        fee: Decimal = Decimal(sign: .plus, exponent: -2, significand: 12050),
        theme: Theme = .dark,
        tags: [String] = [],
        nickname: String? = "anonymous"
    ) {
        self.vip = vip
        self.limit = limit
        self.greeting = greeting
        self.ratio = ratio
        self.fee = fee
        self.theme = theme
        self.tags = tags
        self.nickname = nickname
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.vip = try container.decodeOptional(Bool.self, forKey: .vip) ?? false
        self.limit = try container.decodeOptional(Int.self, forKey: .limit) ?? 20
        self.greeting = try container.decodeOptional(String.self, forKey: .greeting) ?? "Hello, \"friend\""
        self.ratio = try container.decodeOptional(Double.self, forKey: .ratio) ?? 0.5
        self.fee = try container.decodeOptional(Decimal.self, forKey: .fee) ?? Decimal(sign: .plus, exponent: -2, significand: 12050)
        self.theme = try container.decodeOptional(Theme.self, forKey: .theme) ?? .dark
        self.tags = try container.decodeOptional([String].self, forKey: .tags) ?? []
        self.nickname = try container.contains(.nickname) ? container.decodeOptional(String.self, forKey: .nickname) : "anonymous"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.vip, forKey: .vip)
        try container.encodeValue(self.limit, forKey: .limit)
        try container.encodeValue(self.greeting, forKey: .greeting)
        try container.encodeValue(self.ratio, forKey: .ratio)
        try container.encodeValue(self.fee, forKey: .fee)
        try container.encodeValue(self.theme, forKey: .theme)
        try container.encodeValue(self.tags, forKey: .tags)
        try container.encodeValue(self.nickname, forKey: .nickname)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.vip, other.vip) else { return false }
        guard FieldEquality.equal(self.limit, other.limit) else { return false }
        guard FieldEquality.equal(self.greeting, other.greeting) else { return false }
        guard FieldEquality.equal(self.ratio, other.ratio) else { return false }
        guard FieldEquality.equal(self.fee, other.fee) else { return false }
        guard FieldEquality.equal(self.theme, other.theme) else { return false }
        guard FieldEquality.equal(self.tags, other.tags) else { return false }
        guard FieldEquality.equal(self.nickname, other.nickname) else { return false }
        return true
    }
}
