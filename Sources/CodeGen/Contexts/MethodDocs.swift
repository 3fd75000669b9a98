import SpecLanguage

/// The doc comment of an endpoint's client method, in the callouts DocC shows beside the
/// signature: `- Parameters:` (the spec's description of each, or where it goes on the wire),
/// `- Returns:` and `- Throws:`. The same for the endpoint's publisher (`combine:`), which
/// returns what the method would and fails instead of throwing.
extension ContextBuilder {
    func methodDocLines(_ endpoint: Endpoint, _ parameters: [EndpointParameter], publisher: Bool = false) -> [String] {
        var lines = SwiftText.docLines(endpointSummary(endpoint))
        lines.append("")
        if publisher {
            lines.append("The call starts when a subscriber asks for a value and delivers one value, or fails with")
            lines.append("its `APIError`; cancelling the subscription cancels the call.")
            lines.append("")
        }
        if !parameters.isEmpty {
            lines.append("- Parameters:")
            for parameter in parameters {
                var text = SwiftText.docLines(parameter.field.description)
                if text.isEmpty { text = [parameterRole(parameter)] }
                lines.append("  - \(Naming.bare(parameter.label)): \(text[0])")
                // A description of several lines continues under its parameter.
                lines += text.dropFirst().map { $0.isEmpty ? "" : "    " + $0 }
            }
        }
        let returns = returnsLine(endpoint)
        if publisher {
            lines.append(
                "- Returns: A publisher of "
                    + (returns.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "`Void`, once the call succeeds."))
        } else {
            if let returns { lines.append("- Returns: " + returns) }
            lines.append("- Throws: `APIError`, for every failure.")
        }
        lines.append(remark(endpoint.mark, "endpoint \(endpoint.group).\(endpoint.name)"))
        return lines
    }

    /// Where a parameter without a description goes: `` The `page` query item. ``
    private func parameterRole(_ parameter: EndpointParameter) -> String {
        let line = SwiftText.commentLine(parameter.field.key)
        // Checked first: Foundation's replacing costs more than the rest of the method's docs.
        let key = "`" + (line.utf8.contains(UInt8(ascii: "`")) ? line.replacingOccurrences(of: "`", with: "'") : line) + "`"
        switch parameter.role {
        case .path: return "The \(key) path parameter."
        case .query: return "The \(key) query item."
        case .header: return "The \(key) header."
        case .json: return "The request body, sent as JSON."
        case .inlineBody: return "\(key) of the JSON request body."
        case .form: return "\(key) of the form body."
        case .multipart: return "The \(key) part of the multipart body."
        case .raw: return "The request body, sent as it is."
        case .rawContentType: return "The body's `Content-Type`."
        }
    }

    private func hasEnvelope(_ endpoint: Endpoint) -> Bool {
        switch endpoint.envelope {
        case .inherit: api.envelope != nil
        case .none: false
        case .use: true
        }
    }

    private func returnsLine(_ endpoint: Endpoint) -> String? {
        if endpoint.download {
            return "The URL of the downloaded file, a new file in the temporary directory that is yours to move or delete."
        }
        if let events = endpoint.events {
            return "The server-sent events as they come, each one's data a decoded `\(types.name(events))`."
        }
        guard let response = endpoint.response else {
            // Under an envelope, a call without a response checks the envelope and returns nothing.
            return endpoint.metadata && !hasEnvelope(endpoint) ? "The response's status and headers." : nil
        }
        let type = "`" + types.name(response) + "`"
        return endpoint.metadata ? "The decoded \(type) with the response's status and headers." : "The decoded \(type)."
    }
}
