/// A literal from a spec (a default or an example), typed by the YAML it was written in.
public indirect enum Value: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number with a fraction or exponent, kept as written so `120.50` loses nothing.
    case number(String)
    case string(String)
    case array([Value])
    case object([Entry])

    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: Value
        public var mark: Mark

        public init(key: String, value: Value, mark: Mark) {
            self.key = key
            self.value = value
            self.mark = mark
        }
    }

    /// The YAML kind of the literal, for messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "a mapping"
        }
    }
}
