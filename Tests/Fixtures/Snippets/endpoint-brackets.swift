// Endpoints.swift enum ShopEndpoint > func queryItems
    /// Query items in spec order; nil optionals are left out, arrays repeat their key, and
    /// bracketed models and dictionaries are encoded with `encoder` (`created[gte]=…`).
    public func queryItems(encoder: JSONEncoder) throws -> [URLQueryItem] {
        switch self {
        case .listCharges(let created, let expand, let tags):
            var items: [URLQueryItem] = []
            if let value = created { items += try BracketForm.items("created", value, encoder: encoder) }
            if let value = expand { for element in value { items.add("expand[]", element) } }
            for element in tags { items.add("tags", element) }
            return items
        default: return []
        }
    }

// Endpoints.swift enum ShopEndpoint > func body
    /// The body, encoded.
    public func body(encoder: JSONEncoder) throws -> RequestBody {
        switch self {
        case .createCharge(let amount, let metadata, let lines):
            var items: [URLQueryItem] = []
            items.add("amount", amount.description)
            if let value = metadata { items += try BracketForm.items("metadata", value, encoder: encoder) }
            items += try BracketForm.items("lines", lines, encoder: encoder)
            return .form(items)
        default: return .none
        }
    }

// Endpoints.swift enum ShopEndpoint > func request
    /// Everything the client needs to send this call. Encoding failures are `APIError.encoding`.
    public func request(encoder: JSONEncoder) throws -> EndpointRequest {
        if let name = emptyPathParameter {
            throw APIError.encoding(ErrorDetails(operation: operation, message: "path parameter '\(name)' is empty: the request would go to \(path)"))
        }
        let body: RequestBody
        let query: [URLQueryItem]
        do {
            body = try self.body(encoder: encoder)
            query = try queryItems(encoder: encoder)
        } catch {
            throw APIError.encoding(ErrorDetails(operation: operation, message: "\(error)"))
        }
        return EndpointRequest(
            operation: operation, method: method, path: path, query: query, headers: headers, body: body,
            auth: auth, timeout: timeout, retries: retries, retryUnsafe: retryUnsafe, cacheLifetime: cacheLifetime,
            errorBody: errorBody, secretKeys: secretKeys)
    }
