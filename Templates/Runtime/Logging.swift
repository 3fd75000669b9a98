import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs each attempt's request and outcome to `sink`. Never writes credentials: the
/// Authorization, Proxy-Authorization, Cookie and Set-Cookie headers, API keys (header or
/// query), and the request's secret body fields are replaced by `<redacted>`. Bodies are
/// logged only when `logBodies` is true, and then with secret fields redacted too.
public struct LoggingMiddleware: ClientMiddleware {
    /// Headers never logged, whatever the request (compared case-insensitively).
    public static let alwaysRedactedHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key",
    ]
    /// Body fields never logged, besides each request's own secret keys.
    public static let alwaysRedactedFields: Set<String> = [
        "password", "token", "access_token", "accessToken", "refresh_token", "refreshToken", "client_secret", "clientSecret",
    ]

    public var logBodies: Bool
    public var logHeaders: Bool
    /// Extra header names to redact.
    public var redactedHeaders: Set<String>
    /// Extra body fields and query parameters to redact.
    public var redactedFields: Set<String>
    /// Bodies longer than this are cut.
    public var maxBodyLength: Int
    private let sink: @Sendable (String) -> Void

    public init(
        logBodies: Bool = false,
        logHeaders: Bool = true,
        redactedHeaders: Set<String> = [],
        redactedFields: Set<String> = [],
        maxBodyLength: Int = 4_096,
        sink: @escaping @Sendable (String) -> Void = { print($0) }
    ) {
        self.logBodies = logBodies
        self.logHeaders = logHeaders
        self.redactedHeaders = redactedHeaders
        self.redactedFields = redactedFields
        self.maxBodyLength = maxBodyLength
        self.sink = sink
    }

    public func prepare(_ request: inout URLRequest, context: RequestContext) async throws {
        var lines = ["→ [\(context.operation)#\(context.attempt)] \(request.httpMethod ?? "GET") \(redactedURL(request.url, context))"]
        if logHeaders {
            lines += redactedHeaderLines(request.allHTTPHeaderFields ?? [:], context)
        }
        if logBodies, let body = request.httpBody, !body.isEmpty {
            lines.append("  body: " + redactedBody(body, contentType: request.value(forHTTPHeaderField: "Content-Type"), context))
        }
        sink(lines.joined(separator: "\n"))
    }

    public func observe(_ request: URLRequest, response: HTTPURLResponse?, body: Data?, error: APIError?, context: RequestContext) async {
        let elapsed = ContinuousClock.now - context.startedAt
        let milliseconds = Int(saturating: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        var head = "← [\(context.operation)#\(context.attempt)]"
        if let response { head += " \(response.statusCode)" }
        head += " \(request.httpMethod ?? "GET") \(redactedURL(request.url, context)) (\(milliseconds) ms)"
        if let error { head += " error: \(error.kind.rawValue)" }
        var lines = [head]
        if logHeaders, let response {
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                if let name = name as? String { headers[name] = "\(value)" }
            }
            lines += redactedHeaderLines(headers, context)
        }
        if logBodies, let body, !body.isEmpty {
            lines.append("  body: " + redactedBody(body, contentType: response?.value(forHTTPHeaderField: "Content-Type"), context))
        }
        sink(lines.joined(separator: "\n"))
    }

    // MARK: Redaction

    private func isSecretHeader(_ name: String, _ context: RequestContext) -> Bool {
        let lower = name.lowercased()
        return Self.alwaysRedactedHeaders.contains(lower)
            || redactedHeaders.contains { $0.lowercased() == lower }
            || context.secretHeaders.contains { $0.lowercased() == lower }
    }

    private func isSecretField(_ name: String, _ context: RequestContext) -> Bool {
        Self.alwaysRedactedFields.contains(name) || redactedFields.contains(name) || context.secretKeys.contains(name)
            || context.secretQueryItems.contains(name)
    }

    private func redactedHeaderLines(_ headers: [String: String], _ context: RequestContext) -> [String] {
        headers.keys.sorted().map { name in
            "  \(name): \(isSecretHeader(name, context) ? "<redacted>" : headers[name] ?? "")"
        }
    }

    func redactedURL(_ url: URL?, _ context: RequestContext) -> String {
        guard let url else { return "?" }
        let text = url.absoluteString
        guard let mark = text.firstIndex(of: "?") else { return text }
        let query = text[text.index(after: mark)...]
        let pairs = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let decoded = name.removingPercentEncoding ?? name
            return isSecretField(decoded, context) ? "\(name)=<redacted>" : String(pair)
        }
        return text[..<mark] + "?" + pairs.joined(separator: "&")
    }

    func redactedBody(_ body: Data, contentType: String?, _ context: RequestContext) -> String {
        let type = contentType?.lowercased() ?? ""
        if type.hasPrefix("multipart/") {
            return "<multipart, \(body.count) bytes>"
        }
        if type.contains("x-www-form-urlencoded") {
            let text = String(decoding: body, as: UTF8.self)
            let items = FormEncoding.decode(text).map { item in
                isSecretField(item.name, context) ? URLQueryItem(name: item.name, value: "<redacted>") : item
            }
            return cut(FormEncoding.encode(items).replacingOccurrences(of: "%3Credacted%3E", with: "<redacted>"))
        }
        if let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) {
            let cleaned = redactJSON(json, context)
            if let data = try? JSONSerialization.data(withJSONObject: cleaned, options: [.sortedKeys, .fragmentsAllowed]) {
                return cut(String(decoding: data, as: UTF8.self))
            }
        }
        if type.contains("json") || type.hasPrefix("text/") || type.isEmpty, let text = String(data: body, encoding: .utf8) {
            // Not parseable JSON: it cannot be redacted field by field, so only its size is shown
            // when any secret field name appears in it.
            let secrets = context.secretKeys.union(Self.alwaysRedactedFields).union(redactedFields)
            if secrets.contains(where: { text.contains($0) }) {
                return "<\(body.count) bytes, not logged: may contain secrets>"
            }
            return cut(text)
        }
        return "<\(body.count) bytes>"
    }

    private func redactJSON(_ value: Any, _ context: RequestContext) -> Any {
        if let object = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (key, inner) in object {
                result[key] = isSecretField(key, context) ? "<redacted>" : redactJSON(inner, context)
            }
            return result
        }
        if let array = value as? [Any] {
            return array.map { redactJSON($0, context) }
        }
        return value
    }

    private func cut(_ text: String) -> String {
        text.count > maxBodyLength ? String(text.prefix(maxBodyLength)) + "…" : text
    }
}

/// A secret model field as `print`, `dump` and string interpolation show it (through the
/// model's `customMirror`): whether it is set, never what it is.
public struct RedactedValue: CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    public let isSet: Bool

    public init<T>(_ value: T?) {
        isSet = value != nil
    }

    public var description: String { isSet ? "<redacted>" : "nil" }
    public var debugDescription: String { description }
}
