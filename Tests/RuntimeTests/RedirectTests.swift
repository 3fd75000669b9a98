import Foundation
import XCTest

@testable import GenRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Redirects are followed by the client, hop by hop, and no credential reaches another origin.
final class RedirectTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        for server in servers { await server.stop() }
        servers = []
    }

    /// `origin` answers `/start` with `status` to `target`'s `/landing`; `target` answers 200.
    private func pair(status: Int, sameOrigin: Bool = false) async throws -> (origin: LoopbackServer, target: LoopbackServer) {
        let target = try await LoopbackServer { _ in LoopbackServer.json(200, #"{"ok":true}"#) }
        let location = target.url("/landing?api_key=k-123&page=2").absoluteString
        let origin = try await LoopbackServer { request in
            if request.path == "/start" {
                return LoopbackServer.redirect(status, to: sameOrigin ? "/landing" : location)
            }
            return LoopbackServer.json(200, #"{"ok":true}"#)
        }
        servers += [origin, target]
        return (origin, target)
    }

    private func client(_ base: URL, credentials: Credentials, redirects: RedirectPolicy = .sameOrigin) -> HTTPClient {
        HTTPClient(configuration: ClientConfiguration(baseURL: base, credentials: credentials, redirects: redirects))
    }

    private func get(_ auth: AuthScheme, method: HTTPMethod = .get, body: RequestBody = .none) -> EndpointRequest {
        EndpointRequest(operation: "start", method: method, path: "/start", body: body, auth: auth)
    }

    func testACrossOriginRedirectIsRefusedByDefaultAndSendsNothingThere() async throws {
        let (origin, target) = try await pair(status: 302)
        let error = await apiError {
            try await self.client(origin.url(), credentials: .bearerToken("tok-secret")).perform(self.get(.bearer))
        }
        guard case .transport(let details)? = error else { return XCTFail("expected .transport, got \(String(describing: error))") }
        XCTAssertEqual(details.status, 302)
        XCTAssertTrue(details.message?.contains("another origin") == true, details.message ?? "")
        XCTAssertTrue(target.requests.isEmpty)
    }

    func testFollowingAcrossOriginsStripsEveryCredential() async throws {
        for status in [301, 302, 303, 307, 308] {
            let (origin, target) = try await pair(status: status)
            let bearer = client(origin.url(), credentials: .bearerToken("tok-secret"), redirects: .followStrippingCredentials)
            _ = try await bearer.perform(get(.bearer))
            let keyInHeader = client(origin.url(), credentials: .apiKey("k-123"), redirects: .followStrippingCredentials)
            _ = try await keyInHeader.perform(get(.apiKey(name: "X-API-Key", in: .header)))
            let keyInQuery = client(origin.url(), credentials: .apiKey("k-123"), redirects: .followStrippingCredentials)
            _ = try await keyInQuery.perform(get(.apiKey(name: "api_key", in: .query)))

            XCTAssertEqual(origin.requests.first?.header("Authorization"), "Bearer tok-secret")
            XCTAssertEqual(origin.requests.dropFirst().first?.header("X-API-Key"), "k-123")
            XCTAssertEqual(target.requests.count, 3, "status \(status)")
            for request in target.requests {
                XCTAssertNil(request.header("Authorization"), "status \(status)")
                XCTAssertNil(request.header("X-API-Key"), "status \(status)")
            }
            // The query key the location repeats is dropped for the other origin; the rest stays.
            XCTAssertEqual(target.requests.last?.query, "page=2", "status \(status)")
        }
    }

    func testA307OnAPostRepeatsTheBodyWithoutTheCredential() async throws {
        let (origin, target) = try await pair(status: 307)
        let client = client(origin.url(), credentials: .basic(username: "u", password: "p"), redirects: .followStrippingCredentials)
        _ = try await client.perform(get(.basic, method: .post, body: .json(Data(#"{"a":1}"#.utf8))))
        let landed = try XCTUnwrap(target.requests.first)
        XCTAssertEqual(landed.method, "POST")
        XCTAssertEqual(String(decoding: landed.body, as: UTF8.self), #"{"a":1}"#)
        XCTAssertNil(landed.header("Authorization"))
        XCTAssertNotNil(origin.requests.first?.header("Authorization"))
    }

    func testA303TurnsAPostIntoAGet() async throws {
        let (origin, target) = try await pair(status: 303)
        let client = client(origin.url(), credentials: .bearerToken("t"), redirects: .followStrippingCredentials)
        _ = try await client.perform(get(.bearer, method: .post, body: .json(Data("{}".utf8))))
        XCTAssertEqual(target.requests.first?.method, "GET")
        XCTAssertEqual(target.requests.first?.body, Data())
    }

    func testASameOriginRedirectKeepsTheCredential() async throws {
        let (origin, _) = try await pair(status: 302, sameOrigin: true)
        _ = try await client(origin.url(), credentials: .bearerToken("tok")).perform(get(.bearer))
        XCTAssertEqual(origin.requests.map(\.path), ["/start", "/landing"])
        XCTAssertEqual(origin.requests.last?.header("Authorization"), "Bearer tok")
    }

    /// An origin is scheme, host and port; a port the URL cannot read makes an origin of its
    /// own, not the default port's (credentials would otherwise go along).
    func testAnOriginIsSchemeHostAndAReadablePort() throws {
        let table: [(a: String, b: String, same: Bool)] = [
            ("https://api.example.com/a", "https://API.example.com:443/b", true),
            ("http://api.example.com/a", "http://api.example.com:80/b?x=1", true),
            ("https://api.example.com/a", "http://api.example.com/a", false),
            ("https://api.example.com/a", "https://api.example.com:8443/a", false),
            ("http://h/a", "http://h:99999999999999999999/a", false),
            ("http://h/a", "http://h:/a", false),
            ("http://user:pw@h/a", "http://h/b", true),
            ("http://[::1]/a", "http://[::1]:80/b", true),
        ]
        for row in table {
            let (a, b) = (try XCTUnwrap(URL(string: row.a)), try XCTUnwrap(URL(string: row.b)))
            XCTAssertEqual(Redirect.origin(of: a) == Redirect.origin(of: b), row.same, "\(row.a) \(row.b)")
        }
    }

    func testNeverFollowsNoRedirect() async throws {
        let (origin, _) = try await pair(status: 302, sameOrigin: true)
        let error = await apiError {
            try await self.client(origin.url(), credentials: .bearerToken("t"), redirects: .never).perform(self.get(.bearer))
        }
        guard case .transport(let details)? = error else { return XCTFail("expected .transport, got \(String(describing: error))") }
        XCTAssertTrue(details.message?.contains("follows no redirect") == true, details.message ?? "")
        XCTAssertEqual(origin.requests.count, 1)
    }

    func testARedirectLoopEnds() async throws {
        let loop = try await LoopbackServer { _ in LoopbackServer.redirect(302, to: "/start") }
        servers.append(loop)
        let error = await apiError { try await self.client(loop.url(), credentials: .bearerToken("t")).perform(self.get(.bearer)) }
        guard case .transport(let details)? = error else { return XCTFail("expected .transport, got \(String(describing: error))") }
        XCTAssertTrue(details.message?.contains("more than 10") == true, details.message ?? "")
        XCTAssertEqual(loop.requests.count, RedirectPolicy.maxHops + 1)
    }
}
