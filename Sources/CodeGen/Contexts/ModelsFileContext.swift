import SpecLanguage

extension ContextBuilder {
    /// The context of `models.mustache`: models, enums and envelope conformances.
    func modelsFile() -> [String: Any] {
        var envelopeSpecs: [EnvelopeSpec] = []
        for spec in [api.envelope].compactMap({ $0 }) + api.endpoints.compactMap({ endpoint -> EnvelopeSpec? in
            if case .use(let spec) = endpoint.envelope { return spec }
            return nil
        }) where !envelopeSpecs.contains(where: { $0.model == spec.model }) {
            envelopeSpecs.append(spec)
        }
        return [
            "models": api.models.map(model),
            "enums": api.enums.map(enumType),
            "envelopes": envelopeSpecs.compactMap(envelope),
        ]
    }

    private func envelope(_ spec: EnvelopeSpec) -> [String: Any]? {
        guard let model = api.model(named: spec.model), let parameter = model.genericParameters.first,
            let data = spec.dataField, let dataField = model.fields.first(where: { $0.name == data })
        else { return nil }
        func property(_ name: String) -> String { Naming.propertyName(name) }
        var succeeded = "true"
        if let success = spec.successField, let field = model.fields.first(where: { $0.name == success }) {
            succeeded = field.type.isOptional ? "\(property(success)) ?? true" : property(success)
        }
        let messages = spec.messageFields.map(property)
        let message = messages.isEmpty ? "nil" : messages.joined(separator: " ?? ")
        return [
            "name": Naming.typeName(model.name, api: api.name),
            "parameter": Naming.genericParameterName(parameter),
            "payload": property(data),
            "succeeded": succeeded,
            "message": message,
            "requestID": spec.requestIdField.map(property) ?? "nil",
            "payloadKey": SwiftText.stringLiteral(dataField.key),
        ]
    }
}
