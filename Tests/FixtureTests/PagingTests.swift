import Foundation
import Paging
import XCTest

/// The Paging fixture (Tests/Fixtures/Specs/Paging.yaml): cursor pagination through the mock.
final class PagingTests: XCTestCase {
    /// Pages keyed by the cursor that asks for them; the first is asked for without one.
    private static let pages: [String: PaymentPage] = [
        "": PaymentPage(data: [Payment(id: "a", amount: 1), Payment(id: "b", amount: 2)], meta: Cursor(nextCursor: "c2")),
        "c2": PaymentPage(data: [Payment(id: "c", amount: 3)], meta: Cursor(nextCursor: "c3")),
        // A filtered page can be empty and still point on.
        "c3": PaymentPage(data: [], meta: Cursor(nextCursor: "c4")),
        "c4": PaymentPage(data: [Payment(id: "d", amount: 4)], meta: Cursor(nextCursor: nil)),
    ]

    func testItemsFollowTheCursorUntilItIsNull() async throws {
        let mock = MockPagingClient()
        mock.handlers.listPayments = { cursor, _ in
            try XCTUnwrap(Self.pages[cursor ?? ""], "no page for cursor \(cursor ?? "nil")")
        }
        var ids: [String] = []
        for try await payment in mock.listPaymentsItems(limit: 5) { ids.append(payment.id) }
        XCTAssertEqual(ids, ["a", "b", "c", "d"])
        XCTAssertEqual(
            mock.calls,
            [.listPayments(cursor: nil, limit: 5), .listPayments(cursor: "c2", limit: 5), .listPayments(cursor: "c3", limit: 5), .listPayments(cursor: "c4", limit: 5)])
    }

    func testTheStartCursorAndHasMoreEndTheSequence() async throws {
        let mock = MockPagingClient()
        mock.handlers.listRefunds = { after in
            // hasMore false ends it even though a cursor is given.
            PaymentPage(data: [Payment(id: after ?? "nil", amount: 0)], meta: Cursor(nextCursor: "next", hasMore: after == "start"))
        }
        var ids: [String] = []
        for try await refund in mock.listRefundsItems() { ids.append(refund.id) }
        XCTAssertEqual(ids, ["start", "next"])
        XCTAssertEqual(mock.calls, [.listRefunds(after: "start"), .listRefunds(after: "next")])
    }

    func testACursorThatRepeatsOrIsEmptyEnds() async throws {
        let mock = MockPagingClient()
        mock.handlers.listPayments = { cursor, _ in
            PaymentPage(data: [Payment(id: cursor ?? "first", amount: 0)], meta: Cursor(nextCursor: cursor == nil ? "same" : "same"))
        }
        var pages = 0
        for try await _ in mock.listPaymentsPages() { pages += 1 }
        XCTAssertEqual(pages, 2, "the second page gave its own cursor back: asking again would loop forever")

        mock.handlers.listPayments = { _, _ in PaymentPage(data: [Payment(id: "x", amount: 0)], meta: Cursor(nextCursor: "")) }
        var count = 0
        for try await _ in mock.listPaymentsItems() { count += 1 }
        XCTAssertEqual(count, 1)

        // A server that leads back to a cursor it gave before: A, B, A.
        let cycle = ["": "A", "A": "B", "B": "A"]
        mock.handlers.listPayments = { cursor, _ in
            PaymentPage(data: [Payment(id: cursor ?? "first", amount: 0)], meta: Cursor(nextCursor: cycle[cursor ?? ""]))
        }
        var seen: [String] = []
        for try await payment in mock.listPaymentsItems() { seen.append(payment.id) }
        XCTAssertEqual(seen, ["first", "A", "B"])
    }

    func testTheCursorIsSentAsAQueryItem() throws {
        let request = try PagingEndpoint.listPayments(cursor: "c/2 +", limit: 2).request(encoder: PagingCoding.makeEncoder())
        XCTAssertEqual(request.url(baseURL: PagingServer.production.url).absoluteString, "https://paging.example/payments?cursor=c%2F2%20%2B&limit=2")
        let first = try PagingEndpoint.listPayments(cursor: nil, limit: 2).request(encoder: PagingCoding.makeEncoder())
        XCTAssertEqual(first.url(baseURL: PagingServer.production.url).absoluteString, "https://paging.example/payments?limit=2")
    }
}
