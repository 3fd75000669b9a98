/// Reads fields, in short form (`name: Type = default`) or long form (`name: { type: …, … }`).
/// Model fields, query, form and multipart parameters all use it.
struct FieldLoader {
    static let longFormKeys = [
        "type", "key", "default", "description", "deprecated", "example", "nullable", "secret", "format", "style", "lenient",
        "required", "clearable", "flatten",
    ]

    /// The options a flattened field cannot take: it has no key of its own, its value (a
    /// tagged union) is always there and has no literal, and a secret is a key's (a variant's
    /// field says `secret: true` itself).
    static let notBesideFlatten = [
        "key", "default", "example", "nullable", "clearable", "required", "lenient", "format", "style", "secret",
    ]

    /// The types `lenient:` applies to: scalars that a server may send as text or as a number.
    static let lenientTypes: Set<Primitive> = [.string, .int, .int32, .int64, .double, .float, .decimal, .bool]

    var reading: NodeReading
    /// Whether these are a model's fields: only they take `required:` (what answers must hold).
    var ofModel = false
    /// Whether these are the fields of a JSON object (a model's, an inline body's): only they
    /// can carry `null`, and so take `clearable:`.
    var ofJSONObject = false

    /// The fields of a mapping, in order. Duplicate names are caught by the YAML reader.
    mutating func fields(_ node: Node, in what: String) -> [Field] {
        guard let pairs = reading.mapping(node, what) else { return [] }
        return pairs.compactMap { field($0, in: what) }
    }

    mutating func field(_ pair: Node.Pair, in what: String) -> Field? {
        guard let name = reading.string(pair.key, "a field name") else { return nil }
        let node = pair.value
        if let options = node.mapping {
            // A mapping with none of the long-form keys is a type YAML took apart: `{String: Int}`.
            if options["type"] == nil, !options.contains(where: { Self.longFormKeys.contains($0.key.string ?? "") }) {
                reading.diagnostics.error(
                    node.mark,
                    "quote this value: YAML reads an unquoted {...} as a mapping, not a type; a dictionary type is written \"[String: T]\", and a long-form field needs 'type:'"
                )
                return nil
            }
            return longForm(name, key: pair.key, options: options, node: node, in: what)
        }
        guard let (type, defaultValue, defaultMark) = shortForm(node, field: name) else { return nil }
        var field = Field(name: name, mark: pair.key.mark, type: type, typeMark: node.mark)
        field.defaultValue = defaultValue
        field.defaultMark = defaultMark
        return field
    }

    private mutating func longForm(_ name: String, key: Node, options: [Node.Pair], node: Node, in what: String) -> Field? {
        reading.checkKeys(options, allowed: Self.longFormKeys, in: "field '\(name)'")
        guard let typeNode = options["type"] else {
            reading.diagnostics.error(node.mark, "field '\(name)' needs 'type:' (in \(what))")
            return nil
        }
        guard let type = typeExpression(typeNode, field: name) else { return nil }
        var field = Field(name: name, mark: key.mark, type: type, typeMark: typeNode.mark)
        if let keyNode = options["key"], let wire = reading.string(keyNode, "'key'") {
            field.wireKey = wire
            field.explicitKey = true
        }
        if let value = options["default"] {
            field.defaultValue = ValueReading.value(of: value)
            field.defaultMark = value.mark
        }
        if let value = options["description"] { field.description = reading.string(value, "'description'") }
        if let value = options["deprecated"] { field.deprecated = reading.bool(value, "'deprecated'") ?? false }
        if let value = options["example"] {
            field.example = ValueReading.value(of: value)
            field.exampleMark = value.mark
        }
        if let value = options["nullable"] {
            field.nullable = reading.bool(value, "'nullable'") ?? false
            if field.nullable, !type.isOptional, !reading.readsDocument {
                // It says how nil is sent, and a field of this type is never nil.
                reading.diagnostics.warning(
                    value.mark, "'nullable: true' does nothing for '\(name)', which is \(type) and never nil; make it optional ('\(type)?')"
                )
            }
        }
        if let value = options["secret"] { field.secret = reading.bool(value, "'secret'") ?? false }
        if let value = options["style"] {
            field.formStyle = PolicyLoader.formStyle(value, &reading)
            field.formStyleMark = value.mark
        }
        if let value = options["format"] {
            field.dateFormat = PolicyLoader.dateFormat(value, &reading)
            if field.dateFormat != nil, type.unwrapped != .primitive(.date) {
                reading.diagnostics.error(value.mark, "'format' is a date format, for Date fields; '\(name)' is \(type)")
            }
        }
        if let value = options["required"], reading.bool(value, "'required'") == true {
            if !ofModel {
                reading.diagnostics.error(
                    value.mark, "'required' is for a model's fields (what an answer must hold); \(what) is sent, never decoded")
            } else if type.isOptional && field.defaultValue == nil {
                // A key that is always there, maybe null: sent as null for nil, and the init
                // takes no default, so a call cannot leave it out by mistake (a PATCH where null
                // clears a value).
                field.keyRequired = true
                field.nullable = true
            } else if type.isOptional || field.defaultValue == nil {
                reading.diagnostics.error(
                    value.mark,
                    "'required: true' is for a field whose key every object holds: one with a default (a required constant), or an optional one without a default (its key always there, maybe null); '\(name)' is \(type.isOptional ? "optional with a default" : "required already, having no default")"
                )
            } else {
                field.keyRequired = true
            }
        }
        if let value = options["clearable"], reading.bool(value, "'clearable'") == true {
            if let problem = Self.clearableProblem(field, name: name, ofJSONObject: ofJSONObject, in: what) {
                reading.diagnostics.error(value.mark, problem)
            } else {
                field.clearable = true
            }
        }
        if let value = options["flatten"], reading.bool(value, "'flatten'") == true {
            if let problem = Self.flattenProblem(options, type: type, name: name, ofModel: ofModel, in: what) {
                reading.diagnostics.error(value.mark, problem)
                return field
            }
            field.flatten = true
            field.flattenMark = value.mark
            return field
        }
        if let value = options["lenient"] {
            field.lenient = reading.bool(value, "'lenient'") ?? false
            if field.lenient {
                if field.clearable {
                    reading.diagnostics.error(value.mark, "'lenient' and 'clearable' do not go together; '\(name)' keeps 'clearable'")
                    field.lenient = false
                    return field
                }
                guard case .primitive(let primitive) = type.unwrapped, Self.lenientTypes.contains(primitive) else {
                    reading.diagnostics.error(
                        value.mark,
                        "'lenient' accepts a number sent as text and text sent as a number, for String, number and Bool fields; '\(name)' is \(type)"
                    )
                    return field
                }
            }
        }
        return field
    }

    /// Why `clearable: true` does not fit a field, or nil when it does: it is a JSON object's,
    /// optional, and neither sends nil as null already nor stands a default for it.
    private static func clearableProblem(_ field: Field, name: String, ofJSONObject: Bool, in what: String) -> String? {
        let purpose = "'clearable' sends null where the caller says so (`.null`), and leaves the key out for nil"
        if !ofJSONObject { return "\(purpose): it is for the fields of a model or a JSON body; \(what) cannot carry null" }
        if !field.type.isOptional { return "\(purpose): it is for an optional field; '\(name)' is \(field.type)" }
        if field.keyRequired { return "\(purpose): 'required: true' sends every nil as null; keep one of the two" }
        if field.type.unwrapped == .primitive(.json) {
            return "\(purpose): a JSON value holds null already (`.null`), so nil and `JSON.null` tell the two apart; '\(name)' is JSON?"
        }
        if field.nullable { return "\(purpose): 'nullable: true' sends every nil as null; keep one of the two" }
        if field.defaultValue != nil { return "\(purpose): a default would stand in for the key left out; drop one of the two" }
        return nil
    }

    /// Why `flatten: true` does not fit a field, or nil when it may (the resolver checks that its
    /// type is a tagged union).
    private static func flattenProblem(_ options: [Node.Pair], type: TypeRef, name: String, ofModel: Bool, in what: String) -> String? {
        let purpose = "'flatten' reads a tagged union's tag and fields from the model's own object"
        if !ofModel { return "\(purpose): it is for a model's fields; \(what) has no object of its own" }
        if type.isOptional {
            return "\(purpose), where its tag always is: '\(name)' cannot be optional; make it '\(type.unwrapped)'"
        }
        guard case .named = type else { return "\(purpose): '\(name)' is \(type), not a union" }
        if let other = notBesideFlatten.first(where: { options[$0] != nil }) {
            return "\(purpose): '\(name)' has no key or value of its own there, so it takes no '\(other)'"
        }
        return nil
    }

    /// `Type` or `Type = default`, from a scalar; an unquoted `[T]` or `[String: T]` that YAML
    /// read as a list is accepted as the type it spells.
    private mutating func shortForm(_ node: Node, field: String) -> (TypeRef, Value?, Mark?)? {
        if node.sequence != nil {
            return typeExpression(node, field: field).map { ($0, nil, nil) }
        }
        guard let text = reading.string(node, "the type of '\(field)'") else { return nil }
        guard let equals = Self.topLevelEquals(in: text) else {
            return typeExpression(node, field: field).map { ($0, nil, nil) }
        }
        let typeText = String(text[..<equals]).trimmingSpaces
        let defaultText = String(text[text.index(after: equals)...]).trimmingSpaces
        guard let type = parse(typeText, at: node) else { return nil }
        if defaultText.isEmpty {
            reading.diagnostics.error(node.mark, "expected a default value after '=' in '\(text)'")
            return nil
        }
        let offset =
            text.unicodeScalars.distance(from: text.startIndex, to: equals) + 1
            + (text[text.index(after: equals)...].prefix { $0 == " " }.count)
        return (type, ValueReading.shorthandDefault(defaultText), reading.place(at: offset, in: node))
    }

    /// A type written as text, or as the YAML list `[T]` / `[String: T]` it was read as.
    mutating func typeExpression(_ node: Node, field: String) -> TypeRef? {
        if let items = node.sequence {
            if items.count == 1, let text = items[0].string, items[0].scalar?.isPlain == true {
                return parse(text, at: items[0]).map { .array($0) }
            }
            if items.count == 1, let pairs = items[0].mapping, pairs.count == 1,
                pairs[0].key.string == "String", let valueText = pairs[0].value.string
            {
                return parse(valueText, at: pairs[0].value).map { .dictionary($0) }
            }
            reading.diagnostics.error(
                node.mark,
                "quote this value: YAML reads an unquoted [...] as a list, not a type; write e.g. \"[String]\" for a list or \"[String: Int]\" for a dictionary"
            )
            return nil
        }
        if node.mapping != nil {
            reading.diagnostics.error(
                node.mark,
                "quote this value: YAML reads an unquoted {...} as a mapping, not a type; a dictionary type is written \"[String: T]\"")
            return nil
        }
        guard let text = reading.string(node, "the type of '\(field)'") else { return nil }
        return parse(text, at: node)
    }

    private mutating func parse(_ text: String, at node: Node) -> TypeRef? {
        switch TypeParser.parse(text) {
        case .success(let type):
            return type
        case .failure(let failure):
            reading.diagnostics.error(
                reading.place(at: failure.offset, in: node),
                "malformed type '\(text.count > 80 ? text.prefix(80) + "…" : text)': \(failure.message)")
            return nil
        }
    }

    /// The `=` that separates a type from its default, outside brackets.
    static func topLevelEquals(in text: String) -> String.Index? {
        // Type text is nearly always ASCII, where bytes are characters: a byte loop is many
        // times faster than the `Character` one below, which other text still takes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var depth = 0
            for index in text.utf8.indices {
                switch text.utf8[index] {
                case UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
                case UInt8(ascii: "=") where depth == 0: return index
                case UInt8(ascii: "\""), UInt8(ascii: "'"): return nil
                default: break
                }
            }
            return nil
        }
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[", "<": depth += 1
            case "]", ">": depth -= 1
            case "=" where depth == 0: return index
            case "\"", "'": return nil
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
