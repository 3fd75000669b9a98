import SpecLanguage

extension ContextBuilder {
    /// The context of one model for `model.mustache`; `keys` and `keyType` are the key enum of its file.
    func model(_ model: Model, keys: WireKeys, keyType: String) -> [String: Any] {
        let typeName = Naming.typeName(model.name, api: api.name)
        let generic =
            model.genericParameters.isEmpty
            ? ""
            : "<"
                + model.genericParameters.map { "\(Naming.genericParameterName($0)): Codable & Hashable & Sendable" }.joined(
                    separator: ", ") + ">"
        let hasID = model.fields.contains { Naming.bare(Naming.propertyName($0.name)) == "id" }
        var conformances = ["Codable", "Hashable", "GeneratedEquatable", "Sendable"]
        if hasID { conformances.append("Identifiable") }
        // Secret fields stay out of `print`, `dump` and interpolation, as they stay out of logs.
        let hasSecrets = model.fields.contains(where: \.secret)
        if hasSecrets { conformances.append("CustomReflectable") }
        let dateFormat = model.dateFormat ?? api.dateFormat
        let fields = model.fields.map {
            field(
                $0, of: model, dateFormat: dateFormat, parameters: model.genericParameters, boxed: leadsBack(to: model.name, through: $0),
                mutable: model.isMutable, keys: keys)
        }
        var context: [String: Any] = [
            "name": typeName,
            "keyType": keyType,
            "declaration": typeName + generic,
            "conformances": conformances.joined(separator: ", "),
            "docLines": doc(
                model.description, model.mark, "\(model.isInline ? "body" : "model") \(model.name)", deprecated: model.deprecated),
            "deprecated": model.deprecated,
            "fields": withSeparators(fields),
            "hasFields": !fields.isEmpty,
            "hasSecrets": hasSecrets,
            "hasExample": false,
            "example": "",
        ]
        if let example = model.example, model.genericParameters.isEmpty {
            context["hasExample"] = true
            context["example"] = literals.expression(example, as: .named(model.name, arguments: []))
        }
        return context
    }

    /// True for an optional field whose model contains (directly or further down) the model
    /// declaring it: a struct cannot hold itself, so such a field is stored in an `Indirect` box.
    func leadsBack(to owner: String, through field: Field) -> Bool {
        guard field.type.isOptional, case .named(let start, _) = field.type.unwrapped, api.model(named: start) != nil else { return false }
        var seen: Set<String> = []
        var stack = [start]
        while let name = stack.popLast() {
            if name == owner { return true }
            guard seen.insert(name).inserted, let model = api.model(named: name) else { continue }
            for next in model.fields {
                if case .named(let target, _) = next.type.unwrapped, api.model(named: target) != nil { stack.append(target) }
            }
        }
        return false
    }

    private func field(
        _ field: Field, of model: Model, dateFormat: DateFormat, parameters: [String], boxed: Bool, mutable: Bool, keys: WireKeys
    ) -> [String: Any] {
        let name = Naming.propertyName(field.name)
        let bare = Naming.bare(name)
        let type = types.name(field.type, parameters: parameters)
        let defaultExpression = field.defaultValue.map { literals.expression($0, as: field.type) }
        let isDate = field.type.unwrapped == .primitive(.date)
        let format = types.dateFormat(field.dateFormat ?? dateFormat)
        let key = "." + keys.caseName(for: field.key)
        // A deprecated field is a deprecated computed property over internal storage, so the
        // generated init and coding code can use it without deprecation warnings.
        // A boxed field (see `leadsBack`) is a computed property over an `Indirect` box.
        let storage = field.deprecated || boxed ? "_" + bare : bare
        // `self.` so a field named like a local of `encode(to:)` (`container`, `encoder`) is the field.
        let value = boxed ? "self.\(storage)?.value" : "self.\(storage)"
        let unwrappedType = types.name(field.type.unwrapped, parameters: parameters)

        // `decodeValue` and friends (runtime-FieldCoding) rather than `decode(_:forKey:)`: far
        // fewer overloads for the type checker to weigh at each of a large API's thousands of fields.
        var decode: String
        if isDate {
            decode =
                field.type.isOptional || defaultExpression != nil
                ? "try container.decodeIfPresent(Date.self, forKey: \(key), format: \(format))"
                : "try container.decode(Date.self, forKey: \(key), format: \(format))"
        } else if field.type.isOptional || defaultExpression != nil {
            decode = "try container.decodeOptional(\(unwrappedType).self, forKey: \(key))"
        } else {
            decode = "try container.decodeValue(\(type).self, forKey: \(key))"
        }
        // An optional with a default other than nil tells absent (the default) from null (nil),
        // and sends nil as null, so that nil survives a round trip instead of becoming the default.
        let nonNilDefault = defaultExpression.flatMap { $0 == "nil" ? nil : $0 }
        let keepsNull = field.type.isOptional && nonNilDefault != nil
        if let nonNilDefault {
            decode =
                keepsNull
                ? "try container.contains(\(key)) ? " + decode.dropFirst("try ".count) + " : \(nonNilDefault)"
                : decode + " ?? \(nonNilDefault)"
        }

        let encode: String
        if isDate {
            encode =
                field.type.isOptional
                ? (field.nullable || keepsNull
                    ? "if let value = \(value) { try container.encode(value, forKey: \(key), format: \(format)) } else { try container.encodeNil(forKey: \(key)) }"
                    : "try container.encodeIfPresent(\(value), forKey: \(key), format: \(format))")
                : "try container.encode(\(value), forKey: \(key), format: \(format))"
        } else if field.type.isOptional && !field.nullable && !keepsNull {
            encode = "try container.encodeOptional(\(value), forKey: \(key))"
        } else {
            encode = "try container.encodeValue(\(value), forKey: \(key))"
        }

        var defaultArgument = ""
        if let defaultExpression {
            defaultArgument = " = \(defaultExpression)"
        } else if field.type.isOptional {
            defaultArgument = " = nil"
        }
        return [
            "name": name,
            "bareName": bare,
            "caseName": name,
            "type": type,
            "keyLiteral": SwiftText.stringLiteral(field.key),
            "docLines": doc(field.description, field.mark, "field \(model.name).\(field.name)"),
            "deprecated": field.deprecated,
            "defaultArgument": defaultArgument,
            "decode": "self.\(storage) = \(boxed ? "(\(decode)).map { Indirect($0) }" : decode)",
            "storage": storage,
            "hasStorage": field.deprecated || boxed,
            // `let` unless the model opts in: a `var` costs a setter and `modify` accessors.
            "binding": mutable ? "var" : "let",
            "mutable": mutable,
            "storageType": boxed ? "Indirect<\(unwrappedType)>?" : type,
            "storageGet": boxed ? "\(storage)?.value" : storage,
            "storageSet": boxed ? "newValue.map { Indirect($0) }" : "newValue",
            "initValue": boxed ? "\(name).map { Indirect($0) }" : name,
            "storageNote": boxed
                ? "Storage of `\(bare)`: boxed, since the field's type contains this one."
                : "Storage of the deprecated `\(bare)`, so coding it raises no deprecation warning.",
            "encode": encode,
            "mirrorLabel": SwiftText.stringLiteral(bare),
            // `as Any`: an optional turned into `Any` without it is a warning. (Boxed fields are optional.)
            "mirrorValue": field.secret ? "RedactedValue(\(value))" : field.type.isOptional ? "\(value) as Any" : value,
        ]
    }
}
