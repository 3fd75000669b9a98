import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a middleware knows about the call a request belongs to.
public struct RequestContext: Sendable {
    /// The spec's endpoint name.
    public var operation: String
    /// 1 for the first attempt; retries and the replay after a token refresh count up.
    public var attempt: Int
    /// The request id sent with this attempt.
    public var requestID: String
    /// Wire names of body fields never to log.
    public var secretKeys: Set<String>
    /// Header names carrying credentials for this request (`Cookie` for a cookie key;
    /// Authorization and cookies are secret whether or not they are listed).
    public var secretHeaders: Set<String>
    /// Query parameter names carrying credentials for this request.
    public var secretQueryItems: Set<String>
    /// When this attempt was handed to the middlewares.
    public var startedAt: ContinuousClock.Instant

    public init(
        operation: String, attempt: Int = 1, requestID: String = UUID().uuidString,
        secretKeys: Set<String> = [], secretHeaders: Set<String> = [], secretQueryItems: Set<String> = [],
        startedAt: ContinuousClock.Instant = .now
    ) {
        self.operation = operation
        self.attempt = attempt
        self.requestID = requestID
        self.secretKeys = secretKeys
        self.secretHeaders = secretHeaders
        self.secretQueryItems = secretQueryItems
        self.startedAt = startedAt
    }
}

/// A step every request passes through. Middlewares run in the configuration's order:
/// `prepare` just before sending (after auth and the request id are set, so a middleware can
/// override them), `observe` after each attempt, with the response or the error.
public protocol ClientMiddleware: Sendable {
    /// May change the request. Throwing fails the call (an `APIError` is passed through;
    /// other errors become `.transport`).
    func prepare(_ request: inout URLRequest, context: RequestContext) async throws
    /// Sees the outcome of one attempt: the response and body when one arrived, and the error
    /// when the attempt failed (including non-2xx statuses).
    func observe(_ request: URLRequest, response: HTTPURLResponse?, body: Data?, error: APIError?, context: RequestContext) async
}

extension ClientMiddleware {
    public func prepare(_ request: inout URLRequest, context: RequestContext) async throws {}
    public func observe(_ request: URLRequest, response: HTTPURLResponse?, body: Data?, error: APIError?, context: RequestContext) async {}
}

/// A middleware made of closures, for one-off header tweaks or observers.
public struct ClosureMiddleware: ClientMiddleware {
    private let prepareBody: @Sendable (inout URLRequest, RequestContext) async throws -> Void
    private let observeBody: @Sendable (URLRequest, HTTPURLResponse?, Data?, APIError?, RequestContext) async -> Void

    public init(
        prepare: @escaping @Sendable (inout URLRequest, RequestContext) async throws -> Void = { _, _ in },
        observe: @escaping @Sendable (URLRequest, HTTPURLResponse?, Data?, APIError?, RequestContext) async -> Void = { _, _, _, _, _ in }
    ) {
        self.prepareBody = prepare
        self.observeBody = observe
    }

    public func prepare(_ request: inout URLRequest, context: RequestContext) async throws {
        try await prepareBody(&request, context)
    }

    public func observe(_ request: URLRequest, response: HTTPURLResponse?, body: Data?, error: APIError?, context: RequestContext) async {
        await observeBody(request, response, body, error, context)
    }
}
