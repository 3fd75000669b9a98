// Models.swift enum Priority
/// - Remark: Generated from enum-unknown.yaml:5.
public enum Priority: RawRepresentable, Codable, Hashable, Sendable, CaseIterable {
    case low
    case normal
    case urgent
    /// A value this client does not know yet; it is kept and encoded back unchanged.
    case unknown(String)

    public static let allCases: [Priority] = [.low, .normal, .urgent]

    public init(rawValue: String) {
        switch rawValue {
        case "LOW": self = .low
        case "NORMAL": self = .normal
        case "URGENT": self = .urgent
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .low: return "LOW"
        case .normal: return "NORMAL"
        case .urgent: return "URGENT"
        case .unknown(let value): return value
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Equal when the wire values are, so a hand-made `.unknown` of a known value is that case.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
