/// A schema that is a whole file (`$ref: ./AmlConfidence.yaml`) is named by its file, as a
/// component is by its key. A component's name is kept for it from the start; a file's cannot
/// be, as its reference may be met only deep in another file, after an inline schema named from
/// its place (Rebilly's `AML` and its `confidence` enum, `AmlConfidence`) has taken the name and
/// left the file's schema numbered (`AmlConfidence2`). Once every declaration is made, the two
/// swap names: the file's schema is the document's vocabulary, the inline one is named only by
/// where it stands.
extension OpenAPIReader {
    mutating func giveFileSchemasTheirNames() {
        guard fileSchemaNames.contains(where: { $0.name != $0.fileName }) else { return }
        var indexes: [String: Int] = [:]
        for (index, declaration) in spec.declarations.enumerated() { indexes[declaration.name.lowercased()] = index }
        // Names the document gives: a component's or a file's, never given away.
        let given = componentDeclarations.union(fileSchemaNames.map(\.name))
        var renames: [String: String] = [:]
        for (name, fileName) in fileSchemaNames where name != fileName {
            guard let holder = indexes[fileName.lowercased()].map({ spec.declarations[$0].name }), !given.contains(holder),
                renames[holder] == nil, renames[name] == nil
            else { continue }
            renames[holder] = name
            renames[name] = holder
        }
        guard !renames.isEmpty else { return }
        rename(renames)
        fileSchemaNames = fileSchemaNames.map { (renames[$0.name] ?? $0.name, $0.fileName) }
    }

    /// Renames declarations (`renames`: old name to new) and every reference to them.
    private mutating func rename(_ renames: [String: String]) {
        func renamed(_ name: String) -> String { renames[name] ?? name }
        func renamed(_ type: TypeRef) -> TypeRef {
            switch type {
            case .named(let name, let arguments): .named(renamed(name), arguments: arguments.map(renamed))
            case .array(let element): .array(renamed(element))
            case .dictionary(let element): .dictionary(renamed(element))
            case .optional(let wrapped): .optional(renamed(wrapped))
            case .primitive: type
            }
        }
        func renamed(_ fields: [ImportedSpec.Field]) -> [ImportedSpec.Field] {
            fields.map { field in
                var field = field
                field.type = renamed(field.type)
                return field
            }
        }
        func renamed(_ answer: ImportedSpec.Answer) -> ImportedSpec.Answer {
            switch answer {
            case .json(let type): .json(renamed(type))
            case .events(let type): .events(renamed(type))
            case .text, .raw, .empty: answer
            }
        }
        for index in spec.declarations.indices {
            switch spec.declarations[index] {
            case .model(var model):
                model.name = renamed(model.name)
                model.fields = renamed(model.fields)
                model.extends = model.extends.map(renamed)
                model.additionalProperties = model.additionalProperties.map(renamed)
                model.aliasOf = model.aliasOf.map(renamed)
                spec.declarations[index] = .model(model)
            case .enumeration(var enumType):
                enumType.name = renamed(enumType.name)
                enumType.aliasOf = enumType.aliasOf.map(renamed)
                spec.declarations[index] = .enumeration(enumType)
            case .union(var union):
                union.name = renamed(union.name)
                union.variants = union.variants.map { ($0.name, renamed($0.type)) }
                union.aliasOf = union.aliasOf.map(renamed)
                spec.declarations[index] = .union(union)
            }
        }
        for group in spec.groups.indices {
            for index in spec.groups[group].endpoints.indices {
                var endpoint = spec.groups[group].endpoints[index]
                endpoint.pathParameters = renamed(endpoint.pathParameters)
                endpoint.query = renamed(endpoint.query)
                endpoint.headers = endpoint.headers.map { header in
                    var header = header
                    header.type = renamed(header.type)
                    return header
                }
                switch endpoint.body {
                case .json(let type)?: endpoint.body = .json(renamed(type))
                case .form(let fields)?: endpoint.body = .form(renamed(fields))
                case .multipart(let fields)?: endpoint.body = .multipart(renamed(fields))
                case .raw?, nil: break
                }
                endpoint.response = endpoint.response.map(renamed)
                endpoint.responses = endpoint.responses.map { ($0.status, renamed($0.answer)) }
                endpoint.error = endpoint.error.map(renamed)
                endpoint.errorsByStatus = endpoint.errorsByStatus.map { ($0.status, renamed($0.model)) }
                endpoint.eventStream = endpoint.eventStream.map { (renamed($0.events), $0.mark) }
                spec.groups[group].endpoints[index] = endpoint
            }
        }
        spec.error = spec.error.map(renamed)
        // What later passes look names up in.
        var fields: [String: [ImportedSpec.Field]] = [:]
        for (name, list) in modelFields { fields[renamed(name)] = renamed(list) }
        modelFields = fields
        openModels = Set(openModels.map(renamed))
    }
}
