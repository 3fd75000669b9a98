import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON, already parsed into gen's own YAML tree,
/// so every node keeps its file, line and column) into an `ImportedSpec`.
///
/// Problems with the document are located diagnostics, all of them at once; what gen cannot
/// map is skipped with one warning each; what it maps only approximately is noted in the spec
/// as a comment. Schemas: `+Schemas`; operations: `+Operations`; auth: `+Security`.
struct OpenAPIReader {
    var diagnostics = Diagnostics()
    var spec: ImportedSpec
    let root: Node
    let path: String
    /// Other documents a `$ref` names, by path, read once.
    var documents: [String: Node?] = [:]
    /// What each `$ref` (by file and reference) led to: those written in the document itself
    /// (nearly all) by the reference alone, which hashes a tenth of the bytes of a key that
    /// starts with the document's path.
    var resolved: [String: (node: Node, file: String, key: String)?] = [:]
    var resolvedInDocument: [String: (node: Node, file: String, key: String)?] = [:]
    /// Large mappings that references walk through (`components/schemas`), by `file#pointer`,
    /// as tables: looking a name up among hundreds of pairs once per reference was slow.
    var mappingIndexes: [String: [String: Node]] = [:]
    /// The type names the document's component schemas make (lower case), kept for them.
    var componentTypeNames: Set<String> = []
    /// The type name of the component alias being read (lower case), which may take it.
    var aliasComponent: String?
    /// The type of each schema a `$ref` names, by its key (`resolveAnew`), once it is read.
    var schemaTypes: [String: TypeRef] = [:]
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
    /// Schemas that are the base of an `allOf` hierarchy with a discriminator, by `$ref` key:
    /// the model of their own fields (`PetBase`), which the subtypes extend.
    var polymorphicBases: [String: String] = [:]
    var endpointNames: Set<String> = []
    /// The scheme names of `components.securitySchemes`, as written, to spec names and spellings.
    var schemeSpellings: [String: (name: String, spelling: String, sendsAuthorization: Bool)] = [:]
    /// The headers (lower case) and query items API-key schemes send, to the schemes' keys:
    /// the client sets them from its credentials, so a parameter of the same name is left out
    /// of an operation that sends the key.
    var apiKeyHeaders: [String: String] = [:]
    var apiKeyQueryItems: [String: String] = [:]
    var xmlWarned = false
    var depthWarned = false
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
    /// `referenced`: the other files its `$ref`s read, by standardized path.
    static func read(_ root: Node, path: String) -> (spec: ImportedSpec, diagnostics: Diagnostics, referenced: [String]) {
        var reader = OpenAPIReader(root: root, path: path)
        reader.readDocument()
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
        spec.declarations = slots.compactMap { $0 }
        breakRequiredCycles()
        chooseErrorModel()
    }

    // MARK: Servers

    /// Servers with their variables' defaults. The spec language needs one absolute URL: a
    /// document with none (no `servers`, or only a relative `/api/v3`) gets `https://localhost`
    /// and that path, with a warning, and the app gives the client its `baseURL`.
    private mutating func servers(_ node: Node?) {
        var relative: (path: String, mark: Mark)?
        var names: Set<String> = []
        for (index, item) in (node.flatMap { serverList($0) } ?? []).enumerated() {
            guard let (url, urlNode) = serverURL(item), let pairs = item.mapping else { continue }
            guard FileLoader.isValidServerURL(url) else {
                if url.hasPrefix("/"), relative == nil, FileLoader.isValidServerURL("https://localhost" + url) {
                    relative = (url, urlNode.mark)
                } else {
                    diagnostics.warning(urlNode.mark, "server '\(url)' is not an absolute http(s) URL; it is left out")
                }
                continue
            }
            var name = Naming.camelCase(pairs["description"]?.string ?? "")
            if name.count < 2 || name.count > 24 || !Naming.isIdentifier(name) || !name.contains(where: \.isLetter) {
                name = index == 0 ? "production" : "server\(index + 1)"
            }
            while !names.insert(name.lowercased()).inserted { name += "\(index + 1)" }
            spec.servers.append((name, url, urlNode.mark))
        }
        if let relative, !spec.servers.isEmpty {
            diagnostics.warning(relative.mark, "server '\(relative.path)' is not an absolute http(s) URL; it is left out")
        }
        if spec.servers.isEmpty {
            let path = relative?.path ?? ""
            let mark = relative?.mark ?? node?.mark ?? root.mark
            diagnostics.warning(
                mark,
                "the document gives no absolute server URL, so the API's server is https://localhost\(path); make the client with 'baseURL:' to reach the real host"
            )
            spec.servers.append(("localhost", "https://localhost" + path, mark))
        }
    }

    /// A server object's URL with each variable at its default, and the node of its `url`.
    mutating func serverURL(_ item: Node) -> (url: String, node: Node)? {
        guard let pairs = item.mapping, let urlNode = pairs["url"], var url = urlNode.string else {
            diagnostics.error(item.mark, "a server needs 'url'")
            return nil
        }
        for pair in pairs["variables"]?.mapping ?? [] {
            guard let variable = pair.key.string else { continue }
            guard let value = pair.value.mapping?["default"]?.string else {
                diagnostics.error(pair.value.mark, "server variable '\(variable)' needs a 'default'")
                continue
            }
            url = url.replacingOccurrences(of: "{\(variable)}", with: value)
        }
        return (url, urlNode)
    }

    /// The server an operation (or its path) names instead of the document's: the first of
    /// its `servers`, when that is an absolute URL other than the API's own first one.
    mutating func endpointServer(_ node: Node, into endpoint: inout ImportedSpec.Endpoint) {
        guard let items = serverList(node), let first = items.first, let (url, urlNode) = serverURL(first) else { return }
        guard FileLoader.isValidServerURL(url) else {
            diagnostics.warning(urlNode.mark, "server '\(url)' is not an absolute http(s) URL; \(endpoint.name) uses the API's servers")
            return
        }
        if items.count > 1 { endpoint.notes.append("servers: the first of \(items.count) is used") }
        if url != spec.servers.first?.url {
            endpoint.server = url
            endpoint.serverMark = urlNode.mark
        }
    }

    private mutating func serverList(_ node: Node) -> [Node]? {
        guard let items = node.sequence else {
            diagnostics.error(node.mark, "'servers' is a list of server objects")
            return nil
        }
        return items
    }

    // MARK: References

    /// The node a `$ref` points at, and the file it is in; nil (with an error at the
    /// reference) when there is none.
    mutating func resolve(_ reference: String, in file: String, at mark: Mark) -> (node: Node, file: String, key: String)? {
        // A document names the same schemas thousands of times: each reference is followed once
        // (a failed one is reported at its first use).
        if file == path {
            if let known = resolvedInDocument[reference] { return known }
            let result = resolveAnew(reference, in: file, at: mark)
            resolvedInDocument[reference] = result
            return result
        }
        let cacheKey = file + "\u{0}" + reference
        if let known = resolved[cacheKey] { return known }
        let result = resolveAnew(reference, in: file, at: mark)
        resolved[cacheKey] = result
        return result
    }

    private mutating func resolveAnew(_ reference: String, in file: String, at mark: Mark) -> (node: Node, file: String, key: String)? {
        let hash = reference.firstIndex(of: "#") ?? reference.endIndex
        // A file name is a URI reference: `my%20file.yaml` is `my file.yaml`.
        let written = String(reference[..<hash])
        let target = written.contains("%") ? written.removingPercentEncoding ?? written : written
        let pointer = hash < reference.endIndex ? String(reference[reference.index(after: hash)...]) : ""
        if !pointer.isEmpty, !pointer.hasPrefix("/") {
            diagnostics.error(
                mark, "'$ref: \(reference)': what follows '#' is a JSON pointer, which starts with '/' ('#/components/schemas/Name')")
            return nil
        }
        var documentPath = file
        var document: Node? = file == path ? root : documents[file] ?? nil
        if !target.isEmpty {
            if target.contains("://") {
                diagnostics.error(mark, "'$ref: \(reference)' names a document on the web; gen reads documents beside this one only")
                return nil
            }
            if target.hasPrefix("/") || target.hasPrefix("~") {
                diagnostics.error(mark, "'$ref: \(reference)' names a file by an absolute path; name it relative to this document")
                return nil
            }
            documentPath = Self.normalizedPath(((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target))
            if documentPath == Self.normalizedPath(path) {
                documentPath = path
                document = root
            } else if let known = documents[documentPath] {
                document = known
            } else {
                document = nil
                if let problem = Self.referencedFileProblem(documentPath) {
                    diagnostics.error(mark, "'$ref: \(reference)': \(problem)")
                } else {
                    do {
                        document = try YAMLReader.read(contentsOf: documentPath)
                    } catch {
                        diagnostics.error(mark, "'$ref: \(reference)': \(error.message)")
                    }
                }
                documents[documentPath] = document
            }
        }
        guard var node = document else { return nil }
        // Each token follows a `/` (split by byte: a `/` is one byte, and splitting by
        // character was half the cost of following a reference).
        let slashes = pointer.utf8.indices.filter { pointer.utf8[$0] == UInt8(ascii: "/") }
        // The pointer with each token decoded and escaped again, as `componentSchemas` writes
        // it: `Pet%20Bird` and `Pet Bird` name one schema, read once under one name.
        var normalized = ""
        for (number, slash) in slashes.enumerated() {
            let end = number + 1 < slashes.count ? slashes[number + 1] : pointer.endIndex
            var token = String(pointer[pointer.utf8.index(after: slash)..<end])
            if token.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") }) {
                token = (token.removingPercentEncoding ?? token).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(
                    of: "~0", with: "~")
            }
            if let pairs = node.mapping,
                // A large mapping is looked up in a table, named by the pointer up to it.
                let next = pairs.count > 32 ? index(pairs, at: documentPath + "#" + pointer[..<slash])[token] : pairs[token]
            {
                node = next
            } else if let items = node.sequence, let index = Int(token), items.indices.contains(index) {
                node = items[index]
            } else {
                diagnostics.error(
                    mark, "'$ref: \(reference)' points at nothing: there is no '\(token)' in \(target.isEmpty ? "this document" : target)")
                return nil
            }
            let escapes = token.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
            normalized += "/" + (escapes ? Self.pointerToken(token) : token)
        }
        // A schema's key: within the document, the pointer alone (`#/components/schemas/Order`),
        // which is hashed far more cheaply than one that starts with the document's path; in
        // another document, its path and the pointer.
        return (node, documentPath, documentPath == path ? "#" + normalized : documentPath + "#" + normalized)
    }

    /// The mapping at `place` as a table from key to value (the first of a repeated key, as
    /// `pairs[key]` finds it), made once.
    private mutating func index(_ pairs: [Node.Pair], at place: String) -> [String: Node] {
        if let known = mappingIndexes[place] { return known }
        var table: [String: Node] = [:]
        for pair in pairs {
            guard let key = pair.key.string, table[key] == nil else { continue }
            table[key] = pair.value
        }
        mappingIndexes[place] = table
        return table
    }

    /// A reference within the document with each token of its pointer decoded and escaped
    /// again (`#/components/schemas/Pet%20Bird` → `#/components/schemas/Pet Bird`), as
    /// `resolveAnew` spells a schema's key; any other reference as it is.
    static func normalizedReference(_ reference: String) -> String {
        guard reference.hasPrefix("#/") else { return reference }
        let tokens = reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { raw in
            let token = String(raw)
            guard token.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") }) else { return token }
            return pointerToken(
                (token.removingPercentEncoding ?? token).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            )
        }
        return "#/" + tokens.joined(separator: "/")
    }

    /// `a/./b/../c` → `a/c`, `./c` → `c`: one spelling of each file references name, however
    /// they reach it, so that it is read once and its schemas become one type each.
    /// (Foundation's `standardizingPath` leaves a relative path's `..` and `./` on Linux.)
    static func normalizedPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue  // `/..` is `/`
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// The most bytes a referenced file may have: a document names schema files, and a
    /// `$ref` to something huge (or endless, such as a device) must not stall gen.
    static let maxReferencedFileSize = 64 << 20

    /// Why the file at `path` cannot be read as a referenced document, or nil when it can: it
    /// must be a regular file (not a device, a pipe or a folder) of a bounded size.
    /// Asked of `lstat` itself (a link is not a regular file, as before): Foundation's file
    /// attributes also look up the owner's name, through the system's name services, which a
    /// statically linked gen would load at run time.
    static func referencedFileProblem(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "there is no such file" }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return "it is not a regular file" }
        let size = Int(info.st_size)
        if size > maxReferencedFileSize { return "the file has \(size) bytes; a referenced document may have at most 64 MiB" }
        return nil
    }

    /// Follows `$ref`s (of parameters, request bodies, responses, path items) to the object.
    mutating func dereference(_ node: Node, in file: String) -> (node: Node, file: String) {
        var current = (node: node, file: file)
        // Most nodes are no reference, and most references lead to an object at once: the
        // keys met are hashed only from a second step on.
        var first: String?
        var seen: Set<String> = []
        while let reference = current.node.mapping?["$ref"]?.string {
            guard let target = resolve(reference, in: current.file, at: current.node.mark) else { return current }
            let isNew: Bool
            if let start = first {
                if seen.isEmpty { seen.insert(start) }
                isNew = seen.insert(target.key).inserted
            } else {
                first = target.key
                isNew = true
            }
            guard isNew else {
                diagnostics.error(current.node.mark, "'$ref: \(reference)' refers back to itself")
                return current
            }
            current = (target.node, target.file)
        }
        return current
    }

    // MARK: Names

    /// A type name of its own, made from `base`: PascalCase, an identifier, and not taken.
    /// The names of the document's component schemas are theirs: a name made for any other
    /// schema (inline, or in another file) is numbered rather than take one
    /// (`componentTypeNames`).
    mutating func takeTypeName(_ base: String, isComponent: Bool = false) -> String {
        let name = typeNameCandidate(base)
        var candidate = name
        var number = 2
        while takenTypeNames.contains(candidate.lowercased()) || !isComponent && isKeptForAComponent(candidate.lowercased()) {
            candidate = name + String(number)
            number += 1
        }
        takenTypeNames.insert(candidate.lowercased())
        return candidate
    }

    private func isKeptForAComponent(_ lowercased: String) -> Bool {
        lowercased != aliasComponent && componentTypeNames.contains(lowercased)
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

    /// A spec name for a field, parameter or case made from wire text: the text itself when it
    /// makes a Swift name, else a name made from its words; unique among `taken` (Swift names).
    static func memberName(_ text: String, fallback: String, taken: inout Set<String>) -> String {
        // A lone `_` is an identifier that names nothing: a parameter of that name is unusable.
        func isUsable(_ name: String) -> Bool { !name.isEmpty && name != "_" && Naming.isIdentifier(name) }
        var name = text
        var swift = Naming.bare(Naming.propertyName(text))
        if !isUsable(swift) || swift.hasSuffix("_") && !text.hasSuffix("_") {
            let words = Naming.camelCase(text.unicodeScalars.map { SwiftIdentifier.isCharacter($0) ? String($0) : " " }.joined())
            name = isUsable(words) ? words : fallback
            if let first = name.unicodeScalars.first, !SwiftIdentifier.isHead(first) { name = "_" + name }
            swift = Naming.bare(Naming.propertyName(name))
        }
        let base = name
        var number = 2
        while !taken.insert(swift.lowercased()).inserted {
            name = base + String(number)
            swift = Naming.bare(Naming.propertyName(name))
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
