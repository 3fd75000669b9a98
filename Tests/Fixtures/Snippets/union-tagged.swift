// Models.swift enum PaymentSource
/// - Remark: Generated from union-tagged.yaml: union PaymentSource.
public enum PaymentSource: Codable, Hashable, GeneratedEquatable, Sendable {
    /// The variant whose `type` is `card`.
    case card(Card)
    /// The variant whose `type` is `bank_account`.
    case bankAccount(BankAccount)
    /// A variant this client does not know yet: its JSON, kept to be encoded back as it came.
    case unknown(JSONValue)

    public init(from decoder: any Decoder) throws {
        switch try? UnionCoding.tag("type", from: decoder) {
        case "card"?: self = .card(try Card(from: decoder))
        case "bank_account"?: self = .bankAccount(try BankAccount(from: decoder))
        default: self = .unknown(try JSONValue(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .card(let value): try UnionCoding.encode(value, tag: "card", key: "type", to: encoder)
        case .bankAccount(let value): try UnionCoding.encode(value, tag: "bank_account", key: "type", to: encoder)
        case .unknown(let json): try UnionCoding.encodeUnknown(json, to: encoder)
        }
    }

    public func isEqual(to other: Self) -> Bool {
        switch (self, other) {
        case (.card(let lhs), .card(let rhs)): return FieldEquality.equal(lhs, rhs)
        case (.bankAccount(let lhs), .bankAccount(let rhs)): return FieldEquality.equal(lhs, rhs)
        case (.unknown(let lhs), .unknown(let rhs)): return FieldEquality.equal(lhs, rhs)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .card(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .bankAccount(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .unknown(let json):
            hasher.combine(-1)
            hasher.combine(json)
        }
    }
}
