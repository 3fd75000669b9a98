import Foundation

/// An OpenAPI document turned into a spec in gen's language: the text `gen import` writes, or
/// the tree `gen` loads in its place when a specs folder holds the document itself. One walk
/// of `SpecWriter` makes both, so generating from the imported spec gives what generating from
/// the document does.
public struct OpenAPIImport: Sendable {
    /// The spec, or nil when the document has errors (or only the tree was asked for).
    public var spec: String?
    /// The spec as the YAML reader would read `spec`, every node marked with the document node
    /// it came from; nil when the document has errors (or only the text was asked for).
    public var tree: Node?
    /// The document's problems (located in it) and what was skipped.
    public var diagnostics: [Diagnostic]
    /// What the spec approximates, as notes located in the document (the spec's comments say
    /// the same).
    public var approximations: [Diagnostic] = []
    /// The other files the document's `$ref`s read (normalized paths, `OpenAPIReader.normalizedPath`): parts of it, not specs.
    public var referencedFiles: [String] = []

    /// Whether a parsed YAML or JSON file is an OpenAPI document (a top-level `openapi` key).
    public static func isOpenAPI(_ root: Node?) -> Bool { OpenAPIReader.isOpenAPI(root) }

    /// The `swagger` key of a Swagger 2.0 document (a top-level `swagger` key and no `api`),
    /// where it is refused with `swaggerMessage`; nil for any other file.
    public static func swaggerKey(_ root: Node?) -> Mark? {
        guard let pairs = root?.mapping, pairs["api"] == nil else { return nil }
        return pairs.first { $0.key.string == "swagger" }?.key.mark
    }

    /// What a Swagger 2.0 document gets: gen reads OpenAPI 3.
    public static let swaggerMessage =
        "a Swagger 2.0 document: gen reads OpenAPI 3.0 and 3.1; convert it first (the Swagger Editor's 'Convert to OpenAPI 3', or the swagger2openapi tool), then use the converted document"

    /// Translates a parsed document; `path` names it in marks and the spec's first comment.
    /// `asTree`: the tree only, for loading (no text is written). The text is written with its
    /// tree too, which catches a key written twice before it reaches a file.
    public init(root: Node, path: String, asTree: Bool = false) {
        self.init(root: root, path: path, output: asTree ? .tree : [.text, .tree])
        if !asTree { tree = nil }
    }

    init(root: Node, path: String, output: SpecWriter.Output) {
        let (imported, diagnostics, referenced) = OpenAPIReader.read(root, path: path)
        self.diagnostics = diagnostics.sorted
        referencedFiles = referenced
        if diagnostics.hasErrors {
            spec = nil
            tree = nil
        } else {
            let writer = SpecWriter.write(imported, output)
            spec = output.contains(.text) ? writer.text : nil
            tree = writer.tree
            approximations = writer.approximations
            if !writer.treeProblems.isEmpty {
                spec = nil
                tree = nil
                self.diagnostics += writer.treeProblems.map {
                    Diagnostic(
                        .error, $0.mark,
                        "gen's import of this document cannot be read back here: \($0.message) (a gap in gen's import: please report it)")
                }
            }
        }
    }

    /// Reads and translates the document at `path`: an empty file, or one that is not an
    /// OpenAPI document, is one error at its top.
    public static func read(path: String) -> OpenAPIImport {
        var duplicates: [YAMLError] = []
        let top = Mark(file: path, line: 1, column: 1)
        do {
            let bytes = try fileBytes(path)
            guard let root = try YAMLReader.read(bytes, file: path, duplicates: &duplicates) else {
                return OpenAPIImport(failure: Diagnostic(.error, top, "the file is empty"))
            }
            if let swagger = swaggerKey(root) { return OpenAPIImport(failure: Diagnostic(.error, swagger, swaggerMessage)) }
            guard isOpenAPI(root) else {
                let hint = root.mapping?["api"] != nil ? ": it is a spec in gen's language already" : ""
                return OpenAPIImport(failure: Diagnostic(.error, top, "not an OpenAPI document (no top-level 'openapi' key)\(hint)"))
            }
            var result = OpenAPIImport(root: root, path: path)
            result.diagnostics = (result.diagnostics + duplicates.map { Diagnostic(.error, $0.mark, $0.message) }).sorted()
            if !duplicates.isEmpty { result.spec = nil }
            return result
        } catch {
            return OpenAPIImport(failure: Diagnostic(.error, error.mark, error.message))
        }
    }

    private init(failure: Diagnostic) {
        spec = nil
        tree = nil
        diagnostics = [failure]
    }

    private static func fileBytes(_ path: String) throws(YAMLError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw YAMLError(mark: Mark(file: path, line: 1, column: 1), message: "cannot read the file")
        }
        return [UInt8](data)
    }
}
