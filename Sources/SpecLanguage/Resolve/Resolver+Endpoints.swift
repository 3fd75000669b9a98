extension Resolver {
    /// Parameter kinds, pagination and response shape of each endpoint.
    mutating func checkEndpoints() {
        for endpoint in api.endpoints {
            for field in endpoint.pathParameters where !isSimple(field.type, allowArrays: false) || field.type.isOptional {
                diagnostics.error(field.typeMark, "path parameter '\(field.name)' must be a String, number, Bool, UUID or enum, not \(field.type)")
            }
            for field in endpoint.query where !isSimple(field.type.unwrapped, allowArrays: true) {
                diagnostics.error(field.typeMark, "query parameter '\(field.name)' must be a String, number, Bool, Date, URL, UUID, enum or a list of those, not \(field.type)")
            }
            if case .form(let fields) = endpoint.body {
                for field in fields where !isSimple(field.type.unwrapped, allowArrays: true) {
                    diagnostics.error(field.typeMark, "form field '\(field.name)' must be a String, number, Bool, Date, URL, UUID, enum or a list of those, not \(field.type)")
                }
            }
            if case .multipart(let fields) = endpoint.body {
                for field in fields where field.type.unwrapped != .primitive(.file) && !isSimple(field.type.unwrapped, allowArrays: false) {
                    diagnostics.error(field.typeMark, "multipart field '\(field.name)' must be File or a simple value, not \(field.type)")
                }
            }
            if endpoint.download, let mark = endpoint.responseMark {
                diagnostics.error(mark, "'\(endpoint.name)' downloads a file and returns its URL, so it cannot also have a 'response'")
            }
            if let pagination = endpoint.pagination { checkPagination(pagination, of: endpoint) }
        }
    }

    private func isSimple(_ type: TypeRef, allowArrays: Bool) -> Bool {
        switch type {
        case .primitive(let p): return ![.json, .file, .data].contains(p)
        case .named(let name, _): return api.enumType(named: name) != nil
        case .array(let element): return allowArrays && isSimple(element, allowArrays: false)
        case .dictionary, .optional: return false
        }
    }

    private mutating func checkPagination(_ pagination: PaginationSpec, of endpoint: Endpoint) {
        let parameter: String
        switch pagination.advance {
        case .page(let name), .offset(let name): parameter = name
        }
        if let field = endpoint.query.first(where: { $0.name == parameter }) {
            if !(field.type.unwrapped == .primitive(.int)) {
                diagnostics.error(pagination.mark, "pagination parameter '\(parameter)' must be an Int query parameter")
            }
        } else {
            diagnostics.error(
                pagination.mark,
                "pagination parameter '\(parameter)' is not a query parameter of '\(endpoint.name)'\(Suggestion.hint(for: parameter, in: endpoint.query.map(\.name)))")
        }
        guard let response = endpoint.response else {
            diagnostics.error(pagination.mark, "'\(endpoint.name)' is paginated but has no 'response'")
            return
        }
        let items = pagination.itemsPath.isEmpty ? response : type(at: pagination.itemsPath, in: response)
        if case .array = items?.unwrapped {
        } else {
            let shown = pagination.itemsPath.isEmpty ? "the response \(response)" : "'items: \(pagination.itemsPath.joined(separator: "."))'"
            diagnostics.error(pagination.mark, "\(shown) is not a list in \(response); 'items' must name the array of a page")
        }
        if let path = pagination.hasMorePath, type(at: path, in: response)?.unwrapped != .primitive(.bool) {
            diagnostics.error(pagination.mark, "'hasMore: \(path.joined(separator: "."))' is not a Bool field of \(response)")
        }
    }
}
