import SpecLanguage

/// What `publishers.mustache` sees when an API opts into Combine (`combine:`): a publisher per
/// endpoint in an extension of the client protocol, so the live client and the mock both have
/// them, and `CallPublisher`, which runs one call per subscription.
struct PublishersContext: TemplateContext {
    /// `Combine`, or `OpenCombine` (the same API, for Linux).
    var module: String
    var methods: [PublisherMethodContext]

    static let templateKeys = TemplateKeys<Self>([
        .text("combineModule") { $0.module }, .list("publisherMethods") { $0.methods },
    ])
}

/// One endpoint's publisher: `getOrderPublisher(id:) -> Combine.AnyPublisher<Order, APIError>`.
struct PublisherMethodContext: TemplateContext {
    var name: String
    var docLines: [String]
    var deprecated: Bool
    var signature: String
    /// The `async` method it calls and that call's arguments.
    var method: String
    var arguments: String
    var output: String
    var operationLiteral: String

    static let templateKeys = TemplateKeys<Self>([
        .text("publisherName") { $0.name }, .lines("publisherDocLines") { $0.docLines }, .flag("deprecated") { $0.deprecated },
        .text("publisherSignature") { $0.signature }, .text("asyncMethod") { $0.method },
        .text("asyncArguments") { $0.arguments }, .text("publisherOutput") { $0.output },
        .text("operationLiteral") { $0.operationLiteral },
    ])
}

extension ContextBuilder {
    /// The publishers of `methods` (one per endpoint, in `api.endpoints` order), or nil when the
    /// API does not ask for them.
    func publishers(_ methods: [MethodContext]) -> PublishersContext? {
        guard let framework = api.combine else { return nil }
        let publishers = zip(api.endpoints, methods).map { endpoint, method in
            PublisherMethodContext(
                name: GeneratedNames.publisher(method: method.name),
                docLines: methodDocLines(endpoint, parameters(of: endpoint), publisher: true),
                deprecated: method.deprecated, signature: method.signatureWithDefaults, method: method.name,
                arguments: method.forwardArguments, output: method.returnType, operationLiteral: method.operationLiteral)
        }
        return PublishersContext(module: framework.module, methods: publishers)
    }
}
