import CodeGen
import Foundation
import SpecLanguage

/// `gen import DOC [--output FILE]`: an OpenAPI document as a spec in gen's language, on
/// standard output or in FILE (written only when its bytes change). Exit codes as for `gen`.
enum ImportCommand {
    static let usage = """
        usage: gen import DOC [--output FILE]

          DOC            an OpenAPI 3.0 or 3.1 document, YAML or JSON
          --output FILE  write the spec to FILE instead of standard output
        """

    static func run(_ arguments: [String], out: (String) -> Void, err: (String) -> Void) -> Int32 {
        var document: String?
        var output: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" {
                out(usage)
                return 0
            } else if argument == "--output" || argument == "-o" {
                guard let value = rest.popFirst() else {
                    err("gen: error: \(argument) needs a file\n\n\(usage)")
                    return 2
                }
                output = value
            } else if argument.hasPrefix("--output=") {
                output = String(argument.dropFirst("--output=".count))
            } else if argument.hasPrefix("-") || document != nil {
                err("gen: error: unexpected argument '\(argument)'\n\n\(usage)")
                return 2
            } else {
                document = argument
            }
        }
        guard let document else {
            err("gen: error: gen import needs the OpenAPI document to read\n\n\(usage)")
            return 2
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: document, isDirectory: &isFolder), !isFolder.boolValue,
            FileManager.default.isReadableFile(atPath: document)
        else {
            err(
                "gen: error: cannot read '\(document)'\(isFolder.boolValue ? ": it is a folder; gen import reads one OpenAPI document" : "")"
            )
            return 2
        }
        let imported = OpenAPIImport.read(path: document)
        // Whatever `gen` would say of the document is said here too: the spec is written only
        // when it loads, so an import never hands over a spec that gen then refuses.
        let checked = loadedAsGenWould(document, imported)
        for diagnostic in checked { err(diagnostic.description) }
        guard let spec = imported.spec, !checked.contains(where: { $0.severity == .error }) else {
            err("gen: \(document) is not imported: fix the errors above")
            return 1
        }
        guard let output else {
            out(String(spec.dropLast()))
            return 0
        }
        if FileManager.default.contents(atPath: output) == Data(spec.utf8) {
            err("gen: \(output) is unchanged")
            return 0
        }
        do {
            try OutputWriter.replace(output, with: spec)
        } catch {
            err("gen: error: \(error.localizedDescription)")
            return 2
        }
        err("gen: wrote \(output)")
        return 0
    }

    /// The diagnostics of loading `document` as `gen` does (the import's own, and the spec
    /// loader's and resolver's on what it makes), or the import's alone when it has errors.
    private static func loadedAsGenWould(_ document: String, _ imported: OpenAPIImport) -> [Diagnostic] {
        guard imported.spec != nil, let data = FileManager.default.contents(atPath: document) else { return imported.diagnostics }
        let reserved = (try? TemplateSet.load().0.runtimeTypeNames) ?? []
        return SpecLoader.load(sources: [(document, [UInt8](data))], reservedTypeNames: reserved).diagnostics
    }
}
