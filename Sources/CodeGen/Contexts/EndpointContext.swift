import SpecLanguage

/// One endpoint as `endpoints.mustache` sees it: its enum case and the Swift of each of its
/// properties (expressions and whole statements).
///
/// A class, not a struct: a template reads an endpoint's context many times, and a read of a struct
/// element of a list copies all its text.
final class EndpointContext: TemplateContext {
    let caseName: String
    let parameterCount: Int
    /// The spec's name as a string literal.
    let operation: String
    let docLines: [String]
    let deprecated: Bool
    /// `(id: String, page: Int?)`, or empty.
    let associatedValues: String
    /// `(id: id, page: page)`, or empty.
    let constructArguments: String
    let method: String
    /// `(let id, _)`: binds the path parameters; empty when there are none.
    let pathPattern: String
    let pathExpression: String
    /// The Swift types of the path parameters, in order; not a template key.
    let pathParameterTypes: String
    /// `id.isEmpty ? "id" : nil` over the text path parameters, or empty.
    let emptyPathCheck: String
    let emptyPathPattern: String
    let queryPattern: String
    let queryLines: [String]
    let headersPattern: String
    let headerLines: [String]
    let bodyPattern: String
    let bodyLines: [String]
    let auth: String
    let timeout: String
    let retries: String
    let retryUnsafe: String
    let cacheLifetime: String
    let maxResponseSize: String
    let errorBody: String
    let secretKeys: String
    /// `EndpointServer(…)` for an endpoint with a server of its own, else `nil`.
    let server: String
    /// `SuccessFlag(…)` when the API's answers carry a success flag, else `nil`.
    let successFlag: String

    var hasQuery: Bool { !queryLines.isEmpty }
    var hasHeaders: Bool { !headerLines.isEmpty }
    var hasBody: Bool { !bodyLines.isEmpty }

    /// The properties whose value is a constant per endpoint: each is a switch in the endpoint
    /// enum with a branch per distinct value (`EndpointsFileContext`).
    /// (Closures rather than key paths: a key path read costs about seven times a closure call,
    /// 53 against 7 ns here, and the file reads each property of every endpoint.)
    static let constantProperties: [(name: String, value: @Sendable (EndpointContext) -> String)] = [
        ("operation", { $0.operation }), ("method", { $0.method }), ("auth", { $0.auth }), ("timeout", { $0.timeout }),
        ("retries", { $0.retries }), ("retryUnsafe", { $0.retryUnsafe }), ("cacheLifetime", { $0.cacheLifetime }),
        ("errorBody", { $0.errorBody }), ("secretKeys", { $0.secretKeys }), ("server", { $0.server }),
        ("successFlag", { $0.successFlag }),
    ]

    init(
        caseName: String, parameterCount: Int, operation: String, docLines: [String], deprecated: Bool, associatedValues: String,
        constructArguments: String, method: String, pathPattern: String, pathExpression: String, pathParameterTypes: String,
        emptyPathCheck: String,
        emptyPathPattern: String, queryPattern: String, queryLines: [String], headersPattern: String, headerLines: [String],
        bodyPattern: String, bodyLines: [String], auth: String, timeout: String, retries: String, retryUnsafe: String,
        cacheLifetime: String, maxResponseSize: String, errorBody: String, secretKeys: String, server: String, successFlag: String
    ) {
        self.caseName = caseName
        self.parameterCount = parameterCount
        self.operation = operation
        self.docLines = docLines
        self.deprecated = deprecated
        self.associatedValues = associatedValues
        self.constructArguments = constructArguments
        self.method = method
        self.pathPattern = pathPattern
        self.pathExpression = pathExpression
        self.pathParameterTypes = pathParameterTypes
        self.emptyPathCheck = emptyPathCheck
        self.emptyPathPattern = emptyPathPattern
        self.queryPattern = queryPattern
        self.queryLines = queryLines
        self.headersPattern = headersPattern
        self.headerLines = headerLines
        self.bodyPattern = bodyPattern
        self.bodyLines = bodyLines
        self.auth = auth
        self.timeout = timeout
        self.retries = retries
        self.retryUnsafe = retryUnsafe
        self.cacheLifetime = cacheLifetime
        self.maxResponseSize = maxResponseSize
        self.errorBody = errorBody
        self.secretKeys = secretKeys
        self.server = server
        self.successFlag = successFlag
    }

    static let templateKeys = TemplateKeys<EndpointContext>([
        .text("caseName") { $0.caseName }, .text("operation") { $0.operation }, .lines("docLines") { $0.docLines },
        .flag("deprecated") { $0.deprecated }, .text("associatedValues") { $0.associatedValues },
        .text("constructArguments") { $0.constructArguments }, .number("parameterCount") { $0.parameterCount },
        .text("method") { $0.method }, .text("pathPattern") { $0.pathPattern }, .text("pathExpression") { $0.pathExpression },
        .text("emptyPathCheck") { $0.emptyPathCheck }, .text("emptyPathPattern") { $0.emptyPathPattern },
        .flag("hasQuery") { $0.hasQuery }, .text("queryPattern") { $0.queryPattern }, .lines("queryLines") { $0.queryLines },
        .flag("hasHeaders") { $0.hasHeaders }, .text("headersPattern") { $0.headersPattern },
        .lines("headerLines") { $0.headerLines }, .flag("hasBody") { $0.hasBody }, .text("bodyPattern") { $0.bodyPattern },
        .lines("bodyLines") { $0.bodyLines }, .text("auth") { $0.auth }, .text("timeout") { $0.timeout },
        .text("retries") { $0.retries }, .text("retryUnsafe") { $0.retryUnsafe }, .text("cacheLifetime") { $0.cacheLifetime },
        .text("maxResponseSize") { $0.maxResponseSize }, .text("errorBody") { $0.errorBody },
        .text("secretKeys") { $0.secretKeys },
    ])
}

extension ContextBuilder {
    func endpoint(_ endpoint: Endpoint) -> EndpointContext {
        let parameters = parameters(of: endpoint)
        let associated =
            parameters.isEmpty ? "" : "(" + parameters.map { "\(Naming.argumentLabel($0.label)): \($0.type)" }.joined(separator: ", ") + ")"
        let arguments =
            parameters.isEmpty
            ? "" : "(" + parameters.map { "\(Naming.argumentLabel($0.label, inCall: true)): \($0.label)" }.joined(separator: ", ") + ")"

        var queryLines: [String] = []
        for parameter in parameters where parameter.role == .query { queryLines += itemLines(parameter.field, label: parameter.local) }

        var headerLines: [String] = []
        for header in endpoint.headers {
            if let value = header.value {
                headerLines.append(
                    "headers.append((name: \(SwiftText.stringLiteral(header.name)), value: \(SwiftText.stringLiteral(value))))")
            } else if let field = header.parameter {
                let label = GeneratedNames.binding(Naming.parameterName(field.name))
                let name = SwiftText.stringLiteral(header.name)
                headerLines.append(
                    field.type.isOptional
                        ? "if let value = \(label) { headers.append((name: \(name), value: \(textExpression("value", field.type, dateFormat: field.dateFormat)))) }"
                        : "headers.append((name: \(name), value: \(textExpression(label, field.type, dateFormat: field.dateFormat))))")
            }
        }

        // An answer that is not JSON is asked for by its own type, in the request itself: a
        // caller of `urlRequest(baseURL:)` sends what the spec declares, not `application/json`.
        let accepted = endpoint.responseMedia?.mediaType ?? (endpoint.events != nil ? "text/event-stream" : nil)
        if let accepted, !endpoint.headers.contains(where: { $0.name.lowercased() == "accept" }) {
            headerLines.append("headers.append((name: \"Accept\", value: \(SwiftText.stringLiteral(accepted))))")
        }

        var bodyLines: [String] = []
        switch endpoint.body {
        case .none: break
        case .json(let type, _):
            if let inline = inlineBodyModel(type) {
                let arguments = parameters.filter { $0.role == .inlineBody }.map {
                    "\(Naming.argumentLabel($0.label, inCall: true)): \($0.local)"
                }
                bodyLines = [
                    "return .json(try encoder.encode(\(types.name(.named(inline.name, arguments: [])))(\(arguments.joined(separator: ", ")))))"
                ]
            } else if type.isOptional {
                // A body the call may leave out is not sent at all, rather than as `null`.
                bodyLines = ["guard let body else { return .none }", "return .json(try encoder.encode(body))"]
            } else {
                bodyLines = ["return .json(try encoder.encode(body))"]
            }
        case .raw(let contentType):
            let body = parameters.first { $0.role == .raw }?.local ?? "body"
            if let given = parameters.first(where: { $0.role == .rawContentType }) {
                bodyLines = ["return try .raw(\(body), contentType: \(given.local), within: \(SwiftText.stringLiteral(contentType)))"]
            } else {
                bodyLines = ["return .raw(\(body), contentType: \(SwiftText.stringLiteral(contentType)))"]
            }
        case .form:
            bodyLines = ["var items: [URLQueryItem] = []"]
            for parameter in parameters where parameter.role == .form { bodyLines += itemLines(parameter.field, label: parameter.local) }
            bodyLines.append("return .form(items)")
        case .multipart:
            bodyLines = ["var parts: [MultipartPart] = []"]
            for parameter in parameters where parameter.role == .multipart {
                let field = parameter.field
                let key = SwiftText.stringLiteral(field.key)
                let value = field.type.isOptional ? "value" : parameter.local
                // A list is one part per element, all under the field's name.
                var element = field.type.unwrapped
                var isList = false
                if case .array(let inner) = element {
                    element = inner
                    isList = true
                }
                // (`for item in item` is fine in Swift: the list is read before `item` is bound.)
                let item = isList ? "item" : value
                var part =
                    element == .primitive(.file)
                    ? "parts.append(MultipartPart(name: \(key), file: \(item)))"
                    : "parts.append(MultipartPart(name: \(key), value: \(textExpression(item, element, dateFormat: field.dateFormat))))"
                if isList { part = "for item in \(value) { \(part) }" }
                bodyLines.append(field.type.isOptional ? "if let value = \(parameter.local) { \(part) }" : part)
            }
            bodyLines.append("return .multipart(parts)")
        }

        let policy = endpoint.policy
        let errorSpec = endpoint.errorBody
        // Secret fields of the JSON body and of the response, at any depth: the logger redacts them.
        var secrets: [String] = []
        if case .json(let type, _) = endpoint.body { secrets += secretKeySet(in: type) }
        if let response = endpoint.response ?? endpoint.events { secrets += secretKeySet(in: response) }
        if case .form(let fields) = endpoint.body { secrets += fields.filter(\.secret).map(\.key) }
        secrets += endpoint.query.filter(\.secret).map(\.key)

        return EndpointContext(
            caseName: Naming.caseName(endpoint.name), parameterCount: parameters.count,
            operation: SwiftText.stringLiteral(endpoint.name),
            docLines: doc(endpointSummary(endpoint), endpoint.mark, "endpoint \(endpoint.group).\(endpoint.name)"),
            deprecated: endpoint.deprecated, associatedValues: associated, constructArguments: arguments,
            method: "." + endpoint.method.rawValue, pathPattern: pattern(parameters) { $0.role == .path },
            pathExpression: pathExpression(endpoint),
            pathParameterTypes: parameters.filter { $0.role == .path }.map(\.type).joined(separator: ","),
            emptyPathCheck: emptyPathCheck(endpoint),
            emptyPathPattern: pattern(parameters) { $0.role == .path && $0.field.type == .primitive(.string) },
            queryPattern: pattern(parameters) { $0.role == .query }, queryLines: queryLines,
            headersPattern: pattern(parameters) { $0.role == .header }, headerLines: headerLines,
            bodyPattern: pattern(parameters) { [.json, .inlineBody, .form, .multipart, .raw, .rawContentType].contains($0.role) },
            bodyLines: bodyLines,
            auth: authExpression(policy.auth), timeout: policy.timeout.map(Self.number) ?? "nil", retries: String(policy.retry),
            retryUnsafe: policy.retryUnsafe ? "true" : "false", cacheLifetime: policy.cache.map(Self.number) ?? "nil",
            maxResponseSize: policy.maxResponseSize.map { String($0) } ?? "nil",
            errorBody: errorBodyExpression(errorSpec, byStatus: endpoint.errorBodiesByStatus),
            secretKeys: secrets.isEmpty
                ? "[]" : "[" + Array(Set(secrets)).sorted().map(SwiftText.stringLiteral).joined(separator: ", ") + "]",
            server: serverExpression(endpoint), successFlag: successFlagExpression(endpoint))
    }

    /// `GET /orders/{id}` and the description, for the endpoint's doc comment.
    func endpointSummary(_ endpoint: Endpoint) -> String {
        let line = "`\(endpoint.method.rawValue.uppercased()) \(endpoint.path)`"
        return endpoint.description.map { "\($0)\n\n\(line)" } ?? line
    }

    /// An endpoint's error bodies: `nil` for the client's; bodies by status (`errors:`) over the
    /// endpoint's own (`error:`), or over the client's when it has none.
    func errorBodyExpression(_ spec: ErrorBodySpec?, byStatus: [Int: ErrorBodySpec]) -> String {
        guard !byStatus.isEmpty else { return spec.map(errorBodyExpression) ?? "nil" }
        let statuses = byStatus.sorted { $0.key < $1.key }.map { "\($0.key): \(errorBodyExpression($0.value))" }
        return "ErrorBodyDecoding(byStatus: [\(statuses.joined(separator: ", "))], otherwise: \(spec.map(errorBodyExpression) ?? "nil"))"
    }

    /// `ErrorBodyDecoding(ErrorBody.self, message: { $0.message }, requestID: { $0.error?.requestId })`
    func errorBodyExpression(_ spec: ErrorBodySpec) -> String {
        let type = types.name(.named(spec.model, arguments: []))
        /// `$0.error?.message` and whether it can be nil, or nil for a path the model does not have.
        /// A list on the way is its first element: `$0.errors.first?.message`.
        func value(_ path: [String]) -> (expression: String, isOptional: Bool, keys: [String])? {
            var expression = "$0"
            var current = TypeRef.named(spec.model, arguments: [])
            var isOptional = false
            // The fields' wire keys too (`["error", "request_id"]`), read where the model does
            // not decode a body.
            var keys: [String] = []
            for name in path {
                if case .array(let element) = current.unwrapped, !element.isOptional {
                    expression += (current.isOptional ? "?." : ".") + "first"
                    current = .optional(element)
                }
                guard case .named(let modelName, _) = current.unwrapped, let model = api.model(named: modelName),
                    let field = model.fields.first(where: { $0.name == name })
                else { return nil }
                // The field's own spelling: the path may write it with other Unicode scalars. A
                // deprecated field through its storage (`_error`), as the model's own code reads
                // it: the deprecated property would be a warning here.
                let bare = Naming.bare(Naming.propertyName(field.name))
                expression += (current.isOptional ? "?." : ".") + (field.deprecated ? "_" + bare : bare)
                if field.deprecated, leadsBack(to: model.name, through: field) {
                    expression += "?.value"
                    isOptional = true
                }
                isOptional = isOptional || current.isOptional
                keys.append(field.key)
                current = field.type
            }
            return (expression, isOptional || current.isOptional, keys)
        }
        /// `{ $0.error ?? $0.message }`: the first non-nil of the paths. Paths after one that is
        /// never nil are left out (the resolver warns about them): `??` there would be a warning.
        func accessor(_ paths: [[String]]) -> String {
            var values: [String] = []
            for found in paths.filter({ !$0.isEmpty }).compactMap(value) {
                values.append(found.expression)
                if !found.isOptional { break }
            }
            return values.isEmpty ? "{ _ in nil }" : "{ \(values.joined(separator: " ?? ")) }"
        }
        func keyList(_ paths: [[String]]) -> String {
            "["
                + paths.filter { !$0.isEmpty }.compactMap({ value($0)?.keys }).map {
                    "[" + $0.map(SwiftText.stringLiteral).joined(separator: ", ") + "]"
                }
                .joined(separator: ", ") + "]"
        }
        let requestIdPaths = spec.requestIdPath.map { [$0] } ?? []
        var expression = "ErrorBodyDecoding(\(type).self, message: \(accessor(spec.messagePaths)), requestID: \(accessor(requestIdPaths))"
        let (messageKeys, requestIDKeys) = (keyList(spec.messagePaths), keyList(requestIdPaths))
        if messageKeys != "[]" || requestIDKeys != "[]" {
            expression += ", messageKeys: \(messageKeys), requestIDKeys: \(requestIDKeys)"
        }
        return expression + ")"
    }
}
