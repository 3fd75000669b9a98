extension Resolver {
    /// Copies into each model the fields of the models it extends, before its own, so that
    /// code generation and every later check see one flat list. Bases are resolved first (a
    /// base may extend another); a cycle, a base that is not a plain model, and a field that
    /// two of them declare are errors. Runs after the key conventions: an inherited field keeps
    /// the wire key and date format of the model that declares it.
    mutating func applyExtends() {
        guard api.models.contains(where: { !$0.extends.isEmpty }) else { return }
        var state: [String: CompositionState] = [:]
        for index in api.models.indices where !api.models[index].extends.isEmpty {
            compose(index, &state)
        }
    }

    private enum CompositionState {
        case composing
        case done
    }

    private mutating func compose(_ index: Int, _ state: inout [String: CompositionState]) {
        let name = api.models[index].name
        if state[name] == .done { return }
        state[name] = .composing
        var inherited: [(field: Field, from: String)] = []
        // The inherited fields by Swift name, for the clash checks: searching the list for each
        // field made a chain of 1,000 models, each extending the one before, cubic.
        var inheritedByName: [String: Int] = [:]
        var additional: TypeRef?
        var additionalMark: Mark?
        for mention in api.models[index].extends {
            guard let baseIndex = baseModel(mention, of: api.models[index]) else { continue }
            if state[api.models[baseIndex].name] == .composing {
                diagnostics.error(
                    mention.mark,
                    "model '\(name)' extends '\(mention.name)', which extends '\(name)' again; a model cannot include its own fields")
                continue
            }
            compose(baseIndex, &state)
            let base = api.models[baseIndex]
            for var field in base.fields {
                let swiftName = Naming.propertyName(field.name)
                if let clash = inheritedByName[swiftName].map({ inherited[$0] }) {
                    diagnostics.error(
                        mention.mark,
                        "model '\(name)' extends '\(clash.from)' and '\(base.name)', which both have the field '\(field.name)' (\(clash.field.mark) and \(field.mark)); extend one, or move the field into a model both extend"
                    )
                    continue
                }
                field.explicitKey = true
                if field.dateFormat == nil, field.type.contains(.primitive(.date)) || field.type.contains(.optional(.primitive(.date))) {
                    field.dateFormat = base.dateFormat
                }
                inheritedByName[swiftName] = inherited.count
                inherited.append((field, base.name))
            }
            if additional == nil, let type = base.additionalProperties {
                additional = type
                additionalMark = base.additionalMark
            }
        }
        var own: [Field] = []
        for field in api.models[index].fields {
            if let clash = inheritedByName[Naming.propertyName(field.name)].map({ inherited[$0] }) {
                diagnostics.error(
                    field.mark,
                    "field '\(field.name)' of '\(name)' is already a field of '\(clash.from)' (\(clash.field.mark)), which '\(name)' extends; remove it here, or rename one of them"
                )
                continue
            }
            own.append(field)
        }
        api.models[index].fields = inherited.map(\.field) + own
        if api.models[index].additionalProperties == nil, let additional {
            api.models[index].additionalProperties = additional
            api.models[index].additionalMark = additionalMark
        }
        state[name] = .done
    }

    /// The index of the model a mention names, when it is one a model can extend.
    private mutating func baseModel(_ mention: TypeMention, of model: Model) -> Int? {
        // A model's alias stands for its model (`Resolver.resolveAliases`).
        let baseName = modelAlias(named: mention.name)?.aliasOf?.name ?? mention.name
        if baseName == model.name {
            diagnostics.error(mention.mark, "model '\(model.name)' cannot extend itself")
            return nil
        }
        guard let baseIndex = api.models.firstIndex(where: { $0.name == baseName }) else {
            if api.enumType(named: mention.name) != nil || api.union(named: mention.name) != nil {
                let kind = api.enumType(named: mention.name) != nil ? "an enum" : "a union"
                diagnostics.error(
                    mention.mark,
                    "model '\(model.name)' extends '\(mention.name)', which is \(kind); a model extends models, whose fields it includes")
            } else {
                let hint = Suggestion.hint(for: mention.name, in: api.models.map(\.name))
                diagnostics.error(mention.mark, "model '\(model.name)' extends '\(mention.name)', which is not a model of the API\(hint)")
            }
            return nil
        }
        checkModelSpelling(mention.name, at: mention.mark, found: api.models[baseIndex])
        if !api.models[baseIndex].genericParameters.isEmpty {
            diagnostics.error(
                mention.mark,
                "model '\(model.name)' extends the generic model '\(mention.name)'; a generic model's fields need type arguments, so extend a model that is not generic"
            )
            return nil
        }
        return baseIndex
    }
}
