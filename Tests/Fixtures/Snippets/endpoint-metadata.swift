// Client.swift struct ShopClient > func getItem
    /// `GET /items/{id}`
    ///
    /// - Parameters:
    ///   - id: The `id` path parameter.
    /// - Returns: The decoded `Item` with the response's status and headers.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-metadata.yaml: endpoint items.getItem.
    public func getItem(id: String) async throws -> Response<Item> {
        try await self.http.decodeResponse(Item.self, for: ShopEndpoint.getItem(id: id))
    }

// Client.swift struct ShopClient > func headItem
    /// `HEAD /items/{id}`
    ///
    /// - Parameters:
    ///   - id: The `id` path parameter.
    /// - Returns: The response's status and headers.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-metadata.yaml: endpoint items.headItem.
    public func headItem(id: String) async throws -> Response<Void> {
        try await self.http.sendResponse(ShopEndpoint.headItem(id: id))
    }
