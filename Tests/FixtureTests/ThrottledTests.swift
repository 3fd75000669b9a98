import Foundation
import Throttled
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Throttled fixture (Tests/Fixtures/Specs/Throttled.yaml): an API that declares its
/// X-RateLimit headers. A 403 with nothing remaining becomes `.rateLimited` with the wait until
/// the reset, and the generated client retries it like a 429.
final class ThrottledTests: XCTestCase {
    /// Answers from a script, one reply per request (the last one again when it runs out).
    private final class Script: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var replies: [(status: Int, headers: [String: String], body: String)]
        private var sent: [URLRequest] = []

        init(_ replies: [(status: Int, headers: [String: String], body: String)]) { self.replies = replies }

        func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            let reply = lock.withLock {
                sent.append(request)
                return replies.count > 1 ? replies.removeFirst() : replies[0]
            }
            let response = HTTPURLResponse(
                url: request.url!, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers)!
            return (Data(reply.body.utf8), response)
        }

        func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }

        var requests: [URLRequest] { lock.withLock { sent } }
    }

    private static let limited = #"{"message":"API rate limit exceeded"}"#
    private static let repo = #"{"id":7,"full_name":"octo/gen"}"#

    private func client(_ script: Script) -> ThrottledClient {
        ThrottledClient(transport: script) {
            $0.retry = RetryPolicy(baseDelay: 0.01, maxDelay: 0.01, maxTotalWait: 3, jitter: 0)
        }
    }

    private func epoch(_ fromNow: TimeInterval) -> String {
        String(format: "%.3f", Date().timeIntervalSince1970 + fromNow)
    }

    func testTheSpecsHeadersAreInTheConfiguration() {
        XCTAssertEqual(
            ThrottledClient().http.configuration.rateLimitHeaders,
            RateLimitHeaders(remaining: "X-RateLimit-Remaining", reset: "X-RateLimit-Reset", resetIs: .epochSeconds, statuses: [403]))
    }

    func testA403AtTheLimitIsRetriedOnceTheLimitResets() async throws {
        let script = Script([
            (403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": epoch(0.4)], Self.limited),
            (200, ["X-RateLimit-Remaining": "4999"], Self.repo),
        ])
        let start = Date()
        let repo = try await client(script).getRepo(name: "gen")
        XCTAssertEqual(repo, Repo(id: 7, fullName: "octo/gen"))
        XCTAssertEqual(script.requests.count, 2)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3, "waited for the reset, not the 10 ms backoff")
    }

    func testA403AtTheLimitIsRateLimitedWithTheWaitUntilTheReset() async throws {
        // An hour away: beyond the 3 s budget, so no retry is made.
        // A whole second, as GitHub sends it: the wait is just under an hour, shown rounded up.
        let reset = String(Int(Date().timeIntervalSince1970) + 3600)
        let script = Script([(403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": reset], Self.limited)])
        do {
            _ = try await client(script).getRepo(name: "gen")
            XCTFail("expected rateLimited")
        } catch let error as APIError {
            guard case .rateLimited(let wait?, let details) = error else { return XCTFail("expected rateLimited, got \(error)") }
            XCTAssertEqual(wait, 3600, accuracy: 2)
            XCTAssertEqual(details.status, 403)
            XCTAssertEqual(error.kind, .rateLimited)
            XCTAssertTrue(error.isRetryable)
            XCTAssertEqual(error.localizedDescription, "Too many requests. Please wait 3600 seconds.")
        }
        XCTAssertEqual(script.requests.count, 1)
    }

    func testA403WithRequestsLeftIsForbiddenAndNotRetried() async throws {
        let script = Script([
            (403, ["X-RateLimit-Remaining": "12", "X-RateLimit-Reset": epoch(60)], #"{"message":"Must have admin rights"}"#)
        ])
        do {
            _ = try await client(script).getRepo(name: "gen")
            XCTFail("expected forbidden")
        } catch APIError.forbidden(let details) {
            XCTAssertEqual(details.status, 403)
        }
        XCTAssertEqual(script.requests.count, 1)
    }

    func testAnEndpointWithoutRetriesSeesTheRateLimitAtOnce() async throws {
        let script = Script([(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": epoch(0.2)], Self.limited)])
        do {
            try await client(script).starRepo(name: "gen")
            XCTFail("expected rateLimited")
        } catch APIError.rateLimited(let wait?, _) {
            XCTAssertLessThanOrEqual(wait, 0.25)  // the reset was 0.2 s away when the reply was scripted
        }
        XCTAssertEqual(script.requests.count, 1, "retry: 0")
    }

    func testAnAppCanTurnTheMappingOffOrWidenIt() async throws {
        let exhausted: [String: String] = ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": epoch(0.1)]
        let off = Script([(403, exhausted, Self.limited)])
        do {
            _ = try await ThrottledClient(transport: off) { $0.rateLimitHeaders = nil }.getRepo(name: "gen")
            XCTFail("expected forbidden")
        } catch APIError.forbidden {}

        let widened = Script([(420, exhausted, Self.limited), (200, [:], Self.repo)])
        let repo = try await ThrottledClient(transport: widened) {
            $0.rateLimitHeaders?.statuses.insert(420)
            $0.retry = RetryPolicy(baseDelay: 0.01, maxDelay: 0.01, maxTotalWait: 3, jitter: 0)
        }.getRepo(name: "gen")
        XCTAssertEqual(repo.id, 7)
        XCTAssertEqual(widened.requests.count, 2)
    }
}
