extension Resolver {
    /// Gives each enum alias (`Name: { alias: Target }`) its target's cases, kind and openness,
    /// so every later check and the generator read it as that enum. The target must be an enum
    /// declared with its values, so what an alias means never hangs on another alias; models
    /// and unions have no aliases.
    mutating func resolveEnumAliases() {
        guard api.enums.contains(where: { !$0.isDeclaredHere }) else { return }
        var enumsByName: [String: EnumType] = [:]
        for enumType in api.enums where enumType.isDeclaredHere && enumsByName[enumType.name] == nil {
            enumsByName[enumType.name] = enumType
        }
        for index in api.enums.indices {
            guard let target = api.enums[index].aliasOf else { continue }
            let name = api.enums[index].name
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
        if api.enums.contains(where: { $0.name == name }) { return "which is itself an alias; name the enum it aliases" }
        if api.model(named: name) != nil { return "a model; an alias names an enum" }
        if api.union(named: name) != nil { return "a union; an alias names an enum" }
        let enums = api.enums.filter(\.isDeclaredHere).map(\.name)
        return "which is no enum of this API" + Suggestion.hint(for: name, in: enums)
    }
}
