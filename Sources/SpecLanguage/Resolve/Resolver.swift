/// Resolves one merged API: binds type names, applies key conventions, and checks
/// everything that needs the whole API in view. The checks live in extensions, one file each.
struct Resolver {
    var api: API
    var diagnostics = Diagnostics()

    init(api: API) {
        self.api = api
    }

    mutating func resolve() {
        checkDuplicateDeclarations()
        checkTypes()
        applyWireKeys()
        checkDuplicateWireKeys()
        checkDefaults()
        checkExamples()
        checkRecursion()
        resolveEnvelopeAndError()
        checkEndpoints()
        checkSwiftNameCollisions()
        checkGenericParameters()
    }

    /// Models and enums by spec name.
    var declaredTypes: [String: (mark: Mark, parameters: Int)] {
        var types: [String: (Mark, Int)] = [:]
        for model in api.models where types[model.name] == nil { types[model.name] = (model.mark, model.genericParameters.count) }
        for enumType in api.enums where types[enumType.name] == nil { types[enumType.name] = (enumType.mark, 0) }
        return types
    }
}
