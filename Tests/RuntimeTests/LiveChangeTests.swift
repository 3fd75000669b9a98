import Foundation
import GenRuntime
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Credentials and middlewares changed on a client that is already in use (signing in after
/// launch), also while calls run on other tasks.
final class LiveChangeTests: XCTestCase {
    /// Answers 200 `{}`, or 401 to a bearer token in `rejected`, and records every request.
    private final class Recorder: HTTPTransport {
        let requests = Locked<[URLRequest]>([])
        let rejected: Set<String>

        init(rejecting rejected: Set<String> = []) { self.rejected = rejected }

        func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            requests.withLock { $0.append(request) }
            let token = request.value(forHTTPHeaderField: "Authorization")?.replacingOccurrences(of: "Bearer ", with: "")
            let status = token.map { rejected.contains($0) } == true ? 401 : 200
            return (Data("{}".utf8), HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: nil, headerFields: [:])!)
        }

        func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }

        var authorizations: [String?] { requests.current.map { $0.value(forHTTPHeaderField: "Authorization") } }
    }

    /// Counts its own `prepare` and `observe` calls per request id.
    private struct Counting: ClientMiddleware {
        let name: String
        let seen: Locked<[String: [String]]>

        func prepare(_ request: inout URLRequest, context: RequestContext) async throws {
            seen.withLock { $0[context.requestID, default: []].append("prepare " + name) }
            request.addValue(name, forHTTPHeaderField: "X-Middleware")
        }

        func observe(_ request: URLRequest, response: HTTPURLResponse?, body: Data?, error: APIError?, context: RequestContext) async {
            seen.withLock { $0[context.requestID, default: []].append("observe " + name) }
        }
    }

    private let bearerCall = EndpointRequest(operation: "me", method: .get, path: "/me", auth: .bearer)

    func testCredentialsSetAfterLaunchAreSentAndCanBeRemoved() async throws {
        let transport = Recorder()
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: URL(string: "https://api.example")!, transport: transport))
        _ = try await client.perform(bearerCall)
        client.credentials = .bearerToken("signed-in")
        _ = try await client.perform(bearerCall)
        client.credentials = nil
        _ = try await client.perform(bearerCall)
        XCTAssertEqual(transport.authorizations, [nil, "Bearer signed-in", nil])
        XCTAssertNil(client.configuration.credentials)
    }

    func testANewTokenProviderIsNeverAnsweredWithTheOldProvidersRefresh() async throws {
        // The old provider's refresh is still running (held at `gate`) when the user signs in
        // again; the new provider's 401 must start its own refresh, not wait for and send the
        // old one's token.
        let transport = Recorder(rejecting: ["old", "new"])
        let (gate, open) = AsyncStream<Void>.makeStream()
        let oldRefreshStarted = Locked(false)
        let client = HTTPClient(
            configuration: ClientConfiguration(
                baseURL: URL(string: "https://api.example")!, transport: transport,
                credentials: .bearer(
                    ClosureTokenProvider(
                        token: { "old" },
                        refresh: {
                            oldRefreshStarted.set(true)
                            for await _ in gate { break }
                            return "old-refreshed"
                        }))))
        let call = bearerCall
        let oldCall = Task { try await client.perform(call) }
        while !oldRefreshStarted.current { try await Task.sleep(nanoseconds: 1_000_000) }
        client.credentials = .bearer(ClosureTokenProvider(token: { "new" }, refresh: { "new-refreshed" }))
        // Were the refresh shared, the new call would wait for the gate: it opens after 5 s at
        // the latest, so that failure shows as a wrong token rather than a hang.
        let backstop = Task {
            try? await Task.sleep(nanoseconds: 5_000_000_000)
            open.yield()
        }
        _ = try await client.perform(bearerCall)
        XCTAssertEqual(transport.authorizations, ["Bearer old", "Bearer new", "Bearer new-refreshed"])
        open.yield()
        _ = try await oldCall.value
        backstop.cancel()
        XCTAssertEqual(transport.authorizations.last, "Bearer old-refreshed")
    }

    func testMiddlewaresAddedAndRemovedOnALiveClientApplyToLaterCalls() async throws {
        let transport = Recorder()
        let seen = Locked<[String: [String]]>([:])
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: URL(string: "https://api.example")!, transport: transport))
        let call = EndpointRequest(operation: "op", method: .get, path: "/")
        _ = try await client.perform(call)
        client.updateMiddlewares { $0.append(Counting(name: "a", seen: seen)) }
        client.updateMiddlewares { $0.append(Counting(name: "b", seen: seen)) }
        _ = try await client.perform(call)
        client.updateMiddlewares { $0.removeFirst() }
        _ = try await client.perform(call)
        XCTAssertEqual(
            transport.requests.current.map { $0.value(forHTTPHeaderField: "X-Middleware") }, [nil, "a,b", "b"])
        XCTAssertEqual(client.middlewares.count, 1)
        XCTAssertEqual(seen.current.values.map { $0.count }.sorted(), [2, 4])
    }

    func testConcurrentChangesAreAllKeptAndEachAttemptSeesOneSet() async throws {
        let transport = Recorder()
        let seen = Locked<[String: [String]]>([:])
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: URL(string: "https://api.example")!, transport: transport))
        let call = EndpointRequest(operation: "op", method: .get, path: "/", auth: .bearer)
        let changes = 200
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<changes {
                group.addTask {
                    client.updateMiddlewares { $0.append(Counting(name: "m\(index)", seen: seen)) }
                    client.credentials = .bearerToken("t\(index)")
                }
                group.addTask { _ = try await client.perform(call) }
            }
            try await group.waitForAll()
        }
        // No change was lost to another made at the same time.
        XCTAssertEqual(Set(client.middlewares.map { ($0 as? Counting)?.name ?? "?" }).count, changes)
        // Every attempt ran one list of middlewares: each that prepared it also observed it.
        XCTAssertEqual(
            seen.current.count,
            transport.requests.current.count
                - transport.requests.current.filter {
                    $0.value(forHTTPHeaderField: "X-Middleware") == nil
                }.count)
        for (requestID, calls) in seen.current {
            let prepared = calls.filter { $0.hasPrefix("prepare") }.map { $0.dropFirst("prepare ".count) }
            let observed = calls.filter { $0.hasPrefix("observe") }.map { $0.dropFirst("observe ".count) }
            XCTAssertEqual(prepared, observed, requestID)
        }
        // Each request carried one of the tokens set, whole.
        for authorization in transport.authorizations {
            guard let authorization else { continue }
            XCTAssertNotNil(authorization.range(of: "^Bearer t[0-9]+$", options: .regularExpression), authorization)
        }
    }
}
