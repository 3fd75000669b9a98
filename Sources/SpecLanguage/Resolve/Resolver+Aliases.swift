extension Resolver {
    /// Gives each alias (`Name: { alias: Target }`) its target. An enum's alias takes the
    /// target's cases, kind and openness, so every later check and the generator read it as
    /// that enum. A model's alias is marked as one (`EnumType.aliasesModel`): from then on
    /// `API.model(named:)` finds the target by either name. The target must be declared with
    /// its own values or fields, so what an alias means never hangs on another alias. A union's
    /// alias is marked as a model's is (`EnumType.aliasesUnion`).
    mutating func resolveAliases() {
        guard api.enums.contains(where: { !$0.isDeclaredHere }) else { return }
        var enumsByName: [String: EnumType] = [:]
        for enumType in api.enums where enumType.isDeclaredHere && enumsByName[enumType.name] == nil {
            enumsByName[enumType.name] = enumType
        }
        // Looked up here, not by `api.model(named:)`: that follows the aliases marked so far.
        var modelsByName: [String: Model] = [:]
        for model in api.models where modelsByName[model.name] == nil { modelsByName[model.name] = model }
        var unionsByName: [String: UnionType] = [:]
        for union in api.unions where unionsByName[union.name] == nil { unionsByName[union.name] = union }
        for index in api.enums.indices {
            guard let target = api.enums[index].aliasOf else { continue }
            let name = api.enums[index].name
            if let model = modelsByName[target.name] {
                guard checkSpelling(target.name, at: target.mark, of: model.name, "model", declaredAt: model.mark) else { continue }
                guard model.genericParameters.isEmpty else {
                    diagnostics.error(
                        target.mark,
                        "alias '\(name)' names the generic model '\(model.name)'; an alias names a model without type parameters")
                    continue
                }
                api.enums[index].aliasesModel = true
                continue
            }
            if let union = unionsByName[target.name] {
                guard checkSpelling(target.name, at: target.mark, of: union.name, "union", declaredAt: union.mark) else { continue }
                api.enums[index].aliasesUnion = true
                continue
            }
            // An alias left without cases makes no second error of its defaults and examples
            // (`mismatch`).
            guard let found = enumsByName[target.name] else {
                diagnostics.error(target.mark, "alias '\(name)' names '\(target.name)', \(whatIs(target.name))")
                continue
            }
            guard checkSpelling(target.name, at: target.mark, of: found.name, "enum", declaredAt: found.mark) else { continue }
            api.enums[index].cases = found.cases
            api.enums[index].rawKind = found.rawKind
            api.enums[index].allowsUnknown = found.allowsUnknown
        }
    }

    /// Why `name` cannot be an alias's target, for the error.
    private func whatIs(_ name: String) -> String {
        if api.enums.contains(where: { $0.name == name }) { return "which is itself an alias; name the enum, model or union it aliases" }
        let targets = api.enums.filter(\.isDeclaredHere).map(\.name) + api.models.map(\.name) + api.unions.map(\.name)
        return "which is no enum, model or union of this API" + Suggestion.hint(for: name, in: targets)
    }

    /// `checkSpelling` of a model's name as a reference wrote it: against the alias it names,
    /// when it names one (`API.model(named:)` finds the alias's model).
    @discardableResult
    mutating func checkModelSpelling(_ reference: String, at mark: Mark, found model: Model) -> Bool {
        if let alias = modelAlias(named: reference) {
            return checkSpelling(reference, at: mark, of: alias.name, "alias", declaredAt: alias.mark)
        }
        return checkSpelling(reference, at: mark, of: model.name, "model", declaredAt: model.mark)
    }

    /// The alias of a model that `name` names, if it names one.
    func modelAlias(named name: String) -> EnumType? {
        api.enums.first { $0.aliasesModel && $0.name == name }
    }
}
