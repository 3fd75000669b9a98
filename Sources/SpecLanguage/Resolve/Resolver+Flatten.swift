extension Resolver {
    /// A flattened field (`flatten: true`) holds a tagged union whose tag and variant's fields
    /// share the model's object: one such field per model, and no key of the model's own that a
    /// variant (or the tag) would write too. Runs after the key conventions and `extends:`.
    mutating func checkFlattenedFields() {
        for model in api.models where model.fields.contains(where: \.flatten) {
            let flattened = model.fields.filter(\.flatten)
            for extra in flattened.dropFirst() {
                diagnostics.error(
                    extra.flattenMark ?? extra.mark,
                    "model '\(model.name)' flattens '\(flattened[0].name)' already: one union per model can share its object, as each reads every key it does not know as its own"
                )
            }
            let field = flattened[0]
            guard case .named(let name, _) = field.type, declaredTypes[name] != nil else { continue }  // reported already
            guard let union = api.union(named: name) else {
                diagnostics.error(
                    field.typeMark,
                    "'flatten' reads a tagged union's tag and fields from the model's own object; '\(field.name)' is \(field.type), not a union"
                )
                continue
            }
            guard let tag = union.discriminator else {
                diagnostics.error(
                    field.typeMark,
                    "'flatten' takes a tagged union (one with a 'discriminator'): its tag tells its fields from the model's own; '\(union.name)' is untagged"
                )
                continue
            }
            let unionKeys = api.keys(of: union)
            // The first variant model that sends each key, for the message.
            for own in model.fields where !own.flatten {
                guard unionKeys.contains(where: { ExactText.same($0, own.key) }) else { continue }
                let sender =
                    ExactText.same(own.key, tag)
                    ? "the tag of '\(union.name)'"
                    : "a field of \(variantsSending(own.key, in: union)) of '\(union.name)'"
                diagnostics.error(
                    own.mark,
                    "'\(own.name)' is sent as '\(own.key)', which is also \(sender), flattened into '\(model.name)' by '\(field.name)': the two would meet in one object; give one its own 'key:'"
                )
            }
        }
    }

    /// The variants of `union` whose models send `key`, as "variant 'card'" or "variants 'a', 'b'".
    private func variantsSending(_ key: String, in union: UnionType) -> String {
        let names = union.variants.filter { variant in
            guard case .named(let name, _) = variant.type, let model = api.model(named: name) else { return false }
            if model.fields.contains(where: { !$0.flatten && ExactText.same($0.key, key) }) { return true }
            return model.fields.contains {
                api.flattenedUnion($0).map { api.keys(of: $0).contains(where: { ExactText.same($0, key) }) } ?? false
            }
        }.map { "'\($0.name)'" }
        return names.count == 1 ? "variant \(names[0])" : "variants \(names.joined(separator: ", "))"
    }
}
