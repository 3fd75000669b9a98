// RepairMinder (seed 002) against a real server: every row of the seed's test table, plus
// refresh, path escaping, decoding errors, cancellation and pagination.
import Foundation
import RepairMinder
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static func order(_ id: String, deviceCount: String = "2") -> String {
        #"{"id":\#(Wire.quoted(id)),"order_number":"RM-1001","client_id":"c1","status":"open","device_count":\#(deviceCount),"total":129.99,"created_at":"2025-08-10T19:30:00Z","updated_at":"2025-08-11T08:00:00Z"}"#
    }

    static let user = #"{"id":"u1","email":"tech@repairminder.com","first_name":"Ada","last_name":"Byte","role":"technician"}"#

    static func envelope(_ data: String) -> String { #"{"success":true,"data":\#(data)}"# }

    static func failure(_ message: String) -> String { #"{"success":false,"error":\#(Wire.quoted(message))}"# }
}

/// Counts refreshes; `token()` returns the current token.
private final class CountingTokens: TokenProvider {
    let state: Box<(token: String?, refreshes: Int)>

    init(token: String?) { state = Box((token, 0)) }

    func token() async throws -> String? { state.withLock { $0.token } }

    func refreshedToken() async throws -> String? {
        try await Task.sleep(for: .milliseconds(100))  // long enough for all 20 calls to get their 401
        return state.withLock {
            $0.refreshes += 1
            $0.token = "fresh"
            return "fresh"
        }
    }

    var refreshes: Int { state.withLock { $0.refreshes } }
}

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    switch (r.method, r.rawPath) {
    case ("POST", "/api/auth/login"):
        let sent = Wire.json(r.body)
        guard sent?["password"] as? String == "hunter2" else { return .json(401, Fixture.failure("Invalid credentials")) }
        return .json(
            200, Fixture.envelope(#"{"token":"tok-1","refresh_token":"ref-1","expires_at":"2025-08-10T20:30:00Z","user":\#(Fixture.user)}"#)
        )
    case ("POST", "/api/orders"):
        return .json(201, Fixture.envelope(Fixture.order("new")))
    case ("GET", "/api/auth/me"):
        s.count("me")
        return r.header("Authorization") == "Bearer fresh"
            ? .json(200, Fixture.envelope(Fixture.user)) : .json(401, Fixture.failure("Token expired"))
    case ("POST", "/api/auth/logout"):
        return Reply(status: 204)
    case ("GET", "/api/orders"):
        // 5 orders; `status=four` has 4 (an exact multiple of 2); `status=stop` says has_more: false at once;
        // `status=repeat` ignores the page and always sends the first with has_more: true.
        let repeats = r.query("status") == "repeat"
        let page = repeats ? 1 : Int(r.query("page") ?? "1") ?? 1
        let limit = Int(r.query("limit") ?? "20") ?? 20
        let total = r.query("status") == "four" ? 4 : 5
        let ids = ((page - 1) * limit..<min(page * limit, total)).map { Fixture.order("o\($0)") }
        let hasMore = r.query("status") == "stop" ? #","has_more":false"# : repeats ? #","has_more":true"# : ""
        return .json(
            200,
            Fixture.envelope(
                #"{"items":[\#(ids.joined(separator: ","))],"pagination":{"total":\#(total),"limit":\#(limit),"offset":\#((page - 1) * limit)\#(hasMore)}}"#
            ))
    default:
        break
    }
    guard let id = r.segments(after: "/api/orders/")?.first else { return .json(404, Fixture.failure("No route")) }
    switch id {
    case "s401": return .json(401, Fixture.failure("Token expired"))
    case "s403": return .json(403, Fixture.failure("Not your shop"))
    case "s404": return .json(404, Fixture.failure("Order not found"), headers: ["X-Request-ID": "hdr-rid"])
    case "s429": return .json(429, Fixture.failure("Slow down"), headers: ["Retry-After": "120"])
    case "s500": return .json(500, Fixture.failure("Boom"))
    case "s500html": return Reply(status: 500, headers: ["Content-Type": "text/html"], body: Data("<h1>oops</h1>".utf8))
    case "badjson": return .json(200, "this is { not json")
    case "mismatch": return .json(200, Fixture.envelope(Fixture.order("m", deviceCount: #""three""#)))
    case "missing": return .json(200, #"{"success":true,"data":{"id":"x"}}"#)
    case "unsuccessful": return .json(200, Fixture.failure("Order is archived"))
    case "slow": return .json(200, Fixture.envelope(Fixture.order("slow"))).delayed(.seconds(5))
    case "dropped":
        var reply = Reply.json(200, Fixture.envelope(Fixture.order("dropped")))
        reply.dropAfter = 20
        return reply
    default: return .json(200, Fixture.envelope(Fixture.order(id)))  // echoes the decoded id
    }
}

private func withClient(
    tokens: (any TokenProvider)? = StaticTokenProvider("t0k3n"),
    configure: @escaping @Sendable (inout ClientConfiguration) -> Void = { _ in },
    _ body: (RepairMinderClient, TestServer) async throws -> Void
) async throws {
    try await withServer(route) { server, session in
        let client = RepairMinderClient(
            baseURL: server.url(), credentials: tokens.map { .bearer($0) },
            transport: URLSessionTransport(configuration: .ephemeral), configure: configure)
        try await body(client, server)
    }
}

@Suite("RepairMinder: the seed's test table")
struct RepairMinderTableTests {
    @Test("APIClient initializes: base URL set")
    func initializes() async throws {
        #expect(RepairMinderClient().http.configuration.baseURL.absoluteString == "https://api.repairminder.com")
        try await withClient { client, server in
            #expect(client.http.configuration.baseURL == server.url())
            #expect(client.http.configuration.timeout == 60)
        }
    }

    @Test("GET request succeeds: decoded data returned")
    func typedSuccess() async throws {
        try await withClient { client, server in
            let order = try await client.order(id: "ok")
            #expect(order.id == "ok")
            #expect(order.orderNumber == "RM-1001")
            #expect(order.deviceCount == 2)
            #expect(order.total == Decimal(string: "129.99"))
            #expect(order.createdAt == Date(timeIntervalSince1970: 1_754_854_200))
            let seen = try #require(server.last)
            #expect(seen.method == "GET")
            #expect(seen.header("Accept") == "application/json")
            #expect(seen.header("User-Agent") == "RepairMinder-iOS/1.0")
            #expect(seen.header("Content-Type") == nil)
            #expect(seen.body.isEmpty)
            #expect(seen.header("X-Request-ID")?.count == 36)
        }
    }

    @Test("POST request encodes body: JSON, snake_case, nil left out")
    func jsonBodyEncoded() async throws {
        try await withClient { client, server in
            let session = try await client.login(email: "tech@repairminder.com", password: "hunter2")
            #expect(session.token == "tok-1")
            #expect(session.user?.firstName == "Ada")
            #expect(session.requiresTwoFactor == false)  // default when absent
            let login = try #require(server.last)
            #expect(login.header("Content-Type") == "application/json")
            #expect(login.header("Authorization") == nil)  // login is auth: none
            let sent = try #require(Wire.json(login.body))
            #expect(sent as NSDictionary == ["email": "tech@repairminder.com", "password": "hunter2"] as NSDictionary)

            _ = try await client.createOrder(body: CreateOrderRequest(clientId: "c1", notes: "Cracked screen", priority: nil))
            let create = try #require(server.last)
            #expect(String(decoding: create.body, as: UTF8.self) == #"{"client_id":"c1","notes":"Cracked screen"}"#)
            #expect(create.header("Authorization") == "Bearer t0k3n")
        }
    }

    @Test("401 throws unauthorized")
    func unauthorized() async throws {
        try await withClient { client, server in
            let error = await thrown(APIError.self) { try await client.order(id: "s401") }
            #expect(error?.kind == .unauthorized)
            #expect(error?.status == 401)
            #expect(error?.requiresReauthentication == true)
            #expect(error?.serverMessage == "Token expired")
            #expect(server.requests.count == 1)  // a static token has no refresh: no replay
        }
    }

    @Test("403 throws forbidden")
    func forbidden() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.order(id: "s403") }
            #expect(error?.kind == .forbidden)
            #expect(error?.serverMessage == "Not your shop")
        }
    }

    @Test("404 throws notFound, with the header's request id")
    func notFound() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.order(id: "s404") }
            #expect(error?.kind == .notFound)
            #expect(error?.requestID == "hdr-rid")
            #expect(error?.isRetryable == false)
            #expect(error?.errorBody(as: ErrorBody.self)?.error == "Order not found")
        }
    }

    @Test("Rate limit includes Retry-After")
    func rateLimited() async throws {
        try await withClient { client, server in
            let error = await thrown(APIError.self) { try await client.order(id: "s429") }
            guard case .rateLimited(let retryAfter, let details)? = error else {
                Issue.record("not rateLimited: \(String(describing: error))")
                return
            }
            #expect(retryAfter == 120)
            #expect(details.header("Retry-After") == "120")
            #expect(error?.isRetryable == true)
            #expect(server.requests.count == 1)  // RepairMinder: retry 0
        }
    }

    @Test("500 throws serverError")
    func serverError() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.order(id: "s500") }
            #expect(error?.kind == .serverError)
            #expect(error?.serverMessage == "Boom")
            #expect(error?.errorDescription == "Boom")
            let html = await thrown(APIError.self) { try await client.order(id: "s500html") }
            #expect(html?.kind == .serverError)
            #expect(html?.serverMessage == nil)
            #expect(html?.details.bodyExcerpt() == "<h1>oops</h1>")
        }
    }

    @Test("Network error handled: offline")
    func networkDown() async throws {
        struct Offline: Reachability { var isConnected: Bool { get async { false } } }
        try await withClient(
            configure: { $0.reachability = Offline() },
            { client, server in
                let error = await thrown(APIError.self) { try await client.order(id: "ok") }
                #expect(error?.kind == .offline)
                #expect(error?.isRetryable == true)
                #expect(server.requests.isEmpty)  // nothing was sent
            })
        // No server at all: connection refused is a transport error, not offline.
        let refused = RepairMinderClient(
            baseURL: try await closedPortURL(""), credentials: .bearerToken("t"),
            transport: URLSessionTransport(configuration: .ephemeral))
        let error = await thrown(APIError.self) { try await refused.me() }
        #expect(error?.kind == .transport)
        #expect(error?.details.urlErrorCode == URLError.Code.cannotConnectToHost.rawValue)
    }

    @Test("Connection dropped mid-response")
    func connectionDropped() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.order(id: "dropped") }
            #if canImport(FoundationNetworking)
                // corelibs reports curl's "transfer closed with N bytes remaining" as NSURLErrorUnknown.
                #expect(error?.kind == .transport)
                #expect(error?.details.message?.contains("transfer closed") == true)
            #else
                #expect(error?.kind == .offline)  // networkConnectionLost
            #endif
            #expect(error?.isRetryable == true)
        }
    }

    @Test("Decoding error handled: invalid JSON")
    func invalidJSON() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.order(id: "badjson") }
            guard case .decoding(let path, let excerpt, let details)? = error else {
                Issue.record("not decoding: \(String(describing: error))")
                return
            }
            #expect(path == "")
            #expect(excerpt == "this is { not json")
            #expect(details.status == 200)
        }
    }

    @Test("Auth interceptor adds token")
    func authHeaderPresent() async throws {
        try await withClient { client, server in
            _ = try await client.order(id: "ok")
            #expect(server.last?.header("Authorization") == "Bearer t0k3n")
        }
        try await withClient(tokens: nil) { client, server in
            _ = try await client.order(id: "ok")
            #expect(server.last?.header("Authorization") == nil)  // no credentials configured
        }
    }
}

@Suite("RepairMinder: beyond the table")
struct RepairMinderMoreTests {
    @Test("A body that does not match the model names the field")
    func mismatchNamesField() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.order(id: "mismatch") }
            guard case .decoding(let path, _, _)? = error else {
                Issue.record("not decoding: \(String(describing: error))")
                return
            }
            #expect(path == "data.device_count")
            #expect(error?.failureReason?.contains("data.device_count") == true)
            let missing = await thrown(APIError.self) { try await client.order(id: "missing") }
            guard case .decoding(let missingPath, _, _)? = missing else {
                Issue.record("not decoding: \(String(describing: missing))")
                return
            }
            #expect(missingPath == "data.order_number")
        }
    }

    @Test("success: false inside a 200 is unsuccessful")
    func unsuccessfulEnvelope() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.order(id: "unsuccessful") }
            #expect(error?.kind == .unsuccessful)
            #expect(error?.status == 200)
            #expect(error?.serverMessage == "Order is archived")
        }
    }

    @Test("A void call accepts 204")
    func voidCall() async throws {
        try await withClient { client, server in
            try await client.logout()
            #expect(server.last?.method == "POST")
        }
    }

    @Test("A path parameter with / and spaces arrives intact")
    func pathParameterEscaped() async throws {
        let id = "bench 4/shelf #2?a=b&c+d%e"
        try await withClient { client, server in
            let order = try await client.order(id: id)
            #expect(order.id == id)
            let seen = try #require(server.last)
            #expect(seen.segments(after: "/api/orders/") == [id])  // one segment, decoded back to the id
            #expect(seen.rawQuery.isEmpty)
            #expect(!seen.rawPath.contains(" "))
        }
    }

    @Test("20 concurrent 401s share one refresh and all succeed")
    func concurrentRefresh() async throws {
        let tokens = CountingTokens(token: "stale")
        try await withClient(tokens: tokens) { client, server in
            let users = try await withThrowingTaskGroup(of: User.self) { group in
                for _ in 0..<20 { group.addTask { try await client.me() } }
                var users: [User] = []
                for try await user in group { users.append(user) }
                return users
            }
            #expect(users.count == 20)
            #expect(users.allSatisfy { $0.id == "u1" })
            #expect(tokens.refreshes == 1)
            #expect(server.counter("me") == 40)  // each: one 401, one replay
            #expect(server.requests.filter { $0.header("Authorization") == "Bearer fresh" }.count == 20)
        }
    }

    @Test("Cancelling a slow call ends it promptly with .cancelled")
    func cancellation() async throws {
        try await withClient { client, server in
            let task = Task { try await client.order(id: "slow") }
            for _ in 0..<100 where server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            #expect(server.requests.count == 1)  // the request is in flight
            let (result, elapsed) = await timed {
                task.cancel()
                return await task.result
            }
            #expect(elapsed < .seconds(1))
            guard case .failure(let error as APIError) = result else {
                Issue.record("\(result)")
                return
            }
            #expect(error.kind == .cancelled)
            #expect(error.isRetryable == false)
        }
    }

    @Test("Pages stop on has_more, else on the total")
    func pagination() async throws {
        try await withClient { client, server in
            var pages: [Int] = []
            for try await page in client.ordersPages(limit: 2, status: "open") { pages.append(page.items.count) }
            #expect(pages == [2, 2, 1])
            let requested = server.requests.map { [$0.query("page"), $0.query("limit"), $0.query("status")] }
            #expect(requested == [["1", "2", "open"], ["2", "2", "open"], ["3", "2", "open"]])
            var ids: [String] = []
            for try await order in client.ordersItems(limit: 2) { ids.append(order.id) }
            #expect(ids == ["o0", "o1", "o2", "o3", "o4"])
            #expect(server.requests.count == 6)
            // No has_more: offset + limit < total decides, so 4 of 4 needs no empty third page.
            var exact: [Int] = []
            for try await page in client.ordersPages(limit: 2, status: "four") { exact.append(page.items.count) }
            #expect(exact == [2, 2])
            #expect(server.requests.count == 8)
            // has_more, when sent, wins over the total.
            var stopped: [Int] = []
            for try await page in client.ordersPages(limit: 2, status: "stop") { stopped.append(page.items.count) }
            #expect(stopped == [2])
            #expect(server.requests.count == 9)
        }
    }

    @Test("A server that sends the same page for every page number is asked twice, not forever")
    func repeatedPage() async throws {
        try await withClient { client, server in
            var ids: [String] = []
            for try await order in client.ordersItems(limit: 2, status: "repeat") { ids.append(order.id) }
            #expect(ids == ["o0", "o1"])
            #expect(server.requests.map { $0.query("page") } == ["1", "2"])
        }
    }
}
