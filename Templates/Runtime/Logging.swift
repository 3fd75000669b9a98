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

    /// Body fields and query items never logged: `Redaction`'s rule, the request's own secret
    /// keys and this logger's `redactedFields`.
    private func secretFields(_ context: RequestContext) -> Set<String> {
        redactedFields.union(context.secretKeys).union(context.secretQueryItems)
    }

    private func isSecretField(_ name: String, _ context: RequestContext) -> Bool {
        Redaction.isSecretField(name, extra: secretFields(context))
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
        if type.contains("json") || type.hasPrefix("text/") || type.isEmpty || (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil {
            return Redaction.text(of: body, limit: maxBodyLength, extra: secretFields(context))
        }
        return "<\(body.count) bytes>"
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

/// A secret argument of an endpoint as the endpoint's `customMirror` shows it: printed as
/// `<redacted>` (or `nil`), never what it is, while comparing and hashing as the value itself,
/// since an endpoint's `==` reads its inputs through that mirror (`EndpointInputs`).
public struct RedactedArgument: Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    private let value: AnyHashable?

    public init<T: Hashable>(_ value: T?) {
        self.value = value.map { AnyHashable($0) }
    }

    public var description: String { value == nil ? "nil" : "<redacted>" }
    public var debugDescription: String { description }
    /// No children: `dump` would otherwise show the value it holds.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
