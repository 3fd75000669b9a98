import Foundation

/// Everything an `HTTPClient` is set up with. Generated clients fill it from the spec
/// (base URL, headers, request id header, error body, coders) and the app adds the rest.
public struct ClientConfiguration: Sendable {
    /// The decoder for an answer of `body`, with its `DecodingBudget`.
    func decoder(for body: Data) -> JSONDecoder {
        let decoder = makeDecoder()
        decoder.userInfo[DecodingBudget.key] = DecodingBudget(bytes: body.count)
        return decoder
    }

    /// The server, with any base path (`https://api.example.com/v1`); endpoint paths are appended.
    public var baseURL: URL
    public var transport: any HTTPTransport
    /// Run in order for every request (see `ClientMiddleware`).
    public var middlewares: [any ClientMiddleware]
    /// Used by endpoints whose `AuthScheme` matches them; nil sends no credentials.
    public var credentials: Credentials?
    /// Sent with every request (User-Agent, the spec's headers); endpoint headers win.
    public var headers: HTTPHeaders
    /// The header that carries a fresh request id on every request and the server's id back.
    public var requestIDHeader: String
    /// Seconds, for endpoints without their own timeout: the deadline of a whole attempt
    /// (redirects included) and URLSession's idle timeout alike.
    public var timeout: TimeInterval
    public var retry: RetryPolicy
    /// How error bodies decode, unless the endpoint has its own.
    public var errorBody: ErrorBodyDecoding?
    /// Checked before every attempt; not connected fails with `.offline`.
    public var reachability: (any Reachability)?
    /// A new decoder for each answer: the client sets the new one's `userInfo` (its
    /// `DecodingBudget`), so one decoder shared between calls would be changed while in use.
    public var makeDecoder: @Sendable () -> JSONDecoder
    public var makeEncoder: @Sendable () -> JSONEncoder
    /// Which redirects are followed; by default only those within the request's origin.
    public var redirects: RedirectPolicy
    /// The largest response body read, in bytes, unless an endpoint sets its own: a longer one
    /// fails with `.transport` while it streams in. Downloads to a file are not bounded by it.
    public var maxResponseSize: Int

    /// 50 MiB: far above any JSON answer an app decodes, far below what would exhaust memory.
    public static let defaultMaxResponseSize = 50 * 1024 * 1024
    /// The headers that report the API's rate limit, when it answers a used-up limit with 403
    /// rather than 429 (the spec's `rateLimit:`); nil reads only 429 and Retry-After.
    public var rateLimitHeaders: RateLimitHeaders? = nil
    /// Whether each request carries a fresh id in `requestIDHeader`. False for an API that only
    /// returns one: the server's id is still read from that header.
    public var sendsRequestID = true
    /// Base URLs that replace an endpoint's own server (`server:` in the spec), by the server's
    /// name, or by its URL text when the spec gives a URL: `servers["uploads"] = staging`.
    public var servers: [String: URL] = [:]
    /// The credentials of the API's named schemes (`authSchemes:` in the spec), for endpoints
    /// whose `AuthScheme` is `.schemes`: `configuration.schemeCredentials[.storeKey] = .apiKey(key)`.
    public var schemeCredentials: [AuthSchemeName: Credentials] = [:]
    /// The API's own texts for its failures (`errorTexts:` in the spec); see `APIErrorTexts`.
    public var errorTexts: APIErrorTexts = [:]

    /// The base URL `request` is sent to: its own server (or the replacement `servers` gives
    /// for it), else `baseURL`.
    public func baseURL(for request: EndpointRequest) -> URL {
        guard let server = request.server else { return baseURL }
        return servers[server.name] ?? server.url
    }

    public init(
        baseURL: URL,
        transport: any HTTPTransport = URLSessionTransport(),
        middlewares: [any ClientMiddleware] = [],
        credentials: Credentials? = nil,
        headers: HTTPHeaders = [],
        requestIDHeader: String = "X-Request-ID",
        timeout: TimeInterval = 60,
        retry: RetryPolicy = .default,
        errorBody: ErrorBodyDecoding? = nil,
        reachability: (any Reachability)? = nil,
        makeDecoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() },
        makeEncoder: @escaping @Sendable () -> JSONEncoder = { JSONEncoder() },
        redirects: RedirectPolicy = .sameOrigin,
        maxResponseSize: Int = ClientConfiguration.defaultMaxResponseSize
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.middlewares = middlewares
        self.credentials = credentials
        self.headers = headers
        self.requestIDHeader = requestIDHeader
        self.timeout = timeout
        self.retry = retry
        self.errorBody = errorBody
        self.reachability = reachability
        self.makeDecoder = makeDecoder
        self.makeEncoder = makeEncoder
        self.redirects = redirects
        self.maxResponseSize = maxResponseSize
    }
}
