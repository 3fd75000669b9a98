// Models.swift struct Invoice
/// - Remark: Generated from model-keys.yaml:6.
public struct Invoice: Codable, Hashable, Sendable, Identifiable {
    /// - Remark: Generated from model-keys.yaml:8.
    public var id: Int
    /// - Remark: Generated from model-keys.yaml:9.
    public var customerName: String
    /// - Remark: Generated from model-keys.yaml:10.
    public var logoURL: URL?
    /// - Remark: Generated from model-keys.yaml:11.
    public var isPaid: Bool

    public enum CodingKeys: String, CodingKey {
        case id = "invoice_id"
        case customerName = "customer_name"
        case logoURL = "logo_url"
        case isPaid = "paid"
    }

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
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decode(Int.self, forKey: .id)
        self.customerName = try container.decode(String.self, forKey: .customerName)
        self.logoURL = try container.decodeIfPresent(URL.self, forKey: .logoURL)
        self.isPaid = try container.decode(Bool.self, forKey: .isPaid)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.customerName, forKey: .customerName)
        try container.encodeIfPresent(self.logoURL, forKey: .logoURL)
        try container.encode(self.isPaid, forKey: .isPaid)
    }
}
