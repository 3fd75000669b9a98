/// Reads what an endpoint answers beyond one JSON type: `response: { text: … }`,
/// `{ raw: … }` and `{ events: … }`, and `responses:` (a body per status).
enum ResponseLoader {
    /// The key of a long-form `response:` (`type`, `text`, `raw` or `events`) and its value, if the mapping has one.
    static func longFormKey(of pairs: [Node.Pair]) -> (String, Node)? {
        for key in ["type", "text", "raw", "events"] {
            if let value = pairs[key] { return (key, value) }
        }
        return nil
    }

    /// `text: text/csv` or `raw: application/pdf`: a media type, `type/*` and `*/*` allowed.
    static func media(_ key: String, _ node: Node, _ reading: inout NodeReading) -> Endpoint.Media? {
        guard let text = reading.string(node, "'\(key)' (a media type such as \(key == "text" ? "text/csv" : "application/pdf"))") else {
            return nil
        }
        if let problem = mediaTypeProblem(text) {
            reading.diagnostics.error(node.mark, "'\(key): \(text)' \(problem)")
            return nil
        }
        return key == "text" ? .text(text) : .raw(text)
    }

    /// Why `text` is not a media type to accept (`type/subtype`, no parameters), or nil.
    static func mediaTypeProblem(_ text: String) -> String? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let isToken = { (part: Substring) in
            !part.isEmpty
                && part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "!#$&^_.+-*".unicodeScalars.contains($0))
                }
        }
        guard parts.count == 2, isToken(parts[0]), isToken(parts[1]) else {
            return
                "is not a media type: expected type/subtype, e.g. text/csv, text/* or application/pdf (a charset is read from the answer)"
        }
        if parts[0] == "*" && parts[1] != "*" {
            return "is not a media type: '*' as the type needs '*' as the subtype (*/*)"
        }
        return nil
    }

    /// A status written as three digits, within `range`; nil for any other text.
    static func status(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard text.count == 3, text.allSatisfy(\.isASCII), let status = Int(text), range.contains(status) else { return nil }
        return status
    }

    /// `responses: { 201: Order, 202: Job, 204: none }`: one body type per 2xx status, `none`
    /// for a status without a body.
    static func statusResponses(_ node: Node, endpointName: String, fields: inout FieldLoader) -> [Endpoint.StatusResponse] {
        guard let pairs = fields.reading.mapping(node, "'responses' (status: type)") else { return [] }
        var responses: [Endpoint.StatusResponse] = []
        for pair in pairs {
            guard let text = fields.reading.string(pair.key, "a status") else { continue }
            guard let status = Self.status(text, in: 200...299) else {
                fields.reading.diagnostics.error(
                    pair.key.mark,
                    "'\(text)' is not a success status: 'responses' maps 2xx statuses (200 to 299) to their bodies; failures are read with 'error:' or, by status, 'errors:'"
                )
                continue
            }
            if pair.value.string == "none" {
                responses.append(.init(status: status, type: nil, mark: pair.key.mark))
            } else if let type = fields.typeExpression(pair.value, field: "response \(status)") {
                responses.append(.init(status: status, type: type, mark: pair.key.mark))
            }
        }
        return responses
    }
}
