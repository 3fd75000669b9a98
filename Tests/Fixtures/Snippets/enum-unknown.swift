// Models.swift enum Priority
/// - Remark: Generated from enum-unknown.yaml: enum Priority.
public enum Priority: RawRepresentable, Codable, Hashable, GeneratedEquatable, Sendable, CaseIterable {
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
        // `switch` matches canonically equivalent text (é as one scalar or as e + U+0301): a
        // spelling the enum does not list stays unknown, so it is sent back as it came.
        if !self.rawValue.utf8.elementsEqual(rawValue.utf8) {
            self = Self.allCases.first { $0.rawValue.utf8.elementsEqual(rawValue.utf8) } ?? .unknown(rawValue)
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

    /// Equal when the wire values are, scalar for scalar, so a hand-made `.unknown` of a known
    /// value is that case, and two spellings the wire tells apart are not equal.
    public func isEqual(to other: Self) -> Bool {
        rawValue.utf8.elementsEqual(other.rawValue.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
