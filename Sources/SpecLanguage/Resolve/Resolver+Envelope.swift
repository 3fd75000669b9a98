extension Resolver {
    /// Fills in the fields an envelope or error body short form leaves to be found by name,
    /// and checks the ones the long form names.
    mutating func resolveEnvelopeAndError() {
        if let envelope = api.envelope { api.envelope = resolved(envelope) }
        if let errorBody = api.errorBody { api.errorBody = resolved(errorBody) }
        for g in api.groups.indices {
            for e in api.groups[g].endpoints.indices {
                if case .use(let envelope) = api.groups[g].endpoints[e].envelope {
                    api.groups[g].endpoints[e].envelope = resolved(envelope).map { .use($0) } ?? .inherit
                }
                if let errorBody = api.groups[g].endpoints[e].errorBody {
                    api.groups[g].endpoints[e].errorBody = resolved(errorBody)
                }
                for (status, errorBody) in api.groups[g].endpoints[e].errorBodiesByStatus.sorted(by: { $0.key < $1.key }) {
                    api.groups[g].endpoints[e].errorBodiesByStatus[status] = resolved(errorBody)
                }
            }
        }
    }

    private mutating func resolved(_ spec: EnvelopeSpec) -> EnvelopeSpec? {
        guard let model = api.model(named: spec.model) else {
            let names = api.models.map(\.name)
            diagnostics.error(spec.mark, "unknown envelope model '\(spec.model)'\(Suggestion.hint(for: spec.model, in: names))")
            return nil
        }
        guard checkModelSpelling(spec.model, at: spec.mark, found: model) else { return nil }
        guard model.genericParameters.count == 1, let parameter = model.genericParameters.first else {
            diagnostics.error(
                spec.mark, "envelope model '\(spec.model)' must be generic in its payload, e.g. '\(spec.model)<T>' with a field 'data: T?'")
            return nil
        }
        var spec = spec
        func field(_ name: String) -> Field? { model.fields.first { $0.name == name } }
        let payloadType = TypeRef.named(parameter, arguments: [])
        func check(_ name: String?, _ key: String, _ expected: TypeRef) {
            guard let name else { return }
            let mark = spec.fieldMarks["\(key): \(name)"] ?? spec.mark
            guard let found = field(name) else {
                diagnostics.error(
                    mark,
                    "'\(key): \(name)' is not a field of envelope '\(spec.model)'\(Suggestion.hint(for: name, in: model.fields.map(\.name)))"
                )
                return
            }
            if found.type.unwrapped != expected {
                let role = expected == payloadType ? "its payload type \(parameter)" : "a \(expected)"
                diagnostics.error(mark, "'\(key): \(name)' is \(found.type) in envelope '\(spec.model)', not \(role)")
            }
        }
        if spec.isExplicit {
            check(spec.dataField, "data", payloadType)
            check(spec.successField, "success", .primitive(.bool))
            for message in spec.messageFields { check(message, "message", .primitive(.string)) }
            check(spec.requestIdField, "requestId", .primitive(.string))
            check(spec.codeField, "code", .primitive(.string))
        } else {
            spec.successField = field("success").flatMap { $0.type.unwrapped == .primitive(.bool) ? $0.name : nil }
            spec.messageFields = ["error", "message"].filter { field($0)?.type.unwrapped == .primitive(.string) }
            spec.requestIdField = ["requestId", "request_id"].first { field($0)?.type.unwrapped == .primitive(.string) }
        }
        if spec.dataField == nil {
            spec.dataField = model.fields.first { $0.type.unwrapped == payloadType }?.name
        }
        if spec.dataField == nil {
            diagnostics.error(spec.mark, "envelope '\(spec.model)' has no field of type \(parameter) to carry the payload")
            return nil
        }
        return spec
    }

    private mutating func resolved(_ spec: ErrorBodySpec) -> ErrorBodySpec? {
        guard let model = api.model(named: spec.model) else {
            let names = api.models.map(\.name)
            diagnostics.error(spec.mark, "unknown error model '\(spec.model)'\(Suggestion.hint(for: spec.model, in: names))")
            return nil
        }
        guard checkModelSpelling(spec.model, at: spec.mark, found: model) else { return nil }
        guard model.genericParameters.isEmpty else {
            diagnostics.error(spec.mark, "error model '\(spec.model)' cannot be generic")
            return nil
        }
        var spec = spec
        let root = TypeRef.named(model.name, arguments: [])
        if spec.isExplicit {
            let paths = spec.messagePaths.map { ($0, "message") } + (spec.requestIdPath.map { [($0, "requestId")] } ?? [])
            // The first message path that is never nil ends the list: the client reads no further.
            var neverNil: String?
            for (path, role) in paths {
                let written = "\(role): \(path.joined(separator: "."))"
                let mark = spec.fieldMarks[written] ?? spec.mark
                if let found = type(at: path, in: root, throughLists: true) {
                    if found.unwrapped != .primitive(.string) {
                        diagnostics.error(mark, "'\(written)' is \(found) in error model '\(spec.model)', not a String")
                    } else if role == "message", let first = neverNil {
                        diagnostics.warning(mark, "'\(written)' is never read: '\(first)' before it is never nil")
                    } else if role == "message", !found.isOptional {
                        neverNil = written
                    }
                } else {
                    diagnostics.error(mark, "'\(written)' is not a field of error model '\(spec.model)'\(fieldHint(path, in: root))")
                }
            }
        } else {
            spec.messagePaths = stringPath(named: Self.messageNames, in: model).map { [$0] } ?? []
            spec.requestIdPath = stringPath(named: ["requestId", "request_id"], in: model)
            if spec.messagePaths.isEmpty, !spec.fromDocument, errorModelsWithoutMessage.insert(spec.model).inserted {
                // The client reads no message from such a body, where with no error model it
                // would look for one in the usual places.
                diagnostics.warning(
                    spec.mark,
                    "error model '\(spec.model)' has no String field the client reads as the message (\(Self.messageNames.joined(separator: ", "))): errors from this body have none; name one with 'error: { model: \(spec.model), message: <field> }'"
                )
            }
        }
        return spec
    }

    /// The fields the short form reads an error's message from, the first found winning: an
    /// `error_message` (Plaid's) before an `error` that may be a code (OAuth's `invalid_grant`,
    /// beside its `error_description`).
    static let messageNames = [
        "message", "error_message", "errorMessage", "error_description", "errorDescription", "error", "detail",
    ]

    /// The first `String` field with one of `names`, at the top of the model or one level down
    /// (`{ error: { message } }`), where a list is its first element (`{ errors: [{ message }] }`).
    /// A deprecated field only when there is no other: it is the server's old spelling
    /// (Rebilly's `error` beside `detail`), which may stop coming.
    private func stringPath(named names: [String], in model: Model) -> [String]? {
        stringPath(named: names, in: model, skippingDeprecated: true) ?? stringPath(named: names, in: model, skippingDeprecated: false)
    }

    private func stringPath(named names: [String], in model: Model, skippingDeprecated: Bool) -> [String]? {
        let root = TypeRef.named(model.name, arguments: [])
        func isString(_ path: [String]) -> Bool {
            type(at: path, in: root, throughLists: true, skippingDeprecated: skippingDeprecated)?.unwrapped == .primitive(.string)
        }
        for name in names where isString([name]) { return [name] }
        for field in model.fields {
            for name in names where isString([field.name, name]) { return [field.name, name] }
        }
        return nil
    }
}
