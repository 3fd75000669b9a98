import Foundation
import StockAPI
import StockAPIMocks
import XCTest

/// The Stock API comes from an OpenAPI document, `Stock.openapi.yaml`: the build plugin names
/// it after the file and generates its client, models and mock like those of a spec.
final class StockTests: XCTestCase {
    func testTheDocumentsOperationsAreEndpointsWithTheirParameters() throws {
        XCTAssertEqual(StockEndpoint.getStockLevel(sku: "tea/green").path, "/items/tea%2Fgreen")
        XCTAssertEqual(StockEndpoint.listLowStock(below: 3).method, .get)
        let json = Data(#"{"sku":"mug","onHand":2,"state":"sold_out","restockedAt":"2026-01-02T03:04:05Z"}"#.utf8)
        let level = try StockCoding.makeDecoder().decode(StockLevel.self, from: json)
        XCTAssertEqual(level.state, .soldOut)
        XCTAssertEqual(level.restockedAt, Date(timeIntervalSince1970: 1_767_323_045))
        XCTAssertTrue(level.needsReorder())
    }

    /// A query parameter's default in the document (`below: 5`) is the server's: the call
    /// leaves it out unless it gives one.
    func testTheMockAnswersWithoutTheDocumentsDefaultParameter() async throws {
        let mock = MockStockClient()
        mock.handlers.listLowStock = { below in
            [StockLevel(sku: "tea", onHand: (below ?? 5) - 1, state: .low)]
        }

        let low = try await mock.listLowStock()
        _ = try await mock.listLowStock(below: 2)

        XCTAssertEqual(low.map(\.onHand), [4])
        XCTAssertEqual(mock.calls, [.listLowStock(below: nil), .listLowStock(below: 2)])
    }
}
