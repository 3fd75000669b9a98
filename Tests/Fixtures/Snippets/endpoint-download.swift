// Client.swift protocol ShopClientProtocol > func exportReport
    /// `GET /reports/{id}/export`
    ///
    /// - Parameters:
    ///   - id: The `id` path parameter.
    ///   - format: The `format` query item.
    /// - Returns: The URL of the downloaded file, a new file in the temporary directory that is yours to move or delete.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-download.yaml: endpoint reports.exportReport.
    func exportReport(id: String, format: String) async throws -> URL

// Client.swift struct ShopClient > func exportReport
    /// `GET /reports/{id}/export`
    ///
    /// - Parameters:
    ///   - id: The `id` path parameter.
    ///   - format: The `format` query item.
    /// - Returns: The URL of the downloaded file, a new file in the temporary directory that is yours to move or delete.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-download.yaml: endpoint reports.exportReport.
    public func exportReport(id: String, format: String = "csv") async throws -> URL {
        try await self.http.download(ShopEndpoint.exportReport(id: id, format: format))
    }
