extension Resolver {
    /// Two spec names that the naming authority turns into one Swift name: an error that names
    /// both, never a silent rename.
    mutating func checkSwiftNameCollisions() {
        var types = NameTable(kind: "type")
        for name in generatedTypeNames { types.reserve(name) }
        for model in api.models { types.add(model.name, swift: Naming.typeName(model.name, in: api), at: model.mark, &diagnostics) }
        for enumType in api.enums {
            types.add(enumType.name, swift: Naming.typeName(enumType.name, in: api), at: enumType.mark, &diagnostics)
        }
        // An endpoint's answers by status are an enum of their own (`CreateRefundResponse`).
        // The declarations by Swift name, the first of each, made once: a lookup per endpoint.
        let endpoints = api.endpoints
        var declared: [String: (name: String, mark: Mark, kind: String)] = [:]
        if endpoints.contains(where: { !$0.statusResponses.isEmpty }) {
            for (name, mark, kind) in api.models.map({ ($0.name, $0.mark, "model") })
                + api.enums.map({ ($0.name, $0.mark, $0.kind) })
            {
                let swift = Naming.typeName(name, in: api)
                if declared[swift] == nil { declared[swift] = (name, mark, kind) }
            }
        }
        for endpoint in endpoints {
            guard let first = endpoint.statusResponses.first else { continue }
            let swift = GeneratedNames.statusResponseEnum(endpoint: endpoint.name, in: api)
            if let (name, mark, kind) = declared[swift] {
                diagnostics.error(
                    first.mark,
                    "the answers by status of '\(endpoint.name)' are the generated enum '\(swift)', the Swift name of \(kind) '\(name)' (\(mark)); rename the \(kind)"
                )
            }
        }
        for union in api.unions {
            types.add(union.name, swift: Naming.typeName(union.name, in: api), at: union.mark, &diagnostics)
        }
        for model in api.models {
            var fields = NameTable(kind: "property")
            // By position: a field taken out of the array is a copy of all its texts.
            for index in model.fields.indices {
                let name = model.fields[index].name
                fields.add(name, swift: Naming.propertyName(name), at: model.fields[index].mark, &diagnostics)
            }
            if let mark = model.additionalMark {
                // The values beside the known fields are a property of this name.
                fields.add("...", swift: Naming.propertyName(Naming.additionalPropertiesName), at: mark, &diagnostics)
            }
        }
        for union in api.unions {
            var cases = NameTable(kind: "case")
            for variant in union.variants {
                cases.add(variant.name, swift: Naming.caseName(variant.name), at: variant.mark, &diagnostics)
            }
        }
        for enumType in api.enums where enumType.isDeclaredHere {
            var cases = NameTable(kind: "case")
            for item in enumType.cases { cases.add(item.name, swift: Naming.caseName(item.name), at: item.mark, &diagnostics) }
        }
        var servers = NameTable(kind: "server case")
        for server in api.servers { servers.add(server.name, swift: Naming.caseName(server.name), at: server.mark, &diagnostics) }
        var methods = NameTable(kind: "method")
        for endpoint in endpoints {
            methods.add(endpoint.name, swift: Naming.propertyName(endpoint.name), at: endpoint.mark, &diagnostics)
            // Path, query, header and form parameters and the body are all labels of one call:
            // the same spec name twice is a clash too.
            var parameters = NameTable(kind: "parameter", sameNameClashes: true, scope: endpoint.name)
            func add(_ fields: [Field]) {
                for field in fields { parameters.add(field.name, swift: Naming.parameterName(field.name), at: field.mark, &diagnostics) }
            }
            add(endpoint.pathParameters)
            add(endpoint.query)
            for header in endpoint.headers { if let parameter = header.parameter { add([parameter]) } }
            var inlineBody: [Field] = []
            switch endpoint.body {
            case .form(let fields), .multipart(let fields): add(fields)
            case .json(.named(let name, _), _) where api.model(named: name)?.isInline == true:
                // An inline body's fields are arguments of their own.
                inlineBody = api.model(named: name)?.fields ?? []
            case .json(_, let mark): add([Field(name: "body", mark: mark, type: .primitive(.string), typeMark: mark)])
            case .raw:
                add([Field(name: "body", mark: endpoint.mark, type: .primitive(.data), typeMark: endpoint.mark)])
                if endpoint.body.contentTypeIsTheCallers {
                    parameters.add("contentType", swift: "contentType", at: endpoint.mark, &diagnostics) {
                        "; the range of 'raw:' adds the argument 'contentType', the type the call sends: name the other apart"
                    }
                }
            case .none: break
            }
            for field in inlineBody {
                // The usual case: the path's `id` again in the body. Its wire name can stay.
                parameters.add(field.name, swift: Naming.parameterName(field.name), at: field.mark, &diagnostics) {
                    let renamed = Naming.camelCase("body_" + field.name)
                    return "; name the body field apart and keep its wire name: '\(renamed): { type: \(field.type), key: \(field.key) }'"
                }
            }
        }
    }
}

extension Resolver {
    /// The types generated for the API itself (`ShopClient`, `ShopEndpoint`, `ShopCodingKey`…).
    var generatedTypeNames: [String] { GeneratedNames(api: api.name).types }

    /// Generic parameters whose Swift spelling means something else inside their model: a
    /// parameter hides any type of its name there, and the model's code names some types
    /// itself (`ShopCodingKey` in `init(from:)`) or under another name than the spec's (a field
    /// of type `Task` is a `ShopTask`). An error, since no rename could be seen in the spec.
    mutating func checkGenericParameters() {
        let generated = Set(generatedTypeNames)
        // Declared types whose Swift name is not their spec name: a parameter with that Swift
        // name would capture every reference to them inside the model.
        var respelled: [String: String] = [:]
        for name in api.models.map(\.name) + api.enums.map(\.name) + api.unions.map(\.name) {
            let swift = Naming.typeName(name, in: api)
            if swift != name, respelled[swift] == nil { respelled[swift] = name }
        }
        for model in api.models {
            var seen: [String: String] = [:]
            // `T#2`: a parameter declared twice, already reported.
            for parameter in model.genericParameters where !parameter.contains("#") {
                let swift = Naming.genericParameterName(parameter, in: api)
                let place = "generic parameter '\(parameter)' of '\(model.name)'"
                if generated.contains(swift) {
                    diagnostics.error(
                        model.mark,
                        "\(place) has the name of '\(swift)', a type gen generates for the API and uses in the model's code; rename the parameter, e.g. 'T'"
                    )
                } else if let spec = respelled[swift] {
                    diagnostics.error(
                        model.mark,
                        "\(place) is spelled like '\(spec)' in Swift ('\(swift)'), so inside '\(model.name)' Swift would read '\(spec)' as the parameter; rename the parameter, e.g. 'T'"
                    )
                } else if let first = seen[swift] {
                    diagnostics.error(
                        model.mark,
                        "\(place) and '\(first)' are both '\(swift)' in Swift (a parameter named like a type Swift or the client uses gets a trailing '_'); rename one of them"
                    )
                }
                if seen[swift] == nil { seen[swift] = parameter }
            }
        }
    }
}

/// Swift names seen so far in one scope, compared case-insensitively for types (they name
/// files on case-insensitive disks) and exactly otherwise.
private struct NameTable {
    let kind: String
    /// True where one spec name can be given twice (parameters from path, query and body);
    /// elsewhere the YAML reader or the duplicate check has already reported it.
    var sameNameClashes = false
    /// The endpoint whose call the parameters are of.
    var scope = ""
    /// A struct, not a tuple: a dictionary of tuples is copied and freed through the runtime's
    /// generic tuple code, a dictionary of structs through code made for them.
    struct Entry {
        var spec: String
        var mark: Mark?
    }

    /// The names seen so far, by key (most scopes are small: see `SmallTable`).
    var seen = SmallTable<String, Entry>()

    /// A name the generator itself uses in this scope (in place of anything added before).
    mutating func reserve(_ swift: String) {
        seen.set(key(swift), Entry(spec: swift, mark: nil))
    }

    /// `hint` ends the message of a clash between parameters of one call.
    mutating func add(_ spec: String, swift: String, at mark: Mark, _ diagnostics: inout Diagnostics, hint: () -> String = { "" }) {
        let bare = Naming.bare(swift)
        let key = key(bare)
        guard let first = seen[key] else {
            seen.add(key, Entry(spec: spec, mark: mark))
            return
        }
        guard let firstMark = first.mark else {
            diagnostics.error(mark, "'\(spec)' becomes the Swift \(kind) name '\(bare)', which gen generates for the API itself; rename it")
            return
        }
        if first.spec != spec {
            diagnostics.error(
                mark, "'\(spec)' and '\(first.spec)' (\(firstMark)) both become the Swift \(kind) name '\(bare)'; rename one of them")
        } else if sameNameClashes {
            diagnostics.error(
                mark,
                "'\(spec)' is already a \(kind) of '\(scope)' at \(firstMark); path, query, header and form parameters and the body share one call, so each needs its own name\(hint())"
            )
        }
    }

    private func key(_ bare: String) -> String { kind == "type" ? bare.lowercased() : bare }
}
