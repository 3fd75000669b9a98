import SpecLanguage

extension ContextBuilder {
    /// The context shared by `client.mustache` and `mock-client.mustache`.
    func clientFile() -> [String: Any] {
        // Each endpoint's method once: the groups list them again, in the same order.
        let methodsByGroup = api.groups.map { $0.endpoints.map(method) }
        let groups = zip(api.groups, methodsByGroup).map { group, methods -> [String: Any] in
            ["name": SwiftText.commentLine(group.name), "methods": methods]
        }
        let servers = api.servers.enumerated().map { index, server -> [String: Any] in
            ["caseName": Naming.caseName(server.name), "urlLiteral": SwiftText.stringLiteral(server.url), "isFirst": index == 0]
        }
        var headers = api.headers.map { "(name: \(SwiftText.stringLiteral($0.name)), value: \(SwiftText.stringLiteral($0.value)))" }
        if !api.headers.contains(where: { $0.name.lowercased() == "user-agent" }) {
            headers.append("(name: \"User-Agent\", value: \(SwiftText.stringLiteral(api.name + "Client")))")
        }
        return [
            "apiName": api.name,
            "protocolName": apiType + "ClientProtocol",
            "clientName": apiType + "Client",
            "mockName": "Mock" + apiType + "Client",
            "endpointType": endpointType,
            "serverType": apiType + "Server",
            "codingType": apiType + "Coding",
            "docLines": SwiftText.docLines(api.description),
            "groups": groups,
            "methods": Array(methodsByGroup.joined()),
            "hasEndpoints": !api.endpoints.isEmpty,
            "servers": servers,
            "defaultServer": servers.first?["caseName"] as? String ?? "production",
            "defaultHeaders": "[" + headers.joined(separator: ", ") + "]",
            "requestIDHeader": SwiftText.stringLiteral(api.requestIdHeader),
            "errorBody": api.errorBody.map(errorBodyExpression) ?? envelopeErrorBodyExpression ?? "nil",
            "hasRateLimit": api.rateLimit != nil,
            "rateLimitHeaders": api.rateLimit.map(rateLimitExpression) ?? "nil",
            "dateFormat": types.dateFormat(api.dateFormat),
        ]
    }

    /// `RateLimitHeaders(remaining: "X-RateLimit-Remaining", reset: "X-RateLimit-Reset", resetIs: .epochSeconds)`.
    private func rateLimitExpression(_ spec: RateLimitSpec) -> String {
        let reset = spec.reset.map(SwiftText.stringLiteral) ?? "nil"
        let resetIs: String
        switch spec.resetIs {
        case .epochSeconds: resetIs = ".epochSeconds"
        case .seconds: resetIs = ".seconds"
        }
        return "RateLimitHeaders(remaining: \(SwiftText.stringLiteral(spec.remaining)), reset: \(reset), resetIs: \(resetIs))"
    }

    /// Without an `error:` model, a failure's body is read as the API's envelope when it has that
    /// shape (`{ "success": false, "message": … }`), for its message and request id.
    private var envelopeErrorBodyExpression: String? {
        guard let envelope = api.envelope, api.model(named: envelope.model)?.genericParameters.count == 1 else { return nil }
        let type = Naming.typeName(envelope.model, api: api.name) + "<EmptyPayload>"
        return "ErrorBodyDecoding(\(type).self, message: { $0.envelopeMessage }, requestID: { $0.envelopeRequestID })"
    }

    private func method(_ endpoint: Endpoint) -> [String: Any] {
        let parameters = parameters(of: endpoint)
        let name = Naming.propertyName(endpoint.name)
        let signature = parameters.map { "\(Naming.argumentLabel($0.label)): \($0.type)" }.joined(separator: ", ")
        let signatureWithDefaults = parameters.map { "\(Naming.argumentLabel($0.label)): \($0.type)\($0.defaultArgument)" }.joined(
            separator: ", ")
        let forward = parameters.map { "\(Naming.argumentLabel($0.label, inCall: true)): \($0.label)" }.joined(separator: ", ")
        // The protocol extension's convenience overload leaves out every defaulted parameter.
        // Its labels differ from the requirement's, so it can never stand in for a missing
        // implementation (a same-signature overload with defaults would recurse forever).
        let required = parameters.filter { $0.defaultArgument.isEmpty }
        let shortSignature = required.map { "\(Naming.argumentLabel($0.label)): \($0.type)" }.joined(separator: ", ")
        let shortForward = parameters.map { parameter -> String in
            let value = parameter.defaultArgument.isEmpty ? parameter.label : String(parameter.defaultArgument.dropFirst(3))
            return "\(Naming.argumentLabel(parameter.label, inCall: true)): \(value)"
        }.joined(separator: ", ")
        let closureParameters = parameters.map { "_ \($0.label): \($0.type)" }.joined(separator: ", ")
        let closureArguments = parameters.map(\.label).joined(separator: ", ")
        let endpointCase = "." + Naming.caseName(endpoint.name) + (parameters.isEmpty ? "" : "(\(forward))")
        let (returnType, call) = call(endpoint, endpointValue: endpointType + endpointCase)
        let pagination = endpoint.pagination.flatMap { paginationContext($0, endpoint, parameters, returnType) }
        return [
            "name": name,
            "bareName": Naming.bare(name),
            "operationLiteral": SwiftText.stringLiteral(endpoint.name),
            "docLines": doc(endpointSummary(endpoint), endpoint.mark, "endpoint \(endpoint.group).\(endpoint.name)"),
            "deprecated": endpoint.deprecated,
            "signature": signature,
            "signatureWithDefaults": signatureWithDefaults,
            "hasDefaults": parameters.contains { !$0.defaultArgument.isEmpty },
            "shortSignature": shortSignature,
            "shortForwardArguments": shortForward,
            "forwardArguments": forward,
            "returnClause": returnType == "Void" ? "" : " -> \(returnType)",
            "returnType": returnType,
            "closureType": "@Sendable (\(closureParameters)) async throws -> \(returnType)",
            "closureArguments": closureArguments,
            // The mock's local for the stubbed closure: `handler`, unless a parameter has that name.
            "handlerName": parameters.contains { Naming.bare($0.label) == "handler" } ? "handler_" : "handler",
            "endpointCase": endpointCase,
            "call": call,
            "isPaginated": pagination != nil,
            "pagination": pagination ?? [:],
        ]
    }

    /// The return type of an endpoint's client method, and the `HTTPClient` call that is its
    /// body (`unwrap(Envelope<Order>.self, for: ShopEndpoint.getOrder(id: id))`).
    private func call(_ endpoint: Endpoint, endpointValue: String) -> (returnType: String, call: String) {
        if endpoint.download {
            return ("URL", "download(\(endpointValue))")
        }
        let envelope: EnvelopeSpec?
        switch endpoint.envelope {
        case .inherit: envelope = api.envelope
        case .none: envelope = nil
        case .use(let spec): envelope = spec
        }
        guard let response = endpoint.response else {
            if let envelope {
                let type = types.name(.named(envelope.model, arguments: [.named("EmptyPayload", arguments: [])]))
                return ("Void", "checkEnvelope(\(type).self, for: \(endpointValue))")
            }
            return ("Void", "send(\(endpointValue))")
        }
        let valueType = types.name(response)
        if let envelope {
            let wrapped = types.name(.named(envelope.model, arguments: [response]))
            return endpoint.metadata
                ? ("Response<\(valueType)>", "unwrapResponse(\(wrapped).self, for: \(endpointValue))")
                : (valueType, "unwrap(\(wrapped).self, for: \(endpointValue))")
        }
        return endpoint.metadata
            ? ("Response<\(valueType)>", "decodeResponse(\(valueType).self, for: \(endpointValue))")
            : (valueType, "decode(\(valueType).self, for: \(endpointValue))")
    }
}
