// Splitza (seed 004): models, requests and the mock client, without a network.
// Catalog §4.5: SZ-01 to SZ-04 and SZ-08.

import Foundation
import Splitza
import SplitzaMocks
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class SplitzaTests: XCTestCase {
    private let baseURL = SplitzaServer.production.url

    private func coder() -> RoundTripper {
        RoundTripper(decoder: SplitzaCoding.makeDecoder, encoder: SplitzaCoding.makeEncoder)
    }

    private func request(_ endpoint: SplitzaEndpoint) throws -> EndpointRequest {
        try endpoint.request(encoder: SplitzaCoding.makeEncoder())
    }

    private func jsonBody(_ request: EndpointRequest, file: StaticString = #filePath, line: UInt = #line) -> Data {
        guard case .json(let data) = request.body else {
            XCTFail("\(request.operation): expected a JSON body, got \(request.body)", file: file, line: line)
            return Data()
        }
        return data
    }

    // MARK: Models

    static let billJSON = """
        {"id":"uuid-string","title":"Dinner at Restaurant","totalAmount":120.50,"date":"2025-08-10T19:30:00.000Z",
         "location":"Downtown Restaurant",
         "participants":[{"id":"participant-uuid-string","name":"John Doe","email":"john@example.com",
                          "amountOwed":40.17,"amountPaid":0,"isPaid":false}],
         "currency":"USD","description":"Team dinner","isSettled":false}
        """

    func testEveryModelRoundTrips() {
        let coder = coder()
        coder.check(SplitBill.self, Self.billJSON)
        coder.check(
            Participant.self,
            """
            {"id":"p2","name":"Ann","amountOwed":10,"amountPaid":10,"isPaid":true,"paidAt":"2025-08-11T08:00:00.250Z"}
            """)
        coder.check(Pagination.self, #"{"currentPage":1,"totalPages":5,"totalItems":100,"itemsPerPage":20}"#)
        coder.check(
            SplitBillPage.self,
            """
            {"success":true,"data":[\(Self.billJSON)],
             "pagination":{"currentPage":1,"totalPages":5,"totalItems":100,"itemsPerPage":20}}
            """)
        coder.check(APIResponse<SplitBill>.self, #"{"success":true,"data":\#(Self.billJSON)}"#)
        coder.check(APIResponse<SplitBill>.self, #"{"success":false}"#)
        coder.check(
            CreateSplitBillRequest.self,
            """
            {"title":"Dinner at Restaurant","totalAmount":120.50,"location":"Downtown Restaurant",
             "participants":[{"name":"John Doe","email":"john@example.com","amountOwed":40.17}],
             "currency":"USD","description":"Team dinner"}
            """)
        coder.check(ParticipantRequest.self, #"{"name":"No Email","amountOwed":0.01}"#)
        coder.check(UpdateSplitBillRequest.self, #"{"title":"T","totalAmount":99.99,"participants":[],"currency":"EUR"}"#)
        coder.check(UpdateParticipantPaymentBody.self, #"{"isPaid":true,"amountPaid":40.17}"#)
        coder.check(UpdateParticipantPaymentBody.self, #"{"isPaid":false}"#)
        coder.assertCoversEveryModel(of: "Splitza")
    }

    /// Splitza sends milliseconds (`iso8601-fractional`) and accepts whole seconds.
    func testDatesUseMilliseconds() throws {
        let coder = coder()
        let bill = try XCTUnwrap(coder.check(SplitBill.self, Self.billJSON))
        XCTAssertEqual(bill.date, utc(2025, 8, 10, 19, 30))
        XCTAssertTrue(text(coder.encode(bill)).contains(#""date":"2025-08-10T19:30:00.000Z""#))

        let paid = Participant(id: "p", name: "P", amountOwed: 1, paidAt: utc(2025, 8, 11, 8, 0, 0, nanosecond: 250_000_000))
        XCTAssertTrue(text(coder.encode(paid)).contains(#""paidAt":"2025-08-11T08:00:00.250Z""#), text(coder.encode(paid)))

        let whole = coder.check(
            Participant.self, #"{"id":"p","name":"P","amountOwed":1,"paidAt":"2025-08-11T08:00:00Z"}"#, canonical: false)
        XCTAssertEqual(whole?.paidAt, utc(2025, 8, 11, 8))
        coder.checkFails(Participant.self, #"{"id":"p","name":"P","amountOwed":1,"paidAt":"11/08/2025"}"#)
    }

    /// Every millisecond survives decode then encode: a decoded `.002` is a binary value just
    /// below it, and a formatter that cut the fraction off would send `.001` back.
    func testEveryMillisecondRoundTrips() {
        let format = SplitzaCoding.dateFormat
        var changed: [String] = []
        for base in ["2025-01-15T10:30:00", "1965-08-01T12:00:59"] {
            for millisecond in 0..<1000 {
                let digits = String(millisecond)
                let text = base + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
                guard let date = format.date(from: text) else {
                    changed.append("\(text) did not parse")
                    continue
                }
                let written = format.string(from: date)
                if written != text { changed.append("\(text) → \(written)") }
            }
        }
        XCTAssertEqual(changed, [], "\(changed.count) values changed, e.g. \(changed.prefix(3))")
        // Sub-millisecond values round to the nearest millisecond, carrying into the second.
        XCTAssertEqual(format.string(from: utc(2025, 8, 11, 8, 0, 59, nanosecond: 999_600_000)), "2025-08-11T08:01:00.000Z")
        XCTAssertEqual(format.string(from: utc(2025, 8, 11, 8, 0, 0, nanosecond: 1_400_000)), "2025-08-11T08:00:00.001Z")
    }

    /// Money is Decimal: 120.50 and 40.17 neither gain nor lose digits on the way in or out.
    func testDecimalAmountsKeepTheirDigits() throws {
        let coder = coder()
        let bill = try XCTUnwrap(coder.check(SplitBill.self, Self.billJSON))
        XCTAssertEqual(bill.totalAmount, decimal("120.50"))
        XCTAssertEqual(bill.participants[0].amountOwed, decimal("40.17"))
        let encoded = text(coder.encode(bill))
        XCTAssertTrue(encoded.contains(#""totalAmount":120.5"#), encoded)
        XCTAssertTrue(encoded.contains(#""amountOwed":40.17"#), encoded)
        XCTAssertFalse(encoded.contains("40.170000"), encoded)

        // Values that Double cannot hold exactly.
        let sums = ["0.1", "0.3", "1234567.89", "9999999999.99"]
        for value in sums {
            let request = ParticipantRequest(name: "x", amountOwed: decimal(value))
            let data = coder.encode(request)
            XCTAssertTrue(text(data).contains(#""amountOwed":\#(value)"#), text(data))
            let back = try SplitzaCoding.makeDecoder().decode(ParticipantRequest.self, from: data)
            XCTAssertEqual(back.amountOwed, decimal(value))
        }
    }

    /// `amountPaid = 0` and `isPaid = false` apply when the keys are missing; optionals are nil.
    func testDefaultsApplyWhenKeysAreMissing() throws {
        let participant = try SplitzaCoding.makeDecoder().decode(
            Participant.self, from: Data(#"{"id":"p","name":"P","amountOwed":5.25}"#.utf8))
        XCTAssertEqual(participant.amountPaid, 0)
        XCTAssertEqual(participant.isPaid, false)
        XCTAssertNil(participant.email)
        XCTAssertNil(participant.paidAt)
        // Defaults are sent; nil optionals are not.
        assertJSON(coder().encode(participant), equals: #"{"id":"p","name":"P","amountOwed":5.25,"amountPaid":0,"isPaid":false}"#)
        // The memberwise init has the same defaults.
        XCTAssertEqual(Participant(id: "p", name: "P", amountOwed: decimal("5.25")), participant)
    }

    /// null and absent both decode to nil; nil is left out when encoding.
    func testNullAndAbsentOptionals() throws {
        let decoder = SplitzaCoding.makeDecoder()
        let withNull = try decoder.decode(
            ParticipantRequest.self, from: Data(#"{"name":"A","email":null,"amountOwed":1}"#.utf8))
        let absent = try decoder.decode(ParticipantRequest.self, from: Data(#"{"name":"A","amountOwed":1}"#.utf8))
        XCTAssertNil(withNull.email)
        XCTAssertEqual(withNull, absent)
        let node = try JSONNode(coder().encode(withNull))
        XCTAssertEqual(node.keys, ["name", "amountOwed"])
    }

    func testMissingRequiredKeysFail() {
        let coder = coder()
        coder.checkFails(SplitBill.self, #"{"id":"x","title":"t"}"#)
        coder.checkFails(Participant.self, #"{"id":"p","name":"P"}"#)
        coder.checkFails(Pagination.self, #"{"currentPage":"1","totalPages":5,"totalItems":100,"itemsPerPage":20}"#)
    }

    func testExampleFixture() throws {
        let example = SplitBill.example
        XCTAssertEqual(example.totalAmount, decimal("120.50"))
        XCTAssertEqual(example.participants.first?.amountOwed, decimal("40.17"))
        XCTAssertEqual(example.date, utc(2025, 8, 10, 19, 30), "the spec's example date, not the epoch")
        let data = coder().encode(example)
        XCTAssertEqual(try SplitzaCoding.makeDecoder().decode(SplitBill.self, from: data), example)
    }

    // MARK: SZ-02 List decoding

    func testSZ02DocumentListResponseDecodes() throws {
        // The document's "Split Bill Response", its `[...]` replaced by one participant.
        let json = """
            {
              "success": true,
              "data": [
                {
                  "id": "uuid-string",
                  "title": "Dinner at Restaurant",
                  "totalAmount": 120.50,
                  "date": "2025-08-10T19:30:00.000Z",
                  "location": "Downtown Restaurant",
                  "participants": [{"id": "participant-uuid-string", "name": "John Doe", "email": "john@example.com", "amountOwed": 40.17}],
                  "currency": "USD",
                  "description": "Team dinner",
                  "isSettled": false
                }
              ],
              "pagination": {
                "currentPage": 1,
                "totalPages": 5,
                "totalItems": 100,
                "itemsPerPage": 20
              }
            }
            """
        let page = try SplitzaCoding.makeDecoder().decode(SplitBillPage.self, from: Data(json.utf8))
        XCTAssertTrue(page.success)
        XCTAssertEqual(page.data.count, 1)
        XCTAssertEqual(page.data[0].id, "uuid-string")
        XCTAssertEqual(page.data[0].date, utc(2025, 8, 10, 19, 30))
        XCTAssertEqual(page.data[0].totalAmount, decimal("120.50"))
        XCTAssertEqual(page.data[0].isSettled, false)
        XCTAssertEqual(page.pagination, Pagination(currentPage: 1, totalPages: 5, totalItems: 100, itemsPerPage: 20))
        XCTAssertEqual(page.data[0].participants[0].amountPaid, 0)
    }

    /// Single answers arrive as `{"success": true, "data": …}`; the client unwraps them.
    func testEnvelopeUnwrapping() throws {
        let http = HTTPClient(configuration: ClientConfiguration(baseURL: baseURL, makeDecoder: { SplitzaCoding.makeDecoder() }))
        let ok = HTTPResponse(status: 200, body: Data(#"{"success":true,"data":\#(Self.billJSON)}"#.utf8))
        XCTAssertEqual(try http.unwrap(APIResponse<SplitBill>.self, from: ok, operation: "getSplitBill").id, "uuid-string")

        let failed = HTTPResponse(status: 200, body: Data(#"{"success":false}"#.utf8))
        XCTAssertThrowsError(try http.unwrap(APIResponse<SplitBill>.self, from: failed, operation: "getSplitBill")) { error in
            XCTAssertEqual((error as? APIError)?.kind, .unsuccessful)
        }
        // DELETE answers carry no data: the void check accepts them, and an empty body.
        XCTAssertNoThrow(
            try http.checkEnvelope(
                APIResponse<EmptyPayload>.self, from: HTTPResponse(status: 200, body: Data(#"{"success":true}"#.utf8)),
                operation: "deleteSplitBill"))
        XCTAssertNoThrow(
            try http.checkEnvelope(APIResponse<EmptyPayload>.self, from: HTTPResponse(status: 204), operation: "deleteSplitBill"))
        XCTAssertThrowsError(
            try http.unwrap(
                APIResponse<SplitBill>.self, from: HTTPResponse(status: 200, body: Data("not json".utf8)), operation: "getSplitBill")
        ) { error in
            XCTAssertEqual((error as? APIError)?.kind, .decoding)
        }
    }

    // MARK: Requests

    func routes() -> [Route<SplitzaEndpoint, MockSplitzaClient>] {
        let create = CreateSplitBillRequest(title: "T", totalAmount: 1, participants: [], currency: "USD")
        let update = UpdateSplitBillRequest(title: "U", totalAmount: 2, participants: [], currency: "USD")
        return [
            Route(.getAllSplitBills(page: 1, limit: 20), "GET", "/split-bills") { _ = try await $0.getAllSplitBills() },
            Route(.getSplitBill(id: "b1"), "GET", "/split-bills/b1") { _ = try await $0.getSplitBill(id: "b1") },
            Route(.searchSplitBills(query: "x", page: 1, limit: 20), "GET", "/split-bills/search") {
                _ = try await $0.searchSplitBills(query: "x")
            },
            Route(.createSplitBill(body: create), "POST", "/split-bills") { _ = try await $0.createSplitBill(body: create) },
            Route(.updateSplitBill(id: "b1", body: update), "PUT", "/split-bills/b1") {
                _ = try await $0.updateSplitBill(id: "b1", body: update)
            },
            Route(.deleteSplitBill(id: "b1"), "DELETE", "/split-bills/b1") { try await $0.deleteSplitBill(id: "b1") },
            Route(.settleSplitBill(id: "b1"), "PUT", "/split-bills/b1/settle") { _ = try await $0.settleSplitBill(id: "b1") },
            Route(
                .updateParticipantPayment(billId: "b1", participantId: "p2", isPaid: true, amountPaid: nil), "PUT",
                "/split-bills/b1/participants/p2/payment"
            ) {
                _ = try await $0.updateParticipantPayment(billId: "b1", participantId: "p2", isPaid: true)
            },
        ]
    }

    /// SZ-04: all 8 routes; the payment route takes two path parameters.
    func testSZ04Routes() throws {
        let routes = routes()
        XCTAssertEqual(
            Set(routes.map(\.endpoint.operation)), GeneratedSource.operations(api: "Splitza"), "the table must list every endpoint")
        for route in routes {
            let request = try request(route.endpoint)
            XCTAssertEqual(request.method.rawValue, route.method, line: route.line)
            XCTAssertEqual(request.path, route.path, line: route.line)
            XCTAssertEqual(request.operation, route.endpoint.operation, line: route.line)
            XCTAssertEqual(request.auth, .bearer, line: route.line)
            XCTAssertNil(request.timeout, "the document gives no timeout", line: route.line)
            XCTAssertEqual(request.retries, 0, line: route.line)
            XCTAssertNil(request.cacheLifetime, line: route.line)
            let urlRequest = try route.endpoint.urlRequest(baseURL: baseURL, encoder: SplitzaCoding.makeEncoder())
            XCTAssertEqual(urlRequest.httpMethod, route.method, line: route.line)
            XCTAssertTrue(urlRequest.url!.absoluteString.hasPrefix("https://api.splitza.app/api/v1" + route.path), line: route.line)
            if route.method == "GET" || route.method == "DELETE" {
                XCTAssertNil(urlRequest.httpBody, "\(route.method) must not carry a body", line: route.line)
            }
        }
    }

    /// `/split-bills/search` is its own route, not `/split-bills/{id}` with id "search".
    func testSearchIsNotCapturedByID() throws {
        let search = try request(.searchSplitBills(query: "dinner & drinks", page: 2, limit: 10))
        XCTAssertEqual(search.operation, "searchSplitBills")
        XCTAssertEqual(search.path, "/split-bills/search")
        XCTAssertEqual(pairs(search.query), ["query=dinner & drinks", "page=2", "limit=10"])
        XCTAssertEqual(
            search.url(baseURL: baseURL).absoluteString,
            "https://api.splitza.app/api/v1/split-bills/search?query=dinner%20%26%20drinks&page=2&limit=10")
        // An id that happens to be "search" is still a getSplitBill call with that id.
        let byID = try request(.getSplitBill(id: "search"))
        XCTAssertEqual(byID.operation, "getSplitBill")
        XCTAssertTrue(byID.query.isEmpty)
    }

    /// SZ-01: `getAllSplitBills(page: 1, limit: 20)` → `GET /api/v1/split-bills?page=1&limit=20`.
    func testSZ01ListRequest() throws {
        let request = try request(.getAllSplitBills(page: 1, limit: 20))
        XCTAssertEqual(request.url(baseURL: baseURL).absoluteString, "https://api.splitza.app/api/v1/split-bills?page=1&limit=20")
        // The API key header (name not in the document) travels as a configuration header.
        let urlRequest = request.urlRequest(baseURL: baseURL, defaultHeaders: [(name: "X-API-Key", value: "k")])
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "X-API-Key"), "k")
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "Accept"), "application/json")
        XCTAssertNil(urlRequest.httpBody)
        XCTAssertNil(urlRequest.value(forHTTPHeaderField: "Content-Type"))
        // Defaults are sent even when the caller does not pass them.
        XCTAssertEqual(pairs(try self.request(.getAllSplitBills(page: 3, limit: 50)).query), ["page=3", "limit=50"])
    }

    /// SZ-03: the create body is the document's JSON, camelCase, amounts exact.
    func testSZ03CreateBody() throws {
        let body = CreateSplitBillRequest(
            title: "Dinner at Restaurant", totalAmount: decimal("120.50"), location: "Downtown Restaurant",
            participants: [ParticipantRequest(name: "John Doe", email: "john@example.com", amountOwed: decimal("40.17"))],
            currency: "USD", description: "Team dinner")
        let request = try request(.createSplitBill(body: body))
        let data = jsonBody(request)
        assertJSON(
            data,
            equals: """
                {
                  "title": "Dinner at Restaurant",
                  "totalAmount": 120.50,
                  "location": "Downtown Restaurant",
                  "participants": [{"name": "John Doe", "email": "john@example.com", "amountOwed": 40.17}],
                  "currency": "USD",
                  "description": "Team dinner"
                }
                """)
        XCTAssertTrue(text(data).contains(#""totalAmount":120.5"#), text(data))
        XCTAssertTrue(text(data).contains(#""amountOwed":40.17"#), text(data))
        let urlRequest = try SplitzaEndpoint.createSplitBill(body: body).urlRequest(baseURL: baseURL, encoder: SplitzaCoding.makeEncoder())
        XCTAssertEqual(urlRequest.url?.absoluteString, "https://api.splitza.app/api/v1/split-bills")
        XCTAssertEqual(urlRequest.httpMethod, "POST")
        XCTAssertEqual(urlRequest.httpBody, data)
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "Content-Type"), "application/json")
    }

    func testParticipantPaymentBody() throws {
        let paid = try request(.updateParticipantPayment(billId: "b", participantId: "p", isPaid: true, amountPaid: decimal("40.17")))
        assertJSON(jsonBody(paid), equals: #"{"isPaid":true,"amountPaid":40.17}"#)
        let unpaid = try request(.updateParticipantPayment(billId: "b", participantId: "p", isPaid: false, amountPaid: nil))
        assertJSON(jsonBody(unpaid), equals: #"{"isPaid":false}"#)
    }

    /// No spec has an array query parameter yet; the runtime repeats the key for each value,
    /// and drops a body from a GET even when one is set.
    func testRepeatedQueryKeysAndBodylessGET() {
        let request = EndpointRequest(
            operation: "probe", method: .get, path: "/split-bills",
            query: [URLQueryItem(name: "id", value: "a"), URLQueryItem(name: "id", value: "b c"), URLQueryItem(name: "flag", value: nil)],
            body: .json(Data("{}".utf8)))
        XCTAssertEqual(request.url(baseURL: baseURL).absoluteString, "https://api.splitza.app/api/v1/split-bills?id=a&id=b%20c&flag")
        let urlRequest = request.urlRequest(baseURL: baseURL)
        XCTAssertNil(urlRequest.httpBody)
        XCTAssertNil(urlRequest.value(forHTTPHeaderField: "Content-Type"))
        var delete = request
        delete.method = .delete
        XCTAssertEqual(delete.urlRequest(baseURL: baseURL).httpBody, Data("{}".utf8))
    }

    /// An id with `/`, `?`, `#`, `%`, space, `+` or `&` stays one path segment.
    func testPathParametersAreEscaped() throws {
        let request = try request(.updateParticipantPayment(billId: hostileID, participantId: "p/1", isPaid: true, amountPaid: nil))
        XCTAssertEqual(request.path, "/split-bills/\(hostileSegment)/participants/p%2F1/payment")
        let url = request.url(baseURL: baseURL)
        XCTAssertNil(url.query)
        XCTAssertNil(url.fragment)
        XCTAssertEqual(url.absoluteString, "https://api.splitza.app/api/v1/split-bills/\(hostileSegment)/participants/p%2F1/payment")
        XCTAssertEqual(try self.request(.getSplitBill(id: "100%")).path, "/split-bills/100%25")
        // Dot segments would be resolved away by the URL stack: `/split-bills/..` is `/`.
        XCTAssertEqual(try self.request(.getSplitBill(id: "..")).path, "/split-bills/%2E%2E")
        XCTAssertEqual(try self.request(.getSplitBill(id: ".")).path, "/split-bills/%2E")
        XCTAssertEqual(try self.request(.getSplitBill(id: "...")).path, "/split-bills/...")
        let dots = try self.request(.getSplitBill(id: "..")).url(baseURL: baseURL)
        XCTAssertEqual(dots.absoluteString, "https://api.splitza.app/api/v1/split-bills/%2E%2E")
        XCTAssertEqual(dots.standardized.absoluteString, dots.absoluteString)
        // An empty id has no encoding: `/split-bills/` is another endpoint, so no request is built.
        XCTAssertThrowsError(try self.request(.updateParticipantPayment(billId: "b", participantId: "", isPaid: true, amountPaid: nil))) {
            error in
            guard case APIError.encoding(let details) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(
                details.message, "path parameter 'participantId' is empty: the request would go to /split-bills/b/participants//payment")
        }
        XCTAssertThrowsError(try self.request(.getSplitBill(id: ""))) { error in
            guard case APIError.encoding(let details) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(details.operation, "getSplitBill")
            XCTAssertEqual(details.message, "path parameter 'id' is empty: the request would go to /split-bills/")
        }
    }

    // MARK: Mock client (SZ-08)

    func testMockRecordsEveryEndpointAndThrowsWhenNotStubbed() async throws {
        let routes = routes()
        let mock = MockSplitzaClient()
        for route in routes {
            do {
                try await route.call(mock)
                XCTFail("\(route.endpoint.operation) answered without a handler", line: route.line)
            } catch let error as MockClientError {
                XCTAssertEqual(error, .notStubbed(route.endpoint.operation), line: route.line)
                XCTAssertEqual(error.description, "not stubbed: \(route.endpoint.operation)", line: route.line)
            }
        }
        XCTAssertEqual(mock.calls, routes.map(\.endpoint))
    }

    func testMockHandlersAnswer() async throws {
        let mock = MockSplitzaClient()
        mock.handlers.getSplitBill = { id in
            var bill = SplitBill.example
            bill.id = id
            return bill
        }
        mock.handlers.updateParticipantPayment = { _, participantId, isPaid, amountPaid in
            var bill = SplitBill.example
            let first = bill.participants[0]
            bill.participants[0] = Participant(
                id: participantId, name: first.name, email: first.email, amountOwed: first.amountOwed, amountPaid: amountPaid ?? 0,
                isPaid: isPaid)
            return bill
        }
        mock.handlers.deleteSplitBill = { _ in }
        struct Offline: Error {}
        mock.handlers.settleSplitBill = { _ in throw Offline() }

        let bill = try await mock.getSplitBill(id: "b9")
        XCTAssertEqual(bill.id, "b9")
        let paid = try await mock.updateParticipantPayment(billId: "b9", participantId: "p1", isPaid: true, amountPaid: decimal("40.17"))
        XCTAssertEqual(paid.participants[0].amountPaid, decimal("40.17"))
        try await mock.deleteSplitBill(id: "b9")
        do {
            _ = try await mock.settleSplitBill(id: "b9")
            XCTFail("expected the handler's error")
        } catch is Offline {}
        XCTAssertEqual(
            mock.calls,
            [
                .getSplitBill(id: "b9"),
                .updateParticipantPayment(billId: "b9", participantId: "p1", isPaid: true, amountPaid: decimal("40.17")),
                .deleteSplitBill(id: "b9"),
                .settleSplitBill(id: "b9"),
            ])
    }

    func testMockRecordsConcurrentCalls() async throws {
        let mock = MockSplitzaClient()
        mock.handlers.getSplitBill = { id in
            var bill = SplitBill.example
            bill.id = id
            return bill
        }
        let ids = (0..<64).map { "bill-\($0)" }
        let returned = try await withThrowingTaskGroup(of: String.self) { group in
            for id in ids {
                group.addTask { try await mock.getSplitBill(id: id).id }
            }
            var all: [String] = []
            for try await id in group { all.append(id) }
            return all
        }
        XCTAssertEqual(Set(returned), Set(ids))
        XCTAssertEqual(mock.calls.count, ids.count)
        XCTAssertEqual(Set(mock.calls), Set(ids.map { SplitzaEndpoint.getSplitBill(id: $0) }))
    }

    /// The page sequence works through the protocol, so the mock drives it: a short page ends it.
    func testPagesThroughTheMock() async throws {
        let mock = MockSplitzaClient()
        mock.handlers.getAllSplitBills = { page, limit in
            let count = page == 1 ? limit : 1
            let bills = (0..<count).map { index -> SplitBill in
                var bill = SplitBill.example
                bill.id = "\(page)-\(index)"
                return bill
            }
            return SplitBillPage(
                success: true, data: bills,
                pagination: Pagination(currentPage: page, totalPages: 2, totalItems: limit + 1, itemsPerPage: limit))
        }
        var ids: [String] = []
        for try await bill in mock.getAllSplitBillsItems(limit: 2) { ids.append(bill.id) }
        XCTAssertEqual(ids, ["1-0", "1-1", "2-0"])
        XCTAssertEqual(mock.calls, [.getAllSplitBills(page: 1, limit: 2), .getAllSplitBills(page: 2, limit: 2)])
    }
}
