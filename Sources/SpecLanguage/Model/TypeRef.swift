/// A type as written in a spec: `String`, `[Order]`, `[String: JSON]?`, `Page<Order>`.
public indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case primitive(Primitive)
    /// A model or enum of the API, or a generic parameter of the model being declared.
    case named(String, arguments: [TypeRef])
    case array(TypeRef)
    /// A dictionary with `String` keys (JSON objects have no other kind of key).
    case dictionary(TypeRef)
    case optional(TypeRef)

    /// Whether `type` is this type or appears anywhere inside it (`[File?]` contains `File`).
    public func contains(_ type: TypeRef) -> Bool {
        if self == type { return true }
        switch self {
        case .primitive: return false
        case .named(_, let arguments): return arguments.contains { $0.contains(type) }
        case .array(let element), .dictionary(let element), .optional(let element): return element.contains(type)
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// The type without its outermost `?`.
    public var unwrapped: TypeRef {
        if case .optional(let inner) = self { return inner }
        return self
    }

    /// The spec spelling, used in messages.
    public var description: String {
        switch self {
        case .primitive(let p): return p.rawValue
        case .named(let name, let args):
            return args.isEmpty ? name : "\(name)<\(args.map(\.description).joined(separator: ", "))>"
        case .array(let element): return "[\(element)]"
        case .dictionary(let value): return "[String: \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }

    /// Every named type this one mentions, outermost first.
    public var namedTypes: [String] {
        switch self {
        case .primitive: return []
        case .named(let name, let args): return [name] + args.flatMap(\.namedTypes)
        case .array(let t), .dictionary(let t), .optional(let t): return t.namedTypes
        }
    }

    /// Replaces generic parameters by their arguments.
    public func substituting(_ bindings: [String: TypeRef]) -> TypeRef {
        switch self {
        case .primitive: return self
        case .named(let name, let args):
            if args.isEmpty, let bound = bindings[name] { return bound }
            return .named(name, arguments: args.map { $0.substituting(bindings) })
        case .array(let t): return .array(t.substituting(bindings))
        case .dictionary(let t): return .dictionary(t.substituting(bindings))
        case .optional(let t):
            let inner = t.substituting(bindings)
            return inner.isOptional ? inner : .optional(inner)
        }
    }
}

/// The built-in types of the spec language.
public enum Primitive: String, CaseIterable, Sendable {
    case string = "String"
    case int = "Int"
    case int32 = "Int32"
    case int64 = "Int64"
    case double = "Double"
    case float = "Float"
    case bool = "Bool"
    case decimal = "Decimal"
    case date = "Date"
    case url = "URL"
    case uuid = "UUID"
    case data = "Data"
    case json = "JSON"
    case file = "File"

    public var isInteger: Bool { self == .int || self == .int32 || self == .int64 }
    public var isNumber: Bool { isInteger || self == .double || self == .float || self == .decimal }
}
