// Splitza (seed 004) against a real server: list answers with pagination beside data, the
// literal `search` route beside `{id}`, exact Decimal money, fractional dates, paging.
import Foundation
import Splitza
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static func bill(_ id: String, title: String = "Dinner at Restaurant") -> String {
        #"{"id":\#(Wire.quoted(id)),"title":\#(Wire.quoted(title)),"totalAmount":120.50,"date":"2025-08-10T19:30:00.000Z","location":"Downtown Restaurant","participants":[{"id":"p1","name":"John Doe","email":"john@example.com","amountOwed":40.17,"amountPaid":0,"isPaid":false}],"currency":"USD","description":"Team dinner","isSettled":false}"#
    }

    static func page(_ ids: [String], page: Int, limit: Int, total: Int) -> String {
        let pages = max(1, (total + limit - 1) / limit)
        return
            #"{"success":true,"data":[\#(ids.map { bill($0) }.joined(separator: ","))],"pagination":{"currentPage":\#(page),"totalPages":\#(pages),"totalItems":\#(total),"itemsPerPage":\#(limit)}}"#
    }

    /// Page `page` of `total` bills named `prefix0…`.
    static func list(prefix: String, total: Int, _ r: Captured) -> Reply {
        let page = Int(r.query("page") ?? "1") ?? 1
        let limit = Int(r.query("limit") ?? "20") ?? 20
        let ids = ((page - 1) * limit..<min(page * limit, total)).map { "\(prefix)\($0)" }
        return .json(200, Fixture.page(ids, page: page, limit: limit, total: total))
    }
}

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    switch (r.method, r.rawPath) {
    case ("GET", "/api/v1/split-bills"):
        return Fixture.list(prefix: "b", total: 5, r)
    case ("GET", "/api/v1/split-bills/search"):
        return Fixture.list(prefix: "found-\(r.query("query") ?? "")-", total: 4, r)
    case ("POST", "/api/v1/split-bills"):
        return .json(201, #"{"success":true,"data":\#(Fixture.bill("new"))}"#)
    case ("DELETE", "/api/v1/split-bills/b1"):
        return .json(200, #"{"success":true}"#)  // no data on DELETE
    case ("DELETE", "/api/v1/split-bills/b2"):
        return Reply(status: 204)
    case ("PUT", "/api/v1/split-bills/b1/settle"):
        return .json(409, #"{"message":"Already settled"}"#)
    case ("GET", "/api/v1/split-bills/missing"):
        return .json(404, #"{"success":false,"message":"Bill not found"}"#)
    default:
        guard r.method == "GET", let id = r.segments(after: "/api/v1/split-bills/")?.first else {
            return .json(404, #"{"success":false}"#)
        }
        return .json(200, #"{"success":true,"data":\#(Fixture.bill(id))}"#)
    }
}

private func withClient(_ body: (SplitzaClient, TestServer) async throws -> Void) async throws {
    try await withServer(route) { server, session in
        let client = SplitzaClient(
            baseURL: server.url("/api/v1"), credentials: .bearerToken("sp"), transport: URLSessionTransport(configuration: .ephemeral))
        try await body(client, server)
    }
}

@Suite("Splitza")
struct SplitzaTests {
    @Test("A list keeps its pagination beside data; money stays exact")
    func listWithPagination() async throws {
        try await withClient { client, server in
            let page = try await client.getAllSplitBills(page: 2, limit: 2)
            #expect(page.success)
            #expect(page.data.map(\.id) == ["b2", "b3"])
            #expect(page.pagination == Pagination(currentPage: 2, totalPages: 3, totalItems: 5, itemsPerPage: 2))
            let bill = try #require(page.data.first)
            #expect(bill.totalAmount == Decimal(string: "120.50"))
            #expect(bill.participants.first?.amountOwed == Decimal(string: "40.17"))
            #expect(bill.date == Date(timeIntervalSince1970: 1_754_854_200))
            #expect(server.last?.query("page") == "2")
            #expect(server.last?.query("limit") == "2")
        }
    }

    @Test("`search` is its own route, not an {id}")
    func searchRoute() async throws {
        try await withClient { client, server in
            let found = try await client.searchSplitBills(query: "pizza & beer/2", page: 1, limit: 10)
            #expect(
                found.data.map(\.id) == [
                    "found-pizza & beer/2-0", "found-pizza & beer/2-1", "found-pizza & beer/2-2", "found-pizza & beer/2-3",
                ])
            let seen = try #require(server.last)
            #expect(seen.rawPath == "/api/v1/split-bills/search")
            #expect(seen.queryItems.map(\.name) == ["query", "page", "limit"])
            // And an id that is not `search` goes to getSplitBill, unwrapped from its envelope.
            let bill = try await client.getSplitBill(id: "b9")
            #expect(bill.id == "b9")
        }
    }

    @Test("A JSON body is encoded camelCase with exact amounts")
    func createBody() async throws {
        try await withClient { client, server in
            let request = CreateSplitBillRequest(
                title: "Dinner", totalAmount: Decimal(string: "120.50")!,
                participants: [ParticipantRequest(name: "John", amountOwed: Decimal(string: "40.17")!)], currency: "USD")
            let bill = try await client.createSplitBill(body: request)
            #expect(bill.id == "new")
            let seen = try #require(server.last)
            #expect(seen.header("Content-Type") == "application/json")
            #expect(
                String(decoding: seen.body, as: UTF8.self)
                    == #"{"currency":"USD","participants":[{"amountOwed":40.17,"name":"John"}],"title":"Dinner","totalAmount":120.5}"#)
        }
    }

    @Test("DELETE with an empty envelope or a 204 succeeds")
    func deleteCalls() async throws {
        try await withClient { client, _ in
            try await client.deleteSplitBill(id: "b1")
            try await client.deleteSplitBill(id: "b2")
        }
    }

    @Test("Errors map by status (the spec has no error body); one shaped like the envelope decodes as it")
    func errorsByStatus() async throws {
        try await withClient { client, _ in
            let missing = await thrown(APIError.self) { try await client.getSplitBill(id: "missing") }
            #expect(missing?.kind == .notFound)
            // The envelope names no message field, so there is no message; the body is still read.
            #expect(missing?.serverMessage == nil)
            #expect(missing?.errorBody(as: APIResponse<EmptyPayload>.self)?.success == false)
            let conflict = await thrown(APIError.self) { try await client.settleSplitBill(id: "b1") }
            #expect(conflict?.kind == .clientError)
            #expect(conflict?.status == 409)
            #expect(conflict?.details.bodyExcerpt() == #"{"message":"Already settled"}"#)
        }
    }

    @Test("Pages stop at pagination.totalPages")
    func pagination() async throws {
        try await withClient { client, server in
            var sizes: [Int] = []
            for try await page in client.getAllSplitBillsPages(limit: 2) { sizes.append(page.data.count) }
            #expect(sizes == [2, 2, 1])
            #expect(server.requests.count == 3)
            // 4 results in pages of 2: totalPages (2) ends the sequence without asking for an empty third page.
            var ids: [String] = []
            for try await bill in client.searchSplitBillsItems(query: "x", limit: 2) { ids.append(bill.id) }
            #expect(ids == ["found-x-0", "found-x-1", "found-x-2", "found-x-3"])
            #expect(server.requests.count == 5)
            #expect(server.requests.suffix(2).map { $0.query("page") } == ["1", "2"])
        }
    }
}
