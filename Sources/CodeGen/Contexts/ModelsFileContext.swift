import SpecLanguage

/// How large the models files of a large API are (see `ContextBuilder.modelsFiles`).
struct ModelsFileSize: Sendable {
    /// The size a file has on average.
    var average: Int
    /// The size no file passes (but for a single declaration larger than this).
    var cap: Int
}

/// What `models.mustache` sees: one models file, its key enum, models, enums, unions and envelope conformances.
struct ModelsFileContext: TemplateContext {
    /// The file's private key enum (`ShopCodingKey`, `ShopCodingKey_Order`).
    var keyType: String
    var keys: [KeyCaseContext]
    var models: [ModelContext]
    var enums: [EnumContext]
    var unions: [UnionContext]
    var envelopes: [EnvelopeContext]

    static let templateKeys = TemplateKeys<Self>([
        .flag("declaresKeys") { _ in true }, .text("keyType") { $0.keyType }, .list("keys") { $0.keys },
        .list("models") { $0.models }, .list("enums") { $0.enums }, .list("unions") { $0.unions },
        .list("envelopes") { $0.envelopes },
    ])
}

/// One case of a models file's key enum.
struct KeyCaseContext: TemplateContext {
    var caseName: String
    /// The wire key as a string literal.
    var keyLiteral: String

    static let templateKeys = TemplateKeys<Self>([.text("caseName") { $0.caseName }, .text("keyLiteral") { $0.keyLiteral }])
}

/// An envelope model's `ResponseEnvelope` conformance: Swift expressions over its fields.
struct EnvelopeContext: TemplateContext {
    var name: String
    /// The generic parameter, the payload's type.
    var parameter: String
    var payload: String
    var succeeded: String
    var message: String
    var requestID: String
    /// The long form's `code:` field, when it names one.
    var errorCode: String?
    /// The payload field's wire key as a string literal.
    var payloadKey: String

    static let templateKeys = TemplateKeys<Self>([
        .text("name") { $0.name }, .text("parameter") { $0.parameter }, .text("payload") { $0.payload },
        .text("succeeded") { $0.succeeded }, .text("message") { $0.message }, .text("requestID") { $0.requestID },
        .text("payloadKey") { $0.payloadKey }, .flag("hasErrorCode") { $0.errorCode != nil },
        .text("errorCode") { $0.errorCode ?? "nil" },
    ])
}

extension ContextBuilder {
    /// The models files of the API: each one's name and its context for `models.mustache`.
    ///
    /// Without `sizeLimit` (the build plugin's layout), or when all of them fit in one file of
    /// `sizeLimit.cap`, one `Models.swift`. Otherwise the declarations (models and enums),
    /// sorted by name, are cut into files where the names say so, so that an edit to one model
    /// rewrites only the file that holds it:
    /// - a declaration starts a new file when a hash of its name, modulo `sizeLimit.average`, is
    ///   below its size (its fields or cases, plus one), so a file holds `average` on average
    ///   whatever the sizes of the declarations, and a boundary moves only when the declaration
    ///   that makes it is renamed, added or removed (or, rarely, when its own size changes);
    /// - one also starts a new file where it would take the file past `sizeLimit.cap`: the
    ///   compiler holds one primary file's whole IR in memory at once (a 500-endpoint API's
    ///   models, as one file, made a 1.1 GiB compiler process). A field added to one model moves
    ///   such a cut only up to the next boundary of the first kind.
    /// The first file is `Models.swift`, each other `Models+<first declaration>.swift`, so a
    /// file's name does not depend on how many files come before it.
    ///
    /// Each file declares its own private key enum of the wire keys its models use (`ShopCodingKey`
    /// in `Models.swift`, `ShopCodingKey_Order` in `Models+Order.swift`): a new key changes only
    /// that file, where one enum for the API made a new field rewrite the file declaring it and
    /// recompile every file that used it. An envelope model's
    /// `ResponseEnvelope` conformance goes in the file of the model.
    func modelsFiles(sizeLimit: ModelsFileSize?) -> [(name: String, context: ModelsFileContext)] {
        var envelopeSpecs: [EnvelopeSpec] = []
        for spec in [api.envelope].compactMap({ $0 })
            + api.endpoints.compactMap({ endpoint -> EnvelopeSpec? in
                if case .use(let spec) = endpoint.envelope { return spec }
                return nil
            }) where !envelopeSpecs.contains(where: { $0.model == spec.model })
        {
            envelopeSpecs.append(spec)
        }

        enum Declaration {
            case model(Model)
            case enumType(EnumType)
            case union(UnionType)
        }
        var declarations: [(name: String, size: Int, declaration: Declaration)] =
            api.models.map { (Naming.typeName($0.name, in: api), $0.fields.count + 1, .model($0)) }
            + api.enums.map { (Naming.typeName($0.name, in: api), $0.isDeclaredHere ? $0.cases.count + 1 : 1, .enumType($0)) }
            + api.unions.map { (Naming.typeName($0.name, in: api), $0.variants.count + 1, .union($0)) }
        var files: [[(name: String, size: Int, declaration: Declaration)]] = [[]]
        if let sizeLimit, declarations.reduce(0, { $0 + $1.size }) > sizeLimit.cap {
            // By the names' UTF-8 bytes: the same order on every machine, whatever the spec order.
            // The bytes are taken once and the positions sorted, not the declarations (each
            // holds a whole model, and a sort moves elements many times).
            let bytes = declarations.map { Array($0.name.utf8) }
            declarations = declarations.indices.sorted { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }.map { declarations[$0] }
            var size = 0
            for declaration in declarations {
                if size > 0,
                    Self.nameHash(declaration.name) % UInt64(sizeLimit.average) < UInt64(declaration.size)
                        || size + declaration.size > sizeLimit.cap
                {
                    files.append([])
                    size = 0
                }
                files[files.count - 1].append(declaration)
                size += declaration.size
            }
        } else {
            files[0] = declarations
        }

        var taken: Set<String> = []
        return files.enumerated().map { index, file in
            let part = index == 0 ? nil : Self.fileNamePart(file[0].name, taken: &taken)
            var models: [Model] = []
            var enums: [EnumContext] = []
            var unions: [UnionContext] = []
            for item in file {
                switch item.declaration {
                case .model(let model): models.append(model)
                case .enumType(let enumType): enums.append(self.enumType(enumType))
                case .union(let union): unions.append(self.union(union))
                }
            }
            let wireKeys = KeyEnumCases(models: models)
            // A name of its own in each file: files that look up a name depend on every
            // declaration of it, private or not, so one name would recompile every models file
            // whenever one file's keys change.
            let fileKeyType = names.codingKey(part: part)
            let envelopes = envelopeSpecs.filter { spec in models.contains { $0.name == spec.model } }.compactMap(envelope)
            let context = ModelsFileContext(
                keyType: fileKeyType,
                keys: wireKeys.cases.map { KeyCaseContext(caseName: $0.caseName, keyLiteral: SwiftText.stringLiteral($0.key)) },
                models: models.map { self.model($0, keys: wireKeys, keyType: fileKeyType) }, enums: enums, unions: unions,
                envelopes: envelopes)
            return (part.map { "Models+\($0).swift" } ?? "Models.swift", context)
        }
    }

    /// The size of the models files of the module layout (see `modelsFiles`), in fields and
    /// cases plus one per declaration.
    static let defaultSizeLimit = ModelsFileSize(average: 500, cap: 1_000)

    /// A stable hash of a type name (64-bit FNV-1a of its UTF-8 bytes): the same on every run
    /// and machine, unlike `Hasher`.
    static func nameHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// A type name as part of a file name: its ASCII letters and digits, numbered when another
    /// file of the API has it already in any letter case (file systems that ignore case).
    static func fileNamePart(_ typeName: String, taken: inout Set<String>) -> String {
        var part = String(
            String.UnicodeScalarView(
                typeName.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }))
        if part.isEmpty { part = "Models" }
        var candidate = part
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = part + "\(number)"
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }

    private func envelope(_ spec: EnvelopeSpec) -> EnvelopeContext? {
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
        return EnvelopeContext(
            name: Naming.typeName(model.name, in: api), parameter: Naming.genericParameterName(parameter, in: api),
            payload: property(data), succeeded: succeeded, message: message, requestID: spec.requestIdField.map(property) ?? "nil",
            errorCode: spec.codeField.map(property), payloadKey: SwiftText.stringLiteral(dataField.key))
    }
}
