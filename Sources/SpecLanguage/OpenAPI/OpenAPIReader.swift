import Foundation

/// Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON, already parsed into gen's own YAML tree,
/// so every node keeps its file, line and column) into an `ImportedSpec`.
///
/// Problems with the document are located diagnostics, all of them at once; what gen cannot
/// map is skipped with one warning each; what it maps only approximately is noted in the spec
/// as a comment. Schemas: `+Schemas`; operations: `+Operations`; auth: `+Security`; servers:
/// `+Servers`; references: `+References`.
struct OpenAPIReader {
    var diagnostics = Diagnostics()
    var spec: ImportedSpec
    let root: Node
    let path: String
    /// Other documents a `$ref` names, by path, read once.
    var documents: [String: Node?] = [:]
    /// The first path each file was read by (`fileIdentity`), so that another path to it is that one.
    var pathsByIdentity: [FileIdentity: String] = [:]
    /// What each `$ref` (by file and reference) led to: those written in the document itself
    /// (nearly all) by the reference alone, which hashes a tenth of the bytes of a key that
    /// starts with the document's path.
    var resolved: [String: (node: Node, file: String, key: String)?] = [:]
    var resolvedInDocument: [String: (node: Node, file: String, key: String)?] = [:]
    /// The references being followed now, by their cache keys (`followOnce`).
    var referencesBeingFollowed: Set<String> = []
    /// Large mappings that references walk through (`components/schemas`), by `file#pointer`,
    /// as tables: looking a name up among hundreds of pairs once per reference was slow.
    var mappingIndexes: [String: [String: Node]] = [:]
    /// How many operations take each name before it is numbered (`operationNameCounts`).
    var operationBaseNameCounts: [String: Int]?
    /// The type names the document's component schemas make (lower case), kept for them, each
    /// to its place in `components.schemas`.
    var componentOrder: [String: Int] = [:]
    /// The names component schemas were declared under (`PetStatus2` where `pet_status` took
    /// `PetStatus`): generated whether used or not (`dropUnusedInlineTypes`).
    var componentDeclarations: Set<String> = []
    /// The type name of the component alias being read (lower case), which may take it.
    var aliasComponent: String?
    /// The component that is only a reference to each schema, by the schema's key: its name is
    /// the schema's (`componentSchemas`).
    var componentNamesOfTargets: [String: String] = [:]
    /// The type of each schema a `$ref` names, by its key (`resolveAnew`), once it is read.
    var schemaTypes: [String: TypeRef] = [:]
    /// The type declared for each inline schema read so far (a model, enum or union named from
    /// where it stands), by the schema's place in the document: a `$ref` to that place
    /// (`…/properties/value/oneOf/0`) is that type, not a second one of the same shape.
    var inlineTypes: [Mark: TypeRef] = [:]
    /// Where error answers' schemas stand that are written inline in an operation, which are
    /// not error bodies (`noteInlineErrorSchemas`).
    var inlineErrorSchemas: [Mark] = []
    /// Component schemas being read, so a schema that refers to itself gets its own name.
    var pendingNames: [String: String] = [:]
    /// Aliases found to contain themselves, each reported once.
    var circularAliases: Set<String> = []
    /// Declarations in the order they are first met; a slot is taken before its schema is read,
    /// so a parent stands before the inline types it names.
    var slots: [ImportedSpec.Declaration?] = []
    /// Every type name taken, lower-cased: names differing only in case would clash in file names.
    var takenTypeNames: Set<String> = []
    /// The wire keys of each model's fields, for composition.
    var modelFields: [String: [ImportedSpec.Field]] = [:]
    /// The types declared for schemas that are whole files (`$ref: ./AmlConfidence.yaml`), and
    /// the name each file gives.
    var fileSchemaNames: [(name: String, fileName: String)] = []
    /// The names, lower-cased, that whole files' schemas keep from the start in a second
    /// reading (`fileNamesTakenInline`).
    var keptFileNames: Set<String> = []
    /// The tag fields flattened unions took from their inline variants (`flattenedUnion`), by
    /// the variant's name: its slot, the field's place among its fields, the field, and whether
    /// the field's description became the variant's.
    var strippedTags: [String: (slot: Int, index: Int, field: ImportedSpec.Field, describes: Bool)] = [:]
    /// The models whose `allOf` references are being read, by type name: a base among them
    /// contains the model that extends it.
    var composing: Set<String> = []
    /// Bases met while still being read: the extending model's slot, the base, the `$ref`, and
    /// the keys the model requires (a base's optional field among them is copied in, required).
    var laterBases: [(slot: Int, base: String, reference: String, required: Set<String>)] = []
    /// Schemas that are the base of an `allOf` hierarchy with a discriminator, by `$ref` key:
    /// the model of their own fields (`PetBase`), which the subtypes extend.
    var polymorphicBases: [String: String] = [:]
    /// Models of objects that declare no properties, whose members are kept as JSON: a schema
    /// that extends one through `allOf` takes nothing from it (its own members stay its own).
    var openModels: Set<String> = []
    var endpointNames: Set<String> = []
    /// The scheme names of `components.securitySchemes`, as written, to spec names and spellings.
    var schemeSpellings: [String: (name: String, spelling: String)] = [:]
    /// The headers (lower case), query items and cookies API-key schemes send, to the schemes' keys:
    /// the client sets them from its credentials, so a parameter of the same name is left out
    /// of an operation that sends the key.
    var apiKeyHeaders: [String: Set<String>] = [:]
    var apiKeyQueryItems: [String: Set<String>] = [:]
    var apiKeyCookies: [String: Set<String>] = [:]
    var xmlWarned = false
    /// Whether a `$recursiveRef` or `$dynamicRef` was reported: once per document.
    var dynamicReferenceWarned = false
    /// The operation or path servers warned about, by where their `url` stands.
    var warnedServers: Set<Mark> = []
    var depthWarned = false
    /// How many references are being followed now, each into the schema of the next
    /// (`maxReferenceDepth`), and whether going past that limit was said.
    var referenceDepth = 0
    var referenceDepthWarned = false
    /// The enums declared so far: parameters may hold them as they hold text.
    var enumNames: Set<String> = []
    /// Those of them whose values are text.
    var textEnumNames: Set<String> = []

    /// Whether a parsed YAML or JSON file is an OpenAPI document: a top-level `openapi` key.
    static func isOpenAPI(_ root: Node?) -> Bool {
        root?.mapping?["openapi"] != nil
    }

    /// The API name for a document at `path`: `Petstore.openapi.yaml` → `Petstore`; a file
    /// name that is no identifier, or only says the format (`openapi.yaml`), gives way to the
    /// document's title.
    static let formatNames: Set<String> = ["openapi", "swagger"]

    static func apiName(path: String, title: String?) -> String {
        let file = (path as NSString).lastPathComponent
        let stem = String(file.prefix { $0 != "." })
        // `openapi.yaml` and `swagger.json` name the format, not the API.
        let stems = Self.formatNames.contains(stem.lowercased()) ? [] : [stem, Naming.pascalCase(stem)]
        for candidate in stems + [Naming.pascalCase(title ?? "")] {
            var name = candidate
            guard !name.isEmpty else { continue }
            if !Naming.isIdentifier(name), Naming.isIdentifier("API" + name) { name = "API" + name }
            guard Naming.isIdentifier(name) else { continue }
            if FileLoader.moduleNameProblem(name) != nil { name += "API" }
            if FileLoader.moduleNameProblem(name) == nil { return name }
        }
        return "ImportedAPI"
    }

    init(root: Node, path: String) {
        self.root = root
        self.path = path
        let mark = root.mark
        spec = ImportedSpec(api: "", mark: mark, source: (path as NSString).lastPathComponent, version: "")
    }

    /// Reads the whole document.
    /// `referenced`: the other files its `$ref`s read, by normalized path (`normalizedPath`).
    static func read(_ root: Node, path: String) -> (spec: ImportedSpec, diagnostics: Diagnostics, referenced: [String]) {
        var reader = OpenAPIReader(root: root, path: path)
        reader.readDocument()
        // A whole file's schema whose name an inline schema took first: read again, with the
        // files' names kept for them from the start, as components' are. The files are read
        // once: the second reading takes the first's.
        let kept = reader.fileNamesTakenInline()
        if !kept.isEmpty, !reader.diagnostics.hasErrors {
            var again = OpenAPIReader(root: root, path: path)
            again.documents = reader.documents
            again.pathsByIdentity = reader.pathsByIdentity
            again.keptFileNames = kept
            again.readDocument()
            reader = again
        }
        return (reader.spec, reader.diagnostics, reader.documents.keys.sorted())
    }

    private mutating func readDocument() {
        guard let pairs = root.mapping else {
            diagnostics.error(root.mark, "an OpenAPI document is a mapping with 'openapi', 'info' and 'paths'")
            return
        }
        let versionNode = pairs["openapi"]
        let version = versionNode?.string ?? ""
        spec.version = version
        if !(version.hasPrefix("3.0") || version.hasPrefix("3.1")) {
            diagnostics.error(
                versionNode?.mark ?? root.mark,
                "gen reads OpenAPI 3.0 and 3.1 documents; this one says 'openapi: \(version)'"
                    + (version.hasPrefix("2") ? " (Swagger 2.0: convert it to OpenAPI 3 first)" : ""))
        }
        let info = pairs["info"]?.mapping
        if info == nil {
            diagnostics.error(root.mark, "the document has no 'info' mapping (OpenAPI requires one, with 'title' and 'version')")
        }
        let title = info?["title"]?.string
        if info != nil, title == nil { diagnostics.error(pairs["info"]!.mark, "'info' has no 'title' (OpenAPI requires one)") }
        spec.api = Self.apiName(path: path, title: title)
        spec.description = text(info?["description"]) ?? title
        servers(pairs["servers"])
        securitySchemes(pairs["components"]?.mapping?["securitySchemes"])
        spec.auth = requirement(pairs["security"]) ?? []
        spec.authMark = Self.keyMark(pairs, "security")
        if let webhooks = Self.keyMark(pairs, "webhooks") {
            diagnostics.warning(webhooks, "webhooks are not read: gen generates clients, and a webhook is a request the API sends")
        }
        componentSchemas(pairs["components"]?.mapping?["schemas"])
        if let paths = pairs["paths"] {
            operations(paths)
        } else if version.hasPrefix("3.0") {
            diagnostics.error(root.mark, "the document has no 'paths' (OpenAPI 3.0 requires it, even empty)")
        }
        composeLaterBases()
        spec.declarations = slots.compactMap { $0 }
        defaultTagFields()
        dropUnusedInlineTypes()
        shapeSentModels()
        breakRequiredCycles()
        aliasRepeatedTypes()
        flattenAliasChains()
        chooseErrorModel()
        noteInlineErrorSchemas()
    }

    // MARK: Names

    /// A type name of its own, made from `base`: PascalCase, an identifier, and not taken.
    /// The names of the document's component schemas are theirs: a name made for any other
    /// schema (inline, or in another file) is numbered rather than take one
    /// (`componentOrder`).
    mutating func takeTypeName(_ base: String, isComponent: Bool = false, isFile: Bool = false) -> String {
        let name = typeNameCandidate(base)
        var candidate = name
        var number = 2
        while takenTypeNames.contains(candidate.lowercased()) || !isComponent && isKept(candidate.lowercased(), forFile: isFile) {
            candidate = name + String(number)
            number += 1
        }
        takenTypeNames.insert(candidate.lowercased())
        return candidate
    }

    /// Whether a name is kept for a component, or (but to a whole file's schema) for a file
    /// (`keptFileNames`).
    private func isKept(_ lowercased: String, forFile: Bool) -> Bool {
        lowercased != aliasComponent && (componentOrder[lowercased] != nil || !forFile && keptFileNames.contains(lowercased))
    }

    /// The type name `base` makes before it is numbered to be unique.
    func typeNameCandidate(_ base: String) -> String {
        var name = Naming.pascalCase(base)
        if name.isEmpty { name = "Model" }
        if !Naming.isIdentifier(name) { name = "Model" + name }
        if !Naming.isIdentifier(name) {
            name = String(String.UnicodeScalarView(name.unicodeScalars.filter { SwiftIdentifier.isCharacter($0) }))
            if !Naming.isIdentifier(name) { name = "Model" + name }
        }
        // A built-in type's name always means the built-in type in a spec (`File` → `BoxFile`),
        // and one that Swift or Foundation declares would be renamed so anyway (`Thread`).
        if Primitive(rawValue: name) != nil || SwiftNames.shadowedTypes.contains(name) || SwiftNames.keywords.contains(name) {
            name = spec.api + name
        }
        if name == spec.api || name.hasPrefix(spec.api) && Self.generatedSuffixes.contains(String(name.dropFirst(spec.api.count))) {
            name += "Model"
        }
        return name
    }

    /// The types gen declares for an API beside its models (`<API>Client`, `<API>Endpoint`…).
    static let generatedSuffixes: Set<String> = [
        "", "Client", "Endpoint", "Server", "CodingKey", "Live", "Mocks", "Protocol", "Configuration", "Answer", "Error",
    ]

    /// An identifier that can name something: a lone `_` is one that names nothing.
    static func isUsableName(_ name: String) -> Bool { name != "_" && Naming.isIdentifier(name) }

    /// The Swift name a field, parameter or endpoint of this spec name gets (`_name` → `name`).
    static func swiftName(_ name: String) -> String { Naming.bare(Naming.propertyName(name)) }

    /// A spec name for a field, parameter or case made from wire text: the text itself when it
    /// makes a Swift name, else a name made from its words; unique among `taken` (Swift names).
    static func memberName(_ text: String, fallback: String, taken: inout Set<String>) -> String {
        var name = text
        var swift = Self.swiftName(text)
        if !Self.isUsableName(swift) || swift.hasSuffix("_") && !text.hasSuffix("_") {
            let words = Naming.camelCase(text.unicodeScalars.map { SwiftIdentifier.isCharacter($0) ? String($0) : " " }.joined())
            name = Self.isUsableName(words) ? words : fallback
            if let first = name.unicodeScalars.first, !SwiftIdentifier.isHead(first) { name = "_" + name }
            swift = Self.swiftName(name)
        }
        let base = name
        var number = 2
        while !taken.insert(swift.lowercased()).inserted {
            name = base + String(number)
            swift = Self.swiftName(name)
            number += 1
        }
        return name
    }

    /// Where `key` is written in a mapping: a warning about what it holds names the key.
    static func keyMark(_ pairs: [Node.Pair], _ key: String) -> Mark? {
        pairs.first { $0.key.string == key }?.key.mark
    }

    func text(_ node: Node?) -> String? {
        guard let node, let scalar = node.scalar, !node.isNull else { return nil }
        let value = scalar.value
        // Most texts have no blank at either end: no need to look further.
        if let first = value.utf8.first, let last = value.utf8.last, !Self.isBlank(first), !Self.isBlank(last) { return value }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte >= 0x80
    }

    func flag(_ node: Node?) -> Bool {
        node?.scalar?.value == "true"
    }
}
