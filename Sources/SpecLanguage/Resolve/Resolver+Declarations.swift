extension Resolver {
    /// The same model, enum, endpoint or enum value declared twice, across files too. (Within
    /// one mapping the YAML reader already rejects a repeated key.)
    mutating func checkDuplicateDeclarations() {
        var types: [String: (mark: Mark, kind: String)] = [:]
        let declarations =
            api.models.map { ($0.name, $0.mark, $0.isInline ? "inline body model" : "model") }
            + api.enums.map { ($0.name, $0.mark, $0.kind) }
            + api.unions.map { ($0.name, $0.mark, "union") }
        for (name, mark, kind) in declarations.sorted(by: { $0.1 < $1.1 }) {
            if Primitive(rawValue: name) != nil {
                // A type reference by this name binds to the built-in type, so no field, body or
                // response can use the declaration. It still generates (under a prefixed Swift
                // name), hence a warning rather than an error.
                diagnostics.warning(
                    mark,
                    "\(kind) '\(name)' has the name of a built-in type: '\(name)' in a field, body or response means the built-in type, "
                        + "so nothing can refer to this \(kind); rename it (e.g. '\(api.name)\(name)')")
            } else if kind != "inline body model", Naming.typeName(name, in: api) == api.name + name {
                // Generated under another name than the spec's, which code using it must write.
                diagnostics.append(
                    Diagnostic(
                        .note, mark,
                        "\(kind) '\(name)' is the Swift type '\(api.name)\(name)': '\(name)' is a Swift keyword or the name of a type of Swift, Foundation or the generated code"
                    ))
            }
            if let first = types[name] {
                let article = ["enum", "alias", "inline body model"].contains(first.kind) ? "an" : "a"
                let firstKind = first.kind == kind ? "" : " as \(article) \(first.kind)"
                let inline = kind == "inline body model" || first.kind == "inline body model"
                let fix = inline ? "; rename the model, or use it as the body ('body: \(name)')" : ""
                diagnostics.error(mark, "duplicate \(kind) '\(name)': already declared\(firstKind) at \(first.mark)\(fix)")
            } else {
                types[name] = (mark, kind)
            }
        }
        // Names and marks sorted, not the endpoints: sorting those moved every value they hold.
        var endpoints: [String: Mark] = [:]
        for (name, mark) in api.endpoints.map({ ($0.name, $0.mark) }).sorted(by: { $0.1 < $1.1 }) {
            if let first = endpoints[name] {
                diagnostics.error(mark, "duplicate endpoint '\(name)': already declared at \(first)")
            } else {
                endpoints[name] = mark
            }
        }
        // An alias's cases are its target's, checked there.
        for enumType in api.enums where enumType.isDeclaredHere { checkDuplicateValues(of: enumType) }
    }

    /// Values are compared scalar for scalar, as the wire compares them. Two that differ only in
    /// their scalars (`café` as U+00E9 or as e + U+0301) are two values, which only an open enum
    /// tells apart: a closed one decodes through Swift's `String ==`, which takes them for one.
    private mutating func checkDuplicateValues(of enumType: EnumType) {
        var values: [ExactText: Mark] = [:]
        var canonical: [String: EnumType.Case] = [:]
        for item in enumType.cases {
            if let first = values[ExactText(item.wireValue)] {
                diagnostics.error(item.mark, "duplicate value '\(item.wireValue)' in enum '\(enumType.name)': already at \(first)")
                continue
            }
            values[ExactText(item.wireValue)] = item.mark
            if let twin = canonical[item.wireValue], !enumType.allowsUnknown {
                diagnostics.error(
                    item.mark,
                    "value '\(item.wireValue)' of enum '\(enumType.name)' is \(Self.otherScalars(item.wireValue, twin.wireValue)) (\(twin.mark)): "
                        + "Swift's String comparison takes the two for one, so a closed enum cannot tell them apart; make it open ('unknown: true') or keep one"
                )
            } else if canonical[item.wireValue] == nil {
                canonical[item.wireValue] = item
            }
        }
    }

    /// "written with other Unicode scalars (Cafe\u{301}) than 'café' (Caf\u{E9})": why two texts
    /// that read alike (and that `String ==` finds equal) are two to the wire and to Swift.
    static func otherScalars(_ written: String, _ other: String) -> String {
        "written with other Unicode scalars (\(ExactText.scalars(written))) than '\(other)' (\(ExactText.scalars(other)))"
    }

    /// Two fields of one model, or two query parameters of one endpoint, that meet on the
    /// wire as one key. Runs after the key conventions are applied.
    mutating func checkDuplicateWireKeys() {
        // By position: a model taken out of the array is a copy of all its fields' texts.
        for index in api.models.indices {
            let (fields, name) = (api.models[index].fields, api.models[index].name)
            // A flattened field has no key of its own (`checkFlattenedFields` checks its union's).
            check(fields.contains(where: \.flatten) ? fields.filter { !$0.flatten } : fields, in: "model '\(name)'", what: "wire key")
        }
        for endpoint in api.endpoints {
            check(endpoint.query, in: "'\(endpoint.name)'", what: "query parameter")
            switch endpoint.body {
            case .form(let fields): check(fields, in: "the form of '\(endpoint.name)'", what: "form field")
            case .multipart(let fields): check(fields, in: "the multipart body of '\(endpoint.name)'", what: "part")
            default: break
            }
        }
    }

    /// Keys are compared scalar for scalar (see `ExactText`): `café` spelled two ways is two keys.
    private mutating func check(_ fields: [Field], in scope: @autoclosure () -> String, what: String) {
        // The first field of each key by its index: a table of fields copied each one.
        var wire = SmallTable<ExactText, Int>()
        for index in fields.indices {
            let key = ExactText(fields[index].key)
            guard let firstIndex = wire[key] else {
                wire.add(key, index)
                continue
            }
            let first = fields[firstIndex]
            let field = fields[index]
            // Same Swift name too: reported once, by the Swift name check.
            if Naming.propertyName(first.name) == Naming.propertyName(field.name) { continue }
            diagnostics.error(
                field.mark,
                "duplicate \(what) '\(field.key)' in \(scope()): '\(field.name)' and '\(first.name)' (\(first.mark)) are both sent as '\(field.key)'; give one its own 'key:'"
            )
        }
    }
}
