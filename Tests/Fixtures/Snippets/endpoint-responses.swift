// Endpoints.swift enum CreateRefundResponse
/// The answers of `createRefund`, by status.
///
/// - Remark: Generated from endpoint-responses.yaml: endpoint refunds.createRefund.
public enum CreateRefundResponse: StatusDependentResponse, Hashable {
    /// Status 200.
    case ok(Refund)
    /// Status 202.
    case accepted(Job)
    /// Status 204.
    case noContent
    /// Status 207.
    case multiStatus(Job?)

    public static func read(_ response: HTTPResponse, from client: HTTPClient, operation: String) throws -> Self {
        switch response.status {
        case 200: return .ok(try client.decode(Refund.self, from: response, operation: operation))
        case 202: return .accepted(try client.decode(Job.self, from: response, operation: operation))
        case 204: return .noContent
        case 207: return .multiStatus(try client.decodeIfPresent(Job.self, from: response, operation: operation))
        default: throw client.undeclaredStatus(response, operation: operation, declared: [200, 202, 204, 207])
        }
    }
}

// Client.swift struct ShopClient > func createRefund
    /// `POST /refunds`
    ///
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-responses.yaml: endpoint refunds.createRefund.
    public func createRefund() async throws -> CreateRefundResponse {
        try await self.http.respond(CreateRefundResponse.self, for: ShopEndpoint.createRefund)
    }

// Client.swift struct ShopClient > func latestRefund
    /// `GET /refunds/latest`
    ///
    /// - Returns: The decoded `Refund?`.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-responses.yaml: endpoint refunds.latestRefund.
    public func latestRefund() async throws -> Refund? {
        try await self.http.decodeIfPresent(Refund.self, for: ShopEndpoint.latestRefund)
    }
