import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How `HTTPClient` turns transport failures, decoding failures and answers into `APIError`s
/// and other small pieces of its pipeline.
extension HTTPClient {
    /// Turns anything thrown while sending into an `APIError`.
    static func mapTransportError(_ error: any Error, details: ErrorDetails, hiding secrets: [String] = []) -> APIError {
        if let error = error as? APIError { return error }
        var details = details
        details.underlying = redacting(secrets, in: "\(error)")
        switch error {
        case let tooLarge as ResponseTooLarge:
            details.message =
                tooLarge.announced
                ? "The response is larger than the limit of \(tooLarge.limit) bytes (maxResponseSize): it announced \(tooLarge.received), so none of it was read."
                : "The response is larger than the limit of \(tooLarge.limit) bytes (maxResponseSize); reading stopped at \(tooLarge.received)."
            details.status = tooLarge.status
            return .transport(details)
        case let deadline as DeadlineExceeded:
            details.message = "The server did not finish answering within \(deadline.seconds) seconds, the call's timeout for the whole attempt."
            return .timeout(details)
        case let disk as NotEnoughDiskSpace:
            details.message = "The download was stopped: it needs \(disk.needed) bytes and would leave less than \(DiskSpace.reserve) of the \(disk.free) free on the disk."
            return .transport(details)
        case is ReaderFellBehind:
            details.message = "The server sent faster than the answer was read: more than \(ReaderFellBehind.waitingChunks) pieces or \(ReaderFellBehind.waitingBytes) bytes of it waited, so reading stopped."
            return .transport(details)
        case let redirect as RedirectRefused:
            details.message = redirect.message
            details.status = redirect.status
            return .transport(details)
        default:
            break
        }
        if error is CancellationError || Task.isCancelled {
            return .cancelled(details)
        }
        guard let urlError = error as? URLError else {
            details.message = "The request could not be sent."
            return .transport(details)
        }
        details.urlErrorCode = urlError.errorCode
        details.message = redacting(secrets, in: urlError.localizedDescription)
        switch urlError.code {
        case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed, .internationalRoamingOff:
            return .offline(details)
        case .timedOut:
            return .timeout(details)
        case .cancelled:
            return .cancelled(details)
        default:
            return .transport(details)
        }
    }

    /// Throws `.encoding` for a header value holding CR, LF or NUL (RFC 9110 §5.5): sent, it
    /// would end the header early and let the rest of the value pass for headers of its own.
    static func checkHeaderValues(_ headers: HTTPHeaders, operation: String) throws {
        for (name, value) in headers where value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
            throw APIError.encoding(ErrorDetails(
                operation: operation, message: "The value of header '\(name)' holds a line break or NUL, which HTTP forbids; it was not sent."))
        }
    }

    /// `text` with each of `secrets` replaced by `<redacted>` (a failing URL in an error's text
    /// would otherwise carry an API key sent in the query).
    static func redacting(_ secrets: [String], in text: String) -> String {
        secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacingOccurrences(of: $1, with: "<redacted>") }
    }

    /// `url` with the values of the `secret` query items replaced by `redacted`.
    static func redacting(_ url: URL?, _ secret: Set<String>) -> URL? {
        guard let url, !secret.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map { item in
            secret.contains(item.name) ? URLQueryItem(name: item.name, value: "redacted") : item
        }
        return components.url ?? url
    }

    /// A failure to get or refresh a token: cancellation stays cancellation, an `APIError` passes
    /// through, anything else is `.unauthorized`.
    static func authError(_ error: any Error, operation: String, message: String, original: ErrorDetails? = nil) -> APIError {
        if let error = error as? APIError { return error }
        var details = original ?? ErrorDetails(operation: operation)
        details.underlying = "\(error)"
        if error is CancellationError || Task.isCancelled {
            return .cancelled(details)
        }
        details.message = message
        return .unauthorized(details)
    }

    static func decodingError(_ error: any Error, response: HTTPResponse, operation: String) -> APIError {
        let (keys, reason) = decodingFailure(error)
        let path = codingPath(keys)
        let details = Self.details(of: response, operation: operation, requestID: response.requestID, message: nil, underlying: reason)
        return .decoding(codingPath: path, excerpt: response.excerpt(), details)
    }

    static func details(
        of response: HTTPResponse, operation: String, requestID: String?, message: String?, underlying: String?,
        errorBody: (any Sendable)? = nil
    ) -> ErrorDetails {
        ErrorDetails(
            operation: operation, url: response.url, status: response.status, message: message, requestID: requestID,
            sentRequestID: response.sentRequestID, headers: response.headers, body: response.body,
            errorBody: errorBody, underlying: underlying)
    }

    /// Where decoding failed (the missing key included) and why, in words.
    static func decodingFailure(_ error: any Error) -> (keys: [any CodingKey], reason: String) {
        switch error as? DecodingError {
        case .typeMismatch(let type, let context)?:
            return (context.codingPath, "Expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context)?:
            return (context.codingPath, "Expected \(type) but found null or nothing: \(context.debugDescription)")
        case .keyNotFound(let key, let context)?:
            return (context.codingPath + [key], "Missing required key '\(key.stringValue)'.")
        case .dataCorrupted(let context)?:
            return (context.codingPath, context.debugDescription)
        default:
            return ([], "\(error)")
        }
    }

    /// `items[2].createdAt`.
    static func codingPath(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String {
                headers[name] = value as? String ?? "\(value)"
            }
        }
        return headers
    }

    /// The cache key of a cacheable GET: its URL and the credential it is sent with, so one
    /// user's answer is never served to another. The credential enters as a hash (seeded anew
    /// in each process), never as itself.
    func cacheKey(for request: EndpointRequest) async -> String? {
        guard request.method == .get, let lifetime = request.cacheLifetime, lifetime > 0 else { return nil }
        let applied = configuration.credentialsToApply(for: request.auth)
        var token: String?
        for credential in applied {
            if case .bearer(let provider) = credential.credentials { token = (try? await provider.token()) ?? nil }
        }
        return cacheKey(for: request, sent: SentCredentials(applied: applied, token: token))
    }

    /// The cache key of a cacheable GET sent with `sent`: after a refresh, the answer belongs
    /// to the token it was fetched with, not to the one the call started with.
    func cacheKey(for request: EndpointRequest, sent: SentCredentials) -> String? {
        guard request.method == .get, let lifetime = request.cacheLifetime, lifetime > 0 else { return nil }
        var hasher = Hasher()
        if sent.applied.isEmpty { hasher.combine("none") }
        for credential in sent.applied {
            hasher.combine(credential.name?.rawValue)
            switch credential.credentials {
            case .bearer:
                hasher.combine("bearer")
                hasher.combine(sent.token)
            case .basic(let username, let password):
                hasher.combine("basic")
                hasher.combine(username)
                hasher.combine(password)
            case .apiKey(let key):
                hasher.combine("apiKey")
                hasher.combine(key)
            }
        }
        return request.url(baseURL: configuration.baseURL(for: request)).absoluteString + " " + String(hasher.finalize(), radix: 36)
    }
}
