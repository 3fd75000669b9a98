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
        let container = try ModelDecodingContainer(decoder)
        self.id = try container.decode(Int.self, forKey: "invoice_id")
        self.customerName = try container.decode(String.self, forKey: "customer_name")
        self.logoURL = try container.decodeIfPresent(URL.self, forKey: "logo_url")
        self.isPaid = try container.decode(Bool.self, forKey: "paid")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = ModelEncodingContainer(encoder)
        try container.encode(self.id, forKey: "invoice_id")
        try container.encode(self.customerName, forKey: "customer_name")
        try container.encodeIfPresent(self.logoURL, forKey: "logo_url")
        try container.encode(self.isPaid, forKey: "paid")
    }
}
