// Endpoints.swift enum ShopEndpoint > case token
    /// `POST /oauth/token`
    ///
    /// - Remark: Generated from endpoint-form.yaml: endpoint auth.token.
    case token(grantType: String, username: String, password: String, scopes: [String]?)

// Endpoints.swift enum ShopEndpoint > func body
    /// The body, encoded.
    public func body(encoder: JSONEncoder) throws -> RequestBody {
        switch self {
        case .token(let grantType, let username, let password, let scopes):
            var items: [URLQueryItem] = []
            items.append(URLQueryItem(name: "grant_type", value: grantType))
            items.append(URLQueryItem(name: "username", value: username))
            items.append(URLQueryItem(name: "password", value: password))
            if let value = scopes { for element in value { items.append(URLQueryItem(name: "scopes", value: element)) } }
            return .form(items)
        }
    }
