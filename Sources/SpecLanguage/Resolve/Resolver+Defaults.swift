extension Resolver {
    /// Defaults (and query defaults) must fit their field's type.
    mutating func checkDefaults() {
        for model in api.models {
            for field in model.fields { checkDefault(of: field) }
        }
        for endpoint in api.endpoints {
            for field in endpoint.query { checkDefault(of: field) }
            switch endpoint.body {
            case .form(let fields), .multipart(let fields): fields.forEach { checkDefault(of: $0) }
            default: break
            }
        }
    }

    private mutating func checkDefault(of field: Field) {
        guard let value = field.defaultValue else { return }
        if let problem = mismatch(value, field.type) {
            diagnostics.error(field.defaultMark ?? field.mark, "default value for '\(field.name)' does not fit its type \(field.type): \(problem)")
        }
    }

    /// Why `value` cannot be a `type`, or nil when it can.
    func mismatch(_ value: Value, _ type: TypeRef) -> String? {
        switch (type, value) {
        case (.optional, .null): return nil
        case (.optional(let wrapped), _): return mismatch(value, wrapped)
        case (_, .null): return "null needs an optional type (\(type)?)"
        case (.primitive(let p), _): return mismatch(value, p)
        case (.array(let element), .array(let items)):
            return items.lazy.compactMap { self.mismatch($0, element) }.first
        case (.dictionary(let element), .object(let entries)):
            return entries.lazy.compactMap { self.mismatch($0.value, element) }.first
        case (.named(let name, _), _):
            if let enumType = api.enumType(named: name) {
                guard let text = Self.scalarText(value),
                    enumType.cases.contains(where: { $0.wireValue == text || $0.name == text })
                else {
                    let shown = Self.scalarText(value) ?? value.kindName
                    return "'\(shown)' is not a value of enum '\(name)' (\(enumType.cases.map(\.wireValue).joined(separator: ", ")))"
                }
                return nil
            }
            if api.model(named: name) != nil { return "defaults of model type '\(name)' are not supported; make it optional instead" }
            return nil  // unknown types are reported elsewhere
        default:
            return "expected \(Self.expected(type)), found \(value.kindName)"
        }
    }

    private func mismatch(_ value: Value, _ primitive: Primitive) -> String? {
        switch (primitive, value) {
        case (.json, _): return nil
        case (.string, .string), (.string, .int), (.string, .number), (.string, .bool): return nil
        case (.url, .string), (.uuid, .string), (.date, .string): return nil
        case (.bool, .bool): return nil
        case (.int, .int), (.int32, .int), (.int64, .int): return nil
        case (.double, .int), (.double, .number), (.float, .int), (.float, .number), (.decimal, .int), (.decimal, .number):
            return nil
        default:
            let shown = Self.scalarText(value).map { "'\($0)'" } ?? value.kindName
            return "\(shown) is not \(Self.expected(.primitive(primitive)))"
        }
    }

    static func scalarText(_ value: Value) -> String? {
        switch value {
        case .string(let s), .number(let s): return s
        case .int(let i): return String(i)
        case .bool(let b): return String(b)
        default: return nil
        }
    }

    private static func expected(_ type: TypeRef) -> String {
        switch type {
        case .primitive(let p) where p.isInteger: return "a whole number"
        case .primitive(let p) where p.isNumber: return "a number"
        case .primitive(.bool): return "true or false"
        case .array: return "a list"
        case .dictionary: return "a mapping"
        default: return "a \(type)"
        }
    }
}
