import Foundation

/// What is known about a failed call. Every `APIError` case carries one.
///
/// A value like any struct (a copy changed does not change the original), its fields kept in
/// one shared box that is copied on the first change: an `APIError` then copies as one
/// reference, where twelve stored fields made each copy of an error a large function, emitted
/// again in every file that copies one.
public struct ErrorDetails: Sendable, CustomStringConvertible {
    private final class Storage: @unchecked Sendable {  // changed only while uniquely referenced
        var operation: String
        var method: String?
        var url: URL?
        var status: Int?
        var message: String?
        var requestID: String?
        var sentRequestID: String?
        var headers: [String: String]
        var body: Data?
        var errorBody: (any Sendable)?
        var underlying: String?
        var urlErrorCode: Int?
        var errorCode: String?
        var text: String?

        init(operation: String, method: String?, url: URL?, status: Int?, message: String?, requestID: String?, sentRequestID: String?, headers: [String: String], body: Data?, errorBody: (any Sendable)?, underlying: String?, urlErrorCode: Int?) {
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

        func copy() -> Storage {
            let copy = Storage(operation: operation, method: method, url: url, status: status, message: message, requestID: requestID, sentRequestID: sentRequestID, headers: headers, body: body, errorBody: errorBody, underlying: underlying, urlErrorCode: urlErrorCode)
            copy.errorCode = errorCode
            copy.text = text
            return copy
        }
    }

    private var storage: Storage

    /// The box, copied first if another value shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The API's own text for this kind of failure (`errorTexts:` in the spec, or the
    /// configuration's `errorTexts`), which `APIError.errorDescription` shows instead of its own.
    public var text: String? {
        get { storage.text }
        set { unique().text = newValue }
    }

    /// The spec's endpoint name.
    public var operation: String {
        get { storage.operation }
        set { unique().operation = newValue }
    }
    public var method: String? {
        get { storage.method }
        set { unique().method = newValue }
    }
    public var url: URL? {
        get { storage.url }
        set { unique().url = newValue }
    }
    /// The HTTP status, when a response arrived.
    public var status: Int? {
        get { storage.status }
        set { unique().status = newValue }
    }
    /// A message from the error body or envelope, or a description of the underlying failure.
    public var message: String? {
        get { storage.message }
        set { unique().message = newValue }
    }
    /// The server's request id: the response header, else the error body or envelope.
    public var requestID: String? {
        get { storage.requestID }
        set { unique().requestID = newValue }
    }
    /// The request id this client sent.
    public var sentRequestID: String? {
        get { storage.sentRequestID }
        set { unique().sentRequestID = newValue }
    }
    /// Response headers (empty when no response arrived).
    public var headers: [String: String] {
        get { storage.headers }
        set { unique().headers = newValue }
    }
    /// The raw response body, if any.
    public var body: Data? {
        get { storage.body }
        set { unique().body = newValue }
    }
    /// The error body decoded with the endpoint's (or configuration's) `ErrorBodyDecoding`.
    public var errorBody: (any Sendable)? {
        get { storage.errorBody }
        set { unique().errorBody = newValue }
    }
    /// A description of the underlying error (URLError, DecodingError…), for logs.
    public var underlying: String? {
        get { storage.underlying }
        set { unique().underlying = newValue }
    }
    /// The `URLError` code behind a transport failure.
    public var urlErrorCode: Int? {
        get { storage.urlErrorCode }
        set { unique().urlErrorCode = newValue }
    }
    /// The server's error code (`channel_not_found`) from a success flag or envelope that
    /// reported a failure inside a 2xx answer.
    public var errorCode: String? {
        get { storage.errorCode }
        set { unique().errorCode = newValue }
    }

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
        storage = Storage(operation: operation, method: method, url: url, status: status, message: message, requestID: requestID, sentRequestID: sentRequestID, headers: headers, body: body, errorBody: errorBody, underlying: underlying, urlErrorCode: urlErrorCode)
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
        if let errorCode { parts.append("code \(errorCode)") }
        if let message { parts.append("message: \(message)") }
        if let underlying { parts.append("underlying: \(underlying)") }
        return parts.joined(separator: ", ")
    }
}

/// How an API's (or one endpoint's) error bodies decode, and where their message and request id are.
public struct ErrorBodyDecoding: Sendable {
    typealias Decoded = (body: any Sendable, message: String?, requestID: String?)
    /// Decodes `data`; nil when it is not this shape (then the error has no body and no
    /// message), or when only some statuses have a body (`byStatus`).
    let decode: (@Sendable (Data, JSONDecoder) -> Decoded?)?
    /// Reads the message and request id of a body the model does not decode, by their keys; its
    /// body is then the JSON as it came.
    let byKeys: (@Sendable (Data, JSONDecoder) -> Decoded?)?
    /// Bodies of their own for some statuses, over `decode`.
    let byStatus: [Int: ErrorBodyDecoding]

    /// `messageKeys` and `requestIDKeys`: where `message` and `requestID` read, as wire keys
    /// (a list on the way is its first element), for a body the model does not decode: a
    /// value its enum does not list yet (Plaid's `error_type`) leaves the message and request
    /// id the server sent.
    public init<Body: Decodable & Sendable>(
        _ type: Body.Type,
        message: @escaping @Sendable (Body) -> String? = { _ in nil },
        requestID: @escaping @Sendable (Body) -> String? = { _ in nil },
        messageKeys: [[String]] = [], requestIDKeys: [[String]] = []
    ) {
        decode = { data, decoder in
            guard !data.isEmpty, let body = try? decoder.decode(Body.self, from: data) else { return nil }
            return (body, message(body), requestID(body))
        }
        if messageKeys.isEmpty && requestIDKeys.isEmpty {
            byKeys = nil
        } else {
            byKeys = { data, decoder in
                guard !data.isEmpty, let json = try? decoder.decode(JSONValue.self, from: data) else { return nil }
                let message = Self.text(at: messageKeys, in: json)
                let requestID = Self.text(at: requestIDKeys, in: json)
                guard message != nil || requestID != nil else { return nil }
                return (json, message, requestID)
            }
        }
        byStatus = [:]
    }

    /// The first text found at one of `paths` in `json`.
    private static func text(at paths: [[String]], in json: JSONValue) -> String? {
        for path in paths {
            var value = json
            for key in path {
                if case .array(let items) = value, let first = items.first { value = first }
                guard case .object(let fields) = value, let next = fields[key] else {
                    value = .null
                    break
                }
                value = next
            }
            if case .string(let text) = value { return text }
        }
        return nil
    }

    /// A body for each of some statuses (a 409's conflict, a 422's invalid fields), and
    /// `otherwise` for any other status, or for an answer its status's body does not decode;
    /// then the client's (`Configuration.errorBody`).
    public init(byStatus: [Int: ErrorBodyDecoding], otherwise: ErrorBodyDecoding? = nil) {
        decode = otherwise?.decode
        byKeys = otherwise?.byKeys
        self.byStatus = (otherwise?.byStatus ?? [:]).merging(byStatus) { $1 }
    }

    /// The body of an answer of `status`: as its status's own body, else as this one's; nil
    /// when neither decodes it (the client's is tried then).
    func decoded(_ data: Data, status: Int, decoder: JSONDecoder) -> Decoded? {
        if let own = byStatus[status]?.decoded(data, status: status, decoder: decoder) { return own }
        return decode?(data, decoder)
    }

    /// The message and request id of a body that `decoded` does not decode, read by their keys.
    func readByKeys(_ data: Data, status: Int, decoder: JSONDecoder) -> Decoded? {
        if let own = byStatus[status]?.readByKeys(data, status: status, decoder: decoder) { return own }
        return byKeys?(data, decoder)
    }
}
