import SpecLanguage

extension ContextBuilder {
    /// The context of `endpoints.mustache`: the endpoint enum with one case per endpoint.
    func endpointsFile() -> [String: Any] {
        let endpoints = api.endpoints
        let items = endpoints.map(endpointItem)
        let groups = api.groups.map { group -> [String: Any] in
            ["name": group.name, "endpoints": group.endpoints.map(endpointItem)]
        }
        func all(_ key: String) -> Bool { items.allSatisfy { ($0[key] as? Bool) == true } }
        return [
            "typeName": endpointType,
            "groups": groups,
            "endpoints": items,
            "hasEndpoints": !items.isEmpty,
            "queryNeedsDefault": !all("hasQuery"),
            "headersNeedDefault": !all("hasHeaders"),
            "bodyNeedsDefault": !all("hasBody"),
        ]
    }

    func endpointItem(_ endpoint: Endpoint) -> [String: Any] {
        let parameters = parameters(of: endpoint)
        let associated = parameters.isEmpty ? "" : "(" + parameters.map { "\(Naming.argumentLabel($0.label)): \($0.type)" }.joined(separator: ", ") + ")"
        let arguments = parameters.isEmpty ? "" : "(" + parameters.map { "\(Naming.argumentLabel($0.label, inCall: true)): \($0.label)" }.joined(separator: ", ") + ")"

        var queryLines: [String] = []
        for parameter in parameters where parameter.role == .query { queryLines += itemLines(parameter.field, label: parameter.local) }

        var headerLines: [String] = []
        for header in endpoint.headers {
            if let value = header.value {
                headerLines.append("headers.append((name: \(SwiftText.stringLiteral(header.name)), value: \(SwiftText.stringLiteral(value))))")
            } else if let field = header.parameter {
                let label = EndpointParameter.bindingName(Naming.parameterName(field.name))
                let name = SwiftText.stringLiteral(header.name)
                headerLines.append(
                    field.type.isOptional
                        ? "if let value = \(label) { headers.append((name: \(name), value: \(textExpression("value", field.type)))) }"
                        : "headers.append((name: \(name), value: \(textExpression(label, field.type))))")
            }
        }

        var bodyLines: [String] = []
        switch endpoint.body {
        case .none: break
        case .json(let type, _):
            if let inline = inlineBodyModel(type) {
                let arguments = parameters.filter { $0.role == .inlineBody }.map { "\(Naming.argumentLabel($0.label, inCall: true)): \($0.local)" }
                bodyLines = ["return .json(try encoder.encode(\(types.name(.named(inline.name, arguments: [])))(\(arguments.joined(separator: ", ")))))"]
            } else {
                bodyLines = ["return .json(try encoder.encode(body))"]
            }
        case .raw(let contentType): bodyLines = ["return .raw(body, contentType: \(SwiftText.stringLiteral(contentType)))"]
        case .form:
            bodyLines = ["var items: [URLQueryItem] = []"]
            for parameter in parameters where parameter.role == .form { bodyLines += itemLines(parameter.field, label: parameter.local) }
            bodyLines.append("return .form(items)")
        case .multipart:
            bodyLines = ["var parts: [MultipartPart] = []"]
            for parameter in parameters where parameter.role == .multipart {
                let key = SwiftText.stringLiteral(parameter.field.key)
                let isFile = parameter.field.type.unwrapped == .primitive(.file)
                let value = parameter.field.type.isOptional ? "value" : parameter.local
                let part = isFile
                    ? "parts.append(MultipartPart(name: \(key), file: \(value)))"
                    : "parts.append(MultipartPart(name: \(key), value: \(textExpression(value, parameter.field.type))))"
                bodyLines.append(parameter.field.type.isOptional ? "if let value = \(parameter.local) { \(part) }" : part)
            }
            bodyLines.append("return .multipart(parts)")
        }

        let auth = endpoint.auth ?? api.defaults.auth ?? api.auth
        let timeout = endpoint.timeout ?? api.defaults.timeout
        let retry = endpoint.retry ?? api.defaults.retry ?? 0
        let cache = endpoint.method == .get ? (endpoint.cache ?? api.defaults.cache) : nil
        let errorSpec = endpoint.errorBody
        // Secret fields of the JSON body and of the response, at any depth: the logger redacts them.
        var secrets: [String] = []
        var visited: Set<String> = []
        if case .json(let type, _) = endpoint.body { secrets += secretKeys(in: type, visited: &visited) }
        if let response = endpoint.response { secrets += secretKeys(in: response, visited: &visited) }
        if case .form(let fields) = endpoint.body { secrets += fields.filter(\.secret).map(\.key) }
        secrets += endpoint.query.filter(\.secret).map(\.key)

        return [
            "caseName": Naming.caseName(endpoint.name),
            "operationLiteral": SwiftText.stringLiteral(endpoint.name),
            "docLines": doc(endpointSummary(endpoint), endpoint.mark),
            "deprecated": endpoint.deprecated,
            "associatedValues": associated,
            "constructArguments": arguments,
            "method": "." + endpoint.method.rawValue,
            "pathPattern": pattern(parameters) { $0.role == .path },
            "pathExpression": pathExpression(endpoint),
            "hasQuery": !queryLines.isEmpty,
            "queryPattern": pattern(parameters) { $0.role == .query },
            "queryLines": queryLines,
            "hasHeaders": !headerLines.isEmpty,
            "headersPattern": pattern(parameters) { $0.role == .header },
            "headerLines": headerLines,
            "hasBody": !bodyLines.isEmpty,
            "bodyPattern": pattern(parameters) { [.json, .inlineBody, .form, .multipart, .raw].contains($0.role) },
            "bodyLines": bodyLines,
            "auth": authExpression(auth),
            "timeout": timeout.map(Self.number) ?? "nil",
            "retries": String(retry),
            "retryUnsafe": endpoint.retryUnsafe ? "true" : "false",
            "cacheLifetime": cache.map(Self.number) ?? "nil",
            "errorBody": errorSpec.map(errorBodyExpression) ?? "nil",
            "secretKeys": "[" + Array(Set(secrets)).sorted().map(SwiftText.stringLiteral).joined(separator: ", ") + "]",
        ]
    }

    /// The wire keys of `secret` fields in `type` and in every model it reaches.
    func secretKeys(in type: TypeRef, visited: inout Set<String>) -> [String] {
        switch type {
        case .primitive: return []
        case .array(let inner), .dictionary(let inner), .optional(let inner): return secretKeys(in: inner, visited: &visited)
        case .named(let name, let arguments):
            var keys = arguments.flatMap { secretKeys(in: $0, visited: &visited) }
            guard visited.insert(name).inserted, let model = api.model(named: name) else { return keys }
            for field in model.fields {
                if field.secret { keys.append(field.key) }
                keys += secretKeys(in: field.type, visited: &visited)
            }
            return keys
        }
    }

    /// `GET /orders/{id}` and the description, for the endpoint's doc comment.
    func endpointSummary(_ endpoint: Endpoint) -> String {
        let line = "`\(endpoint.method.rawValue.uppercased()) \(endpoint.path)`"
        return endpoint.description.map { "\($0)\n\n\(line)" } ?? line
    }

    /// `ErrorBodyDecoding(ErrorBody.self, message: { $0.message }, requestID: { $0.error?.requestId })`
    func errorBodyExpression(_ spec: ErrorBodySpec) -> String {
        let type = types.name(.named(spec.model, arguments: []))
        func accessor(_ path: [String]?) -> String {
            guard let path, !path.isEmpty else { return "{ _ in nil }" }
            var expression = "$0"
            var current = TypeRef.named(spec.model, arguments: [])
            for name in path {
                guard case .named(let modelName, _) = current.unwrapped, let model = api.model(named: modelName),
                    let field = model.fields.first(where: { $0.name == name })
                else { return "{ _ in nil }" }
                expression += (current.isOptional ? "?." : ".") + Naming.bare(Naming.propertyName(name))
                current = field.type
            }
            return "{ \(expression) }"
        }
        return "ErrorBodyDecoding(\(type).self, message: \(accessor(spec.messagePath)), requestID: \(accessor(spec.requestIdPath)))"
    }
}
