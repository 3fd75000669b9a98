/// Paths and operations → endpoints: parameters, request bodies by media type, answers by
/// status, error bodies and auth.
extension OpenAPIReader {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    mutating func operations(_ node: Node) {
        guard let paths = node.mapping else {
            diagnostics.error(node.mark, "'paths' is a mapping of paths to path items")
            return
        }
        var groups: [(name: String, endpoints: [ImportedSpec.Endpoint])] = []
        for pair in paths {
            guard let key = pair.key.string else { continue }
            let written = key
            // A fixed query in the path's key (`/responses?beta=true`, which documents use to
            // tell two variants of an operation apart) is sent by every call of its operations.
            let (template, fixedQuery) = Self.splitFixedQuery(written)
            if !template.hasPrefix("/") {
                diagnostics.error(pair.key.mark, "path '\(written)' must start with '/'")
                continue
            }
            if let angle = PathTemplate.firstAngleBracket(in: template) {
                diagnostics.warning(
                    pair.key.mark,
                    "path '\(template)' is skipped: a URL path cannot hold '\(angle)', so no call could reach it (a parameter is written '{name}'; a whole URL given at run time is for URLSession itself)"
                )
                continue
            }
            let item = dereference(pair.value, in: path)
            guard let fields = item.node.mapping else {
                diagnostics.error(pair.value.mark, "path '\(template)' needs a mapping of operations")
                continue
            }
            let shared = fields["parameters"]
            let sharedServers = fields["servers"]
            for operation in fields {
                guard let method = operation.key.string else { continue }
                guard Self.methods.contains(method) else {
                    if Self.methods.contains(method.lowercased()) {
                        diagnostics.warning(
                            operation.key.mark,
                            "'\(method)' of \(template) is skipped: an operation's key is its method in lower case ('\(method.lowercased())')"
                        )
                    }
                    continue
                }
                if method == "options" || method == "trace" {
                    diagnostics.warning(
                        operation.key.mark,
                        "\(method.uppercased()) \(template) is skipped: gen's clients send GET, PUT, POST, DELETE, HEAD and PATCH")
                    continue
                }
                // An operation written elsewhere (`get: { $ref: list.yaml }`, not OpenAPI 3.0
                // but common in documents split into files) is read where it is.
                let written = dereference(operation.value, in: item.file)
                // A reference that led nowhere is reported already.
                if written.node.mapping?["$ref"] != nil { continue }
                guard
                    let endpoint = self.endpoint(
                        method, template, written.node, shared: (shared, item.file), servers: sharedServers, file: written.file,
                        mark: operation.key.mark, fixedQuery: (fixedQuery, pair.key.mark), naming: Self.namingTemplate(key))
                else { continue }
                if let index = groups.firstIndex(where: { $0.name == endpoint.group }) {
                    groups[index].endpoints.append(endpoint)
                } else {
                    groups.append((endpoint.group, [endpoint]))
                }
            }
        }
        // Streams offered beside JSON answers, and forms beside JSON bodies, each sent by an
        // endpoint of its own after the operation's.
        addCompanions(to: &groups, suffix: "Stream", for: \.eventStream) { endpoint, stream, name in
            endpoint.notes.append(
                Note(
                    "the answer is read as JSON; its text/event-stream form is read by '\(name)', whose request must ask the server to stream",
                    at: stream.mark))
            return Self.streamingCompanion(of: endpoint, named: name, events: stream.events)
        }
        addCompanions(to: &groups, suffix: "Multipart", for: \.multipartForm) { endpoint, form, name in
            endpoint.multipartForm = nil
            endpoint.notes.append(
                Note("the body is sent as JSON; its multipart/form-data form, for its optional files, is sent by '\(name)'", at: form.mark))
            return Self.multipartCompanion(of: endpoint, named: name, form: form)
        }
        spec.groups = groups
    }

    private mutating func endpoint(
        _ method: String, _ template: String, _ node: Node, shared: (node: Node?, file: String), servers: Node?, file: String,
        mark: Mark, fixedQuery: (items: [(name: String, value: String)], mark: Mark), naming: String
    ) -> ImportedSpec.Endpoint? {
        guard let fields = node.mapping else {
            diagnostics.error(node.mark, "operation \(method.uppercased()) \(template) is not a mapping")
            return nil
        }
        let operationId = text(fields["operationId"])
        let name = endpointName(operationId, method: method, template: naming)
        if let operationId, let mark = fields["operationId"]?.mark, name != Naming.camelCase(operationId),
            Naming.isIdentifier(Naming.camelCase(operationId))
        {
            diagnostics.warning(
                mark,
                "operationId '\(operationId)' makes the endpoint name '\(Naming.camelCase(operationId))', which another operation has: this one is '\(name)'"
            )
        }
        let tag = fields["tags"]?.sequence?.first?.string
        // Untagged operations, and tags that make no name, share one group.
        var group = Naming.camelCase(tag ?? "")
        if !Naming.isIdentifier(group) || !group.contains(where: \.isLetter) { group = "general" }
        var endpoint = ImportedSpec.Endpoint(name: name, group: group, mark: mark, method: method, path: template)
        let summary = text(fields["summary"])
        let description = text(fields["description"])
        endpoint.description = [summary, description == summary ? nil : description].compactMap { $0 }.joined(separator: "\n\n")
        if endpoint.description?.isEmpty == true { endpoint.description = nil }
        endpoint.deprecated = flag(fields["deprecated"])
        if let callbacks = Self.keyMark(fields, "callbacks") {
            diagnostics.warning(callbacks, "callbacks of \(name) are not read: a callback is a request the API sends")
        }
        if fields["responses"] == nil, spec.version.hasPrefix("3.0") {
            diagnostics.error(node.mark, "operation \(method.uppercased()) \(template) has no 'responses' (OpenAPI 3.0 requires it)")
        }
        // Without its own `security`, an operation takes the document's, as the API's `auth:` does.
        // Read before the parameters: one that is an API key the client sends is left out.
        let ownAuth = fields["security"].flatMap { requirement($0) }
        var labels: Set<String> = ["body"]
        parameters(shared, fields["parameters"], into: &endpoint, labels: &labels, auth: ownAuth ?? spec.auth, file: file)
        if let body = fields["requestBody"] {
            if method == "get" || method == "head" {
                // A call's argument that never reaches the server would only mislead. (Stripe's
                // GETs each declare a form of no properties: nothing is lost, nothing said.)
                if let mark = Self.keyMark(fields, "requestBody"), carriesSomething(body, file: file) {
                    diagnostics.warning(
                        mark,
                        "the body of \(method.uppercased()) \(template) is left out: URLSession sends no body with a \(method.uppercased())"
                    )
                }
            } else {
                requestBody(body, into: &endpoint, labels: &labels, file: file)
            }
        }
        if !fixedQuery.items.isEmpty {
            addFixedQuery(fixedQuery.items, at: fixedQuery.mark, to: &endpoint, labels: &labels, auth: ownAuth ?? spec.auth)
        }
        responses(fields["responses"], into: &endpoint, file: file)
        if let ownAuth, ownAuth != spec.auth { endpoint.auth = ownAuth }
        if let servers = fields["servers"] ?? servers { endpointServer(servers, into: &endpoint) }
        return endpoint
    }

    /// Each endpoint that has `part` (a stream, a form) followed by the companion `make` makes
    /// of it, named `<name><suffix>`: named once every operation has its name, which the
    /// document chose.
    private mutating func addCompanions<Part>(
        to groups: inout [(name: String, endpoints: [ImportedSpec.Endpoint])], suffix: String,
        for part: (ImportedSpec.Endpoint) -> Part?, make: (inout ImportedSpec.Endpoint, Part, String) -> ImportedSpec.Endpoint
    ) {
        for index in groups.indices where groups[index].endpoints.contains(where: { part($0) != nil }) {
            groups[index].endpoints = groups[index].endpoints.flatMap { endpoint -> [ImportedSpec.Endpoint] in
                guard let found = part(endpoint) else { return [endpoint] }
                var endpoint = endpoint
                let name = endpointName(endpoint.name + suffix, method: endpoint.method, template: endpoint.path)
                let companion = make(&endpoint, found, name)
                return [endpoint, companion]
            }
        }
    }

    /// The endpoint that reads an operation's `text/event-stream` answer offered beside its
    /// JSON one: the same request, named `<name>Stream`, answering the events.
    private static func streamingCompanion(of endpoint: ImportedSpec.Endpoint, named name: String, events: TypeRef) -> ImportedSpec.Endpoint
    {
        var companion = endpoint
        companion.name = name
        companion.response = .events(events)
        companion.responses = []
        companion.eventStream = nil
        // One form companion is the operation's, not the stream's too.
        companion.multipartForm = nil
        companion.notes = []
        // It asks for the stream: an `Accept` the document fixes is the JSON answer's.
        companion.headers.removeAll { $0.fixedValue != nil && $0.name.lowercased() == "accept" }
        companion.description =
            (endpoint.description.map { $0 + "\n\n" } ?? "")
            + "The answer as a stream of server-sent events: the request must ask the server to stream."
        return companion
    }

    /// The endpoint that sends an operation's body as the multipart form it also takes, beside
    /// the JSON one: the same call, named `<name>Multipart`, its files among its parts.
    private static func multipartCompanion(
        of endpoint: ImportedSpec.Endpoint, named name: String, form: (fields: [ImportedSpec.Field], notes: [Note], mark: Mark)
    ) -> ImportedSpec.Endpoint {
        var companion = endpoint
        companion.name = name
        companion.body = .multipart(form.fields)
        companion.notes = form.notes
        companion.eventStream = nil
        // It sends the form: a `Content-Type` the document fixes is the JSON body's.
        companion.headers.removeAll { $0.fixedValue != nil && $0.name.lowercased() == "content-type" }
        companion.description =
            (endpoint.description.map { $0 + "\n\n" } ?? "")
            + "The body as multipart/form-data, as the operation also takes it, with its files."
        return companion
    }

    /// The operationId in camelCase, else one made from the method and path; unique in the API.
    private mutating func endpointName(_ operationId: String?, method: String, template: String) -> String {
        let base = Self.endpointBaseName(operationId, method: method, template: template)
        var name = base
        var number = 2
        while !endpointNames.insert(Self.swiftName(name).lowercased()).inserted {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// An operation's name before it is numbered to be unique: its operationId, else the words
    /// of its method and path. It never reaches the wire, so it is written as the Swift name reads.
    static func endpointBaseName(_ operationId: String?, method: String, template: String) -> String {
        var base = operationId.map(Naming.camelCase) ?? ""
        if !isUsableName(base) { base = Naming.camelCase(pathWords(method: method, template: template)) }
        if !isUsableName(base) { base = "operation" }
        return base
    }

    /// The words an operation without a usable operationId is named by: `get /orders/{id}` →
    /// `get orders by id`. Made only for those: splitting every path was a tenth of reading
    /// the operations of a document that names them all.
    static func pathWords(method: String, template: String) -> String {
        var words = method
        for segment in template.split(separator: "/") {
            words += segment.hasPrefix("{") ? " by " + segment.dropFirst().dropLast() : " " + segment
        }
        return words
    }

    /// `/responses?beta=true` → `/responses` and `[("beta", "true")]`; a key without `?` as it
    /// is, but for a fragment (`#…`), which no request sends: it is left out of the path too.
    /// Names and values are percent-decoded (the client encodes them again).
    /// The path an operation without an `operationId` is named from: its key's path, and a
    /// fragment's words after it (`/v1/conversations#stream` → `postV1ConversationsStream`, as
    /// the fragment is what tells it from `/v1/conversations`).
    static func namingTemplate(_ key: String) -> String {
        let path = splitFixedQuery(key).path
        guard let hash = key.firstIndex(of: "#") else { return path }
        let fragment = key[key.index(after: hash)...]
        return fragment.isEmpty ? path : path + "/" + fragment
    }

    static func splitFixedQuery(_ key: String) -> (path: String, query: [(name: String, value: String)]) {
        // Found as bytes: this runs for every path of the document.
        let bytes = key.utf8
        // A fragment (`/v1/conversations#stream`, as Mistral tells two operations of one path
        // apart) is never sent: a client keeps it to itself.
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        guard let mark = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) else { return (String(key[..<end]), []) }
        let start = bytes.index(after: mark)
        let decode = { (text: Substring) in String(text).removingPercentEncoding ?? String(text) }
        let query = key[start..<end].split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (name: decode(parts[0]), value: parts.count > 1 ? decode(parts[1]) : "")
        }
        return (String(key[..<mark]), query)
    }

    /// The fixed query of a path's key as query parameters of the endpoint, each a `String`
    /// whose default is the fixed value: sent by every call, as the document says, unless the
    /// caller passes another. A name the operation declares as a parameter is left to it, as
    /// is an API key the client sends from its credentials; each is a warning.
    private mutating func addFixedQuery(
        _ query: [(name: String, value: String)], at mark: Mark, to endpoint: inout ImportedSpec.Endpoint,
        labels: inout Set<String>, auth: [String]
    ) {
        let declared = Set(endpoint.query.map(\.wireKey))
        var added: Set<String> = []
        for (name, value) in query {
            let why: String?
            if name.isEmpty {
                why = "it has no name"
            } else if declared.contains(name) {
                why = "the operation declares a query parameter '\(name)'"
            } else if !added.insert(name).inserted {
                why = "the path gives '\(name)' once already"
            } else if isSentKey(name, in: apiKeyQueryItems, auth: auth) {
                why = "'\(name)' is the API key the client sends from its credentials"
            } else {
                why = nil
            }
            if let why {
                diagnostics.warning(mark, "the path's fixed query '\(name)=\(value)' is left out: \(why)")
                continue
            }
            let spelled = Self.memberName(name, fallback: "query", taken: &labels)
            var field = ImportedSpec.Field(name: spelled, key: spelled == name ? nil : name, type: .primitive(.string), mark: mark)
            field.defaultValue = .string(value)
            field.description = "Fixed by the path: `\(name)=\(value)`."
            endpoint.query.append(field)
        }
        if !added.isEmpty {
            endpoint.notes.append(
                "the path's fixed query (\(query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))) is sent as query parameters with those defaults"
            )
        }
    }

    // MARK: Parameters

    private mutating func parameters(
        _ shared: (node: Node?, file: String), _ own: Node?, into endpoint: inout ImportedSpec.Endpoint, labels: inout Set<String>,
        auth: [String], file: String
    ) {
        // A shared parameter (`#/components/parameters/responseFormat`) names the type its schema
        // declares, as a component schema does: not after the first operation that uses it.
        var byKey: [(key: String, node: Node, file: String, component: String?)] = []
        // Query objects OpenAPI sends as a query item per property: where they are, and what.
        var exploding: [(index: Int, members: [ImportedSpec.Field], name: String)] = []
        // The path's parameters are read where the path is, the operation's where it is.
        for (list, listFile) in [(shared.node, shared.file), (own, file)] {
            guard let list else { continue }
            guard let items = list.sequence else {
                diagnostics.error(list.mark, "'parameters' is a list")
                continue
            }
            for item in items {
                let parameter = dereference(item, in: listFile)
                // A reference that led nowhere is reported already.
                if parameter.node.mapping?["$ref"] != nil { continue }
                guard let fields = parameter.node.mapping, let name = fields["name"]?.string, let place = fields["in"]?.string else {
                    diagnostics.error(parameter.node.mark, "a parameter needs 'name' and 'in'")
                    continue
                }
                let key = place + ":" + name
                let component = Self.componentName(item, in: "parameters").map(Naming.pascalCase)
                if let index = byKey.firstIndex(where: { $0.key == key }) {
                    byKey[index] = (key, parameter.node, parameter.file, component)
                } else {
                    byKey.append((key, parameter.node, parameter.file, component))
                }
            }
        }
        // Headers last: a header named like a path or query parameter (Lob's `Idempotency-Key`
        // beside its `idempotency_key` query) is the one that gives way, as `idempotencyKeyHeader`.
        // Deprecated parameters after the others of their kind (path parameters stay: their
        // names never reach the wire): of two keys that make one Swift name (Clerk's deprecated
        // `frontendApi` beside `frontend_api`), the one to use keeps it, the other is numbered.
        let headers = byKey.filter { $0.key.hasPrefix("header:") }
        let others = byKey.filter { !$0.key.hasPrefix("header:") }
        func isDeprecated(_ parameter: (key: String, node: Node, file: String, component: String?)) -> Bool {
            !parameter.key.hasPrefix("path:") && flag(parameter.node.mapping?["deprecated"])
        }
        let headersLast =
            others.filter { !isDeprecated($0) } + others.filter(isDeprecated) + headers.filter { !isDeprecated($0) }
            + headers.filter(isDeprecated)
        // Path parameters are named in the template; every other segment is kept.
        var pathNames: [String: String] = [:]
        for (_, node, parameterFile, component) in headersLast {
            let fields = node.mapping ?? []
            let name = fields["name"]?.string ?? ""
            let place = fields["in"]?.string ?? ""
            let schema = fields["schema"] ?? Node(kind: .mapping([]), mark: node.mark)
            switch place {
            case "path":
                guard Self.pathTemplate(endpoint.path, names: name) else {
                    diagnostics.warning(node.mark, "path parameter '\(name)' is not in the path '\(endpoint.path)'; it is skipped")
                    continue
                }
                if !flag(fields["required"]) {
                    diagnostics.error(node.mark, "path parameter '\(name)' must say 'required: true' (OpenAPI requires it)")
                }
                var field = self.field(
                    name, schema: schema, required: true, owner: Naming.pascalCase(endpoint.name), taken: &labels,
                    file: parameterFile, depth: 0, mark: node.mark, typeName: component)
                // The template keeps the document's name where it is one the spec language
                // takes (`{file_id}`, labelled `fileId`), so that doc comments and messages show
                // the path as the document writes it; any other is renamed, which is free: it
                // never reaches the wire.
                if !Naming.isIdentifier(field.name) || !Self.isUsableName(Self.swiftName(field.name)) {
                    let identifier = Naming.camelCase(field.name)
                    if Naming.isIdentifier(identifier) { field.name = identifier }
                }
                field.key = nil
                if !simple(field.type.unwrapped) {
                    let how =
                        field.type.unwrapped.isArray ? "join the values as the server reads them" : "pass its text as the path shows it"
                    // A type made for this parameter alone is not generated: its words, not its name.
                    var what = field.type.unwrapped
                    if case .array(let element) = what { what = element.unwrapped }
                    let shown: String
                    if case .named = what {
                        shown = field.type.unwrapped.isArray ? "a list" : "a value of this schema"
                    } else {
                        shown = "\(field.type.unwrapped)"
                    }
                    endpoint.notes.append(Note("path '\(name)': \(shown) is a String here, sent as one segment: \(how)", at: node.mark))
                }
                if let style = fields["style"]?.string, style == "matrix" || style == "label" {
                    endpoint.notes.append(
                        Note(
                            "path '\(name)': style \(style) is sent as a plain segment, without its '\(style == "matrix" ? ";\(name)=" : ".")'",
                            at: node.mark))
                }
                field.type = simple(field.type.unwrapped) ? field.type.unwrapped : .primitive(.string)
                field.defaultValue = nil
                field.example = nil
                // The parameter's own words (Linode's "a `clusterId` in place of `regionId`").
                field.description = text(fields["description"])
                field.deprecated = false
                pathNames[name] = field.name
                endpoint.pathParameters.append(field)
            case "query":
                if isSentKey(name, in: apiKeyQueryItems, auth: auth) {
                    diagnostics.warning(
                        node.mark,
                        "query parameter '\(name)' is the API key of the operation's security scheme, which the client sends from its credentials; it is skipped"
                    )
                    continue
                }
                var field = self.field(
                    name, schema: valueOrList(schema, in: parameterFile) ?? schema, required: flag(fields["required"]),
                    owner: Naming.pascalCase(endpoint.name),
                    taken: &labels, file: parameterFile, depth: 0, mark: node.mark, typeName: component)
                if fields["content"] != nil && fields["schema"] == nil {
                    field.type = flag(fields["required"]) ? .primitive(.string) : .optional(.primitive(.string))
                    endpoint.notes.append(Note("query '\(name)': a parameter with 'content' is sent as text", at: node.mark))
                }
                // A query item is present or absent: a null element has no spelling there.
                if case .array(.optional(let element)) = field.type.unwrapped {
                    field.type = field.type.isOptional ? .optional(.array(element)) : .array(element)
                }
                // Bytes (`format: byte`) are sent as the text the caller encodes.
                if field.type.unwrapped == .primitive(.data) {
                    field.type = field.type.isOptional ? .optional(.primitive(.string)) : .primitive(.string)
                }
                // The parameter's own words, over its schema's.
                field.description = text(fields["description"]) ?? field.description
                Self.leaveDefaultToServer(&field, required: flag(fields["required"]))
                field.deprecated = field.deprecated || flag(fields["deprecated"])
                if let example = fields["example"].flatMap({ literal($0, for: field.type.unwrapped) }) { field.example = example }
                // A list of values of any kind, or of one of several (`items: {}`, `anyOf: [integer,
                // string]`), is sent as the list of their texts, each under the parameter's name.
                if case .array(let element) = field.type.unwrapped, element == .primitive(.json) || isUnionOfValues(element) {
                    field.type = field.type.isOptional ? .optional(.array(.primitive(.string))) : .array(.primitive(.string))
                    let kinds = element == .primitive(.json) ? "any kind" : "several kinds"
                    endpoint.notes.append(Note("query '\(name)': a list of values of \(kinds), sent as their texts", at: node.mark))
                }
                let inner = field.type.unwrapped
                if let members = formExplodedMembers(inner, parameter: fields) {
                    // Each property its own query item, once every parameter is known (below).
                    field.style = .brackets
                    exploding.append((endpoint.query.count, members, name))
                    endpoint.query.append(field)
                    continue
                }
                if !simple(inner), !simpleList(inner) {
                    if case .primitive(.json) = inner {
                        field.type = field.type.isOptional ? .optional(.primitive(.string)) : .primitive(.string)
                        endpoint.notes.append(Note("query '\(name)': a schema without a type is sent as text", at: node.mark))
                    } else {
                        field.style = .brackets
                        // A union of single values (`anyOf: [integer, enum]`) goes as the one
                        // value it holds: nothing to say about it.
                        if fields["style"]?.string != "deepObject", !isUnionOfValues(inner) {
                            endpoint.notes.append(
                                Note("query '\(name)': an object or a list of objects, sent in bracket notation", at: node.mark))
                        }
                    }
                } else if fields["style"]?.string == "deepObject" {
                    field.style = .brackets
                } else if simpleList(inner) {
                    field.style = Self.listStyle(fields)
                }
                field.dateOnly = field.dateOnly && inner == .primitive(.date)
                endpoint.query.append(field)
            case "header":
                // An `Accept` of one value (Intercom's exports: `application/octet-stream`), or a
                // required one's default (PagerDuty's `application/vnd.pagerduty+json;version=2`
                // on every operation), is sent as it is: the server answers only that way.
                if name.lowercased() == "accept",
                    let value = Self.fixedText(dereference(schema, in: parameterFile).node.mapping ?? [])
                        ?? (flag(fields["required"]) ? defaultText(of: schema, in: parameterFile) : nil),
                    let fixed = ImportedSpec.Header.fixed(name, value, at: node.mark)
                {
                    endpoint.headers.append(fixed)
                    continue
                }
                if Self.headersTheClientSets.contains(name.lowercased()) {
                    diagnostics.warning(node.mark, "header parameter '\(name)' is set by the client itself; it is skipped")
                    continue
                }
                if isSentKey(name.lowercased(), in: apiKeyHeaders, auth: auth) {
                    diagnostics.warning(
                        node.mark,
                        "header parameter '\(name)' is the API key of the operation's security scheme, which the client sends from its credentials; it is skipped"
                    )
                    continue
                }
                var unnumbered: Set<String> = []
                let named = Self.swiftName(Self.memberName(name, fallback: "value", taken: &unnumbered)).lowercased()
                var field = self.field(
                    name, schema: schema, required: flag(fields["required"]), owner: Naming.pascalCase(endpoint.name),
                    taken: &labels, file: parameterFile, depth: 0, mark: node.mark, typeName: component)
                if Self.swiftName(field.name).lowercased() != named {
                    field.name = Self.memberName(name + " header", fallback: "header", taken: &labels)
                }
                var type = field.type
                var defaultValue = field.defaultValue
                // A header cannot say `format: date`, so a date-only value is sent as its text
                // (and its default, a date's text, stays out).
                if !simple(type.unwrapped) || field.dateOnly {
                    if !simple(type.unwrapped) {
                        endpoint.notes.append(
                            Note(
                                "header '\(name)': \(type.unwrapped.isArray ? "a list" : "a value of this schema") is sent as the text the caller writes"
                                    + (type.unwrapped.isArray ? " (OpenAPI's style: the values joined by commas)" : ""), at: node.mark))
                    }
                    type = type.isOptional ? .optional(.primitive(.string)) : .primitive(.string)
                    defaultValue = nil
                }
                // A default no header can carry (a line break) is the document's slip, not a
                // reason to refuse the document: left out, said.
                if case .string(let text)? = defaultValue, let problem = PolicyLoader.headerValueProblem(text) {
                    diagnostics.warning(node.mark, "the default of header parameter '\(name)' \(problem); it is left out")
                    defaultValue = nil
                }
                let parameter = Naming.camelCase(field.name).isEmpty ? field.name : Naming.camelCase(field.name)
                endpoint.headers.append(
                    ImportedSpec.Header(
                        name: name, parameter: parameter, type: type, mark: node.mark,
                        description: text(fields["description"]) ?? field.description,
                        defaultValue: defaultValue))
            case "cookie":
                if isSentKey(name, in: apiKeyCookies, auth: auth) {
                    diagnostics.warning(
                        node.mark,
                        "cookie parameter '\(name)' is the API key of the operation's security scheme, which the client sends from its credentials; it is skipped"
                    )
                } else {
                    diagnostics.warning(
                        node.mark, "cookie parameter '\(name)' is skipped: a call sends the cookies it is given in a 'Cookie' header")
                }
            default:
                let swagger = place == "body" || place == "formData" ? " (Swagger 2.0; OpenAPI 3 sends a body with 'requestBody')" : ""
                diagnostics.error(node.mark, "parameter '\(name)' is 'in: \(place)'; expected path, query, header or cookie\(swagger)")
            }
        }
        // OpenAPI's default for an object (`style: form`, `explode: true`): each property its own
        // query item (Lob's `before/after` object is `after=…`, as its own next-page links write
        // it), not the parameter's name in brackets. A property named like another parameter
        // (Lob's `sort_by` object beside its `date_created` filter) keeps the brackets.
        for (index, members, name) in exploding.reversed() {
            let object = endpoint.query[index]
            let others = Set(endpoint.query.indices.filter { $0 != index }.map { endpoint.query[$0].wireKey })
            guard !members.contains(where: { others.contains($0.wireKey) }) else {
                endpoint.notes.append(
                    Note(
                        "query '\(name)': an object whose properties are named like other parameters, sent in bracket notation",
                        at: object.mark))
                continue
            }
            let items = members.map { member in
                var item = member
                item.name = Self.memberName(member.wireKey, fallback: "value", taken: &labels)
                item.key = item.name == member.wireKey ? nil : member.wireKey
                if object.type.isOptional || !member.isRequired { item.type = Self.optional(item.type) }
                item.nullable = false
                // A query item is only sent: a required constant keeps its value as its default,
                // any other default is the server's.
                item.keyRequired = false
                if item.type.isOptional { item.defaultValue = nil }
                item.description = member.description ?? object.description
                item.deprecated = member.deprecated || object.deprecated
                return item
            }
            endpoint.query.replaceSubrange(index...index, with: items)
        }
        // Path parameters the operation does not declare are text.
        var rewritten = ""
        var rest = Substring(endpoint.path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            rewritten += rest[..<open]
            var name = String(rest[rest.index(after: open)..<close])
            // `{+name}`: a value of several segments, its slashes sent as they are.
            let reserved = name.hasPrefix("+") ? "+" : ""
            if !reserved.isEmpty { name.removeFirst() }
            if let spec = pathNames[name] {
                rewritten += "{\(reserved)\(spec)}"
            } else {
                var field = ImportedSpec.Field(
                    name: Self.memberName(name, fallback: "parameter", taken: &labels), type: .primitive(.string),
                    mark: endpoint.mark)
                let identifier = Naming.camelCase(field.name)
                if Naming.isIdentifier(identifier) { field.name = identifier }
                pathNames[name] = field.name
                endpoint.pathParameters.append(field)
                endpoint.notes.append("path parameter '\(name)' is not declared; it is text")
                rewritten += "{\(reserved)\(field.name)}"
            }
            rest = rest[rest.index(after: close)...]
        }
        endpoint.path = rewritten + rest
    }

    /// Whether a request body would hold anything: not an object schema of no properties.
    private mutating func carriesSomething(_ body: Node, file: String) -> Bool {
        let body = dereferenceObject(body, in: file)
        for media in body.node.mapping?["content"]?.mapping ?? [] {
            guard let schemaNode = media.value.mapping?["schema"] else { continue }
            let schema = dereference(schemaNode, in: body.file).node.mapping ?? []
            let kind = schema["type"]?.string ?? "object"
            let shaped =
                ["allOf", "oneOf", "anyOf", "items"].contains { schema[$0] != nil }
                || schema["additionalProperties"].map { $0.scalar?.value != "false" } ?? false
            if kind != "object" || shaped || !(schema["properties"]?.mapping ?? []).isEmpty { return true }
        }
        return false
    }

    /// The text default of a schema, if it has one.
    private mutating func defaultText(of schema: Node, in file: String) -> String? {
        guard let value = dereference(schema, in: file).node.mapping?["default"], !value.isNull, value.scalar != nil else { return nil }
        return value.string
    }

    /// Headers the generated client sets itself: a parameter of one of these names would fight it.
    /// (Not `Cookie`: a server app forwards its user's, as Kratos asks; a cookie API key the
    /// client sends joins the cookies the call gives.)
    static let headersTheClientSets: Set<String> = ["authorization", "content-type", "accept", "x-request-id", "user-agent"]

    /// Whether a parameter of `name` is an API key that `auth` has the client send, by the
    /// schemes (`keys`) that send a key of that name.
    private func isSentKey(_ name: String, in keys: [String: Set<String>], auth: [String]) -> Bool {
        (keys[name] ?? []).contains { authEntry(forScheme: $0).map(auth.contains) ?? false }
    }

    /// Whether `type` is a union whose variants are each a single value (`simple`).
    private func isUnionOfValues(_ type: TypeRef) -> Bool {
        guard case .named(let name, _) = type else { return false }
        for slot in slots {
            if case .union(let union)? = slot, union.name == name { return union.variants.allSatisfy { simple($0.type) } }
        }
        return false
    }

    /// One value that a path, header or query parameter can hold.
    func simple(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(let primitive): return primitive != .json && primitive != .file && primitive != .data
        case .named(let name, _): return enumNames.contains(name)
        default: return false
        }
    }

    /// The list of a query parameter that is one value or a list of them (`oneOf: [{ type:
    /// string }, { type: array, items: … }]`, as Discord's ids are): a list, which sends one
    /// value as well, rather than a union in bracket notation. Nil for any other schema.
    private mutating func valueOrList(_ schema: Node, in file: String) -> Node? {
        // The list's schema is read as the parameter's, from the parameter's file.
        let target = dereference(schema, in: file)
        guard target.file == file, let pairs = target.node.mapping,
            let choices = (pairs["oneOf"] ?? pairs["anyOf"])?.sequence?.filter({ !Self.isNullSchema($0) }), choices.count == 2
        else { return nil }
        let resolved = choices.map { dereference($0, in: file).node }
        guard let list = resolved.firstIndex(where: { $0.mapping?["type"]?.string == "array" }), isSimpleValue(resolved[1 - list], in: file)
        else { return nil }
        return choices[list]
    }

    /// A schema of one simple value: a string, number or boolean, an `enum`, a `const`, or a
    /// choice of those (OpenSearch writes its enums as `oneOf` of constants).
    private mutating func isSimpleValue(_ node: Node, in file: String, depth: Int = 0) -> Bool {
        guard let pairs = node.mapping else { return false }
        if let kind = pairs["type"]?.string, kind != "string" && kind != "integer" && kind != "number" && kind != "boolean" {
            return false
        }
        if pairs["type"] != nil || pairs["enum"] != nil || pairs["const"] != nil { return true }
        guard depth < 2, let choices = (pairs["oneOf"] ?? pairs["anyOf"])?.sequence, !choices.isEmpty else { return false }
        return choices.allSatisfy { isSimpleValue(dereference($0, in: file).node, in: file, depth: depth + 1) }
    }

    /// How a list of simple values in a query or form is written, from the `style` and
    /// `explode` of its parameter or encoding: `explode: false` (or a delimited style, whose
    /// `explode` is false unless it says otherwise) is one value, the items joined by commas
    /// (`type=album,track`), pipes or spaces as the style says; otherwise the key repeats
    /// (nil: gen's default).
    static func listStyle(_ fields: [Node.Pair]) -> FormStyle? {
        let style = fields["style"]?.string
        let delimited = style == "spaceDelimited" || style == "pipeDelimited"
        guard !(fields["explode"].map { $0.string != "false" } ?? !delimited) else { return nil }
        switch style {
        case "pipeDelimited": return .pipes
        case "spaceDelimited": return .spaces
        default: return .comma
        }
    }

    func simpleList(_ type: TypeRef) -> Bool {
        if case .array(let element) = type { return simple(element) }
        return false
    }

    // MARK: Request bodies

    /// The name of the component of `section` (`responses`, `requestBodies`) that `node` refers
    /// to: a shared answer's or body's inline schema is named after it, not after the first
    /// operation that gives it.
    static func componentName(_ node: Node, in section: String) -> String? {
        let prefix = "#/components/" + section + "/"
        guard let reference = node.mapping?["$ref"]?.string, reference.hasPrefix(prefix) else { return nil }
        let token = reference.dropFirst(prefix.count)
        guard !token.isEmpty, !token.contains("/") else { return nil }
        return decodedToken(token)
    }

    private mutating func requestBody(_ node: Node, into endpoint: inout ImportedSpec.Endpoint, labels: inout Set<String>, file: String) {
        let body = dereferenceObject(node, in: file)
        if let content = body.node.mapping?["content"], content.mapping == nil {
            diagnostics.error(content.mark, "a request body's 'content' is a mapping of media types to their schemas")
            return
        }
        guard let content = body.node.mapping?["content"]?.mapping, !content.isEmpty else { return }
        // In lower case to compare, and as written to send (`ext="https://…"` is case-sensitive),
        // with where the document names it.
        let media = content.compactMap { pair in pair.key.string.map { ($0.lowercased(), pair.value, $0, pair.key.mark) } }
        let owner = Naming.pascalCase(endpoint.name)
        // Offered as JSON and as multipart, a body with a required file part goes as multipart:
        // in JSON its bytes would be base64 text, which an upload endpoint does not take for a
        // file. With every file part optional, see `partsBeside` below.
        let multipart = media.first { $0.0.hasPrefix("multipart/") }
        let json =
            media.first(where: { Self.mediaType($0.0) == "application/json" })
            ?? media.first(where: { isJSONContent($0.0, $0.1, file: body.file) })
        // With every file part optional (NetBox's device types: their images), JSON is the call's
        // body, which keeps its objects and lists typed, and the multipart form is sent by an
        // endpoint of its own (`multipartCompanion`), for the files.
        var partsBeside: (fields: [ImportedSpec.Field], notes: [Note], mark: Mark)?
        if json != nil, let parts = multipart, hasFileParts(parts.1, file: body.file) {
            var formLabels = labels
            var form = endpoint
            let fields = formFields(parts.1, owner: owner, labels: &formLabels, file: body.file, multipart: true, endpoint: &form)
            let requiresAFile = fields.contains { $0.type == .primitive(.file) || $0.type == .array(.primitive(.file)) }
            if requiresAFile || fields.isEmpty {
                endpoint = form
                labels = formLabels
                endpoint.notes.append(
                    Note(
                        "the body is sent as multipart/form-data, which the operation offers beside JSON, for its file parts", at: parts.3
                    ))
                if !fields.isEmpty { endpoint.body = .multipart(fields) }
                return
            }
            partsBeside = (fields, Array(form.notes.dropFirst(endpoint.notes.count)), parts.3)
            // The companion's parts are labels of its call: a fixed query read after the body
            // (`/things?kind=device` beside a `kind` part) takes another label, in both calls.
            labels.formUnion(formLabels)
        }
        if let partsBeside { endpoint.multipartForm = partsBeside }
        if let json {
            let schema = json.1.mapping?["schema"] ?? Node(kind: .mapping([]), mark: json.1.mark)
            let name = Self.componentName(node, in: "requestBodies") ?? owner + "Request"
            let bodyType = type(of: schema, name: name, file: body.file, depth: 0).unwrapped
            // OpenAPI's `required` of a body is false unless it says otherwise: then the call
            // may leave the body out, and nothing is sent.
            endpoint.body = .json(flag(body.node.mapping?["required"]) ? bodyType : .optional(bodyType))
            // A JSON type of its own (`application/merge-patch+json`, `application/vnd.api+json`)
            // goes out as declared: servers refuse the plain type there (415). A range cannot.
            let declared = json.2
            if Self.mediaType(json.0) != "application/json" {
                // Kubernetes offers three kinds of patch; the call sends the first.
                let others = media.filter { $0.0 != json.0 && Self.isJSON($0.0) }.map(\.2)
                if !others.isEmpty {
                    endpoint.notes.append(
                        Note(
                            "the body is sent as \(declared), the first of its JSON types (also \(others.joined(separator: ", ")))",
                            at: json.3))
                }
                if !declared.contains("*"), let fixed = ImportedSpec.Header.fixed("Content-Type", declared, at: json.1.mark) {
                    endpoint.headers.append(fixed)
                } else {
                    endpoint.notes.append(Note("the body is sent as application/json, not \(json.0)", at: json.3))
                }
            }
        } else if let form = media.first(where: { $0.0 == "application/x-www-form-urlencoded" }) {
            let fields = formFields(form.1, owner: owner, labels: &labels, file: body.file, multipart: false, endpoint: &endpoint)
            // A form with nothing in it (Stripe's GETs declare one) is no body.
            if !fields.isEmpty { endpoint.body = .form(fields) }
        } else if let parts = media.first(where: { $0.0.hasPrefix("multipart/") }) {
            if Self.mediaType(parts.0) != "multipart/form-data" {
                endpoint.notes.append(Note("the body is sent as multipart/form-data, not \(parts.0)", at: parts.3))
            }
            let fields = formFields(parts.1, owner: owner, labels: &labels, file: body.file, multipart: true, endpoint: &endpoint)
            if !fields.isEmpty { endpoint.body = .multipart(fields) }
        } else if let other = media.first {
            if other.0.contains("xml") { diagnostics.warning(other.1.mark, "the XML body of \(endpoint.name) is sent as raw bytes") }
            endpoint.body = .raw(Self.rawContentType(media.map(\.2), endpoint: &endpoint))
        }
    }

    /// The content type of a raw body offered as `types`: the one type, or the range that holds
    /// them all (`image/png`, `image/jpeg` → `image/*`), whose call takes the one it sends.
    private static func rawContentType(_ types: [String], endpoint: inout ImportedSpec.Endpoint) -> String {
        guard types.count > 1 else { return types.first ?? "application/octet-stream" }
        let range = range(holding: types)
        endpoint.notes.append(
            "the body is sent as the content type the call gives, within \(range) (the document offers \(types.joined(separator: ", ")))")
        return range
    }

    /// The media range that holds every one of `types`: `image/*` for `image/png` and
    /// `image/jpeg`, else `*/*`.
    static func range(holding types: [String]) -> String {
        let tops = Set(types.map { mediaType($0).lowercased().split(separator: "/").first.map(String.init) ?? "*" })
        guard tops.count == 1, let top = tops.first, top != "*" else { return "*/*" }
        return top + "/*"
    }

    /// Whether a media type's schema has a property of bytes (`partHoldsBytes`), or a list of them.
    private mutating func hasFileParts(_ media: Node, file: String) -> Bool {
        guard let schema = media.mapping?["schema"] else { return false }
        let object = dereference(schema, in: file)
        let encodings = media.mapping?["encoding"]?.mapping ?? []
        return (object.node.mapping?["properties"]?.mapping ?? []).contains { property in
            property.key.string.map { partHoldsBytes(property.value, encoding: encodings[$0], file: object.file) } ?? false
        }
    }

    /// Whether a multipart part (or each item of a list part) is a file: bytes (`format:
    /// binary` or `byte`); a `contentMediaType`, or an `encoding` content type, that is neither
    /// text nor JSON; or, in a 3.1 document, the empty schema, which OpenAPI 3.1 reads as
    /// application/octet-stream (its own upload examples are written so).
    private mutating func partHoldsBytes(_ property: Node, encoding: Node?, file: String) -> Bool {
        var value = dereference(property, in: file)
        if value.node.mapping?["type"]?.string == "array", let items = value.node.mapping?["items"] {
            value = dereference(items, in: value.file)
        }
        let keywords = value.node.mapping ?? []
        if let format = keywords["format"]?.string, format == "binary" || format == "byte" { return true }
        let declared = encoding?.mapping?["contentType"]?.string ?? keywords["contentMediaType"]?.string
        if let declared, Self.isBytesMedia(declared) { return true }
        return spec.version.hasPrefix("3.1") && keywords.isEmpty && value.node.mapping != nil
    }

    /// A part that is a choice whose every option is bytes: a list of files when one option
    /// is a list (`anyOf: [binary, array of binary]`, OpenAI's image edits), else a file; so is
    /// a file beside `null` (pydantic's `Optional[UploadFile]`, Mistral's transcriptions). Read
    /// alone, the choice is a union or text, sent as text, and no file could be uploaded. A list
    /// of files sends one part per file, so it sends one file too. Nil for any other part.
    private mutating func filePartChoice(_ property: Node, encoding: Node?, file: String) -> (isList: Bool, node: Node, nullable: Bool)? {
        let value = dereference(property, in: file)
        guard let pairs = value.node.mapping, let choices = (pairs["oneOf"] ?? pairs["anyOf"])?.sequence else { return nil }
        let options = choices.filter { !Self.isNullSchema($0) }
        guard choices.count > 1, !options.isEmpty, options.allSatisfy({ partHoldsBytes($0, encoding: encoding, file: value.file) })
        else { return nil }
        let isList = options.contains { dereference($0, in: value.file).node.mapping?["type"]?.string == "array" }
        return (isList, Self.fileSchema(value.node, isList: isList), options.count < choices.count)
    }

    /// A choice of files as the file or list of files it is read as, with its words.
    static func fileSchema(_ choice: Node, isList: Bool) -> Node {
        let mark = choice.mark
        let bytes = [pair("type", "string", at: mark), pair("format", "binary", at: mark)]
        let words = (choice.mapping ?? []).filter { ["description", "deprecated", "title"].contains($0.key.string ?? "") }
        guard isList else { return Node(kind: .mapping(bytes + words), mark: mark) }
        let items = Node(kind: .mapping(bytes), mark: mark)
        let list = [
            pair("type", "array", at: mark),
            pair("items", items, at: mark),
        ]
        return Node(kind: .mapping(list + words), mark: mark)
    }

    /// A media type of bytes: not text, JSON, a form or multipart (the first of a list, as an
    /// `encoding`'s `contentType` may give several: `image/png, image/jpeg`).
    static func isBytesMedia(_ media: String) -> Bool {
        let listed = media.split(separator: ",").first.map { String($0.drop { $0 == " " }) } ?? media
        let first = mediaType(listed).lowercased()
        return !first.isEmpty && !first.hasPrefix("text/") && !isJSON(first) && first != "application/x-www-form-urlencoded"
            && !first.hasPrefix("multipart/")
    }

    /// Whether content of `media` is JSON: `*/*` is, unless its schema is bytes (`type: string,
    /// format: binary`), which are sent and read as they are.
    private mutating func isJSONContent(_ media: String, _ node: Node, file: String) -> Bool {
        guard Self.isJSON(media) else { return false }
        guard Self.mediaType(media) == "*/*", let schema = node.mapping?["schema"] else { return true }
        let keywords = dereference(schema, in: file).node.mapping ?? []
        return !(keywords["type"]?.string == "string" && keywords["format"]?.string == "binary")
    }

    static func isJSON(_ media: String) -> Bool {
        let type = mediaType(media)
        return type == "application/json" || type.hasSuffix("+json") || type == "*/*" || type == "text/json"
    }

    /// What comes before the parameters of a media type (`application/json; charset=utf-8`):
    /// the first piece between `;`s that is not empty, or the whole text when there is none.
    /// ASCII (every real media type) is read byte by byte; splitting `Character`s cost more
    /// than the rest of reading a response.
    static func mediaType(_ media: String) -> String {
        guard media.utf8.allSatisfy({ $0 < 0x80 }) else { return media.split(separator: ";").first.map(String.init) ?? media }
        let bytes = media.utf8
        let semicolon = UInt8(ascii: ";")
        guard let start = bytes.firstIndex(where: { $0 != semicolon }) else { return media }
        let end = bytes[start...].firstIndex(of: semicolon) ?? bytes.endIndex
        return String(media[start..<end])
    }

    /// The properties of a query parameter's object that OpenAPI sends as query items of their
    /// own (`style: form`, the default, exploded, the default): a model whose properties are
    /// simple values or lists of them. Nil for anything else (a dictionary, a nested object, a
    /// `deepObject`), which goes in bracket notation.
    private func formExplodedMembers(_ type: TypeRef, parameter: [Node.Pair]) -> [ImportedSpec.Field]? {
        guard case .named(let model, _) = type, let members = modelFields[model], !members.isEmpty,
            (parameter["style"]?.string ?? "form") == "form", parameter["explode"].map(flag) ?? true,
            members.allSatisfy({ simple($0.type.unwrapped) || simpleList($0.type.unwrapped) }),
            // One that keeps other members too has no fixed names to send them under.
            !keepsOtherMembers(model)
        else { return nil }
        return members
    }

    /// How many schemas a form's `allOf`s may hold, nested: a bound, as members may refer
    /// back to one another.
    static let maxFormMembers = 256

    private mutating func formFields(
        _ media: Node, owner: String, labels: inout Set<String>, file: String, multipart: Bool, endpoint: inout ImportedSpec.Endpoint
    ) -> [ImportedSpec.Field] {
        guard let schemaNode = media.mapping?["schema"] else { return [] }
        let schema = dereference(schemaNode, in: file)
        // Each property with the file its schema is read in: a member of an `allOf` may be in
        // another file, and have an `allOf` of its own (Lob's campaign form: `allOf: [{ $ref:
        // writable_base.yml }, …]`, itself `allOf: [{ $ref: common.yml }, …]`).
        var properties: [(pair: Node.Pair, file: String)] = []
        var required: Set<String> = []
        var members = [schema]
        var read = 0
        while !members.isEmpty, read < Self.maxFormMembers {
            let member = members.removeFirst()
            read += 1
            let pairs = member.node.mapping ?? []
            properties += (pairs["properties"]?.mapping ?? []).map { ($0, member.file) }
            required.formUnion(requiredNames(pairs["required"]))
            members += (pairs["allOf"]?.sequence ?? []).map { dereference($0, in: member.file) }
            // A member that is one of several objects: each one's properties, none required.
            if pairs["properties"] == nil, let choices = (pairs["oneOf"] ?? pairs["anyOf"])?.sequence {
                for choice in choices {
                    let target = dereference(choice, in: member.file)
                    properties += (target.node.mapping?["properties"]?.mapping ?? []).map { ($0, target.file) }
                }
                endpoint.notes.append("the form is one of \(choices.count) schemas; their properties are optional fields here")
            }
        }
        let encodings = media.mapping?["encoding"]?.mapping ?? []
        var fields: [ImportedSpec.Field] = []
        // The first of a key wins (a property an `allOf` member declares again is left out).
        var keys: Set<String> = []
        for (pair, propertyFile) in properties {
            guard let key = pair.key.string, keys.insert(key).inserted else { continue }
            let choice = multipart ? filePartChoice(pair.value, encoding: encodings[key], file: propertyFile) : nil
            var field = self.field(
                key, schema: choice?.node ?? pair.value, required: required.contains(key), owner: owner, taken: &labels,
                file: propertyFile, depth: 0, mark: pair.key.mark)
            Self.leaveDefaultToServer(&field, required: required.contains(key))
            let inner = field.type.unwrapped
            if multipart {
                if let choice {
                    let file = choice.isList ? TypeRef.array(.primitive(.file)) : .primitive(.file)
                    field.type = field.type.isOptional || choice.nullable ? .optional(file) : file
                    if choice.isList {
                        endpoint.notes.append(
                            Note(
                                "multipart part '\(key)' is one file or several: a list of files here (one file is a list of one; each is a part named '\(key)')",
                                at: pair.key.mark))
                    }
                } else if partHoldsBytes(pair.value, encoding: encodings[key], file: propertyFile) {
                    switch inner {
                    case .primitive(.data), .primitive(.string), .primitive(.json):
                        field.type = field.type.isOptional ? .optional(.primitive(.file)) : .primitive(.file)
                    case .array(.primitive(.data)), .array(.primitive(.string)), .array(.primitive(.json)):
                        field.type = field.type.isOptional ? .optional(.array(.primitive(.file))) : .array(.primitive(.file))
                    default: break
                    }
                }
                let fieldInner = field.type.unwrapped
                if !simple(fieldInner), !simpleList(fieldInner), fieldInner != .primitive(.file), fieldInner != .array(.primitive(.file)) {
                    field.type = field.type.isOptional ? .optional(.primitive(.string)) : .primitive(.string)
                    endpoint.notes.append(
                        Note("multipart part '\(key)': a structured part is sent as text (JSON the caller encodes)", at: pair.key.mark))
                }
                field.dateOnly = field.dateOnly && field.type.unwrapped == .primitive(.date)
            } else {
                if !simple(inner), !simpleList(inner) {
                    if inner == .primitive(.json) || inner == .primitive(.data) {
                        field.type = field.type.isOptional ? .optional(.primitive(.string)) : .primitive(.string)
                    } else {
                        field.style = .brackets
                    }
                } else if encodings[key]?.mapping?["style"]?.string == "deepObject" {
                    field.style = .brackets
                } else if simpleList(inner), let encoding = encodings[key]?.mapping {
                    field.style = Self.listStyle(encoding)
                }
                field.dateOnly = field.dateOnly && inner == .primitive(.date)
            }
            fields.append(field)
        }
        return fields
    }

    // MARK: Responses

    private mutating func responses(_ node: Node?, into endpoint: inout ImportedSpec.Endpoint, file: String) {
        guard let node else { return }
        guard let pairs = node.mapping else {
            diagnostics.error(node.mark, "'responses' is a mapping of statuses to responses")
            return
        }
        let owner = Naming.pascalCase(endpoint.name)
        var answers: [(status: Int, answer: ImportedSpec.Answer)] = []
        let successes = pairs.filter { pair in
            guard let status = pair.key.string else { return false }
            return status.hasPrefix("2")
        }
        // A range stands for its first status (`2XX` is 200), unless that status has an answer
        // of its own (or `2xx` gave it one already).
        let exactStatuses = Set(successes.compactMap { $0.key.string }.filter { !$0.uppercased().hasSuffix("XX") })
        for pair in successes {
            let written = pair.key.string ?? ""
            guard let status = Int(written.uppercased().replacingOccurrences(of: "XX", with: "00")), (200...299).contains(status) else {
                diagnostics.error(pair.key.mark, "response status '\(written)' is not an HTTP status, a range such as 2XX, or 'default'")
                continue
            }
            if written.uppercased().hasSuffix("XX"),
                exactStatuses.contains(String(status)) || answers.contains(where: { $0.status == status })
            {
                diagnostics.warning(
                    pair.key.mark,
                    "the \(written) answer of \(endpoint.name) is skipped: gen reads a range as its first status, \(status), which has an answer of its own"
                )
                continue
            }
            let response = dereferenceObject(pair.value, in: file)
            if let links = Self.keyMark(response.node.mapping ?? [], "links") {
                diagnostics.warning(links, "links of \(endpoint.name)'s \(written) answer are not read")
            }
            if endpoint.method == "head" {
                // An answer to HEAD has no body: the one the document gives is not read at all.
                let note = "HEAD: an answer to it has no body, so the body the document gives is not read"
                if response.node.mapping?["content"] != nil, !endpoint.notes.contains(where: { $0.text == note }) {
                    endpoint.notes.append(Note(note, at: pair.key.mark))
                }
                answers.append((status, .empty))
                continue
            }
            let name =
                Self.componentName(pair.value, in: "responses")
                ?? (successes.count > 1 ? owner + "Response" + written.uppercased() : owner + "Response")
            answers.append((status, answer(response.node, name: name, file: response.file, endpoint: &endpoint)))
        }
        // A HEAD request's answer is its status and headers (Decentraland's `HEAD
        // /contents/{hash}` and its `ETag`), which the call returns (`Response<Void>`); it
        // returned nothing. Headers declared beside any other answer (Discord's rate limits on
        // every 204) are the client's to read, not each call's result.
        if endpoint.method == "head" { endpoint.metadata = true }
        let failureStatuses = pairs.filter { $0.key.string?.hasPrefix("4") == true || $0.key.string?.hasPrefix("5") == true }
        if successes.isEmpty, endpoint.method != "head", let fallback = pairs["default"] {
            // `default` stands for every status, the successes among them; unless its body is
            // the model of a 4xx or 5xx answer beside it (DigitalOcean's retired operations
            // answer 410, and `default` with the same error): then a success has no body.
            if let model = errorModel(of: fallback, owner: owner, file: file),
                failureStatuses.contains(where: { errorModel(of: $0.value, owner: owner, file: file) == model })
            {
                answers.append((200, .empty))
                endpoint.notes.append(
                    Note(
                        "no 2xx answer, and 'default' carries the error model \(model) of a 4xx or 5xx answer beside it: a success is read as having no body",
                        at: Self.keyMark(pairs, "default")))
            } else {
                let response = dereferenceObject(fallback, in: file)
                let name = Self.componentName(fallback, in: "responses") ?? owner + "Response"
                let answer = answer(response.node, name: name, file: response.file, endpoint: &endpoint)
                if case .empty = answer {
                } else {
                    answers.append((200, answer))
                    endpoint.notes.append(
                        Note(
                            "no 2xx answer: the 'default' answer is read as the answer of a success too", at: Self.keyMark(pairs, "default")
                        ))
                }
            }
        }
        // The error body: `default`'s, else the first 4xx or 5xx answer's, of those with a JSON
        // body that names a schema; a status with a model of its own (DigitalOcean's NFS answers
        // a 400 with `{code, message}`, where its `default` is `{id, message}`) keeps it.
        let failures =
            (pairs["default"].map { [(status: nil as Int?, node: $0)] } ?? [])
            + failureStatuses.map { (status: $0.key.string.flatMap { Int($0) }, node: $0.value) }
        for (status, failure) in failures {
            guard let model = errorModel(of: failure, owner: owner, file: file) else { continue }
            if endpoint.error == nil {
                endpoint.error = model
            } else if let status, (400...599).contains(status), model != endpoint.error {
                endpoint.errorsByStatus.append((status, model))
            }
        }
        answers.sort { $0.status < $1.status }
        let bodies = answers.filter { if case .empty = $0.answer { return false } else { return true } }
        guard !answers.isEmpty else { return }
        if bodies.isEmpty {
            return
        }
        let jsonTypes = bodies.compactMap { item -> TypeRef? in
            if case .json(let type) = item.answer { return type }
            return nil
        }
        if answers.count == 1 || (jsonTypes.count == bodies.count && Set(jsonTypes).count == 1) || jsonTypes.count != bodies.count {
            if jsonTypes.count != bodies.count && answers.count > 1 {
                endpoint.notes.append("answers of several statuses that are not all JSON: the first is read")
            }
            let first = bodies[0].answer
            if case .json(let type) = first, bodies.count < answers.count {
                endpoint.response = .json(Self.optional(type))
            } else {
                endpoint.response = first
            }
            return
        }
        // The enum of answers by status is `<Endpoint>Response`: a model of that name keeps it,
        // and the first body is read instead.
        let enumName = Naming.pascalCase(endpoint.name) + "Response"
        guard takenTypeNames.insert(enumName.lowercased()).inserted else {
            endpoint.notes.append("answers by status: the enum would take model \(enumName)'s name; the first answer is read")
            endpoint.response = bodies[0].answer
            return
        }
        endpoint.responses = answers
    }

    /// The model a 4xx, 5xx or `default` answer's JSON body is, when it is a named one: a
    /// schema of its own, or one written inline in a response component, which names it
    /// (Linode's `ErrorResponse`, shared by every operation). A schema inline in the operation
    /// is left to `APIError`, which carries its bytes, with one note for the document.
    private mutating func errorModel(of failure: Node, owner: String, file: String) -> String? {
        let response = dereferenceObject(failure, in: file)
        guard let content = response.node.mapping?["content"]?.mapping,
            let json = content.first(where: { Self.isJSON($0.key.string?.lowercased() ?? "") }),
            let schema = json.value.mapping?["schema"]
        else { return nil }
        let component = Self.componentName(failure, in: "responses")
        if schema.mapping?["$ref"] == nil, component == nil || !Self.isObjectSchema(schema) {
            if Self.isObjectSchema(schema) { inlineErrorSchemas.append(schema.mark) }
            return nil
        }
        // Read before `modelFields` is looked at: reading may declare the model.
        let type = self.type(of: schema, name: component ?? owner + "Error", file: response.file, depth: 0)
        // A schema that may be null (`nullable: true`) is still the body an error carries.
        guard case .named(let model, _) = type.unwrapped, modelFields[model] != nil else { return nil }
        return model
    }

    /// Whether an inline schema declares an object's properties, as an error body does.
    private static func isObjectSchema(_ schema: Node) -> Bool { schema.mapping?["properties"]?.mapping?.isEmpty == false }

    private mutating func answer(_ node: Node, name: String, file: String, endpoint: inout ImportedSpec.Endpoint) -> ImportedSpec.Answer {
        guard let content = node.mapping?["content"]?.mapping, !content.isEmpty else { return .empty }
        let media = content.compactMap { pair in pair.key.string.map { ($0.lowercased(), pair.value, pair.key.mark) } }
        let others = media.filter { !isJSONContent($0.0, $0.1, file: file) }
        let bytes = others.filter { Self.isBytesMedia($0.0) && !Self.mediaType($0.0).contains("xml") }.map { Self.mediaType($0.0) }
        if let json = media.first(where: { isJSONContent($0.0, $0.1, file: file) }) {
            // A stream of events beside it (OpenAI's chat completions with `stream: true`) is
            // read by an endpoint of its own, when the document says what its events hold;
            // either way a request must ask for it, which is said where the document offers it.
            if let stream = others.first(where: { Self.mediaType($0.0) == "text/event-stream" }), endpoint.eventStream == nil {
                if let events = eventData(stream.1, name: name, file: file) {
                    endpoint.eventStream = (events, stream.2)
                } else {
                    let streamNote =
                        "the answer is read as JSON; its text/event-stream form is not read, so a request that asks the server to stream fails to decode"
                    if !endpoint.notes.contains(where: { $0.text == streamNote }) { endpoint.notes.append(Note(streamNote, at: stream.2)) }
                }
            }
            guard let schema = json.1.mapping?["schema"] else { return .json(.primitive(.json)) }
            // A bare JSON string beside bytes (OpenAI's zip and video downloads offer both) is
            // not what a download is: the bytes are.
            if bytes.isEmpty || !isBareString(schema, file: file) {
                // Another form offered beside it (Rebilly's invoice as `application/pdf`, asked
                // for with `Accept`) is not read: said, not dropped in silence. An XML form, the
                // JSON one's data in other markup (Petstore's every answer), is not.
                let unread = others.filter { Self.mediaType($0.0) != "text/event-stream" && !$0.0.contains("xml") }
                if let first = unread.first {
                    let forms = unread.map { Self.mediaType($0.0) }.joined(separator: ", ")
                    endpoint.notes.append(
                        Note(
                            "the answer is read as JSON; its \(forms) form is not read, so a request that asks for it fails to decode",
                            at: first.2))
                }
                // A schema that may be null (`nullable`, `oneOf` with `null`) is an optional
                // answer: a `null` body is nil, as an empty one is.
                return .json(type(of: schema, name: name, file: file, depth: 0))
            }
            endpoint.notes.append(
                Note("the answer is read as \(bytes.joined(separator: ", ")), not as the JSON string also offered", at: json.2))
            return bytesAnswer(bytes, endpoint: &endpoint)
        }
        guard let (type, _, mark) = others.first else { return .empty }
        let mediaType = Self.mediaType(type).trimmingCharacters(in: .whitespaces)
        if mediaType.contains("xml") {
            diagnostics.warning(mark, "the XML answer of \(endpoint.name) is returned as text")
            return .text(mediaType)
        }
        // A stream of events whose data the document describes (Anthropic's and OpenAI's
        // streams): each event's data decoded as its schema. Without one, or as bare text, the
        // stream is read as text once it ends.
        if mediaType == "text/event-stream", let data = eventData(others[0].1, name: name, file: file) { return .events(data) }
        if mediaType.hasPrefix("text/") { return .text(mediaType) }
        return bytes.count > 1 ? bytesAnswer(bytes, endpoint: &endpoint) : .raw(mediaType)
    }

    /// What each event of a `text/event-stream` media type holds: its schema's type, or nil where
    /// there is none or it is text or bytes (then the stream is read whole, as text).
    private mutating func eventData(_ media: Node, name: String, file: String) -> TypeRef? {
        guard var schema = media.mapping?["schema"] else { return nil }
        var file = file
        // A schema of the whole event, its fields as properties (Mistral's `CompletionEvent`:
        // `{ data: CompletionChunk }`, beside `event`, `id`, `retry`): each event's `data` line
        // holds the `data` property's value, which is what the stream reads.
        let (event, eventFile) = dereference(schema, in: file)
        if let properties = event.mapping?["properties"]?.mapping, let data = properties["data"],
            properties.allSatisfy({ Self.eventFields.contains($0.key.string ?? "") }),
            // A record that only happens to have `id` and `data` (a job and its data) is data
            // itself: the event's own fields are `event` or `retry`, or `data` alone.
            properties.count == 1 || properties.contains(where: { ["event", "retry"].contains($0.key.string ?? "") })
        {
            (schema, file) = (data, eventFile)
        }
        let data = type(of: schema, name: name + "Event", file: file, depth: 0)
        return [.primitive(.string), .primitive(.data)].contains(data.unwrapped) ? nil : data
    }

    /// The fields of a server-sent event (its lines' names).
    static let eventFields: Set<String> = ["event", "data", "id", "retry"]

    /// An answer of bytes offered as `types`: the one type, or, of several (a video as
    /// `video/mp4` or its thumbnail as `image/webp`), the range that holds them all, so that
    /// none is refused as another type.
    private func bytesAnswer(_ types: [String], endpoint: inout ImportedSpec.Endpoint) -> ImportedSpec.Answer {
        let distinct = types.reduce(into: [String]()) { list, type in
            if !list.contains(type.lowercased()) { list.append(type.lowercased()) }
        }
        guard distinct.count > 1 else { return .raw(types[0]) }
        let range = Self.range(holding: distinct)
        endpoint.notes.append("the answer is any type within \(range) (the document offers \(types.joined(separator: ", ")))")
        return .raw(range)
    }

    /// Whether a schema is a JSON string and nothing more: no enum, constant or format but
    /// bytes.
    mutating func isBareString(_ schema: Node, file: String) -> Bool {
        guard let keywords = dereference(schema, in: file).node.mapping, keywords["type"]?.string == "string" else { return false }
        let format = keywords["format"]?.string
        return keywords["enum"] == nil && keywords["const"] == nil && (format == nil || format == "binary" || format == "byte")
    }

    /// A query parameter, form field or property the document does not require, with a
    /// default: optional, left out unless the caller gives it, the default being what the
    /// server assumes then. Sent by every call, Lob's `mail_type: usps_first_class` (a default
    /// for making mail) filtered every list to first-class mail, and every update of
    /// DigitalOcean's uptime checks sent `enabled: true`, waking a paused check. Its docs name
    /// the default; an answer without the key is nil. (A header's default is sent: it is most
    /// often a version, which the client was made for.)
    static func leaveDefaultToServer(_ field: inout ImportedSpec.Field, required: Bool) {
        guard !required, let value = field.defaultValue else { return }
        let spelled: String
        switch value {
        case .string(let text) where !text.isEmpty: spelled = text
        default: spelled = Written.value(value).text
        }
        let sentence = "The server's default: `\(spelled)` (when left out)."
        field.type = optional(field.type)
        field.defaultValue = nil
        field.serverDefault = (value, sentence)
        field.description = [field.description, sentence].compactMap { $0 }.joined(separator: "\n\n")
    }

    /// The error model most operations name becomes the API's; the others keep their own.
    mutating func chooseErrorModel() {
        var counts: [String: Int] = [:]
        for group in spec.groups { for endpoint in group.endpoints { if let error = endpoint.error { counts[error, default: 0] += 1 } } }
        guard let common = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return }
        spec.error = common
        var byStatus: Set<String> = []
        for g in spec.groups.indices {
            for e in spec.groups[g].endpoints.indices {
                if spec.groups[g].endpoints[e].error == common { spec.groups[g].endpoints[e].error = nil }
                byStatus.formUnion(spec.groups[g].endpoints[e].errorsByStatus.map(\.model))
            }
        }
        noteErrorModelsWithoutAMessage(Set(counts.keys).union(byStatus))
    }

    /// One note for the error answers whose schema is inline in the operation: not error bodies.
    mutating func noteInlineErrorSchemas() {
        guard let first = inlineErrorSchemas.min() else { return }
        let count = Set(inlineErrorSchemas).count
        let which =
            count == 1
            ? "an error answer has its schema written inline in its operation: not read as an error body"
            : "\(count) error answers have their schema written inline in their operation (the first here): not read as error bodies"
        diagnostics.append(
            Diagnostic(
                .note, first,
                "\(which), so errors carry the bytes (`APIError`'s body); a schema in components.schemas, or a response in components.responses, is decoded"
            ))
    }

    /// An error model with no field the client reads as its message (`Resolver.messageNames`,
    /// at the top or one level down, where a list is its first element) gives errors without
    /// one: said at the model, as the spec's `error:` can name the field.
    private mutating func noteErrorModelsWithoutAMessage(_ names: Set<String>) {
        // A text field at the top or one level down, of those names (or of any name).
        func hasText(_ fields: [ImportedSpec.Field], named names: [String]?, depth: Int) -> Bool {
            fields.contains { field in
                if names?.contains(field.name) ?? true, field.type.unwrapped == .primitive(.string) { return true }
                var inside = field.type.unwrapped
                if case .array(let element) = inside, !element.isOptional { inside = element }
                guard depth == 0, case .named(let inner, _) = inside, let innerFields = modelFields[inner] else {
                    return false
                }
                return hasText(innerFields, named: names, depth: 1)
            }
        }
        for index in spec.declarations.indices {
            guard case .model(var model) = spec.declarations[index], names.contains(model.name),
                let fields = modelFields[model.name], !hasText(fields, named: Resolver.messageNames, depth: 0)
            else { continue }
            // Naming a field helps only where one holds text that a dotted path reaches.
            let remedy =
                hasText(fields, named: nil, depth: 0)
                ? "; in an imported spec, `error: { model: \(model.name), message: <field> }` names one" : ""
            model.notes.append(
                "an error body, with no field read as its message (\(Resolver.messageNames.joined(separator: ", "))): errors carry the body (`errorBody(as:)`) but no message\(remedy)"
            )
            spec.declarations[index] = .model(model)
        }
    }

    /// Whether a path template has `{name}` or `{+name}` (its slashes sent as they are).
    /// Compared as bytes: Foundation's `contains` was 0.6% of reading Twilio's document.
    static func pathTemplate(_ path: String, names name: String) -> Bool {
        var path = path
        var name = name
        return path.withUTF8 { path in
            name.withUTF8 { name in
                func named(from start: Int) -> Bool {
                    let end = start + name.count
                    return end < path.count && path[end] == UInt8(ascii: "}") && path[start..<end].elementsEqual(name)
                }
                for index in path.indices where path[index] == UInt8(ascii: "{") {
                    if named(from: index + 1) { return true }
                    if index + 1 < path.count, path[index + 1] == UInt8(ascii: "+"), named(from: index + 2) { return true }
                }
                return false
            }
        }
    }
}
