// RepairMinder (seed 002): models, envelope semantics, requests and the mock client, without a
// network. Catalog §4.3: RM-01 to RM-03, RM-08, RM-09 (auth per endpoint), RM-12 to RM-14,
// RM-17 to RM-19, RM-22, RM-24.

import Foundation
import RepairMinder
import RepairMinderMocks
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RepairMinderTests: XCTestCase {
    private let baseURL = RepairMinderServer.production.url

    private func coder() -> RoundTripper {
        RoundTripper(decoder: RepairMinderCoding.makeDecoder, encoder: RepairMinderCoding.makeEncoder)
    }

    private func request(_ endpoint: RepairMinderEndpoint) throws -> EndpointRequest {
        try endpoint.request(encoder: RepairMinderCoding.makeEncoder())
    }

    private func jsonBody(_ endpoint: RepairMinderEndpoint, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let request = try request(endpoint)
        guard case .json(let data) = request.body else {
            XCTFail("\(request.operation): expected a JSON body, got \(request.body)", file: file, line: line)
            return Data()
        }
        return data
    }

    private var http: HTTPClient {
        HTTPClient(configuration: ClientConfiguration(baseURL: baseURL, makeDecoder: { RepairMinderCoding.makeDecoder() }))
    }

    private func answer(_ json: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(json.utf8))
    }

    // MARK: Models

    static let userJSON = #"{"id":"u1","email":"a@b.c","first_name":"Ada","last_name":"Lovelace","role":"technician","company_id":"c1"}"#
    static let orderJSON = """
        {"id":"o1","order_number":"RM-1001","client_id":"c1","status":"open","device_count":2,"total":120.50,
         "notes":"Cracked screen","created_at":"2025-03-01T09:00:00Z","updated_at":"2025-03-02T10:15:30Z"}
        """
    static let deviceJSON = """
        {"id":"d1","order_id":"o1","brand":"Apple","model":"iPhone 13","serial_number":"SN1","status":"in_repair",
         "assigned_to":"u1","created_at":"2025-03-01T09:05:00Z"}
        """

    func testEveryModelRoundTrips() {
        let coder = coder()
        coder.check(User.self, Self.userJSON)
        coder.check(User.self, #"{"id":"u2","email":"x@y.z","first_name":"X","last_name":"Y","role":"admin"}"#)
        coder.check(
            AuthSession.self,
            """
            {"token":"t","refresh_token":"r","expires_at":"2025-03-01T10:00:00Z","user":\(Self.userJSON),"requires_two_factor":true}
            """)
        coder.check(
            DashboardStats.self,
            """
            {"scope":"user","period":"this_month","orders_open":12,"orders_completed":48,"devices_in_repair":9,
             "devices_awaiting_parts":3,"revenue":5230.75,"average_turnaround_hours":26.5}
            """)
        coder.check(EnquiryStats.self, #"{"total":10,"open":4,"awaiting_reply":3,"resolved":3,"breakdown":{"email":6,"phone":4}}"#)
        coder.check(CategoryBreakdown.self, #"{"period":"this_month","categories":[{"category":"screens","count":7,"revenue":40.17}]}"#)
        coder.check(CategoryCount.self, #"{"category":"batteries","count":2,"revenue":0.1}"#)
        coder.check(Order.self, Self.orderJSON)
        coder.check(CreateOrderRequest.self, #"{"client_id":"c1","notes":"n","priority":"high"}"#)
        coder.check(UpdateOrderRequest.self, #"{"status":"closed"}"#)
        coder.check(Device.self, Self.deviceJSON)
        coder.check(UpdateDeviceRequest.self, #"{"assigned_to":"u2","notes":"n"}"#)
        coder.check(
            Client.self,
            #"{"id":"c1","name":"Acme","email":"a@acme.com","phone":"+44","order_count":3,"created_at":"2024-12-31T23:59:59Z"}"#)
        coder.check(
            Ticket.self,
            """
            {"id":"t1","subject":"Where is my phone?","status":"open","client_id":"c1","last_message_at":"2025-03-03T12:00:00Z","created_at":"2025-03-03T11:00:00Z"}
            """)
        coder.check(
            TicketMessage.self,
            """
            {"id":"m1","ticket_id":"t1","body":"Soon","from_client":false,"author_name":"Ada","created_at":"2025-03-03T12:00:00Z"}
            """)
        coder.check(LookupResult.self, #"{"type":"order","order":\#(Self.orderJSON)}"#)
        coder.check(LookupResult.self, #"{"type":"device","device":\#(Self.deviceJSON)}"#)
        coder.check(UserSettings.self, #"{"notifications_enabled":true,"email_notifications":false,"default_scope":"user","theme":"dark"}"#)
        coder.check(UpdateUserSettingsRequest.self, #"{"theme":"light"}"#)
        coder.check(LoginBody.self, #"{"email":"a@b.c","password":"pw","two_factor_token":"123456"}"#)
        coder.check(RefreshTokenBody.self, #"{"refresh_token":"r"}"#)
        coder.check(SendTicketMessageBody.self, #"{"message":"Hello"}"#)
        coder.check(PaginationMeta.self, #"{"total":45,"limit":20,"offset":20,"has_more":true}"#)
        coder.check(PaginatedResponse<Order>.self, #"{"items":[\#(Self.orderJSON)],"pagination":{"total":1,"limit":20,"offset":0}}"#)
        coder.check(APIResponse<User>.self, #"{"success":true,"data":\#(Self.userJSON)}"#)
        coder.check(APIResponse<User>.self, #"{"success":false,"error":"Nope","message":"Denied"}"#)
        coder.check(ErrorBody.self, #"{"error":"boom"}"#)
        coder.assertCoversEveryModel(of: "RepairMinder")
    }

    /// RM-12: snake_case both ways.
    func testRM12SnakeCaseBothWays() throws {
        let session = try XCTUnwrap(
            coder().check(AuthSession.self, #"{"token":"t","refresh_token":"r","user":\#(Self.userJSON)}"#, canonical: false))
        XCTAssertEqual(session.refreshToken, "r")
        XCTAssertEqual(session.user?.firstName, "Ada")
        XCTAssertEqual(session.user?.companyId, "c1")
        XCTAssertFalse(session.requiresTwoFactor, "the default applies when the key is missing")
        XCTAssertNil(session.expiresAt)
        let encoded = try JSONNode(coder().encode(session))
        XCTAssertEqual(encoded.keys, ["token", "refresh_token", "user", "requires_two_factor"])
        assertJSON(try jsonBody(.refreshToken(refreshToken: "r1")), equals: #"{"refresh_token":"r1"}"#)
    }

    /// RM-22: `has_more` is honoured when present (the document's convertFromSnakeCase lost it).
    func testRM22PaginationMetaHonoursHasMore() throws {
        let decoder = RepairMinderCoding.makeDecoder()
        let stated = try decoder.decode(PaginationMeta.self, from: Data(#"{"total":100,"limit":20,"offset":0,"has_more":false}"#.utf8))
        XCTAssertEqual(stated.total, 100)
        XCTAssertEqual(stated.limit, 20)
        XCTAssertEqual(stated.offset, 0)
        XCTAssertEqual(stated.hasMore, false)
        let absent = try decoder.decode(PaginationMeta.self, from: Data(#"{"total":100,"limit":20,"offset":0}"#.utf8))
        XCTAssertNil(absent.hasMore)
        let null = try decoder.decode(PaginationMeta.self, from: Data(#"{"total":100,"limit":20,"offset":0,"has_more":null}"#.utf8))
        XCTAssertNil(null.hasMore)
        XCTAssertEqual(try JSONNode(coder().encode(absent)).keys, ["total", "limit", "offset"])
    }

    /// RM-22 through the page sequence: `has_more: false` ends even a full page; `true` goes on
    /// after a short one; without it a short page is the last.
    func testRM22PagesFollowHasMore() async throws {
        /// `count` orders o<offset>, o<offset + 1>…: each page its own (a page that repeated the
        /// one before would end the sequence).
        @Sendable func page(_ count: Int, offset: Int, hasMore: Bool?) -> PaginatedResponse<Order> {
            let orders = (offset..<offset + count).map { index in
                try! RepairMinderCoding.makeDecoder().decode(
                    Order.self, from: Data(Self.orderJSON.replacingOccurrences(of: #""id":"o1""#, with: #""id":"o\#(index)""#).utf8))
            }
            return PaginatedResponse(items: orders, pagination: PaginationMeta(total: 100, limit: 2, offset: offset, hasMore: hasMore))
        }
        let stops = MockRepairMinderClient()
        stops.handlers.orders = { _, limit, _, _ in page(limit, offset: 0, hasMore: false) }
        var count = 0
        for try await _ in stops.ordersItems(limit: 2) { count += 1 }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(stops.calls, [.orders(page: 1, limit: 2, status: nil, search: nil)])

        let goesOn = MockRepairMinderClient()
        goesOn.handlers.orders = { pageNumber, _, _, _ in
            pageNumber == 1 ? page(1, offset: 0, hasMore: true) : page(1, offset: 1, hasMore: false)
        }
        count = 0
        for try await _ in goesOn.ordersItems(limit: 2, status: "open") { count += 1 }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(
            goesOn.calls,
            [.orders(page: 1, limit: 2, status: "open", search: nil), .orders(page: 2, limit: 2, status: "open", search: nil)])

        let short = MockRepairMinderClient()
        short.handlers.tickets = { pageNumber, _, _ in
            let tickets = try RepairMinderCoding.makeDecoder().decode(
                [Ticket].self,
                from: Data(
                    """
                    [{"id":"t\(pageNumber)a","subject":"s","status":"open","created_at":"2025-03-03T11:00:00Z"},
                     {"id":"t\(pageNumber)b","subject":"s","status":"open","created_at":"2025-03-03T11:00:00Z"}]
                    """.utf8))
            return PaginatedResponse(
                items: pageNumber == 1 ? tickets : [tickets[0]], pagination: PaginationMeta(total: 3, limit: 2, offset: 0))
        }
        var ids: [String] = []
        for try await ticket in short.ticketsItems(limit: 2) { ids.append(ticket.id) }
        XCTAssertEqual(ids, ["t1a", "t1b", "t2a"])
        XCTAssertEqual(short.calls.count, 2)
    }

    func testDecimalAndDates() throws {
        let order = try XCTUnwrap(coder().check(Order.self, Self.orderJSON))
        XCTAssertEqual(order.total, decimal("120.50"))
        XCTAssertEqual(order.updatedAt, utc(2025, 3, 2, 10, 15, 30))
        XCTAssertTrue(text(coder().encode(order)).contains(#""total":120.5"#))
        let stats = DashboardStats.example
        XCTAssertEqual(stats.revenue, decimal("5230.75"))
        XCTAssertTrue(text(coder().encode(stats)).contains(#""revenue":5230.75"#))
    }

    // MARK: RM-19 Envelope semantics

    func testRM02AndRM19Envelope() throws {
        let http = http
        let user = try http.unwrap(APIResponse<User>.self, from: answer(#"{"success":true,"data":\#(Self.userJSON)}"#), operation: "me")
        XCTAssertEqual(user.id, "u1")

        func failure(_ json: String) -> APIError? {
            do {
                _ = try http.unwrap(APIResponse<User>.self, from: answer(json), operation: "me")
                return nil
            } catch {
                return error as? APIError
            }
        }
        // success: false in a 2xx is an error; the message is `error`, then `message`.
        XCTAssertEqual(failure(#"{"success":false,"error":"Nope"}"#)?.kind, .unsuccessful)
        XCTAssertEqual(failure(#"{"success":false,"error":"Nope","message":"Other"}"#)?.serverMessage, "Nope")
        XCTAssertEqual(failure(#"{"success":false,"message":"Denied"}"#)?.serverMessage, "Denied")
        let bare = failure(#"{"success":false}"#)
        XCTAssertEqual(bare?.kind, .unsuccessful)
        XCTAssertNil(bare?.serverMessage)
        XCTAssertEqual(bare?.details.operation, "me")
        // success without data, for a call that expects data, is a decoding error.
        XCTAssertEqual(failure(#"{"success":true}"#)?.kind, .decoding)
        // RM-08: invalid JSON on a 200.
        XCTAssertEqual(failure("<html>")?.kind, .decoding)

        // requestVoid: `{"success":true}` without data passes; `success: false` does not.
        XCTAssertNoThrow(try http.checkEnvelope(APIResponse<EmptyPayload>.self, from: answer(#"{"success":true}"#), operation: "logout"))
        XCTAssertNoThrow(try http.checkEnvelope(APIResponse<EmptyPayload>.self, from: HTTPResponse(status: 204), operation: "logout"))
        XCTAssertThrowsError(
            try http.checkEnvelope(APIResponse<EmptyPayload>.self, from: answer(#"{"success":false,"error":"x"}"#), operation: "logout"))

        // requestRaw: the whole envelope decodes as a model.
        let raw = try RepairMinderCoding.makeDecoder().decode(APIResponse<User>.self, from: Data(#"{"success":false,"error":"Nope"}"#.utf8))
        XCTAssertEqual(raw.error, "Nope")
        XCTAssertNil(raw.data)
        XCTAssertFalse(raw.envelopeSucceeded)
        XCTAssertEqual(raw.envelopeMessage, "Nope")
    }

    // MARK: Requests

    func routes() -> [Route<RepairMinderEndpoint, MockRepairMinderClient>] {
        let createOrder = CreateOrderRequest(clientId: "c1")
        let updateOrder = UpdateOrderRequest(status: "closed")
        let updateDevice = UpdateDeviceRequest(status: "done")
        let settings = UpdateUserSettingsRequest(theme: "dark")
        // The mock calls leave out every defaulted argument: the recorded endpoint shows the defaults.
        return [
            Route(.login(email: "a@b.c", password: "pw", twoFactorToken: nil), "POST", "/api/auth/login") {
                _ = try await $0.login(email: "a@b.c", password: "pw")
            },
            Route(.logout, "POST", "/api/auth/logout") { try await $0.logout() },
            Route(.refreshToken(refreshToken: "r"), "POST", "/api/auth/refresh") { _ = try await $0.refreshToken(refreshToken: "r") },
            Route(.me, "GET", "/api/auth/me") { _ = try await $0.me() },
            Route(.dashboardStats(scope: "user", period: "this_month"), "GET", "/api/dashboard/stats") {
                _ = try await $0.dashboardStats()
            },
            Route(.enquiryStats(scope: "user", includeBreakdown: false), "GET", "/api/dashboard/enquiry-stats") {
                _ = try await $0.enquiryStats()
            },
            Route(.categoryBreakdown(scope: "user", period: "this_month"), "GET", "/api/dashboard/category-breakdown") {
                _ = try await $0.categoryBreakdown()
            },
            Route(.orders(page: 1, limit: 20, status: nil, search: nil), "GET", "/api/orders") { _ = try await $0.orders() },
            Route(.order(id: "o1"), "GET", "/api/orders/o1") { _ = try await $0.order(id: "o1") },
            Route(.createOrder(body: createOrder), "POST", "/api/orders") { _ = try await $0.createOrder(body: createOrder) },
            Route(.updateOrder(id: "o1", body: updateOrder), "PATCH", "/api/orders/o1") {
                _ = try await $0.updateOrder(id: "o1", body: updateOrder)
            },
            Route(.devices(page: 1, limit: 20, status: nil, orderId: "o1"), "GET", "/api/devices") {
                _ = try await $0.devices(orderId: "o1")
            },
            Route(.device(id: "d1"), "GET", "/api/devices/d1") { _ = try await $0.device(id: "d1") },
            Route(.updateDevice(id: "d1", body: updateDevice), "PATCH", "/api/devices/d1") {
                _ = try await $0.updateDevice(id: "d1", body: updateDevice)
            },
            Route(.myQueue(page: 1, limit: 20), "GET", "/api/devices/my-queue") { _ = try await $0.myQueue() },
            Route(.clients(page: 1, limit: 20, search: nil), "GET", "/api/clients") { _ = try await $0.clients() },
            Route(.client(id: "c1"), "GET", "/api/clients/c1") { _ = try await $0.client(id: "c1") },
            Route(.clientOrders(id: "7", page: 1, limit: 20), "GET", "/api/clients/7/orders") { _ = try await $0.clientOrders(id: "7") },
            Route(.tickets(page: 1, limit: 20, status: nil), "GET", "/api/tickets") { _ = try await $0.tickets() },
            Route(.ticket(id: "t1"), "GET", "/api/tickets/t1") { _ = try await $0.ticket(id: "t1") },
            Route(.ticketMessages(id: "t1"), "GET", "/api/tickets/t1/messages") { _ = try await $0.ticketMessages(id: "t1") },
            Route(.sendTicketMessage(id: "t1", message: "hi"), "POST", "/api/tickets/t1/messages") {
                _ = try await $0.sendTicketMessage(id: "t1", message: "hi")
            },
            Route(.lookupByQR(code: "Q"), "GET", "/api/lookup/qr") { _ = try await $0.lookupByQR(code: "Q") },
            Route(.lookupByBarcode(barcode: "B"), "GET", "/api/lookup/barcode") { _ = try await $0.lookupByBarcode(barcode: "B") },
            Route(.userSettings, "GET", "/api/user/settings") { _ = try await $0.userSettings() },
            Route(.updateUserSettings(body: settings), "PATCH", "/api/user/settings") {
                _ = try await $0.updateUserSettings(body: settings)
            },
        ]
    }

    /// RM-18, RM-14, RM-13, RM-09: all 26 factories, PATCH where the document uses it, 30 s,
    /// no retries, bearer except login and refresh.
    func testRM18Routes() throws {
        let routes = routes()
        XCTAssertEqual(routes.count, 26)
        XCTAssertEqual(Set(routes.map(\.endpoint.operation)), GeneratedSource.operations(api: "RepairMinder"))
        for route in routes {
            let request = try request(route.endpoint)
            XCTAssertEqual(request.method.rawValue, route.method, line: route.line)
            XCTAssertEqual(request.path, route.path, line: route.line)
            XCTAssertEqual(request.timeout, 30, "RM-13", line: route.line)
            XCTAssertEqual(request.retries, 0, line: route.line)
            XCTAssertNil(request.cacheLifetime, line: route.line)
            let open = ["login", "refreshToken"].contains(route.endpoint.operation)
            XCTAssertEqual(request.auth, open ? AuthScheme.none : .bearer, route.endpoint.operation, line: route.line)
            let urlRequest = request.urlRequest(baseURL: baseURL)
            XCTAssertEqual(urlRequest.timeoutInterval, 30, line: route.line)
            XCTAssertTrue(urlRequest.url!.absoluteString.hasPrefix("https://api.repairminder.com" + route.path), line: route.line)
            if route.method == "GET" {
                XCTAssertNil(urlRequest.httpBody, line: route.line)
                XCTAssertNil(urlRequest.value(forHTTPHeaderField: "Content-Type"), line: route.line)
            }
            if case .json = request.body {
                XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "Content-Type"), "application/json", line: route.line)
            }
        }
        XCTAssertEqual(try request(.order(id: hostileID)).path, "/api/orders/" + hostileSegment)
        XCTAssertEqual(try request(.clientOrders(id: "a b", page: 1, limit: 20)).path, "/api/clients/a%20b/orders")
    }

    /// RM-17: default query values, optional ones left out, `include_breakdown=true|false`.
    func testRM17QueryDefaults() async throws {
        let mock = MockRepairMinderClient()
        for route in routes() {
            _ = try? await route.call(mock)
        }
        func query(_ operation: String) throws -> [String] {
            let endpoint = try XCTUnwrap(mock.calls.first { $0.operation == operation })
            return pairs(try request(endpoint).query)
        }
        XCTAssertEqual(try query("orders"), ["page=1", "limit=20"])
        XCTAssertEqual(try query("devices"), ["page=1", "limit=20", "order_id=o1"])
        XCTAssertEqual(try query("enquiryStats"), ["scope=user", "include_breakdown=false"])
        XCTAssertEqual(try query("dashboardStats"), ["scope=user", "period=this_month"])
        XCTAssertEqual(try query("categoryBreakdown"), ["scope=user", "period=this_month"])
        XCTAssertEqual(try query("lookupByQR"), ["code=Q"])
        XCTAssertEqual(try query("lookupByBarcode"), ["barcode=B"])
        for operation in ["myQueue", "clients", "clientOrders", "tickets"] {
            XCTAssertEqual(try query(operation), ["page=1", "limit=20"], operation)
        }
        XCTAssertEqual(
            pairs(try request(.orders(page: 2, limit: 50, status: "open", search: "x")).query),
            ["page=2", "limit=50", "status=open", "search=x"])
        XCTAssertEqual(
            pairs(try request(.enquiryStats(scope: "company", includeBreakdown: true)).query), ["scope=company", "include_breakdown=true"])
        XCTAssertEqual(
            try request(.orders(page: 1, limit: 20, status: nil, search: "a&b=c d+e")).url(baseURL: baseURL).absoluteString,
            "https://api.repairminder.com/api/orders?page=1&limit=20&search=a%26b%3Dc%20d%2Be")
    }

    /// RM-03: the login body; two_factor_token only when set; the password is marked secret.
    func testRM03LoginBody() throws {
        assertJSON(try jsonBody(.login(email: "a@b.c", password: "pw", twoFactorToken: nil)), equals: #"{"email":"a@b.c","password":"pw"}"#)
        assertJSON(
            try jsonBody(.login(email: "a@b.c", password: "pw", twoFactorToken: "123456")),
            equals: #"{"email":"a@b.c","password":"pw","two_factor_token":"123456"}"#)
        let request = try request(.login(email: "a@b.c", password: "pw", twoFactorToken: nil))
        XCTAssertEqual(request.secretKeys, ["password", "refresh_token", "token"])  // AuthSession's secret fields too
        XCTAssertEqual(try self.request(.refreshToken(refreshToken: "r")).secretKeys, ["refresh_token", "token"])
        assertJSON(try jsonBody(.sendTicketMessage(id: "t1", message: "hi")), equals: #"{"message":"hi"}"#)
        assertJSON(try jsonBody(.updateOrder(id: "o1", body: UpdateOrderRequest(notes: "n"))), equals: #"{"notes":"n"}"#)
    }

    /// RM-01, RM-24: the base URL; Accept and User-Agent on every request.
    func testRM01AndRM24ClientConfiguration() {
        let custom = URL(string: "https://staging.repairminder.com")!
        XCTAssertEqual(RepairMinderClient(baseURL: custom).http.configuration.baseURL, custom)
        XCTAssertEqual(RepairMinderClient().http.configuration.baseURL.absoluteString, "https://api.repairminder.com")
        let headers = RepairMinderClient().http.configuration.headers
        XCTAssertTrue(headers.contains { $0.name == "Accept" && $0.value == "application/json" })
        XCTAssertTrue(headers.contains { $0.name == "User-Agent" && $0.value == "RepairMinder-iOS/1.0" })
        let urlRequest = RepairMinderEndpoint.me.request(encoderOrFail: RepairMinderCoding.makeEncoder()).urlRequest(
            baseURL: baseURL, defaultHeaders: headers)
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "User-Agent"), "RepairMinder-iOS/1.0")
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "Accept"), "application/json")
    }

    // MARK: Mock client

    func testMockRecordsEveryEndpointAndThrowsWhenNotStubbed() async throws {
        let routes = routes()
        let mock = MockRepairMinderClient()
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

    func testMockHandlersAndConcurrency() async throws {
        let mock = MockRepairMinderClient()
        let user = try RepairMinderCoding.makeDecoder().decode(User.self, from: Data(Self.userJSON.utf8))
        mock.handlers.login = { email, _, token in
            AuthSession(token: "t-\(email)", refreshToken: "r", user: user, requiresTwoFactor: token == nil)
        }
        mock.handlers.logout = {}
        mock.handlers.order = { id in
            var order = try RepairMinderCoding.makeDecoder().decode(Order.self, from: Data(Self.orderJSON.utf8))
            order.id = id
            return order
        }
        let session = try await mock.login(email: "a@b.c", password: "pw")
        XCTAssertEqual(session.token, "t-a@b.c")
        XCTAssertTrue(session.requiresTwoFactor)
        try await mock.logout()
        XCTAssertEqual(mock.calls, [.login(email: "a@b.c", password: "pw", twoFactorToken: nil), .logout])

        let ids = (0..<40).map { "o\($0)" }
        let seen = Collected<String>()
        await withTaskGroup(of: Void.self) { group in
            for id in ids {
                group.addTask {
                    if let order = try? await mock.order(id: id) { seen.append(order.id) }
                }
            }
        }
        XCTAssertEqual(Set(seen.values), Set(ids))
        XCTAssertEqual(mock.calls.count, 2 + ids.count)
        XCTAssertEqual(Set(mock.calls.dropFirst(2)), Set(ids.map { RepairMinderEndpoint.order(id: $0) }))
    }
}

extension RepairMinderEndpoint {
    /// `request(encoder:)` for endpoints without a body, which cannot fail to encode.
    fileprivate func request(encoderOrFail encoder: JSONEncoder) -> EndpointRequest {
        do {
            return try request(encoder: encoder)
        } catch {
            XCTFail("\(operation): \(error)")
            return EndpointRequest(operation: operation, method: method, path: path)
        }
    }
}
