extension Resolver {
    /// `responses:` by status, text, raw and event answers: each excludes the other ways of answering.
    mutating func checkResponseShapes(of endpoint: Endpoint) {
        let name = endpoint.name
        if endpoint.events != nil, let mark = endpoint.responseMark {
            if endpoint.metadata {
                diagnostics.error(
                    mark, "'metadata: true' returns a decoded JSON response with its headers; '\(name)' answers a stream of events")
            }
            if let pagination = endpoint.pagination {
                diagnostics.error(pagination.mark, "'\(name)' answers a stream of events, which has no pages")
            }
            if endpoint.cache != nil {
                diagnostics.error(mark, "'\(name)' answers a stream of events, which is not cached: leave out 'cache'")
            }
        }
        if let media = endpoint.responseMedia, let mark = endpoint.responseMark {
            let kind = media.isText ? "text" : "bytes"
            if endpoint.metadata {
                diagnostics.error(mark, "'metadata: true' returns a decoded JSON response with its headers; '\(name)' answers \(kind)")
            }
            if let pagination = endpoint.pagination {
                diagnostics.error(pagination.mark, "'\(name)' answers \(kind), which has no items to page through")
            }
        }
        guard let first = endpoint.statusResponses.first else { return }
        if let mark = endpoint.responseMark {
            diagnostics.error(
                mark, "'\(name)' has both 'response' and 'responses' (\(first.mark)); give one: 'responses' declares a body per status")
        }
        if endpoint.download {
            diagnostics.error(first.mark, "'\(name)' downloads a file and returns its URL, so it cannot also have 'responses'")
        }
        if endpoint.metadata {
            diagnostics.error(
                first.mark,
                "'metadata: true' returns one response type with its headers; with 'responses' the status is already in the answer")
        }
        if let pagination = endpoint.pagination {
            diagnostics.error(pagination.mark, "'\(name)' answers a body per status ('responses'); a paginated endpoint has one 'response'")
        }
    }

    /// `lastItem:` names a simple field of the items (`id`), whose value is the next cursor.
    mutating func checkLastItem(_ lastItem: PaginationSpec.Path, items: [String], in response: TypeRef) {
        let itemsType = items.isEmpty ? response : type(at: items, in: response)
        guard case .array(let element)? = itemsType?.unwrapped else { return }  // reported with 'items'
        let shown = "'lastItem: \(lastItem.names.joined(separator: "."))'"
        guard let found = type(at: lastItem.names, in: element) else {
            diagnostics.error(lastItem.mark, "\(shown) is not a field of the items (\(element))\(fieldHint(lastItem.names, in: element))")
            return
        }
        let cursorTypes: [TypeRef] = [.primitive(.string), .primitive(.int), .primitive(.int32), .primitive(.int64), .primitive(.uuid)]
        if !cursorTypes.contains(found.unwrapped) {
            diagnostics.error(lastItem.mark, "\(shown) is \(found) in \(element), not a String, integer or UUID to send as the next cursor")
        }
    }
}

extension Endpoint.Media {
    public var isText: Bool {
        if case .text = self { return true }
        return false
    }
}

extension Endpoint.StatusResponse {
    /// The Swift case of a status in an endpoint's response enum: its reason phrase
    /// (RFC 9110) in camelCase, or `status` and the number for one without a common phrase.
    public static func caseName(of status: Int) -> String {
        switch status {
        case 200: "ok"
        case 201: "created"
        case 202: "accepted"
        case 203: "nonAuthoritativeInformation"
        case 204: "noContent"
        case 205: "resetContent"
        case 206: "partialContent"
        case 207: "multiStatus"
        case 208: "alreadyReported"
        case 226: "imUsed"
        default: "status\(status)"
        }
    }
}
