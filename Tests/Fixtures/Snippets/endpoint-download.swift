// Client.swift protocol ShopClientProtocol > func exportReport
    /// `GET /reports/{id}/export`
    ///
    /// - Remark: Generated from endpoint-download.yaml: endpoint reports.exportReport.
    func exportReport(id: String, format: String) async throws -> URL

// Client.swift struct ShopClient > func exportReport
    /// `GET /reports/{id}/export`
    ///
    /// - Remark: Generated from endpoint-download.yaml: endpoint reports.exportReport.
    public func exportReport(id: String, format: String = "csv") async throws -> URL {
        try await self.http.download(ShopEndpoint.exportReport(id: id, format: format))
    }
