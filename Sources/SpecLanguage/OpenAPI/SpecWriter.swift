/// Writes an `ImportedSpec` as spec-language YAML: short forms where they fit, long forms
/// where a declaration has options, and a comment wherever the document was approximated.
///
/// Each line remembers the document node it came from (`lineMarks`), so that the spec loader's
/// and resolver's messages about the text can point into the document instead.
struct SpecWriter {
    private(set) var text = ""
    /// The document position of each written line, by line (0-based).
    private(set) var lineMarks: [Mark] = []

    static func write(_ spec: ImportedSpec) -> SpecWriter {
        var writer = SpecWriter()
        writer.spec(spec)
        return writer
    }

    private mutating func line(_ indent: Int, _ content: String, _ mark: Mark) {
        text += String(repeating: " ", count: indent * 2) + content + "\n"
        lineMarks.append(mark)
    }

    /// `description:` in block context: a literal block for text of several lines (as a person
    /// writes it), a quoted scalar otherwise.
    private mutating func description(_ indent: Int, _ text: String, _ mark: Mark) {
        guard let lines = YAMLText.literalBlockLines(text) else {
            line(indent, "description: \(YAMLText.scalar(text))", mark)
            return
        }
        line(indent, "description: |-", mark)
        for content in lines { line(content.isEmpty ? 0 : indent + 1, content, mark) }
    }

    private mutating func notes(_ indent: Int, _ notes: [String], _ mark: Mark) {
        for note in notes { line(indent, "# approximated: " + YAMLText.commentText(note), mark) }
    }

    private mutating func spec(_ spec: ImportedSpec) {
        let top = spec.mark
        line(0, "# Imported from \(YAMLText.commentText(spec.source)) (OpenAPI \(YAMLText.commentText(spec.version))) by gen import.", top)
        notes(0, spec.notes, top)
        line(0, "api: \(spec.api)", top)
        if let description = spec.description { self.description(0, description, top) }
        if !spec.servers.isEmpty {
            line(0, "servers:", top)
            for server in spec.servers { line(1, "\(YAMLText.scalar(server.name)): \(YAMLText.scalar(server.url))", server.mark) }
        }
        line(0, "wire: { keys: as-is, dates: iso8601 }", top)
        if spec.schemes.count > 1 {
            line(0, "authSchemes:", top)
            for scheme in spec.schemes { line(1, "\(scheme.name): \(scheme.spelling)", scheme.mark) }
        }
        if !spec.auth.isEmpty { line(0, "auth: \(Self.auth(spec.auth))", top) }
        if let error = spec.error { line(0, "error: \(error)", top) }
        if !spec.declarations.isEmpty {
            line(0, "models:", top)
            for declaration in spec.declarations {
                switch declaration {
                case .model(let model): self.model(model)
                case .enumeration(let enumType): self.enumeration(enumType)
                case .union(let union): self.union(union)
                }
            }
        }
        if !spec.groups.isEmpty {
            line(0, "endpoints:", top)
            for group in spec.groups {
                line(1, "\(YAMLText.scalar(group.name)):", group.endpoints.first?.mark ?? top)
                for endpoint in group.endpoints { self.endpoint(endpoint) }
            }
        }
    }

    private static func auth(_ names: [String]) -> String {
        names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }

    // MARK: Models

    /// Keys that make a mapping a model's long form: a field of such a name needs `fields:`.
    private static let longFormKeys = Set(ModelLoader.longFormKeys + [ModelLoader.additionalKey, "oneOf", "enum"])

    private mutating func model(_ model: ImportedSpec.Model) {
        notes(1, model.notes, model.mark)
        let shortFields = model.fields.allSatisfy { Self.isShort($0) && !Self.longFormKeys.contains($0.name) }
        let isShort =
            model.description == nil && !model.deprecated && model.extends.isEmpty && model.additionalProperties == nil
            && shortFields && !model.fields.isEmpty
        if isShort {
            let flow =
                "{ " + model.fields.map { "\(YAMLText.scalar($0.name)): \(YAMLText.scalar($0.type.description))" }.joined(separator: ", ")
                + " }"
            if flow.count <= 100 {
                line(1, "\(model.name): \(flow)", model.mark)
            } else {
                line(1, "\(model.name):", model.mark)
                for field in model.fields { self.field(2, field) }
            }
            return
        }
        line(1, "\(model.name):", model.mark)
        if let description = model.description { self.description(2, description, model.mark) }
        if model.deprecated { line(2, "deprecated: true", model.mark) }
        if !model.extends.isEmpty {
            line(2, "extends: " + (model.extends.count == 1 ? model.extends[0] : "[\(model.extends.joined(separator: ", "))]"), model.mark)
        }
        if let additional = model.additionalProperties {
            line(2, "additionalProperties: \(YAMLText.scalar(additional.description))", model.mark)
        }
        if model.fields.isEmpty {
            if model.extends.isEmpty { line(2, "fields: {}", model.mark) }
            return
        }
        line(2, "fields:", model.mark)
        for field in model.fields { self.field(3, field) }
    }

    private static func isShort(_ field: ImportedSpec.Field) -> Bool {
        field.key == nil && field.description == nil && !field.deprecated && !field.nullable && !field.dateOnly
            && field.defaultValue == nil && field.example == nil && field.style == nil
    }

    /// `name: Type`, or `name: { type: Type, … }` with the field's options.
    private mutating func field(_ indent: Int, _ field: ImportedSpec.Field) {
        line(indent, "\(YAMLText.scalar(field.name)): \(Self.fieldValue(field))", field.mark)
    }

    private static func fieldValue(_ field: ImportedSpec.Field) -> String {
        let type = YAMLText.scalar(field.type.description)
        if isShort(field) { return type }
        var options = ["type: \(type)"]
        if let key = field.key { options.append("key: \(YAMLText.scalar(key))") }
        if field.dateOnly { options.append("format: date") }
        if field.nullable { options.append("nullable: true") }
        if let style = field.style { options.append("style: \(style.rawValue)") }
        if let value = field.defaultValue { options.append("default: \(YAMLText.value(value))") }
        if let value = field.example { options.append("example: \(YAMLText.value(value))") }
        if field.deprecated { options.append("deprecated: true") }
        if let description = field.description { options.append("description: \(YAMLText.scalar(description))") }
        return "{ " + options.joined(separator: ", ") + " }"
    }

    private mutating func enumeration(_ enumType: ImportedSpec.Enum) {
        notes(1, enumType.notes, enumType.mark)
        let namesAreValues = !enumType.isNumeric && enumType.cases.allSatisfy { $0.name == $0.value }
        if namesAreValues && enumType.description == nil && !enumType.deprecated {
            line(1, "\(enumType.name): [\(enumType.cases.map { YAMLText.scalar($0.value) }.joined(separator: ", "))]", enumType.mark)
            return
        }
        line(1, "\(enumType.name):", enumType.mark)
        if namesAreValues {
            line(2, "enum: [\(enumType.cases.map { YAMLText.scalar($0.value) }.joined(separator: ", "))]", enumType.mark)
        } else {
            line(2, "enum:", enumType.mark)
            for item in enumType.cases {
                let value = enumType.isNumeric ? item.value : YAMLText.quoted(item.value)
                line(3, "\(YAMLText.scalar(item.name)): \(value)", enumType.mark)
            }
        }
        if let description = enumType.description { self.description(2, description, enumType.mark) }
        if enumType.deprecated { line(2, "deprecated: true", enumType.mark) }
    }

    private mutating func union(_ union: ImportedSpec.Union) {
        notes(1, union.notes, union.mark)
        line(1, "\(union.name):", union.mark)
        if union.discriminator != nil {
            line(2, "oneOf:", union.mark)
            for variant in union.variants {
                line(3, "\(YAMLText.scalar(variant.name)): \(YAMLText.scalar(variant.type.description))", union.mark)
            }
        } else {
            line(2, "oneOf: [\(union.variants.map { YAMLText.scalar($0.type.description) }.joined(separator: ", "))]", union.mark)
        }
        if let discriminator = union.discriminator { line(2, "discriminator: \(YAMLText.scalar(discriminator))", union.mark) }
        if let description = union.description { self.description(2, description, union.mark) }
        if union.deprecated { line(2, "deprecated: true", union.mark) }
    }

    // MARK: Endpoints

    private mutating func endpoint(_ endpoint: ImportedSpec.Endpoint) {
        let mark = endpoint.mark
        notes(2, endpoint.notes, mark)
        line(2, "\(YAMLText.scalar(endpoint.name)):", mark)
        line(3, "\(endpoint.method): \(YAMLText.scalar(endpoint.path))", mark)
        if let description = endpoint.description { self.description(3, description, mark) }
        if endpoint.deprecated { line(3, "deprecated: true", mark) }
        fields(3, "path", endpoint.pathParameters)
        fields(3, "query", endpoint.query)
        if !endpoint.headers.isEmpty {
            line(3, "headers:", mark)
            for header in endpoint.headers {
                let type = YAMLText.scalar(header.type.description)
                line(4, "\(YAMLText.scalar(header.name)): { param: \(YAMLText.scalar(header.parameter)), type: \(type) }", header.mark)
            }
        }
        switch endpoint.body {
        case .json(let type): line(3, "body: \(YAMLText.scalar(type.description))", mark)
        case .form(let fields): self.fields(3, "form", fields)
        case .multipart(let fields): self.fields(3, "multipart", fields)
        case .raw(let contentType): line(3, "raw: \(YAMLText.scalar(contentType))", mark)
        case nil: break
        }
        if let response = endpoint.response, let spelling = Self.answer(response) {
            line(3, "response: \(spelling)", mark)
        } else if !endpoint.responses.isEmpty {
            line(3, "responses:", mark)
            for (status, answer) in endpoint.responses { line(4, "\(status): \(Self.answer(answer) ?? "none")", mark) }
        }
        if let auth = endpoint.auth { line(3, "auth: \(auth.isEmpty ? "none" : Self.auth(auth))", mark) }
        if let error = endpoint.error { line(3, "error: \(error)", mark) }
    }

    private static func answer(_ answer: ImportedSpec.Answer) -> String? {
        switch answer {
        case .json(let type): YAMLText.scalar(type.description)
        case .text(let media): "{ text: \(YAMLText.scalar(media)) }"
        case .raw(let media): "{ raw: \(YAMLText.scalar(media)) }"
        case .empty: nil
        }
    }

    /// A mapping of fields under `key`, on one line when it is short; nothing when there are none
    /// (the reader makes no empty form or multipart body).
    private mutating func fields(_ indent: Int, _ key: String, _ fields: [ImportedSpec.Field]) {
        guard let first = fields.first else { return }
        let flow = "{ " + fields.map { "\(YAMLText.scalar($0.name)): \(Self.fieldValue($0))" }.joined(separator: ", ") + " }"
        if flow.count <= 80 && fields.allSatisfy(Self.isShort) {
            line(indent, "\(key): \(flow)", first.mark)
            return
        }
        line(indent, "\(key):", first.mark)
        for field in fields { self.field(indent + 1, field) }
    }
}
