import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends `EndpointRequest`s: default headers, request id, auth (with one shared refresh on a
/// 401), middlewares, reachability, retries, the GET cache and error mapping. Every method
/// throws only `APIError`.
public final class HTTPClient: Sendable {
    /// What the client was made with, holding the middlewares and credentials it uses now:
    /// both can change on a live client (`credentials`, `updateMiddlewares`).
    public var configuration: ClientConfiguration { state.current.configuration }
    private let cache = ResponseCache()
    /// The configuration and the refresher of its token provider, replaced together.
    private let state: Locked<LiveState>

    public init(configuration: ClientConfiguration) {
        state = Locked(LiveState(configuration: configuration, refresher: TokenRefresher()))
    }

    // MARK: Changing a live client
    //
    // An app that signs in after launch sets the credentials then, and may add a middleware
    // later (logging turned on from a debug menu). Each attempt of a call reads the middlewares
    // and credentials once, when it starts: a change takes effect with the next attempt, and
    // an attempt never mixes the old and the new.

    private struct LiveState: Sendable {
        var configuration: ClientConfiguration
        /// Shares one refresh between concurrent 401s; belongs to the current credentials.
        var refresher: TokenRefresher
        /// The refreshers of the named schemes' credentials (`authSchemes:`), made on first use.
        var schemeRefreshers: [AuthSchemeName: TokenRefresher] = [:]
    }

    /// The credentials of calls from now on; nil sends none (after signing out). A new value
    /// gets a token refresher of its own, so a token refreshed for the old provider is never
    /// sent with the new one.
    public var credentials: Credentials? {
        get { configuration.credentials }
        set {
            state.withLock {
                $0.configuration.credentials = newValue
                $0.refresher = TokenRefresher()
            }
        }
    }

    /// The credentials of one of the API's named schemes (`authSchemes:` in the spec).
    public func credentials(for scheme: AuthSchemeName) -> Credentials? {
        configuration.schemeCredentials[scheme]
    }

    /// Sets (or, with nil, removes) the credentials of one named scheme for calls from now on,
    /// with a token refresher of their own; the other schemes' are left as they are.
    public func setCredentials(_ credentials: Credentials?, for scheme: AuthSchemeName) {
        state.withLock {
            $0.configuration.schemeCredentials[scheme] = credentials
            $0.schemeRefreshers[scheme] = nil
        }
    }

    /// The refresher of the single credentials (nil) or of a named scheme's, made on first use.
    private func refresher(for name: AuthSchemeName?) -> TokenRefresher {
        state.withLock { live in
            guard let name else { return live.refresher }
            if let existing = live.schemeRefreshers[name] { return existing }
            let made = TokenRefresher()
            live.schemeRefreshers[name] = made
            return made
        }
    }

    /// The middlewares in use, in order (see `ClientMiddleware`).
    public var middlewares: [any ClientMiddleware] { configuration.middlewares }

    /// Changes the middlewares in one step under the client's lock, so changes made at the same
    /// time from several tasks are all kept (`client.middlewares = …` after reading them could
    /// lose one). `change` must not call the client.
    public func updateMiddlewares(_ change: (inout [any ClientMiddleware]) -> Void) {
        state.withLock { change(&$0.configuration.middlewares) }
    }

    // MARK: Sending

    /// Sends the request and returns its 2xx answer, or throws an `APIError`.
    public func perform(_ request: EndpointRequest) async throws -> HTTPResponse {
        try await perform(request) { $0 }
    }

    /// Sends the request (or takes a cached answer) and reads the answer with `read`. An answer
    /// is cached only once `read` has accepted it: one the caller cannot decode would otherwise
    /// be served again for the cache's whole lifetime.
    func perform<T>(_ request: EndpointRequest, read: (HTTPResponse) throws -> T) async throws -> T {
        do {
            return try await performUntexted(request, read: read)
        } catch let error as APIError {
            throw configuration.errorTexts.applied(to: error)
        }
    }

    private func performUntexted<T>(_ request: EndpointRequest, read: (HTTPResponse) throws -> T) async throws -> T {
        let cacheKey = await cacheKey(for: request)
        if let cacheKey, let hit = await cache.response(for: cacheKey) {
            return try read(hit)
        }
        let (response, _, sent) = try await withRetries(request, reading: .whole)
        try checkSuccessFlag(request, response)
        let value = try read(response)
        // Stored under the credentials it was fetched with: a token refreshed on the way is the
        // one the next call sends, and finds it under.
        if let storeKey = self.cacheKey(for: request, sent: sent), let lifetime = request.cacheLifetime {
            await cache.store(response, for: storeKey, lifetime: lifetime)
        }
        return value
    }

    /// Downloads the answer to a file and returns its URL: `destination` when given (replacing
    /// what is there), otherwise a new file in the temporary directory that the caller owns.
    public func download(_ request: EndpointRequest, to destination: URL? = nil) async throws -> URL {
        do {
            return try await downloadUntexted(request, to: destination)
        } catch let error as APIError {
            throw configuration.errorTexts.applied(to: error)
        }
    }

    private func downloadUntexted(_ request: EndpointRequest, to destination: URL?) async throws -> URL {
        let (response, received, _) = try await withRetries(request, reading: .file)
        guard case .file(let file) = received else {
            throw APIError.transport(ErrorDetails(operation: request.operation, status: response.status, message: "No file was downloaded."))
        }
        guard let destination else { return file }
        do {
            let files = FileManager.default
            if files.fileExists(atPath: destination.path) {
                try files.removeItem(at: destination)
            }
            try files.moveItem(at: file, to: destination)
            return destination
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw APIError.transport(ErrorDetails(
                operation: request.operation, url: response.url, status: response.status,
                message: "The download could not be saved.", underlying: "\(error)"))
        }
    }

    // MARK: Calls
    //
    // A generated client method is one `try await` of one of these. Every `await` in a method
    // costs the compiler extra functions for each of an API's hundreds of endpoints, so the
    // request building and the decoding after the await live here, once.

    /// Sends the endpoint's request and ignores the answer's body.
    public func send(_ endpoint: some APIEndpoint) async throws {
        _ = try await perform(try makeRequest(for: endpoint))
    }

    /// Sends the endpoint's request and returns what its answer says besides a body: its
    /// request id, status and headers (a `HEAD` request's `ETag` and `Content-Length`).
    public func sendResponse(_ endpoint: some APIEndpoint) async throws -> Response<Void> {
        let response = try await perform(try makeRequest(for: endpoint))
        return Response(value: (), requestID: response.requestID, status: response.status, headers: response.headers)
    }

    /// Sends the endpoint's request and decodes a bare success body.
    public func decode<T: Decodable>(_ type: T.Type, for endpoint: some APIEndpoint) async throws -> T {
        let request = try makeRequest(for: endpoint)
        return try await perform(request) { try self.decode(type, from: $0, operation: request.operation) }
    }

    /// Sends the endpoint's request and returns the payload of the answer's envelope.
    public func unwrap<E: ResponseEnvelope>(_ type: E.Type, for endpoint: some APIEndpoint) async throws -> E.Payload {
        let request = try makeRequest(for: endpoint)
        return try await perform(request) { try self.unwrap(type, from: $0, operation: request.operation) }
    }

    /// Sends the endpoint's request and checks the envelope of an answer without payload.
    public func checkEnvelope<E: ResponseEnvelope>(_ type: E.Type, for endpoint: some APIEndpoint) async throws {
        let request = try makeRequest(for: endpoint)
        try await perform(request) { try self.checkEnvelope(type, from: $0, operation: request.operation) }
    }

    /// `decode(_:for:)` plus the answer's request id, status and headers.
    public func decodeResponse<T: Decodable & Sendable>(_ type: T.Type, for endpoint: some APIEndpoint) async throws -> Response<T> {
        let request = try makeRequest(for: endpoint)
        return try await perform(request) { try self.decodeResponse(type, from: $0, operation: request.operation) }
    }

    /// `unwrap(_:for:)` plus the answer's request id, status and headers.
    public func unwrapResponse<E: ResponseEnvelope>(_ type: E.Type, for endpoint: some APIEndpoint) async throws -> Response<E.Payload>
    where E.Payload: Sendable {
        let request = try makeRequest(for: endpoint)
        return try await perform(request) { try self.unwrapResponse(type, from: $0, operation: request.operation) }
    }

    /// Downloads the endpoint's answer to a file; see `download(_:to:)`.
    public func download(_ endpoint: some APIEndpoint) async throws -> URL {
        try await download(try makeRequest(for: endpoint))
    }

    /// The endpoint's request, its body encoded with the configured encoder.
    func makeRequest(for endpoint: some APIEndpoint) throws -> EndpointRequest {
        do {
            return try endpoint.request(encoder: configuration.makeEncoder())
        } catch let error as APIError {
            throw configuration.errorTexts.applied(to: error)
        }
    }

    /// Forgets every cached answer (e.g. on sign-out).
    public func clearCache() async {
        await cache.removeAll()
    }

    // MARK: Decoding

    /// Decodes a bare success body. `EmptyPayload` accepts any body, including none.
    public func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, operation: String) throws -> T {
        if let empty = EmptyPayload() as? T {
            return empty
        }
        do {
            return try configuration.decoder(for: response.body).decode(T.self, from: response.body)
        } catch {
            throw Self.decodingError(error, response: response, operation: operation)
        }
    }

    /// Decodes an envelope and returns its payload. `success: false` throws `.unsuccessful`;
    /// a missing payload throws `.decoding` (unless the payload type is `EmptyPayload`).
    public func unwrap<E: ResponseEnvelope>(_ type: E.Type, from response: HTTPResponse, operation: String) throws -> E.Payload {
        try unwrapWithRequestID(type, from: response, operation: operation).payload
    }

    /// Checks the envelope of a call that returns nothing. An empty body (204) passes.
    public func checkEnvelope<E: ResponseEnvelope>(_ type: E.Type, from response: HTTPResponse, operation: String) throws {
        guard !response.body.isEmpty else { return }
        _ = try decodeEnvelope(E.self, from: response, operation: operation)
    }

    /// `decode` plus the answer's request id, status and headers.
    public func decodeResponse<T: Decodable & Sendable>(_ type: T.Type, from response: HTTPResponse, operation: String) throws -> Response<T> {
        let value = try decode(T.self, from: response, operation: operation)
        return Response(value: value, requestID: response.requestID, status: response.status, headers: response.headers)
    }

    /// `unwrap` plus the answer's request id (header, else envelope), status and headers.
    public func unwrapResponse<E: ResponseEnvelope>(_ type: E.Type, from response: HTTPResponse, operation: String) throws -> Response<E.Payload>
    where E.Payload: Sendable {
        let (payload, requestID) = try unwrapWithRequestID(type, from: response, operation: operation)
        return Response(value: payload, requestID: requestID, status: response.status, headers: response.headers)
    }

    /// Encodes a JSON body with the configured encoder; failures become `.encoding`.
    public func encodeJSON<T: Encodable>(_ value: T, operation: String) throws -> RequestBody {
        do {
            return .json(try configuration.makeEncoder().encode(value))
        } catch {
            var location = ""
            if case EncodingError.invalidValue(_, let context) = error {
                location = " at '\(Self.codingPath(context.codingPath))': \(context.debugDescription)"
            }
            throw APIError.encoding(ErrorDetails(operation: operation, message: "The request body could not be encoded.", underlying: "\(error)\(location)"))
        }
    }

    /// Encodes a value with the configured encoder, e.g. for a query parameter; failures become `.encoding`.
    public func encode<T: Encodable>(_ value: T, operation: String) throws -> Data {
        if case .json(let data) = try encodeJSON(value, operation: operation) { return data }
        return Data()
    }

    private func unwrapWithRequestID<E: ResponseEnvelope>(_ type: E.Type, from response: HTTPResponse, operation: String) throws -> (payload: E.Payload, requestID: String?) {
        let envelope = try decodeEnvelope(E.self, from: response, operation: operation)
        let requestID = response.requestID ?? envelope.envelopeRequestID
        if let payload = envelope.envelopePayload {
            return (payload, requestID)
        }
        if let empty = EmptyPayload() as? E.Payload {
            return (empty, requestID)
        }
        let key = E.envelopePayloadKey
        throw APIError.decoding(
            codingPath: key, excerpt: response.excerpt(),
            Self.details(of: response, operation: operation, requestID: requestID,
                         message: "The response has no '\(key)'.", underlying: "The envelope's '\(key)' is missing or null."))
    }

    /// Decodes an envelope and checks its success flag. A key of the envelope itself that is
    /// missing most likely means the body is not wrapped at all, and the message says so.
    private func decodeEnvelope<E: ResponseEnvelope>(_ type: E.Type, from response: HTTPResponse, operation: String) throws -> E {
        let envelope: E
        do {
            envelope = try decode(E.self, from: response, operation: operation)
        } catch APIError.decoding(let path, let excerpt, var details)
            where !path.isEmpty && !path.contains(".") && !path.contains("[") && path != E.envelopePayloadKey
        {
            details.message = details.message ?? "The response is not wrapped in \(E.self): it has no '\(path)'."
            throw APIError.decoding(codingPath: path, excerpt: excerpt, details)
        }
        try ensureSucceeded(envelope, response: response, operation: operation)
        return envelope
    }

    private func ensureSucceeded<E: ResponseEnvelope>(_ envelope: E, response: HTTPResponse, operation: String) throws {
        guard !envelope.envelopeSucceeded else { return }
        var details = Self.details(
            of: response, operation: operation, requestID: response.requestID ?? envelope.envelopeRequestID,
            message: envelope.envelopeMessage ?? envelope.envelopeErrorCode, underlying: nil, errorBody: envelope)
        details.errorCode = envelope.envelopeErrorCode
        throw APIError.unsuccessful(details)
    }

    // MARK: Attempts

    /// How an attempt reads a 2xx answer's body.
    enum BodyReading: Sendable {
        /// Into `HTTPResponse.body`.
        case whole
        /// Into a file (a download).
        case file
        /// As it streams in: the attempt ends with the answer's head.
        case stream
    }

    /// What an attempt keeps of a 2xx answer beside its `HTTPResponse`.
    enum Received {
        /// Nothing: the body is the response's.
        case body
        case file(URL)
        case stream(AsyncThrowingStream<Data, any Error>)
    }

    /// A 2xx answer's head, its body to read as it streams in: what `events(_:for:)` reads.
    func streamed(_ request: EndpointRequest) async throws -> (HTTPResponse, AsyncThrowingStream<Data, any Error>) {
        let (response, received, _) = try await withRetries(request, reading: .stream)
        guard case .stream(let chunks) = received else { return (response, AsyncThrowingStream { $0.finish() }) }
        return (response, chunks)
    }

    private func withRetries(_ request: EndpointRequest, reading: BodyReading) async throws -> (HTTPResponse, Received, SentCredentials) {
        var retriesMade = 0
        var waited: TimeInterval = 0
        var attempt = 0
        let retries = max(request.retries, configuration.retry.minimumRetries)
        while true {
            do {
                return try await authenticated(request, reading: reading, attempt: &attempt)
            } catch let failure as APIError {
                guard retriesMade < retries, failure.isRetryable,
                    request.method.isIdempotent || request.retryUnsafe,
                    let delay = configuration.retry.delay(forRetry: retriesMade + 1, after: failure, waitedSoFar: waited)
                else { throw failure }
                retriesMade += 1
                waited += delay
                do {
                    try await Task.sleep(nanoseconds: UInt64(nanoseconds: delay))
                } catch {
                    var details = failure.details
                    details.message = "The request was cancelled while waiting to retry."
                    throw APIError.cancelled(details)
                }
            }
        }
    }

    /// One attempt, plus one replay with a refreshed token after a 401 on a bearer endpoint
    /// (or an endpoint whose named schemes include a bearer one).
    private func authenticated(
        _ request: EndpointRequest, reading: BodyReading, attempt: inout Int
    ) async throws -> (HTTPResponse, Received, SentCredentials) {
        let configuration = state.current.configuration
        let applied = configuration.credentialsToApply(for: request.auth)
        guard let bearer = applied.first(where: { $0.scheme == .bearer }), case .bearer(let provider) = bearer.credentials else {
            attempt += 1
            let (response, received) = try await send(
                request, reading: reading, attempt: attempt, token: nil, applied: applied, configuration: configuration)
            return (response, received, SentCredentials(applied: applied, token: nil))
        }
        let refresher = refresher(for: bearer.name)
        let token: String?
        let generation = await refresher.generation
        do {
            token = try await provider.token()
        } catch {
            throw Self.authError(error, operation: request.operation, message: "No token could be obtained.")
        }
        do {
            attempt += 1
            let (response, received) = try await send(
                request, reading: reading, attempt: attempt, token: token, applied: applied, configuration: configuration)
            return (response, received, SentCredentials(applied: applied, token: token))
        } catch APIError.unauthorized(let details) {
            let fresh: String?
            do {
                fresh = try await refresher.refresh(after: generation, using: provider)
            } catch {
                throw Self.authError(error, operation: request.operation, message: details.message ?? "The token could not be refreshed.", original: details)
            }
            guard let fresh else { throw APIError.unauthorized(details) }
            attempt += 1
            let (response, received) = try await send(
                request, reading: reading, attempt: attempt, token: fresh, applied: applied, configuration: configuration)
            return (response, received, SentCredentials(applied: applied, token: fresh))
        }
    }

    /// Sends one HTTP request and maps its outcome, with the middlewares and credentials of
    /// `configuration`, the client's when the attempt started.
    private func send(
        _ endpoint: EndpointRequest, reading: BodyReading, attempt: Int, token: String?, applied: [AppliedCredential],
        configuration: ClientConfiguration
    ) async throws -> (HTTPResponse, Received) {
        var endpoint = endpoint
        // `withCallOptions`: its timeout replaces the endpoint's, its headers come after the
        // endpoint's (the credentials, added next, still win).
        if let options = CallOptions.current {
            endpoint.timeout = options.timeout ?? endpoint.timeout
            endpoint.headers += options.headers
        }
        // A key sent in the URL is left out of every error's URL and text, as logs leave it out.
        let secrets = Self.addKeys(applied, to: &endpoint)
        let (secretHeaders, secretQueryItems, secretValues) = (secrets.headers, secrets.queryItems, secrets.values)
        // A raw body's content type may be the caller's (`contentType:` of a range, `image/*`).
        var sentHeaders = configuration.headers + endpoint.headers
        if case .raw(_, let contentType) = endpoint.body { sentHeaders.append((name: "Content-Type", value: contentType)) }
        try Self.checkHeaderValues(sentHeaders, operation: endpoint.operation)
        var request = endpoint.urlRequest(baseURL: configuration.baseURL(for: endpoint), defaultHeaders: configuration.headers)
        if endpoint.timeout == nil {
            request.timeoutInterval = configuration.timeout
        }
        // Without `sendsRequestID` the id only ties this attempt's log lines together.
        let requestID = UUID().uuidString
        let sentRequestID = configuration.sendsRequestID ? requestID : nil
        if let sentRequestID {
            request.setValue(sentRequestID, forHTTPHeaderField: configuration.requestIDHeader)
        }
        Self.authorize(&request, applied, token: token)
        try Self.addCookieKeys(applied, to: &request, operation: endpoint.operation)

        var details = ErrorDetails(
            operation: endpoint.operation, method: endpoint.method.rawValue, url: Self.redacting(request.url, secretQueryItems),
            sentRequestID: sentRequestID)
        let context = RequestContext(
            operation: endpoint.operation, attempt: attempt, requestID: requestID, secretKeys: endpoint.secretKeys,
            secretHeaders: secretHeaders, secretQueryItems: secretQueryItems)
        let credentials = CredentialNames(headers: secretHeaders, queryItems: secretQueryItems)

        if Task.isCancelled {
            throw APIError.cancelled(details)
        }
        if let reachability = configuration.reachability, await !reachability.isConnected {
            details.message = "The device is not connected to the internet."
            throw APIError.offline(details)
        }
        for middleware in configuration.middlewares {
            do {
                try await middleware.prepare(&request, context: context)
            } catch {
                throw Self.mapTransportError(error, details: details, hiding: secretValues)
            }
        }
        details.url = Self.redacting(request.url, secretQueryItems)

        let http: HTTPURLResponse
        var body = Data()
        var received = Received.body
        do {
            let sent = request
            let limit = endpoint.maxResponseSize ?? configuration.maxResponseSize
            let exchange = { @Sendable in try await self.exchange(sent, reading: reading, limit: limit, credentials: credentials) }
            // A download may rightly take long; its deadline is the idle timeout alone. A stream's
            // deadline is for its head: its events come when they come.
            (body, http, received) =
                try await reading == .file ? exchange() : Self.withDeadline(endpoint.timeout ?? configuration.timeout, exchange)
        } catch {
            let mapped = Self.mapTransportError(error, details: details, hiding: secretValues)
            await observe(request, response: nil, body: nil, error: mapped, context: context, middlewares: configuration.middlewares)
            throw mapped
        }

        let headers = Self.headers(of: http)
        let serverRequestID = HTTPResponse.lookup(configuration.requestIDHeader, in: headers)
        if (200..<300).contains(http.statusCode) {
            let response = HTTPResponse(
                status: http.statusCode, headers: headers, body: body, requestID: serverRequestID,
                sentRequestID: sentRequestID, url: http.url ?? request.url, secretKeys: endpoint.secretKeys)
            let observed: Data? = if case .body = received { body } else { nil }
            await observe(request, response: http, body: observed, error: nil, context: context, middlewares: configuration.middlewares)
            return (response, received)
        }
        if case .file(let file) = received {
            // A failure's body, for its error: no more of it than any answer may hold.
            let handle = try? FileHandle(forReadingFrom: file)
            body = (try? handle?.read(upToCount: endpoint.maxResponseSize ?? configuration.maxResponseSize)) ?? Data()
            try? handle?.close()
            try? FileManager.default.removeItem(at: file)
        }
        details.status = http.statusCode
        details.headers = headers
        details.body = body
        details.requestID = serverRequestID
        let error = statusError(status: http.statusCode, body: body, details: details, endpoint: endpoint)
        await observe(request, response: http, body: body, error: error, context: context, middlewares: configuration.middlewares)
        throw error
    }

    /// Sends `request` through the transport and follows the redirects the configuration's
    /// `RedirectPolicy` allows, each hop through the transport again; returns the last answer.
    private func exchange(
        _ request: URLRequest, reading: BodyReading, limit: Int, credentials: CredentialNames
    ) async throws -> (Data, HTTPURLResponse, Received) {
        var request = request
        var lastStatus = 0
        for _ in 0...RedirectPolicy.maxHops {
            var body = Data()
            var received = Received.body
            let http: HTTPURLResponse
            switch reading {
            case .whole:
                (body, http) = try await configuration.transport.data(for: request, maxResponseSize: limit)
            case .file:
                let file: URL
                (file, http) = try await configuration.transport.download(for: request)
                received = .file(file)
            case .stream:
                let chunks: AsyncThrowingStream<Data, any Error>
                (chunks, http) = try await configuration.transport.bytes(for: request)
                if (200..<300).contains(http.statusCode) {
                    received = .stream(chunks)
                } else {
                    // A failure's body is read whole, for its error; a redirect's is dropped.
                    if !(300..<400).contains(http.statusCode) { body = try await Self.collect(chunks, limit: limit, status: http.statusCode) }
                }
            }
            let next: URLRequest?
            do {
                next = try Redirect.next(after: request, response: http, policy: configuration.redirects, credentials: credentials)
            } catch {
                if case .file(let file) = received { try? FileManager.default.removeItem(at: file) }
                throw error
            }
            guard let next else { return (body, http, received) }
            lastStatus = http.statusCode
            if case .file(let file) = received { try? FileManager.default.removeItem(at: file) }
            request = next
        }
        throw RedirectRefused(message: "The server redirected more than \(RedirectPolicy.maxHops) times.", status: lastStatus)
    }

    /// The text at `message` (or a list of texts there, NestJS's, joined), `error_description`,
    /// `detail`, `error` (or its `message`) or `title` of a JSON object, the first found.
    static func likelyMessage(in body: Data, decoder: JSONDecoder) -> String? {
        guard body.first == UInt8(ascii: "{"), case .object(let fields)? = try? decoder.decode(JSONValue.self, from: body) else { return nil }
        for key in ["message", "error_description", "detail", "error", "title"] {
            switch fields[key] {
            case .string(let text)? where !text.isEmpty:
                return text
            case .array(let items)?:
                let texts = items.compactMap { item -> String? in if case .string(let text) = item { text } else { nil } }
                if !texts.isEmpty { return texts.joined(separator: "; ") }
            case .object(let inner)?:
                if case .string(let text)? = inner["message"], !text.isEmpty { return text }
            default:
                continue
            }
        }
        return nil
    }

    /// A streamed body read whole, up to `limit` bytes.
    private static func collect(_ chunks: AsyncThrowingStream<Data, any Error>, limit: Int, status: Int) async throws -> Data {
        var body = Data()
        for try await chunk in chunks {
            guard body.count + chunk.count <= limit else {
                throw ResponseTooLarge(limit: limit, received: body.count + chunk.count, status: status)
            }
            body.append(chunk)
        }
        return body
    }

    private func observe(
        _ request: URLRequest, response: HTTPURLResponse?, body: Data?, error: APIError?, context: RequestContext,
        middlewares: [any ClientMiddleware]
    ) async {
        for middleware in middlewares {
            await middleware.observe(request, response: response, body: body, error: error, context: context)
        }
    }

    // MARK: Error mapping

    private func statusError(status: Int, body: Data, details: ErrorDetails, endpoint: EndpointRequest) -> APIError {
        var details = details
        let decoder = configuration.decoder(for: body)
        if let decoded = endpoint.errorBody?.decoded(body, status: status, decoder: decoder)
            ?? configuration.errorBody?.decoded(body, status: status, decoder: decoder)
            ?? endpoint.errorBody?.readByKeys(body, status: status, decoder: decoder)
            ?? configuration.errorBody?.readByKeys(body, status: status, decoder: decoder)
        {
            details.errorBody = decoded.body
            details.message = decoded.message
            details.requestID = details.requestID ?? decoded.requestID
        } else if endpoint.errorBody == nil, configuration.errorBody == nil {
            // No error body declared (Immich's document declares none): the message of a
            // JSON body is still shown where it stands as most servers write it.
            details.message = Self.likelyMessage(in: body, decoder: decoder)
        }
        if let rateLimited = configuration.rateLimitHeaders?.error(status: status, details: details) { return rateLimited }
        switch status {
        case 401: return .unauthorized(details)
        case 403: return .forbidden(details)
        case 404: return .notFound(details)
        case 429: return .rateLimited(retryAfter: details.header("Retry-After").flatMap { RetryAfter.parse($0) }, details)
        case 500...: return .serverError(details)
        default: return .clientError(details)
        }
    }
}
