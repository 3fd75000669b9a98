extension Resolver {
    /// A flattened field (`flatten: true`) holds a tagged union whose tag and variant's fields
    /// share the model's object: one such field per model, a union that does not lead back to
    /// the same object, and no key of the model's own that a variant (or the tag) would write
    /// too. Where an unknown variant would keep keys that are not its own (the model keeps
    /// additional properties too, or is itself a variant flattened into another), the union
    /// must be closed. Runs after the key conventions and `extends:`.
    mutating func checkFlattenedFields() {
        let flattening = api.models.filter { $0.fields.contains(where: \.flatten) }
        guard !flattening.isEmpty else { return }
        // Each model that is a variant of a flattened union, with the model that flattens it.
        var flattenedInto: [String: String] = [:]
        for model in flattening {
            guard let union = model.fields.first(where: \.flatten).flatMap(api.flattenedUnion) else { continue }
            for case .named(let variant, _) in union.variants.map(\.type) where flattenedInto[variant] == nil {
                flattenedInto[api.model(named: variant)?.name ?? variant] = model.name
            }
        }
        checkTagsOfFlatteningVariants()
        for model in flattening {
            let flattened = model.fields.filter(\.flatten)
            for extra in flattened.dropFirst() {
                diagnostics.error(
                    extra.flattenMark ?? extra.mark,
                    "model '\(model.name)' flattens '\(flattened[0].name)' already: one union per model can share its object, as each reads every key it does not know as its own"
                )
            }
            let field = flattened[0]
            guard let union = flattenedUnion(of: field, in: model) else { continue }
            checkFlattenedKeys(field, of: model, union: union)
            checkFlattenedVariants(field, of: model, union: union)
            if union.allowsUnknown {
                checkOpenFlattenedUnion(field, of: model, union: union, flattenedInto: flattenedInto[model.name])
            }
        }
    }

    /// The tagged union `field` flattens, or nil (said) when its type is none.
    private mutating func flattenedUnion(of field: Field, in model: Model) -> UnionType? {
        guard case .named(let name, _) = field.type else { return nil }
        let notAUnion = "'flatten' reads a tagged union's tag and fields from the model's own object; '\(field.name)' is \(field.type)"
        if model.genericParameters.contains(name) {
            diagnostics.error(field.typeMark, "\(notAUnion), a parameter of '\(model.name)', not a union")
            return nil
        }
        guard declaredTypes[name] != nil else { return nil }  // reported already
        guard let union = api.union(named: name) else {
            diagnostics.error(field.typeMark, "\(notAUnion), not a union")
            return nil
        }
        guard union.isTagged else {
            diagnostics.error(
                field.typeMark,
                "'flatten' takes a tagged union (one with a 'discriminator'): its tag tells its fields from the model's own; '\(union.name)' is untagged"
            )
            return nil
        }
        return union
    }

    /// No key of the model's own fields is one the union writes into the same object.
    private mutating func checkFlattenedKeys(_ field: Field, of model: Model, union: UnionType) {
        let unionKeys = api.keys(of: union)
        for own in model.fields where !own.flatten {
            guard unionKeys.contains(where: { ExactText.same($0, own.key) }) else { continue }
            let sender =
                union.discriminator.map { ExactText.same(own.key, $0) } == true
                ? "the tag of '\(union.name)'"
                : "a field of \(variantsSending(own.key, in: union)) of '\(union.name)'"
            diagnostics.error(
                own.mark,
                "'\(own.name)' is sent as '\(own.key)', which is also \(sender), flattened into '\(model.name)' by '\(field.name)': the two would meet in one object; give one its own 'key:'"
            )
        }
    }

    /// Each variant reads the model's whole object: it cannot keep additional properties (it
    /// would take the model's keys as its own), flatten a union by the same tag, or lead back
    /// to this union through flattened unions alone (decoding would read the one object
    /// without end).
    private mutating func checkFlattenedVariants(_ field: Field, of model: Model, union: UnionType) {
        let place = "flattened into '\(model.name)' by '\(field.name)'"
        for variant in union.variants {
            guard case .named(let name, _) = variant.type, let variantModel = api.model(named: name) else { continue }
            if variantModel.additionalProperties != nil {
                diagnostics.error(
                    variant.typeMark,
                    "variant '\(variant.name)' of '\(union.name)' is '\(variantModel.name)', which keeps additional properties ('...:'); \(place), it would keep the model's own keys as its own"
                )
            }
            guard let inner = variantModel.fields.first(where: \.flatten).flatMap(api.flattenedUnion) else { continue }
            if leadsBack(to: union.name, from: inner) {
                diagnostics.error(
                    field.flattenMark ?? field.mark,
                    "'\(field.name)' flattens '\(union.name)', whose variant '\(variant.name)' (\(variantModel.name)) flattens it again, through flattened unions alone: decoding would read the same object without end; keep one of them under a key of its own"
                )
                return
            }
        }
    }

    /// A variant of a tagged union, flattened or not, sits in the object that holds the union's
    /// tag: a union the variant flattens cannot write that key too.
    private mutating func checkTagsOfFlatteningVariants() {
        for union in api.unions {
            guard let tag = union.discriminator else { continue }
            for variant in union.variants {
                guard case .named(let name, _) = variant.type, let model = api.model(named: name),
                    let inner = model.fields.first(where: \.flatten).flatMap(api.flattenedUnion),
                    api.keys(of: inner).contains(where: { ExactText.same($0, tag) })
                else { continue }
                diagnostics.error(
                    variant.typeMark,
                    "variant '\(variant.name)' of '\(union.name)' is '\(model.name)', which flattens '\(inner.name)', whose keys hold '\(tag)', the tag of '\(union.name)' too: the two would meet in one object"
                )
            }
        }
    }

    /// Whether `union` reaches `target` through the unions its variants flatten.
    private func leadsBack(to target: String, from union: UnionType) -> Bool {
        var seen: Set<String> = []
        var pending = [union]
        while let next = pending.popLast() {
            if next.name == target { return true }
            guard seen.insert(next.name).inserted else { continue }
            for case .named(let name, _) in next.variants.map(\.type) {
                guard let model = api.model(named: name) else { continue }
                pending += model.fields.lazy.filter(\.flatten).compactMap { api.flattenedUnion($0) }
            }
        }
        return false
    }

    /// An open union's unknown variant keeps every key of the object but the model's own: only
    /// where those are all the other keys there are.
    private mutating func checkOpenFlattenedUnion(_ field: Field, of model: Model, union: UnionType, flattenedInto outer: String?) {
        let open = "'\(field.name)' flattens '\(union.name)', which keeps unknown variants (`unknown: true`)"
        if model.additionalProperties != nil {
            diagnostics.error(
                field.flattenMark ?? field.mark,
                "\(open), beside the additional properties of '\(model.name)' ('...:'): an unknown variant's keys would be kept twice; keep one of the two"
            )
        }
        if let outer {
            diagnostics.error(
                field.flattenMark ?? field.mark,
                "\(open), into '\(model.name)', itself a variant flattened into '\(outer)': an unknown variant would keep the keys of '\(outer)' too; make '\(union.name)' closed, or keep it under a key of its own"
            )
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
