import SpecLanguage

/// What `model.mustache` sees: one model, a struct with its coding code.
///
/// A class, not a struct: a template reads a model's context many times, and a read of a struct
/// element of a list copies all its text.
final class ModelContext: TemplateContext {
    let name: String
    /// The key enum of the model's file.
    let keyType: String
    /// `Page<T: Codable & Hashable & Sendable>`.
    let declaration: String
    let conformances: String
    let docLines: [String]
    let deprecated: Bool
    let fields: [FieldContext]
    /// The statements of `encode(to:)`: a flattened union's first, so that the model's own
    /// fields are written after it (an unknown variant's JSON holds the whole object it came
    /// in, the model's keys too, which may have changed since), then the fields' in order.
    let encodeLines: [String]
    /// Whether a field is coded by the file's key enum: one holding only additional properties
    /// reads and writes none, and declares no keyed container (an unused one is a warning).
    let hasKeyedFields: Bool
    let hasSecrets: Bool
    /// A Swift expression building the spec's example, if it has one.
    let example: String?

    init(
        name: String, keyType: String, declaration: String, conformances: String, docLines: [String], deprecated: Bool,
        fields: [FieldContext], hasKeyedFields: Bool, hasSecrets: Bool, example: String? = nil
    ) {
        self.name = name
        self.keyType = keyType
        self.declaration = declaration
        self.conformances = conformances
        self.docLines = docLines
        self.deprecated = deprecated
        self.fields = fields
        encodeLines = fields.filter(\.isFlattened).map(\.encode) + fields.filter { !$0.isFlattened }.map(\.encode)
        self.hasKeyedFields = hasKeyedFields
        self.hasSecrets = hasSecrets
        self.example = example
    }

    static let templateKeys = TemplateKeys<ModelContext>([
        .text("name") { $0.name }, .text("declaration") { $0.declaration }, .text("keyType") { $0.keyType },
        .text("conformances") { $0.conformances }, .flag("hasSecrets") { $0.hasSecrets }, .lines("docLines") { $0.docLines },
        .flag("deprecated") { $0.deprecated }, .flag("hasFields") { !$0.fields.isEmpty }, .list("fields") { $0.fields },
        .lines("encodeLines") { $0.encodeLines },
        .flag("hasKeyedFields") { $0.hasKeyedFields },
        .flag("hasExample") { $0.example != nil }, .text("example") { $0.example ?? "" },
    ])
}

/// One field of a model: its property, and the statements that code it.
///
/// A class, not a struct: a template reads a field's context about forty times (seven sections
/// over the fields), each read of a struct element of a list a copy of all its text.
final class FieldContext: TemplateContext {
    /// The property name, escaped where it is a keyword (`` `default` ``).
    let name: String
    let bareName: String
    let type: String
    /// The wire key (for the additional properties, the property name).
    let wireKey: String
    let docLines: [String]
    let deprecated: Bool
    /// ` = …`, or empty.
    let defaultArgument: String
    /// `self.x = try container.…`: the whole statement of `init(from:)`.
    let decode: String
    /// The whole statement of `encode(to:)`.
    let encode: String
    /// The stored property: the name, or `_name` behind a deprecated or boxed field.
    let storage: String
    /// Whether `storage` is a property of its own beside the field's computed one.
    let hasStorage: Bool
    let storageType: String
    let storageGet: String
    let storageSet: String
    /// `let`, or `var` when the model is mutable.
    let binding: String
    let mutable: Bool
    /// What the memberwise init stores.
    let initValue: String
    /// Shown redacted by the model's `customMirror`.
    let isSecret: Bool
    let isOptional: Bool
    var separator = Separator()
    /// Stored in an `Indirect` box (the runtime's `Indirect.swift` is then needed); not a
    /// template key.
    let isBoxed: Bool
    /// A tagged union coded through the model's own decoder and encoder (`flatten: true`):
    /// encoded before the other fields (`ModelContext.encodeLines`); not a template key.
    let isFlattened: Bool

    // Made when a template asks: the built-in ones ask only for a few fields' (deprecated,
    // boxed or secret ones), and making them for every field was about 2% of a run.

    /// The wire key as a string literal.
    var keyLiteral: String { SwiftText.stringLiteral(wireKey) }
    /// The comment above a separate `storage`.
    var storageNote: String {
        guard hasStorage else { return "" }
        return isBoxed
            ? "Storage of `\(bareName)`: boxed, since the field's type contains this one."
            : "Storage of the deprecated `\(bareName)`, so coding it raises no deprecation warning."
    }
    var mirrorLabel: String { SwiftText.stringLiteral(bareName) }
    /// `as Any`: an optional turned into `Any` without it is a warning. (Boxed fields are optional.)
    var mirrorValue: String {
        let value = isBoxed ? "self.\(storage)?.value" : "self.\(storage)"
        return isSecret ? "RedactedValue(\(value))" : isOptional ? "\(value) as Any" : value
    }

    init(
        name: String, bareName: String, type: String, wireKey: String, docLines: [String], deprecated: Bool, defaultArgument: String,
        decode: String, encode: String, storage: String, hasStorage: Bool, storageType: String, storageGet: String, storageSet: String,
        binding: String, mutable: Bool, initValue: String, isSecret: Bool, isOptional: Bool, isBoxed: Bool = false,
        isFlattened: Bool = false
    ) {
        self.name = name
        self.bareName = bareName
        self.type = type
        self.wireKey = wireKey
        self.docLines = docLines
        self.deprecated = deprecated
        self.defaultArgument = defaultArgument
        self.decode = decode
        self.encode = encode
        self.storage = storage
        self.hasStorage = hasStorage
        self.storageType = storageType
        self.storageGet = storageGet
        self.storageSet = storageSet
        self.binding = binding
        self.mutable = mutable
        self.initValue = initValue
        self.isSecret = isSecret
        self.isOptional = isOptional
        self.isBoxed = isBoxed
        self.isFlattened = isFlattened
    }

    static let templateKeys = TemplateKeys<FieldContext>([
        .text("name") { $0.name }, .text("bareName") { $0.bareName }, .text("caseName") { $0.name }, .text("type") { $0.type },
        .text("keyLiteral") { $0.keyLiteral }, .lines("docLines") { $0.docLines }, .flag("deprecated") { $0.deprecated },
        .text("defaultArgument") { $0.defaultArgument }, .text("decode") { $0.decode }, .text("encode") { $0.encode },
        .text("storage") { $0.storage }, .flag("hasStorage") { $0.hasStorage }, .text("storageType") { $0.storageType },
        .text("storageGet") { $0.storageGet }, .text("storageSet") { $0.storageSet }, .text("binding") { $0.binding },
        .flag("mutable") { $0.mutable }, .text("storageNote") { $0.storageNote }, .text("initValue") { $0.initValue },
        .text("mirrorLabel") { $0.mirrorLabel }, .text("mirrorValue") { $0.mirrorValue },
        .text("comma") { $0.separator.comma }, .flag("isLast") { $0.separator.isLast },
        .flag("isFlattened") { $0.isFlattened },
    ])
}

extension ContextBuilder {
    /// The context of one model for `model.mustache`; `keys` and `keyType` are the key enum of its file.
    func model(_ model: Model, keys: KeyEnumCases, keyType: String) -> ModelContext {
        let typeName = Naming.typeName(model.name, in: api)
        let generic =
            model.genericParameters.isEmpty
            ? ""
            : "<"
                + model.genericParameters.map { "\(Naming.genericParameterName($0, in: api)): Codable & Hashable & Sendable" }.joined(
                    separator: ", ") + ">"
        let hasID = model.fields.contains { Naming.bare(Naming.propertyName($0.name)) == "id" }
        var conformances = ["Codable", "Hashable", "GeneratedEquatable", "Sendable"]
        if hasID { conformances.append("Identifiable") }
        // Secret fields stay out of `print`, `dump` and interpolation, as they stay out of logs.
        let hasSecrets = model.fields.contains(where: \.secret)
        if hasSecrets { conformances.append("CustomReflectable") }
        let dateFormat = model.dateFormat ?? api.dateFormat
        var fields = model.fields.map {
            field(
                $0, of: model, dateFormat: dateFormat, parameters: model.genericParameters, boxed: leadsBack(to: model.name, through: $0),
                mutable: model.isMutable, keys: keys)
        }
        if let additional = model.additionalProperties {
            fields.append(additionalProperties(additional, of: model))
        }
        var example: String?
        if let value = model.example, model.genericParameters.isEmpty {
            example = literals.expression(value, as: .named(model.name, arguments: []))
        }
        return ModelContext(
            name: typeName, keyType: keyType, declaration: typeName + generic, conformances: conformances.joined(separator: ", "),
            docLines: doc(
                model.description, model.mark, "\(model.isInline ? "body" : "model") \(model.name)", deprecated: model.deprecated),
            deprecated: model.deprecated, fields: Separator.mark(fields), hasKeyedFields: model.fields.contains { !$0.flatten },
            hasSecrets: hasSecrets,
            example: example)
    }

    /// True for an optional field whose model contains (directly or further down) the model
    /// declaring it: a struct cannot hold itself, so such a field is stored in an `Indirect` box.
    func leadsBack(to owner: String, through field: Field) -> Bool {
        // A clearable field's `Nullable` is an indirect enum: a box already.
        // An alias's name leads where its model's does.
        guard field.type.isOptional, !field.clearable, case .named(let start, _) = field.type.unwrapped,
            let target = api.model(named: start)
        else { return false }
        let cycles = memo.modelCycles ?? ModelCycles(api: api)
        memo.modelCycles = cycles
        return cycles.containEachOther(target.name, owner)
    }

    /// The values beside the known fields (`...: T`), as one more property, `additionalProperties`,
    /// that the runtime decodes from every other key and encodes beside the fields.
    private func additionalProperties(_ valueType: TypeRef, of model: Model) -> FieldContext {
        let name = Naming.propertyName(Naming.additionalPropertiesName)
        let value = types.name(valueType, parameters: model.genericParameters)
        // A flattened union's keys are known too: its tag and its variants' fields.
        let keys = model.fields.flatMap { field in api.flattenedUnion(field).map { api.keys(of: $0) } ?? [field.key] }
        let known = "[" + keys.map { SwiftText.stringLiteral($0) }.joined(separator: ", ") + "]"
        let mutable = model.isMutable
        return FieldContext(
            name: name, bareName: name, type: "[String: \(value)]", wireKey: name,
            docLines: ["The keys beside the known fields, with their values: kept, and sent back when encoding."],
            deprecated: false, defaultArgument: " = [:]",
            decode: "self.\(name) = try AdditionalProperties.decode(\(value).self, from: decoder, known: \(known))",
            encode: "try AdditionalProperties.encode(self.\(name), to: encoder, known: \(known))", storage: name, hasStorage: false,
            storageType: "[String: \(value)]", storageGet: name, storageSet: "newValue", binding: mutable ? "var" : "let",
            mutable: mutable, initValue: name, isSecret: false, isOptional: false)
    }

    private func field(
        _ field: Field, of model: Model, dateFormat: DateFormat, parameters: [String], boxed: Bool, mutable: Bool, keys: KeyEnumCases
    ) -> FieldContext {
        let name = Naming.propertyName(field.name)
        let bare = Naming.bare(name)
        let unwrappedType = types.name(field.type.unwrapped, parameters: parameters)
        let type = types.name(of: field, parameters: parameters)
        if field.flatten {
            return flattenedField(field, of: model, name: name, bare: bare, type: type, mutable: mutable)
        }
        let defaultExpression = field.defaultValue.map { literals.expression($0, as: field.type) }
        let isDate = field.type.unwrapped == .primitive(.date)
        let format = types.dateFormat(field.dateFormat ?? dateFormat)
        let key = "." + keys.caseName(for: field.key)
        // A deprecated field is a deprecated computed property over internal storage, so the
        // generated init and coding code can use it without deprecation warnings.
        // A boxed field (see `leadsBack`) is a computed property over an `Indirect` box.
        let storage = field.deprecated || boxed ? "_" + bare : bare
        // `self.` so a field named like a local of `encode(to:)` (`container`, `encoder`) is the field.
        let value = boxed ? "self.\(storage)?.value" : "self.\(storage)"

        // `decodeValue` and friends (runtime-FieldCoding) rather than `decode(_:forKey:)`: far
        // fewer overloads for the type checker to weigh at each of a large API's thousands of fields.
        // A default stands in for a missing key, unless answers must hold it (`required: true`):
        // then it is the memberwise init's only.
        // An optional field with `required: true` has its key in every object, maybe null.
        let keyMayBeNull = field.type.isOptional && field.keyRequired
        let mayBeAbsent = (field.type.isOptional || defaultExpression != nil) && !field.keyRequired
        var decode: String
        if field.clearable {
            decode =
                isDate
                ? "try container.decodeClearable(Date.self, forKey: \(key), format: \(format))"
                : "try container.decodeClearable(\(unwrappedType).self, forKey: \(key))"
        } else if isDate {
            decode =
                mayBeAbsent
                ? "try container.decodeIfPresent(Date.self, forKey: \(key), format: \(format))"
                : "try container.decode(Date.self, forKey: \(key), format: \(format))"
        } else if field.lenient {
            // Either scalar form on the wire (`lenient: true`); encoded in the declared one below.
            decode =
                mayBeAbsent
                ? "try container.decodeLenientIfPresent(\(unwrappedType).self, forKey: \(key))"
                : "try container.decodeLenient(\(unwrappedType).self, forKey: \(key))"
        } else if mayBeAbsent {
            decode = "try container.decodeOptional(\(unwrappedType).self, forKey: \(key))"
        } else {
            decode = "try container.decodeValue(\(unwrappedType).self, forKey: \(key))"
        }
        if keyMayBeNull, !field.clearable {
            // `decodeNil(forKey:)` throws for a missing key: the key must be there, null or not.
            decode = "try container.decodeNil(forKey: \(key)) ? nil : " + decode.dropFirst("try ".count)
        }
        // An optional with a default other than nil tells absent (the default) from null (nil),
        // and sends nil as null, so that nil survives a round trip instead of becoming the default.
        let nonNilDefault = defaultExpression.flatMap { $0 == "nil" || field.keyRequired ? nil : $0 }
        let keepsNull = field.type.isOptional && nonNilDefault != nil
        if let nonNilDefault {
            decode =
                keepsNull
                ? "try container.contains(\(key)) ? " + decode.dropFirst("try ".count) + " : \(nonNilDefault)"
                : decode + " ?? \(nonNilDefault)"
        }

        let encode: String
        if field.clearable {
            // UUIDs in lower case, as elsewhere: chosen here, as `encodeUUIDs` is below.
            let function = Self.holdsUUIDs(field.type) ? "encodeClearableUUIDs" : "encodeClearable"
            encode =
                isDate
                ? "try container.encodeClearable(\(value), forKey: \(key), format: \(format))"
                : "try container.\(function)(\(value), forKey: \(key))"
        } else if isDate {
            encode =
                field.type.isOptional
                ? (field.nullable || keepsNull
                    ? "if let value = \(value) { try container.encode(value, forKey: \(key), format: \(format)) } else { try container.encodeNil(forKey: \(key)) }"
                    : "try container.encodeIfPresent(\(value), forKey: \(key), format: \(format))")
                : "try container.encode(\(value), forKey: \(key), format: \(format))"
        } else if Self.holdsUUIDs(field.type), field.type.unwrapped != .primitive(.uuid) || field.nullable || keepsNull {
            // In lower case, as single UUIDs are (`encodeValue(_: UUID, …)`); a function of its
            // own name, as one more overload of `encodeValue` would weigh on every other call.
            encode =
                field.type.isOptional
                ? (field.nullable || keepsNull
                    ? "if let value = \(value) { try container.encodeUUIDs(value, forKey: \(key)) } else { try container.encodeNil(forKey: \(key)) }"
                    : "if let value = \(value) { try container.encodeUUIDs(value, forKey: \(key)) }")
                : "try container.encodeUUIDs(\(value), forKey: \(key))"
        } else if field.type.isOptional && !field.nullable && !keepsNull {
            encode = "try container.encodeOptional(\(value), forKey: \(key))"
        } else {
            encode = "try container.encodeValue(\(value), forKey: \(key))"
        }

        var defaultArgument = ""
        if let defaultExpression {
            defaultArgument = " = \(defaultExpression)"
        } else if field.defaultsToNil {
            defaultArgument = " = nil"
        }
        return FieldContext(
            name: name, bareName: bare, type: type, wireKey: field.key,
            docLines: doc(field.description, field.mark, "field \(model.name).\(field.name)"), deprecated: field.deprecated,
            defaultArgument: defaultArgument, decode: "self.\(storage) = \(boxed ? "(\(decode)).map { Indirect($0) }" : decode)",
            encode: encode, storage: storage, hasStorage: field.deprecated || boxed,
            storageType: boxed ? "Indirect<\(unwrappedType)>?" : type, storageGet: boxed ? "\(storage)?.value" : storage,
            storageSet: boxed ? "newValue.map { Indirect($0) }" : "newValue",
            // `let` unless the model opts in: a `var` costs a setter and `modify` accessors.
            binding: mutable ? "var" : "let", mutable: mutable, initValue: boxed ? "\(name).map { Indirect($0) }" : name,
            isSecret: field.secret, isOptional: field.type.isOptional, isBoxed: boxed)
    }

    /// A flattened field (`flatten: true`): its tagged union decodes from the model's own
    /// decoder, reading its tag and its variant's fields beside the model's, and encodes into
    /// the same object. Never optional, defaulted or secret (the loader allows none of those
    /// beside `flatten`), so never boxed; a deprecated one has storage of its own, as any does.
    private func flattenedField(_ field: Field, of model: Model, name: String, bare: String, type: String, mutable: Bool) -> FieldContext {
        let storage = field.deprecated ? "_" + bare : bare
        var decode = "self.\(storage) = try \(type)(from: decoder)"
        var encode = "try self.\(storage).encode(to: encoder)"
        if api.flattenedUnion(field)?.allowsUnknown == true {
            // An unknown variant's JSON is the whole object: the model's own keys are left out
            // of it (`UnionCoding.flattened`), so that it holds the variant's part alone, and
            // encoding it (before the fields) cannot send a value of the model's that has
            // changed or become nil since.
            let own = "[" + model.fields.filter { !$0.flatten }.map { SwiftText.stringLiteral($0.key) }.joined(separator: ", ") + "]"
            decode = "self.\(storage) = try UnionCoding.flattened(\(type).self, from: decoder, ownKeys: \(own))"
            encode = "try UnionCoding.encodeFlattened(self.\(storage), to: encoder)"
        }
        return FieldContext(
            name: name, bareName: bare, type: type, wireKey: field.key,
            docLines: doc(field.description, field.mark, "field \(model.name).\(field.name)"), deprecated: field.deprecated,
            defaultArgument: "", decode: decode, encode: encode,
            storage: storage, hasStorage: field.deprecated, storageType: type, storageGet: storage, storageSet: "newValue",
            binding: mutable ? "var" : "let", mutable: mutable, initValue: name, isSecret: field.secret, isOptional: false,
            isFlattened: true)
    }

    /// Whether a field's value holds UUIDs through lists, dictionaries and optionals alone
    /// (`[UUID?]`, `[String: [UUID]]`): `encodeUUIDs` sends those in lower case. A model's
    /// own UUIDs are its own encoding's.
    static func holdsUUIDs(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(let primitive): return primitive == .uuid
        case .array(let inner), .dictionary(let inner), .optional(let inner): return holdsUUIDs(inner)
        case .named: return false
        }
    }
}

extension FieldContext: Separated {}
