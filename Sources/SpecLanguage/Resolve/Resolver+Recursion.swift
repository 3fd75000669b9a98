extension Resolver {
    /// A model that contains itself through required, non-collection fields could never be
    /// built (and is not even a valid Swift struct).
    mutating func checkRecursion() {
        var edges: [String: [(target: String, field: Field)]] = [:]
        for model in api.models {
            edges[model.name] = model.fields.compactMap { field in
                if case .named(let name, _) = field.type, api.model(named: name) != nil { return (name, field) }
                return nil
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
                "model '\(first.model)' contains itself through \(path) without an optional or a collection, so it could never be built; make one of these fields optional (e.g. '\(first.field.type)?')")
        }
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
