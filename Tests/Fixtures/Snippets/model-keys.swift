// Models.swift enum ShopCodingKey
/// The JSON object keys of this file's models: each decodes and encodes its fields through
/// this enum, so the wire names never depend on a key strategy.
private enum ShopCodingKey: String, CodingKey {
    case customerName = "customer_name"
    case invoiceId = "invoice_id"
    case logoUrl = "logo_url"
    case paid = "paid"

    /// The wire key, as decoding errors name it (shared by the file's models, the enum's own
    /// name would point at the wrong one).
    var description: String { rawValue }
}

// Models.swift struct Invoice
/// - Remark: Generated from model-keys.yaml: model Invoice.
public struct Invoice: Codable, Hashable, GeneratedEquatable, Sendable, Identifiable {
    /// - Remark: Generated from model-keys.yaml: field Invoice.id.
    public let id: Int
    /// - Remark: Generated from model-keys.yaml: field Invoice.customerName.
    public let customerName: String
    /// - Remark: Generated from model-keys.yaml: field Invoice.logoURL.
    public let logoURL: URL?
    /// - Remark: Generated from model-keys.yaml: field Invoice.isPaid.
    public let isPaid: Bool

    public init(
        id: Int,
        customerName: String,
        logoURL: URL? = nil,
        isPaid: Bool
    ) {
        self.id = id
        self.customerName = customerName
        self.logoURL = logoURL
        self.isPaid = isPaid
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.id = try container.decodeValue(Int.self, forKey: .invoiceId)
        self.customerName = try container.decodeValue(String.self, forKey: .customerName)
        self.logoURL = try container.decodeOptional(URL.self, forKey: .logoUrl)
        self.isPaid = try container.decodeValue(Bool.self, forKey: .paid)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try container.encodeValue(self.id, forKey: .invoiceId)
        try container.encodeValue(self.customerName, forKey: .customerName)
        try container.encodeOptional(self.logoURL, forKey: .logoUrl)
        try container.encodeValue(self.isPaid, forKey: .paid)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.id, other.id) else { return false }
        guard FieldEquality.equal(self.customerName, other.customerName) else { return false }
        guard FieldEquality.equal(self.logoURL, other.logoURL) else { return false }
        guard FieldEquality.equal(self.isPaid, other.isPaid) else { return false }
        return true
    }
}
