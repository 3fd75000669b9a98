extension Resolver {
    /// Endpoint headers named like one the client sets itself (names compared ignoring case, as
    /// HTTP does). The client sets the request id, the credentials and, from the body, the
    /// content type after the endpoint's own headers, so a header of that name would be dropped
    /// without a word, or would fight the client's: an error either way. A fixed `Accept:` or
    /// `Content-Type:` on a JSON or form body is a choice (`application/merge-patch+json`); a
    /// parameter of either name is not.
    mutating func checkReservedHeaders() {
        for endpoint in api.endpoints {
            for header in endpoint.headers {
                if let reason = reservedHeaderReason(header, of: endpoint) {
                    let kind = header.parameter == nil ? "header" : "header parameter"
                    diagnostics.error(header.mark, "\(kind) '\(header.name)' of '\(endpoint.name)' \(reason)")
                }
            }
        }
    }

    /// Why `header` cannot be one of `endpoint`'s headers, or nil when it can.
    private func reservedHeaderReason(_ header: Endpoint.Header, of endpoint: Endpoint) -> String? {
        let name = header.name.lowercased()
        let isParameter = header.parameter != nil
        let auth = endpoint.policy.auth
        if api.sendsRequestId, name == api.requestIdHeader.lowercased() {
            return "would be replaced by the request id the client sends in '\(api.requestIdHeader)' (see 'requestId'); leave it out"
        }
        if credentialsHeaders(auth).contains(name) {
            return "would be replaced by the credentials the client sends in it; leave it out, or give the endpoint 'auth: none'"
        }
        if name == "content-type" {
            switch endpoint.body {
            case .multipart: return "would replace the multipart body's own, which carries its boundary; leave it out"
            case .raw: return "would replace the content type that 'raw:' gives; give it there"
            default:
                if isParameter {
                    return
                        "would replace the content type of the body the client encodes; leave it out, or give a fixed 'Content-Type:' value"
                }
            }
        }
        if isParameter, name == "accept" {
            return
                "would replace the 'Accept: application/json' the client sends; a fixed value ('Accept: application/pdf') says what the endpoint accepts"
        }
        return nil
    }

    /// The headers (lowercased) an auth scheme sends its credentials in: one, or one for each
    /// of its named schemes.
    private func credentialsHeaders(_ auth: AuthScheme) -> Set<String> {
        switch auth {
        case .bearer, .basic: return ["authorization"]
        case .apiKey(let name, .header): return [name.lowercased()]
        case .schemes(let named): return named.reduce(into: []) { $0.formUnion(credentialsHeaders($1.scheme)) }
        case .none, .apiKey, .named: return []
        }
    }
}
