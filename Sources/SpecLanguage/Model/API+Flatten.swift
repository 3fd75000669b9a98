extension API {
    /// The tagged union a model's field flattens (`flatten: true`): its tag and its variant's
    /// fields sit in the model's own object. Nil for any other field.
    public func flattenedUnion(_ field: Field) -> UnionType? {
        guard field.flatten, case .named(let name, _) = field.type, let union = union(named: name), union.isTagged else { return nil }
        return union
    }

    /// The keys a flattened union may write into the object that holds it: its tag and the
    /// keys of each variant, with those of any union a variant flattens in turn, each once,
    /// in the order first met.
    public func keys(of union: UnionType) -> [String] {
        var keys: [String] = []
        var seen: Set<ExactText> = []
        var visited: Set<String> = []
        func add(_ key: String) {
            if seen.insert(ExactText(key)).inserted { keys.append(key) }
        }
        func walk(_ union: UnionType) {
            // A variant that flattens the union holding it adds nothing new.
            guard visited.insert(union.name).inserted else { return }
            if let tag = union.discriminator { add(tag) }
            for variant in union.variants {
                guard case .named(let name, _) = variant.type, let model = model(named: name) else { continue }
                for field in model.fields {
                    if let inner = flattenedUnion(field) { walk(inner) } else if !field.flatten { add(field.key) }
                }
            }
        }
        walk(union)
        return keys
    }
}
