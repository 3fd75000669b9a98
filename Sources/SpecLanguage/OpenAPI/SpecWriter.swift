import YAML

/// Writes an `ImportedSpec` as spec-language YAML: short forms where they fit, long forms
/// where a declaration has options, and a comment wherever the document was approximated.
///
/// It writes the text (`gen import`), the tree the YAML reader would make of that text (`gen`
/// on a folder that holds the document: no text written and read back), or both. Both come
/// from one walk: each line is a key and a value (`Written`), which gives its text and its
/// nodes, so the two cannot say different things. Each line remembers the document node it came
/// from: in the text, `lineMarks`; in the tree, every node of the line carries that mark, so the
/// loader's and resolver's messages point into the document.
struct SpecWriter {
    /// What to write.
    struct Output: OptionSet {
        let rawValue: Int
        static let text = Output(rawValue: 1)
        static let tree = Output(rawValue: 2)
    }

    private(set) var text = ""
    /// The document position of each written line, by line (0-based).
    private(set) var lineMarks: [Mark] = []
    /// What the spec approximates, each where the document says it: the comments the text
    /// holds, as notes for `gen` to print.
    private(set) var approximations: [Diagnostic] = []
    private var builder: SpecTree?
    private let writesText: Bool

    /// The spec's tree, when asked for.
    var tree: Node? { builder?.root }
    /// What the YAML reader would refuse in the text (never, unless the import has a bug: a key
    /// written twice into one mapping, say), so that the tree must not be used either.
    var treeProblems: [YAMLError] { builder?.problems ?? [] }

    private init(_ output: Output, file: String) {
        writesText = output.contains(.text)
        builder = output.contains(.tree) ? SpecTree(file: file) : nil
    }

    static func write(_ spec: ImportedSpec, _ output: Output = .text) -> SpecWriter {
        var writer = SpecWriter(output, file: spec.mark.file)
        writer.spec(spec)
        writer.builder?.finish()
        return writer
    }

    /// `key: value`, or `key:` over the lines that follow, one level deeper.
    private mutating func line(_ indent: Int, _ key: Written, _ value: Written?, _ mark: Mark) {
        if writesText {
            let content = value.map { key.text + ": " + $0.text } ?? key.text + ":"
            text += String(repeating: " ", count: indent * 2) + content + "\n"
            lineMarks.append(mark)
        }
        builder?.entry(indent, key: key, value: value, mark: mark)
    }

    /// A `#` comment line (text only).
    private mutating func comment(_ indent: Int, _ content: String, _ mark: Mark) {
        guard writesText else { return }
        text += String(repeating: " ", count: indent * 2) + "# " + content + "\n"
        lineMarks.append(mark)
    }

    /// `description:` in block context: a literal block for text of several lines (as a person
    /// writes it), a quoted scalar otherwise.
    private mutating func description(_ indent: Int, _ description: String, _ mark: Mark) {
        // The tree's node is the same either way: a literal block needs a line break, which no
        // plain scalar has, and reads back as exactly `description` (`literalBlockLines`). So
        // the lines, dear to find in long descriptions, are looked for only for the text.
        guard writesText, let lines = YAMLText.literalBlockLines(description) else {
            line(indent, .plain("description"), .scalar(description), mark)
            return
        }
        text += String(repeating: " ", count: indent * 2) + "description: |-\n"
        lineMarks.append(mark)
        for content in lines {
            text += (content.isEmpty ? "" : String(repeating: " ", count: (indent + 1) * 2) + content) + "\n"
            lineMarks.append(mark)
        }
        builder?.entry(indent, key: .plain("description"), value: .quoted(description), mark: mark)
    }

    private mutating func notes(_ indent: Int, _ notes: [Note], _ mark: Mark) {
        for note in notes {
            comment(indent, "approximated: " + YAMLText.commentText(note.text), mark)
            approximations.append(Diagnostic(.note, note.mark ?? mark, "approximated: " + note.text))
        }
    }

    private mutating func spec(_ spec: ImportedSpec) {
        let top = spec.mark
        comment(0, "Imported from \(YAMLText.commentText(spec.source)) (OpenAPI \(YAMLText.commentText(spec.version))) by gen import.", top)
        notes(0, spec.notes, top)
        line(0, .plain("api"), .plain(spec.api), top)
        if let description = spec.description { self.description(0, description, top) }
        if !spec.servers.isEmpty {
            line(0, .plain("servers"), nil, top)
            for server in spec.servers { line(1, .scalar(server.name), .scalar(server.url), server.mark) }
        }
        line(0, .plain("wire"), .mapping([(.plain("keys"), .plain("as-is")), (.plain("dates"), .plain("rfc3339"))]), top)
        if spec.schemes.count > 1 {
            line(0, .plain("authSchemes"), nil, top)
            for scheme in spec.schemes { line(1, .plain(scheme.name), .raw(scheme.spelling), scheme.mark) }
        }
        if !spec.auth.isEmpty { line(0, .plain("auth"), Self.auth(spec.auth), spec.authMark ?? top) }
        if let error = spec.error { line(0, .plain("error"), .plain(error), top) }
        if !spec.declarations.isEmpty {
            line(0, .plain("models"), nil, top)
            for declaration in spec.declarations {
                switch declaration {
                case .model(let model): self.model(model)
                case .enumeration(let enumType): self.enumeration(enumType)
                case .union(let union): self.union(union)
                }
            }
        }
        if !spec.groups.isEmpty {
            line(0, .plain("endpoints"), nil, top)
            for group in spec.groups {
                line(1, .scalar(group.name), nil, group.endpoints.first?.mark ?? top)
                for endpoint in group.endpoints { self.endpoint(endpoint) }
            }
        }
    }

    /// One scheme (a name, or one scheme's spelling), or a list of scheme names.
    private static func auth(_ names: [String]) -> Written {
        names.count == 1 ? scheme(names[0]) : .sequence(names.map(scheme))
    }

    /// A scheme's name, or its spelling when that is a flow mapping (`{ apiKey: X-Key }`).
    private static func scheme(_ text: String) -> Written {
        text.hasPrefix("{") ? .raw(text) : .plain(text)
    }

    // MARK: Models

    /// Keys that make a mapping a model's long form: a field of such a name needs `fields:`.
    private static let longFormKeys = Set(ModelLoader.longFormKeys + [ModelLoader.additionalKey, "oneOf", "enum", "alias"])

    private mutating func model(_ model: ImportedSpec.Model) {
        notes(1, model.notes, model.mark)
        if let target = model.aliasOf {
            return alias(model.name, of: target, model.description, deprecated: model.deprecated, model.mark)
        }
        let shortFields = model.fields.allSatisfy { Self.isShort($0) && !Self.longFormKeys.contains($0.name) }
        let isShort =
            model.description == nil && !model.deprecated && model.extends.isEmpty && model.additionalProperties == nil
            && shortFields && !model.fields.isEmpty
        if isShort {
            let flow = Written.mapping(model.fields.map { (.scalar($0.name), .scalar($0.type.description)) })
            if flow.textCount <= 100 {
                line(1, .plain(model.name), flow, model.mark)
            } else {
                line(1, .plain(model.name), nil, model.mark)
                for field in model.fields { self.field(2, field) }
            }
            return
        }
        line(1, .plain(model.name), nil, model.mark)
        if let description = model.description { self.description(2, description, model.mark) }
        if model.deprecated { line(2, .plain("deprecated"), .plain("true"), model.mark) }
        if !model.extends.isEmpty {
            line(
                2, .plain("extends"), model.extends.count == 1 ? .plain(model.extends[0]) : .sequence(model.extends.map(Written.plain)),
                model.mark)
        }
        if let additional = model.additionalProperties {
            line(2, .plain("additionalProperties"), .scalar(additional.description), model.mark)
        }
        if model.fields.isEmpty {
            if model.extends.isEmpty { line(2, .plain("fields"), .mapping([]), model.mark) }
            return
        }
        line(2, .plain("fields"), nil, model.mark)
        for field in model.fields { self.field(3, field) }
    }

    private static func isShort(_ field: ImportedSpec.Field) -> Bool {
        field.key == nil && field.description == nil && !field.deprecated && !field.nullable && !field.clearable && !field.keyRequired
            && !field.dateOnly && !field.flatten
            && field.defaultValue == nil && field.example == nil && field.style == nil
    }

    /// `name: Type`, or `name: { type: Type, … }` with the field's options.
    private mutating func field(_ indent: Int, _ field: ImportedSpec.Field) {
        line(indent, .scalar(field.name), Self.fieldValue(field), field.mark)
    }

    private static func fieldValue(_ field: ImportedSpec.Field) -> Written {
        let type = Written.scalar(field.type.description)
        if isShort(field) { return type }
        var options: [(key: Written, value: Written)] = [(.plain("type"), type)]
        if let key = field.key { options.append((.plain("key"), .scalar(key))) }
        if field.flatten { options.append((.plain("flatten"), .plain("true"))) }
        if field.dateOnly { options.append((.plain("format"), .plain("date"))) }
        if field.nullable { options.append((.plain("nullable"), .plain("true"))) }
        if field.clearable { options.append((.plain("clearable"), .plain("true"))) }
        if let style = field.style { options.append((.plain("style"), .plain(style.rawValue))) }
        if let value = field.defaultValue { options.append((.plain("default"), .value(value))) }
        if field.keyRequired { options.append((.plain("required"), .plain("true"))) }
        if let value = field.example { options.append((.plain("example"), .value(value))) }
        if field.deprecated { options.append((.plain("deprecated"), .plain("true"))) }
        if let description = field.description { options.append((.plain("description"), .scalar(description))) }
        return .mapping(options)
    }

    private mutating func enumeration(_ enumType: ImportedSpec.Enum) {
        notes(1, enumType.notes, enumType.mark)
        if let target = enumType.aliasOf {
            return alias(enumType.name, of: target, enumType.description, deprecated: enumType.deprecated, enumType.mark)
        }
        let namesAreValues = !enumType.isNumeric && enumType.cases.allSatisfy { $0.name == $0.value }
        let values = Written.sequence(enumType.cases.map { .scalar($0.value) })
        if namesAreValues && enumType.description == nil && !enumType.deprecated && !enumType.isOpen {
            line(1, .plain(enumType.name), values, enumType.mark)
            return
        }
        line(1, .plain(enumType.name), nil, enumType.mark)
        if namesAreValues {
            line(2, .plain("enum"), values, enumType.mark)
        } else {
            line(2, .plain("enum"), nil, enumType.mark)
            for item in enumType.cases {
                line(3, .scalar(item.name), enumType.isNumeric ? .plain(item.value) : .quoted(item.value), enumType.mark)
            }
        }
        if enumType.isOpen { line(2, .plain("unknown"), .plain("true"), enumType.mark) }
        if let description = enumType.description { self.description(2, description, enumType.mark) }
        if enumType.deprecated { line(2, .plain("deprecated"), .plain("true"), enumType.mark) }
    }

    /// `Name: { alias: Target }`, or the long form with the alias's own words.
    private mutating func alias(_ name: String, of target: String, _ description: String?, deprecated: Bool, _ mark: Mark) {
        if description == nil && !deprecated {
            line(1, .plain(name), .mapping([(.plain("alias"), .plain(target))]), mark)
            return
        }
        line(1, .plain(name), nil, mark)
        line(2, .plain("alias"), .plain(target), mark)
        if let description { self.description(2, description, mark) }
        if deprecated { line(2, .plain("deprecated"), .plain("true"), mark) }
    }

    private mutating func union(_ union: ImportedSpec.Union) {
        notes(1, union.notes, union.mark)
        if let target = union.aliasOf {
            return alias(union.name, of: target, union.description, deprecated: union.deprecated, union.mark)
        }
        line(1, .plain(union.name), nil, union.mark)
        // Tagged, or with cases named other than by their types (`untaggedCaseNames`).
        if union.discriminator != nil || union.variants.contains(where: { !$0.name.isEmpty }) {
            line(2, .plain("oneOf"), nil, union.mark)
            for variant in union.variants {
                line(3, .scalar(variant.name), .scalar(variant.type.description), union.mark)
            }
        } else {
            line(2, .plain("oneOf"), .sequence(union.variants.map { .scalar($0.type.description) }), union.mark)
        }
        if let discriminator = union.discriminator { line(2, .plain("discriminator"), .scalar(discriminator), union.mark) }
        if let description = union.description { self.description(2, description, union.mark) }
        if union.deprecated { line(2, .plain("deprecated"), .plain("true"), union.mark) }
    }

    // MARK: Endpoints

    private mutating func endpoint(_ endpoint: ImportedSpec.Endpoint) {
        let mark = endpoint.mark
        notes(2, endpoint.notes, mark)
        line(2, .scalar(endpoint.name), nil, mark)
        line(3, .plain(endpoint.method), .scalar(endpoint.path), mark)
        if let description = endpoint.description { self.description(3, description, mark) }
        if endpoint.deprecated { line(3, .plain("deprecated"), .plain("true"), mark) }
        fields(3, "path", endpoint.pathParameters)
        fields(3, "query", endpoint.query)
        if !endpoint.headers.isEmpty {
            line(3, .plain("headers"), nil, mark)
            for header in endpoint.headers {
                if let value = header.fixedValue {
                    line(4, .scalar(header.name), .scalar(value), header.mark)
                    continue
                }
                var options: [(key: Written, value: Written)] = [
                    (.plain("param"), .scalar(header.parameter)), (.plain("type"), .scalar(header.type.description)),
                ]
                if let value = header.defaultValue { options.append((.plain("default"), .value(value))) }
                if let text = header.description { options.append((.plain("description"), .scalar(text))) }
                line(4, .scalar(header.name), .mapping(options), header.mark)
            }
        }
        switch endpoint.body {
        case .json(let type): line(3, .plain("body"), .scalar(type.description), mark)
        case .form(let fields): self.fields(3, "form", fields)
        case .multipart(let fields): self.fields(3, "multipart", fields)
        case .raw(let contentType): line(3, .plain("raw"), .scalar(contentType), mark)
        case nil: break
        }
        if let response = endpoint.response, let spelling = Self.answer(response) {
            line(3, .plain("response"), spelling, mark)
        } else if !endpoint.responses.isEmpty {
            line(3, .plain("responses"), nil, mark)
            for (status, answer) in endpoint.responses { line(4, .plain(String(status)), Self.answer(answer) ?? .plain("none"), mark) }
        }
        if endpoint.metadata { line(3, .plain("metadata"), .plain("true"), mark) }
        if let auth = endpoint.auth { line(3, .plain("auth"), auth.isEmpty ? .plain("none") : Self.auth(auth), mark) }
        if let server = endpoint.server { line(3, .plain("server"), .scalar(server), endpoint.serverMark ?? mark) }
        if let error = endpoint.error { line(3, .plain("error"), .plain(error), mark) }
        if !endpoint.errorsByStatus.isEmpty {
            line(3, .plain("errors"), .mapping(endpoint.errorsByStatus.map { (.plain(String($0.status)), .plain($0.model)) }), mark)
        }
    }

    private static func answer(_ answer: ImportedSpec.Answer) -> Written? {
        switch answer {
        case .json(let type): .scalar(type.description)
        case .text(let media): .mapping([(.plain("text"), .scalar(media))])
        case .raw(let media): .mapping([(.plain("raw"), .scalar(media))])
        case .events(let type): .mapping([(.plain("events"), .scalar(type.description))])
        case .empty: nil
        }
    }

    /// A mapping of fields under `key`, on one line when it is short; nothing when there are none
    /// (the reader makes no empty form or multipart body).
    private mutating func fields(_ indent: Int, _ key: String, _ fields: [ImportedSpec.Field]) {
        guard let first = fields.first else { return }
        if fields.allSatisfy(Self.isShort) {
            let flow = Written.mapping(fields.map { (.scalar($0.name), Self.fieldValue($0)) })
            if flow.textCount <= 80 {
                line(indent, .plain(key), flow, first.mark)
                return
            }
        }
        line(indent, .plain(key), nil, first.mark)
        for field in fields { self.field(indent + 1, field) }
    }
}

/// The tree of the spec text, built line by line from the events the YAML reader would send
/// for it, by the reader's own `TreeBuilder` (so duplicate keys, limits and weights are its
/// too): an entry without a value opens a block mapping of the entries one level deeper, which
/// starts (and is marked) at its first entry.
private struct SpecTree {
    /// An open block mapping: the indentation of its entries, and whether the first one came.
    private struct Level {
        var indent: Int
        var started: Bool
        /// The line of the key it is the value of: a key with nothing under it reads as null there.
        var keyMark: Mark
    }

    let file: String
    private var builder: TreeBuilder
    private var levels: [Level]
    /// What the reader would refuse in the text: a limit passed, or a key given twice.
    private(set) var problems: [YAMLError] = []
    private var failed = false
    private let spellings = RawSpellings()

    init(file: String) {
        self.file = file
        builder = TreeBuilder(file: file, limits: YAMLReader.Limits())
        levels = [Level(indent: 0, started: false, keyMark: Mark(file: file, line: 1, column: 1))]
    }

    var root: Node? { failed ? nil : builder.root }

    mutating func entry(_ indent: Int, key: Written, value: Written?, mark: Mark) {
        guard !failed else { return }
        do throws(YAMLError) {
            try close(deeperThan: indent)
            if !levels[levels.count - 1].started {
                levels[levels.count - 1].started = true
                try builder.startCollection(isMapping: true, tag: nil, anchor: nil, mark: mark)
            }
            try key.build(into: &builder, at: mark, readRaw: spellings.node)
            if let value {
                try value.build(into: &builder, at: mark, readRaw: spellings.node)
            } else {
                levels.append(Level(indent: indent + 1, started: false, keyMark: mark))
            }
        } catch {
            fail(error)
        }
    }

    mutating func finish() {
        guard !failed else { return }
        do throws(YAMLError) {
            try close(deeperThan: 0)
            if !levels[0].started { try builder.startCollection(isMapping: true, tag: nil, anchor: nil, mark: levels[0].keyMark) }
            try builder.endCollection()
            problems += builder.duplicates
        } catch {
            fail(error)
        }
    }

    private mutating func fail(_ error: YAMLError) {
        failed = true
        problems.append(error)
    }

    private mutating func close(deeperThan indent: Int) throws(YAMLError) {
        while levels.count > 1, let level = levels.last, level.indent > indent {
            levels.removeLast()
            if level.started {
                try builder.endCollection()
            } else {
                try builder.scalar("", isPlain: true, tag: nil, anchor: nil, mark: level.keyMark)
            }
        }
    }

}

/// Flow YAML made elsewhere (a security scheme's spelling), read once per spelling. A class, so
/// that it can be read while the tree's builder is lent out.
private final class RawSpellings {
    private var nodes: [String: Node?] = [:]

    func node(_ text: String) -> Node? {
        if let known = nodes[text] { return known }
        // Read as YAML whatever the document is (a `.json` name would pick the JSON reader);
        // the name shows nowhere, as every mark is moved to the line's.
        let read = try? YAMLReader.read(Array(text.utf8), file: "spelling.yaml")
        nodes[text] = read
        return read
    }
}
