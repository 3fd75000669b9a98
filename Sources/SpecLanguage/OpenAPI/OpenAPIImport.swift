import Foundation

/// An OpenAPI document turned into a spec in gen's language: what `gen import` writes, and
/// what `gen` loads in its place when a specs folder holds the document itself. Both read the
/// same text, so generating from the imported spec gives what generating from the document does.
public struct OpenAPIImport: Sendable {
    /// The spec, or nil when the document has errors.
    public var spec: String?
    /// The document's problems (located in it) and what was skipped.
    public var diagnostics: [Diagnostic]
    /// The document position of each line of `spec`, by line (0-based).
    var lineMarks: [Mark]
    /// The other files the document's `$ref`s read (standardized paths): parts of it, not specs.
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
    public init(root: Node, path: String) {
        let (imported, diagnostics, referenced) = OpenAPIReader.read(root, path: path)
        self.diagnostics = diagnostics.sorted
        referencedFiles = referenced
        if diagnostics.hasErrors {
            spec = nil
            lineMarks = []
        } else {
            let writer = SpecWriter.write(imported)
            spec = writer.text
            lineMarks = writer.lineMarks
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
        diagnostics = [failure]
        lineMarks = []
    }

    private static func fileBytes(_ path: String) throws(YAMLError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw YAMLError(mark: Mark(file: path, line: 1, column: 1), message: "cannot read the file")
        }
        return [UInt8](data)
    }

    /// A diagnostic about the spec text (which has the document's path), moved to the document
    /// node its line came from.
    func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        var moved = diagnostic
        if lineMarks.indices.contains(diagnostic.mark.line - 1) { moved.mark = lineMarks[diagnostic.mark.line - 1] }
        moved.message = locateMarks(in: diagnostic.message, file: diagnostic.mark.file)
        return moved
    }

    /// The message with each place in the spec text it names (`Shop.openapi.yaml:12:3`, where
    /// another declaration is) moved to the document node that line came from.
    private func locateMarks(in message: String, file: String) -> String {
        let prefix = file + ":"
        var result = ""
        var rest = Substring(message)
        while let found = rest.range(of: prefix) {
            result += rest[..<found.lowerBound]
            var after = rest[found.upperBound...]
            let line = after.prefix { $0.isASCII && $0.isNumber }
            after = after.dropFirst(line.count)
            let column = after.first == ":" ? after.dropFirst().prefix { $0.isASCII && $0.isNumber } : ""
            if let number = Int(line), !column.isEmpty, lineMarks.indices.contains(number - 1) {
                result += lineMarks[number - 1].description
                rest = after.dropFirst(1 + column.count)
            } else {
                result += prefix
                rest = rest[found.upperBound...]
            }
        }
        return result + rest
    }
}
