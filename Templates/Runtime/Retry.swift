import Foundation

/// How failed attempts are retried. An endpoint's `retries` says how many extra attempts it
/// may make (at least `minimumRetries`); they happen only for retryable errors
/// (`APIError.isRetryable`) and idempotent methods unless the endpoint sets `retryUnsafe`.
public struct RetryPolicy: Sendable, Hashable {
    /// The delay before the first retry; it doubles for each later one.
    public var baseDelay: TimeInterval
    /// The longest backoff delay between two attempts.
    public var maxDelay: TimeInterval
    /// The most time a call may spend waiting between attempts in total. A retry whose wait
    /// (backoff, or a longer `Retry-After`) would pass this is not made; the error is thrown.
    public var maxTotalWait: TimeInterval
    /// 0…1: the fraction of each backoff delay that is randomized (0 = none, 1 = full jitter).
    public var jitter: Double
    /// Extra attempts every endpoint may make, whatever its own `retries` says (one the spec
    /// gives `retry: 0` too): an app's choice where the spec makes none, as for an OpenAPI
    /// document's client (a document says nothing of retries). 0 by default: each endpoint
    /// keeps the spec's count; below 0 counts as 0.
    public var minimumRetries: Int

    public init(
        baseDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 8, maxTotalWait: TimeInterval = 30, jitter: Double = 0.5,
        minimumRetries: Int = 0
    ) {
        self.minimumRetries = max(0, minimumRetries)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(0, maxDelay)
        self.maxTotalWait = max(0, maxTotalWait)
        self.jitter = min(1, max(0, jitter))
    }

    public static let `default` = RetryPolicy()

    /// The backoff before retry number `retry` (1-based), without Retry-After.
    public func backoff(forRetry retry: Int) -> TimeInterval {
        let exponent = Double(max(0, retry - 1))
        let full = min(maxDelay, baseDelay * pow(2, exponent))
        guard jitter > 0, full > 0 else { return full }
        return full * (1 - jitter) + Double.random(in: 0...(full * jitter))
    }

    /// The wait before retry number `retry` after `error`, or nil when the budget does not allow it.
    /// A `Retry-After` longer than the backoff is honoured in full, never shortened.
    func delay(forRetry retry: Int, after error: APIError, waitedSoFar: TimeInterval) -> TimeInterval? {
        var wait = backoff(forRetry: retry)
        if case .rateLimited(let retryAfter?, _) = error {
            wait = max(wait, retryAfter)
        } else if let header = error.details.header("Retry-After"), let retryAfter = RetryAfter.parse(header) {
            wait = max(wait, retryAfter)
        }
        return waitedSoFar + wait <= maxTotalWait ? wait : nil
    }
}

/// Parses the `Retry-After` header.
public enum RetryAfter {
    /// The longest wait a `Retry-After` is read as (a year): a larger or infinite value means
    /// the same to a client, and keeps every later computation with it finite.
    public static let maximum: TimeInterval = 365 * 86_400

    /// Seconds to wait: from a number of seconds (digits, RFC 9110 §10.2.3, and a fraction
    /// some servers add: `1.5`), or from an HTTP date relative to `now`. Nil when the value is
    /// neither: `1e400`, `-3` or `inf` is no wait a server meant (`1e400` was read as a year).
    public static func parse(_ value: String, now: Date = Date()) -> TimeInterval? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if isSeconds(text), let seconds = Double(text) {
            return min(seconds, maximum)
        }
        for pattern in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            if let date = DateFormatCache.shared.date(from: text, pattern: pattern) {
                return min(max(0, date.timeIntervalSince(now)), maximum)
            }
        }
        return nil
    }

    /// Digits, with at most one `.` between digits.
    private static func isSeconds(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
    }
}
