/// Builds a `Node` tree from parser events. Pure Swift: `LibYAML` translates C events into these
/// calls, `JSONReader` reads JSON into them, and gen's OpenAPI import writes its spec into them.
///
/// It resolves anchors, aliases and merge keys, leaves out (and records) duplicate keys, and bounds both the
/// expanded size (`Node.weight`) and the nesting depth, so no input can make it, or any later
/// walk of its result, run out of memory or stack.
public struct TreeBuilder {
    let file: String
    let limits: YAMLReader.Limits
    public private(set) var root: Node?
    private(set) var sawDocument = false
    /// Duplicate keys, each left out with its value so the rest of the document still reads
    /// and every other problem in it can be reported too.
    public private(set) var duplicates: [YAMLError] = []

    /// One open collection. Its items live in `values` from `start` on.
    private struct Frame {
        let isMapping: Bool
        let start: Int
        let mark: Mark
        let tag: String?
        let anchor: String?
        var weight = 1
        /// 1 + the largest height of an item; a scalar's height is 0.
        var height = 1
        var hasMerge = false
        /// Where the `<<` key whose value comes next is; nil when no merge value is due.
        var mergeKeyMark: Mark?
        /// Keys seen so far, once the mapping is too big for a linear scan.
        var keyIndex: [KeyID: Mark]?
        /// The next item is the value of a duplicate key, left out with it.
        var skipsValue = false
    }

    private enum Anchor {
        /// The anchored collection is still being built: an alias to it would be recursive.
        case open(depth: Int)
        case done(Node, height: Int)
    }

    private var stack: [Frame] = []
    /// The items of every open collection, innermost last; a mapping's items alternate key, value.
    /// One shared array avoids an array per frame growing by doubling.
    private var values: [Node] = []
    private var anchors: [String: Anchor] = [:]
    /// Nodes so far, aliases expanded: the root's weight once the document is complete.
    private var total = 0

    /// Below this many keys a mapping is checked for duplicates by a linear scan, which beats hashing.
    private static let linearKeyScan = 8

    public init(file: String, limits: YAMLReader.Limits) {
        self.file = file
        self.limits = limits
        values.reserveCapacity(256)
        stack.reserveCapacity(32)
    }

    // MARK: Events

    mutating func startDocument(version: (Int, Int)?, mark: Mark) throws(YAMLError) {
        if sawDocument {
            throw YAMLError(mark: mark, message: "a second YAML document starts here; a file may hold only one")
        }
        sawDocument = true
        if let (major, minor) = version, major != 1 || (minor != 1 && minor != 2) {
            throw YAMLError(mark: mark, message: Diagnose.versionMessage("\(major).\(minor)"))
        }
    }

    public mutating func scalar(_ value: String, isPlain: Bool, tag: String?, anchor: String?, mark: Mark) throws(YAMLError) {
        try count(1, at: mark, alias: nil)
        let node = Node(kind: .scalar(Node.Scalar(value: value, isPlain: isPlain)), mark: mark, tag: tag, weight: 1)
        if let anchor { anchors[anchor] = .done(node, height: 0) }
        try add(node, height: 0, at: mark)
    }

    public mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, mark: Mark) throws(YAMLError) {
        if stack.count >= limits.maxDepth {
            throw YAMLError(mark: mark, message: "collections nested more than \(limits.maxDepth) levels deep")
        }
        try count(1, at: mark, alias: nil)
        if let anchor { anchors[anchor] = .open(depth: stack.count) }
        stack.append(Frame(isMapping: isMapping, start: values.count, mark: mark, tag: tag, anchor: anchor))
    }

    public mutating func endCollection() throws(YAMLError) {
        var frame = stack.removeLast()
        let node: Node
        let count = values.count - frame.start
        if frame.isMapping {
            var pairs = values.takeLastPairs(count / 2)
            if frame.hasMerge {
                pairs = Self.merged(pairs)
                // Merging only drops nodes (the `<<` entries, overridden keys): fix the counts up.
                let weight = pairs.reduce(1) { $0 + $1.key.weight + $1.value.weight }
                total -= frame.weight - weight
                frame.weight = weight
            }
            node = Node(kind: .mapping(pairs), mark: frame.mark, tag: frame.tag, weight: frame.weight)
        } else {
            node = Node(kind: .sequence(values.takeLast(count)), mark: frame.mark, tag: frame.tag, weight: frame.weight)
        }
        // Only if no later node re-used the name meanwhile (the newest definition wins).
        if let anchor = frame.anchor, case .open(let depth) = anchors[anchor], depth == stack.count {
            anchors[anchor] = .done(node, height: frame.height)
        }
        try add(node, height: frame.height, at: frame.mark)
    }

    mutating func alias(_ name: String, mark: Mark) throws(YAMLError) {
        switch anchors[name] {
        case nil:
            throw YAMLError(mark: mark, message: "undefined alias *\(name)")
        case .open:
            throw YAMLError(mark: mark, message: "recursive alias *\(name): it refers to a collection that contains it")
        case .done(let node, let height):
            if stack.count + height > limits.maxDepth {
                throw YAMLError(
                    mark: mark, message: "alias *\(name) nests collections more than \(limits.maxDepth) levels deep")
            }
            try count(node.weight, at: mark, alias: name)
            try add(node, height: height, at: mark)
        }
    }

    // MARK: Building

    private mutating func count(_ weight: Int, at mark: Mark, alias: String?) throws(YAMLError) {
        total += weight
        guard total > limits.maxNodes else { return }
        let limit = Diagnose.grouped(limits.maxNodes)
        if let alias {
            throw YAMLError(
                mark: mark,
                message: "alias *\(alias) expands the document past \(limit) nodes (aliases nested too deeply?)")
        }
        throw YAMLError(mark: mark, message: "the document has more than \(limit) nodes")
    }

    /// Appends a finished node to the innermost open collection, or makes it the root.
    /// `mark` is where it appears, which for an alias differs from `node.mark`.
    /// `node` is consumed: it is moved into `values`, not copied (a retain and a release per
    /// node otherwise).
    private mutating func add(_ node: consuming Node, height: Int, at mark: Mark) throws(YAMLError) {
        let i = stack.count - 1
        guard i >= 0 else {
            root = node
            return
        }
        if stack[i].skipsValue {
            stack[i].skipsValue = false
            return
        }
        let isKey = stack[i].isMapping && (values.count - stack[i].start) & 1 == 0
        if isKey, let duplicate = checkKey(node, at: mark, frame: i) {
            duplicates.append(duplicate)
            stack[i].skipsValue = true
            if Self.isMergeKey(node) { stack[i].mergeKeyMark = nil }  // its value is not merged either
            return
        }
        if !isKey, let keyMark = stack[i].mergeKeyMark {
            stack[i].mergeKeyMark = nil
            guard Self.isMergeable(node) else {
                throw YAMLError(
                    mark: keyMark,
                    message: "merge key << needs a mapping or a list of mappings (like *base or [*a, *b]), "
                        + "not a \(node.kindName)")
            }
        }
        stack[i].weight += node.weight
        if height >= stack[i].height { stack[i].height = height + 1 }
        values.append(node)
    }

    /// The error for a key already present in mapping `frame`, or nil; notes a merge key.
    private mutating func checkKey(_ key: Node, at mark: Mark, frame i: Int) -> YAMLError? {
        if Self.isMergeKey(key) {
            stack[i].hasMerge = true
            stack[i].mergeKeyMark = mark
        }
        let start = stack[i].start
        if (values.count - start) / 2 < Self.linearKeyScan {
            var j = start
            while j < values.count {
                if Self.sameKey(values[j], key) { return Self.duplicate(key, first: values[j].mark, at: mark) }
                j += 2
            }
            return nil
        }
        if stack[i].keyIndex == nil {
            // Room for as many keys again: grown from empty, it was resized four times on the way.
            var index: [KeyID: Mark] = [:]
            index.reserveCapacity(values.count - start)
            var j = start
            while j < values.count {
                index[KeyID(values[j])] = values[j].mark
                j += 2
            }
            stack[i].keyIndex = index
        }
        let id = KeyID(key)
        if let first = stack[i].keyIndex?[id] { return Self.duplicate(key, first: first, at: mark) }
        stack[i].keyIndex?[id] = key.mark
        return nil
    }

    private static func duplicate(_ key: Node, first: Mark, at mark: Mark) -> YAMLError {
        YAMLError(mark: mark, message: "duplicate key \(KeyID(key).display) (first defined at \(first.line):\(first.column))")
    }

    // MARK: Merge keys

    /// `<<` as a plain, untagged (or `!!merge`) scalar; a quoted "<<" is an ordinary key.
    private static func isMergeKey(_ node: Node) -> Bool {
        guard case .scalar(let s) = node.kind, s.isPlain, s.value == "<<" else { return false }
        return node.tag == nil || node.tag == "tag:yaml.org,2002:merge"
    }

    private static func isMergeable(_ node: Node) -> Bool {
        switch node.kind {
        case .mapping: return true
        case .sequence(let items): return items.allSatisfy { $0.mapping != nil }
        case .scalar: return false
        }
    }

    /// Replaces each `<<` entry by the merged mappings' pairs, in place. Keys written in the mapping
    /// itself win; between merged mappings the first listed wins. Merged keys are never duplicates.
    private static func merged(_ pairs: [Node.Pair]) -> [Node.Pair] {
        var seen = Set<KeyID>()
        for pair in pairs where !isMergeKey(pair.key) { seen.insert(KeyID(pair.key)) }
        var result: [Node.Pair] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard isMergeKey(pair.key) else {
                result.append(pair)
                continue
            }
            let sources = pair.value.mapping != nil ? [pair.value] : pair.value.sequence ?? []
            for source in sources {
                for inherited in source.mapping ?? [] where seen.insert(KeyID(inherited.key)).inserted {
                    result.append(inherited)
                }
            }
        }
        return result
    }

    // MARK: Key identity

    /// Two scalar keys are the same key when their text is the same: quoting and tags are ignored,
    /// so `name:` and `"name":` clash. Collection keys compare by content.
    private static func sameKey(_ a: Node, _ b: Node) -> Bool {
        if case .scalar(let x) = a.kind, case .scalar(let y) = b.kind { return x.value == y.value }
        if a.scalar != nil || b.scalar != nil { return false }
        return KeyID(a) == KeyID(b)
    }
}

/// A mapping key reduced to something hashable. Collection keys (rare) get a canonical text form;
/// its size is bounded by the key's weight, which the builder bounds.
enum KeyID: Hashable {
    case text(String)
    case collection(String)

    init(_ node: Node) {
        if case .scalar(let s) = node.kind {
            self = .text(s.value)
        } else {
            var out = ""
            KeyID.canonical(node, into: &out)
            self = .collection(out)
        }
    }

    /// Recursion is bounded by the builder's depth limit.
    private static func canonical(_ node: Node, into out: inout String) {
        switch node.kind {
        case .scalar(let s):
            out += s.value.debugDescription
        case .sequence(let items):
            out += "["
            for (n, item) in items.enumerated() {
                if n > 0 { out += ", " }
                canonical(item, into: &out)
            }
            out += "]"
        case .mapping(let pairs):
            // Order does not matter in a mapping key: {a: 1, b: 2} is {b: 2, a: 1}.
            let entries = pairs.map { pair -> String in
                var entry = ""
                canonical(pair.key, into: &entry)
                entry += ": "
                canonical(pair.value, into: &entry)
                return entry
            }
            out += "{" + entries.sorted().joined(separator: ", ") + "}"
        }
    }

    /// The key as a message shows it: quoted, control characters escaped, long keys shortened.
    var display: String {
        let text: String
        switch self {
        case .text(let s): text = s.debugDescription
        case .collection(let s): text = s
        }
        return text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }
}

extension [Node] {
    /// The last `count` nodes, in order, moved out back to front: `removeLast` hands each one
    /// over, with no retain and release per node, which a copy and `removeSubrange` would cost.
    /// The items of a collection being built, taken when it ends (`TreeBuilder`, `JSONReader`).
    mutating func takeLast(_ count: Int) -> [Node] {
        [Node](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in stride(from: count - 1, through: 0, by: -1) {
                (buffer.baseAddress! + i).initialize(to: removeLast())
            }
            initialized = count
        }
    }

    /// The last `2 * count` nodes as `count` key/value pairs, in order, moved out as `takeLast`.
    mutating func takeLastPairs(_ count: Int) -> [Node.Pair] {
        [Node.Pair](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in stride(from: count - 1, through: 0, by: -1) {
                let value = removeLast()
                (buffer.baseAddress! + i).initialize(to: Node.Pair(key: removeLast(), value: value))
            }
            initialized = count
        }
    }
}
