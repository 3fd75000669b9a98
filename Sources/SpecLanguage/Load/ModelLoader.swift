/// Reads `models:`: structs (short and long form) and enums (short and long form).
struct ModelLoader {
    static let longFormKeys = ["fields", "description", "deprecated", "mutable", "keys", "dates", "example"]
    static let enumKeys = ["enum", "unknown", "description", "deprecated"]

    var reading: NodeReading

    mutating func load(_ node: Node, into api: inout API) {
        guard let pairs = reading.mapping(node, "'models'") else { return }
        for pair in pairs {
            guard let declared = reading.string(pair.key, "a model name") else { continue }
            guard let (name, parameters) = header(declared, at: pair.key) else { continue }
            let value = pair.value
            if value.sequence != nil || value.mapping?["enum"] != nil {
                if !parameters.isEmpty {
                    reading.diagnostics.error(pair.key.mark, "enum '\(name)' cannot have generic parameters")
                }
                if let enumType = enumType(name, key: pair.key, value) { api.enums.append(enumType) }
            } else if let model = model(name, parameters: parameters, key: pair.key, value) {
                api.models.append(model)
            }
        }
    }

    /// `Page<T>` → ("Page", ["T"]).
    private mutating func header(_ text: String, at node: Node) -> (String, [String])? {
        guard let open = text.firstIndex(of: "<") else {
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
        var fieldLoader = FieldLoader(reading: reading)
        // The long form has `fields:` holding a mapping; a scalar `fields: String` is a field.
        if let fieldsNode = pairs["fields"], fieldsNode.mapping != nil || fieldsNode.isNull {
            reading.checkKeys(pairs, allowed: Self.longFormKeys, in: place)
            fieldLoader.reading = reading
            model.fields = fieldLoader.fields(fieldsNode, in: place)
            reading = fieldLoader.reading
            if let value = pairs["description"] { model.description = reading.string(value, "'description'") }
            if let value = pairs["deprecated"] { model.deprecated = reading.bool(value, "'deprecated'") ?? false }
            if let value = pairs["mutable"] { model.isMutable = reading.bool(value, "'mutable'") ?? false }
            if let value = pairs["keys"] { model.keyStyle = PolicyLoader.keyStyle(value, &reading) }
            if let value = pairs["dates"] { model.dateFormat = PolicyLoader.dateFormat(value, &reading) }
            if let value = pairs["example"] {
                model.example = ValueReading.value(of: value)
                model.exampleMark = value.mark
            }
        } else {
            model.fields = fieldLoader.fields(node, in: place)
            reading = fieldLoader.reading
        }
        return model
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
        if let items = valuesNode.sequence {
            for item in items {
                guard let wire = reading.string(item, "a value of enum '\(name)'") else { continue }
                enumType.cases.append(.init(name: wire, wireValue: wire, mark: item.mark))
            }
        } else if let pairs = valuesNode.mapping {
            for pair in pairs {
                guard let caseName = reading.string(pair.key, "a case of enum '\(name)'"),
                    let wire = reading.string(pair.value, "the wire value of '\(caseName)'")
                else { continue }
                enumType.cases.append(.init(name: caseName, wireValue: wire, mark: pair.key.mark))
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
