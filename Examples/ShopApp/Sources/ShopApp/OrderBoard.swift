import Foundation
import ShopAPI

/// App code written against the generated client's protocol, so tests can pass the mock.
public struct OrderBoard: Sendable {
    public let client: any ShopClientProtocol

    public init(client: any ShopClientProtocol) {
        self.client = client
    }

    /// Orders not yet delivered or cancelled, oldest first.
    public func openOrders() async throws -> [Order] {
        try await client.listOrders(page: 1, status: nil)
            .filter(\.isOpen)
            .sorted { $0.placedAt < $1.placedAt }
    }

    /// Places an order for one unit of each SKU.
    public func reorder(skus: [String]) async throws -> Order {
        try await client.placeOrder(
            body: NewOrder(items: skus.map { OrderItem(sku: $0, quantity: 1) }, note: "reorder"))
    }
}
