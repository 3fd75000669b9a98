extension Resolver {
    /// Two spec names that the naming authority turns into one Swift name: an error that names
    /// both, never a silent rename.
    mutating func checkSwiftNameCollisions() {
        var types = NameTable(kind: "type")
        for model in api.models { types.add(model.name, swift: Naming.typeName(model.name, api: api.name), at: model.mark, &diagnostics) }
        for enumType in api.enums {
            types.add(enumType.name, swift: Naming.typeName(enumType.name, api: api.name), at: enumType.mark, &diagnostics)
        }
        for model in api.models {
            var fields = NameTable(kind: "property")
            for field in model.fields { fields.add(field.name, swift: Naming.propertyName(field.name), at: field.mark, &diagnostics) }
        }
        for enumType in api.enums {
            var cases = NameTable(kind: "case")
            for item in enumType.cases { cases.add(item.name, swift: Naming.caseName(item.name), at: item.mark, &diagnostics) }
        }
        var methods = NameTable(kind: "method")
        for endpoint in api.endpoints {
            methods.add(endpoint.name, swift: Naming.propertyName(endpoint.name), at: endpoint.mark, &diagnostics)
            var parameters = NameTable(kind: "parameter")
            var all = endpoint.pathParameters + endpoint.query + endpoint.headers.compactMap(\.parameter)
            switch endpoint.body {
            case .form(let fields), .multipart(let fields): all += fields
            case .json(_, let mark): all.append(Field(name: "body", mark: mark, type: .primitive(.string), typeMark: mark))
            case .raw: all.append(Field(name: "body", mark: endpoint.mark, type: .primitive(.data), typeMark: endpoint.mark))
            case .none: break
            }
            for field in all { parameters.add(field.name, swift: Naming.parameterName(field.name), at: field.mark, &diagnostics) }
        }
    }
}

/// Swift names seen so far in one scope, compared case-insensitively for types (they name
/// files on case-insensitive disks) and exactly otherwise.
private struct NameTable {
    let kind: String
    var seen: [String: (spec: String, mark: Mark)] = [:]

    mutating func add(_ spec: String, swift: String, at mark: Mark, _ diagnostics: inout Diagnostics) {
        let bare = Naming.bare(swift)
        let key = kind == "type" ? bare.lowercased() : bare
        if let first = seen[key] {
            if first.spec != spec {
                diagnostics.error(
                    mark, "'\(spec)' and '\(first.spec)' (\(first.mark)) both become the Swift \(kind) name '\(bare)'; rename one of them")
            }
        } else {
            seen[key] = (spec, mark)
        }
    }
}
