// Models.swift enum CustomerRef
/// - Remark: Generated from union-untagged.yaml: union CustomerRef.
public enum CustomerRef: Codable, Hashable, GeneratedEquatable, Sendable, Identifiable {
    /// The value as `String`.
    case string(String)
    /// The value as `Customer`.
    case customer(Customer)

    public init(from decoder: any Decoder) throws {
        self = try DecodingBudget.once(Self.self, decoder) {
            var errors: [any Error] = []
            do { return .string(try String(from: decoder)) } catch { errors.append(error) }
            do { return .customer(try Customer(from: decoder)) } catch { errors.append(error) }
            throw UnionCoding.noVariant(of: "CustomerRef", expected: ["String", "Customer"], errors: errors, decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .customer(let value): try value.encode(to: encoder)
        }
    }

    public func isEqual(to other: Self) -> Bool {
        switch (self, other) {
        case (.string(let lhs), .string(let rhs)): return FieldEquality.equal(lhs, rhs)
        case (.customer(let lhs), .customer(let rhs)): return FieldEquality.equal(lhs, rhs)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .customer(let value):
            hasher.combine(1)
            hasher.combine(value)
        }
    }

    /// The `id` of the value, whichever variant holds it.
    public var id: String {
        switch self {
        case .string(let value): return value
        case .customer(let value): return value.id
        }
    }
}

// Models.swift enum Quantity
/// - Remark: Generated from union-untagged.yaml: union Quantity.
public enum Quantity: Codable, Hashable, GeneratedEquatable, Sendable {
    /// The value as `Int`.
    case int(Int)
    /// The value as `String`.
    case string(String)

    public init(from decoder: any Decoder) throws {
        self = try DecodingBudget.once(Self.self, decoder) {
            var errors: [any Error] = []
            do { return .int(try Int(from: decoder)) } catch { errors.append(error) }
            do { return .string(try String(from: decoder)) } catch { errors.append(error) }
            throw UnionCoding.noVariant(of: "Quantity", expected: ["Int", "String"], errors: errors, decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .int(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        }
    }

    public func isEqual(to other: Self) -> Bool {
        switch (self, other) {
        case (.int(let lhs), .int(let rhs)): return FieldEquality.equal(lhs, rhs)
        case (.string(let lhs), .string(let rhs)): return FieldEquality.equal(lhs, rhs)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .string(let value):
            hasher.combine(1)
            hasher.combine(value)
        }
    }
}
