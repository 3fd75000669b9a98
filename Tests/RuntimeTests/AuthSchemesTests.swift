import Foundation
import GenRuntime
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Several named auth schemes on one client (`authSchemes:`): each endpoint sends the
/// credentials of its own schemes, one or several, on a loopback server.
final class AuthSchemesTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        for server in servers { await server.stop() }
        servers = []
    }

    private let session = NamedAuthScheme("session", .bearer)
    private let storeKey = NamedAuthScheme("storeKey", .apiKey(name: "X-Store-Key", in: .header))
    private let partner = NamedAuthScheme("partner", .apiKey(name: "partner_key", in: .query))

    private func call(_ named: [NamedAuthScheme], path: String = "/call") -> EndpointRequest {
        EndpointRequest(operation: "call", method: .get, path: path, auth: .schemes(named))
    }

    private func server(_ handler: @escaping LoopbackServer.Handler = { _ in LoopbackServer.json(200, "{}") }) async throws
        -> LoopbackServer
    {
        let server = try await LoopbackServer(handler)
        servers.append(server)
        return server
    }

    func testEachEndpointSendsItsOwnSchemesCredentials() async throws {
        let server = try await server()
        var configuration = ClientConfiguration(baseURL: server.url())
        configuration.schemeCredentials = ["session": .bearerToken("tok-1"), "storeKey": .apiKey("store-9"), "partner": .apiKey("p k")]
        let client = HTTPClient(configuration: configuration)

        _ = try await client.perform(call([session]))
        _ = try await client.perform(call([storeKey]))
        _ = try await client.perform(call([session, storeKey, partner]))
        _ = try await client.perform(EndpointRequest(operation: "open", method: .get, path: "/open"))

        let seen = server.requests
        XCTAssertEqual(seen.map { $0.header("Authorization") }, ["Bearer tok-1", nil, "Bearer tok-1", nil])
        XCTAssertEqual(seen.map { $0.header("X-Store-Key") }, [nil, "store-9", "store-9", nil])
        XCTAssertEqual(seen.map(\.query), ["", "", "partner_key=p%20k", ""])
    }

    /// Schemes that send `Authorization` are alternatives (a document's `security: [{ basic },
    /// { bearer }]`): the first whose credentials are set is sent, whichever that is.
    func testOfSchemesThatSendAuthorizationTheFirstWithCredentialsIsSent() async throws {
        let server = try await server()
        let basic = NamedAuthScheme("basic", .basic)
        var configuration = ClientConfiguration(baseURL: server.url())
        configuration.schemeCredentials = ["session": .bearerToken("tok-1")]
        let client = HTTPClient(configuration: configuration)
        _ = try await client.perform(call([basic, session, storeKey]))
        client.setCredentials(.basic(username: "u", password: "p"), for: "basic")
        _ = try await client.perform(call([basic, session, storeKey]))
        _ = try await client.perform(call([session, basic]))
        XCTAssertEqual(
            server.requests.map { $0.header("Authorization") },
            ["Bearer tok-1", "Basic " + Data("u:p".utf8).base64EncodedString(), "Bearer tok-1"])
    }

    func testASchemeWithoutCredentialsOrOfAnotherKindSendsNothing() async throws {
        let server = try await server()
        var configuration = ClientConfiguration(baseURL: server.url(), credentials: .bearerToken("single"))
        // A basic credential under a bearer scheme's name does not match it.
        configuration.schemeCredentials = ["session": .basic(username: "u", password: "p")]
        let client = HTTPClient(configuration: configuration)
        _ = try await client.perform(call([session, storeKey]))
        XCTAssertNil(server.requests.first?.header("Authorization"))
        XCTAssertNil(server.requests.first?.header("X-Store-Key"))
    }

    func testSchemeCredentialsChangeOnALiveClientOneSchemeAtATime() async throws {
        let server = try await server()
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        client.setCredentials(.apiKey("store-1"), for: "storeKey")
        _ = try await client.perform(call([session, storeKey]))
        client.setCredentials(.bearerToken("signed-in"), for: "session")
        _ = try await client.perform(call([session, storeKey]))
        client.setCredentials(nil, for: "storeKey")
        _ = try await client.perform(call([session, storeKey]))
        XCTAssertEqual(server.requests.map { $0.header("Authorization") }, [nil, "Bearer signed-in", "Bearer signed-in"])
        XCTAssertEqual(server.requests.map { $0.header("X-Store-Key") }, ["store-1", "store-1", nil])
        XCTAssertNil(client.credentials(for: "storeKey"))
        XCTAssertNotNil(client.credentials(for: "session"))
    }

    func testA401RefreshesTheNamedBearerSchemesTokenAndReplaysWithTheKeyToo() async throws {
        let server = try await server { request in
            request.header("Authorization") == "Bearer fresh" ? LoopbackServer.json(200, "{}") : LoopbackServer.json(401, "{}")
        }
        let refreshes = Locked(0)
        let provider = ClosureTokenProvider(
            token: { "stale" },
            refresh: {
                refreshes.withLock { $0 += 1 }
                return "fresh"
            })
        var configuration = ClientConfiguration(baseURL: server.url())
        configuration.schemeCredentials = ["session": .bearer(provider), "storeKey": .apiKey("store-9")]
        let client = HTTPClient(configuration: configuration)
        _ = try await client.perform(call([session, storeKey]))
        XCTAssertEqual(refreshes.current, 1)
        XCTAssertEqual(server.requests.map { $0.header("Authorization") }, ["Bearer stale", "Bearer fresh"])
        XCTAssertEqual(server.requests.map { $0.header("X-Store-Key") }, ["store-9", "store-9"])
    }

    func testACrossOriginRedirectStripsEverySchemesCredentials() async throws {
        let target = try await server()
        let location = target.url("/landing?partner_key=p-1&page=2").absoluteString
        let origin = try await server { _ in LoopbackServer.redirect(307, to: location) }
        var configuration = ClientConfiguration(baseURL: origin.url(), redirects: .followStrippingCredentials)
        configuration.schemeCredentials = ["session": .bearerToken("tok-1"), "storeKey": .apiKey("store-9"), "partner": .apiKey("p-1")]
        _ = try await HTTPClient(configuration: configuration).perform(call([session, storeKey, partner]))

        let sent = try XCTUnwrap(origin.requests.first)
        XCTAssertEqual(sent.header("Authorization"), "Bearer tok-1")
        XCTAssertEqual(sent.header("X-Store-Key"), "store-9")
        let landed = try XCTUnwrap(target.requests.first)
        XCTAssertNil(landed.header("Authorization"))
        XCTAssertNil(landed.header("X-Store-Key"))
        XCTAssertEqual(landed.query, "page=2")
    }

    func testEverySchemesSecretIsKeptOutOfLogsAndErrors() async throws {
        let server = try await server { _ in LoopbackServer.json(500, #"{"error":"boom"}"#) }
        let lines = Locked<[String]>([])
        var configuration = ClientConfiguration(
            baseURL: server.url(), middlewares: [LoggingMiddleware(sink: { line in lines.withLock { $0.append(line) } })])
        configuration.schemeCredentials = [
            "session": .bearerToken("tok-secret"), "storeKey": .apiKey("store-secret"), "partner": .apiKey("partner-secret"),
        ]
        let error = await apiError {
            try await HTTPClient(configuration: configuration).perform(self.call([self.session, self.storeKey, self.partner]))
        }

        let text = lines.current.joined(separator: "\n") + "\(String(describing: error))" + (error?.details.url?.absoluteString ?? "")
        XCTAssertFalse(lines.current.isEmpty)
        for secret in ["tok-secret", "store-secret", "partner-secret"] {
            XCTAssertFalse(text.contains(secret), "\(secret) leaked: \(text)")
        }
        XCTAssertEqual(server.requests.first?.header("X-Store-Key"), "store-secret")
    }

    func testCachedAnswersAreKeyedByEverySchemesCredential() async throws {
        let count = Locked(0)
        let server = try await server { _ in
            let n = count.withLock {
                $0 += 1
                return $0
            }
            return LoopbackServer.json(200, "{\"n\":\(n)}")
        }
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        client.setCredentials(.bearerToken("tok"), for: "session")
        client.setCredentials(.apiKey("store-1"), for: "storeKey")
        var request = call([session, storeKey])
        request.cacheLifetime = 60
        let first = try await client.perform(request).body
        let again = try await client.perform(request).body
        XCTAssertEqual(again, first)
        client.setCredentials(.apiKey("store-2"), for: "storeKey")
        let otherKey = try await client.perform(request).body
        XCTAssertNotEqual(otherKey, first)
    }
}
