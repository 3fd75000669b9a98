extension Resolver {
    /// A model that contains itself through required, non-collection fields could never be
    /// built (and is not even a valid Swift struct).
    mutating func checkRecursion() {
        var edges: [String: [(target: String, field: Field)]] = [:]
        for model in api.models {
            edges[model.name] = model.fields.flatMap { field in
                containedModels(field.type, expanding: []).map { (target: $0, field: field) }
            }
        }
        var reported: Set<String> = []
        for model in api.models {
            guard let cycle = findCycle(from: model.name, edges: edges) else { continue }
            let members = Set(cycle.map(\.model))
            guard reported.isDisjoint(with: members) else { continue }
            reported.formUnion(members)
            let path = cycle.map { "\($0.model).\($0.field.name)" }.joined(separator: " → ")
            let first = cycle[0]
            diagnostics.error(
                first.field.mark,
                "model '\(first.model)' contains itself through \(path) without an optional or a collection, so it could never be built; make one of these fields optional (e.g. '\(first.field.type)?')"
            )
        }
    }

    /// The models a value of `type` holds inline: the model itself and, for a generic model,
    /// what its type arguments put in its required fields (`Box<A>` with `value: T` holds an `A`).
    private func containedModels(_ type: TypeRef, expanding: Set<String>) -> [String] {
        guard case .named(let name, let arguments) = type, let model = api.model(named: name) else { return [] }
        var result = [name]
        guard !arguments.isEmpty, model.genericParameters.count == arguments.count, !expanding.contains(name) else {
            return result
        }
        let bindings = Dictionary(zip(model.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        let argumentModels = Set(arguments.flatMap(\.namedTypes))
        for field in model.fields {
            // Only what the arguments bring in: the model's own fields are its own edges.
            let held = containedModels(field.type.substituting(bindings), expanding: expanding.union([name]))
            result += held.filter(argumentModels.contains)
        }
        return result
    }

    /// A path of required fields from `start` back to `start`.
    private func findCycle(from start: String, edges: [String: [(target: String, field: Field)]]) -> [(model: String, field: Field)]? {
        var visited: Set<String> = []
        func walk(_ name: String, _ path: [(model: String, field: Field)]) -> [(model: String, field: Field)]? {
            for edge in edges[name] ?? [] {
                let next = path + [(name, edge.field)]
                if edge.target == start { return next }
                if visited.insert(edge.target).inserted, let found = walk(edge.target, next) { return found }
            }
            return nil
        }
        return walk(start, [])
    }
}
