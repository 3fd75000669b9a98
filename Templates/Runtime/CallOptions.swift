import Foundation

/// Options for the calls made inside one `withCallOptions` block: a timeout, extra headers and
/// a progress callback for one call, without a second client. They live in a task-local value,
/// so generated methods, the client protocol and mocks are the same with or without them.
///
/// ```swift
/// let image = try await withCallOptions(.init(timeout: 120, headers: [("X-Trace", id)], progress: { p in
///     Task { @MainActor in bar.progress = p.fractionCompleted ?? 0 }
/// })) {
///     try await client.uploadProfileImage(data)
/// }
/// ```
public struct CallOptions: Sendable {
    /// Seconds for each attempt, replacing the endpoint's and the client's timeout.
    public var timeout: TimeInterval?
    /// Sent after the client's and the endpoint's headers, so a name given here wins; the
    /// credentials and the request id are still the client's.
    public var headers: HTTPHeaders
    /// Called as the request body goes out and the answer comes in, from the transport's
    /// queue. Never called once the call has returned, failed or been cancelled.
    public var progress: (@Sendable (TransferProgress) -> Void)?

    public init(timeout: TimeInterval? = nil, headers: HTTPHeaders = [], progress: (@Sendable (TransferProgress) -> Void)? = nil) {
        self.timeout = timeout
        self.headers = headers
        self.progress = progress
    }

    /// The options of the calls the current task makes; nil outside any `withCallOptions`.
    @TaskLocal public static var current: CallOptions?

    /// `inner` inside `self`: the headers of both (inner last, so it wins), inner's timeout
    /// and progress where it has them.
    func merged(with inner: CallOptions) -> CallOptions {
        CallOptions(timeout: inner.timeout ?? timeout, headers: headers + inner.headers, progress: inner.progress ?? progress)
    }
}

/// How far one attempt's transfer has got. A retry starts again from zero.
public struct TransferProgress: Sendable, Hashable {
    public enum Direction: Sendable, Hashable {
        /// The request body going out.
        case upload
        /// The answer's body coming in (to memory or to a file).
        case download
    }

    public var direction: Direction
    /// Bytes sent or received so far.
    public var completed: Int64
    /// Bytes expected in all, when known (a body's length, or the answer's Content-Length).
    public var total: Int64?

    public init(direction: Direction, completed: Int64, total: Int64?) {
        self.direction = direction
        self.completed = completed
        self.total = total
    }

    /// `completed / total` between 0 and 1, or nil when the total is unknown.
    public var fractionCompleted: Double? {
        guard let total, total > 0 else { return nil }
        return min(1, max(0, Double(completed) / Double(total)))
    }
}

/// Runs `operation` with `options` applying to every call of this API's clients made in it
/// (and in its child tasks), nested blocks adding to the outer ones. An app that uses two
/// generated APIs names the module: `Shop.withCallOptions(…)`. (`_Concurrency.Actor`: a model
/// may be named `Actor`.)
public func withCallOptions<T>(
    _ options: CallOptions, isolation: isolated (any _Concurrency.Actor)? = #isolation, operation: () async throws -> T
) async rethrows -> T {
    let merged = CallOptions.current.map { $0.merged(with: options) } ?? options
    return try await CallOptions.$current.withValue(merged, operation: operation, isolation: isolation)
}
