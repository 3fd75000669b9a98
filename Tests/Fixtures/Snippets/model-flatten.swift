// Models.swift struct Destination
/// - Remark: Generated from model-flatten.yaml: model Destination.
public struct Destination: Codable, Hashable, GeneratedEquatable, Sendable, Identifiable {
    /// - Remark: Generated from model-flatten.yaml: field Destination.id.
    public let id: String
    /// - Remark: Generated from model-flatten.yaml: field Destination.status.
    public let status: String?
    /// - Remark: Generated from model-flatten.yaml: field Destination.kind.
    public let kind: DestinationKind

    public init(
        id: String,
        status: String? = nil,
        kind: DestinationKind
    ) {
        self.id = id
        self.status = status
        self.kind = kind
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.id = try container.decodeValue(String.self, forKey: .id)
        self.status = try container.decodeOptional(String.self, forKey: .status)
        switch try DestinationKind(from: decoder) {
        case .unknown(let json): self.kind = .unknown(UnionCoding.removing(["id", "status"], from: json))
        case let known: self.kind = known
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try self.kind.encode(to: encoder)
        try container.encodeValue(self.id, forKey: .id)
        try container.encodeOptional(self.status, forKey: .status)
    }

    public func isEqual(to other: Self) -> Bool {
        guard FieldEquality.equal(self.id, other.id) else { return false }
        guard FieldEquality.equal(self.status, other.status) else { return false }
        guard FieldEquality.equal(self.kind, other.kind) else { return false }
        return true
    }
}
