extension Resolver {
    /// Parameter kinds, pagination and response shape of each endpoint.
    mutating func checkEndpoints() {
        warnAboutSameRoutes()
        // `File` outside a multipart body is already an error of its own (checkTypes).
        let isFile = { (type: TypeRef) in type.contains(.primitive(.file)) }
        for endpoint in api.endpoints {
            for field in endpoint.pathParameters
            where !isFile(field.type) && (!isSimple(field.type, allowArrays: false) || field.type.isOptional) {
                diagnostics.error(
                    field.typeMark, "path parameter '\(field.name)' must be a String, number, Bool, UUID or enum, not \(field.type)")
            }
            for field in endpoint.query where !isFile(field.type) && !isSimple(field.type.unwrapped, allowArrays: true) {
                if formStyle(of: field) == .brackets {
                    checkBracketed(field, "query parameter")
                    continue
                }
                diagnostics.error(
                    field.typeMark,
                    "query parameter '\(field.name)' must be a String, number, Bool, Date, URL, UUID, enum or a list of those, not \(field.type)"
                )
            }
            for header in endpoint.headers {
                guard let field = header.parameter, !isFile(field.type), !isSimple(field.type.unwrapped, allowArrays: false) else {
                    continue
                }
                diagnostics.error(
                    field.typeMark,
                    "header parameter '\(field.name)' must be a String, number, Bool, Date, URL, UUID or enum, not \(field.type)")
            }
            if case .form(let fields) = endpoint.body {
                for field in fields where !isFile(field.type) && !isSimple(field.type.unwrapped, allowArrays: true) {
                    if formStyle(of: field) == .brackets {
                        checkBracketed(field, "form field")
                        continue
                    }
                    diagnostics.error(
                        field.typeMark,
                        "form field '\(field.name)' must be a String, number, Bool, Date, URL, UUID, enum or a list of those, not \(field.type)"
                    )
                }
            }
            if case .multipart(let fields) = endpoint.body {
                // Here File is allowed, alone or in a list; anywhere else in a type it is not.
                let isFiles = { (type: TypeRef) in type == .primitive(.file) || type == .array(.primitive(.file)) }
                for field in fields where !isFiles(field.type.unwrapped) && !isSimple(field.type.unwrapped, allowArrays: true) {
                    diagnostics.error(
                        field.typeMark,
                        "multipart field '\(field.name)' must be File, a simple value or a list of either, not \(field.type)")
                }
            }
            if endpoint.download, let mark = endpoint.responseMark {
                diagnostics.error(mark, "'\(endpoint.name)' downloads a file and returns its URL, so it cannot also have a 'response'")
            }
            if let pagination = endpoint.pagination { checkPagination(pagination, of: endpoint) }
            checkRequestShapes(of: endpoint)
            checkResponseShapes(of: endpoint)
        }
        checkFormStylePlaces()
    }

    func isSimple(_ type: TypeRef, allowArrays: Bool) -> Bool {
        switch type {
        case .primitive(let p): return ![.json, .file, .data].contains(p)
        case .named(let name, _): return api.enumType(named: name) != nil
        case .array(let element): return allowArrays && isSimple(element, allowArrays: false)
        case .dictionary, .optional: return false
        }
    }

    private mutating func checkPagination(_ pagination: PaginationSpec, of endpoint: Endpoint) {
        let parameter = pagination.advance.parameter
        let key = pagination.advance.key
        let parameterMark = pagination.parameterMark ?? pagination.mark
        let isCursor = pagination.advance.isCursor
        if let field = endpoint.query.first(where: { $0.name == parameter }) {
            if isCursor, field.type != .optional(.primitive(.string)) {
                // The first page is asked for without a cursor, the others with the one given.
                diagnostics.error(
                    parameterMark, "cursor parameter '\(parameter)' must be an optional String query parameter (String?), not \(field.type)"
                )
            } else if !isCursor, field.type.unwrapped != .primitive(.int) {
                diagnostics.error(parameterMark, "pagination parameter '\(parameter)' must be an Int query parameter, not \(field.type)")
            }
        } else {
            let hint = Suggestion.hint(for: parameter, in: endpoint.query.map(\.name))
            let example = isCursor ? "String?" : "Int = \(key == "page" ? 1 : 0)"
            diagnostics.error(
                parameterMark,
                "'\(key): \(parameter)' is not a query parameter of '\(endpoint.name)'"
                    + (hint.isEmpty ? ": add it to 'query', e.g. '\(parameter): \(example)'" : hint))
        }
        guard let response = endpoint.response else {
            if endpoint.statusResponses.isEmpty, endpoint.responseMedia == nil, endpoint.events == nil {
                diagnostics.error(pagination.mark, "'\(endpoint.name)' is paginated but has no 'response' to take the items from")
            }
            return
        }
        let itemsMark = pagination.itemsMark ?? endpoint.responseMark ?? pagination.mark
        if pagination.itemsPath.isEmpty {
            if case .array = response.unwrapped {
            } else {
                diagnostics.error(
                    itemsMark,
                    "the response \(response) of '\(endpoint.name)' is not a list: add 'items: <field>' to 'paginate' to name the array of a page"
                )
            }
        } else {
            let shown = "'items: \(pagination.itemsPath.joined(separator: "."))'"
            if let items = type(at: pagination.itemsPath, in: response) {
                if case .array = items.unwrapped {
                } else {
                    diagnostics.error(itemsMark, "\(shown) is \(items) in \(response), not a list; 'items' must name the array of a page")
                }
            } else {
                diagnostics.error(itemsMark, "\(shown) is not a field of \(response)\(fieldHint(pagination.itemsPath, in: response))")
            }
        }
        for (rule, path) in pagination.stopPaths.sorted(by: { $0.value.mark < $1.value.mark }) {
            let expected: TypeRef = rule == .hasMore ? .primitive(.bool) : .primitive(.int)
            let shown = "'\(rule.rawValue): \(path.names.joined(separator: "."))'"
            if let found = type(at: path.names, in: response) {
                if found.unwrapped != expected {
                    diagnostics.error(path.mark, "\(shown) is \(found) in \(response), not \(rule == .hasMore ? "a Bool" : "an Int")")
                }
            } else {
                diagnostics.error(path.mark, "\(shown) is not a field of \(response)\(fieldHint(path.names, in: response))")
            }
        }
        if let lastItem = pagination.lastItemPath { checkLastItem(lastItem, items: pagination.itemsPath, in: response) }
        if let next = pagination.nextPath {
            let shown = "'next: \(next.names.joined(separator: "."))'"
            if let found = type(at: next.names, in: response) {
                if found.unwrapped != .primitive(.string) {
                    diagnostics.error(next.mark, "\(shown) is \(found) in \(response), not a String (the next page's cursor)")
                }
            } else {
                diagnostics.error(next.mark, "\(shown) is not a field of \(response)\(fieldHint(next.names, in: response))")
            }
        }
        if isCursor {
            // A cursor says where to go on; counts of pages or items have nothing to compare with.
            for rule in [PaginationSpec.StopRule.pageCount, .total] {
                guard let path = pagination.stopPaths[rule] else { continue }
                diagnostics.error(
                    path.mark,
                    "'\(rule.rawValue)' needs 'page' or 'offset'; with 'cursor', pages end when 'next' is null or empty (or 'hasMore' is false)"
                )
            }
        }
        if let pageCount = pagination.stopPaths[.pageCount], case .offset(let parameter) = pagination.advance {
            diagnostics.error(
                pageCount.mark,
                "'pageCount' counts pages, but '\(endpoint.name)' advances by 'offset: \(parameter)': use 'total' (the number of items) instead"
            )
        }
    }

    /// "did you mean" for the first step of `path` that names no field, as a whole path.
    func fieldHint(_ path: [String], in root: TypeRef) -> String {
        var current = root
        for (index, name) in path.enumerated() {
            guard case .named(let modelName, _) = current.unwrapped, let model = api.model(named: modelName) else {
                return ""
            }
            guard let next = type(at: [name], in: current) else {
                guard let closest = Suggestion.closest(to: name, in: model.fields.map(\.name)) else { return "" }
                return "; did you mean '\((path[..<index] + [closest]).joined(separator: "."))'?"
            }
            current = next
        }
        return ""
    }

    /// Two endpoints with one method and path (`/todos/{id}` and `/todos/{todoId}` too) and the
    /// same query and header parameters are usually a copy left behind: nothing in a request
    /// tells them apart. A warning, since the spec is still valid.
    private mutating func warnAboutSameRoutes() {
        let endpoints = api.endpoints
        var first: [String: Int] = [:]
        first.reserveCapacity(endpoints.count)
        for (index, endpoint) in endpoints.enumerated() {
            // Parameter names do not tell routes apart: `{id}` and `{todoId}` match the same URLs.
            let pattern = Self.routePattern(endpoint.path)
            // What else a server could tell them by: query names, headers (a fixed value such as
            // `Accept: application/pdf` too), the kind of body, and a stream of events asked for
            // (`Accept: text/event-stream`) beside the same call's JSON answer.
            let headers = endpoint.headers.map { $0.name.lowercased() + ":" + ($0.value ?? "") }.sorted()
            let route = [
                endpoint.method.rawValue.uppercased(), pattern, endpoint.query.map(\.key).sorted().joined(separator: ","),
                headers.joined(separator: ","), Self.bodyKind(endpoint.body), endpoint.events == nil ? "" : "events",
            ].joined(separator: " ")
            if let earlierIndex = first[route] {
                let earlier = endpoints[earlierIndex]
                diagnostics.warning(
                    endpoint.pathMark,
                    "'\(endpoint.name)' has the method and path of '\(earlier.name)' (\(earlier.pathMark)), \(endpoint.method.rawValue.uppercased()) \(endpoint.path): the server cannot tell the two calls apart"
                )
            } else {
                first[route] = index
            }
        }
    }

    /// `/orders/{id}/items/{itemId}` → `/orders/{}/items/{}`: the path's pieces as the path
    /// template reads them (a `{` the next `}` closes is a parameter; an unclosed `{` stays as
    /// written, and the path's own check reports it), each parameter without its name.
    static func routePattern(_ path: String) -> String {
        var pattern = ""
        pattern.reserveCapacity(path.utf8.count)
        for piece in PathTemplate.pieces(of: path) {
            switch piece {
            case .literal(let text): pattern += text
            case .parameter: pattern += "{}"
            }
        }
        return pattern
    }

    private static func bodyKind(_ body: Endpoint.Body) -> String {
        switch body {
        case .none: return "none"
        case .json: return "json"
        case .form: return "form"
        case .multipart: return "multipart"
        case .raw(let contentType): return "raw " + contentType
        }
    }
}
