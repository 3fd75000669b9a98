import SpecLanguage

/// Spec values (defaults, examples) as Swift expressions of a given type. The resolver has
/// already checked that each value fits its type.
struct SwiftLiterals {
    let api: API
    let types: SwiftTypes

    func expression(_ value: Value, as type: TypeRef) -> String {
        switch (type, value) {
        case (_, .null): return "nil"
        case (.optional(let wrapped), _): return expression(value, as: wrapped)
        case (.array(let element), .array(let items)):
            return "[" + items.map { expression($0, as: element) }.joined(separator: ", ") + "]"
        case (.dictionary(let element), .object(let entries)):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.map { "\(SwiftText.stringLiteral($0.key)): \(expression($0.value, as: element))" }.joined(separator: ", ") + "]"
        case (.named(let name, let arguments), _):
            if let enumType = api.enumType(named: name) {
                let text = Self.text(value)
                let match = enumType.cases.first { $0.wireValue == text } ?? enumType.cases.first { $0.name == text }
                return "." + Naming.bare(Naming.caseName(match?.name ?? text))
            }
            if let model = api.model(named: name), case .object(let entries) = value {
                return modelExpression(model, arguments: arguments, entries)
            }
            return "nil"
        case (.primitive(let primitive), _):
            return primitiveExpression(value, primitive)
        default:
            return "nil"
        }
    }

    /// A memberwise init call for a model example: `Order(id: "1", total: 12)`.
    private func modelExpression(_ model: Model, arguments: [TypeRef], _ entries: [Value.Entry]) -> String {
        let bindings = Dictionary(uniqueKeysWithValues: zip(model.genericParameters, arguments))
        var parts: [String] = []
        for field in model.fields {
            let entry = entries.first { $0.key == field.name || $0.key == field.key }
            guard let entry else { continue }
            parts.append("\(Naming.bare(Naming.parameterName(field.name))): \(expression(entry.value, as: field.type.substituting(bindings)))")
        }
        return "\(types.name(.named(model.name, arguments: arguments)))(\(parts.joined(separator: ", ")))"
    }

    private func primitiveExpression(_ value: Value, _ primitive: Primitive) -> String {
        let text = Self.text(value)
        switch primitive {
        case .string: return SwiftText.stringLiteral(text)
        case .bool: return text
        case .int, .int32, .int64: return text
        case .double, .float: return text
        case .decimal: return Self.decimal(text)
        case .url: return "URL(string: \(SwiftText.stringLiteral(text)))!"
        case .uuid: return "UUID(uuidString: \(SwiftText.stringLiteral(text)))!"
        case .date: return "Date(timeIntervalSince1970: 0)"
        case .data: return "Data(\(SwiftText.stringLiteral(text)).utf8)"
        case .json: return json(value)
        case .file: return "nil"
        }
    }

    /// An exact Decimal: `120.50` → `Decimal(sign: .plus, exponent: -2, significand: 12050)`,
    /// since a float literal would pass through Double and lose digits.
    static func decimal(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        let parts = digits.split(separator: ".", maxSplits: 1)
        let whole = String(parts.first ?? "0")
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        guard !digits.lowercased().contains("e"), let significand = UInt64(whole + fraction) else {
            return "Decimal(string: \(SwiftText.stringLiteral(text)))!"
        }
        if fraction.isEmpty { return "Decimal(\(negative ? "-" : "")\(significand))" }
        return "Decimal(sign: .\(negative ? "minus" : "plus"), exponent: -\(fraction.count), significand: \(significand))"
    }

    private func json(_ value: Value) -> String {
        switch value {
        case .null: return ".null"
        case .bool(let b): return ".bool(\(b))"
        case .int(let i): return ".number(\(i))"
        case .number(let n): return ".number(\(n))"
        case .string(let s): return ".string(\(SwiftText.stringLiteral(s)))"
        case .array(let items): return ".array([" + items.map(json).joined(separator: ", ") + "])"
        case .object(let entries):
            if entries.isEmpty { return ".object([:])" }
            return ".object([" + entries.map { "\(SwiftText.stringLiteral($0.key)): \(json($0.value))" }.joined(separator: ", ") + "])"
        }
    }

    static func text(_ value: Value) -> String {
        switch value {
        case .string(let s), .number(let s): return s
        case .int(let i): return String(i)
        case .bool(let b): return String(b)
        default: return ""
        }
    }
}
