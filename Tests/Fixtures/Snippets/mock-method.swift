// MockClient.swift class MockShopClient > struct Handlers
    /// One closure per endpoint; nil means "not stubbed".
    public struct Handlers: Sendable {
        public var getOrder: (@Sendable (_ id: String) async throws -> Order)?
        public var cancelOrder: (@Sendable (_ id: String, _ reason: String?) async throws -> Void)?

        public init() {}
    }

// MockClient.swift class MockShopClient > func getOrder
    public func getOrder(id: String) async throws -> Order {
        guard let handler = self.record(ShopEndpoint.getOrder(id: id)).getOrder else {
            throw MockClientError.notStubbed("getOrder")
        }
        return try await handler(id)
    }

// MockClient.swift class MockShopClient > func cancelOrder
    public func cancelOrder(id: String, reason: String? = nil) async throws {
        guard let handler = self.record(ShopEndpoint.cancelOrder(id: id, reason: reason)).cancelOrder else {
            throw MockClientError.notStubbed("cancelOrder")
        }
        return try await handler(id, reason)
    }
