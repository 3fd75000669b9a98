// Endpoints.swift enum ShopEndpoint > var path
    /// The percent-encoded path, relative to the server URL.
    public var path: String {
        switch self {
        case .getItem(let id), .deleteItem(let id): return EndpointRequest.path("/items/", EndpointRequest.pathParameter(id.description))
        case .patchItem(let id): return EndpointRequest.path("/items/", EndpointRequest.pathParameter(id.description))
        case .getName(let name), .renameItem(let name): return EndpointRequest.path("/names/", EndpointRequest.pathParameter(name))
        default: return "/health"
        }
    }

// Endpoints.swift enum ShopEndpoint > var emptyPathParameter
    /// The spec name of a text path parameter whose value is empty, if any: `/books/{id}` with
    /// an empty id would be `/books/`, another endpoint, so `request(encoder:)` refuses it.
    var emptyPathParameter: String? {
        switch self {
        case .getName(let name), .renameItem(let name): return name.isEmpty ? "name" : nil
        default: return nil
        }
    }
