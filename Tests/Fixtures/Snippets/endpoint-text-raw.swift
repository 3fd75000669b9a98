// Client.swift struct ShopClient > func exportOrders
    /// `GET /orders.csv`
    ///
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-text-raw.yaml: endpoint reports.exportOrders.
    public func exportOrders() async throws -> String {
        try await self.http.text(for: ShopEndpoint.exportOrders, accepting: "text/csv")
    }

// Client.swift struct ShopClient > func getReceipt
    /// `GET /orders/{id}/receipt`
    ///
    /// - Parameters:
    ///   - id: The `id` path parameter.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-text-raw.yaml: endpoint reports.getReceipt.
    public func getReceipt(id: String) async throws -> Data {
        try await self.http.data(for: ShopEndpoint.getReceipt(id: id), accepting: "application/pdf")
    }
