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
        self.kind = try UnionCoding.flattened(DestinationKind.self, from: decoder, ownKeys: ["id", "status"])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShopCodingKey.self)
        try UnionCoding.encodeFlattened(self.kind, to: encoder)
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

// Models.swift enum DestinationKind
/// - Remark: Generated from model-flatten.yaml: union DestinationKind.
public enum DestinationKind: Codable, Hashable, GeneratedEquatable, Sendable, OpenTaggedUnion {
    /// The variant whose `type` is `s3`.
    case s3(S3Destination)
    /// The variant whose `type` is `polling`.
    case polling(PollingDestination)
    /// A variant this client does not know yet: its JSON, kept to be encoded back as it came.
    case unknown(JSONValue)

    public init(from decoder: any Decoder) throws {
        switch try? UnionCoding.tag("type", from: decoder) {
        case "s3"?: self = .s3(try S3Destination(from: decoder))
        case "polling"?: self = .polling(try PollingDestination(from: decoder))
        default: self = .unknown(try JSONValue(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .s3(let value): try UnionCoding.encode(value, tag: "s3", key: "type", to: encoder)
        case .polling(let value): try UnionCoding.encode(value, tag: "polling", key: "type", to: encoder)
        case .unknown(let json): try UnionCoding.encodeUnknown(json, to: encoder)
        }
    }

    public func isEqual(to other: Self) -> Bool {
        switch (self, other) {
        case (.s3(let lhs), .s3(let rhs)): return FieldEquality.equal(lhs, rhs)
        case (.polling(let lhs), .polling(let rhs)): return FieldEquality.equal(lhs, rhs)
        case (.unknown(let lhs), .unknown(let rhs)): return FieldEquality.equal(lhs, rhs)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .s3(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .polling(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .unknown(let json):
            hasher.combine(-1)
            hasher.combine(json)
        }
    }

    /// The JSON of an unknown variant, for the model that flattens this union.
    var unknownJSON: JSONValue? {
        if case .unknown(let json) = self { return json }
        return nil
    }
}
