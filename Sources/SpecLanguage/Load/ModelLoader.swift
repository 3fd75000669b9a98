/// Reads `models:`: structs (short and long form) and enums (short and long form).
struct ModelLoader {
    static let longFormKeys = [
        "fields", "description", "deprecated", "mutable", "keys", "dates", "example", "extends", "additionalProperties", "digits",
    ]
    static let enumKeys = ["enum", "unknown", "description", "deprecated"]
    static let aliasKeys = ["alias", "description", "deprecated"]
    /// The key that holds the type of the values kept beside a model's known fields.
    static let additionalKey = "..."

    var reading: NodeReading
    /// Whether the models' fields are decoded from answers (`FieldLoader.ofModel`); not for an
    /// endpoint's inline body, which is only sent.
    var fieldsAreDecoded = true

    mutating func load(_ node: Node, into api: inout API) {
        guard let pairs = reading.mapping(node, "'models'") else { return }
        for pair in pairs {
            guard let declared = reading.string(pair.key, "a model name") else { continue }
            guard let (name, parameters) = header(declared, at: pair.key) else { continue }
            let value = pair.value
            if Self.isAlias(value) {
                if !parameters.isEmpty {
                    reading.diagnostics.error(pair.key.mark, "alias '\(name)' cannot have generic parameters")
                }
                if let alias = alias(name, key: pair.key, value) { api.enums.append(alias) }
            } else if value.sequence != nil || value.mapping?["enum"] != nil {
                if !parameters.isEmpty {
                    reading.diagnostics.error(pair.key.mark, "enum '\(name)' cannot have generic parameters")
                }
                if let enumType = enumType(name, key: pair.key, value) { api.enums.append(enumType) }
            } else if value.mapping?["oneOf"] != nil {
                if !parameters.isEmpty {
                    reading.diagnostics.error(pair.key.mark, "union '\(name)' cannot have generic parameters")
                }
                var unionLoader = UnionLoader(reading: reading)
                if let union = unionLoader.union(name, key: pair.key, value) { api.unions.append(union) }
                reading = unionLoader.reading
            } else if let model = model(name, parameters: parameters, key: pair.key, value) {
                api.models.append(model)
            }
        }
    }

    /// `Page<T>` → ("Page", ["T"]).
    private mutating func header(_ text: String, at node: Node) -> (String, [String])? {
        // Found as a byte: a search by `Character` was 0.6% of a run on long model names.
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "<")) else {
            guard Naming.isIdentifier(text) else {
                reading.diagnostics.error(node.mark, "model name '\(text)' must be an identifier (letters, digits, _)")
                return nil
            }
            return (text, [])
        }
        let name = String(text[..<open])
        let inner = text[text.index(after: open)...]
        guard inner.last == ">", Naming.isIdentifier(name) else {
            reading.diagnostics.error(node.mark, "malformed generic model name '\(text)': expected Name<T> or Name<T, U>")
            return nil
        }
        let parameters = inner.dropLast().split(separator: ",").map { String($0).trimmingSpaces }
        guard !parameters.isEmpty, parameters.allSatisfy(Naming.isIdentifier) else {
            reading.diagnostics.error(node.mark, "malformed generic model name '\(text)': expected Name<T> or Name<T, U>")
            return nil
        }
        var unique = parameters
        for (offset, parameter) in parameters.enumerated() where parameters[..<offset].contains(parameter) {
            reading.diagnostics.error(
                node.mark, "generic parameter '\(parameter)' of '\(name)' is declared twice; give each parameter its own name")
            // The model stays, so its uses raise no second error; no spec text can name this one.
            unique[offset] = "\(parameter)#\(offset + 1)"
        }
        return (name, unique)
    }

    /// A model in short form (`field: Type`, …) or long form (`fields:` and options); also an
    /// endpoint's inline body, so both forms read the same.
    /// `place` names it in diagnostics (default: `model 'Name'`).
    mutating func model(_ name: String, parameters: [String], key: Node, _ node: Node, place: String? = nil) -> Model? {
        let place = place ?? "model '\(name)'"
        guard let pairs = reading.mapping(node, "\(place) (its fields)") else { return nil }
        var model = Model(name: name, mark: key.mark)
        model.genericParameters = parameters
        var fieldLoader = FieldLoader(reading: reading, ofModel: fieldsAreDecoded, ofJSONObject: true)
        // The long form has `fields:` holding a mapping (a scalar `fields: String` is a field),
        // or `extends:` beside nothing but long-form keys (a model that adds no fields).
        let fieldsNode = pairs["fields"].flatMap { $0.mapping != nil || $0.isNull ? $0 : nil }
        let isLongForm =
            fieldsNode != nil
            || (pairs["extends"] != nil && pairs.allSatisfy { Self.longFormKeys.contains($0.key.string ?? "") })
        if isLongForm {
            reading.checkKeys(pairs, allowed: Self.longFormKeys, in: place)
            if let fieldsNode, let fieldPairs = fieldsNode.mapping {
                readFields(fieldPairs, into: &model, place: place)
            }
            if let value = pairs["description"] { model.description = reading.string(value, "'description'") }
            if let value = pairs["deprecated"] { model.deprecated = reading.bool(value, "'deprecated'") ?? false }
            if let value = pairs["mutable"] { model.isMutable = reading.bool(value, "'mutable'") ?? false }
            if let value = pairs["keys"] { model.keyStyle = PolicyLoader.keyStyle(value, &reading) }
            if let value = pairs["dates"] { model.dateFormat = PolicyLoader.dateFormat(value, &reading) }
            if let value = pairs["digits"] { model.digits = PolicyLoader.digitStyle(value, &reading) }
            if let value = pairs["extends"] { model.extends = extends(value, of: name) }
            if let value = pairs["additionalProperties"] {
                if let first = model.additionalMark {
                    reading.diagnostics.error(
                        value.mark, "\(place) gives the type of additional properties twice: here and as '...' at \(first); keep one")
                } else {
                    fieldLoader.reading = reading
                    model.additionalProperties = fieldLoader.typeExpression(value, field: "additionalProperties")
                    reading = fieldLoader.reading
                    model.additionalMark = value.mark
                }
            }
            if let value = pairs["example"] {
                model.example = ValueReading.value(of: value)
                model.exampleMark = value.mark
            }
        } else {
            readFields(pairs, into: &model, place: place)
        }
        return model
    }

    /// The text of a plain (unquoted) YAML number that Swift reads as one: `1`, `-2`, `2.5`,
    /// `1e3`; nil for text, quoted values, and `.inf` or `0x1F`.
    static func plainNumber(_ node: Node) -> String? {
        guard let scalar = node.scalar, scalar.isPlain, !node.isNull else { return nil }
        let text = scalar.value
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), text.contains(where: \.isNumber) else {
            return nil
        }
        if let integer = Int(text) { return String(integer) }
        guard let number = Double(text), number.isFinite else { return nil }
        return text
    }

    /// The fields of a mapping, where a `...` key gives the type of the values kept beside them.
    private mutating func readFields(_ pairs: [Node.Pair], into model: inout Model, place: String) {
        var fieldLoader = FieldLoader(reading: reading, ofModel: fieldsAreDecoded, ofJSONObject: true)
        for pair in pairs {
            if pair.key.string == Self.additionalKey {
                model.additionalProperties = fieldLoader.typeExpression(pair.value, field: Self.additionalKey)
                model.additionalMark = pair.value.mark
            } else if let field = fieldLoader.field(pair, in: place) {
                model.fields.append(field)
            }
        }
        reading = fieldLoader.reading
    }

    /// `extends: Base` or `extends: [Base, Other]`.
    private mutating func extends(_ node: Node, of name: String) -> [TypeMention] {
        let items = node.sequence ?? [node]
        var mentions: [TypeMention] = []
        for item in items {
            guard let base = reading.string(item, "a model that '\(name)' extends") else { continue }
            guard Naming.isIdentifier(base) else {
                reading.diagnostics.error(item.mark, "'extends' names models: '\(base)' is not a model name")
                continue
            }
            mentions.append(TypeMention(name: base, mark: item.mark))
        }
        return mentions
    }

    /// Whether a declaration is an alias: its `alias` names a type of the API. A short-form
    /// model may have a field named `alias` of a built-in type or a type expression
    /// (`{ alias: String, address: String }`); one of a model or enum type needs `fields:`.
    static func isAlias(_ node: Node) -> Bool {
        guard let target = node.mapping?["alias"] else { return false }
        guard let text = target.string, Naming.isIdentifier(text) else { return false }
        return Primitive(rawValue: text) == nil
    }

    /// `Name: { alias: Target }`: another name of an enum or a model. What it stands for is known
    /// once the whole API is read (`Resolver.resolveAliases`).
    private mutating func alias(_ name: String, key: Node, _ node: Node) -> EnumType? {
        guard let pairs = node.mapping, let targetNode = pairs["alias"] else { return nil }
        reading.checkKeys(pairs, allowed: Self.aliasKeys, in: "alias '\(name)'")
        // `isAlias` found it an identifier.
        guard let target = targetNode.string else { return nil }
        var alias = EnumType(name: name, mark: key.mark)
        alias.aliasOf = TypeMention(name: target, mark: targetNode.mark)
        if let value = pairs["description"] { alias.description = reading.string(value, "'description'") }
        if let value = pairs["deprecated"] { alias.deprecated = reading.bool(value, "'deprecated'") ?? false }
        return alias
    }

    private mutating func enumType(_ name: String, key: Node, _ node: Node) -> EnumType? {
        var enumType = EnumType(name: name, mark: key.mark)
        var valuesNode = node
        if let pairs = node.mapping {
            reading.checkKeys(pairs, allowed: Self.enumKeys, in: "enum '\(name)'")
            valuesNode = pairs["enum"]!
            if let value = pairs["unknown"] { enumType.allowsUnknown = reading.bool(value, "'unknown'") ?? false }
            if let value = pairs["description"] { enumType.description = reading.string(value, "'description'") }
            if let value = pairs["deprecated"] { enumType.deprecated = reading.bool(value, "'deprecated'") ?? false }
        }
        // Plain YAML numbers as wire values (`active: 1`) make a number enum when every value is one.
        var numbers: [String?] = []
        if let items = valuesNode.sequence {
            for item in items {
                guard let wire = reading.string(item, "a value of enum '\(name)'") else { continue }
                enumType.cases.append(.init(name: wire, wireValue: wire, mark: item.mark))
                numbers.append(Self.plainNumber(item))
            }
            if !items.isEmpty, numbers.count == items.count, numbers.allSatisfy({ $0 != nil }) {
                let example = enumType.cases.prefix(2).map { "value\($0.wireValue.filter(\.isNumber)): \($0.wireValue)" }
                reading.diagnostics.error(
                    valuesNode.mark,
                    "the values of enum '\(name)' are numbers, which make no Swift case names; name each case: enum: { \(example.joined(separator: ", ")) }, or quote the values for a String enum"
                )
                return nil
            }
        } else if let pairs = valuesNode.mapping {
            for pair in pairs {
                guard let caseName = reading.string(pair.key, "a case of enum '\(name)'"),
                    let wire = reading.string(pair.value, "the wire value of '\(caseName)'")
                else { continue }
                enumType.cases.append(.init(name: caseName, wireValue: wire, mark: pair.key.mark))
                numbers.append(Self.plainNumber(pair.value))
            }
            if !pairs.isEmpty, numbers.count == pairs.count, numbers.allSatisfy({ $0 != nil }) {
                let normalized = numbers.compactMap { $0 }
                let integers = normalized.map { Int($0) }
                if integers.allSatisfy({ $0 != nil }) {
                    enumType.rawKind = .integer
                    for index in enumType.cases.indices { enumType.cases[index].wireValue = String(integers[index]!) }
                } else {
                    enumType.rawKind = .number
                    // `+ 0` makes -0.0 0.0: Swift takes both as raw values, but `==` finds them
                    // equal, so the second would never decode; as one value it is a duplicate.
                    for index in enumType.cases.indices { enumType.cases[index].wireValue = "\(Double(normalized[index])! + 0)" }
                }
            }
        } else {
            reading.diagnostics.error(
                valuesNode.mark,
                "expected the values of enum '\(name)' as a list [a, b] or a mapping { case: WIRE }, found \(reading.describe(valuesNode))")
            return nil
        }
        if enumType.cases.isEmpty { reading.diagnostics.error(valuesNode.mark, "enum '\(name)' has no values") }
        return enumType
    }
}
