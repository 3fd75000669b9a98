import SpecLanguage

/// One endpoint's parameters in call order: path, query, headers, then the body.
///
/// A class: the builders pass parameters around and walk them many times, and a copy of a
/// struct holding a whole `Field` retained each of its texts (2% of a run's reference counting).
final class EndpointParameter {
    enum Role { case path, query, header, json, inlineBody, form, multipart, raw, rawContentType }

    let field: Field
    let role: Role
    let label: String
    let type: String
    let defaultArgument: String

    init(field: Field, role: Role, label: String, type: String, defaultArgument: String) {
        self.field = field
        self.role = role
        self.label = label
        self.type = type
        self.defaultArgument = defaultArgument
    }

    /// The name an endpoint case binds this parameter to in `Endpoints.swift`.
    var local: String { GeneratedNames.binding(label) }
}

extension ContextBuilder {
    func parameters(of endpoint: Endpoint) -> [EndpointParameter] {
        func make(_ field: Field, _ role: EndpointParameter.Role) -> EndpointParameter {
            var defaultArgument = ""
            if let value = field.defaultValue {
                defaultArgument = " = " + literals.expression(value, as: field.type)
            } else if field.defaultsToNil {
                defaultArgument = " = nil"
            }
            return EndpointParameter(
                field: field, role: role, label: Naming.parameterName(field.name), type: types.name(of: field),
                defaultArgument: defaultArgument)
        }
        return argumentFields(of: endpoint).map { make($0.field, $0.role) }
    }

    /// The fields an endpoint's call takes, in case order, with the role of each: what
    /// `parameters(of:)` makes its parameters of.
    func argumentFields(of endpoint: Endpoint) -> [(field: Field, role: EndpointParameter.Role)] {
        var result = endpoint.pathParameters.map { ($0, EndpointParameter.Role.path) }
        result += endpoint.query.map { ($0, .query) }
        result += endpoint.headers.compactMap(\.parameter).map { ($0, .header) }
        switch endpoint.body {
        case .none: break
        case .json(let type, let mark):
            if let inline = inlineBodyModel(type) {
                // An inline body's fields become the call's parameters: `login(email:password:)`.
                result += inline.fields.map { ($0, .inlineBody) }
            } else {
                result.append((Field(name: "body", mark: mark, type: type, typeMark: mark), .json))
            }
        case .form(let fields): result += fields.map { ($0, .form) }
        case .multipart(let fields): result += fields.map { ($0, .multipart) }
        case .raw:
            result.append((Field(name: "body", mark: endpoint.mark, type: .primitive(.data), typeMark: endpoint.mark), .raw))
            if case .raw(let range) = endpoint.body, endpoint.body.contentTypeIsTheCallers {
                var field = Field(name: "contentType", mark: endpoint.mark, type: .primitive(.string), typeMark: endpoint.mark)
                field.description = "The body's `Content-Type`, within `\(range)`."
                result.append((field, .rawContentType))
            }
        }
        return result
    }

    /// The model an endpoint declared inline as its body, if it did.
    func inlineBodyModel(_ type: TypeRef) -> Model? {
        guard case .named(let name, _) = type, let model = api.model(named: name), model.isInline else { return nil }
        return model
    }

    /// `(let id, _, let page)`: binds the parameters `keep` selects, in case order.
    func pattern(_ parameters: [EndpointParameter], keep: (EndpointParameter) -> Bool) -> String {
        guard !parameters.isEmpty, parameters.contains(where: keep) else { return "" }
        return "(" + parameters.map { keep($0) ? "let \($0.local)" : "_" }.joined(separator: ", ") + ")"
    }

    /// The expression that turns a parameter value into query/form/header text.
    /// `dateFormat` is the field's own `format:`; without one, Dates use the API's format.
    func textExpression(_ value: String, _ type: TypeRef, dateFormat: DateFormat? = nil) -> String {
        if let members = textMembers(type) { return value + members }
        if type.unwrapped == .primitive(.date) {
            return "DateFormat\(types.dateFormat(dateFormat ?? api.dateFormat)).string(from: \(value))"
        }
        return "String(describing: \(value))"
    }

    /// The members after a value of `type` that give its text (`.description`, `.rawValue`; ""
    /// for text itself), or nil where the text is not read from the value's members (a date, a
    /// value of another kind): an optional's text is then `value?` and the members.
    private func textMembers(_ type: TypeRef) -> String? {
        switch type.unwrapped {
        case .primitive(.string): return ""
        // Lower case, as RFC 4122 writes a UUID: `uuidString` is upper case, which a server
        // that compares ids as text takes for another id.
        case .primitive(.uuid): return ".uuidString.lowercased()"
        case .primitive(.url): return ".absoluteString"
        case .primitive(.date): return nil
        // A whole number as JSON writes it (`10`, not `10.0`: a server that reads an integer
        // refuses the fraction).
        case .primitive(.double), .primitive(.float): return ".wireText"
        // `description`, the same text as `String(_:)` for numbers and far cheaper to type-check.
        case .primitive: return ".description"
        case .named(let name, _) where api.enumType(named: name).map({ $0.rawKind != .string }) == true: return ".rawValue.description"
        case .named(let name, _) where api.enumType(named: name) != nil: return ".rawValue"
        default: return nil
        }
    }

    /// Whether `field` (a query parameter or form field) is written in bracket notation with
    /// `BracketForm`, which encodes it with the JSON encoder: a bracketed model, dictionary,
    /// JSON value or list of any of those. A bracketed list of simple values needs no encoder.
    func needsBracketEncoder(_ field: Field) -> Bool {
        guard (field.formStyle ?? api.formStyle) == .brackets else { return false }
        switch field.type.unwrapped {
        case .array(let element): return !isSimpleValue(element)
        case let type: return !isSimpleValue(type)
        }
    }

    /// A value one `URLQueryItem` holds: a primitive other than JSON, Data and File, or an enum.
    private func isSimpleValue(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(let primitive): return ![.json, .data, .file].contains(primitive)
        case .named(let name, _): return api.enumType(named: name) != nil
        default: return false
        }
    }

    /// Statements that append `field`'s query items (or form items) to `items`: nil left out,
    /// arrays as repeated keys (`name[]` in bracket notation, one comma-joined item in the comma
    /// style), bracketed models, dictionaries and lists of models through `BracketForm` with the
    /// `encoder` in scope.
    func itemLines(_ field: Field, label: String) -> [String] {
        let style = field.formStyle ?? api.formStyle
        let value = label
        if needsBracketEncoder(field) {
            let key = SwiftText.stringLiteral(field.key)
            let append = "items += try BracketForm.items(\(key), \(field.type.isOptional ? "value" : value), encoder: encoder)"
            return field.type.isOptional ? ["if let value = \(value) { \(append) }"] : [append]
        }
        let key = SwiftText.stringLiteral(style == .brackets && field.type.unwrapped.isArray ? field.key + "[]" : field.key)
        if case .array(let element) = field.type.unwrapped {
            let list = field.type.isOptional ? "value" : value
            let append: String
            if let separator = style.separator {
                let texts =
                    textMembers(element) == "" ? list : "\(list).map { \(textExpression("$0", element, dateFormat: field.dateFormat)) }"
                let by = separator == "," ? "" : ", by: \(SwiftText.stringLiteral(separator))"
                append = "items.add(\(key), joining: \(texts)\(by))"
            } else {
                append = "for element in \(list) { items.add(\(key), \(textExpression("element", element, dateFormat: field.dateFormat))) }"
            }
            return field.type.isOptional ? ["if let value = \(value) { \(append) }"] : [append]
        }
        // `items.add` leaves out a nil value: an optional whose text is one of its members needs no `if let`.
        if field.type.isOptional, let members = textMembers(field.type) {
            return ["items.add(\(key), \(value)\(members.isEmpty ? "" : "?" + members))"]
        }
        if field.type.isOptional {
            return ["if let value = \(value) { items.add(\(key), \(textExpression("value", field.type, dateFormat: field.dateFormat))) }"]
        }
        return ["items.add(\(key), \(textExpression(value, field.type, dateFormat: field.dateFormat)))"]
    }

    /// `id.isEmpty ? "id" : nil` over the endpoint's text path parameters (other kinds are never
    /// empty), or "" when it has none: an empty one would leave an empty path segment.
    func emptyPathCheck(_ endpoint: Endpoint) -> String {
        let texts = endpoint.pathParameters.filter { $0.type == .primitive(.string) }
        guard !texts.isEmpty else { return "" }
        return texts.map { field in
            "\(GeneratedNames.binding(Naming.parameterName(field.name))).isEmpty ? \(SwiftText.stringLiteral(field.name)) : "
        }.joined() + "nil"
    }

    func pathExpression(_ endpoint: Endpoint) -> String {
        let parts = PathTemplate.pieces(of: endpoint.path).map { piece -> String in
            switch piece {
            case .literal(let text): return SwiftText.stringLiteral(Self.percentEncodedPath(text))
            case .parameter(let name):
                let field = endpoint.pathParameters.first { $0.name == name }
                // The declared parameter's spelling: the path may write it with other Unicode scalars.
                let label = GeneratedNames.binding(Naming.parameterName(field?.name ?? name))
                let text = field.map { textExpression(label, $0.type, dateFormat: $0.dateFormat) } ?? label
                // `{+name}`: its `/` separate segments; every other reserved character is escaped.
                if endpoint.multiSegmentParameters.contains(name) { return "EndpointRequest.reservedPathParameter(\(text))" }
                return "EndpointRequest.pathParameter(\(text))"
            }
        }
        if parts.isEmpty { return "\"/\"" }
        // `path(_:...)` rather than `+`, whose many overloads are slow to type-check.
        return parts.count == 1 ? parts[0] : "EndpointRequest.path(" + parts.joined(separator: ", ") + ")"
    }

    /// A literal piece of a path as it must appear in a URL: characters a path may hold stay,
    /// as does an existing `%XX` escape; anything else (space, `"`, `\\`, `#`, non-ASCII) becomes
    /// `%XX` of its UTF-8 bytes, so `URL(string:)` never fails on a spec's path.
    static func percentEncodedPath(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let digits = Array("0123456789ABCDEF".utf8)
        for (index, byte) in bytes.enumerated() {
            let isEscape =
                byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
            if isAllowedInPath(byte) || isEscape {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Letters, digits and `-._~!$&'()*+,;=:@/`: what `percentEncodedPath` leaves as it is.
    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default: return "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
            return true
        default: return false
        }
    }

    func authExpression(_ scheme: AuthScheme) -> String {
        switch scheme {
        case .none: return ".none"
        case .bearer: return ".bearer"
        case .basic: return ".basic"
        case .apiKey(let name, let place): return ".apiKey(name: \(SwiftText.stringLiteral(name)), in: .\(place.rawValue))"
        case .schemes(let named):
            return ".schemes(["
                + named.map { ".init(\(SwiftText.stringLiteral($0.name)), \(authExpression($0.scheme)))" }.joined(separator: ", ") + "])"
        case .named:
            // The resolver binds every name before generation.
            return ".none"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
