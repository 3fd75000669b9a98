import Foundation
import Paging
import PagingMocks
import XCTest

/// The Paging fixture (Tests/Fixtures/Specs/Paging.yaml): cursor, page-numbered and offset
/// pagination through the mock.
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
            [
                .listPayments(cursor: nil, limit: 5), .listPayments(cursor: "c2", limit: 5), .listPayments(cursor: "c3", limit: 5),
                .listPayments(cursor: "c4", limit: 5),
            ])
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

    /// A server that answers every page number with the first page and keeps saying there is
    /// more: the sequence ends before the repeat instead of asking forever, and no item comes twice.
    func testAPageNumberedServerRepeatingAPageEnds() async throws {
        let mock = MockPagingClient()
        let first = [Payment(id: "a", amount: 1), Payment(id: "b", amount: 2)]
        mock.handlers.listInvoices = { page, _ in
            if page > 50 { throw CancellationError() }  // never reached: without the check this would loop
            return InvoicePage(items: first, hasMore: true)
        }
        var ids: [String] = []
        for try await invoice in mock.listInvoicesItems() { ids.append(invoice.id) }
        XCTAssertEqual(ids, ["a", "b"])
        XCTAssertEqual(mock.calls, [.listInvoices(page: 1, limit: 2), .listInvoices(page: 2, limit: 2)])

        // A server that clamps a page past the end to the last one: pages 1, 2, then 2 again.
        mock.handlers.listInvoices = { page, _ in
            InvoicePage(items: [Payment(id: "p\(min(page, 2))", amount: 0)], hasMore: true)
        }
        var pages: [String] = []
        for try await page in mock.listInvoicesPages() { pages.append(contentsOf: page.items.map(\.id)) }
        XCTAssertEqual(pages, ["p1", "p2"])
    }

    func testAnOffsetServerRepeatingAPageEnds() async throws {
        let mock = MockPagingClient()
        // Full pages (no limit to compare with, so only an empty page would end it) that ignore the offset.
        mock.handlers.listCredits = { offset in
            if offset > 100 { throw CancellationError() }
            return [Payment(id: "c1", amount: 1), Payment(id: "c2", amount: 2)]
        }
        var ids: [String] = []
        for try await credit in mock.listCreditsItems() { ids.append(credit.id) }
        XCTAssertEqual(ids, ["c1", "c2"])
        XCTAssertEqual(mock.calls, [.listCredits(offset: 0), .listCredits(offset: 2)])
    }

    /// Pages that differ go on, even when they share items; a server that never stops is cut
    /// at the page bound with an error that names it.
    func testThePageBoundThrowsAfterThatManyPages() async throws {
        let mock = MockPagingClient()
        mock.handlers.listInvoices = { page, _ in
            InvoicePage(items: [Payment(id: "same", amount: 0), Payment(id: "p\(page)", amount: page)], hasMore: true)
        }
        XCTAssertEqual(mock.listInvoicesPages().maxPages, 10_000)
        var count = 0
        do {
            for try await _ in mock.listInvoicesItems().maxPages(3) { count += 1 }
            XCTFail("a server that always has more must hit the bound")
        } catch let error as APIError {
            guard case .unsuccessful(let details) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(details.operation, "listInvoices")
            XCTAssertEqual(
                error.localizedDescription,
                "Stopped after 3 pages of listInvoices: the server still said more would follow. If it really has more, raise the bound with maxPages(_:)."
            )
        }
        XCTAssertEqual(count, 6)
        XCTAssertEqual(mock.calls.count, 3, "the bound is checked before asking for a fourth page")
    }

    func testTheCursorIsSentAsAQueryItem() throws {
        let request = try PagingEndpoint.listPayments(cursor: "c/2 +", limit: 2).request(encoder: PagingCoding.makeEncoder())
        XCTAssertEqual(
            request.url(baseURL: PagingServer.production.url).absoluteString, "https://paging.example/payments?cursor=c%2F2%20%2B&limit=2")
        let first = try PagingEndpoint.listPayments(cursor: nil, limit: 2).request(encoder: PagingCoding.makeEncoder())
        XCTAssertEqual(first.url(baseURL: PagingServer.production.url).absoluteString, "https://paging.example/payments?limit=2")
    }

    /// `maxResponseSize: 2MB` on one endpoint reaches its request; the others keep the client's.
    func testAnEndpointsSizeLimitIsInItsRequest() throws {
        let encoder = PagingCoding.makeEncoder()
        XCTAssertEqual(try PagingEndpoint.listInvoices(page: 1, limit: 2).request(encoder: encoder).maxResponseSize, 2_000_000)
        XCTAssertNil(try PagingEndpoint.listPayments(cursor: nil, limit: 2).request(encoder: encoder).maxResponseSize)
    }
}
