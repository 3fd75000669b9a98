import Foundation

/// The response headers through which an API reports its rate limit, for APIs that answer a
/// used-up limit with 403 (GitHub's way) rather than 429. With them in
/// `ClientConfiguration.rateLimitHeaders`, a 403 whose `remaining` header is 0 is
/// `APIError.rateLimited`, its wait read from the `reset` header, and is retried like a 429.
public struct RateLimitHeaders: Sendable, Hashable {
    /// How the `reset` header gives the moment the limit resets.
    public enum Reset: String, Sendable, Hashable, CaseIterable {
        /// Seconds since 1970 (`X-RateLimit-Reset: 1754854200`), as GitHub and Twitter send it.
        case epochSeconds = "epoch-seconds"
        /// Seconds from now (`RateLimit-Reset: 30`), as the IETF RateLimit headers send it.
        case seconds
    }

    /// The header with the number of requests left in the window (`X-RateLimit-Remaining`).
    public var remaining: String
    /// The header that says when the window resets (`X-RateLimit-Reset`), if the API sends one.
    public var reset: String?
    /// How `reset` reads.
    public var resetIs: Reset
    /// The statuses besides 429 that mean "rate limited" when `remaining` is 0. 403 by default:
    /// another 4xx (a 404, a 422) that used the window's last request is that request's own
    /// answer, and is reported as such. Add a status here for an API that limits with another.
    public var statuses: Set<Int>

    public init(
        remaining: String = "X-RateLimit-Remaining", reset: String? = "X-RateLimit-Reset", resetIs: Reset = .epochSeconds,
        statuses: Set<Int> = [403]
    ) {
        self.remaining = remaining
        self.reset = reset
        self.resetIs = resetIs
        self.statuses = statuses
    }

    /// Whether the `remaining` header says no request is left: a number that is 0 or less.
    /// Missing or not a number: false.
    public func isExhausted(_ headers: [String: String]) -> Bool {
        guard let value = Self.number(remaining, in: headers) else { return false }
        return value <= 0  // NaN is not
    }

    /// Seconds until the window resets, from the `reset` header, within 0…`RetryAfter.maximum`
    /// (a reset in the past is 0). Nil without the header or when it is not a number.
    public func wait(_ headers: [String: String], now: Date = Date()) -> TimeInterval? {
        guard let reset, let value = Self.number(reset, in: headers), !value.isNaN else { return nil }
        let seconds: Double
        switch resetIs {
        case .epochSeconds: seconds = value - now.timeIntervalSince1970
        case .seconds: seconds = value
        }
        guard !seconds.isNaN else { return nil }  // inf - inf
        return Swift.min(Swift.max(0, seconds), RetryAfter.maximum)
    }

    /// A header's value as a number; a header sent twice (joined as `0, 0`) by its first value.
    private static func number(_ name: String, in headers: [String: String]) -> Double? {
        guard let text = HTTPResponse.lookup(name, in: headers), let first = text.split(separator: ",").first else { return nil }
        return Double(first.trimmingCharacters(in: .whitespaces))
    }

    /// The error for a failed answer when these headers say the rate limit is used up:
    /// `.rateLimited` for a 429, and for a status in `statuses` whose `remaining` is 0, waiting
    /// the longer of `Retry-After` and the time to the reset (the reset counts only when
    /// `remaining` is 0: a 429 with requests left is another limit's). Nil otherwise: the
    /// status's usual error.
    func error(status: Int, details: ErrorDetails, now: Date = Date()) -> APIError? {
        let exhausted = isExhausted(details.headers)
        guard status == 429 || (exhausted && statuses.contains(status)) else { return nil }
        let retryAfter = details.header("Retry-After").flatMap { RetryAfter.parse($0, now: now) }
        let untilReset = exhausted ? wait(details.headers, now: now) : nil
        let waits = [retryAfter, untilReset].compactMap { $0 }
        return .rateLimited(retryAfter: waits.max(), details)
    }
}
