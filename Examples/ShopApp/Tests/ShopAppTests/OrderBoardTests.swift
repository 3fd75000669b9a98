import Foundation
import ShopAPI
import ShopAPIMocks
import ShopApp
import XCTest

/// Drives the app code through `MockShopClient`, the mock gen generated from Shop.yaml during the build.
final class OrderBoardTests: XCTestCase {
    func testOpenOrdersAreFilteredAndSortedThroughTheMock() async throws {
        let mock = MockShopClient()
        let orders = [
            Order.sample("c", .shipped, placed: 300), Order.sample("a", .delivered, placed: 100),
            Order.sample("b", .pending, placed: 200), Order.sample("d", .cancelled, placed: 50),
        ]
        mock.handlers.listOrders = { page, status in
            XCTAssertEqual(page, 1)
            XCTAssertNil(status)
            return orders
        }

        let open = try await OrderBoard(client: mock).openOrders()

        XCTAssertEqual(open.map(\.id), ["b", "c"])
        XCTAssertEqual(mock.calls, [.listOrders(page: 1, status: nil)])
    }

    func testReorderSendsOneOfEachSKU() async throws {
        let mock = MockShopClient()
        mock.handlers.placeOrder = { body in
            XCTAssertEqual(body.items.map(\.sku), ["tea", "mug"])
            XCTAssertEqual(body.items.map(\.quantity), [1, 1])
            return Order(
                id: "n1", status: .pending, total: 9, placedAt: Date(timeIntervalSince1970: 0), note: body.note)
        }

        let placed = try await OrderBoard(client: mock).reorder(skus: ["tea", "mug"])

        XCTAssertEqual(placed.id, "n1")
        XCTAssertEqual(placed.note, "reorder")
        XCTAssertEqual(mock.calls.count, 1)
    }

    func testAnUnstubbedCallThrows() async {
        do {
            _ = try await MockShopClient().getOrder(id: "x")
            XCTFail("expected an error")
        } catch {}
    }

    func testTheGeneratedEndpointsAndCodingFollowTheSpec() throws {
        XCTAssertEqual(ShopEndpoint.getOrder(id: "a/b").path, "/orders/a%2Fb")
        XCTAssertEqual(ShopEndpoint.cancelOrder(id: "7").method, .delete)
        let json = Data(#"{"id":"1","status":"shipped","total":3.5,"placed_at":"2025-08-10T19:30:00Z"}"#.utf8)
        let decoded = try ShopCoding.makeDecoder().decode(Order.self, from: json)
        XCTAssertEqual(decoded.status, .shipped)
        XCTAssertEqual(decoded.placedAt, Date(timeIntervalSince1970: 1_754_854_200))
    }
}
