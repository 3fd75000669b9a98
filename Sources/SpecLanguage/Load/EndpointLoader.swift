/// Reads `endpoints:`: groups of endpoints, each with one method key and its options.
struct EndpointLoader {
    static let optionKeys = [
        "path", "query", "headers", "body", "form", "multipart", "raw", "response", "responses", "download", "server", "auth", "timeout",
        "retry", "retryUnsafe", "cache", "maxResponseSize", "envelope", "error", "errors", "paginate", "metadata", "description",
        "deprecated",
    ]
    static var allKeys: [String] { HTTPMethod.allCases.map(\.rawValue) + optionKeys }
    /// The HTTP method key of a mapping that is an endpoint (`get: /items`), if it is one: a
    /// method with a path, and only an endpoint's keys. (`get: { … }` is an endpoint named `get`
    /// in a group, and an empty `delete:` one left unfinished.)
    static func methodKey(of node: Node) -> String? {
        guard let pairs = node.mapping, pairs.allSatisfy({ allKeys.contains($0.key.string ?? "") }) else { return nil }
        return pairs.first { pair in
            pair.value.string?.isEmpty == false && HTTPMethod.allCases.contains { $0.rawValue == pair.key.string }
        }?.key.string
    }

    /// The keys that each give the request its body.
    static let bodyKeys: Set<String> = ["body", "form", "multipart", "raw"]

    var reading: NodeReading

    mutating func load(_ node: Node, into file: inout SpecFile) {
        guard let groups = reading.mapping(node, "'endpoints' (group: its endpoints)") else { return }
        var toldAbove = 0  // endpoints named by the message of an empty group above them
        for (index, group) in groups.enumerated() {
            guard let groupName = reading.string(group.key, "an endpoint group name") else { continue }
            // An endpoint written at the level of groups: one message naming what to indent,
            // instead of one per option read as an endpoint.
            if let method = Self.methodKey(of: group.value) {
                if toldAbove > 0 {
                    toldAbove -= 1
                    continue
                }
                reading.diagnostics.error(
                    group.key.mark,
                    "'\(groupName)' has '\(method):', so it is an endpoint, but it stands where endpoint groups go: indent it under a group, e.g. 'items:'"
                )
                continue
            }
            if group.value.isNull {
                let strays = groups[(index + 1)...].prefix { Self.methodKey(of: $0.value) != nil }.compactMap(\.key.string)
                if !strays.isEmpty {
                    toldAbove = strays.count
                    reading.diagnostics.error(
                        group.key.mark,
                        "endpoint group '\(groupName)' is empty, and the endpoints after it (\(strays.map { "'\($0)'" }.joined(separator: ", "))) stand at its level: indent them under '\(groupName)'"
                    )
                    continue
                }
            }
            guard let endpoints = reading.mapping(group.value, "endpoint group '\(groupName)'") else { continue }
            file.groupMarks[groupName] = group.key.mark
            var loaded: [Endpoint] = []
            for pair in endpoints {
                guard let name = reading.string(pair.key, "an endpoint name") else { continue }
                if let endpoint = endpoint(name, group: groupName, key: pair.key, pair.value) { loaded.append(endpoint) }
            }
            file.api.groups.append((groupName, loaded))
        }
        file.api.models.append(contentsOf: inlineModels)
    }

    private mutating func endpoint(_ name: String, group: String, key: Node, _ node: Node) -> Endpoint? {
        guard let pairs = reading.mapping(node, "endpoint '\(name)'") else { return nil }
        reading.checkKeys(pairs, allowed: Self.allKeys, in: "endpoint '\(name)'")
        let methods = pairs.filter { pair in HTTPMethod.allCases.contains { $0.rawValue == pair.key.string } }
        guard let methodPair = methods.first else {
            if let path = pairs["path"]?.string, path.hasPrefix("/") {
                // `path: /items` reads naturally but `path:` types the parameters; the path follows the method.
                reading.diagnostics.error(
                    key.mark,
                    "endpoint '\(name)' has no method: write the path after its method, e.g. 'get: \(path)' ('path:' gives the types of path parameters)"
                )
            } else {
                reading.diagnostics.error(
                    key.mark,
                    "endpoint '\(name)' has no method: add one of get, post, put, patch, delete, head with its path, e.g. 'get: /items/{id}'"
                )
            }
            return nil
        }
        if methods.count > 1 {
            reading.diagnostics.error(
                methods[1].key.mark,
                "endpoint '\(name)' has two methods ('\(methodPair.key.string!)' and '\(methods[1].key.string!)'); give exactly one")
            return nil
        }
        guard let path = reading.string(methodPair.value, "the path of '\(name)'") else { return nil }
        let method = HTTPMethod(rawValue: methodPair.key.string!)!
        let bodies = pairs.filter { pair in Self.bodyKeys.contains(pair.key.string ?? "") }
        if bodies.count > 1 {
            // Each would replace the one before it: say so rather than send the last one alone.
            reading.diagnostics.error(
                bodies[1].key.mark,
                "endpoint '\(name)' has two bodies ('\(bodies[0].key.string!)' and '\(bodies[1].key.string!)'); a request has one: give one of body, form, multipart or raw"
            )
        }
        var endpoint = Endpoint(name: name, group: group, mark: key.mark, method: method, path: path, pathMark: methodPair.value.mark)
        for pair in pairs {
            guard let option = pair.key.string else { continue }
            apply(option, pair.value, to: &endpoint)
        }
        pathParameters(declared: pairs["path"], pathNode: methodPair.value, into: &endpoint)
        if method == .get || method == .head, !endpoint.body.isNone {
            // URLSession refuses a GET with a body on Apple platforms: the client never sends one.
            // (A document's reader leaves such a body out, with its own warning.)
            reading.diagnostics.warning(
                methodPair.key.mark,
                "a \(method.rawValue.uppercased()) request with a body: the client sends it without the body, as URLSession refuses one; send these values in 'query' instead"
            )
        } else if method == .delete, !endpoint.body.isNone, !reading.readsDocument {
            // The client sends it, and a server may require it (Lago's): said, not warned about,
            // so that a spec that must keep it (an imported one) runs clean. A document's reader
            // has no choice, so only a spec hears of it.
            reading.diagnostics.append(
                Diagnostic(
                    .note, methodPair.key.mark,
                    "a DELETE request with a body: the client sends it, but some proxies and servers drop it; where the API allows, send these values in 'query'"
                ))
        }
        return endpoint
    }

    private mutating func apply(_ option: String, _ node: Node, to endpoint: inout Endpoint) {
        var fields = FieldLoader(reading: reading)
        defer { reading = fields.reading }
        let name = endpoint.name
        switch option {
        case "query":
            endpoint.query = fields.fields(node, in: "the query of '\(name)'")
        case "headers":
            endpoint.headers = headers(node, endpointName: name, fields: &fields)
        case "body":
            // `{ type: Order }` alone is the long form of `body: Order`; any other mapping is
            // fields, so a body can have a field named `type` (`{ type: Kind, payload: String }`).
            // Fields come in a model's short or long form (`fields:` with `keys:`, `dates:`, …).
            if let pairs = node.mapping, !(pairs.count == 1 && pairs["type"]?.scalar != nil) {
                var models = ModelLoader(reading: fields.reading, fieldsAreDecoded: false)
                if var model = models.model(Naming.inlineBodyName(name), parameters: [], key: node, node, place: "the body of '\(name)'") {
                    // The endpoint builds its body: a deprecated body type would warn there.
                    if model.deprecated, let mark = pairs.first(where: { $0.key.string == "deprecated" })?.key.mark {
                        models.reading.diagnostics.error(
                            mark,
                            "an inline body cannot be deprecated; deprecate the endpoint ('deprecated: true' beside its method) or some of its fields"
                        )
                    }
                    model.isInline = true
                    endpoint.body = .json(.named(model.name, arguments: []), mark: node.mark)
                    inlineModels.append(model)
                }
                fields.reading = models.reading
            } else if let type = fields.typeExpression(node.mapping?["type"] ?? node, field: "body") {
                endpoint.body = .json(type, mark: node.mark)
            }
        case "form":
            endpoint.body = .form(fields.fields(node, in: "the form of '\(name)'"))
        case "multipart":
            endpoint.body = .multipart(fields.fields(node, in: "the multipart body of '\(name)'"))
        case "raw":
            if let contentType = fields.reading.string(node, "'raw' (a content type)") {
                // Sent as the Content-Type header's value.
                if let problem = PolicyLoader.headerValueProblem(contentType) {
                    fields.reading.diagnostics.error(node.mark, "the content type of 'raw' \(problem)")
                }
                endpoint.body = .raw(contentType: contentType)
            }
        case "response":
            // `{ type: Order }` is the long form, as for `body:`; `{ text: text/csv }` and
            // `{ raw: application/pdf }` are answers that are not JSON, `{ events: ChatChunk }`
            // a stream of server-sent events.
            if let pairs = node.mapping, let (key, value) = ResponseLoader.longFormKey(of: pairs) {
                for pair in pairs where pair.key.string != key {
                    fields.reading.diagnostics.error(
                        pair.key.mark,
                        "'response' in long form takes one of 'type' ({ type: Order }), 'text' ({ text: text/csv }), 'raw' ({ raw: application/pdf }) or 'events' ({ events: ChatChunk }); a response with fields is a model under 'models'"
                    )
                }
                if key == "type" {
                    endpoint.response = fields.typeExpression(value, field: "response")
                } else if key == "events" {
                    endpoint.events = fields.typeExpression(value, field: "events")
                } else {
                    endpoint.responseMedia = ResponseLoader.media(key, value, &fields.reading)
                }
            } else {
                endpoint.response = fields.typeExpression(node, field: "response")
            }
            endpoint.responseMark = node.mark
        case "responses":
            endpoint.statusResponses = ResponseLoader.statusResponses(node, endpointName: name, fields: &fields)
        case "server":
            if let server = fields.reading.string(node, "'server' (a server name or a base URL)") {
                endpoint.server = server
                endpoint.serverMark = node.mark
            }
        case "download":
            endpoint.download = fields.reading.bool(node, "'download'") ?? false
        case "auth":
            endpoint.auth = PolicyLoader.auth(node, &fields.reading)
        case "timeout":
            endpoint.timeout = PolicyLoader.timeout(node, &fields.reading)
        case "retry":
            endpoint.retry = PolicyLoader.retry(node, &fields.reading)
        case "retryUnsafe":
            endpoint.retryUnsafe = fields.reading.bool(node, "'retryUnsafe'")
        case "cache":
            endpoint.cache = PolicyLoader.cache(node, &fields.reading)
            if endpoint.method != .get, endpoint.cache != nil {
                fields.reading.diagnostics.warning(
                    node.mark,
                    "'cache' on a \(endpoint.method.rawValue.uppercased()) endpoint is ignored: the client caches only GET answers")
            }
        case "maxResponseSize":
            endpoint.maxResponseSize = PolicyLoader.byteCount(node, &fields.reading)
        case "envelope":
            if node.string == "none" {
                endpoint.envelope = .none
            } else if let pairs = node.mapping, pairs["model"] == nil, let flag = pairs["success"] {
                fields.reading.diagnostics.error(
                    flag.mark,
                    "a success flag beside the payload ('envelope:' without 'model:') is set for the whole API; an endpoint can only turn it off, with 'envelope: none'"
                )
            } else if let spec = PolicyLoader.envelope(node, &fields.reading) {
                endpoint.envelope = .use(spec)
            }
        case "error":
            endpoint.errorBody = PolicyLoader.errorBody(node, &fields.reading)
        case "errors":
            endpoint.errorBodiesByStatus = errorBodiesByStatus(node, reading: &fields.reading)
        case "paginate":
            endpoint.pagination = pagination(node, reading: &fields.reading)
        case "metadata":
            endpoint.metadata = fields.reading.bool(node, "'metadata'") ?? false
        case "description":
            endpoint.description = fields.reading.string(node, "'description'")
        case "deprecated":
            endpoint.deprecated = fields.reading.bool(node, "'deprecated'") ?? false
        default:
            break  // the method key, `path` (read after the others) or an unknown key already reported
        }
    }

    /// Inline body models declared by the endpoints of this file.
    var inlineModels: [Model] = []

    private mutating func headers(_ node: Node, endpointName: String, fields: inout FieldLoader) -> [Endpoint.Header] {
        guard let pairs = fields.reading.mapping(node, "'headers' (Name: value)") else { return [] }
        var headers: [Endpoint.Header] = []
        for pair in pairs {
            guard let name = fields.reading.string(pair.key, "a header name") else { continue }
            if !PolicyLoader.isHeaderName(name) {
                fields.reading.diagnostics.error(pair.key.mark, "'\(name)' is not a valid HTTP header name")
            }
            if let options = pair.value.mapping {
                fields.reading.checkKeys(options, allowed: ["param", "type", "default", "description"], in: "header '\(name)'")
                guard let paramNode = options["param"], let param = fields.reading.string(paramNode, "'param'") else {
                    fields.reading.diagnostics.error(pair.value.mark, "header '\(name)' needs 'param: name' to be passed by the caller")
                    continue
                }
                let typeNode = options["type"]
                let type = typeNode.flatMap { fields.typeExpression($0, field: param) } ?? .primitive(.string)
                var field = Field(name: param, mark: paramNode.mark, type: type, typeMark: typeNode?.mark ?? paramNode.mark)
                field.wireKey = name
                field.explicitKey = true
                field.description = options["description"].flatMap { fields.reading.string($0, "'description'") }
                if let value = options["default"] {
                    field.defaultValue = ValueReading.value(of: value)
                    field.defaultMark = value.mark
                    if let text = value.string, let problem = PolicyLoader.headerValueProblem(text) {
                        fields.reading.diagnostics.error(value.mark, "the default of header '\(name)' \(problem)")
                    }
                }
                headers.append(.init(name: name, mark: pair.key.mark, value: nil, parameter: field))
            } else if let value = fields.reading.string(pair.value, "header '\(name)'") {
                if let problem = PolicyLoader.headerValueProblem(value) {
                    fields.reading.diagnostics.error(pair.value.mark, "the value of header '\(name)' \(problem)")
                }
                headers.append(.init(name: name, mark: pair.key.mark, value: value, parameter: nil))
            }
        }
        PolicyLoader.checkRepeatedNames(headers.map { ($0.name, $0.mark) }, in: "'\(endpointName)'", &fields.reading)
        return headers
    }

    /// `errors: { 409: Conflict, 422: { model: Invalid, message: detail } }`: an error body per
    /// failure status (400 to 599), each as `error:` is written.
    private func errorBodiesByStatus(_ node: Node, reading: inout NodeReading) -> [Int: ErrorBodySpec] {
        guard let pairs = reading.mapping(node, "'errors' (status: error model)") else { return [:] }
        var bodies: [Int: ErrorBodySpec] = [:]
        for pair in pairs {
            guard let text = reading.string(pair.key, "a status") else { continue }
            guard let status = ResponseLoader.status(text, in: 400...599) else {
                reading.diagnostics.error(
                    pair.key.mark,
                    "'\(text)' is not a failure status: 'errors' maps statuses from 400 to 599 to their error bodies; successes are read with 'responses:'"
                )
                continue
            }
            if let spec = PolicyLoader.errorBody(pair.value, &reading) { bodies[status] = spec }
        }
        return bodies
    }

    private func pagination(_ node: Node, reading: inout NodeReading) -> PaginationSpec? {
        guard let pairs = reading.mapping(node, "'paginate'") else { return nil }
        let stopKeys = PaginationSpec.StopRule.allCases.map(\.rawValue)
        reading.checkKeys(pairs, allowed: ["page", "offset", "cursor", "next", "lastItem", "items"] + stopKeys, in: "'paginate'")
        let given = pairs.filter { ["page", "offset", "cursor"].contains($0.key.string ?? "") }
        guard let first = given.first else {
            reading.diagnostics.error(
                node.mark,
                "'paginate' needs 'page', 'offset' or 'cursor' (a query parameter) to say how to ask for the next page")
            return nil
        }
        if given.count > 1 {
            reading.diagnostics.error(
                given[1].key.mark,
                "'paginate' has both '\(first.key.string!)' and '\(given[1].key.string!)': give one (page advances by 1, offset by the items received, cursor by the response's 'next')"
            )
            return nil
        }
        guard let name = reading.string(first.value, "'\(first.key.string!)' (a query parameter)") else { return nil }
        let advance: PaginationSpec.Advance
        switch first.key.string {
        case "page": advance = .page(parameter: name)
        case "offset": advance = .offset(parameter: name)
        default: advance = .cursor(parameter: name)
        }
        func path(_ key: String) -> PaginationSpec.Path? {
            guard let node = pairs[key], let text = reading.string(node, "'\(key)' (a field path)") else { return nil }
            return .init(names: text.split(separator: ".").map(String.init), mark: node.mark)
        }
        var stopPaths: [PaginationSpec.StopRule: PaginationSpec.Path] = [:]
        for rule in PaginationSpec.StopRule.allCases {
            if let found = path(rule.rawValue) { stopPaths[rule] = found }
        }
        let next = path("next")
        let lastItem = path("lastItem")
        if advance.isCursor, next == nil, pairs["next"] == nil, lastItem == nil, pairs["lastItem"] == nil {
            reading.diagnostics.error(
                first.key.mark,
                "'cursor: \(name)' needs 'next: <field>' (where the response gives the next page's cursor) or 'lastItem: <field>' (the field of a page's last item that is the cursor, e.g. 'lastItem: id')"
            )
        } else if let next, let lastItem {
            reading.diagnostics.error(
                lastItem.mark,
                "'paginate' has both 'next: \(next.names.joined(separator: "."))' and 'lastItem: \(lastItem.names.joined(separator: "."))': the cursor comes from one of them; give one"
            )
        }
        for (given, key) in [(next, "next"), (lastItem, "lastItem")] where !advance.isCursor {
            guard let given else { continue }
            let what =
                key == "next" ? "is the next page's cursor in the response" : "is the field of a page's last item that is the next cursor"
            reading.diagnostics.error(
                given.mark, "'\(key)' \(what); it goes with 'cursor: <query parameter>', not '\(advance.key)'")
        }
        var spec = PaginationSpec(
            advance: advance, itemsPath: path("items")?.names ?? [], stopPaths: stopPaths, nextPath: advance.isCursor ? next : nil,
            mark: node.mark,
            parameterMark: first.value.mark, itemsMark: pairs["items"]?.mark)
        spec.lastItemPath = advance.isCursor && next == nil ? lastItem : nil
        return spec
    }

    /// `{name}` segments of the path, typed by `path:` when given (String otherwise). Once
    /// `path:` is given it must declare every parameter: a partial list is most likely a typo.
    private mutating func pathParameters(declared: Node?, pathNode: Node, into endpoint: inout Endpoint) {
        let (names, problems) = PathTemplate.parameters(in: endpoint.path)
        for problem in problems { reading.diagnostics.error(endpoint.pathMark, problem) }
        endpoint.multiSegmentParameters = PathTemplate.multiSegmentNames(in: endpoint.path).intersection(names)
        var declaredFields: [Field] = []
        if let declared {
            var fields = FieldLoader(reading: reading)
            declaredFields = fields.fields(declared, in: "the path parameters of '\(endpoint.name)'")
            reading = fields.reading
            let undeclared = names.filter { name in !declaredFields.contains { $0.name == name } }
            for field in declaredFields where !names.contains(field.name) {
                reading.diagnostics.error(
                    field.mark,
                    "path parameter '\(field.name)' is declared but the path '\(endpoint.path)' has no '{\(field.name)}'"
                        + Suggestion.hint(for: field.name, in: undeclared))
            }
        }
        for name in names {
            // The parameter's own position inside the path, so editors underline `{name}`.
            var mark = endpoint.pathMark
            if let offset = Self.offset(of: "{\(name)}", in: endpoint.path) ?? Self.offset(of: "{+\(name)}", in: endpoint.path) {
                mark = reading.place(at: offset, in: pathNode)
            }
            if let field = declaredFields.first(where: { $0.name == name }) {
                endpoint.pathParameters.append(field)
            } else if declared != nil {
                let names = declaredFields.map(\.name).filter { !names.contains($0) }
                reading.diagnostics.error(
                    mark,
                    "'{\(name)}' in the path is not declared in 'path:': declare it there, e.g. '\(name): String'"
                        + Suggestion.hint(for: name, in: names))
            } else {
                endpoint.pathParameters.append(Field(name: name, mark: mark, type: .primitive(.string), typeMark: mark))
            }
        }
    }

    /// The offset of `needle` in `text`, in code points (as columns count).
    private static func offset(of needle: String, in text: String) -> Int? {
        let haystack = Array(text.unicodeScalars)
        let needle = Array(needle.unicodeScalars)
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
