import FlyingFox
import Foundation
import XCTest

@testable import GenRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a server can send: bodies past the size limit, bodies that trickle forever, answers
/// that must not be served to another user, secrets in a body the client cannot decode.
final class HostileServerTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        for server in servers { await server.stop() }
        servers = []
    }

    private func serve(_ handler: @escaping LoopbackServer.Handler) async throws -> LoopbackServer {
        let server = try await LoopbackServer(handler)
        servers.append(server)
        return server
    }

    private func client(
        _ server: LoopbackServer, maxResponseSize: Int = ClientConfiguration.defaultMaxResponseSize, credentials: Credentials? = nil
    )
        -> GenRuntime.HTTPClient
    {
        HTTPClient(configuration: ClientConfiguration(baseURL: server.url(), credentials: credentials, maxResponseSize: maxResponseSize))
    }

    // MARK: Size

    func testABodyPastTheLimitFailsWhileItStreams() async throws {
        for count in [2_000_000, nil] {  // announced by Content-Length, and chunked without end
            let server = try await serve { _ in LoopbackServer.stream(count: count, chunk: 64 * 1024) }
            let error = await apiError {
                try await self.client(server, maxResponseSize: 1_000_000).perform(
                    EndpointRequest(operation: "big", method: .get, path: "/", timeout: 8))
            }
            guard case .transport(let details)? = error else { return XCTFail("expected .transport, got \(String(describing: error))") }
            XCTAssertTrue(details.message?.contains("larger than the limit of 1000000 bytes") == true, details.message ?? "")
            // Refused on its announced length, none of it was read; else reading stopped.
            let said = count == nil ? "; reading stopped at " : ": it announced 2000000, so none of it was read."
            XCTAssertTrue(details.message?.contains(said) == true, details.message ?? "")
            // The server answered: no "could not connect" for the person using the app.
            XCTAssertEqual(error?.errorDescription, "The server's response could not be used.")
        }
    }

    func testAnEndpointsOwnLimitWinsOverTheClients() async throws {
        let server = try await serve { _ in LoopbackServer.stream(count: 300_000, chunk: 64 * 1024) }
        var request = EndpointRequest(operation: "big", method: .get, path: "/")
        let fits = try await client(server, maxResponseSize: 100).perform(
            {
                request.maxResponseSize = 400_000
                return request
            }())
        XCTAssertEqual(fits.body.count, 300_000)
        request.maxResponseSize = 1_000
        let error = await apiError { try await self.client(server).perform(request) }
        XCTAssertEqual(error?.kind, .transport)
    }

    // MARK: Deadline

    func testTheTimeoutBoundsTheWholeAttemptNotJustTheIdleTime() async throws {
        // A byte every 300 ms: never idle for a second, and never done.
        let server = try await serve { _ in LoopbackServer.stream(count: 100, chunk: 1, pause: .milliseconds(300)) }
        let request = EndpointRequest(operation: "slow", method: .get, path: "/", timeout: 1)
        let start = ContinuousClock.now
        let error = await apiError { try await self.client(server).perform(request) }
        let elapsed = ContinuousClock.now - start
        guard case .timeout(let details)? = error else { return XCTFail("expected .timeout, got \(String(describing: error))") }
        XCTAssertTrue(details.message?.contains("within 1.0 seconds") == true, details.message ?? "")
        XCTAssertLessThan(elapsed, .seconds(10))
    }

    // MARK: Cache

    func testACachedAnswerIsNotServedToAnotherCredential() async throws {
        let server = try await serve { request in LoopbackServer.json(200, #"{"user":"\#(request.header("Authorization") ?? "")"}"#) }
        let token = Locked("alice")
        let provider = ClosureTokenProvider(token: { token.current })
        let client = client(server, credentials: .bearer(provider))
        let request = EndpointRequest(operation: "me", method: .get, path: "/me", auth: .bearer, cacheLifetime: 60)

        let first = try await client.perform(request)
        let again = try await client.perform(request)
        XCTAssertEqual(server.requests.count, 1, "the same credential reads the cache")
        XCTAssertEqual(again.body, first.body)

        token.set("bob")
        let bob = try await client.perform(request)
        XCTAssertEqual(String(decoding: bob.body, as: UTF8.self), #"{"user":"Bearer bob"}"#)
        XCTAssertEqual(server.requests.count, 2)

        await client.clearCache()
        token.set("alice")
        _ = try await client.perform(request)
        XCTAssertEqual(server.requests.count, 3, "clearCache forgets every answer")
    }

    /// An answer fetched after a token refresh is cached under the fresh token, which the
    /// next call sends: stored under the expired one, it was never found again.
    func testAnAnswerFetchedAfterARefreshIsCachedUnderTheFreshToken() async throws {
        let server = try await serve { request in
            request.header("Authorization") == "Bearer new" ? LoopbackServer.json(200, #"{"rooms":[]}"#) : LoopbackServer.json(401, "{}")
        }
        let token = Locked("old")
        let provider = ClosureTokenProvider(
            token: { token.current },
            refresh: {
                token.set("new")
                return "new"
            })
        let client = client(server, credentials: .bearer(provider))
        let request = EndpointRequest(operation: "rooms", method: .get, path: "/rooms", auth: .bearer, cacheLifetime: 60)
        for _ in 0..<3 { _ = try await client.perform(request) }
        XCTAssertEqual(server.requests.map { $0.header("Authorization") }, ["Bearer old", "Bearer new"])
    }

    /// Answers a server makes unique (pages of cursors it chooses) cannot fill memory for the
    /// cache's lifetime: it keeps at most 256 answers and 32 MiB of bodies, the oldest going first.
    func testTheCacheKeepsABoundedNumberOfAnswers() async {
        let cache = ResponseCache()
        for page in 0..<300 {
            await cache.store(HTTPResponse(status: 200, body: Data(count: 10)), for: "page-\(page)", lifetime: 600)
        }
        var size = await cache.size
        XCTAssertEqual(size.entries, ResponseCache.maxEntries)
        XCTAssertEqual(size.bytes, ResponseCache.maxEntries * 10)
        let oldest = await cache.response(for: "page-0")
        let newest = await cache.response(for: "page-299")
        XCTAssertNil(oldest)
        XCTAssertNotNil(newest)
        for page in 0..<5 {
            await cache.store(HTTPResponse(status: 200, body: Data(count: 10_000_000)), for: "big-\(page)", lifetime: 600)
        }
        size = await cache.size
        XCTAssertLessThanOrEqual(size.bytes, ResponseCache.maxBytes)
        let bigNewest = await cache.response(for: "big-4")
        XCTAssertNotNil(bigNewest)
        await cache.store(HTTPResponse(status: 200, body: Data(count: ResponseCache.maxBytes + 1)), for: "huge", lifetime: 600)
        let huge = await cache.response(for: "huge")
        XCTAssertNil(huge, "an answer larger than the whole cache is not kept")
    }

    // MARK: Redaction

    private struct Profile: Decodable { var n: Int }

    func testADecodingErrorsExcerptHidesSecretFields() async throws {
        let server = try await serve { _ in
            LoopbackServer.json(200, #"{"n":"x","tokens":{"access_token":"at-secret"},"password":"pw-secret","pin":"1234"}"#)
        }
        let client = client(server)
        let request = EndpointRequest(operation: "login", method: .post, path: "/", secretKeys: ["pin"])
        let error = await apiError { try await client.decode(Profile.self, from: client.perform(request), operation: "login") }
        guard case .decoding(_, let excerpt, _)? = error, let error else {
            return XCTFail("expected .decoding, got \(String(describing: error))")
        }
        let texts = [excerpt, error.failureReason ?? "", "\(error)", error.details.bodyExcerpt()]
        for text in texts {
            for secret in ["at-secret", "pw-secret"] { XCTAssertFalse(text.contains(secret), text) }
        }
        XCTAssertFalse(excerpt.contains("1234"), "a field the spec marks secret is hidden too: \(excerpt)")
        XCTAssertTrue(excerpt.contains(#""n":"x""#), excerpt)
    }

    // MARK: Depth

    /// A value of this shape nests as deep as the JSON does, each level through `decodeOptional`,
    /// as a generated recursive model's field is read.
    private struct Nested: Decodable {
        var child: Box?
        final class Box: Decodable {
            let value: Nested
            required init(from decoder: any Decoder) throws { value = try Nested(from: decoder) }
        }
        enum CodingKeys: String, CodingKey { case child }
        init(from decoder: any Decoder) throws {
            child = try decoder.container(keyedBy: CodingKeys.self).decodeOptional(Box.self, forKey: .child)
        }
    }

    /// Decoding recurses once a level: past `DecodingDepth.limit` it throws, where a deeper body
    /// (a few hundred levels) would overflow a task's stack on Apple platforms. Building an
    /// error's excerpt, which parses the body whole, does not parse one that deep.
    func testAnswersThatNestTooDeepThrowInsteadOfExhaustingTheStack() throws {
        let deep = String(repeating: "[", count: 400) + String(repeating: "]", count: 400)
        XCTAssertThrowsError(try JSONDecoder().decode(JSONValue.self, from: Data(deep.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context)? = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "The value nests more than 100 levels deep.")
        }
        let shallow = String(repeating: "[", count: 90) + String(repeating: "]", count: 90)
        XCTAssertNoThrow(try JSONDecoder().decode(JSONValue.self, from: Data(shallow.utf8)))

        let chain = String(repeating: #"{"child":"#, count: 400) + "{}" + String(repeating: "}", count: 400)
        XCTAssertThrowsError(try JSONDecoder().decode(Nested.self, from: Data(chain.utf8)))
        let short = String(repeating: #"{"child":"#, count: 50) + "{}" + String(repeating: "}", count: 50)
        XCTAssertNoThrow(try JSONDecoder().decode(Nested.self, from: Data(short.utf8)))

        XCTAssertTrue(DecodingDepth.exceeded(in: Data(deep.utf8)))
        XCTAssertFalse(DecodingDepth.exceeded(in: Data(shallow.utf8)))
        XCTAssertFalse(
            DecodingDepth.exceeded(in: Data((#"{"a": ""# + String(repeating: "[", count: 400) + #""}"#).utf8)), "brackets in a string")
        XCTAssertEqual(Redaction.text(of: Data(deep.utf8), limit: 10), String(repeating: "[", count: 10) + "…")
    }

    /// An untagged union as generated: each variant tried in turn, the union's decodes counted.
    private indirect enum Tree: Decodable {
        case folder(Folder)
        case file(File)
        static let decodes = Locked(0)

        init(from decoder: any Decoder) throws {
            self = try DecodingBudget.once(Self.self, decoder) {
                Self.decodes.withLock { $0 += 1 }
                var errors: [any Error] = []
                do { return .folder(try Folder(from: decoder)) } catch { errors.append(error) }
                do { return .file(try File(from: decoder)) } catch { errors.append(error) }
                throw UnionCoding.noVariant(of: "Tree", expected: ["Folder", "File"], errors: errors, decoder)
            }
        }
    }
    private struct Folder: Decodable {
        var parent: Tree?
        var name: String
    }
    private struct File: Decodable {
        var parent: Tree?
        var size: Int
    }

    /// Unions inside unions, each variant failing only after its `parent` has decoded: every
    /// level would double the work (2^22 decodes for 250 bytes). An answer's decoder decodes
    /// each union once for each place in it, and gives the outcome again where a later variant
    /// asks for the same place.
    func testUnionsNestedInUnionsAreDecodedWithinABudget() throws {
        let depth = 22
        let body = Data((String(repeating: #"{"parent":"#, count: depth) + "{}" + String(repeating: "}", count: depth)).utf8)
        let client = GenRuntime.HTTPClient(configuration: ClientConfiguration(baseURL: URL(string: "https://example.com")!))
        Tree.decodes.withLock { $0 = 0 }
        XCTAssertThrowsError(try client.decode(Tree.self, from: HTTPResponse(status: 200, body: body), operation: "tree")) { error in
            guard case .decoding(_, _, let details)? = error as? APIError else { return XCTFail("\(error)") }
            XCTAssertLessThan(details.underlying?.count ?? 0, 5_000, "each variant's reason is cut short")
        }
        XCTAssertEqual(Tree.decodes.current, depth + 1, "once a level")
        // A well-formed tree decodes: one union a level.
        Tree.decodes.withLock { $0 = 0 }
        let named = Data(
            (String(repeating: #"{"name":"a","parent":"#, count: depth) + #"{"size":1}"# + String(repeating: "}", count: depth)).utf8)
        guard case .folder(let top) = try client.decode(Tree.self, from: HTTPResponse(status: 200, body: named), operation: "tree") else {
            return XCTFail("a folder")
        }
        XCTAssertEqual(top.name, "a")
        XCTAssertEqual(Tree.decodes.current, depth + 1)
    }

    /// A union of lists of itself (GeoJSON's coordinates) recurses without a field between:
    /// its depth is checked where it is decoded.
    private indirect enum Nest: Decodable {
        case list([Nest])
        case number(Double)

        init(from decoder: any Decoder) throws {
            self = try DecodingBudget.once(Self.self, decoder) {
                var errors: [any Error] = []
                do { return .list(try [Nest](from: decoder)) } catch { errors.append(error) }
                do { return .number(try Double(from: decoder)) } catch { errors.append(error) }
                throw UnionCoding.noVariant(of: "Nest", expected: ["[Nest]", "Double"], errors: errors, decoder)
            }
        }
    }

    func testAUnionOfListsOfItselfStopsAtTheDepthLimit() throws {
        let deep = String(repeating: "[", count: 500) + "1" + String(repeating: "]", count: 500)
        // Each level's error holds the one below, cut short: the limit is seen at the bottom.
        XCTAssertThrowsError(try JSONDecoder().decode(Nest.self, from: Data(deep.utf8)))
        let within = String(repeating: "[", count: 95) + "1" + String(repeating: "]", count: 95)
        XCTAssertNoThrow(try JSONDecoder().decode(Nest.self, from: Data(within.utf8)))
        let past = String(repeating: "[", count: 105) + "1" + String(repeating: "]", count: 105)
        XCTAssertThrowsError(try JSONDecoder().decode(Nest.self, from: Data(past.utf8)), "just past the limit")
    }

    func testABodyThatIsNotJSONButNamesASecretIsNotShown() {
        let text = Redaction.text(of: Data(#"{"access_token": "abc", "trunc"#.utf8), limit: 200)
        XCTAssertEqual(text, "<30 bytes, not shown: may contain secrets>")
        XCTAssertEqual(Redaction.text(of: Data("plain words".utf8), limit: 5), "plain…")
    }
}

/// Header values a caller passes cannot smuggle a header of their own.
final class HeaderValueTests: XCTestCase {
    func testAHeaderValueWithALineBreakOrNULIsNotSent() async throws {
        let server = try await LoopbackServer { _ in LoopbackServer.json(200, "{}") }
        let client = GenRuntime.HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        for value in ["a\r\nX-Injected: 1", "a\nb", "a\u{0}b", "a\rb"] {
            let request = EndpointRequest(operation: "op", method: .get, path: "/", headers: [("X-Trace", value)])
            let error = await apiError { try await client.perform(request) }
            guard case .encoding(let details)? = error else { return XCTFail("expected .encoding for \(value.debugDescription)") }
            XCTAssertEqual(details.message, "The value of header 'X-Trace' holds a line break or NUL, which HTTP forbids; it was not sent.")
        }
        _ = try await client.perform(EndpointRequest(operation: "op", method: .get, path: "/", headers: [("X-Trace", "fine value")]))
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(server.requests.first?.header("X-Trace"), "fine value")
        await server.stop()
    }
}

/// Downloads are not bounded by `maxResponseSize`; the disk bounds them.
final class DownloadDiskSpaceTests: XCTestCase {
    func testADownloadThatWouldFillTheDiskIsStopped() async throws {
        let server = try await LoopbackServer { request in
            LoopbackServer.stream(count: request.path == "/big" ? 20_000_000 : 50_000, chunk: 64 * 1024)
        }
        // 100 KB more than the reserve is free: 50 KB fit, 20 MB do not (the check compares what
        // is still to come with what is free, however late the first progress callback comes).
        let disk = DiskSpace { DiskSpace.reserve + 100_000 }
        let transport = URLSessionTransport(configuration: .ephemeral, disk: disk)
        let client = GenRuntime.HTTPClient(
            configuration: ClientConfiguration(baseURL: server.url(), transport: transport, maxResponseSize: 1_000))
        let small = try await client.download(EndpointRequest(operation: "small", method: .get, path: "/small"))
        XCTAssertEqual(try Data(contentsOf: small).count, 50_000, "a download is not bounded by maxResponseSize")
        try? FileManager.default.removeItem(at: small)

        let error = await apiError { try await client.download(EndpointRequest(operation: "big", method: .get, path: "/big")) }
        guard case .transport(let details)? = error else { return XCTFail("expected .transport, got \(String(describing: error))") }
        XCTAssertTrue(details.message?.contains("needs 20000000 bytes") == true, details.message ?? "")
        // The server did answer: the failure is not one of connecting.
        XCTAssertEqual(error?.errorDescription, "The request could not be completed.")
        await server.stop()
    }

    /// A download's failure is read for its error, but no more of it than `maxResponseSize`.
    func testADownloadsFailureBodyIsReadUpToTheLimit() async throws {
        let server = try await LoopbackServer { _ in
            FlyingFox.HTTPResponse(statusCode: .internalServerError, body: Data(repeating: UInt8(ascii: "x"), count: 3_000_000))
        }
        let client = GenRuntime.HTTPClient(configuration: ClientConfiguration(baseURL: server.url(), maxResponseSize: 1_000))
        let error = await apiError { try await client.download(EndpointRequest(operation: "big", method: .get, path: "/big")) }
        guard case .serverError(let details)? = error else { return XCTFail("expected .serverError, got \(String(describing: error))") }
        XCTAssertEqual(details.body?.count, 1_000)
        await server.stop()
    }
}
