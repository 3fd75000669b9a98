// ScoreBase (seed 001): models, envelope, requests and the mock client, without a network.
// Catalog §4.2: SB-01 to SB-05, SB-07 (error body), SB-10 (cache), SB-12. Where the client
// itself is exercised, an in-memory transport answers; nothing leaves the process.

import Foundation
import ScoreBase
import ScoreBaseMocks
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request from a closure, in memory, and counts the requests.
private final class MemoryTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [URLRequest] = []
    private let answer: @Sendable (URLRequest) -> (status: Int, headers: [String: String], body: String)

    init(answer: @escaping @Sendable (URLRequest) -> (status: Int, headers: [String: String], body: String)) {
        self.answer = answer
    }

    var requests: [URLRequest] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { sent.append(request) }
        let (status, headers, body) = answer(request)
        let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
        return (Data(body.utf8), response)
    }

    func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        throw URLError(.unsupportedURL)
    }
}

final class ScoreBaseTests: XCTestCase {
    private func coder() -> RoundTripper {
        RoundTripper(decoder: ScoreBaseCoding.makeDecoder, encoder: ScoreBaseCoding.makeEncoder)
    }

    static let leagueJSON = """
        {"league_id":"lg_001","tenant_id":"tn_042","name":"Northside Youth Basketball","sport_type":"basketball",
         "logo_url":"https://cdn.scorebase.com/l/1.png","primary_color":"#1E3A8A","secondary_color":"#FFFFFF",
         "created_at":"2025-01-15T10:30:00Z","updated_at":"2025-01-16T08:00:00Z"}
        """

    // MARK: Models

    func testEveryModelRoundTrips() {
        let coder = coder()
        coder.check(League.self, Self.leagueJSON)
        coder.check(
            League.self,
            """
            {"league_id":"lg_002","tenant_id":"tn_042","name":"Minimal","sport_type":"hockey",
             "created_at":"2025-01-15T10:30:00Z","updated_at":"2025-01-15T10:30:00Z"}
            """)
        coder.check(
            APIResponseEnvelope<[League]>.self, #"{"request_id":"req-1","timestamp":"2025-01-01T00:00:00Z","data":[\#(Self.leagueJSON)]}"#)
        coder.check(APIResponseEnvelope<League>.self, #"{"request_id":"req-2","timestamp":"not a date","data":\#(Self.leagueJSON)}"#)
        coder.check(
            ErrorDetail.self, #"{"code":"VALIDATION_ERROR","message":"Name is required","request_id":"req-9","details":{"field":"name"}}"#)
        coder.check(ErrorDetail.self, #"{"code":"NOT_FOUND","message":"No league","request_id":"req-8"}"#)
        coder.check(APIErrorResponse.self, #"{"error":{"code":"X","message":"m","request_id":"r"}}"#)
        for sport in ["basketball", "soccer", "hockey", "baseball", "football"] {
            coder.check(SportType.self, "\"\(sport)\"")
        }
        coder.assertCoversEveryModel(of: "ScoreBase")
    }

    /// SB-03: the document's keys, `league_id` → `id`, `logo_url` → `logoUrl`, ISO 8601 dates.
    func testSB03LeagueKeys() throws {
        let league = try XCTUnwrap(coder().check(League.self, Self.leagueJSON))
        XCTAssertEqual(league.id, "lg_001")
        XCTAssertEqual(league.tenantId, "tn_042")
        XCTAssertEqual(league.sportType, .basketball)
        XCTAssertEqual(league.logoUrl, "https://cdn.scorebase.com/l/1.png")
        XCTAssertEqual(league.primaryColor, "#1E3A8A")
        XCTAssertEqual(league.secondaryColor, "#FFFFFF")
        XCTAssertEqual(league.createdAt, utc(2025, 1, 15, 10, 30))
        XCTAssertEqual(league.updatedAt, utc(2025, 1, 16, 8))
        let encoded = try JSONNode(coder().encode(league))
        XCTAssertEqual(encoded["league_id"], .string("lg_001"))
        XCTAssertNil(encoded["id"])
        XCTAssertEqual(encoded["logo_url"], .string("https://cdn.scorebase.com/l/1.png"))
        // ISO 8601 without fractional seconds on the way out; fractional accepted on the way in.
        XCTAssertEqual(encoded["created_at"], .string("2025-01-15T10:30:00Z"))
        let fractional = Self.leagueJSON.replacingOccurrences(of: "2025-01-15T10:30:00Z", with: "2025-01-15T10:30:00.500Z")
        let parsed = try ScoreBaseCoding.makeDecoder().decode(League.self, from: Data(fractional.utf8))
        XCTAssertEqual(parsed.createdAt.timeIntervalSince1970, utc(2025, 1, 15, 10, 30).timeIntervalSince1970 + 0.5, accuracy: 0.001)
    }

    /// SB-03: SportType has no `unknown` fallback in the spec, so a new sport fails to decode.
    func testSB03UnknownSportFails() {
        coder().checkFails(League.self, Self.leagueJSON.replacingOccurrences(of: "\"basketball\"", with: "\"cricket\""))
        XCTAssertEqual(SportType.allCases.count, 5)
    }

    func testExampleFixture() {
        let example = League.example
        XCTAssertEqual(example.id, "lg_001")
        XCTAssertEqual(example.sportType, .basketball)
        XCTAssertNil(example.logoUrl)
        XCTAssertEqual(example.createdAt, utc(2025, 1, 15, 10, 30), "the spec's example date, not the epoch")
        let data = coder().encode(example)
        XCTAssertEqual(try ScoreBaseCoding.makeDecoder().decode(League.self, from: data), example)
    }

    // MARK: SB-02 Envelope

    func testSB02EnvelopeGivesDataAndRequestID() throws {
        let http = HTTPClient(
            configuration: ClientConfiguration(
                baseURL: ScoreBaseServer.staging.url, makeDecoder: { ScoreBaseCoding.makeDecoder() }))
        let body = #"{"request_id":"req-1","timestamp":"2025-01-01T00:00:00Z","data":[\#(Self.leagueJSON)]}"#
        let answer = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        let response = try http.unwrapResponse(APIResponseEnvelope<[League]>.self, from: answer, operation: "getLeagues")
        XCTAssertEqual(response.value.map(\.id), ["lg_001"])
        XCTAssertEqual(response.requestID, "req-1")
        XCTAssertEqual(response.status, 200)
        // The timestamp stays text.
        let envelope = try ScoreBaseCoding.makeDecoder().decode(APIResponseEnvelope<[League]>.self, from: Data(body.utf8))
        XCTAssertEqual(envelope.timestamp, "2025-01-01T00:00:00Z")
        XCTAssertEqual(envelope.envelopeRequestID, "req-1")
        // A request id in the response header wins over the envelope's.
        var withHeader = answer
        withHeader.requestID = "hdr-7"
        XCTAssertEqual(
            try http.unwrapResponse(APIResponseEnvelope<[League]>.self, from: withHeader, operation: "getLeagues").requestID, "hdr-7")
        // An envelope without data is a decoding error naming the operation.
        let empty = HTTPResponse(status: 200, body: Data(#"{"request_id":"r","timestamp":"t"}"#.utf8))
        XCTAssertThrowsError(try http.unwrapResponse(APIResponseEnvelope<[League]>.self, from: empty, operation: "getLeagues")) { error in
            XCTAssertEqual((error as? APIError)?.kind, .decoding)
            XCTAssertEqual((error as? APIError)?.details.operation, "getLeagues")
        }
    }

    // MARK: Requests

    func routes() -> [Route<ScoreBaseEndpoint, MockScoreBaseClient>] {
        [
            Route(.getLeagues, "GET", "/leagues") { _ = try await $0.getLeagues() },
            Route(.getLeagueById(leagueId: "abc"), "GET", "/leagues/abc") { _ = try await $0.getLeagueById(leagueId: "abc") },
        ]
    }

    /// SB-04: the base path `/v1` is kept; policies: bearer, no retries, 300 s cache.
    func testSB04Routes() throws {
        let routes = routes()
        XCTAssertEqual(Set(routes.map(\.endpoint.operation)), GeneratedSource.operations(api: "ScoreBase"))
        for route in routes {
            let request = try route.endpoint.request(encoder: ScoreBaseCoding.makeEncoder())
            XCTAssertEqual(request.method.rawValue, route.method, line: route.line)
            XCTAssertEqual(request.path, route.path, line: route.line)
            XCTAssertEqual(request.auth, .bearer, line: route.line)
            XCTAssertEqual(request.retries, 0, line: route.line)
            XCTAssertEqual(request.cacheLifetime, 300, line: route.line)
            XCTAssertNil(request.timeout, line: route.line)
            XCTAssertTrue(request.query.isEmpty, line: route.line)
            let urlRequest = try route.endpoint.urlRequest(baseURL: ScoreBaseServer.staging.url, encoder: ScoreBaseCoding.makeEncoder())
            XCTAssertEqual(urlRequest.url?.absoluteString, "https://api-staging.scorebase.com/v1" + route.path, line: route.line)
            XCTAssertNil(urlRequest.httpBody, line: route.line)
        }
        let escaped = try ScoreBaseEndpoint.getLeagueById(leagueId: hostileID).request(encoder: ScoreBaseCoding.makeEncoder())
        XCTAssertEqual(escaped.path, "/leagues/" + hostileSegment)
        XCTAssertEqual(
            escaped.url(baseURL: ScoreBaseServer.production.url).absoluteString, "https://api.scorebase.com/v1/leagues/" + hostileSegment)
    }

    /// SB-12: the three environments; production is the default.
    func testSB12Servers() {
        XCTAssertEqual(
            ScoreBaseServer.allCases.map(\.url.absoluteString),
            [
                "https://api.scorebase.com/v1", "https://api-staging.scorebase.com/v1", "http://localhost:3000/v1",
            ])
        XCTAssertEqual(ScoreBaseClient().http.configuration.baseURL, ScoreBaseServer.production.url)
        XCTAssertEqual(ScoreBaseClient(server: .staging).http.configuration.baseURL, ScoreBaseServer.staging.url)
    }

    /// SB-05: User-Agent on every request; the bearer token from the credentials.
    func testSB05Headers() async throws {
        let transport = MemoryTransport { _ in (200, [:], #"{"request_id":"req-1","timestamp":"t","data":[]}"#) }
        let client = ScoreBaseClient(server: .staging, credentials: .bearerToken("tok"), transport: transport)
        XCTAssertTrue(client.http.configuration.headers.contains { $0.name == "User-Agent" && $0.value == "ScoreBase-iOS/1.0" })
        _ = try await client.getLeagues()
        let sent = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(sent.url?.absoluteString, "https://api-staging.scorebase.com/v1/leagues")
        XCTAssertEqual(sent.value(forHTTPHeaderField: "Authorization"), "Bearer tok")
        XCTAssertEqual(sent.value(forHTTPHeaderField: "User-Agent"), "ScoreBase-iOS/1.0")
        XCTAssertEqual(sent.value(forHTTPHeaderField: "Accept"), "application/json")
        XCTAssertNil(sent.httpBody)
    }

    /// SB-01 and SB-10: leagues and a real request id; a second GET within 300 s is a cache hit.
    func testSB01FetchLeaguesAndSB10Cache() async throws {
        let body = #"{"request_id":"req-1","timestamp":"2025-01-01T00:00:00Z","data":[\#(Self.leagueJSON)]}"#
        let transport = MemoryTransport { _ in (200, [:], body) }
        let client = ScoreBaseClient(credentials: .bearerToken("tok"), transport: transport)
        let first = try await client.getLeagues()
        XCTAssertFalse(first.value.isEmpty)
        XCTAssertEqual(first.requestID, "req-1")
        XCTAssertEqual(Response(value: 1, requestID: nil, status: 200, headers: ["Etag": "\"v1\""]).header("ETag"), "\"v1\"")
        XCTAssertNotEqual(first.requestID, "cached")
        let second = try await client.getLeagues()
        XCTAssertEqual(second.value, first.value)
        XCTAssertEqual(transport.requests.count, 1, "the second call within 300 s is answered from the cache")
        // "leagues" and "league_<id>" are independent entries.
        _ = try? await client.getLeagueById(leagueId: "lg_001")
        XCTAssertEqual(transport.requests.count, 2)
        await client.http.clearCache()
        _ = try await client.getLeagues()
        XCTAssertEqual(transport.requests.count, 3)
    }

    /// An answer that cannot be decoded is not cached: the next call asks the server again.
    func testAnUndecodableAnswerIsNotCached() async throws {
        let good = #"{"request_id":"req-1","timestamp":"2025-01-01T00:00:00Z","data":[\#(Self.leagueJSON)]}"#
        let calls = Locked(0)
        let transport = MemoryTransport { _ in
            let call = calls.withLock { count -> Int in
                count += 1
                return count
            }
            return (200, [:], call == 1 ? #"{"request_id":"req-1","data":[{"# : good)
        }
        let client = ScoreBaseClient(credentials: .bearerToken("tok"), transport: transport)
        do {
            _ = try await client.getLeagues()
            XCTFail("a cut-off body decoded")
        } catch APIError.decoding {}
        let second = try await client.getLeagues()
        XCTAssertFalse(second.value.isEmpty)
        XCTAssertEqual(transport.requests.count, 2, "the broken answer was not served from the cache")
        _ = try await client.getLeagues()
        XCTAssertEqual(transport.requests.count, 2, "the good one was")
    }

    /// An API key sent in the query is left out of the error's URL and text.
    func testAQueryAPIKeyStaysOutOfErrors() async throws {
        struct KeyedCall: APIEndpoint {
            func request(encoder: JSONEncoder) throws -> EndpointRequest {
                EndpointRequest(
                    operation: "stats", method: .get, path: "/stats", query: [URLQueryItem(name: "q", value: "x")],
                    auth: .apiKey(name: "api_key", in: .query))
            }
        }
        struct Failing: HTTPTransport {
            func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
                throw URLError(
                    .cannotConnectToHost,
                    userInfo: [NSURLErrorFailingURLErrorKey: request.url!, NSLocalizedDescriptionKey: "cannot reach \(request.url!)"])
            }
            func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }
        }
        let forbidden = MemoryTransport { _ in (403, [:], "{}") }
        for transport in [forbidden, Failing()] as [any HTTPTransport] {
            let http = HTTPClient(
                configuration: ClientConfiguration(
                    baseURL: URL(string: "https://api.example/v1")!, transport: transport, credentials: .apiKey("SECRET+KEY/1")))
            do {
                try await http.send(KeyedCall())
                XCTFail("no error")
            } catch let error as APIError {
                let text =
                    "\(error) \(error.details.url?.absoluteString ?? "") \(error.details.underlying ?? "") \(error.details.message ?? "")"
                XCTAssertFalse(text.contains("SECRET"), text)
                XCTAssertEqual(error.details.url?.absoluteString, "https://api.example/v1/stats?q=x&api_key=redacted")
            }
        }
        XCTAssertEqual(forbidden.requests.first?.url?.query, "q=x&api_key=SECRET%2BKEY%2F1", "the server still gets the key")
    }

    func testABodyWithoutItsEnvelopeSaysSo() async throws {
        let transport = MemoryTransport { _ in (200, [:], Self.leagueJSON) }
        let client = ScoreBaseClient(credentials: .bearerToken("tok"), transport: transport)
        do {
            _ = try await client.getLeagueById(leagueId: "lg_001")
            XCTFail("expected a decoding error")
        } catch APIError.decoding(let path, _, let details) {
            XCTAssertEqual(path, "request_id")
            XCTAssertEqual(details.message, "The response is not wrapped in APIResponseEnvelope<League>: it has no 'request_id'.")
        }
    }

    /// SB-07: the B2 error body gives the message and the request id.
    func testSB07ErrorBody() async throws {
        let transport = MemoryTransport { request in
            let status = request.url!.path.hasSuffix("/missing") ? 404 : 400
            return (
                status, [:],
                #"{"error":{"code":"VALIDATION_ERROR","message":"Name is required","request_id":"req-err","details":{"field":"name"}}}"#
            )
        }
        let client = ScoreBaseClient(credentials: .bearerToken("tok"), transport: transport)
        do {
            _ = try await client.getLeagueById(leagueId: "bad")
            XCTFail("expected an error")
        } catch let error as APIError {
            XCTAssertEqual(error.kind, .clientError)
            XCTAssertEqual(error.status, 400)
            XCTAssertEqual(error.serverMessage, "Name is required")
            XCTAssertEqual(error.requestID, "req-err")
            XCTAssertEqual(error.errorBody(as: APIErrorResponse.self)?.error.details, ["field": "name"])
        }
        do {
            _ = try await client.getLeagueById(leagueId: "missing")
            XCTFail("expected an error")
        } catch let error as APIError {
            XCTAssertEqual(error.kind, .notFound)
        }
    }

    // MARK: Mock client

    func testMockRecordsEveryEndpointAndThrowsWhenNotStubbed() async throws {
        let routes = routes()
        let mock = MockScoreBaseClient()
        for route in routes {
            do {
                try await route.call(mock)
                XCTFail("\(route.endpoint.operation) answered without a handler", line: route.line)
            } catch let error as MockClientError {
                XCTAssertEqual(error, .notStubbed(route.endpoint.operation), line: route.line)
                XCTAssertEqual("\(error)", "not stubbed: \(route.endpoint.operation)", line: route.line)
            }
        }
        XCTAssertEqual(mock.calls, routes.map(\.endpoint))
    }

    func testMockHandlersAnswerWithMetadata() async throws {
        var handlers = MockScoreBaseClient.Handlers()
        handlers.getLeagues = { Response(value: [League.example], requestID: "req-mock", status: 200, headers: [:]) }
        let mock = MockScoreBaseClient(handlers: handlers)
        let response = try await mock.getLeagues()
        XCTAssertEqual(response.value, [League.example])
        XCTAssertEqual(response.requestID, "req-mock")
        mock.handlers.getLeagueById = { id in
            var league = League.example
            league.id = id
            return Response(value: league, requestID: nil, status: 200, headers: [:])
        }
        let ids = ["a", "b/c", "d e"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in ids {
                group.addTask {
                    let league = try await mock.getLeagueById(leagueId: id).value
                    XCTAssertEqual(league.id, id)
                }
            }
            try await group.waitForAll()
        }
        XCTAssertEqual(mock.calls.first, .getLeagues)
        XCTAssertEqual(Set(mock.calls.dropFirst()), Set(ids.map { ScoreBaseEndpoint.getLeagueById(leagueId: $0) }))
    }
}
