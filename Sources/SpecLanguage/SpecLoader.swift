import Foundation

/// The spec-language stage of the pipeline: files → YAML trees → per-file specs → merged,
/// resolved and validated APIs. Nothing here writes to disk.
public enum SpecLoader {
    public struct Result: Sendable {
        /// The APIs, sorted by name. Meaningful only when there are no errors.
        public var apis: [API]
        /// Every problem in every file, sorted.
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads every `*.yaml` and `*.yml` file directly inside `directory` but gen's own settings
    /// (`gen.yaml`, read by `ConfigLoader`), and every OpenAPI document (`*.json` too).
    /// `reservedTypeNames` are the types generated code declares beside the spec's (the
    /// runtime's): models of those names are renamed.
    public static func load(directory: String, reservedTypeNames: Set<String> = []) throws -> Result {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { isSpecFileName($0) }
            .sorted()
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var sources: [(path: String, bytes: [UInt8])] = []
        var unread: [Diagnostic] = []
        for name in names {
            let path = base + name
            switch SpecFileEntry(path) {
            case .folder: continue
            case .unreadable(let problem):
                unread.append(Diagnostic(.error, Mark(file: path, line: 1, column: 1), problem))
            case .file:
                guard let data = FileManager.default.contents(atPath: path) else {
                    unread.append(Diagnostic(.error, Mark(file: path, line: 1, column: 1), "the file cannot be read"))
                    continue
                }
                sources.append((path, [UInt8](data)))
            }
        }
        var result = load(sources: sources, reservedTypeNames: reservedTypeNames)
        if !unread.isEmpty { result.diagnostics = (result.diagnostics + unread).sorted() }
        return result
    }

    /// A file of a specs folder that gen reads: YAML specs and OpenAPI documents (YAML or
    /// JSON), not gen's own settings, nor hidden files (an editor's lock, `.#Shop.yaml`, is a
    /// link to nothing; its swap file is no spec).
    public static func isSpecFileName(_ name: String) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")) && name != GenConfig.fileName
            && !name.hasPrefix(".")
    }

    /// A document beside the spec `gen import` made of it declares the API twice: the spec is
    /// kept, the document left out, and one error says to remove it (rather than a duplicate
    /// error for every model and endpoint).
    static func withoutImportedTwice(_ files: [SpecFile], documents: Set<String>, _ diagnostics: inout Diagnostics) -> [SpecFile] {
        let specAPIs = Dictionary(
            files.filter { !documents.contains($0.path) }.map { ($0.api.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        return files.filter { file in
            guard documents.contains(file.path), let spec = specAPIs[file.api.name] else { return true }
            diagnostics.error(
                Mark(file: file.path, line: 1, column: 1),
                "this OpenAPI document is the API '\(file.api.name)', which \(spec) declares too; after 'gen import', remove the document from the specs folder (or the spec, to keep generating from the document)"
            )
            return false
        }
    }

    /// Loads specs from memory: what tests call, and what `load(directory:)` ends in.
    public static func load(sources: [(path: String, bytes: [UInt8])], reservedTypeNames: Set<String> = []) -> Result {
        var diagnostics = Diagnostics()
        var files: [SpecFile] = []
        var someFileUnread = false
        // OpenAPI documents are read as the spec they import to, as a tree whose every node is
        // marked with the document node it came from: what is found in it is reported there.
        var documents: Set<String> = []
        // A file without `api:` (or any JSON file) may be part of a document, which names it
        // in a `$ref`: such files wait until every document is read; those no document names
        // then load as specs (and are reported for lacking `api:`), or, JSON, are skipped.
        var parts: Set<String> = []
        var waiting: [(path: String, root: Node?)] = []
        var documentSources: [(path: String, bytes: [UInt8])] = []
        func load(_ root: Node?, path: String, fromDocument: Bool = false) {
            var loader = FileLoader()
            loader.reading.readsDocument = fromDocument
            if let file = loader.load(root, path: path) {
                files.append(file)
            } else {
                someFileUnread = true
            }
            for diagnostic in loader.reading.diagnostics.all { diagnostics.append(diagnostic) }
        }
        for source in sources.sorted(by: { $0.path < $1.path }) {
            var root: Node?
            var duplicates: [YAMLError] = []
            do {
                root = try YAMLReader.read(source.bytes, file: source.path, duplicates: &duplicates)
            } catch {
                diagnostics.error(error.mark, error.message)
                someFileUnread = true
                continue
            }
            // A duplicate key is left out with its value; the rest of the file is still checked.
            for duplicate in duplicates { diagnostics.error(duplicate.mark, duplicate.message) }
            if let document = root, OpenAPIImport.isOpenAPI(document) {
                let imported = OpenAPIImport(root: document, path: source.path, asTree: true)
                for diagnostic in imported.diagnostics + imported.approximations { diagnostics.append(diagnostic) }
                parts.formUnion(imported.referencedFiles)
                documentSources.append(source)
                guard let tree = imported.tree else {
                    someFileUnread = true
                    continue
                }
                documents.insert(source.path)
                load(tree, path: source.path, fromDocument: true)
                continue
            } else if let swagger = OpenAPIImport.swaggerKey(root) {
                diagnostics.error(swagger, OpenAPIImport.swaggerMessage)
                someFileUnread = true
                continue
            } else if root?.mapping?["api"] == nil || source.path.hasSuffix(".json") {
                waiting.append((source.path, root))
                continue
            }
            load(root, path: source.path)
        }
        // A file no document's reading followed may still be named where gen reads nothing
        // (a tag's description, an example): then it is a part too, not a spec.
        if !documentSources.isEmpty, waiting.contains(where: { !parts.contains(OpenAPIReader.normalizedPath($0.path)) }) {
            parts.formUnion(OpenAPIReader.filesNamed(byDocuments: documentSources))
        }
        // Spelt as the reader spells the files it reads (`OpenAPIReader.normalizedPath`).
        for (path, root) in waiting where !parts.contains(OpenAPIReader.normalizedPath(path)) {
            if path.hasSuffix(".json") {
                diagnostics.warning(
                    Mark(file: path, line: 1, column: 1),
                    "a JSON file that is not an OpenAPI document (no top-level 'openapi'); it is skipped")
                continue
            }
            load(root, path: path)
        }
        files = withoutImportedTwice(files, documents: documents, &diagnostics)
        var merger = APIMerger()
        merger.someFileUnread = someFileUnread
        let merged = merger.merge(files)
        for diagnostic in merger.diagnostics.all { diagnostics.append(diagnostic) }
        var apis: [API] = []
        for var api in merged {
            api.reservedTypeNames = reservedTypeNames
            var resolver = Resolver(api: api)
            resolver.resolve()
            for diagnostic in resolver.diagnostics.all { diagnostics.append(diagnostic) }
            apis.append(resolver.api)
        }
        diagnostics.append(contentsOf: APIMerger.moduleCollisions(apis))
        return Result(apis: apis, diagnostics: diagnostics.sorted)
    }
}
