/// Resolves one merged API: binds type names, applies key conventions, and checks
/// everything that needs the whole API in view. The checks live in extensions, one file each.
struct Resolver {
    var api: API
    var diagnostics = Diagnostics()
    /// Error models already warned about for having no message field: said once, at the first
    /// place that names one, not at each of the hundreds of endpoints that may.
    var errorModelsWithoutMessage: Set<String> = []

    init(api: API) {
        self.api = api
    }

    mutating func resolve() {
        resolveAuthSchemeNames()
        resolveAliases()
        applyDefaults()
        checkDuplicateDeclarations()
        checkTypes()
        applyWireKeys()
        applyExtends()
        checkDuplicateWireKeys()
        checkUnions()
        checkFlattenedFields()
        checkDefaults()
        checkExamples()
        checkRecursion()
        resolveEnvelopeAndError()
        checkEndpoints()
        checkReservedHeaders()
        checkSwiftNameCollisions()
        checkGenericParameters()
    }

    /// Models and enums by spec name, each with its name as declared: a `String` key also finds
    /// another spelling of the name (see `ExactText`), which Swift would not.
    var declaredTypes: [String: (name: String, mark: Mark, parameters: Int)] {
        var types: [String: (String, Mark, Int)] = [:]
        for model in api.models where types[model.name] == nil {
            types[model.name] = (model.name, model.mark, model.genericParameters.count)
        }
        for enumType in api.enums where types[enumType.name] == nil { types[enumType.name] = (enumType.name, enumType.mark, 0) }
        for union in api.unions where types[union.name] == nil { types[union.name] = (union.name, union.mark, 0) }
        return types
    }

    /// Reports a reference that finds a declaration only through canonical equivalence
    /// (`Café` written with U+00E9 and with e + U+0301): Swift compares names scalar for scalar,
    /// so the generated code would name a type or parameter that does not exist. True when
    /// `reference` is spelled as `declared` is.
    @discardableResult
    mutating func checkSpelling(_ reference: String, at mark: Mark, of declared: String, _ what: String, declaredAt: Mark) -> Bool {
        if ExactText.same(reference, declared) { return true }
        diagnostics.error(
            mark,
            "'\(reference)' is \(Self.otherScalars(reference, declared)), the \(what) declared at \(declaredAt); "
                + "Swift compares names scalar for scalar, so write it as it is declared")
        return false
    }
}
