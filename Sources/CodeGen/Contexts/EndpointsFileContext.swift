import SpecLanguage

extension ContextBuilder {
    /// The context of `endpoints.mustache`: the endpoint enum with one case per endpoint.
    func endpointsFile() -> [String: Any] {
        // Each endpoint's item once: the groups list them again, in the same order.
        let itemsByGroup = api.groups.map { $0.endpoints.map(endpointItem) }
        let items = Array(itemsByGroup.joined())
        let groups = zip(api.groups, itemsByGroup).map { group, items -> [String: Any] in
            ["name": SwiftText.commentLine(group.name), "endpoints": items]
        }
        func all(_ key: String) -> Bool { items.allSatisfy { ($0[key] as? Bool) == true } }
        var context: [String: Any] = [
            "typeName": endpointType,
            "groups": groups,
            "endpoints": items,
            "hasEndpoints": !items.isEmpty,
            "queryNeedsDefault": !all("hasQuery"),
            "headersNeedDefault": !all("hasHeaders"),
            "bodyNeedsDefault": !all("hasBody"),
        ]
        // Every switch over the endpoints ends in `default`: for an exhaustive switch the compiler
        // checks that every case is covered, which takes ~0.3 s per switch at 500 endpoints.
        for key in Self.constantProperties {
            context[key + "Branches"] = constantBranches(items.map { (Self.text($0, "caseName"), Self.text($0, key)) })
        }
        // Only an API that sets a size somewhere gets the property: the others keep the client's.
        let setsSize = items.contains { Self.text($0, "maxResponseSize") != "nil" }
        context["hasMaxResponseSize"] = setsSize
        context["maxResponseSizeArgument"] = setsSize ? ", maxResponseSize: maxResponseSize" : ""
        context["maxResponseSizeBranches"] =
            setsSize ? constantBranches(items.map { (Self.text($0, "caseName"), Self.text($0, "maxResponseSize")) }) : []
        context["pathBranches"] = pathBranches(items)
        let checked = items.filter { !Self.text($0, "emptyPathCheck").isEmpty }
        context["hasEmptyPathChecks"] = !checked.isEmpty
        context["emptyPathNeedsDefault"] = checked.count < items.count
        context["emptyPathBranches"] = checked.map { item -> [String: String] in
            [
                "label": "case .\(Self.text(item, "caseName"))\(Self.text(item, "emptyPathPattern"))",
                "value": Self.text(item, "emptyPathCheck"),
            ]
        }
        context["equalityBranches"] = equalityBranches(items)
        return context
    }

    /// A text value of an endpoint's context (`endpointItem`).
    static func text(_ item: [String: Any], _ key: String) -> String { item[key] as? String ?? "" }

    /// Endpoint properties whose value is a constant per endpoint.
    static let constantProperties = [
        "operation", "method", "auth", "timeout", "retries", "retryUnsafe", "cacheLifetime", "errorBody", "secretKeys",
    ]

    /// The branches of a switch over the endpoints for a property that is a constant per
    /// endpoint: one `case .a, .b: return x` per value and the most common value as `default`.
    func constantBranches(_ values: [(caseName: String, value: String)]) -> [[String: String]] {
        var order: [String] = []
        var cases: [String: [String]] = [:]
        for (caseName, value) in values {
            if cases[value] == nil { order.append(value) }
            cases[value, default: []].append("." + caseName)
        }
        guard var common = order.first else { return [] }
        for value in order where cases[value]!.count > cases[common]!.count { common = value }
        return order.filter { $0 != common }.map { ["label": Self.caseLabel(cases[$0]!), "value": $0] }
            + [["label": "default", "value": common]]
    }

    /// `path`: a case per endpoint with path parameters, then the fixed paths as constants.
    func pathBranches(_ items: [[String: Any]]) -> [[String: String]] {
        let fixed = items.filter { Self.text($0, "pathPattern").isEmpty }
        let bound = items.filter { !Self.text($0, "pathPattern").isEmpty }.map { item -> [String: String] in
            ["label": "case .\(Self.text(item, "caseName"))\(Self.text(item, "pathPattern"))", "value": Self.text(item, "pathExpression")]
        }
        return bound + constantBranches(fixed.map { (Self.text($0, "caseName"), Self.text($0, "pathExpression")) })
    }

    /// `isEqual(to:)` (`==`): the same case with equal inputs. The last endpoint is the `default` branch, where
    /// both sides are matched by `guard case`.
    func equalityBranches(_ items: [[String: Any]]) -> [[String: String]] {
        items.enumerated().map { index, item in
            let caseName = Self.text(item, "caseName")
            let count = item["parameterCount"] as? Int ?? 0
            let left = count == 0 ? "" : "(" + (0..<count).map { "let l\($0)" }.joined(separator: ", ") + ")"
            let right = count == 0 ? "" : "(" + (0..<count).map { "let r\($0)" }.joined(separator: ", ") + ")"
            let conditions = (0..<count).map { ", FieldEquality.equal(l\($0), r\($0))" }.joined()
            let isLast = index == items.count - 1
            return [
                "label": isLast ? "default" : "case .\(caseName)\(left)",
                "match": (isLast ? "case .\(caseName)\(left) = self, " : "") + "case .\(caseName)\(right) = rhs\(conditions)",
            ]
        }
    }

    /// `case .a, .b, …` wrapped so a line of patterns stays within about 100 columns once
    /// indented, continuation lines under the first pattern.
    static func caseLabel(_ patterns: [String]) -> String {
        var lines: [String] = []
        var line = ""
        for pattern in patterns {
            if !line.isEmpty, line.count + pattern.count > 86 {
                lines.append(line + ",")
                line = ""
            }
            line += (line.isEmpty ? "" : ", ") + pattern
        }
        lines.append(line)
        return "case " + lines.joined(separator: "\n             ")
    }

    func endpointItem(_ endpoint: Endpoint) -> [String: Any] {
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
                let label = EndpointParameter.bindingName(Naming.parameterName(field.name))
                let name = SwiftText.stringLiteral(header.name)
                headerLines.append(
                    field.type.isOptional
                        ? "if let value = \(label) { headers.append((name: \(name), value: \(textExpression("value", field.type, dateFormat: field.dateFormat)))) }"
                        : "headers.append((name: \(name), value: \(textExpression(label, field.type, dateFormat: field.dateFormat))))")
            }
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
        if let response = endpoint.response { secrets += secretKeySet(in: response) }
        if case .form(let fields) = endpoint.body { secrets += fields.filter(\.secret).map(\.key) }
        secrets += endpoint.query.filter(\.secret).map(\.key)

        return [
            "caseName": Naming.caseName(endpoint.name),
            "parameterCount": parameters.count,
            "operation": SwiftText.stringLiteral(endpoint.name),
            "docLines": doc(endpointSummary(endpoint), endpoint.mark, "endpoint \(endpoint.group).\(endpoint.name)"),
            "deprecated": endpoint.deprecated,
            "associatedValues": associated,
            "constructArguments": arguments,
            "method": "." + endpoint.method.rawValue,
            "pathPattern": pattern(parameters) { $0.role == .path },
            "pathExpression": pathExpression(endpoint),
            "emptyPathCheck": emptyPathCheck(endpoint),
            "emptyPathPattern": pattern(parameters) { $0.role == .path && $0.field.type == .primitive(.string) },
            "hasQuery": !queryLines.isEmpty,
            "queryPattern": pattern(parameters) { $0.role == .query },
            "queryLines": queryLines,
            "hasHeaders": !headerLines.isEmpty,
            "headersPattern": pattern(parameters) { $0.role == .header },
            "headerLines": headerLines,
            "hasBody": !bodyLines.isEmpty,
            "bodyPattern": pattern(parameters) { [.json, .inlineBody, .form, .multipart, .raw].contains($0.role) },
            "bodyLines": bodyLines,
            "auth": authExpression(policy.auth),
            "timeout": policy.timeout.map(Self.number) ?? "nil",
            "retries": String(policy.retry),
            "retryUnsafe": policy.retryUnsafe ? "true" : "false",
            "cacheLifetime": policy.cache.map(Self.number) ?? "nil",
            "maxResponseSize": policy.maxResponseSize.map { String($0) } ?? "nil",
            "errorBody": errorSpec.map(errorBodyExpression) ?? "nil",
            "secretKeys": "[" + Array(Set(secrets)).sorted().map(SwiftText.stringLiteral).joined(separator: ", ") + "]",
        ]
    }

    /// The wire keys of `secret` fields in `type` and in every model it reaches, as a set (the
    /// endpoint lists them sorted): what `secretKeys(in:visited:)` finds, with each model's
    /// share computed once per API.
    func secretKeySet(in type: TypeRef) -> Set<String> {
        switch type {
        case .primitive: return []
        case .array(let inner), .dictionary(let inner), .optional(let inner): return secretKeySet(in: inner)
        case .named(let name, let arguments):
            var keys = arguments.reduce(into: Set<String>()) { $0.formUnion(secretKeySet(in: $1)) }
            if let known = memo.secretKeys[name] {
                keys.formUnion(known)
            } else {
                var visited: Set<String> = []
                let reached = Set(secretKeys(in: .named(name, arguments: []), visited: &visited))
                memo.secretKeys[name] = reached
                keys.formUnion(reached)
            }
            return keys
        }
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
        /// `$0.error?.message` and whether it can be nil, or nil for a path the model does not have.
        func value(_ path: [String]) -> (expression: String, isOptional: Bool)? {
            var expression = "$0"
            var current = TypeRef.named(spec.model, arguments: [])
            var isOptional = false
            for name in path {
                guard case .named(let modelName, _) = current.unwrapped, let model = api.model(named: modelName),
                    let field = model.fields.first(where: { $0.name == name })
                else { return nil }
                // The field's own spelling: the path may write it with other Unicode scalars.
                expression += (current.isOptional ? "?." : ".") + Naming.bare(Naming.propertyName(field.name))
                isOptional = isOptional || current.isOptional
                current = field.type
            }
            return (expression, isOptional || current.isOptional)
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
        return
            "ErrorBodyDecoding(\(type).self, message: \(accessor(spec.messagePaths)), requestID: \(accessor(spec.requestIdPath.map { [$0] } ?? [])))"
    }
}
