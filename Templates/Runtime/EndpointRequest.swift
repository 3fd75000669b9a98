import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What an API's endpoint enum is to `HTTPClient`: a call that builds its own request.
public protocol APIEndpoint: Sendable {
    /// Everything the client needs to send this call. Encoding failures are `APIError.encoding`.
    func request(encoder: JSONEncoder) throws -> EndpointRequest
}

/// Everything one endpoint call needs; generated endpoint enums build it, `HTTPClient` sends it.
public struct EndpointRequest: Sendable {
    /// The spec's endpoint name (`getOrder`), used in errors and logs.
    public var operation: String
    public var method: HTTPMethod
    /// Percent-encoded path starting with `/`, appended to the base URL's path.
    /// Build parameters with `EndpointRequest.pathParameter(_:)`.
    public var path: String
    /// Query items in order, raw (unescaped). Generated code has already left out nil optionals.
    public var query: [URLQueryItem]
    /// Endpoint headers; they override the configuration's default headers.
    public var headers: HTTPHeaders
    public var body: RequestBody
    public var auth: AuthScheme
    /// Seconds; nil uses the configuration's default timeout.
    public var timeout: TimeInterval?
    /// Extra attempts for retryable failures.
    public var retries: Int
    /// Allows retrying a non-idempotent method (POST, PATCH).
    public var retryUnsafe: Bool
    /// Seconds a successful GET answer is reused; nil disables caching.
    public var cacheLifetime: TimeInterval?
    /// How this endpoint's error bodies decode; overrides the configuration's.
    public var errorBody: ErrorBodyDecoding?
    /// Wire names of body fields never to log (`password`, `token`).
    public var secretKeys: Set<String>
    /// The largest response body read, in bytes; nil uses the configuration's.
    public var maxResponseSize: Int?
    /// A server of its own (an upload host beside the API host); nil uses the client's base URL.
    public var server: EndpointServer?
    /// A success flag that a 2xx answer's body carries; false in it is `APIError.unsuccessful`.
    public var successFlag: SuccessFlag?

    public init(
        operation: String,
        method: HTTPMethod,
        path: String,
        query: [URLQueryItem] = [],
        headers: HTTPHeaders = [],
        body: RequestBody = .none,
        auth: AuthScheme = .none,
        timeout: TimeInterval? = nil,
        retries: Int = 0,
        retryUnsafe: Bool = false,
        cacheLifetime: TimeInterval? = nil,
        errorBody: ErrorBodyDecoding? = nil,
        secretKeys: Set<String> = [],
        maxResponseSize: Int? = nil,
        server: EndpointServer? = nil,
        successFlag: SuccessFlag? = nil
    ) {
        self.operation = operation
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.auth = auth
        self.timeout = timeout
        self.retries = retries
        self.retryUnsafe = retryUnsafe
        self.cacheLifetime = cacheLifetime
        self.errorBody = errorBody
        self.secretKeys = secretKeys
        self.maxResponseSize = maxResponseSize
        self.server = server
        self.successFlag = successFlag
    }

    /// Escapes one path parameter value: `/`, `?`, `#`, `%` and spaces cannot change the path.
    public static func pathParameter(_ value: some CustomStringConvertible) -> String {
        FormEncoding.pathSegment(value.description)
    }

    /// Escapes a multi-segment path parameter (`{+path}`: a file path, a git ref such as
    /// `heads/main`): its `/` separate segments, each escaped like `pathParameter(_:)`, so `?`,
    /// `#`, `%` and spaces are still escaped and a `.` or `..` segment is `%2E` or `%2E%2E`.
    public static func reservedPathParameter(_ value: some CustomStringConvertible) -> String {
        FormEncoding.reservedPath(value.description)
    }

    /// A path from its pieces: literal text, already percent-encoded, and `pathParameter(_:)`s.
    public static func path(_ pieces: String...) -> String {
        pieces.joined()
    }

    /// The full URL: the base URL (its path, such as `/v1`, is kept) + `path` + the query.
    public func url(baseURL: URL) -> URL {
        var text = baseURL.absoluteString
        // Drop any query or fragment on the base and a trailing slash, then append the path.
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            text = String(text[..<cut])
        }
        while text.hasSuffix("/") {
            text.removeLast()
        }
        if !path.isEmpty {
            text += path.hasPrefix("/") ? path : "/" + path
        }
        if !query.isEmpty {
            text += "?" + FormEncoding.query(query)
        }
        return URL(string: text) ?? baseURL
    }

    /// The `URLRequest` for this endpoint without credentials or request id (`HTTPClient` adds
    /// those). Headers apply in this order, later ones winning: `Accept: application/json`,
    /// `defaultHeaders`, the body's `Content-Type`, the endpoint's `headers` (a fixed
    /// `Content-Type: application/merge-patch+json` names the JSON body's type). GET and HEAD
    /// never carry a body, and a request without one has no `Content-Type`.
    public func urlRequest(baseURL: URL, defaultHeaders: HTTPHeaders = []) -> URLRequest {
        var request = URLRequest(url: url(baseURL: baseURL))
        request.httpMethod = method.rawValue
        if let timeout {
            request.timeoutInterval = timeout
        }
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for header in defaultHeaders {
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        if method.allowsBody, let (data, contentType) = body.encoded() {
            request.httpBody = data
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        }
        for header in headers {
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        // A `Cookie` the call gives (Kratos's forwarded session) is the one sent: URLSession
        // would put the cookies it stored in its place (Linux) or beside it (Apple).
        if request.value(forHTTPHeaderField: "Cookie") != nil {
            request.httpShouldHandleCookies = false
        }
        if request.httpBody == nil {
            request.setValue(nil, forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}

extension [URLQueryItem] {
    /// Appends the item `name=value`, or nothing when `value` is nil: one call per query
    /// parameter or form field in generated code. An `if let` around building and appending
    /// each item made a large API's endpoints file about a third costlier to compile.
    mutating func add(_ name: String, _ value: String?) {
        if let value { append(URLQueryItem(name: name, value: value)) }
    }

    /// A list in one item (OpenAPI's `explode: false`): `type=album,track`, or joined by
    /// `separator` (`|` for `pipeDelimited`, a space for `spaceDelimited`). An empty list
    /// sends nothing, as it does when its key repeats.
    mutating func add(_ name: String, joining values: [String], by separator: String = ",") {
        if !values.isEmpty { append(URLQueryItem(name: name, value: values.joined(separator: separator))) }
    }
}

/// An endpoint value's case name and inputs, read by reflection: what an endpoint enum's `==`
/// compares and `hash(into:)` hashes. Written out, `==` is a `switch` that binds every input
/// of both sides for every case, and was half of the compile time of a large API's endpoints
/// file; endpoints are compared in tests and mocks, where reading them by reflection costs
/// nothing that matters.
struct EndpointInputs: Hashable {
    let name: String
    /// nil for an input that is not `Hashable`, which generated endpoints never have.
    let inputs: [AnyHashable?]

    init(_ endpoint: some APIEndpoint) {
        guard let payload = Mirror(reflecting: endpoint).children.first else {
            // A case without inputs reflects as its name alone.
            name = String(describing: endpoint)
            inputs = []
            return
        }
        name = payload.label ?? ""
        let parts = Mirror(reflecting: payload.value)
        inputs = parts.displayStyle == .tuple ? parts.children.map { $0.value as? AnyHashable } : [payload.value as? AnyHashable]
    }
}

extension Double {
    /// The number as a query, path, header or form value (bracketed forms and error codes
    /// too): a whole number without a fraction or exponent (`10`, as JSON writes it; `10.0` is
    /// refused by a server that reads an integer), any other in Swift's shortest exact
    /// spelling (`0.1`).
    var wireText: String { rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : description }
}

extension Float {
    /// As `Double.wireText`, in `Float`'s own shortest spelling.
    var wireText: String { rounded() == self && abs(self) < 1e7 ? String(Int64(self)) : description }
}
