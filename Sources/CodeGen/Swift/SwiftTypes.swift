import SpecLanguage

/// Spells spec types as Swift types of one API's module.
struct SwiftTypes {
    let api: API
    /// Where the Swift name of each type asked for so far is kept: a context builder spells the
    /// same few hundred names tens of thousands of times.
    let memo: ContextMemo

    /// `parameters`: the generic parameters in scope, which win over models of the same name.
    func name(_ type: TypeRef, parameters: [String] = []) -> String {
        switch type {
        case .primitive(let primitive): return Self.primitive(primitive)
        case .named(let name, let arguments):
            if arguments.isEmpty && parameters.contains(name) { return Naming.genericParameterName(name, in: api) }
            let base = declaredName(name)
            return arguments.isEmpty ? base : "\(base)<\(arguments.map { self.name($0, parameters: parameters) }.joined(separator: ", "))>"
        case .array(let element): return "[\(name(element, parameters: parameters))]"
        case .dictionary(let value): return "[String: \(name(value, parameters: parameters))]"
        case .optional(let wrapped): return "\(name(wrapped, parameters: parameters))?"
        }
    }

    /// The Swift type of a field, as its property and its init's parameter spell it: a
    /// clearable one is `Nullable<T>?` (nil left out, `.null` sent as null).
    func name(of field: Field, parameters: [String] = []) -> String {
        field.clearable ? "Nullable<\(name(field.type.unwrapped, parameters: parameters))>?" : name(field.type, parameters: parameters)
    }

    /// The Swift name of the type `name` declares; a runtime type (`EmptyPayload`) keeps its name.
    private func declaredName(_ name: String) -> String {
        if let known = memo.typeNames[ExactText(name)] { return known }
        let isDeclared = api.model(named: name) != nil || api.enumType(named: name) != nil || api.union(named: name) != nil
        let swift = isDeclared ? Naming.typeName(name, in: api) : name
        memo.typeNames[ExactText(name)] = swift
        return swift
    }

    static func primitive(_ primitive: Primitive) -> String {
        switch primitive {
        case .json: return "JSONValue"
        case .file: return "FilePart"
        default: return primitive.rawValue
        }
    }

    func dateFormat(_ format: DateFormat) -> String {
        switch format {
        case .iso8601: return ".iso8601"
        case .iso8601Fractional: return ".iso8601Fractional"
        case .rfc3339: return ".rfc3339"
        case .epochSeconds: return ".epochSeconds"
        case .epochMilliseconds: return ".epochMilliseconds"
        case .dateOnly: return ".dateOnly"
        case .pattern(let pattern): return ".pattern(\(SwiftText.stringLiteral(pattern)))"
        }
    }
}
