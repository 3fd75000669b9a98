/// A schema that is a whole file (`$ref: ./AmlConfidence.yaml`) is named by its file, as a
/// component is by its key. A component's name is kept for it from the start; a file's cannot
/// be, as its reference may be met only deep in another file, after an inline schema named from
/// its place (Rebilly's `AML` and its `confidence` enum, `AmlConfidence`) has taken the name and
/// left the file's schema numbered (`AmlConfidence2`). The document is then read a second time
/// with those names kept (`keptFileNames`), so that the file's schema, and every type named
/// after it, has the file's name, and the inline one is numbered.
extension OpenAPIReader {
    /// The names, lower-cased, that a whole file's schema gives but an inline schema took.
    func fileNamesTakenInline() -> Set<String> {
        guard fileSchemaNames.contains(where: { $0.name != $0.fileName }) else { return [] }
        var holders: [String: String] = [:]
        for case let declaration? in slots { holders[declaration.name.lowercased()] = declaration.name }
        // Names the document gives, a component's or a file's, are never taken back.
        let given = componentDeclarations.union(fileSchemaNames.map(\.name))
        var taken: Set<String> = []
        for (name, fileName) in fileSchemaNames where name != fileName {
            guard let holder = holders[fileName.lowercased()], !given.contains(holder) else { continue }
            taken.insert(fileName.lowercased())
        }
        return taken
    }
}
