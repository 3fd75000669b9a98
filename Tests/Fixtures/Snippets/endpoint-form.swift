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
            items.add("grant_type", grantType)
            items.add("username", username)
            items.add("password", password)
            if let value = scopes { for element in value { items.add("scopes", element) } }
            return .form(items)
        }
    }
