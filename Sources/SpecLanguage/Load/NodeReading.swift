/// Small checked accessors over YAML nodes that report what was expected and found. `what`
/// (where the node is, in words) is made only for a message: most nodes are as expected.
/// Every loader shares one `Diagnostics`, so reading goes on after a mistake and all
/// problems of a file are reported together.
struct NodeReading {
    var diagnostics = Diagnostics()
    /// True for the tree of an OpenAPI document (`OpenAPIImport`). Its nodes were not read from
    /// text: each mark is the document place a whole spec line came from, so a place inside a
    /// scalar cannot be told (`place(_:at:in:)` gives the scalar's own). And advice to a spec's
    /// author (send these values elsewhere) is no use to the reader of a document, who cannot
    /// change the API it describes.
    var readsDocument = false

    /// Where `offset` code points into the one-line scalar `node` are (after its opening quote).
    func place(at offset: Int, in node: Node) -> Mark {
        var mark = node.mark
        if !readsDocument { mark.column += offset + (node.scalar?.isPlain == false ? 1 : 0) }
        return mark
    }

    /// The pairs of a mapping, or nil (with an error) for any other kind of node.
    mutating func mapping(_ node: Node, _ what: @autoclosure () -> String) -> [Node.Pair]? {
        if let pairs = node.mapping { return pairs }
        diagnostics.error(node.mark, "expected a mapping for \(what()), found \(describe(node))")
        return nil
    }

    mutating func sequence(_ node: Node, _ what: @autoclosure () -> String) -> [Node]? {
        if let items = node.sequence { return items }
        diagnostics.error(node.mark, "expected a list for \(what()), found \(describe(node))")
        return nil
    }

    /// A scalar's text; a null or a collection is an error.
    mutating func string(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        if let scalar = node.scalar, !node.isNull { return scalar.value }
        diagnostics.error(node.mark, "expected text for \(what()), found \(describe(node))")
        return nil
    }

    mutating func bool(_ node: Node, _ what: @autoclosure () -> String) -> Bool? {
        if let s = node.scalar, s.isPlain {
            switch s.value {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        diagnostics.error(node.mark, "expected true or false for \(what()), found \(describe(node))")
        return nil
    }

    mutating func number(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        if let s = node.scalar, s.isPlain, let value = Double(s.value), value.isFinite { return value }
        diagnostics.error(node.mark, "expected a number for \(what()), found \(describe(node))")
        return nil
    }

    mutating func integer(_ node: Node, _ what: @autoclosure () -> String) -> Int? {
        if let s = node.scalar, s.isPlain, let value = Int(s.value) { return value }
        diagnostics.error(node.mark, "expected a whole number for \(what()), found \(describe(node))")
        return nil
    }

    /// Reports keys not in `allowed` (with the closest allowed key as a hint) and keys that are
    /// not text.
    mutating func checkKeys(_ pairs: [Node.Pair], allowed: [String], in what: @autoclosure () -> String) {
        for pair in pairs {
            guard let key = pair.key.string else {
                diagnostics.error(pair.key.mark, "expected a text key in \(what()), found \(describe(pair.key))")
                continue
            }
            if !allowed.contains(key) {
                // The closest key when there is a likely one, else the whole list: a typo needs
                // only its fix, a guess needs the choices.
                if let closest = Suggestion.closest(to: key, in: allowed) {
                    diagnostics.error(pair.key.mark, "unknown key '\(key)' in \(what()); did you mean '\(closest)'?")
                } else {
                    diagnostics.error(
                        pair.key.mark, "unknown key '\(key)' in \(what()): expected one of \(allowed.joined(separator: ", "))")
                }
            }
        }
    }

    /// "a list", "a mapping", "'text'" or "nothing", for messages.
    func describe(_ node: Node) -> String {
        switch node.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            if node.isNull { return "nothing" }
            let shown = s.value.count > 40 ? String(s.value.prefix(40)) + "…" : s.value
            return "'\(shown)'"
        }
    }
}

extension [Node.Pair] {
    /// The value of the first pair whose key is `key`.
    subscript(key: String) -> Node? {
        // By position, the key read in place: an OpenAPI document asks this of its objects
        // hundreds of thousands of times, and a pair copied out per step was most of it.
        for index in indices {
            if case .scalar(let scalar) = self[index].key.kind, scalar.value == key { return self[index].value }
        }
        return nil
    }
}
