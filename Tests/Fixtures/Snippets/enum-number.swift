// Models.swift enum Status
/// - Remark: Generated from enum-number.yaml: enum Status.
public enum Status: Int, Codable, Hashable, Sendable, CaseIterable {
    case active = 0
    case suspended = 1
    case closed = 2
}

// Models.swift enum Level
/// - Remark: Generated from enum-number.yaml: enum Level.
public enum Level: RawRepresentable, Codable, Hashable, GeneratedEquatable, Sendable, CaseIterable {
    case low
    case high
    /// A value this client does not know yet; it is kept and encoded back unchanged.
    case unknown(Double)

    public static let allCases: [Level] = [.low, .high]

    public init(rawValue: Double) {
        switch rawValue {
        case 1.5: self = .low
        case 3.0: self = .high
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: Double {
        switch self {
        case .low: return 1.5
        case .high: return 3.0
        case .unknown(let value): return value
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(Double.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Equal when the wire values are, so a hand-made `.unknown` of a known value is that case.
    public func isEqual(to other: Self) -> Bool {
        rawValue == other.rawValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
