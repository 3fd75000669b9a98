import Foundation
import GenRuntime
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An API key sent as a cookie (`{ apiKey: session, in: cookie }`), on a loopback server: one
/// `Cookie` header with the request's other cookies, never a key that would forge a cookie,
/// never to another origin, never in a log.
final class CookieKeyTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        // The cookies a test's server set stay in the process's store, where the next test's
        // server (the same host, another port) would be sent them.
        for server in servers {
            for cookie in HTTPCookieStorage.shared.cookies(for: server.url()) ?? [] { HTTPCookieStorage.shared.deleteCookie(cookie) }
            await server.stop()
        }
        servers = []
    }

    private func server(_ handler: @escaping LoopbackServer.Handler = { _ in LoopbackServer.json(200, "{}") }) async throws
        -> LoopbackServer
    {
        let server = try await LoopbackServer(handler)
        servers.append(server)
        return server
    }

    private let sessionCookie = AuthScheme.apiKey(name: "session", in: .cookie)

    private func call(_ auth: AuthScheme, path: String = "/call") -> EndpointRequest {
        EndpointRequest(operation: "call", method: .get, path: path, auth: auth)
    }

    func testTheKeyJoinsTheCookiesTheRequestAlreadyCarries() async throws {
        let server = try await server()
        let bare = HTTPClient(configuration: ClientConfiguration(baseURL: server.url(), credentials: .apiKey("k-1")))
        _ = try await bare.perform(call(sessionCookie))
        let withCookie = HTTPClient(
            configuration: ClientConfiguration(baseURL: server.url(), credentials: .apiKey("k-2"), headers: [("Cookie", "theme=dark")]))
        _ = try await withCookie.perform(call(sessionCookie))
        // A call's own cookie (`withCallOptions`) is kept too, and the key comes after it.
        _ = try await withCallOptions(CallOptions(headers: [("Cookie", "lang=fr")])) {
            try await bare.perform(self.call(self.sessionCookie))
        }
        // An endpoint without the scheme sends no key.
        _ = try await bare.perform(call(.none))

        XCTAssertEqual(
            server.requests.map { $0.header("Cookie") }, ["session=k-1", "theme=dark; session=k-2", "lang=fr; session=k-1", nil])
    }

    func testTwoCookieSchemesShareOneHeader() async throws {
        let server = try await server()
        var configuration = ClientConfiguration(baseURL: server.url())
        configuration.schemeCredentials = ["session": .apiKey("s-1"), "device": .apiKey("d-1")]
        let schemes = AuthScheme.schemes([
            NamedAuthScheme("session", sessionCookie), NamedAuthScheme("device", .apiKey(name: "device_id", in: .cookie)),
        ])
        _ = try await HTTPClient(configuration: configuration).perform(call(schemes))
        XCTAssertEqual(server.requests.first?.header("Cookie"), "session=s-1; device_id=d-1")
    }

    /// A cookie the server set on an earlier answer (a load balancer's, or a stale `session`)
    /// and URLSession keeps: the keyed request still sends one well-formed header whose
    /// `session` pair is the key.
    /// A session that keeps cookies (an app's choice, `init(configuration: .default)`).
    private let keepingCookies = URLSessionTransport(configuration: .default)

    func testCookiesTheSessionStoredDoNotMixIntoTheKeysHeader() async throws {
        let server = try await server { request in
            request.path == "/login"
                ? LoopbackServer.json(200, "{}", headers: ["Set-Cookie": "session=stale; Path=/"]) : LoopbackServer.json(200, "{}")
        }
        let client = HTTPClient(
            configuration: ClientConfiguration(baseURL: server.url(), transport: keepingCookies, credentials: .apiKey("k-1")))
        _ = try await client.perform(call(.none, path: "/login"))
        _ = try await client.perform(call(.none))
        _ = try await client.perform(call(sessionCookie))
        XCTAssertEqual(server.requests.map { $0.header("Cookie") }, [nil, "session=stale", "session=k-1"])
    }

    /// The default transport keeps no cookies: one a server sets is sent neither by the next
    /// call nor by another client (another user's, in a server app); a `Cookie` the call gives
    /// (a forwarded session) is sent as it is, however a session would store cookies.
    func testTheDefaultClientKeepsNoCookiesAndSendsTheOnesItIsGiven() async throws {
        let server = try await server { request in
            request.path == "/login"
                ? LoopbackServer.json(200, "{}", headers: ["Set-Cookie": "ory_session=user-a; Path=/"]) : LoopbackServer.json(200, "{}")
        }
        let userA = HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        let userB = HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        _ = try await userA.perform(call(.none, path: "/login"))
        _ = try await userA.perform(call(.none))
        _ = try await userB.perform(call(.none))
        var forwarded = call(.none)
        forwarded.headers.append((name: "Cookie", value: "ory_session=user-b"))
        _ = try await userB.perform(forwarded)
        XCTAssertEqual(server.requests.map { $0.header("Cookie") }, [nil, nil, nil, "ory_session=user-b"])

        // Given with a session that keeps cookies, the call's own is still the one sent.
        let keeping = HTTPClient(configuration: ClientConfiguration(baseURL: server.url(), transport: keepingCookies))
        _ = try await keeping.perform(call(.none, path: "/login"))
        _ = try await keeping.perform(forwarded)
        XCTAssertEqual(server.requests.last?.header("Cookie"), "ory_session=user-b")
    }

    /// Most servers read the first of two cookies of one name: the key replaces one the
    /// request already carries, as a header key wins over a header of its name.
    func testTheKeyReplacesACookieOfItsName() async throws {
        let server = try await server()
        let client = HTTPClient(
            configuration: ClientConfiguration(
                baseURL: server.url(), credentials: .apiKey("k-1"), headers: [("Cookie", "session=forged; theme=dark")]))
        _ = try await client.perform(call(sessionCookie))
        XCTAssertEqual(server.requests.first?.header("Cookie"), "theme=dark; session=k-1")
    }

    /// A retried call and a redirect within the origin each send the key once.
    func testRetriesAndRedirectsSendTheKeyOnce() async throws {
        let attempts = Locked(0)
        let server = try await server { request in
            if request.path == "/moved" { return LoopbackServer.redirect(307, to: "/call") }
            let n = attempts.withLock {
                $0 += 1
                return $0
            }
            return n == 1 ? LoopbackServer.json(503, "{}", headers: ["Retry-After": "0"]) : LoopbackServer.json(200, "{}")
        }
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url(), credentials: .apiKey("k-1")))
        var retried = call(sessionCookie)
        retried.retries = 1
        _ = try await client.perform(retried)
        _ = try await client.perform(call(sessionCookie, path: "/moved"))
        XCTAssertEqual(server.requests.map(\.path), ["/call", "/call", "/moved", "/call"])
        XCTAssertEqual(Set(server.requests.map { $0.header("Cookie") }), ["session=k-1"])
    }

    /// `k;admin=1` would be sent as a second cookie of the key holder's choosing.
    func testAKeyNoCookieCanCarryFailsTheCallAndSendsNothing() async throws {
        let server = try await server()
        for key in ["k;admin=1", "k 1", "k,1", "k\"1", "k\\1", "k\r\nX-Forged: 1", "clé"] {
            let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url(), credentials: .apiKey(key)))
            let error = await apiError { try await client.perform(self.call(self.sessionCookie)) }
            guard case .encoding(let details)? = error else {
                XCTFail("\(key.debugDescription): expected .encoding, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(details.message?.contains("cookie 'session'") ?? false, details.message ?? "")
            XCTAssertFalse(details.message?.contains(key) ?? true, "the key is in the message")
        }
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testACrossOriginRedirectLeavesTheCookieBehind() async throws {
        let target = try await server()
        let location = target.url("/landing").absoluteString
        let origin = try await server { _ in LoopbackServer.redirect(307, to: location) }
        let configuration = ClientConfiguration(baseURL: origin.url(), credentials: .apiKey("k-1"), redirects: .followStrippingCredentials)
        _ = try await HTTPClient(configuration: configuration).perform(call(sessionCookie))

        XCTAssertEqual(origin.requests.first?.header("Cookie"), "session=k-1")
        let landed = try XCTUnwrap(target.requests.first)
        XCTAssertNil(landed.header("Cookie"))
    }

    func testTheKeyIsKeptOutOfLogs() async throws {
        let server = try await server { _ in LoopbackServer.json(500, #"{"error":"boom"}"#) }
        let lines = Locked<[String]>([])
        let configuration = ClientConfiguration(
            baseURL: server.url(), middlewares: [LoggingMiddleware(sink: { line in lines.withLock { $0.append(line) } })],
            credentials: .apiKey("cookie-secret"))
        let error = await apiError { try await HTTPClient(configuration: configuration).perform(self.call(self.sessionCookie)) }

        XCTAssertNotNil(error)
        XCTAssertFalse(lines.current.isEmpty)
        let text = lines.current.joined(separator: "\n") + String(describing: error)
        XCTAssertFalse(text.contains("cookie-secret"), text)
        XCTAssertEqual(server.requests.first?.header("Cookie"), "session=cookie-secret")
    }
}
