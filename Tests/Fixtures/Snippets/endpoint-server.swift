// Endpoints.swift enum ShopEndpoint > var server
    /// The server of an endpoint that has one of its own; nil sends to the client's base URL.
    public var server: EndpointServer? {
        switch self {
        case .status: return EndpointServer(name: "https://status.shop.example/v2", url: URL(string: "https://status.shop.example/v2")!)
        case .list: return nil
        default: return EndpointServer(name: "uploads", url: ShopServer.uploads.url)
        }
    }

// Endpoints.swift enum ShopEndpoint > func request
    /// Everything the client needs to send this call. Encoding failures are `APIError.encoding`.
    public func request(encoder: JSONEncoder) throws -> EndpointRequest {
        if let name = emptyPathParameter {
            throw APIError.encoding(ErrorDetails(operation: operation, message: "path parameter '\(name)' is empty: the request would go to \(path)"))
        }
        let body: RequestBody
        do {
            body = try self.body(encoder: encoder)
        } catch {
            throw APIError.encoding(ErrorDetails(operation: operation, message: "\(error)"))
        }
        return EndpointRequest(
            operation: operation, method: method, path: path, query: queryItems, headers: headers, body: body,
            auth: auth, timeout: timeout, retries: retries, retryUnsafe: retryUnsafe, cacheLifetime: cacheLifetime,
            errorBody: errorBody, secretKeys: secretKeys, server: server)
    }

// Endpoints.swift enum ShopEndpoint > func urlRequest
    /// The `URLRequest` for this call (for use without the client): against `baseURL`, or the
    /// endpoint's own server when it has one, with `defaultHeaders`, `Accept`, the body and its
    /// `Content-Type`, the endpoint's headers and timeout. Left out, as the client adds them
    /// per attempt: credentials (`Authorization`, an API key), the request id header, and a
    /// `configure` closure's headers and timeout.
    public func urlRequest(baseURL: URL, encoder: JSONEncoder) throws -> URLRequest {
        let built = try request(encoder: encoder)
        return built.urlRequest(baseURL: built.server?.url ?? baseURL, defaultHeaders: Self.defaultHeaders)
    }
