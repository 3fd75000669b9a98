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
    /// - Parameters:
    ///   - id: The `id` path parameter.
    /// - Returns: The decoded `Order`.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from envelope.yaml: endpoint orders.getOrder.
    public func getOrder(id: String) async throws -> Order {
        try await self.http.unwrap(Envelope<Order>.self, for: ShopEndpoint.getOrder(id: id))
    }
