extension Resolver {
    /// Turns each `auth:` that names schemes (the API's, the defaults', every endpoint's) into
    /// the `authSchemes:` it names, once where it is written, so a wrong name is reported once.
    mutating func resolveAuthSchemeNames() {
        // Each scheme names a constant of the client (`AuthSchemeName.storeKey`).
        var constants: [String: NamedAuthScheme] = [:]
        for named in api.authSchemes {
            let constant = Naming.propertyName(named.name)
            if let first = constants[constant] {
                diagnostics.error(
                    named.mark,
                    "auth scheme '\(named.name)' and '\(first.name)' (\(first.mark)) both become the Swift name '\(Naming.bare(constant))'; rename one"
                )
            } else {
                constants[constant] = named
            }
        }
        api.auth = resolved(api.auth) ?? .none
        api.defaults.auth = api.defaults.auth.flatMap { resolved($0) }
        for g in api.groups.indices {
            for e in api.groups[g].endpoints.indices {
                api.groups[g].endpoints[e].auth = api.groups[g].endpoints[e].auth.flatMap { resolved($0) }
            }
        }
    }

    /// `scheme` with its names bound, or nil after reporting a name that is not a scheme or a
    /// name given twice. Several schemes that send `Authorization` are alternatives: the client
    /// sends the first whose credentials it holds.
    private mutating func resolved(_ scheme: AuthScheme) -> AuthScheme? {
        guard case .named(let references) = scheme else { return scheme }
        var schemes: [NamedAuthScheme] = []
        for reference in references {
            guard let named = api.authSchemes.first(where: { $0.name == reference.name }) else {
                reportUnknownScheme(reference)
                return nil
            }
            if schemes.contains(where: { $0.name == named.name }) {
                diagnostics.error(reference.mark, "auth scheme '\(named.name)' is listed twice; list each scheme once")
                return nil
            }
            schemes.append(named)
        }
        return .schemes(schemes)
    }

    private mutating func reportUnknownScheme(_ reference: AuthSchemeReference) {
        let names = api.authSchemes.map(\.name)
        let hint = Suggestion.hint(for: reference.name, in: PolicyLoader.schemeKeywords + names)
        if names.isEmpty {
            diagnostics.error(
                reference.mark,
                "unknown auth scheme '\(reference.name)': expected none, bearer, basic or { apiKey: NAME, in: header | query | cookie }\(hint)"
            )
        } else {
            diagnostics.error(
                reference.mark,
                "unknown auth scheme '\(reference.name)': expected none, bearer, basic, { apiKey: NAME, in: header | query | cookie } or one of the API's 'authSchemes' (\(names.joined(separator: ", ")))\(hint)"
            )
        }
    }
}
