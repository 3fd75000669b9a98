// Endpoints.swift enum ShopEndpoint > var path
    /// The percent-encoded path, relative to the server URL.
    public var path: String {
        switch self {
        case .getFile(let repo, let path): return EndpointRequest.path("/repos/", EndpointRequest.pathParameter(repo), "/contents/", EndpointRequest.reservedPathParameter(path))
        }
    }
