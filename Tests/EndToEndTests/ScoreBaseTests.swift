// ScoreBase (seed 001) against a real server: envelope unwrapping with the request id on
// success (Response<T>) and on error, its nested error body, and the 5-minute GET cache.
import Foundation
import ScoreBase
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static func league(_ id: String) -> String {
        #"{"league_id":\#(Wire.quoted(id)),"tenant_id":"tn_042","name":"Northside Youth Basketball","sport_type":"basketball","created_at":"2025-01-15T10:30:00Z","updated_at":"2025-01-15T10:30:00Z"}"#
    }

    static func envelope(_ data: String, requestID: String) -> String {
        #"{"request_id":"\#(requestID)","timestamp":"2025-01-15T10:30:00Z","data":\#(data)}"#
    }

    static func error(_ code: String, _ message: String, requestID: String, details: String = "null") -> String {
        #"{"error":{"code":"\#(code)","message":\#(Wire.quoted(message)),"request_id":"\#(requestID)","details":\#(details)}}"#
    }
}

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    if r.rawPath == "/v1/leagues" {
        s.count("leagues")
        return .json(200, Fixture.envelope("[\(Fixture.league("lg_001")),\(Fixture.league("lg_002"))]", requestID: "env-list"))
    }
    guard let id = r.segments(after: "/v1/leagues/")?.first else {
        return .json(404, Fixture.error("NOT_FOUND", "No route", requestID: "err-404"))
    }
    switch id {
    case "lg_hdr":
        return .json(200, Fixture.envelope(Fixture.league(id), requestID: "env-rid"), headers: ["X-Request-ID": "hdr-rid"])
    case "bad id":
        return .json(
            400,
            Fixture.error(
                "VALIDATION_ERROR", "Invalid league id", requestID: "err-400",
                details: #"{"leagueId":"must start with lg_","format":"lg_<digits>"}"#))
    case "lg_busy":
        return .json(429, Fixture.error("RATE_LIMITED", "Too many requests", requestID: "err-429"), headers: ["Retry-After": "30"])
    case "lg_bare":
        return .json(200, Fixture.league(id))  // no envelope
    default:
        return .json(200, Fixture.envelope(Fixture.league(id), requestID: "env-\(id)"))
    }
}

private func withClient(_ body: (ScoreBaseClient, TestServer) async throws -> Void) async throws {
    try await withServer(route) { server, session in
        let client = ScoreBaseClient(
            baseURL: server.url("/v1"), credentials: .bearerToken("sb"), transport: URLSessionTransport(configuration: .ephemeral))
        try await body(client, server)
    }
}

@Suite("ScoreBase")
struct ScoreBaseTests {
    @Test("The envelope unwraps to Response<T> with the envelope's request_id")
    func envelopeWithRequestID() async throws {
        try await withClient { client, server in
            let leagues = try await client.getLeagues()
            #expect(leagues.value.map(\.id) == ["lg_001", "lg_002"])
            #expect(leagues.value.first?.sportType == .basketball)
            #expect(leagues.requestID == "env-list")
            #expect(leagues.status == 200)
            #expect(server.last?.rawPath == "/v1/leagues")  // the server's base path is kept
            #expect(server.last?.header("Content-Type") == nil)  // a GET has no body and no content type

            let one = try await client.getLeagueById(leagueId: "lg_007")
            #expect(one.value.id == "lg_007")
            #expect(one.requestID == "env-lg_007")
            // The header's request id wins over the envelope's.
            let withHeader = try await client.getLeagueById(leagueId: "lg_hdr")
            #expect(withHeader.requestID == "hdr-rid")
        }
    }

    @Test("A bare body where an envelope is expected names the missing key")
    func missingEnvelope() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.getLeagueById(leagueId: "lg_bare") }
            guard case .decoding(let path, _, _)? = error else {
                Issue.record("not decoding: \(String(describing: error))")
                return
            }
            #expect(path == "request_id")
        }
    }

    @Test("400 validation error: message, request id and details")
    func validationError() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.getLeagueById(leagueId: "bad id") }
            #expect(error?.kind == .clientError)
            #expect(error?.status == 400)
            #expect(error?.serverMessage == "Invalid league id")
            #expect(error?.requestID == "err-400")
            #expect(error?.isRetryable == false)
            let body = error?.errorBody(as: APIErrorResponse.self)
            #expect(body?.error.code == "VALIDATION_ERROR")
            #expect(body?.error.details == ["leagueId": "must start with lg_", "format": "lg_<digits>"])
        }
    }

    @Test("429: rateLimited with Retry-After, message and request id")
    func rateLimited() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.getLeagueById(leagueId: "lg_busy") }
            guard case .rateLimited(let retryAfter, _)? = error else {
                Issue.record("not rateLimited: \(String(describing: error))")
                return
            }
            #expect(retryAfter == 30)
            #expect(error?.serverMessage == "Too many requests")
            #expect(error?.requestID == "err-429")
            #expect(error?.errorDescription == "Too many requests. Please wait 30 seconds.")
        }
    }

    @Test("GETs are cached for 5 minutes, keyed by URL")
    func cache() async throws {
        try await withClient { client, server in
            let first = try await client.getLeagues()
            let second = try await client.getLeagues()
            #expect(second.value == first.value)
            #expect(second.requestID == "env-list")  // the stored response
            #expect(server.counter("leagues") == 1)
            _ = try await client.getLeagueById(leagueId: "lg_001")
            _ = try await client.getLeagueById(leagueId: "lg_002")
            #expect(server.requests.count == 3)
        }
    }
}
