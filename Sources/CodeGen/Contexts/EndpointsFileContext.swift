import SpecLanguage

/// What `endpoints.mustache` sees: the endpoint enum, one case per endpoint, and its properties
/// as switches.
struct EndpointsFileContext: TemplateContext {
    var typeName: String
    var groups: [EndpointGroupContext]
    var endpoints: [EndpointContext]
    /// Switches over the endpoints for the properties that are a constant per endpoint, by
    /// property name (`operation`, `method`, …; see `constantProperties`).
    var constantBranches: [String: [BranchContext]]
    var pathBranches: [BranchContext]
    /// Only an API that sets a size somewhere has them: the others keep the client's.
    var maxResponseSizeBranches: [BranchContext]
    var emptyPathBranches: [BranchContext]
    /// Whether every endpoint has a text path parameter: the switch then needs no `default`.
    var emptyPathChecksAll: Bool
    /// Whether the query is built by `queryItems(encoder:)` (a bracketed model or dictionary
    /// needs the encoder) rather than the `queryItems` property.
    var queryNeedsEncoder: Bool
    /// Whether some endpoint has a server of its own, or the API a success flag: only then
    /// is there a `server` or `successFlag` property to pass on.
    var hasServers: Bool
    var hasSuccessFlag: Bool
    /// `[(name: "User-Agent", value: "ShopClient")]`.
    var defaultHeaders: String
    var statusResponseTypes: [StatusResponseTypeContext]
    /// `customMirror`'s switch, for an API with secret arguments; empty for any other.
    var mirrorBranches: [BranchContext]

    static let templateKeys = TemplateKeys<Self>(
        [
            .flag("hasSecretArguments") { !$0.mirrorBranches.isEmpty }, .list("mirrorBranches") { $0.mirrorBranches },
            .text("typeName") { $0.typeName }, .flag("hasEndpoints") { !$0.endpoints.isEmpty },
            .list("groups") { $0.groups }, .list("endpoints") { $0.endpoints },
            .flag("queryNeedsDefault") { !$0.endpoints.allSatisfy(\.hasQuery) },
            .flag("headersNeedDefault") { !$0.endpoints.allSatisfy(\.hasHeaders) },
            .flag("bodyNeedsDefault") { !$0.endpoints.allSatisfy(\.hasBody) },
            .flag("hasMaxResponseSize") { !$0.maxResponseSizeBranches.isEmpty },
            .text("maxResponseSizeArgument") { $0.maxResponseSizeBranches.isEmpty ? "" : ", maxResponseSize: maxResponseSize" },
            .list("maxResponseSizeBranches") { $0.maxResponseSizeBranches }, .list("pathBranches") { $0.pathBranches },
            .flag("hasEmptyPathChecks") { !$0.emptyPathBranches.isEmpty },
            .flag("emptyPathNeedsDefault") { !$0.emptyPathChecksAll },
            .list("emptyPathBranches") { $0.emptyPathBranches },
            .flag("queryNeedsEncoder") { $0.queryNeedsEncoder },
            .text("queryValue") { $0.queryNeedsEncoder ? "query" : "queryItems" },
            .flag("hasServers") { $0.hasServers }, .flag("hasSuccessFlag") { $0.hasSuccessFlag },
            .text("requestExtraArguments") {
                ($0.hasServers ? ", server: server" : "") + ($0.hasSuccessFlag ? ", successFlag: successFlag" : "")
            },
            .text("defaultHeaders") { $0.defaultHeaders }, .list("statusResponseTypes") { $0.statusResponseTypes },
        ]
            + EndpointContext.constantProperties.map { property in
                .list(property.name + "Branches") { $0.constantBranches[property.name] ?? [] }
            })
}

/// The endpoints of one group, for the enum's `MARK:` sections.
struct EndpointGroupContext: TemplateContext {
    /// The group's name, safe in a comment.
    var name: String
    var endpoints: [EndpointContext]

    static let templateKeys = TemplateKeys<Self>([.text("name") { $0.name }, .list("endpoints") { $0.endpoints }])
}

/// One branch of a switch over the endpoints: `case .a, .b` (or `default`) and its value.
struct BranchContext: TemplateContext {
    var label: String
    var value: String

    static let templateKeys = TemplateKeys<Self>([.text("label") { $0.label }, .text("value") { $0.value }])
}

extension ContextBuilder {
    /// The context of `endpoints.mustache`: the endpoint enum with one case per endpoint.
    func endpointsFile() -> EndpointsFileContext {
        // Each endpoint's context once: the groups list them again, in the same order.
        let itemsByGroup = api.groups.map { $0.endpoints.map(endpoint) }
        let items = Array(itemsByGroup.joined())
        let groups = zip(api.groups, itemsByGroup).map { group, items in
            EndpointGroupContext(name: SwiftText.commentLine(group.name), endpoints: items)
        }
        // Every switch over the endpoints ends in `default`: for an exhaustive switch the compiler
        // checks that every case is covered, which takes ~0.3 s per switch at 500 endpoints.
        // Every property's values in one pass over the endpoints: a pass per property copied
        // each endpoint's context once per property.
        let properties = EndpointContext.constantProperties
        var values = [[(caseName: String, value: String)]](repeating: [], count: properties.count)
        for item in items {
            for (index, property) in properties.enumerated() { values[index].append((item.caseName, property.value(item))) }
        }
        var constant: [String: [BranchContext]] = [:]
        for (property, values) in zip(properties, values) {
            constant[property.name] = constantBranches(values)
        }
        let setsSize = items.contains { $0.maxResponseSize != "nil" }
        let checked = items.filter { !$0.emptyPathCheck.isEmpty }
        return EndpointsFileContext(
            typeName: endpointType, groups: groups, endpoints: items, constantBranches: constant, pathBranches: pathBranches(items),
            maxResponseSizeBranches: setsSize ? constantBranches(items.map { ($0.caseName, $0.maxResponseSize) }) : [],
            emptyPathBranches: sharedBranches(
                checked.map { ("." + $0.caseName + $0.emptyPathPattern, $0.emptyPathCheck, $0.emptyPathCheck) }),
            emptyPathChecksAll: checked.count == items.count,
            queryNeedsEncoder: queryNeedsEncoder,
            hasServers: api.endpoints.contains { $0.server != nil }, hasSuccessFlag: api.successFlag != nil,
            defaultHeaders: defaultHeadersExpression, statusResponseTypes: statusResponseTypes(), mirrorBranches: mirrorBranches())
    }

    /// The endpoint as `print`, `dump` and a failing test's message about `mock.calls` show
    /// it, its secret arguments redacted (`secret: true`), as a model's secret fields are; only
    /// for an API that has some. Every case with arguments is listed: a custom mirror has no
    /// default one to fall back on.
    func mirrorBranches() -> [BranchContext] {
        guard api.endpoints.contains(where: { argumentFields(of: $0).contains(where: \.field.secret) }) else { return [] }
        var branches: [BranchContext] = []
        var hasCaseWithoutArguments = false
        for endpoint in api.endpoints {
            let parameters = parameters(of: endpoint)
            guard !parameters.isEmpty else {
                hasCaseWithoutArguments = true
                continue
            }
            let values = parameters.map { $0.field.secret ? "RedactedArgument(\($0.local))" : $0.local }
            // One argument is the child itself (`as Any`: an optional one is coerced without a
            // warning), several a tuple labelled as the case's arguments are.
            let child =
                parameters.count == 1
                ? values[0] + " as Any"
                : "(" + zip(parameters, values).map { "\(Naming.argumentLabel($0.label, inCall: true)): \($1)" }.joined(separator: ", ")
                    + ")"
            let caseName = Naming.caseName(endpoint.name)
            branches.append(
                BranchContext(
                    label: "case ." + caseName + pattern(parameters) { _ in true },
                    value: "Mirror(self, children: [\(SwiftText.stringLiteral(Naming.bare(caseName))): \(child)], displayStyle: .enum)"))
        }
        if hasCaseWithoutArguments {
            branches.append(BranchContext(label: "default", value: "Mirror(self, children: [], displayStyle: .enum)"))
        }
        return branches
    }

    /// The branches of a switch over the endpoints for a property that is a constant per
    /// endpoint: one `case .a, .b: return x` per value and the most common value as `default`.
    /// Values compare by scalars (`ExactText`): two spellings of `/café` are two paths to a
    /// server, so their endpoints must not share a branch.
    func constantBranches(_ values: [(caseName: String, value: String)]) -> [BranchContext] {
        // Each value's cases by the value's position in `order`: one lookup per endpoint.
        var order: [ExactText] = []
        var cases: [[String]] = []
        var position: [ExactText: Int] = [:]
        for (caseName, value) in values {
            let key = ExactText(value)
            if let index = position[key] {
                cases[index].append("." + caseName)
            } else {
                position[key] = order.count
                order.append(key)
                cases.append(["." + caseName])
            }
        }
        guard !order.isEmpty else { return [] }
        var common = 0
        for index in order.indices where cases[index].count > cases[common].count { common = index }
        return order.indices.filter { $0 != common }.map { BranchContext(label: Self.caseLabel(cases[$0]), value: order[$0].text) }
            + [BranchContext(label: "default", value: order[common].text)]
    }

    /// `path`: a branch per path with parameters, shared by the endpoints that have it (`GET`
    /// and `DELETE /orders/{id}`), then the fixed paths as constants.
    func pathBranches(_ items: [EndpointContext]) -> [BranchContext] {
        let fixed = items.filter { $0.pathPattern.isEmpty }
        let bound = items.filter { !$0.pathPattern.isEmpty }.map {
            // Endpoints share a branch when they bind the same names to the same types.
            ("." + $0.caseName + $0.pathPattern, $0.pathExpression + "\u{0}" + $0.pathParameterTypes, $0.pathExpression)
        }
        return sharedBranches(bound) + constantBranches(fixed.map { ($0.caseName, $0.pathExpression) })
    }

    /// One branch per distinct `key`, in the order keys first appear, its cases' patterns
    /// together: `case .getOrder(let id), .deleteOrder(let id): return …`. Otherwise the
    /// compiler builds the same value once per endpoint: Twilio's endpoints file compiled 7%
    /// slower that way (Benchmarks/README.md). Cases with one key must bind the same names to
    /// values of the same types.
    /// Keys compare by scalars (`ExactText`): names Swift tells apart (`café` with U+00E9 and
    /// with e + U+0301) are bound apart, so their cases cannot share a branch.
    func sharedBranches(_ cases: [(pattern: String, key: String, value: String)]) -> [BranchContext] {
        var order: [(key: ExactText, value: String)] = []
        var patterns: [ExactText: [String]] = [:]
        for item in cases {
            let key = ExactText(item.key)
            if patterns[key] == nil { order.append((key, item.value)) }
            patterns[key, default: []].append(item.pattern)
        }
        return order.map { BranchContext(label: Self.caseLabel(patterns[$0.key]!), value: $0.value) }
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
}
