import SpecLanguage

extension ContextBuilder {
    /// The contexts of `models.mustache`: the API's key enum, then models, enums and envelope
    /// conformances in spec order, spread over as many files as it takes to keep each under
    /// `sizeLimit` (nil: one file). The key enum and the conformances go in the first file.
    ///
    /// Why more than one file: the compiler holds one primary file's whole IR in memory at
    /// once, and the models of a large API are most of its IR (a 500-endpoint API's models,
    /// as one file, made a 1.1 GiB compiler process; in files of `defaultSizeLimit`, 0.6 GiB).
    /// The size of a declaration is its fields or cases plus one.
    func modelsFiles(sizeLimit: Int?) -> [[String: Any]] {
        var envelopeSpecs: [EnvelopeSpec] = []
        for spec in [api.envelope].compactMap({ $0 }) + api.endpoints.compactMap({ endpoint -> EnvelopeSpec? in
            if case .use(let spec) = endpoint.envelope { return spec }
            return nil
        }) where !envelopeSpecs.contains(where: { $0.model == spec.model }) {
            envelopeSpecs.append(spec)
        }
        var files: [(models: [[String: Any]], enums: [[String: Any]])] = [([], [])]
        var size = 0
        func startFileIfFull(adding declarationSize: Int) {
            if let sizeLimit, size > 0, size + declarationSize > sizeLimit {
                files.append(([], []))
                size = 0
            }
            size += declarationSize
        }
        for model in api.models {
            startFileIfFull(adding: model.fields.count + 1)
            files[files.count - 1].models.append(self.model(model))
        }
        for enumType in api.enums {
            startFileIfFull(adding: enumType.cases.count + 1)
            files[files.count - 1].enums.append(self.enumType(enumType))
        }
        let envelopes = envelopeSpecs.compactMap(envelope)
        let keys = wireKeys.cases.map { ["caseName": $0.caseName, "keyLiteral": SwiftText.stringLiteral($0.key)] }
        return files.enumerated().map { index, file in
            [
                "models": file.models,
                "enums": file.enums,
                "envelopes": index == 0 ? envelopes : [],
                "declaresKeys": index == 0,
                "keyType": keyType,
                "keys": index == 0 ? keys : [],
            ]
        }
    }

    /// The size limit of one models file in the module layout (see `modelsFiles`).
    static let defaultSizeLimit = 1_000

    private func envelope(_ spec: EnvelopeSpec) -> [String: Any]? {
        guard let model = api.model(named: spec.model), let parameter = model.genericParameters.first,
            let data = spec.dataField, let dataField = model.fields.first(where: { $0.name == data })
        else { return nil }
        // Spelled as the model declares the field: the envelope may write it with other Unicode scalars.
        func property(_ name: String) -> String { Naming.propertyName(model.fields.first { $0.name == name }?.name ?? name) }
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
