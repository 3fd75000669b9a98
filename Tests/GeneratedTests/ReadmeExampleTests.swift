// The README's mock example, verbatim, so the README cannot drift from the generated API.

import Foundation
import RepairMinder
import RepairMinderMocks
import XCTest

final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeMockExample() async throws {
        let mock = MockRepairMinderClient()
        mock.handlers.order = { id in
            Order(id: id, orderNumber: "R-1", clientId: "c1", status: "open", deviceCount: 1, createdAt: .now, updatedAt: .now)
        }
        let order = try await mock.order(id: "1")
        XCTAssertEqual(mock.calls, [.order(id: "1")])
        XCTAssertEqual(order.id, "1")
    }
}
