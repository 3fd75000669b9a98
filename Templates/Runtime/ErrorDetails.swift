import Foundation

/// What is known about a failed call. Every `APIError` case carries one.
public struct ErrorDetails: Sendable, CustomStringConvertible {
    /// The spec's endpoint name.
    public var operation: String
    public var method: String?
    public var url: URL?
    /// The HTTP status, when a response arrived.
    public var status: Int?
    /// A message from the error body or envelope, or a description of the underlying failure.
    public var message: String?
    /// The server's request id: the response header, else the error body or envelope.
    public var requestID: String?
    /// The request id this client sent.
    public var sentRequestID: String?
    /// Response headers (empty when no response arrived).
    public var headers: [String: String]
    /// The raw response body, if any.
    public var body: Data?
    /// The error body decoded with the endpoint's (or configuration's) `ErrorBodyDecoding`.
    public var errorBody: (any Sendable)?
    /// A description of the underlying error (URLError, DecodingError…), for logs.
    public var underlying: String?
    /// The `URLError` code behind a transport failure.
    public var urlErrorCode: Int?

    public init(
        operation: String,
        method: String? = nil,
        url: URL? = nil,
        status: Int? = nil,
        message: String? = nil,
        requestID: String? = nil,
        sentRequestID: String? = nil,
        headers: [String: String] = [:],
        body: Data? = nil,
        errorBody: (any Sendable)? = nil,
        underlying: String? = nil,
        urlErrorCode: Int? = nil
    ) {
        self.operation = operation
        self.method = method
        self.url = url
        self.status = status
        self.message = message
        self.requestID = requestID
        self.sentRequestID = sentRequestID
        self.headers = headers
        self.body = body
        self.errorBody = errorBody
        self.underlying = underlying
        self.urlErrorCode = urlErrorCode
    }

    /// The value of a response header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        HTTPResponse.lookup(name, in: headers)
    }

    /// Up to `limit` characters of the body as text, for messages, with secret fields
    /// redacted (see `Redaction`).
    public func bodyExcerpt(limit: Int = 200) -> String {
        guard let body, !body.isEmpty else { return "" }
        return Redaction.text(of: body, limit: limit)
    }

    public var description: String {
        var parts = [operation]
        if let method, let url { parts.append("\(method) \(url.absoluteString)") }
        if let status { parts.append("status \(status)") }
        if let requestID { parts.append("request id \(requestID)") }
        if let message { parts.append("message: \(message)") }
        if let underlying { parts.append("underlying: \(underlying)") }
        return parts.joined(separator: ", ")
    }
}

/// How an API's (or one endpoint's) error bodies decode, and where their message and request id are.
public struct ErrorBodyDecoding: Sendable {
    /// Decodes `data`; nil when it is not this shape (then the error has no body and no message).
    let decode: @Sendable (Data, JSONDecoder) -> (body: any Sendable, message: String?, requestID: String?)?

    public init<Body: Decodable & Sendable>(
        _ type: Body.Type,
        message: @escaping @Sendable (Body) -> String? = { _ in nil },
        requestID: @escaping @Sendable (Body) -> String? = { _ in nil }
    ) {
        decode = { data, decoder in
            guard !data.isEmpty, let body = try? decoder.decode(Body.self, from: data) else { return nil }
            return (body, message(body), requestID(body))
        }
    }
}
