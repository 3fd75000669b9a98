import Foundation

/// Every failure of a generated client. No raw `URLError`, `DecodingError` or
/// `CancellationError` escapes a call: each becomes one of these cases.
public enum APIError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// The device has no connection (URLError notConnectedToInternet, networkConnectionLost,
    /// dataNotAllowed, internationalRoamingOff, or the reachability pre-check).
    case offline(ErrorDetails)
    case timeout(ErrorDetails)
    /// The call's task was cancelled.
    case cancelled(ErrorDetails)
    /// Any other failure to exchange a request and a response (host unreachable, connection
    /// refused, TLS, DNS…).
    case transport(ErrorDetails)
    case unauthorized(ErrorDetails)
    case forbidden(ErrorDetails)
    case notFound(ErrorDetails)
    /// 429, or a 403 at a rate limit that `ClientConfiguration.rateLimitHeaders` reads; `retryAfter`
    /// from the `Retry-After` header (seconds or an HTTP date) or the time until the limit resets.
    case rateLimited(retryAfter: TimeInterval?, ErrorDetails)
    /// Any other 4xx (and non-2xx statuses below 400 that were not followed).
    case clientError(ErrorDetails)
    case serverError(ErrorDetails)
    /// A 2xx whose envelope says `success: false`.
    case unsuccessful(ErrorDetails)
    /// A success body did not match the model. `codingPath` is like `items[2].createdAt`;
    /// `excerpt` is the start of the body (at most 200 characters).
    case decoding(codingPath: String, excerpt: String, ErrorDetails)
    /// The request body could not be encoded.
    case encoding(ErrorDetails)

    /// A case without its payload, for switching and comparing.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case offline, timeout, cancelled, transport, unauthorized, forbidden, notFound
        case rateLimited, clientError, serverError, unsuccessful, decoding, encoding
    }

    public var kind: Kind {
        switch self {
        case .offline: .offline
        case .timeout: .timeout
        case .cancelled: .cancelled
        case .transport: .transport
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .rateLimited: .rateLimited
        case .clientError: .clientError
        case .serverError: .serverError
        case .unsuccessful: .unsuccessful
        case .decoding: .decoding
        case .encoding: .encoding
        }
    }

    public var details: ErrorDetails {
        switch self {
        case .offline(let d), .timeout(let d), .cancelled(let d), .transport(let d),
            .unauthorized(let d), .forbidden(let d), .notFound(let d), .clientError(let d),
            .serverError(let d), .unsuccessful(let d), .encoding(let d):
            d
        case .rateLimited(_, let d), .decoding(_, _, let d):
            d
        }
    }

    public var status: Int? { details.status }
    /// The server's request id (response header, error body or envelope).
    public var requestID: String? { details.requestID }
    /// The server's error code, when a success flag or envelope reported a failure with one.
    public var serverCode: String? { details.errorCode }
    /// The message from the error body or envelope, when there was one.
    public var serverMessage: String? {
        switch self {
        case .offline, .timeout, .cancelled, .transport, .decoding, .encoding: nil
        default: details.message
        }
    }

    /// Whether trying again may succeed: offline, timeout, transport, 429, and 5xx except 501.
    /// Never for other 4xx, decoding, encoding, cancellation or `success: false`.
    public var isRetryable: Bool {
        switch self {
        case .offline, .timeout, .rateLimited: true
        // Without an answer (connection refused, reset); an answer refused by the client's own
        // rules (too large, redirected elsewhere) would be refused again.
        case .transport(let d): d.status == nil
        case .serverError(let d): d.status != 501
        default: false
        }
    }

    /// Whether the user must sign in again.
    public var requiresReauthentication: Bool {
        if case .unauthorized = self { return true }
        return false
    }

    /// The decoded error body, if it decoded as `T`.
    public func errorBody<T>(as type: T.Type = T.self) -> T? {
        details.errorBody as? T
    }

    /// The server's message where the case shows one; else the API's own text for the case
    /// (`ErrorDetails.text`); else the built-in text below.
    public var errorDescription: String? {
        let message = serverMessage.flatMap { $0.isEmpty ? nil : $0 }
        if let text = details.text {
            return message ?? text
        }
        switch self {
        case .offline:
            return "You appear to be offline."
        case .timeout:
            return "The request timed out."
        case .cancelled:
            return "The request was cancelled."
        case .transport(let d):
            // With a status the server did answer: an answer too large, a redirect refused. Only
            // the URL loading system's failures are ones of reaching the server; the rest (a
            // download the disk has no room for, a reader that fell behind) are the client's.
            if d.status != nil { return "The server's response could not be used." }
            return d.urlErrorCode != nil ? "Could not connect to the server." : "The request could not be completed."
        case .unauthorized:
            return message ?? "Your session has expired. Please sign in again."
        case .forbidden:
            return message ?? "You don't have permission to do that."
        case .notFound:
            return message ?? "The requested item could not be found."
        case .rateLimited(let retryAfter, _):
            if let retryAfter {
                let seconds = Int(saturating: min(retryAfter, RetryAfter.maximum).rounded(.up))
                return "Too many requests. Please wait \(seconds) second\(seconds == 1 ? "" : "s")."
            }
            return "Too many requests. Please try again later."
        case .clientError(let d):
            return message ?? "The request was rejected (HTTP \(d.status.map(String.init) ?? "?"))."
        case .serverError(let d):
            return message ?? "The server had a problem (HTTP \(d.status.map(String.init) ?? "?"))."
        case .unsuccessful:
            return message ?? "The request failed."
        case .decoding:
            return "The server's response could not be read."
        case .encoding:
            return "The request could not be prepared."
        }
    }

    public var failureReason: String? {
        switch self {
        case .decoding(let path, let excerpt, let d):
            let at = path.isEmpty ? "the top level" : "'\(path)'"
            return "\(d.operation): \(d.underlying ?? "unexpected data") at \(at). Body starts: \(excerpt)"
        default:
            return details.underlying ?? details.message
        }
    }

    public var recoverySuggestion: String? {
        switch self {
        case .offline: "Check your internet connection and try again."
        case .timeout, .transport: "Please try again."
        case .unauthorized: "Sign in again."
        case .rateLimited: "Wait a moment before trying again."
        case .serverError: "Please try again later."
        default: nil
        }
    }

    /// For developers: the case, the operation, status, request id and what went wrong.
    public var description: String {
        var text = "APIError.\(kind.rawValue)"
        if case .decoding(let path, _, _) = self { text += " at '\(path)'" }
        if case .rateLimited(let retryAfter?, _) = self { text += " (retry after \(retryAfter)s)" }
        return text + " [" + details.description + "]"
    }
}
