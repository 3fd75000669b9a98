import SpecLanguage

/// What `client.mustache` and `mock-client.mustache` see: the client protocol, the live
/// client, the mock, and the API's servers and coders.
struct ClientFileContext: TemplateContext {
    var apiName: String
    /// The module the mock imports: the API's (`Shop`), or the build plugin's API target.
    var apiModule: String
    var names: GeneratedNames
    var docLines: [String]
    var groups: [MethodGroupContext]
    var methods: [MethodContext]
    var servers: [ServerContext]
    /// `[(name: "User-Agent", value: "ShopClient")]`.
    var defaultHeaders: String
    /// False for an API that only returns a request id (`requestId: { send: false }`).
    var sendsRequestID: Bool
    var requestIDHeader: String
    var errorBody: String
    /// `RateLimitHeaders(…)`, if the spec says how to read rate limits.
    var rateLimitHeaders: String?
    var dateFormat: String
    /// The mock imports an `internal` API's module with `@testable`: nothing else sees its types.
    var testableImport: Bool
    /// A publisher per endpoint, when the API opts into Combine.
    var publishers: PublishersContext?
    /// One `AuthSchemeName` constant per named scheme (`authSchemes:`); empty for most APIs.
    var authSchemes: [AuthSchemeNameContext] = []
    /// `[.offline: "No connection."]`, when the spec gives `errorTexts:`.
    var errorTexts: String?
    /// Whether the live client's init takes `credentials:`: not when every endpoint that sends
    /// credentials uses named schemes, whose credentials are set by name.
    var takesCredentials = true

    static let templateKeys = TemplateKeys<Self>([
        .text("apiName") { $0.apiName }, .text("apiModule") { $0.apiModule },
        .text("protocolName") { $0.names.clientProtocol }, .text("clientName") { $0.names.client },
        .text("mockName") { $0.names.mockClient }, .text("endpointType") { $0.names.endpoint },
        .text("serverType") { $0.names.server }, .text("codingType") { $0.names.coding },
        .lines("docLines") { $0.docLines }, .flag("hasDocLines") { !$0.docLines.isEmpty }, .list("servers") { $0.servers },
        .text("defaultServer") { $0.servers.first?.caseName ?? "production" }, .text("defaultHeaders") { $0.defaultHeaders },
        .text("requestIDHeader") { $0.requestIDHeader }, .flag("sendsRequestID") { $0.sendsRequestID }, .text("errorBody") { $0.errorBody },
        .flag("hasRateLimit") { $0.rateLimitHeaders != nil }, .text("rateLimitHeaders") { $0.rateLimitHeaders ?? "nil" },
        .text("dateFormat") { $0.dateFormat }, .list("groups") { $0.groups }, .list("methods") { $0.methods },
        .flag("hasEndpoints") { !$0.methods.isEmpty },
        .text("apiImport") { ($0.testableImport ? "@testable import " : "import ") + $0.apiModule },
        .context("publishers") { $0.publishers },
        .flag("hasAuthSchemes") { !$0.authSchemes.isEmpty }, .list("authSchemes") { $0.authSchemes },
        .flag("hasErrorTexts") { $0.errorTexts != nil }, .text("errorTexts") { $0.errorTexts ?? "[:]" },
        .flag("takesCredentials") { $0.takesCredentials },
    ])
}

/// One of the API's named auth schemes, as an `AuthSchemeName` constant.
struct AuthSchemeNameContext: TemplateContext {
    /// `storeKey`.
    var constant: String
    /// `"storeKey"`.
    var literal: String
    /// What the scheme sends: `An API key in the X-Store-Key header.`
    var docLine: String

    static let templateKeys = TemplateKeys<Self>([
        .text("constant") { $0.constant }, .text("literal") { $0.literal }, .text("docLine") { $0.docLine },
    ])
}

/// One of the spec's servers.
struct ServerContext: TemplateContext {
    var caseName: String
    var urlLiteral: String
    var isFirst: Bool

    static let templateKeys = TemplateKeys<Self>([
        .text("caseName") { $0.caseName }, .text("urlLiteral") { $0.urlLiteral }, .flag("isFirst") { $0.isFirst },
    ])
}

/// The methods of one group, for the protocol's `MARK:` sections.
struct MethodGroupContext: TemplateContext {
    var name: String
    var methods: [MethodContext]

    static let templateKeys = TemplateKeys<Self>([.text("name") { $0.name }, .list("methods") { $0.methods }])
}

/// One endpoint's client method: its signatures, the live call and the mock's closure.
///
/// A class, not a struct: the client, the protocol and the mock each read a method's context many
/// times, and a read of a struct element of a list copies all its text.
final class MethodContext: TemplateContext {
    let name: String
    let bareName: String
    let operationLiteral: String
    let docLines: [String]
    let deprecated: Bool
    let signature: String
    let signatureWithDefaults: String
    let hasDefaults: Bool
    /// The protocol extension's overload without the defaulted parameters, and the full call it makes.
    let shortSignature: String
    let shortForwardArguments: String
    let forwardArguments: String
    let returnType: String
    let closureType: String
    let closureArguments: String
    /// The mock's local for the stubbed closure.
    let handlerName: String
    let endpointCase: String
    /// The live method's body: one `HTTPClient` call.
    let call: String
    let pagination: PaginationContext?

    init(
        name: String, bareName: String, operationLiteral: String, docLines: [String], deprecated: Bool, signature: String,
        signatureWithDefaults: String, hasDefaults: Bool, shortSignature: String, shortForwardArguments: String, forwardArguments: String,
        returnType: String, closureType: String, closureArguments: String, handlerName: String, endpointCase: String, call: String,
        pagination: PaginationContext? = nil
    ) {
        self.name = name
        self.bareName = bareName
        self.operationLiteral = operationLiteral
        self.docLines = docLines
        self.deprecated = deprecated
        self.signature = signature
        self.signatureWithDefaults = signatureWithDefaults
        self.hasDefaults = hasDefaults
        self.shortSignature = shortSignature
        self.shortForwardArguments = shortForwardArguments
        self.forwardArguments = forwardArguments
        self.returnType = returnType
        self.closureType = closureType
        self.closureArguments = closureArguments
        self.handlerName = handlerName
        self.endpointCase = endpointCase
        self.call = call
        self.pagination = pagination
    }

    static let templateKeys = TemplateKeys<MethodContext>([
        .text("name") { $0.name }, .text("bareName") { $0.bareName }, .text("operationLiteral") { $0.operationLiteral },
        .lines("docLines") { $0.docLines }, .flag("deprecated") { $0.deprecated }, .text("signature") { $0.signature },
        .text("signatureWithDefaults") { $0.signatureWithDefaults }, .flag("hasDefaults") { $0.hasDefaults },
        .text("shortSignature") { $0.shortSignature }, .text("shortForwardArguments") { $0.shortForwardArguments },
        .text("forwardArguments") { $0.forwardArguments },
        .text("returnClause") { $0.returnType == "Void" ? "" : " -> \($0.returnType)" }, .text("returnType") { $0.returnType },
        .text("closureType") { $0.closureType }, .text("closureArguments") { $0.closureArguments },
        .text("handlerName") { $0.handlerName }, .text("endpointCase") { $0.endpointCase }, .text("call") { $0.call },
        .flag("isPaginated") { $0.pagination != nil }, .context("pagination") { $0.pagination },
    ])
}

extension ContextBuilder {
    /// The context shared by `client.mustache` and `mock-client.mustache`; `apiModule` is the
    /// module the mock imports.
    func clientFile(apiModule: String) -> ClientFileContext {
        // Each endpoint's method once: the groups list them again, in the same order.
        let methodsByGroup = api.groups.map { $0.endpoints.map(method) }
        let groups = zip(api.groups, methodsByGroup).map { group, methods in
            MethodGroupContext(name: SwiftText.commentLine(group.name), methods: methods)
        }
        let servers = api.servers.enumerated().map { index, server in
            ServerContext(caseName: Naming.caseName(server.name), urlLiteral: SwiftText.stringLiteral(server.url), isFirst: index == 0)
        }
        return ClientFileContext(
            apiName: api.name, apiModule: apiModule, names: names,
            docLines: SwiftText.docLines(api.description), groups: groups, methods: Array(methodsByGroup.joined()), servers: servers,
            defaultHeaders: defaultHeadersExpression, sendsRequestID: api.sendsRequestId,
            requestIDHeader: SwiftText.stringLiteral(api.requestIdHeader),
            errorBody: api.errorBody.map(errorBodyExpression) ?? envelopeErrorBodyExpression ?? "nil",
            rateLimitHeaders: api.rateLimit.map(rateLimitExpression), dateFormat: types.dateFormat(api.dateFormat),
            testableImport: api.access == .internal, publishers: publishers(Array(methodsByGroup.joined())),
            authSchemes: api.authSchemes.map(authSchemeName),
            errorTexts: api.errorTexts.isEmpty
                ? nil : "[" + api.errorTexts.map { ".\($0.kind): \(SwiftText.stringLiteral($0.text))" }.joined(separator: ", ") + "]",
            takesCredentials: api.authSchemes.isEmpty || api.endpoints.contains { $0.policy.auth.usesClientCredentials })
    }

    private func authSchemeName(_ named: NamedAuthScheme) -> AuthSchemeNameContext {
        let sends: String
        switch named.scheme {
        case .bearer: sends = "A bearer token (`Authorization: Bearer …`): `.bearer(provider)` or `.bearerToken(token)`."
        case .basic: sends = "A user name and password (`Authorization: Basic …`): `.basic(username:password:)`."
        case .apiKey(let name, let place):
            let carrier =
                switch place {
                case .header: "header"
                case .query: "query item"
                case .cookie: "cookie"
                }
            sends = "An API key in the \(carrier) \(SwiftText.commentLine(name)): `.apiKey(key)`."
        case .none, .named, .schemes: sends = ""
        }
        return AuthSchemeNameContext(
            constant: Naming.propertyName(named.name), literal: SwiftText.stringLiteral(named.name), docLine: sends)
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
        let type = Naming.typeName(envelope.model, in: api) + "<EmptyPayload>"
        return "ErrorBodyDecoding(\(type).self, message: { $0.envelopeMessage }, requestID: { $0.envelopeRequestID })"
    }

    private func method(_ endpoint: Endpoint) -> MethodContext {
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
        return MethodContext(
            name: name, bareName: Naming.bare(name), operationLiteral: SwiftText.stringLiteral(endpoint.name),
            docLines: methodDocLines(endpoint, parameters), deprecated: endpoint.deprecated, signature: signature,
            signatureWithDefaults: signatureWithDefaults,
            hasDefaults: parameters.contains { !$0.defaultArgument.isEmpty }, shortSignature: shortSignature,
            shortForwardArguments: shortForward, forwardArguments: forward, returnType: returnType,
            closureType: "@Sendable (\(closureParameters)) async throws -> \(returnType)", closureArguments: closureArguments,
            handlerName: GeneratedNames.handler(parameterLabels: parameters.map(\.label)),
            endpointCase: endpointCase, call: call, pagination: pagination)
    }

    /// The return type of an endpoint's client method, and the `HTTPClient` call that is its
    /// body (`unwrap(Envelope<Order>.self, for: ShopEndpoint.getOrder(id: id))`).
    private func call(_ endpoint: Endpoint, endpointValue: String) -> (returnType: String, call: String) {
        if endpoint.download {
            return ("URL", "download(\(endpointValue))")
        }
        if let events = endpoint.events {
            let type = types.name(events)
            return ("ServerSentEvents<\(type)>", "events(\(type).self, for: \(endpointValue))")
        }
        if let media = endpoint.responseMedia {
            let accepting = SwiftText.stringLiteral(media.mediaType)
            return media.isText
                ? ("String", "text(for: \(endpointValue), accepting: \(accepting))")
                : ("Data", "data(for: \(endpointValue), accepting: \(accepting))")
        }
        if !endpoint.statusResponses.isEmpty {
            let type = statusResponseTypeName(endpoint)
            return (type, "respond(\(type).self, for: \(endpointValue))")
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
            // No body, but its status and headers (`metadata: true`): a HEAD request's answer.
            return endpoint.metadata ? ("Response<Void>", "sendResponse(\(endpointValue))") : ("Void", "send(\(endpointValue))")
        }
        let valueType = types.name(response)
        if let envelope {
            let wrapped = types.name(.named(envelope.model, arguments: [response]))
            return endpoint.metadata
                ? ("Response<\(valueType)>", "unwrapResponse(\(wrapped).self, for: \(endpointValue))")
                : (valueType, "unwrap(\(wrapped).self, for: \(endpointValue))")
        }
        if response.isOptional, !endpoint.metadata {
            // An empty answer (204, no body) is nil, not a decoding error.
            return (valueType, "decodeIfPresent(\(types.name(response.unwrapped)).self, for: \(endpointValue))")
        }
        return endpoint.metadata
            ? ("Response<\(valueType)>", "decodeResponse(\(valueType).self, for: \(endpointValue))")
            : (valueType, "decode(\(valueType).self, for: \(endpointValue))")
    }
}
