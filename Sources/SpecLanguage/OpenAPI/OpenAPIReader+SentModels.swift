import Foundation

/// Models that only requests carry, which need not serve answers too:
/// - A write-only property that the schema requires is optional where it is read (answers leave
///   it out, and one struct serves both ways); here it is required again, so that the compiler
///   asks for what the server will (Linode's rebuild `root_pass`).
/// - A required property that may be null is `required: true`: the init takes no default, so a
///   call says nil (sent as `null`) rather than leave it out by mistake.
/// - A property that is neither required nor has a default, and may be null, is `clearable`:
///   leaving it out and sending `null` differ in a request (a PATCH clears a value with `null`:
///   GitHub's issue `milestone`, Linode's Longview plan).
///
/// Before repeated types become aliases (`aliasRepeatedTypes`): a model shaped here is then
/// alike only to others shaped alike.
extension OpenAPIReader {
    mutating func shapeSentModels() {
        let indexes = declarationIndexes
        var sent: [TypeRef] = []
        var answers: [TypeRef] = []
        for group in spec.groups {
            for endpoint in group.endpoints {
                sent += Self.bodyTypes(of: endpoint)
                answers += Self.answerTypes(of: endpoint)
            }
        }
        // A model no operation uses may be decoded by hand (a webhook's payload): it stays as read.
        let onlySent = reachable(from: sent, indexes).subtracting(reachable(from: answers, indexes))
        for index in spec.declarations.indices {
            guard onlySent.contains(spec.declarations[index].name), case .model(var model) = spec.declarations[index],
                model.fields.contains(where: { $0.requiredWhenSent || $0.nullable || Self.mayBeCleared($0) })
            else { continue }
            for fieldIndex in model.fields.indices {
                var field = model.fields[fieldIndex]
                if field.requiredWhenSent {
                    field.require()
                    field.requiredWhenSent = false
                    let note = Self.writeOnlyNote(field.wireKey)
                    model.notes.removeAll { $0.text == note }
                }
                if field.nullable, field.type.isOptional {
                    // Required, and may be null: the call must say nil, which sends `null`
                    // (Resend's event `schema`, where null clears it), not leave it out.
                    field.keyRequired = true
                } else if Self.mayBeCleared(field) {
                    field.clearable = true
                }
                model.fields[fieldIndex] = field
            }
            modelFields[model.name] = modelFields[model.name].map { fields in
                fields.map { field in model.fields.first { $0.wireKey == field.wireKey } ?? field }
            }
            spec.declarations[index] = .model(model)
        }
    }

    /// Optional and nullable, so nil and `null` would be one value; not sent as null already,
    /// and with no default of the field's own. A default left to the server stays with it
    /// (leaving the key out gives the default, `null` clears). Not any JSON, which holds `null`
    /// itself.
    private static func mayBeCleared(_ field: ImportedSpec.Field) -> Bool {
        field.type.isOptional && field.schemaIsNullable && !field.nullable && field.defaultValue == nil
            && field.type.unwrapped != .primitive(.json)
    }

    /// A variant's own field for its union's tag (Kratos's `method` of a password login) takes
    /// the tag as its default: the union sends the tag whatever the field holds, so a caller
    /// need not write it. Only a model that is a variant under one tag alone, whose field is
    /// required text without a default of its own; its key stays required in answers.
    mutating func defaultTagFields() {
        var tags: [String: (key: String, tags: Set<String>)] = [:]
        var several: Set<String> = []
        for case .union(let union) in spec.declarations {
            guard let key = union.discriminator else { continue }
            for variant in union.variants {
                guard case .named(let model, _) = variant.type else { continue }
                if let known = tags[model], known.key != key { several.insert(model) }
                tags[model, default: (key, [])].tags.insert(variant.name)
            }
        }
        guard !tags.isEmpty else { return }
        for index in spec.declarations.indices {
            guard case .model(var model) = spec.declarations[index], let entry = tags[model.name], !several.contains(model.name),
                entry.tags.count == 1, let tag = entry.tags.first,
                let position = model.fields.firstIndex(where: { $0.wireKey == entry.key }),
                model.fields[position].defaultValue == nil, model.fields[position].type == .primitive(.string)
            else { continue }
            model.fields[position].defaultValue = .string(tag)
            Self.placeDefault(&model.fields[position], required: true)
            spec.declarations[index] = .model(model)
        }
    }

    /// The types an operation's body sends: its JSON body, or its form's fields.
    static func bodyTypes(of endpoint: ImportedSpec.Endpoint) -> [TypeRef] {
        switch endpoint.body {
        case .json(let type): [type]
        case .form(let fields), .multipart(let fields): fields.map(\.type)
        case .raw, nil: []
        }
    }

    /// The types an operation's answers and error bodies hold.
    static func answerTypes(of endpoint: ImportedSpec.Endpoint) -> [TypeRef] {
        var types: [TypeRef] = []
        for answer in [endpoint.response].compactMap({ $0 }) + endpoint.responses.map(\.answer) {
            if case .json(let type) = answer { types.append(type) }
            if case .events(let type) = answer { types.append(type) }
        }
        return types + ([endpoint.error].compactMap { $0 } + endpoint.errorsByStatus.map(\.model)).map { .named($0, arguments: []) }
    }

    static func writeOnlyNote(_ key: String) -> String { "'\(key)' is required but writeOnly: optional here, as answers leave it out" }

    /// Every declaration that values of `roots` can hold: those types, and what their fields,
    /// bases, additional properties and variants name, transitively.
    /// Each declaration's index by its name (`reachable`'s way in): by index, as a declaration
    /// taken out whole is a copy of all its fields.
    var declarationIndexes: [String: Int] {
        Dictionary(spec.declarations.indices.map { (spec.declarations[$0].name, $0) }, uniquingKeysWith: { _, last in last })
    }

    func reachable(from roots: [TypeRef], _ indexes: [String: Int]) -> Set<String> {
        var found: Set<String> = []
        var pending = roots
        while let type = pending.popLast() {
            switch type {
            case .primitive: continue
            case .array(let inner), .dictionary(let inner), .optional(let inner): pending.append(inner)
            case .named(let name, let arguments):
                pending += arguments
                guard found.insert(name).inserted, let index = indexes[name] else { continue }
                switch spec.declarations[index] {
                case .model(let model):
                    pending += model.fields.map(\.type) + model.extends.map { .named($0, arguments: []) }
                    if let extra = model.additionalProperties { pending.append(extra) }
                case .union(let union): pending += union.variants.map(\.type)
                case .enumeration: continue
                }
            }
        }
        return found
    }
}
