// Models.swift extension Envelope: ResponseEnvelope
extension Envelope: ResponseEnvelope {
    public var envelopePayload: T? { data }
    public var envelopeSucceeded: Bool { ok ?? true }
    public var envelopeMessage: String? { error ?? message }
    public var envelopeRequestID: String? { requestId }
    public static var envelopePayloadKey: String { "data" }
}

// Client.swift struct ShopClient > func getOrder
    /// `GET /orders/{id}`
    ///
    /// - Remark: Generated from envelope.yaml:16.
    public func getOrder(id: String) async throws -> Order {
        let request = try ShopEndpoint.getOrder(id: id).request(encoder: self.http.configuration.makeEncoder())
        let response = try await self.http.perform(request)
        return try self.http.unwrap(Envelope<Order>.self, from: response, operation: request.operation)
    }
