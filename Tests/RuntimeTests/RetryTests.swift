import Foundation
import GenRuntime
import XCTest

/// Retry-After parsing and backoff: what a server sends never traps and stays bounded.
final class RetryTests: XCTestCase {
    func testRetryAfterReadsSecondsAndHTTPDates() throws {
        XCTAssertEqual(RetryAfter.parse("120"), 120)
        XCTAssertEqual(RetryAfter.parse(" 1.5 "), 1.5)
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2015-10-21T07:28:00Z"))
        XCTAssertEqual(RetryAfter.parse("Wed, 21 Oct 2015 07:29:00 GMT", now: now), 60)
        XCTAssertEqual(RetryAfter.parse("Wed, 21 Oct 2015 07:27:00 GMT", now: now), 0)
        // No number of seconds a server meant: read as no Retry-After, not as a year's wait.
        for text in ["soon", "nan", "inf", "-3", "+3", "1e400", "1e19", "0x10", "1.", ".5", "1.2.3", ""] {
            XCTAssertNil(RetryAfter.parse(text), text)
        }
    }

    func testAHugeRetryAfterIsBoundedAndItsDescriptionDoesNotTrap() {
        for text in ["9223372036854775808", "99999999999999999999999", String(repeating: "9", count: 400)] {
            let wait = RetryAfter.parse(text)
            XCTAssertEqual(wait, RetryAfter.maximum, text)
            let error = APIError.rateLimited(retryAfter: wait, ErrorDetails(operation: "op", status: 429))
            XCTAssertTrue(error.localizedDescription.contains("Please wait 31536000 seconds"), error.localizedDescription)
            XCTAssertFalse("\(error)".isEmpty)
        }
        // A value made in code rather than parsed is bounded where it is printed.
        let error = APIError.rateLimited(retryAfter: .greatestFiniteMagnitude, ErrorDetails(operation: "op", status: 429))
        XCTAssertFalse(error.localizedDescription.isEmpty)
    }

    func testBackoffDoublesUpToTheMaximumWithoutJitter() {
        let policy = RetryPolicy(baseDelay: 0.5, maxDelay: 3, maxTotalWait: 30, jitter: 0)
        XCTAssertEqual((1...5).map(policy.backoff(forRetry:)), [0.5, 1, 2, 3, 3])
        XCTAssertEqual(policy.backoff(forRetry: Int.max), 3)
    }

    func testJitterStaysWithinItsFraction() {
        let policy = RetryPolicy(baseDelay: 2, maxDelay: 8, maxTotalWait: 30, jitter: 0.5)
        for _ in 0..<200 {
            let delay = policy.backoff(forRetry: 2)
            XCTAssertGreaterThanOrEqual(delay, 2)
            XCTAssertLessThanOrEqual(delay, 4)
        }
    }
}
