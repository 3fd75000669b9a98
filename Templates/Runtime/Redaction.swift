import Foundation

/// What counts as secret in a body, for logs and error messages alike: a request's own secret
/// fields (`secret: true` in the spec), and any field whose name holds one of the usual words.
public enum Redaction {
    /// A field whose name contains one of these (ignoring case) is secret: `access_token`,
    /// `refreshToken`, `client_secret`, `api_key`, `Authorization`, `password`, `tokens`…
    public static let secretNameParts = ["password", "passwd", "secret", "token", "authorization", "api_key", "apikey", "api-key", "credential", "cookie", "private_key", "privatekey"]

    /// Whether a field or query item named `name` is secret: listed in `extra` (exactly), or
    /// holding one of `secretNameParts`.
    public static func isSecretField(_ name: String, extra: Set<String> = []) -> Bool {
        if extra.contains(name) { return true }
        let lower = name.lowercased()
        return secretNameParts.contains { lower.contains($0) }
    }

    /// `body` as text for a person to read, at most `limit` characters, with every secret field
    /// of a JSON body (at any depth) replaced by `<redacted>`. A body that is not JSON cannot be
    /// redacted field by field, so when a secret name appears in it only its size is shown; nor
    /// can JSON that nests past `DecodingDepth.limit` (parsing and redacting it recurse once a
    /// level, and a hostile body could exhaust the stack).
    public static func text(of body: Data, limit: Int, extra: Set<String> = []) -> String {
        if !DecodingDepth.exceeded(in: body), let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
            let data = try? JSONSerialization.data(withJSONObject: redacting(json, extra), options: [.sortedKeys, .fragmentsAllowed])
        {
            return cut(String(decoding: data, as: UTF8.self), limit)
        }
        let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
        let lower = String(decoding: body, as: UTF8.self).lowercased()
        if secretNameParts.contains(where: lower.contains) || extra.contains(where: { lower.contains($0.lowercased()) }) {
            return "<\(body.count) bytes, not shown: may contain secrets>"
        }
        return cut(text, limit)
    }

    private static func redacting(_ value: Any, _ extra: Set<String>) -> Any {
        if let object = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (key, inner) in object {
                result[key] = isSecretField(key, extra: extra) ? "<redacted>" : redacting(inner, extra)
            }
            return result
        }
        if let array = value as? [Any] {
            return array.map { redacting($0, extra) }
        }
        return value
    }

    private static func cut(_ text: String, _ limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
