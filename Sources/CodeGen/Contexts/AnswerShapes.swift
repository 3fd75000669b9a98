import SpecLanguage

/// An endpoint's enum of answers by status (`responses:`), as `endpoints.mustache` places it
/// after the endpoint enum.
struct StatusResponseTypeContext: TemplateContext {
    var typeName: String
    var docLines: [String]
    var cases: [StatusCaseContext]
    /// `[201, 202, 204]`, for the error of an undeclared status.
    var declared: String

    static let templateKeys = TemplateKeys<Self>([
        .text("typeName") { $0.typeName }, .lines("docLines") { $0.docLines }, .list("cases") { $0.cases },
        .text("declared") { $0.declared },
    ])
}

/// One status of a `StatusResponseTypeContext`: its case and how its body is read.
struct StatusCaseContext: TemplateContext {
    var status: String
    /// `created(Order)`, or `noContent`.
    var declaration: String
    /// `.created(try client.decode(Order.self, from: response, operation: operation))`.
    var value: String

    static let templateKeys = TemplateKeys<Self>([
        .text("status") { $0.status }, .text("declaration") { $0.declaration }, .text("value") { $0.value },
    ])
}

extension ContextBuilder {
    /// The Swift type of an endpoint's answers by status: `CreateOrderResponse`.
    func statusResponseTypeName(_ endpoint: Endpoint) -> String {
        GeneratedNames.statusResponseEnum(endpoint: endpoint.name, in: api)
    }

    /// The enums of the endpoints that answer a body per status.
    func statusResponseTypes() -> [StatusResponseTypeContext] {
        api.endpoints.filter { !$0.statusResponses.isEmpty }.map { endpoint in
            let cases = endpoint.statusResponses.map { response -> StatusCaseContext in
                let name = Naming.bare(Endpoint.StatusResponse.caseName(of: response.status))
                let caseName = Naming.caseName(name)
                guard let type = response.type else {
                    return StatusCaseContext(status: String(response.status), declaration: caseName, value: "." + caseName)
                }
                let read =
                    type.isOptional
                    ? "client.decodeIfPresent(\(types.name(type.unwrapped)).self, from: response, operation: operation)"
                    : "client.decode(\(types.name(type)).self, from: response, operation: operation)"
                return StatusCaseContext(
                    status: String(response.status), declaration: "\(caseName)(\(types.name(type)))", value: ".\(caseName)(try \(read))")
            }
            return StatusResponseTypeContext(
                typeName: statusResponseTypeName(endpoint),
                docLines: doc(
                    "The answers of `\(endpoint.name)`, by status.", endpoint.mark, "endpoint \(endpoint.group).\(endpoint.name)"),
                cases: cases, declared: "[" + endpoint.statusResponses.map { String($0.status) }.joined(separator: ", ") + "]")
        }
    }

    /// `EndpointServer(name: "uploads", url: ShopServer.uploads.url)` for an endpoint with a
    /// server of its own, else `nil`.
    func serverExpression(_ endpoint: Endpoint) -> String {
        guard let server = endpoint.server else { return "nil" }
        let name = SwiftText.stringLiteral(server)
        if api.servers.contains(where: { $0.name == server }) {
            return "EndpointServer(name: \(name), url: \(names.server).\(Naming.caseName(server)).url)"
        }
        return "EndpointServer(name: \(name), url: URL(string: \(name))!)"
    }

    /// `SuccessFlag(key: "ok", code: [["error"]], …)` for an endpoint of an API with a success
    /// flag (unless the endpoint says `envelope: none`), else `nil`.
    func successFlagExpression(_ endpoint: Endpoint) -> String {
        guard let flag = api.successFlag else { return "nil" }
        if case .none = endpoint.envelope { return "nil" }
        func path(_ keys: [String]) -> String { "[" + keys.map(SwiftText.stringLiteral).joined(separator: ", ") + "]" }
        func paths(_ paths: [[String]]) -> String { "[" + paths.map(path).joined(separator: ", ") + "]" }
        var arguments = ["key: \(SwiftText.stringLiteral(flag.key))"]
        if !flag.codePaths.isEmpty { arguments.append("code: \(paths(flag.codePaths))") }
        if !flag.messagePaths.isEmpty { arguments.append("message: \(paths(flag.messagePaths))") }
        if let requestId = flag.requestIdPath { arguments.append("requestID: \(path(requestId))") }
        return "SuccessFlag(\(arguments.joined(separator: ", ")))"
    }

    /// Whether some endpoint has a bracketed query parameter that `BracketForm` encodes: then
    /// the query is `queryItems(encoder:)`, which may throw, instead of the `queryItems` property.
    var queryNeedsEncoder: Bool {
        api.endpoints.contains { $0.query.contains(where: needsBracketEncoder) }
    }

    /// `[(name: "User-Agent", value: "ShopClient")]`: the spec's headers and the User-Agent,
    /// which every request of the API carries.
    var defaultHeadersExpression: String {
        var headers = api.headers.map { "(name: \(SwiftText.stringLiteral($0.name)), value: \(SwiftText.stringLiteral($0.value)))" }
        if !api.headers.contains(where: { $0.name.lowercased() == "user-agent" }) {
            headers.append("(name: \"User-Agent\", value: \(SwiftText.stringLiteral(api.name + "Client")))")
        }
        return "[" + headers.joined(separator: ", ") + "]"
    }
}
