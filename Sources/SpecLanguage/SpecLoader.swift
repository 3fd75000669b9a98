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
    /// (`gen.yaml`, read by `ConfigLoader`). `reservedTypeNames` are the types generated code
    /// declares beside the spec's (the runtime's): models of those names are renamed.
    public static func load(directory: String, reservedTypeNames: Set<String> = []) throws -> Result {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && $0 != GenConfig.fileName }
            .sorted()
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var sources: [(path: String, bytes: [UInt8])] = []
        for name in names {
            let path = base + name
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            sources.append((path, [UInt8](data)))
        }
        return load(sources: sources, reservedTypeNames: reservedTypeNames)
    }

    /// Loads specs from memory: what tests call, and what `load(directory:)` ends in.
    public static func load(sources: [(path: String, bytes: [UInt8])], reservedTypeNames: Set<String> = []) -> Result {
        var diagnostics = Diagnostics()
        var files: [SpecFile] = []
        var someFileUnread = false
        for source in sources.sorted(by: { $0.path < $1.path }) {
            let root: Node?
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
            var loader = FileLoader()
            if let file = loader.load(root, path: source.path) {
                files.append(file)
            } else {
                someFileUnread = true
            }
            diagnostics.append(contentsOf: loader.reading.diagnostics)
        }
        var merger = APIMerger()
        merger.someFileUnread = someFileUnread
        let merged = merger.merge(files)
        diagnostics.append(contentsOf: merger.diagnostics)
        var apis: [API] = []
        for var api in merged {
            api.reservedTypeNames = reservedTypeNames
            var resolver = Resolver(api: api)
            resolver.resolve()
            diagnostics.append(contentsOf: resolver.diagnostics)
            apis.append(resolver.api)
        }
        diagnostics.append(contentsOf: APIMerger.moduleCollisions(apis))
        return Result(apis: apis, diagnostics: diagnostics.sorted)
    }
}
