import SpecLanguage

extension ContextBuilder {
    /// The wire keys of `secret` fields in `type` and in every model it reaches, as a set (the
    /// endpoint lists them sorted): what `secretKeys(in:visited:)` finds, with each model's
    /// share computed once per API.
    func secretKeySet(in type: TypeRef) -> Set<String> {
        guard hasSecretFields else { return [] }
        switch type {
        case .primitive: return []
        case .array(let inner), .dictionary(let inner), .optional(let inner): return secretKeySet(in: inner)
        case .named(let name, let arguments):
            var keys = arguments.reduce(into: Set<String>()) { $0.formUnion(secretKeySet(in: $1)) }
            if let known = memo.secretKeys[name] {
                keys.formUnion(known)
            } else {
                var visited: Set<String> = []
                let reached = Set(secretKeys(in: .named(name, arguments: []), visited: &visited))
                memo.secretKeys[name] = reached
                keys.formUnion(reached)
            }
            return keys
        }
    }

    /// Whether any model has a secret field, found once per API: most APIs have none, and then
    /// no endpoint needs its models walked.
    private var hasSecretFields: Bool {
        if let known = memo.anySecrets { return known }
        let found = api.models.contains { $0.fields.contains(where: \.secret) }
        memo.anySecrets = found
        return found
    }

    /// The wire keys of `secret` fields in `type` and in every model it reaches.
    func secretKeys(in type: TypeRef, visited: inout Set<String>) -> [String] {
        switch type {
        case .primitive: return []
        case .array(let inner), .dictionary(let inner), .optional(let inner): return secretKeys(in: inner, visited: &visited)
        case .named(let name, let arguments):
            var keys = arguments.flatMap { secretKeys(in: $0, visited: &visited) }
            guard visited.insert(name).inserted else { return keys }
            // A union's secrets are its variants': a password in one is a password sent.
            if let union = api.union(named: name) {
                for variant in union.variants { keys += secretKeys(in: variant.type, visited: &visited) }
                return keys
            }
            guard let model = api.model(named: name) else { return keys }
            for field in model.fields {
                if field.secret { keys.append(field.key) }
                keys += secretKeys(in: field.type, visited: &visited)
            }
            return keys
        }
    }
}
