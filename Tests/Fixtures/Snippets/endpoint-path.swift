// Endpoints.swift enum ShopEndpoint > case getItem
    /// `GET /stores/{storeId}/items/{itemId}/sizes/{size}/on/{day}`
    ///
    /// - Remark: Generated from endpoint-path.yaml: endpoint items.getItem.
    case getItem(storeId: Int, itemId: UUID, size: Size, day: Date)

// Endpoints.swift enum ShopEndpoint > var path
    /// The percent-encoded path, relative to the server URL.
    public var path: String {
        switch self {
        case .getItem(let storeId, let itemId, let size, let day): return EndpointRequest.path("/stores/", EndpointRequest.pathParameter(storeId.description), "/items/", EndpointRequest.pathParameter(itemId.uuidString.lowercased()), "/sizes/", EndpointRequest.pathParameter(size.rawValue), "/on/", EndpointRequest.pathParameter(DateFormat.pattern("yyyy-MM-dd").string(from: day)))
        }
    }

// Client.swift struct ShopClient > func getItem
    /// `GET /stores/{storeId}/items/{itemId}/sizes/{size}/on/{day}`
    ///
    /// - Parameters:
    ///   - storeId: The `storeId` path parameter.
    ///   - itemId: The `itemId` path parameter.
    ///   - size: The `size` path parameter.
    ///   - day: The `day` path parameter.
    /// - Returns: The decoded `Item`.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-path.yaml: endpoint items.getItem.
    public func getItem(storeId: Int, itemId: UUID, size: Size, day: Date) async throws -> Item {
        try await self.http.decode(Item.self, for: ShopEndpoint.getItem(storeId: storeId, itemId: itemId, size: size, day: day))
    }
