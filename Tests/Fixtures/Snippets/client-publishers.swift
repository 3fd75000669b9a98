// Client.swift protocol ShopClientProtocol > func getOrder
    /// One order.
    ///
    /// `GET /orders/{id}`
    ///
    /// - Parameters:
    ///   - id: The order's id.
    /// - Returns: The decoded `Order`.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from client-publishers.yaml: endpoint orders.getOrder.
    func getOrder(id: String) async throws -> Order

// Client.swift extension ShopClientProtocol > func getOrderPublisher
    /// One order.
    ///
    /// `GET /orders/{id}`
    ///
    /// The call starts when a subscriber asks for a value and delivers one value, or fails with
    /// its `APIError`; cancelling the subscription cancels the call.
    ///
    /// - Parameters:
    ///   - id: The order's id.
    /// - Returns: A publisher of the decoded `Order`.
    /// - Remark: Generated from client-publishers.yaml: endpoint orders.getOrder.
    public func getOrderPublisher(id: String) -> Combine.AnyPublisher<Order, APIError> {
        CallPublisher(operation: "getOrder") { try await self.getOrder(id: id) }.eraseToAnyPublisher()
    }

// Client.swift extension ShopClientProtocol > func cancelOrderPublisher
    /// `DELETE /orders/{id}`
    ///
    /// The call starts when a subscriber asks for a value and delivers one value, or fails with
    /// its `APIError`; cancelling the subscription cancels the call.
    ///
    /// - Parameters:
    ///   - id: The `id` path parameter.
    ///   - reason: The `reason` query item.
    /// - Returns: A publisher of `Void`, once the call succeeds.
    /// - Remark: Generated from client-publishers.yaml: endpoint orders.cancelOrder.
    public func cancelOrderPublisher(id: String, reason: String? = nil) -> Combine.AnyPublisher<Void, APIError> {
        CallPublisher(operation: "cancelOrder") { try await self.cancelOrder(id: id, reason: reason) }.eraseToAnyPublisher()
    }
