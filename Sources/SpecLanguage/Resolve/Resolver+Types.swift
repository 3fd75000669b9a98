extension Resolver {
    /// Every type name refers to a model, an enum or a generic parameter in scope, with the
    /// right number of arguments; `File` appears only in multipart bodies.
    mutating func checkTypes() {
        let declared = declaredTypes
        for model in api.models {
            // By position: a field taken out of the array is a copy of all its texts.
            let fields = model.fields
            for index in fields.indices {
                check(
                    fields[index].type, at: fields[index].typeMark, generic: (model.genericParameters, model.mark), declared: declared,
                    allowFile: false)
            }
        }
        for model in api.models {
            if let type = model.additionalProperties, let mark = model.additionalMark {
                check(type, at: mark, generic: (model.genericParameters, model.mark), declared: declared, allowFile: false)
            }
        }
        for union in api.unions {
            for variant in union.variants {
                if variant.type.isOptional {
                    diagnostics.error(
                        variant.typeMark,
                        "a variant of union '\(union.name)' cannot be optional ('\(variant.type)'); make the field that holds the union optional instead"
                    )
                    continue
                }
                check(variant.type, at: variant.typeMark, declared: declared, allowFile: false)
            }
        }
        for endpoint in api.endpoints {
            for field in endpoint.pathParameters + endpoint.query + endpoint.headers.compactMap(\.parameter) {
                check(field.type, at: field.typeMark, declared: declared, allowFile: false)
            }
            switch endpoint.body {
            case .json(let type, let mark): check(type, at: mark, declared: declared, allowFile: false)
            case .form(let fields):
                for field in fields { check(field.type, at: field.typeMark, declared: declared, allowFile: false) }
            case .multipart(let fields):
                for field in fields { check(field.type, at: field.typeMark, declared: declared, allowFile: true) }
            case .none, .raw: break
            }
            if let response = endpoint.response ?? endpoint.events, let mark = endpoint.responseMark {
                check(response, at: mark, declared: declared, allowFile: false)
            }
            for response in endpoint.statusResponses {
                if let type = response.type { check(type, at: response.mark, declared: declared, allowFile: false) }
            }
        }
    }

    /// `generic`: the generic parameters in scope and where their model declares them.
    private mutating func check(
        _ type: TypeRef, at mark: Mark, generic: (parameters: [String], mark: Mark)? = nil,
        declared: [String: (name: String, mark: Mark, parameters: Int)], allowFile: Bool
    ) {
        switch type {
        case .primitive(let primitive):
            if primitive == .file && !allowFile {
                diagnostics.error(mark, "'File' can only be used in a 'multipart' body; use 'Data' for bytes in JSON")
            }
        case .named(let name, let arguments):
            if let generic, let parameter = generic.parameters.first(where: { $0 == name }) {
                checkSpelling(name, at: mark, of: parameter, "generic parameter", declaredAt: generic.mark)
                if !arguments.isEmpty { diagnostics.error(mark, "generic parameter '\(name)' takes no type arguments") }
                return
            }
            guard let target = declared[name] else {
                let candidates = Array(declared.keys) + (generic?.parameters ?? []) + Primitive.allCases.map(\.rawValue)
                let hint = Suggestion.hint(for: name, in: candidates)
                diagnostics.error(mark, "unknown type '\(name)'" + (hint.isEmpty ? "; declare it under 'models:'" : hint))
                return
            }
            let kind = api.enumType(named: name) != nil ? "enum" : api.union(named: name) != nil ? "union" : "model"
            checkSpelling(name, at: mark, of: target.name, kind, declaredAt: target.mark)
            if target.parameters != arguments.count {
                if target.parameters == 0 {
                    diagnostics.error(
                        mark,
                        "'\(name)' is not generic, but \(arguments.count) type argument\(arguments.count == 1 ? " was" : "s were") given; write '\(name)'"
                    )
                } else {
                    let declaration = "\(name)<\(api.model(named: name)?.genericParameters.joined(separator: ", ") ?? "T")>"
                    diagnostics.error(
                        mark,
                        "'\(name)' takes \(target.parameters) type argument\(target.parameters == 1 ? "" : "s") (it is declared as '\(declaration)'), but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given"
                    )
                }
            }
            for argument in arguments { check(argument, at: mark, generic: generic, declared: declared, allowFile: allowFile) }
        case .array(let element):
            check(element, at: mark, generic: generic, declared: declared, allowFile: allowFile)
        case .dictionary(let value):
            check(value, at: mark, generic: generic, declared: declared, allowFile: false)
        case .optional(let wrapped):
            check(wrapped, at: mark, generic: generic, declared: declared, allowFile: allowFile)
        }
    }

    /// Sets each field's wire key from its explicit `key`, else from the key convention of its
    /// model, else of the API.
    mutating func applyWireKeys() {
        let apiStyle = api.keyStyle
        // Edited as a local array: every edit through `api.models` would drop the API's type index.
        var models = api.models
        api.models = []
        for index in models.indices {
            let style = models[index].keyStyle ?? apiStyle
            let digits = models[index].digits ?? api.digitStyle
            for f in models[index].fields.indices where !models[index].fields[f].explicitKey {
                models[index].fields[f].wireKey = Naming.wireKey(models[index].fields[f].name, style: style, digits: digits ?? .join)
                if digits == nil { warnIfDigitsAmbiguous(models[index].fields[f], style: style, scope: "the model") }
            }
        }
        api.models = models
        // The same for the groups, and each field's key set where it lies: a field copied out and
        // back is a retain and a release of each of its texts.
        var groups = api.groups
        api.groups = []
        let digits = api.digitStyle
        func applyKeys(_ fields: inout [Field]) {
            for f in fields.indices where !fields[f].explicitKey {
                fields[f].wireKey = Naming.wireKey(fields[f].name, style: apiStyle, digits: digits ?? .join)
                if digits == nil { warnIfDigitsAmbiguous(fields[f], style: apiStyle, scope: "'wire'") }
            }
        }
        for g in groups.indices {
            for e in groups[g].endpoints.indices {
                applyKeys(&groups[g].endpoints[e].query)
                switch groups[g].endpoints[e].body {
                case .form(var fields):
                    applyKeys(&fields)
                    groups[g].endpoints[e].body = .form(fields)
                case .multipart(var fields):
                    applyKeys(&fields)
                    groups[g].endpoints[e].body = .multipart(fields)
                default: break
                }
            }
        }
        api.groups = groups
    }

    /// A key convention that separates words reads `line1` as one word (`line1`), yet servers
    /// write both `line1` and `line_1`: a field name with a digit run right after a letter
    /// needs the spec to say which, with `key:` or `digits:`.
    private mutating func warnIfDigitsAmbiguous(_ field: Field, style: KeyStyle, scope: String) {
        // Only a digit can make the two readings differ.
        guard style == .snakeCase || style == .kebabCase || style == .screamingSnakeCase,
            field.name.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return }
        let joined = Naming.wireKey(field.name, style: style, digits: .join)
        let split = Naming.wireKey(field.name, style: style, digits: .split)
        guard joined != split else { return }
        diagnostics.warning(
            field.mark,
            "'\(field.name)' is sent as '\(joined)' under \(style.rawValue), but APIs also write '\(split)'; "
                + "say which with 'key:', or with 'digits: join' or 'digits: split' \(scope == "'wire'" ? "" : "on the model or ")in 'wire:'"
        )
    }

    /// The type of the field at a dotted path inside `type`, generic arguments applied.
    /// `throughLists`: a list on the way is its first element, nil when it is empty (an error
    /// body's `errors.message`: JSON:API's and Clerk's `{ errors: [{ message }] }`).
    func type(at path: [String], in type: TypeRef, throughLists: Bool = false, skippingDeprecated: Bool = false) -> TypeRef? {
        var current = type
        for name in path {
            if throughLists, case .array(let element) = current.unwrapped, !element.isOptional { current = .optional(element) }
            guard case .named(let modelName, let arguments) = current.unwrapped, let model = api.model(named: modelName),
                let field = model.fields.first(where: { $0.name == name }), !(skippingDeprecated && field.deprecated)
            else { return nil }
            let bindings = Dictionary(uniqueKeysWithValues: zip(model.genericParameters, arguments))
            let fieldType = field.type.substituting(bindings)
            current = current.isOptional && !fieldType.isOptional ? .optional(fieldType) : fieldType
        }
        return current
    }
}
