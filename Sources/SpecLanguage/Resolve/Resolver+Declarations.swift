extension Resolver {
    /// The same model, enum, endpoint or enum value declared twice, across files too.
    mutating func checkDuplicateDeclarations() {
        var types: [String: Mark] = [:]
        let declarations = api.models.map { ($0.name, $0.mark, "model") } + api.enums.map { ($0.name, $0.mark, "enum") }
        for (name, mark, kind) in declarations.sorted(by: { $0.1 < $1.1 }) {
            if let first = types[name] {
                diagnostics.error(mark, "duplicate \(kind) '\(name)': '\(name)' is already declared at \(first)")
            } else {
                types[name] = mark
            }
        }
        var endpoints: [String: Mark] = [:]
        for endpoint in api.endpoints.sorted(by: { $0.mark < $1.mark }) {
            if let first = endpoints[endpoint.name] {
                diagnostics.error(endpoint.mark, "duplicate endpoint '\(endpoint.name)': already declared at \(first)")
            } else {
                endpoints[endpoint.name] = endpoint.mark
            }
        }
        for enumType in api.enums {
            var values: [String: Mark] = [:]
            for item in enumType.cases {
                if let first = values[item.wireValue] {
                    diagnostics.error(item.mark, "duplicate value '\(item.wireValue)' in enum '\(enumType.name)': already at \(first)")
                } else {
                    values[item.wireValue] = item.mark
                }
            }
        }
        for endpoint in api.endpoints {
            var wire: [String: Mark] = [:]
            for field in endpoint.query {
                let key = field.wireKey ?? Naming.wireKey(field.name, style: api.keyStyle)
                if let first = wire[key] {
                    diagnostics.error(field.mark, "duplicate query parameter '\(key)' in '\(endpoint.name)': already at \(first)")
                } else {
                    wire[key] = field.mark
                }
            }
        }
    }
}
