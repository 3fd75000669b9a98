import FlyingFox
import Foundation
import XCTest

@testable import GenRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Rate limits reported in headers (`X-RateLimit-Remaining: 0` on a 403): read without trapping
/// on any value, mapped to `.rateLimited` with the wait until the reset, and retried like a 429.
final class RateLimitTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_754_854_200)
    private let github = RateLimitHeaders()  // X-RateLimit-Remaining, X-RateLimit-Reset, epoch seconds, 403

    private func details(_ status: Int, _ headers: [String: String]) -> ErrorDetails {
        ErrorDetails(operation: "op", status: status, headers: headers)
    }

    func testTheWaitIsReadFromTheResetHeaderAndBounded() {
        let epoch = RateLimitHeaders(remaining: "X-RateLimit-Remaining", reset: "X-RateLimit-Reset", resetIs: .epochSeconds)
        let cases: [(String, TimeInterval?)] = [
            ("1754854260", 60),  // a minute from now
            ("1754854200.5", 0.5),  // fractions are kept
            (" 1754854230 ", 30),
            ("1754854100", 0),  // in the past: no wait
            ("-5", 0),
            ("0", 0),
            ("1e30", RetryAfter.maximum),  // far future: a year at most
            ("inf", RetryAfter.maximum),
            ("-inf", 0),
            ("nan", nil),
            ("garbage", nil),
            ("", nil),
            ("1754854260, 1754854999", 60),  // a header sent twice: the first value
        ]
        for (value, expected) in cases {
            XCTAssertEqual(epoch.wait(["X-RateLimit-Reset": value], now: now), expected, value)
        }
        let delta = RateLimitHeaders(remaining: "RateLimit-Remaining", reset: "RateLimit-Reset", resetIs: .seconds)
        let deltas: [(String, TimeInterval?)] = [
            ("30", 30), ("0.25", 0.25), ("-5", 0), ("1e30", RetryAfter.maximum), ("9223372036854775808", RetryAfter.maximum),
            ("inf", RetryAfter.maximum), ("nan", nil), ("soon", nil),
        ]
        for (value, expected) in deltas {
            XCTAssertEqual(delta.wait(["ratelimit-reset": value], now: now), expected, value)  // any case
        }
        XCTAssertNil(epoch.wait([:], now: now))
        XCTAssertNil(RateLimitHeaders(remaining: "X-Left", reset: nil).wait(["X-RateLimit-Reset": "1"], now: now))
    }

    func testOnlyANumberAtOrBelowZeroIsExhausted() {
        let cases: [(String, Bool)] = [
            ("0", true), (" 0 ", true), ("0.0", true), ("-1", true), ("-1e30", true), ("0, 0", true),
            ("1", false), ("4999", false), ("1e30", false), ("nan", false), ("none", false), ("", false),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(github.isExhausted(["x-ratelimit-remaining": value]), expected, value)
        }
        XCTAssertFalse(github.isExhausted([:]))
    }

    func testA403WithNothingRemainingIsRateLimitedUntilTheReset() {
        let headers = ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1754854290"]
        guard case .rateLimited(let wait, let d)? = github.error(status: 403, details: details(403, headers), now: now) else {
            return XCTFail("expected rateLimited")
        }
        XCTAssertEqual(wait, 90)
        XCTAssertEqual(d.status, 403, "the details keep the real status")
        XCTAssertTrue(APIError.rateLimited(retryAfter: wait, d).isRetryable)
    }

    func testWhatIsNotARateLimit() {
        let exhausted = ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1754854290"]
        // A 403 with requests left is a permission problem.
        XCTAssertNil(
            github.error(status: 403, details: details(403, ["X-RateLimit-Remaining": "12", "X-RateLimit-Reset": "1754854290"]), now: now))
        // A 403 without the header, or with garbage in it.
        XCTAssertNil(github.error(status: 403, details: details(403, [:]), now: now))
        XCTAssertNil(github.error(status: 403, details: details(403, ["X-RateLimit-Remaining": "zero"]), now: now))
        // Another 4xx that used the window's last request is that request's own answer; 401 keeps its refresh.
        for status in [400, 401, 404, 409, 422] {
            XCTAssertNil(github.error(status: status, details: details(status, exhausted), now: now), "\(status)")
        }
        // …unless the API is known to limit with it.
        var custom = github
        custom.statuses.insert(420)
        guard case .rateLimited(90, _)? = custom.error(status: 420, details: details(420, exhausted), now: now) else {
            return XCTFail("420 was added")
        }
        // Not a 4xx at all.
        XCTAssertNil(github.error(status: 500, details: details(500, exhausted), now: now))
    }

    func testWithoutAResetTheWaitIsRetryAfterOrUnknown() {
        let noReset = RateLimitHeaders(remaining: "X-RateLimit-Remaining", reset: nil)
        guard case .rateLimited(nil, _)? = noReset.error(status: 403, details: details(403, ["X-RateLimit-Remaining": "0"]), now: now)
        else {
            return XCTFail("expected rateLimited without a wait")
        }
        guard
            case .rateLimited(12, _)? = noReset.error(
                status: 403, details: details(403, ["X-RateLimit-Remaining": "0", "Retry-After": "12"]), now: now)
        else { return XCTFail("expected Retry-After's wait") }
        // An unreadable reset is no wait, not a failure.
        guard
            case .rateLimited(nil, _)? = github.error(
                status: 403, details: details(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "tomorrow"]), now: now)
        else { return XCTFail("expected rateLimited without a wait") }
    }

    func testA429TakesTheLongerOfRetryAfterAndTheReset() {
        let headers = ["Retry-After": "5", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1754854230"]
        guard case .rateLimited(30, _)? = github.error(status: 429, details: details(429, headers), now: now) else {
            return XCTFail("expected the reset's 30 s")
        }
        // Requests left: the 429 is another limit's, and the reset says nothing about it.
        let other = ["Retry-After": "5", "X-RateLimit-Remaining": "40", "X-RateLimit-Reset": "1754854230"]
        guard case .rateLimited(5, _)? = github.error(status: 429, details: details(429, other), now: now) else {
            return XCTFail("expected Retry-After's 5 s")
        }
        guard case .rateLimited(nil, _)? = github.error(status: 429, details: details(429, [:]), now: now) else {
            return XCTFail("a 429 is always rate limited")
        }
    }

    // MARK: Through the client

    /// Answers from a script, one reply per request, and counts the requests.
    private final class Script: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var replies: [(Int, [String: String])]
        private(set) var requests = 0

        init(_ replies: [(Int, [String: String])]) { self.replies = replies }

        func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            let (status, headers) = lock.withLock {
                requests += 1
                return replies.count > 1 ? replies.removeFirst() : replies[0]
            }
            return (
                Data("{}".utf8), HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
            )
        }

        func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }

        var count: Int { lock.withLock { requests } }
    }

    private func client(_ script: Script, rateLimit: RateLimitHeaders?) -> GenRuntime.HTTPClient {
        var configuration = ClientConfiguration(
            baseURL: URL(string: "https://api.example")!, transport: script,
            retry: RetryPolicy(baseDelay: 0.01, maxDelay: 0.01, maxTotalWait: 2, jitter: 0))
        configuration.rateLimitHeaders = rateLimit
        return GenRuntime.HTTPClient(configuration: configuration)
    }

    private let get = EndpointRequest(operation: "getRepo", method: .get, path: "/repo", retries: 2)

    /// An endpoint the spec gives no retries (every call of an OpenAPI document's client) is
    /// retried when the app asks for a minimum: an idempotent call only, unless it allows more.
    func testTheAppsMinimumRetriesApplyWhereTheSpecGivesNone() async throws {
        func client(_ script: Script, minimum: Int) -> GenRuntime.HTTPClient {
            GenRuntime.HTTPClient(
                configuration: ClientConfiguration(
                    baseURL: URL(string: "https://api.example")!, transport: script,
                    retry: RetryPolicy(baseDelay: 0.01, maxDelay: 0.01, jitter: 0, minimumRetries: minimum)))
        }
        let once = EndpointRequest(operation: "getRepo", method: .get, path: "/repo")
        let failing = [(503, [String: String]()), (503, [:]), (200, [:])]

        let unset = Script(failing)
        let unsetResponse = try? await client(unset, minimum: 0).perform(once)
        XCTAssertNil(unsetResponse)
        XCTAssertEqual(unset.count, 1, "the spec's count alone: no retry")

        let minimum = Script(failing)
        let response = try await client(minimum, minimum: 2).perform(once)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(minimum.count, 3)

        let post = Script(failing)
        let postResponse = try? await client(post, minimum: 2).perform(
            EndpointRequest(operation: "createRepo", method: .post, path: "/repo"))
        XCTAssertNil(postResponse)
        XCTAssertEqual(post.count, 1, "a POST is not retried unless its endpoint allows it")

        let more = Script(failing)
        _ = try await client(more, minimum: 1).perform(get)
        XCTAssertEqual(more.count, 3, "an endpoint's own larger count stands")
        XCTAssertEqual(RetryPolicy(minimumRetries: -3).minimumRetries, 0)
    }

    func testA403AtTheLimitIsRetriedAfterTheResetWithinTheBudget() async throws {
        let script = Script([(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "0.3"]), (200, ["X-RateLimit-Remaining": "4999"])])
        let http = client(script, rateLimit: RateLimitHeaders(resetIs: .seconds))
        let start = Date()
        let response = try await http.perform(get)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(script.count, 2)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.28, "waited for the reset, not the 10 ms backoff")
    }

    func testA403WhoseResetIsBeyondTheBudgetThrowsRateLimitedAtOnce() async throws {
        let reset = String(Int(Date().timeIntervalSince1970) + 3600)
        let script = Script([(403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": reset])])
        do {
            _ = try await client(script, rateLimit: RateLimitHeaders()).perform(get)
            XCTFail("expected rateLimited")
        } catch APIError.rateLimited(let wait?, let details) {
            XCTAssertEqual(wait, 3600, accuracy: 2)
            XCTAssertEqual(details.status, 403)
            XCTAssertEqual(script.count, 1, "an hour is beyond the 2 s budget: not retried")
        }
    }

    func testWithoutTheHeadersDeclaredA403StaysForbidden() async throws {
        let script = Script([(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "0"])])
        do {
            _ = try await client(script, rateLimit: nil).perform(get)
            XCTFail("expected forbidden")
        } catch APIError.forbidden(let details) {
            XCTAssertEqual(details.status, 403)
            XCTAssertEqual(script.count, 1)
        }
        let permission = Script([(403, ["X-RateLimit-Remaining": "17"])])
        do {
            _ = try await client(permission, rateLimit: RateLimitHeaders()).perform(get)
            XCTFail("expected forbidden")
        } catch APIError.forbidden {
            XCTAssertEqual(permission.count, 1)
        }
    }

    func testHostileHeaderValuesNeverTrap() async throws {
        for value in ["1e30", "-1e30", "inf", "-inf", "nan", "9223372036854775808", "-5", "🙂", String(repeating: "9", count: 400)] {
            let script = Script([(403, ["X-RateLimit-Remaining": value == "🙂" ? value : "0", "X-RateLimit-Reset": value])])
            do {
                _ = try await client(script, rateLimit: RateLimitHeaders()).perform(
                    EndpointRequest(operation: "op", method: .get, path: "/"))
                XCTFail("expected an error for \(value)")
            } catch let error as APIError {
                if case .rateLimited(let wait?, _) = error {
                    XCTAssertTrue((0...RetryAfter.maximum).contains(wait), value)
                }
                XCTAssertFalse(error.localizedDescription.isEmpty)
                XCTAssertFalse(error.description.isEmpty)
            }
        }
    }

    /// Over real HTTP: the headers as a server sends them, and a retry that gets through.
    func testOverLoopbackA403AtTheLimitBecomesRateLimitedAndIsRetried() async throws {
        let count = Locked(0)
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 10, logger: .disabled,
            handler: ClosureHTTPHandler { _ in
                let attempt = count.withLock { value -> Int in
                    value += 1
                    return value
                }
                var headers = FlyingFox.HTTPHeaders()
                if attempt == 1 {
                    headers[FlyingFox.HTTPHeader("X-RateLimit-Remaining")] = "0"
                    headers[FlyingFox.HTTPHeader("X-RateLimit-Reset")] = String(format: "%.3f", Date().timeIntervalSince1970 + 0.2)
                    return FlyingFox.HTTPResponse(
                        statusCode: .forbidden, headers: headers, body: Data(#"{"message":"API rate limit exceeded"}"#.utf8))
                }
                headers[FlyingFox.HTTPHeader("Content-Type")] = "application/json"
                return FlyingFox.HTTPResponse(statusCode: .ok, headers: headers, body: Data(#"{"ok":true}"#.utf8))
            })
        let task = Task { try await server.run() }
        defer { task.cancel() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else { return XCTFail("no port") }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        var configuration = ClientConfiguration(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: URLSessionTransport(session: session),
            retry: RetryPolicy(baseDelay: 0.01, maxDelay: 0.01, maxTotalWait: 5, jitter: 0))
        configuration.rateLimitHeaders = RateLimitHeaders()

        let response = try await GenRuntime.HTTPClient(configuration: configuration).perform(get)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(count.current, 2)

        // Without retries, the caller sees it.
        count.set(0)
        do {
            _ = try await GenRuntime.HTTPClient(configuration: configuration).perform(
                EndpointRequest(operation: "getRepo", method: .get, path: "/repo"))
            XCTFail("expected rateLimited")
        } catch APIError.rateLimited(let wait?, let details) {
            XCTAssertLessThanOrEqual(wait, 0.25)  // 0.2 s, rounded to milliseconds
            XCTAssertEqual(details.status, 403)
        }
        await server.stop()
    }
}
