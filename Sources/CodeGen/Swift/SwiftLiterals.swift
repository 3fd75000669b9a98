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
            return "[" + entries.map { "\(SwiftText.stringLiteral($0.key)): \(expression($0.value, as: element))" }.joined(separator: ", ")
                + "]"
        case (.named(let name, let arguments), _):
            if let enumType = api.enumType(named: name) {
                let text = Self.text(value)
                let match = enumType.matchingCase(text)
                if match == nil, enumType.allowsUnknown {
                    // A number enum's unknown value as a number literal, normalized as its cases are.
                    let literal =
                        switch enumType.rawKind {
                        case .string: SwiftText.stringLiteral(text)
                        case .integer: Int(text).map(String.init) ?? Self.numberToken(text)
                        case .number: Double(text).map { "\($0)" } ?? Self.numberToken(text)
                        }
                    return types.name(type) + ".unknown(" + literal + ")"
                }
                let caseName = Naming.bare(Naming.caseName(match?.name ?? text))
                // Where an optional is expected, `.none` and `.some` are Optional's own cases
                // (a silent nil, or no match at all), so those two name the enum.
                if caseName == "none" || caseName == "some" { return types.name(type) + "." + caseName }
                return "." + caseName
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
            let entry = entries.first { field.isNamed(by: $0.key) }
            let label = Naming.argumentLabel(Naming.parameterName(field.name), inCall: true)
            guard let entry else {
                // An optional field the init takes no nil for (`required: true`): nil here.
                if field.type.isOptional && !field.defaultsToNil && field.defaultValue == nil { parts.append("\(label): nil") }
                continue
            }
            let type = field.type.substituting(bindings)
            let argument =
                !field.clearable
                ? expression(entry.value, as: type)
                : entry.value == .null ? ".null" : ".value(\(expression(entry.value, as: type.unwrapped)))"
            parts.append("\(label): \(argument)")
        }
        return "\(types.name(.named(model.name, arguments: arguments)))(\(parts.joined(separator: ", ")))"
    }

    private func primitiveExpression(_ value: Value, _ primitive: Primitive) -> String {
        let text = Self.text(value)
        switch primitive {
        case .string: return SwiftText.stringLiteral(text)
        // The resolver checks every default and example against its type; should one slip
        // through, it is still no code: a number's text only as a number's token, else 0.
        case .bool: return text == "true" ? "true" : "false"
        case .int, .int32, .int64: return Self.numberToken(text)
        case .double, .float: return Self.floatLiteral(Self.numberToken(text))
        case .decimal: return Self.decimal(text)
        case .url: return "URL(string: \(SwiftText.stringLiteral(text)))!"
        case .uuid: return "UUID(uuidString: \(SwiftText.stringLiteral(text)))!"
        case .date: return Self.date(text)
        case .data: return "Data(\(SwiftText.stringLiteral(text)).utf8)"
        case .json: return json(value)
        case .file: return "nil"
        }
    }

    /// An example date as the instant its text names: `"2025-01-15T10:30:00Z"` →
    /// `Date(timeIntervalSince1970: 1736937000)`. ISO 8601 forms (`yyyy-MM-dd`, with a time, a
    /// fraction, `Z` or `±hh:mm`) are read here; any other text gives the epoch.
    static func date(_ text: String) -> String {
        guard let (seconds, fraction) = epochSeconds(text) else { return "Date(timeIntervalSince1970: 0)" }
        if fraction.isEmpty { return "Date(timeIntervalSince1970: \(seconds))" }
        return seconds < 0
            ? "Date(timeIntervalSince1970: \(seconds) + 0.\(fraction))" : "Date(timeIntervalSince1970: \(seconds).\(fraction))"
    }

    /// Whole seconds since 1970 and the fraction's digits, or nil when `text` is not ISO 8601.
    static func epochSeconds(_ text: String) -> (Int, String)? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }
        func skip(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = digits(4), skip("-"), let month = digits(2), skip("-"), let day = digits(2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var (hour, minute, second, fraction, offset) = (0, 0, 0, "", 0)
        if skip("T ") {
            guard let h = digits(2), skip(":"), let m = digits(2), h < 24, m < 60 else { return nil }
            (hour, minute) = (h, m)
            if skip(":") {
                guard let s = digits(2), s < 61 else { return nil }
                second = s
                if skip(".,") {
                    while index < bytes.count, (48...57).contains(bytes[index]) {
                        fraction.unicodeScalars.append(Unicode.Scalar(bytes[index]))
                        index += 1
                    }
                    guard !fraction.isEmpty else { return nil }
                }
            }
            if skip("Zz") {
            } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                index += 1
                guard let h = digits(2) else { return nil }
                _ = skip(":")
                guard let m = digits(2) else { return nil }
                offset = sign * (h * 3600 + m * 60)
            }
        }
        guard index == bytes.count else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant, days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return (days * 86_400 + hour * 3_600 + minute * 60 + second - offset, fraction)
    }

    /// An exact Decimal: `120.50` → `Decimal(sign: .plus, exponent: -2, significand: 12050)`,
    /// since a float literal would pass through Double and lose digits.
    static func decimal(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        let parts = digits.split(separator: ".", maxSplits: 1)
        let whole = digits.hasPrefix(".") ? "0" : String(parts.first ?? "0")
        let fraction = digits.hasPrefix(".") ? String(parts.first ?? "") : parts.count > 1 ? String(parts[1]) : ""
        guard !digits.lowercased().contains("e"), let significand = UInt64(whole + fraction) else {
            return "Decimal(string: \(SwiftText.stringLiteral(text)))!"
        }
        if fraction.isEmpty { return "Decimal(\(negative ? "-" : "")\(significand))" }
        return "Decimal(sign: .\(negative ? "minus" : "plus"), exponent: -\(fraction.count), significand: \(significand))"
    }

    /// `text` when it is a number as Swift writes one (digits, a sign, a point, an exponent),
    /// else `0`: the only spec text a literal passes on unquoted.
    static func numberToken(_ text: String) -> String {
        let isToken = text.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 || "+-.eE".utf8.contains($0) }
        return isToken && Double(text) != nil ? text : "0"
    }

    /// A number as YAML wrote it (`.5`, `5.`, `1.E3`) as a valid Swift float literal (`0.5`, `5.0`, `1.0E3`).
    static func floatLiteral(_ text: String) -> String {
        var sign = ""
        var rest = Substring(text)
        if let first = rest.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            rest = rest.dropFirst()
        }
        let exponentStart = rest.firstIndex { $0 == "e" || $0 == "E" } ?? rest.endIndex
        var mantissa = String(rest[..<exponentStart])
        if mantissa.hasPrefix(".") { mantissa = "0" + mantissa }
        if mantissa.hasSuffix(".") { mantissa += "0" }
        return sign + mantissa + rest[exponentStart...]
    }

    private func json(_ value: Value) -> String {
        switch value {
        case .null: return ".null"
        case .bool(let b): return ".bool(\(b))"
        case .int(let i): return ".int(\(i))"
        case .number(let n): return ".double(\(Self.floatLiteral(Self.numberToken(n))))"
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
