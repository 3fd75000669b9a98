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
            }
        }
    }

    private mutating func resolved(_ spec: EnvelopeSpec) -> EnvelopeSpec? {
        guard let model = api.model(named: spec.model) else {
            let names = api.models.map(\.name)
            diagnostics.error(spec.mark, "unknown envelope model '\(spec.model)'\(Suggestion.hint(for: spec.model, in: names))")
            return nil
        }
        guard model.genericParameters.count == 1, let parameter = model.genericParameters.first else {
            diagnostics.error(spec.mark, "envelope model '\(spec.model)' must be generic in its payload, e.g. '\(spec.model)<T>' with a field 'data: T?'")
            return nil
        }
        var spec = spec
        func field(_ name: String) -> Field? { model.fields.first { $0.name == name } }
        func check(_ name: String?, _ role: String, _ fits: (TypeRef) -> Bool) {
            guard let name else { return }
            if let found = field(name), fits(found.type.unwrapped) { return }
            diagnostics.error(spec.mark, "envelope '\(spec.model)' has no \(role) field '\(name)'\(Suggestion.hint(for: name, in: model.fields.map(\.name)))")
        }
        let payloadType = TypeRef.named(parameter, arguments: [])
        if spec.isExplicit {
            check(spec.dataField, "payload", { $0 == payloadType })
            check(spec.successField, "Bool", { $0 == .primitive(.bool) })
            for message in spec.messageFields { check(message, "String", { $0 == .primitive(.string) }) }
            check(spec.requestIdField, "String", { $0 == .primitive(.string) })
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
        guard model.genericParameters.isEmpty else {
            diagnostics.error(spec.mark, "error model '\(spec.model)' cannot be generic")
            return nil
        }
        var spec = spec
        let root = TypeRef.named(model.name, arguments: [])
        if spec.isExplicit {
            for (path, role) in [(spec.messagePath, "message"), (spec.requestIdPath, "requestId")] {
                guard let path else { continue }
                if type(at: path, in: root)?.unwrapped != .primitive(.string) {
                    diagnostics.error(spec.mark, "'\(role): \(path.joined(separator: "."))' is not a String field of '\(spec.model)'")
                }
            }
        } else {
            spec.messagePath = stringPath(named: ["message", "error", "detail"], in: model)
            spec.requestIdPath = stringPath(named: ["requestId", "request_id"], in: model)
        }
        return spec
    }

    /// The first `String` field with one of `names`, at the top of the model or one level down
    /// (`{ error: { message } }`).
    private func stringPath(named names: [String], in model: Model) -> [String]? {
        let root = TypeRef.named(model.name, arguments: [])
        for name in names where type(at: [name], in: root)?.unwrapped == .primitive(.string) { return [name] }
        for field in model.fields {
            for name in names where type(at: [field.name, name], in: root)?.unwrapped == .primitive(.string) {
                return [field.name, name]
            }
        }
        return nil
    }
}
