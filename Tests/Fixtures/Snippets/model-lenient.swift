// Models.swift struct Charge
/// - Remark: Generated from model-lenient.yaml: model Charge.
public struct Charge: Codable, Hashable, GeneratedEquatable, Sendable {
    /// - Remark: Generated from model-lenient.yaml: field Charge.amount.
    public let amount: Int
    /// - Remark: Generated from model-lenient.yaml: field Charge.refunded.
    public let refunded: Decimal?

    public init(
        amount: Int,
        refunded: Decimal? = nil
    ) {
        self.amount = amount
        self.refunded = refunded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.amount = try container.decodeLenient(Int.self, forKey: .amount)
        self.refunded = try container.decodeLenientIfPresent(Decimal.self, forKey: .refunded)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.amount, forKey: .amount)
        try container.encodeOptional(self.refunded, forKey: .refunded)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.amount, other.amount) else { return false }
        guard FieldEquality.equal(self.refunded, other.refunded) else { return false }
        return true
    }
}
