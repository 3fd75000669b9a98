// Endpoints.swift enum ShopEndpoint > case getItem
    /// `GET /item`
    ///
    /// - Remark: Generated from endpoint-headers.yaml: endpoint items.getItem.
    case getItem(traceId: String, attempt: Int?)

// Endpoints.swift enum ShopEndpoint > var headers
    /// The endpoint's own headers (the client adds the API's default headers).
    public var headers: HTTPHeaders {
        switch self {
        case .getItem(let traceId, let attempt):
            var headers: HTTPHeaders = []
            headers.append((name: "X-Fixed", value: "fixed \"value\""))
            headers.append((name: "X-Trace-ID", value: traceId))
            if let value = attempt { headers.append((name: "X-Attempt", value: value.description)) }
            return headers
        }
    }
