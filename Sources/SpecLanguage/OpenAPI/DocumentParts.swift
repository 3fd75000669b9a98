import Foundation
import YAML

/// The files a document names by `$ref` anywhere, including places gen does not read (a tag's
/// description, an example, a callback): parts of the document, which a specs folder must not
/// load as specs. The reader knows only the files it followed, so this walks every reference
/// of the document and, in turn, of the files it names.
///
/// Asked only when a file of the folder is neither a spec nor a part the reader followed, which
/// is rare: the documents are then read again rather than kept through every run.
extension OpenAPIReader {
    static func filesNamed(byDocuments documents: [(path: String, bytes: [UInt8])]) -> Set<String> {
        var named: Set<String> = []
        var queue: [(path: String, bytes: [UInt8]?)] = documents.map { ($0.path, $0.bytes) }
        var read = Set(documents.map { normalizedPath($0.path) })
        // Each file once, however it is reached: through links to folders, the spellings of one
        // file could multiply without end.
        var identities = Set(documents.compactMap { fileIdentity($0.path) })
        while let (path, bytes) = queue.popLast() {
            let root: Node?
            if let bytes {
                root = try? YAMLReader.read(bytes, file: path)
            } else {
                root = try? YAMLReader.read(contentsOf: path)
            }
            guard let root else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            for reference in references(in: root) {
                let hash = reference.firstIndex(of: "#") ?? reference.endIndex
                let written = String(reference[..<hash])
                let target = written.removingPercentEncoding ?? written
                guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("/"), !target.hasPrefix("~") else { continue }
                let file = normalizedPath((folder as NSString).appendingPathComponent(target))
                named.insert(file)
                guard read.insert(file).inserted, referencedFileProblem(file) == nil, let identity = fileIdentity(file),
                    identities.insert(identity).inserted
                else { continue }
                queue.append((file, nil))
            }
        }
        return named
    }

    /// Every `$ref` text in a tree, in no particular order. A loop over a stack, not recursion:
    /// the reader bounds a tree's depth, but not to what a thread's stack holds at every depth.
    private static func references(in root: Node) -> [String] {
        var found: [String] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.kind {
            case .scalar: continue
            case .sequence(let items): stack.append(contentsOf: items)
            case .mapping(let pairs):
                for pair in pairs {
                    if pair.key.string == "$ref", let text = pair.value.string {
                        found.append(text)
                    } else {
                        stack.append(pair.value)
                    }
                }
            }
        }
        return found
    }
}
