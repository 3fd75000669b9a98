/// Security schemes → auth: bearer, basic and API keys as gen's schemes; OAuth 2 and OpenID
/// Connect send a bearer token; mutual TLS and HTTP schemes other than bearer and basic cannot
/// be sent, so are skipped.
extension OpenAPIReader {
    mutating func securitySchemes(_ node: Node?) {
        guard let pairs = node?.mapping else { return }
        var taken: Set<String> = []
        var usable: [(key: String, name: String, spelling: String, mark: Mark)] = []
        for pair in pairs {
            guard let key = pair.key.string else { continue }
            let scheme = dereference(pair.value, in: path).node
            guard let fields = scheme.mapping, let type = fields["type"]?.string else {
                diagnostics.error(pair.value.mark, "security scheme '\(key)' needs 'type'")
                continue
            }
            let spelling: String
            switch type {
            case "http":
                switch fields["scheme"]?.string?.lowercased() {
                case "bearer":
                    spelling = "bearer"
                case "basic":
                    spelling = "basic"
                default:
                    diagnostics.warning(
                        pair.value.mark,
                        "security scheme '\(key)': HTTP scheme '\(fields["scheme"]?.string ?? "")' is not one gen sends (bearer, basic); it is skipped"
                    )
                    continue
                }
            case "apiKey":
                guard let name = fields["name"]?.string, let place = fields["in"]?.string else {
                    diagnostics.error(pair.value.mark, "security scheme '\(key)' (apiKey) needs 'name' and 'in'")
                    continue
                }
                switch place {
                case "header":
                    spelling = "{ apiKey: \(YAMLText.scalar(name)) }"
                    apiKeyHeaders[name.lowercased(), default: []].insert(key)
                case "query":
                    spelling = "{ apiKey: \(YAMLText.scalar(name)), in: query }"
                    apiKeyQueryItems[name, default: []].insert(key)
                case "cookie":
                    spelling = "{ apiKey: \(YAMLText.scalar(name)), in: cookie }"
                    apiKeyCookies[name, default: []].insert(key)
                default:
                    diagnostics.error(
                        fields["in"]?.mark ?? pair.value.mark,
                        "security scheme '\(key)': an API key is 'in: \(place)'; expected header, query or cookie")
                    continue
                }
            case "oauth2", "openIdConnect":
                spelling = "bearer"
            default:
                diagnostics.warning(pair.value.mark, "security scheme '\(key)' of type '\(type)' is not one gen sends; it is skipped")
                continue
            }
            // A spec names a scheme by an identifier (`bearer-auth` → `bearerAuth`), and not by
            // an auth word itself (`apiKey`; `api_key` can).
            var base = Naming.isIdentifier(key) ? key : Naming.camelCase(key)
            if PolicyLoader.schemeKeywords.contains(base) { base += "Scheme" }
            let name = Self.memberName(base, fallback: "scheme", taken: &taken)
            usable.append((key, name, spelling, pair.key.mark))
        }
        for scheme in usable { schemeSpellings[scheme.key] = (scheme.name, scheme.spelling) }
        if usable.count > 1 {
            spec.schemes = usable.map { ImportedSpec.Scheme(name: $0.name, spelling: $0.spelling, mark: $0.mark) }
        }
    }

    /// How an API's or endpoint's auth names the scheme of `key`: by its name when the API has
    /// several (`authSchemes:`), else by its spelling.
    func authEntry(forScheme key: String) -> String? {
        guard let scheme = schemeSpellings[key] else { return nil }
        return schemeSpellings.count > 1 ? scheme.name : scheme.spelling
    }

    /// The auth a `security` list asks for: the schemes of every alternative gen can send, in
    /// order (`[]` for none, nil when the list is absent). The client sends the credentials
    /// that are set of the schemes it lists, so alternatives are each served: Adyen's
    /// `[{ BasicAuth: [] }, { ApiKeyAuth: [] }]` sends the API key to a client made with one;
    /// reading the first alternative alone, it never did. Of schemes that send `Authorization`
    /// (Ably's basic and bearer), the client sends the first whose credentials it holds.
    mutating func requirement(_ node: Node?) -> [String]? {
        guard let node else { return nil }
        guard let alternatives = node.sequence else {
            diagnostics.error(node.mark, "'security' is a list of security requirements")
            return nil
        }
        if alternatives.isEmpty { return [] }
        var names: [String] = []
        var sendable = false
        for alternative in alternatives {
            let keys = alternative.mapping?.compactMap(\.key.string) ?? []
            // An empty alternative first (`[{}, …]`): auth is optional, and none is sent.
            if keys.isEmpty, !sendable { return [] }
            guard !keys.isEmpty, keys.allSatisfy({ schemeSpellings[$0] != nil }) else { continue }
            sendable = true
            for key in keys {
                guard let entry = authEntry(forScheme: key), !names.contains(entry) else { continue }
                names.append(entry)
            }
        }
        if sendable { return names }
        for alternative in alternatives {
            for key in alternative.mapping?.compactMap(\.key.string) ?? [] where schemeSpellings[key] == nil {
                // A document's slip (Kratos names a scheme it never declares) costs that operation
                // its credentials, not the whole document.
                if !(root.mapping?["components"]?.mapping?["securitySchemes"]?.mapping?.contains { $0.key.string == key } ?? false) {
                    diagnostics.warning(
                        alternative.mark,
                        "security scheme '\(key)' is not in 'components.securitySchemes': the operation is sent without its credentials")
                }
            }
        }
        return []
    }
}
