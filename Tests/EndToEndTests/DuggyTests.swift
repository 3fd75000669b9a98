// Duggy (seed 000) against a real server: its retry rules (retry: 2 by default, 0 on sensitive
// calls, retryUnsafe PATCHes), timeouts, error mapping, the export download and pagination.
import Duggy
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static func match(_ id: String) -> String {
        #"{"id":\#(Wire.quoted(id)),"club_id":"c1","title":"Sunday league","scheduled_at":"2025-08-10T19:30:00Z","status":"open","player_count":9,"fee":12.50,"created_at":"2025-08-01T10:00:00Z"}"#
    }

    static let club =
        #"{"id":"c1","name":"Duggy FC","member_count":12,"is_public":true,"settings":{"allow_member_invites":true,"require_join_approval":false,"currency":"GBP"},"created_at":"2025-08-01T10:00:00Z","updated_at":"2025-08-01T10:00:00Z"}"#

    static func error(_ code: String, _ message: String, details: String = "null") -> String {
        #"{"error":"\#(code)","message":\#(Wire.quoted(message)),"code":"\#(code)","details":\#(details)}"#
    }

    static let unavailable = error("unavailable", "Try again")

    static func member(_ n: Int) -> String {
        #"{"id":"m\#(n)","club_id":"c1","role":"member","joined_at":"2025-08-01T10:00:00Z","user":{"id":"u\#(n)","first_name":"P\#(n)","last_name":"L","phone_number":"+1555000\#(n)","role":"member","is_active":true,"created_at":"2025-08-01T10:00:00Z","updated_at":"2025-08-01T10:00:00Z"}}"#
    }
}

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    let path = r.rawPath
    switch (r.method, path) {
    case ("POST", "/clubs"):
        s.count("createClub")
        return .json(503, Fixture.unavailable)
    case ("POST", "/auth/send-otp"):
        s.count("sendOTP")
        return .json(503, Fixture.unavailable)
    case ("PATCH", "/notifications/n1/read"):
        return s.count("markRead") < 3 ? .json(502, Fixture.unavailable) : Reply(status: 204)
    case ("DELETE", "/auth/logout"):
        return s.count("logout") < 2 ? .json(503, Fixture.unavailable) : Reply(status: 204)
    case ("GET", "/wallet/balance"):
        s.count("wallet")
        return .json(503, Fixture.unavailable)  // always down: retries run out
    case ("GET", "/clubs/c1/members"):
        let page = Int(r.query("page") ?? "1") ?? 1
        let limit = Int(r.query("limit") ?? "2") ?? 2
        let total = 5
        let members = ((page - 1) * limit..<min(page * limit, total)).map(Fixture.member)
        let more = page * limit < total
        return .json(
            200, #"{"items":[\#(members.joined(separator: ","))],"page":\#(page),"limit":\#(limit),"total":\#(total),"has_more":\#(more)}"#)
    case ("GET", "/admin/clubs/c1/export"):
        return .bytes(TestData.export, contentType: "text/csv")
    case ("GET", "/admin/clubs/gone/export"):
        return .json(404, Fixture.error("not_found", "Club not found"))
    case ("GET", "/clubs/c1"):
        return .json(200, Fixture.club)
    default:
        break
    }
    guard let id = r.segments(after: "/matches/")?.first else { return .json(404, Fixture.error("not_found", "No route")) }
    switch id {
    case "flaky":
        return s.count("flaky") < 3 ? .json(503, Fixture.unavailable) : .json(200, Fixture.match("flaky"))
    case "bad":
        s.count("bad")
        return .json(400, Fixture.error("bad_request", "Bad match id"))
    case "invalid":
        return .json(422, Fixture.error("validation_failed", "Match is invalid", details: #"{"title":"required","max_players":30}"#))
    case "teapot":
        return Reply(status: 418, body: Data("short and stout".utf8))
    case "gone": return .json(404, Fixture.error("not_found", "Match not found"))
    case "forbidden": return .json(403, Fixture.error("forbidden", "Admins only"))
    case "busy":
        s.count("busy")
        return .json(429, Fixture.error("rate_limited", "Slow down"), headers: ["Retry-After": "3600"])
    case "wait":
        return s.count("wait") < 2
            ? .json(503, Fixture.unavailable, headers: ["Retry-After": "1"]) : .json(200, Fixture.match("wait"))
    case "slow":
        s.count("slow")
        return .json(200, Fixture.match("slow")).delayed(.seconds(4))
    default:
        return .json(200, Fixture.match(id))
    }
}

/// Tiny backoff so retries are fast; Retry-After still wins.
private let fastRetry = RetryPolicy(baseDelay: 0.01, maxDelay: 0.05, maxTotalWait: 5, jitter: 0.2)

private func withClient(
    retry: RetryPolicy = fastRetry,
    _ body: (DuggyClient, TestServer) async throws -> Void
) async throws {
    try await withServer(route) { server, session in
        let client = DuggyClient(
            baseURL: server.url(), credentials: .bearerToken("d-token"),
            transport: URLSessionTransport(configuration: .ephemeral)
        ) { $0.retry = retry }
        try await body(client, server)
    }
}

@Suite("Duggy: retries")
struct DuggyRetryTests {
    @Test("A flaky GET succeeds on attempt 3")
    func flakySucceedsOnThirdAttempt() async throws {
        try await withClient { client, server in
            let match = try await client.getMatchDetails(matchId: "flaky")
            #expect(match.id == "flaky")
            #expect(match.fee == Decimal(string: "12.50"))
            #expect(server.counter("flaky") == 3)
            // Each attempt is its own request, with its own request id.
            let ids = Set(server.requests.compactMap { $0.header("X-Request-ID") })
            #expect(ids.count == 3)
        }
    }

    @Test("Retries run out after retry: 2")
    func retriesRunOut() async throws {
        try await withClient { client, server in
            let error = await thrown(APIError.self) { try await client.getWalletBalance() }
            #expect(error?.kind == .serverError)
            #expect(error?.serverMessage == "Try again")
            #expect(server.counter("wallet") == 3)
        }
    }

    @Test("A POST is not retried")
    func postIsNotRetried() async throws {
        try await withClient { client, server in
            let error = await thrown(APIError.self) { try await client.createClub(body: CreateClubRequest(name: "New", isPublic: true)) }
            #expect(error?.kind == .serverError)
            #expect(error?.isRetryable == true)  // retryable, but POST is not idempotent
            #expect(server.counter("createClub") == 1)
            #expect(String(decoding: server.last?.body ?? Data(), as: UTF8.self) == #"{"isPublic":true,"name":"New"}"#)
        }
    }

    @Test("retry: 0 on a sensitive call is honoured")
    func sensitiveCallIsNotRetried() async throws {
        try await withClient { client, server in
            let error = await thrown(APIError.self) { try await client.sendOTP(phoneNumber: "+15550100") }
            #expect(error?.kind == .serverError)
            #expect(server.counter("sendOTP") == 1)
            #expect(server.last?.header("Authorization") == nil)  // auth: none
        }
    }

    @Test("retryUnsafe PATCH and idempotent DELETE are retried")
    func unsafeRetriesAllowed() async throws {
        try await withClient { client, server in
            try await client.markNotificationRead(notificationId: "n1")
            #expect(server.counter("markRead") == 3)
            try await client.logout()
            #expect(server.counter("logout") == 2)
        }
    }

    @Test("A 400 is not retried")
    func badRequestIsNotRetried() async throws {
        try await withClient { client, server in
            let error = await thrown(APIError.self) { try await client.getMatchDetails(matchId: "bad") }
            #expect(error?.kind == .clientError)
            #expect(error?.status == 400)
            #expect(server.counter("bad") == 1)
        }
    }

    @Test("Retry-After is waited for in full")
    func retryAfterIsWaitedFor() async throws {
        try await withClient { client, server in
            let (match, elapsed) = try await timed { try await client.getMatchDetails(matchId: "wait") }
            #expect(match.id == "wait")
            #expect(server.counter("wait") == 2)
            #expect(elapsed >= .seconds(1))
            #expect(elapsed < .seconds(3))
        }
    }

    @Test("A Retry-After beyond the wait budget is not waited for")
    func retryAfterBeyondBudget() async throws {
        try await withClient { client, server in
            let (error, elapsed) = await timed { await thrown(APIError.self) { try await client.getMatchDetails(matchId: "busy") } }
            guard case .rateLimited(let retryAfter, _)? = error else {
                Issue.record("not rateLimited: \(String(describing: error))")
                return
            }
            #expect(retryAfter == 3600)
            #expect(server.counter("busy") == 1)
            #expect(elapsed < .seconds(1))
        }
    }
}

@Suite("Duggy: timeouts, errors, downloads, pages")
struct DuggyBehaviourTests {
    @Test("Timeouts and retry counts come from the spec")
    func specRules() {
        #expect(DuggyEndpoint.getMatchDetails(matchId: "m").timeout == 30)
        #expect(DuggyEndpoint.exportData(clubId: "c", type: .members).timeout == 60)
        #expect(DuggyEndpoint.uploadProfileImage(body: Data()).timeout == 60)
        #expect(DuggyEndpoint.getMatchDetails(matchId: "m").retries == 2)
        #expect(
            DuggyEndpoint.createPayment(body: CreatePaymentRequest(amount: 1, currency: "GBP", purpose: "fee", paymentMethodId: "pm"))
                .retries == 0)
        #expect(DuggyEndpoint.getClubDetails(clubId: "c").cacheLifetime == 300)
    }

    @Test("A timeout is .timeout and is retried")
    func timeoutIsRetried() async throws {
        try await withClient { client, server in
            var request = try DuggyEndpoint.getMatchDetails(matchId: "slow").request(encoder: client.http.configuration.makeEncoder())
            request.timeout = 1  // the spec's 30 s, shortened
            request.retries = 1
            let (error, elapsed) = await timed { await thrown(APIError.self) { try await client.http.perform(request) } }
            #expect(error?.kind == .timeout)
            #expect(error?.isRetryable == true)
            #expect(server.counter("slow") == 2)
            #expect(elapsed >= .milliseconds(1900))
            #expect(elapsed < .seconds(4))
        }
    }

    @Test("Error mapping: status, message, error body details")
    func errorMapping() async throws {
        try await withClient { client, _ in
            let invalid = await thrown(APIError.self) { try await client.getMatchDetails(matchId: "invalid") }
            #expect(invalid?.kind == .clientError)
            #expect(invalid?.status == 422)
            #expect(invalid?.serverMessage == "Match is invalid")
            let body = invalid?.errorBody(as: ErrorResponse.self)
            #expect(body?.code == "validation_failed")
            #expect(body?.details?["title"] == .string("required"))
            #expect(body?.details?["max_players"] == .int(30))

            let gone = await thrown(APIError.self) { try await client.getMatchDetails(matchId: "gone") }
            #expect(gone?.kind == .notFound)
            #expect(gone?.serverMessage == "Match not found")
            let forbidden = await thrown(APIError.self) { try await client.getMatchDetails(matchId: "forbidden") }
            #expect(forbidden?.kind == .forbidden)
            #expect(forbidden?.serverMessage == "Admins only")
            // A body that is not an ErrorResponse: mapped by status only.
            let teapot = await thrown(APIError.self) { try await client.getMatchDetails(matchId: "teapot") }
            #expect(teapot?.kind == .clientError)
            #expect(teapot?.serverMessage == nil)
            #expect(teapot?.details.bodyExcerpt() == "short and stout")
        }
    }

    @Test("The export downloads to a file the caller owns")
    func exportDownload() async throws {
        try await withClient { client, server in
            let url = try await client.exportData(clubId: "c1", type: .members)
            defer { try? FileManager.default.removeItem(at: url) }
            try await Task.sleep(for: .milliseconds(200))  // the session's temp file would be gone by now
            #expect(try Data(contentsOf: url) == TestData.export)
            let seen = try #require(server.last)
            #expect(seen.rawPath == "/admin/clubs/c1/export")
            #expect(seen.query("type") == "members")
            #expect(seen.header("Authorization") == "Bearer d-token")

            // To a chosen destination, replacing what is there.
            let destination = FileManager.default.temporaryDirectory.appendingPathComponent("duggy-export-\(UUID().uuidString).csv")
            try Data("old".utf8).write(to: destination)
            defer { try? FileManager.default.removeItem(at: destination) }
            let request = try DuggyEndpoint.exportData(clubId: "c1", type: .members).request(
                encoder: client.http.configuration.makeEncoder())
            #expect(try await client.http.download(request, to: destination) == destination)
            #expect(try Data(contentsOf: destination) == TestData.export)
        }
    }

    @Test("A failed download maps its JSON error body")
    func exportDownloadFails() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.exportData(clubId: "gone", type: .orders) }
            #expect(error?.kind == .notFound)
            #expect(error?.serverMessage == "Club not found")
        }
    }

    @Test("GETs with cache: 300 are answered from memory")
    func cache() async throws {
        try await withClient { client, server in
            _ = try await client.getClubDetails(clubId: "c1")
            let club = try await client.getClubDetails(clubId: "c1")
            #expect(club.settings.currency == "GBP")
            #expect(server.requests.count == 1)
            await client.http.clearCache()
            _ = try await client.getClubDetails(clubId: "c1")
            #expect(server.requests.count == 2)
        }
    }

    @Test("Pages follow has_more and stop at the last page")
    func pagination() async throws {
        try await withClient { client, server in
            var sizes: [Int] = []
            for try await page in client.getClubMembersPages(clubId: "c1", limit: 2) { sizes.append(page.items.count) }
            #expect(sizes == [2, 2, 1])
            var names: [String] = []
            for try await member in client.getClubMembersItems(clubId: "c1", limit: 2) { names.append(member.user.firstName) }
            #expect(names == ["P0", "P1", "P2", "P3", "P4"])
            #expect(server.requests.map { $0.query("page") } == ["1", "2", "3", "1", "2", "3"])
        }
    }
}
