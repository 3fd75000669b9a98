import Foundation
import YAML

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `$ref`s → the nodes they name: within the document and in files beside it, each reference
/// followed once, each file read once under one spelling of its path.
extension OpenAPIReader {

    /// The node a `$ref` points at, and the file it is in; nil (with an error at the
    /// reference) when there is none.
    mutating func resolve(_ reference: String, in file: String, at mark: Mark) -> (node: Node, file: String, key: String)? {
        // A document names the same schemas thousands of times: each reference is followed once
        // (a failed one is reported at its first use).
        if file == path {
            if let known = resolvedInDocument[reference] { return known }
            let result = followOnce(reference, in: file, at: mark, key: reference)
            resolvedInDocument[reference] = result
            return result
        }
        let cacheKey = file + "\u{0}" + reference
        if let known = resolved[cacheKey] { return known }
        let result = followOnce(reference, in: file, at: mark, key: cacheKey)
        resolved[cacheKey] = result
        return result
    }

    /// `resolveAnew`, unless the same reference is being followed already: a pointer that passes
    /// through a mapping given by reference to a place inside itself (`#/a/b/c` with `a: { $ref:
    /// '#/a/b' }`) would follow itself until the stack ran out.
    private mutating func followOnce(_ reference: String, in file: String, at mark: Mark, key: String) -> (
        node: Node, file: String, key: String
    )? {
        guard referencesBeingFollowed.insert(key).inserted else {
            diagnostics.error(
                mark, "'$ref: \(reference)' leads through itself: a reference on its way names a place inside the one it names")
            return nil
        }
        defer { referencesBeingFollowed.remove(key) }
        // References whose pointers each pass through the next (`x1: { $ref: '#/x2/q' }`, …)
        // are followed one inside another: bounded as schemas read through references are.
        guard referencesBeingFollowed.count <= Self.maxReferenceDepth else {
            diagnostics.error(
                mark, "'$ref: \(reference)' is reached through more than \(Self.maxReferenceDepth) references, each on the way to the next")
            return nil
        }
        return resolveAnew(reference, in: file, at: mark)
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
            let folder = Self.normalizedPath((path as NSString).deletingLastPathComponent)
            if !Self.isWithin(Self.absolutePath(documentPath), folder: Self.absolutePath(folder)) {
                // Not read at all: an error quoting its first line would show what it holds.
                diagnostics.error(
                    mark,
                    "'$ref: \(reference)' names a file outside the folder of \((path as NSString).lastPathComponent); gen reads the files beside a document and in folders below it"
                )
                return nil
            }
            if documentPath == Self.normalizedPath(path) {
                documentPath = path
                document = root
            } else if let known = documents[documentPath] {
                document = known
            } else if let problem = Self.referencedFileProblem(documentPath) {
                // A link to a file is refused here too: the check looks at the link.
                diagnostics.error(mark, "'$ref: \(reference)': \(problem)")
                document = nil
                documents[documentPath] = document
            } else {
                let identity = Self.fileIdentity(documentPath)
                if let identity, let first = pathsByIdentity[identity] {
                    // The same file by another way (a link to a folder, `a/p.yaml` and `b/p.yaml`):
                    // one file, one spelling. Spellings through links could multiply without end.
                    documentPath = first
                    document = documents[first] ?? nil
                } else {
                    if let identity { pathsByIdentity[identity] = documentPath }
                    do {
                        document = try YAMLReader.read(contentsOf: documentPath)
                    } catch {
                        document = nil
                        diagnostics.error(mark, "'$ref: \(reference)': \(error.message)")
                    }
                    documents[documentPath] = document
                }
            }
        }
        guard var node = document else { return nil }
        // The key names the schema by the document the pointer is written against, wherever a
        // mapping on the way is given by reference.
        let keyPath = documentPath
        // Each token follows a `/` (split by byte: a `/` is one byte, and splitting by
        // character was half the cost of following a reference).
        let slashes = pointer.utf8.indices.filter { pointer.utf8[$0] == UInt8(ascii: "/") }
        // The pointer with each token decoded and escaped again, as `componentSchemas` writes
        // it: `Pet%20Bird` and `Pet Bird` name one schema, read once under one name.
        var normalized = ""
        for (number, slash) in slashes.enumerated() {
            let end = number + 1 < slashes.count ? slashes[number + 1] : pointer.endIndex
            let token = Self.decodedToken(pointer[pointer.utf8.index(after: slash)..<end])
            // A mapping given by reference (`schemas: { $ref: ./schemas/_index.yaml }`): its keys
            // are those of the mapping it names.
            if token != "$ref", let pairs = node.mapping, pairs.count == 1, pairs["$ref"]?.string != nil {
                (node, documentPath) = dereference(node, in: documentPath)
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
        return (node, documentPath, keyPath == path ? "#" + normalized : keyPath + "#" + normalized)
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
            raw.utf8.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") } ? pointerToken(decodedToken(raw)) : String(raw)
        }
        return "#/" + tokens.joined(separator: "/")
    }

    /// A JSON pointer's token as the key it names: percent-decoded, then `~1` is `/` and `~0`
    /// is `~`.
    static func decodedToken(_ raw: Substring) -> String {
        let token = String(raw)
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") }) else { return token }
        return (token.removingPercentEncoding ?? token).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// Whether `documentPath` lies in `folder` or below it, both absolute and normalized: a
    /// document reads the files around it, not the machine's (`../../../etc/hostname`).
    /// Relative paths are made absolute first: a folder of `..` alone (`gen import ../api.yaml`)
    /// took `../../secret.yaml` for a path below it.
    static func isWithin(_ documentPath: String, folder: String) -> Bool {
        documentPath.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` from the root, normalized: relative to the working folder when it is relative.
    static func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? normalizedPath(path) : normalizedPath(FileManager.default.currentDirectoryPath + "/" + path)
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

    /// A file as the system knows it, whatever path leads there: device and inode, links
    /// followed. Nil when there is no such file.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    static func fileIdentity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

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
    /// A request body or a response, its `content` followed too where that is a `$ref` (Lob's
    /// `content: { $ref: responses/balance.yml }`: not OpenAPI, but real documents write it):
    /// the object with the media types in place, and the file they were read from, where their
    /// own `$ref`s lead from.
    mutating func dereferenceObject(_ node: Node, in file: String) -> (node: Node, file: String) {
        let object = dereference(node, in: file)
        guard var pairs = object.node.mapping, let index = pairs.firstIndex(where: { $0.key.string == "content" }),
            pairs[index].value.mapping?["$ref"] != nil
        else { return object }
        let content = dereference(pairs[index].value, in: object.file)
        pairs[index].value = content.node
        return (Node(kind: .mapping(pairs), mark: object.node.mark), content.file)
    }

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
}
