/// A position in a source file: 1-based line and 1-based column counted in characters (code points).
///
/// A mark holds its file as a `SourceName` that lives as long as the process, by a reference
/// that is never counted: copying a mark copies three words and touches no reference count.
/// Every node of a YAML tree and most values of a spec carry a mark, so a counted file name
/// here was a retain and a release on each of their copies.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    private unowned(unsafe) let source: SourceName
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.init(source: SourceName.named(file), line: line, column: column)
    }

    init(source: SourceName, line: Int, column: Int) {
        self.source = source
        self.line = line
        self.column = column
    }

    public var file: String { source.path }

    public static func == (lhs: Mark, rhs: Mark) -> Bool {
        lhs.source === rhs.source && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(source))
        hasher.combine(line)
        hasher.combine(column)
    }

    /// By file (String's order, then bytes between two spellings it calls equal, so that `<`
    /// agrees with `==`), then line and column.
    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        if lhs.source !== rhs.source {
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8)
        }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `path:line:col`, the prefix editors and Xcode make clickable.
    public var description: String { "\(file):\(line):\(column)" }
}

/// One node of a YAML document. Values are immutable and share storage, so an alias costs
/// nothing to copy: `*a` used a thousand times is one subtree, not a thousand.
public struct Node: Sendable {
    public enum Kind: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        /// Key/value pairs in source order (never a dictionary: output order follows the spec).
        case mapping([Pair])
    }

    public struct Scalar: Sendable, Hashable {
        public var value: String
        /// False for quoted and block scalars: `'200'` stays a string, `200` may be a number.
        public var isPlain: Bool

        public init(value: String, isPlain: Bool) {
            self.value = value
            self.isPlain = isPlain
        }
    }

    public struct Pair: Sendable {
        public var key: Node
        public var value: Node

        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    public var kind: Kind
    public var mark: Mark
    /// The explicit tag (`!!str`, `!custom`) in its expanded form, or nil when the node has none.
    public var tag: String?
    /// How many nodes a walk of this subtree visits, aliases expanded. The reader bounds it,
    /// so any walk of a document it returns is bounded too.
    public var weight: Int

    public init(kind: Kind, mark: Mark, tag: String? = nil, weight: Int? = nil) {
        self.kind = kind
        self.mark = mark
        self.tag = tag
        if let weight {
            self.weight = weight
        } else {
            switch kind {
            case .scalar: self.weight = 1
            case .sequence(let items): self.weight = items.reduce(1) { $0 &+ $1.weight }
            case .mapping(let pairs): self.weight = pairs.reduce(1) { $0 &+ $1.key.weight &+ $1.value.weight }
            }
        }
    }
}

extension Node {
    /// The scalar's text, or nil for a collection.
    public var scalar: Scalar? {
        if case .scalar(let s) = kind { return s }
        return nil
    }

    public var string: String? { scalar?.value }

    public var sequence: [Node]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// A plain scalar that YAML 1.2 core schema reads as null (`~`, `null`, empty).
    public var isNull: Bool {
        guard let s = scalar, s.isPlain, tag == nil else { return false }
        return s.value.isEmpty || s.value == "~" || s.value == "null" || s.value == "Null" || s.value == "NULL"
    }

    /// "mapping", "sequence" or "scalar", for messages about the wrong kind of value.
    public var kindName: String {
        switch kind {
        case .scalar: return "scalar"
        case .sequence: return "sequence"
        case .mapping: return "mapping"
        }
    }
}

/// A problem reading YAML, at the position where it was found.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public var mark: Mark
    public var message: String

    public init(mark: Mark, message: String) {
        self.mark = mark
        self.message = message
    }

    /// `path:line:col: error: message`
    public var description: String { "\(mark): error: \(message)" }
}
