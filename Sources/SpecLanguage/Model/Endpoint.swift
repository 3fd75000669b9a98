/// One HTTP operation.
public struct Endpoint: Sendable {
    public enum Body: Sendable {
        case none
        case json(TypeRef, mark: Mark)
        case form([Field])
        case multipart([Field])
        case raw(contentType: String)

        /// Whether a raw body's content type is a range (`image/*`, `*/*`): the call then takes
        /// the one it sends (`contentType:`), as a server that accepts several wants to know which.
        public var contentTypeIsTheCallers: Bool {
            guard case .raw(let contentType) = self else { return false }
            return contentType.utf8.contains(UInt8(ascii: "*"))
        }
    }

    /// A header sent with the request: a fixed value, or one the caller passes.
    public struct Header: Sendable {
        public var name: String
        public var mark: Mark
        public var value: String?
        public var parameter: Field?
    }

    /// What a non-JSON answer is: text (`String`, its charset honoured) or bytes (`Data`), of a
    /// media type (`text/csv`, `text/*`, `application/pdf`) that the answer's `Content-Type` must match.
    public enum Media: Hashable, Sendable {
        case text(String)
        case raw(String)

        public var mediaType: String {
            switch self {
            case .text(let type), .raw(let type): type
            }
        }
    }

    /// The body of one 2xx status (`responses: { 201: Order, 204: none }`); nil type: no body.
    public struct StatusResponse: Sendable {
        public var status: Int
        public var type: TypeRef?
        public var mark: Mark
    }

    /// `inherit` takes the API's setting; `none` switches it off for this endpoint.
    public enum Override<T: Sendable>: Sendable {
        case inherit
        case none
        case use(T)
    }

    public var name: String
    public var group: String
    public var mark: Mark
    public var method: HTTPMethod
    public var path: String
    public var pathMark: Mark
    public var pathParameters: [Field]
    public var query: [Field]
    public var headers: [Header]
    public var body: Body
    public var response: TypeRef?
    public var responseMark: Mark?
    public var download: Bool
    /// A text or raw answer (`response: { text: text/csv }`), instead of a decoded `response`.
    public var responseMedia: Media?
    /// A stream of server-sent events (`response: { events: ChatChunk }`), each event's data
    /// decoded as this type, instead of one decoded `response`.
    public var events: TypeRef?
    /// Bodies by status (`responses:`), instead of one `response`.
    public var statusResponses: [StatusResponse] = []
    /// A server of its own: a name from the API's `servers`, or a full base URL.
    public var server: String?
    public var serverMark: Mark?
    /// Path parameters written `{+name}`: their `/` separate path segments.
    public var multiSegmentParameters: Set<String> = []
    public var auth: AuthScheme?
    public var timeout: Double?
    public var retry: Int?
    /// nil: the API's `defaults`, else false.
    public var retryUnsafe: Bool?
    public var cache: Double?
    /// Bytes; nil: the API's `defaults`, else the client's limit.
    public var maxResponseSize: Int?
    /// The options above with the API's `defaults:` and `auth:` applied: what the endpoint does.
    /// Set by the resolver; code generation reads this, not the options as written.
    public var policy = Policy()

    /// An endpoint's options once defaults apply (see `Resolver.applyDefaults`).
    public struct Policy: Sendable, Hashable {
        public var auth: AuthScheme = .none
        /// Seconds; nil: the client's timeout.
        public var timeout: Double?
        public var retry = 0
        public var retryUnsafe = false
        /// Seconds a GET answer is reused; nil for other methods and without `cache`.
        public var cache: Double?
        /// Bytes; nil: the client's limit.
        public var maxResponseSize: Int?

        public init() {}
    }
    public var envelope: Override<EnvelopeSpec>
    public var errorBody: ErrorBodySpec?
    /// Error bodies of their own for some statuses (`errors: { 409: Conflict }`), over
    /// `errorBody` and the API's.
    public var errorBodiesByStatus: [Int: ErrorBodySpec] = [:]
    public var pagination: PaginationSpec?
    public var metadata: Bool
    public var description: String?
    public var deprecated: Bool

    public init(name: String, group: String, mark: Mark, method: HTTPMethod, path: String, pathMark: Mark) {
        self.name = name
        self.group = group
        self.mark = mark
        self.method = method
        self.path = path
        self.pathMark = pathMark
        self.pathParameters = []
        self.query = []
        self.headers = []
        self.body = .none
        self.download = false
        self.envelope = .inherit
        self.metadata = false
        self.deprecated = false
    }
}

extension Endpoint.Body {
    public var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
