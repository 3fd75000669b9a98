import Foundation

// The answers that are not one JSON body of one type: a body that may be absent (`T?`, 204),
// bodies that differ by status, and text or bytes of a declared media type.
extension HTTPClient {
    // MARK: Optional bodies

    /// Sends the endpoint's request and decodes its body, or returns nil when there is none:
    /// a 204 or 205, or a body that is empty or only white space. JSON `null` is nil too.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, for endpoint: some APIEndpoint) async throws -> T? {
        let request = try makeRequest(for: endpoint)
        return try await perform(request) { try self.decodeIfPresent(type, from: $0, operation: request.operation) }
    }

    /// Decodes `response`'s body as `T`, or nil when it has none (see `decodeIfPresent(_:for:)`).
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, from response: HTTPResponse, operation: String) throws -> T? {
        if Self.hasNoBody(response) { return nil }
        return try decode(T?.self, from: response, operation: operation)
    }

    /// Whether the answer has no body to decode: a 204 or 205, or only white space.
    public static func hasNoBody(_ response: HTTPResponse) -> Bool {
        response.status == 204 || response.status == 205
            || response.body.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    // MARK: Bodies by status

    /// Sends the endpoint's request and reads its 2xx answer as `T` reads it, by status.
    public func respond<T: StatusDependentResponse>(_ type: T.Type, for endpoint: some APIEndpoint) async throws -> T {
        let request = try makeRequest(for: endpoint)
        return try await perform(request) { try T.read($0, from: self, operation: request.operation) }
    }

    /// Sends the endpoint's request and reads its 2xx answer with `read`, which decides by the
    /// status (a generated `switch` over the statuses the spec declares).
    public func respond<T>(for endpoint: some APIEndpoint, _ read: (HTTPResponse) throws -> T) async throws -> T {
        let request = try makeRequest(for: endpoint)
        return try await perform(request, read: read)
    }

    /// The error for a 2xx status the spec does not declare: `.decoding`, since the answer is
    /// not one the client can read, with the statuses it expected.
    public func undeclaredStatus(_ response: HTTPResponse, operation: String, declared: [Int]) -> APIError {
        let expected = declared.map(String.init).joined(separator: ", ")
        return .decoding(
            codingPath: "", excerpt: response.excerpt(),
            Self.details(
                of: response, operation: operation, requestID: response.requestID,
                message: "The server answered \(response.status), which the spec does not declare (it declares \(expected)).",
                underlying: "Undeclared status \(response.status)."))
    }

    // MARK: Text and bytes

    /// Sends the endpoint's request asking for `mediaType` (`text/csv`, `text/*`) and returns
    /// the body as text, decoded with the answer's charset (UTF-8 when it names none).
    public func text(for endpoint: some APIEndpoint, accepting mediaType: String) async throws -> String {
        var request = try makeRequest(for: endpoint)
        request.accepting(mediaType)
        return try await perform(request) { try self.text(from: $0, accepting: mediaType, operation: request.operation) }
    }

    /// Sends the endpoint's request asking for `mediaType` (`application/pdf`, `*/*`) and
    /// returns the body's bytes.
    public func data(for endpoint: some APIEndpoint, accepting mediaType: String) async throws -> Data {
        var request = try makeRequest(for: endpoint)
        request.accepting(mediaType)
        return try await perform(request) { try self.data(from: $0, accepting: mediaType, operation: request.operation) }
    }

    /// The body of `response` as text, once its content type matches `mediaType`.
    public func text(from response: HTTPResponse, accepting mediaType: String, operation: String) throws -> String {
        let type = try checkedMediaType(response, accepting: mediaType, operation: operation)
        let charset = type?.parameters["charset"] ?? "utf-8"
        guard let encoding = MediaType.encoding(ofCharset: charset) else {
            throw Self.unreadable(response, operation: operation, message: "The answer's charset '\(charset)' is not one the client knows.")
        }
        guard let text = String(data: response.body, encoding: encoding) else {
            throw Self.unreadable(response, operation: operation, message: "The answer is not valid \(charset) text.")
        }
        return text
    }

    /// The body of `response` as bytes, once its content type matches `mediaType`. Any type
    /// matches `application/octet-stream`, which says "bytes" and nothing more: a server that
    /// names them (OpenAI's speech, declared so, answers `audio/mpeg`) is not refused.
    public func data(from response: HTTPResponse, accepting mediaType: String, operation: String) throws -> Data {
        if MediaType(mediaType).map({ $0.type == "application" && $0.subtype == "octet-stream" }) != true {
            _ = try checkedMediaType(response, accepting: mediaType, operation: operation)
        }
        return response.body
    }

    /// The answer's media type, once it matches `accepted`; nil when the answer names none.
    func checkedMediaType(_ response: HTTPResponse, accepting accepted: String, operation: String) throws -> MediaType? {
        guard let header = response.header("Content-Type") else { return nil }
        guard let type = MediaType(header), let wanted = MediaType(accepted), type.matches(wanted) else {
            throw Self.unreadable(response, operation: operation, message: "The answer is '\(header)', not the '\(accepted)' the spec declares.")
        }
        return type
    }

    static func unreadable(_ response: HTTPResponse, operation: String, message: String) -> APIError {
        .decoding(
            codingPath: "", excerpt: response.excerpt(),
            details(of: response, operation: operation, requestID: response.requestID, message: message, underlying: message))
    }
}

/// The answer of an endpoint whose body depends on the status (`responses:` in the spec): a
/// generated enum with a case per declared status.
public protocol StatusDependentResponse: Sendable {
    /// The case for `response`'s status, its body decoded with `client`'s decoder; an
    /// undeclared status throws `client.undeclaredStatus(…)`.
    static func read(_ response: HTTPResponse, from client: HTTPClient, operation: String) throws -> Self
}

extension EndpointRequest {
    /// Asks for `mediaType` with `Accept`, unless the endpoint sets its own (generated endpoints
    /// of a text or raw answer do; an endpoint written by hand may not).
    mutating func accepting(_ mediaType: String) {
        guard !headers.contains(where: { $0.name.caseInsensitiveCompare("Accept") == .orderedSame }) else { return }
        headers.append((name: "Accept", value: mediaType))
    }
}

/// A `Content-Type` value: `type/subtype` in lower case and its parameters (names in lower case).
public struct MediaType: Sendable, Hashable {
    public var type: String
    public var subtype: String
    public var parameters: [String: String]

    /// Nil when `text` has no `type/subtype`.
    public init?(_ text: String) {
        let pieces = text.split(separator: ";", omittingEmptySubsequences: false)
        let essence = pieces[0].trimmingCharacters(in: .whitespaces).lowercased().split(separator: "/", omittingEmptySubsequences: false)
        guard essence.count == 2, !essence[0].isEmpty, !essence[1].isEmpty else { return nil }
        type = String(essence[0])
        subtype = String(essence[1])
        parameters = [:]
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let name = pair[0].trimmingCharacters(in: .whitespaces).lowercased()
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if parameters[name] == nil { parameters[name] = value }
        }
    }

    /// Whether this (an answer's type) is one `wanted` allows: equal, or `wanted` is `type/*` or `*/*`.
    public func matches(_ wanted: MediaType) -> Bool {
        (wanted.type == "*" || wanted.type == type) && (wanted.subtype == "*" || wanted.subtype == subtype)
    }

    /// The encoding of an IANA charset name, in any case; nil for one the client does not know.
    public static func encoding(ofCharset name: String) -> String.Encoding? {
        switch name.lowercased() {
        case "utf-8", "utf8": .utf8
        case "us-ascii", "ascii": .ascii
        case "iso-8859-1", "latin1", "l1", "iso_8859-1": .isoLatin1
        case "iso-8859-2", "latin2", "l2": .isoLatin2
        case "windows-1250", "cp1250": .windowsCP1250
        case "windows-1251", "cp1251": .windowsCP1251
        case "windows-1252", "cp1252": .windowsCP1252
        case "windows-1253", "cp1253": .windowsCP1253
        case "windows-1254", "cp1254": .windowsCP1254
        case "utf-16": .utf16
        case "utf-16be": .utf16BigEndian
        case "utf-16le": .utf16LittleEndian
        case "utf-32": .utf32
        case "utf-32be": .utf32BigEndian
        case "utf-32le": .utf32LittleEndian
        case "shift_jis", "shift-jis", "sjis": .shiftJIS
        case "euc-jp": .japaneseEUC
        case "iso-2022-jp": .iso2022JP
        default: nil
        }
    }
}
