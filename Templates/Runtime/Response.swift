import Foundation

/// A successful (2xx) HTTP answer, before decoding.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// The server's request id from the response header (envelopes may add one when unwrapped).
    public var requestID: String?
    /// The request id this client sent.
    public var sentRequestID: String?
    public var url: URL?
    /// Wire names of the body's secret fields, left out of any excerpt of it in an error.
    public var secretKeys: Set<String>

    public init(
        status: Int, headers: [String: String] = [:], body: Data = Data(), requestID: String? = nil,
        sentRequestID: String? = nil, url: URL? = nil, secretKeys: Set<String> = []
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.requestID = requestID
        self.sentRequestID = sentRequestID
        self.url = url
        self.secretKeys = secretKeys
    }

    /// The value of a response header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        Self.lookup(name, in: headers)
    }

    static func lookup(_ name: String, in headers: [String: String]) -> String? {
        if let exact = headers[name] { return exact }
        return headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Up to `limit` characters of the body as text for an error message, secret fields
    /// redacted (see `Redaction`).
    func excerpt(limit: Int = 200) -> String {
        Redaction.text(of: body, limit: limit, extra: secretKeys)
    }
}

/// A decoded value with the answer's metadata (for endpoints with `metadata: true`).
public struct Response<Value: Sendable>: Sendable {
    public var value: Value
    /// The server's request id: the response header, else the envelope's.
    public var requestID: String?
    public var status: Int
    public var headers: [String: String]

    public init(value: Value, requestID: String?, status: Int, headers: [String: String]) {
        self.value = value
        self.requestID = requestID
        self.status = status
        self.headers = headers
    }

    /// The value of a response header, matched case-insensitively (`headers` keeps the
    /// spelling the HTTP stack gives, e.g. `Etag` for `ETag`).
    public func header(_ name: String) -> String? {
        HTTPResponse.lookup(name, in: headers)
    }

    /// The same metadata around another value.
    public func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> Response<T> {
        Response<T>(value: try transform(value), requestID: requestID, status: status, headers: headers)
    }
}
