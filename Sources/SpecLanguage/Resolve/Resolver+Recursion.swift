extension Resolver {
    /// A model that contains itself through required, non-collection fields could never be
    /// built (and is not even a valid Swift struct).
    mutating func checkRecursion() {
        var edges: [String: [RecursionEdge]] = [:]
        // The fields the edges' positions point into: those of the model that made the edges
        // (two models of one name, an error reported elsewhere, must not mix).
        var fields: [String: [Field]] = [:]
        for model in api.models {
            edges[model.name] = model.fields.indices.flatMap { index in
                containedModels(model.fields[index].type, expanding: []).map { RecursionEdge(target: $0, field: index) }
            }
            fields[model.name] = model.fields
        }
        var reported: Set<String> = []
        for model in api.models {
            guard let cycle = findCycle(from: model.name, edges: edges, fields: fields) else { continue }
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
        // The model's own name, not an alias's: a cycle closes on it.
        var result = [model.name]
        guard !arguments.isEmpty, model.genericParameters.count == arguments.count, !expanding.contains(name) else {
            return result
        }
        let bindings = Dictionary(zip(model.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        let argumentModels = Set(arguments.flatMap(\.namedTypes).map { api.model(named: $0)?.name ?? $0 })
        for field in model.fields {
            // Only what the arguments bring in: the model's own fields are its own edges.
            let held = containedModels(field.type.substituting(bindings), expanding: expanding.union([name]))
            result += held.filter(argumentModels.contains)
        }
        return result
    }

    /// A path of required fields from `start` back to `start`. The walk keeps one path, grown
    /// and shrunk as it goes, of field positions: no field is copied until a cycle is found.
    private func findCycle(
        from start: String, edges: [String: [RecursionEdge]], fields: [String: [Field]]
    ) -> [(model: String, field: Field)]? {
        var visited: Set<String> = []
        var path: [(model: String, field: Int)] = []
        func walk(_ name: String) -> Bool {
            for edge in edges[name] ?? [] {
                path.append((name, edge.field))
                if edge.target == start { return true }
                if visited.insert(edge.target).inserted, walk(edge.target) { return true }
                path.removeLast()
            }
            return false
        }
        guard walk(start) else { return nil }
        return path.compactMap { step in fields[step.model].map { (step.model, $0[step.field]) } }
    }
}

/// A model holds a value of `target` through its field at position `field`.
private struct RecursionEdge {
    var target: String
    var field: Int
}
