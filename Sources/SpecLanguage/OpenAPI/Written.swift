import YAML

/// A scalar or a flow collection of the spec `SpecWriter` writes: how the text spells it, and
/// the node the YAML reader makes of that text. Both come from here, so the tree `gen` loads
/// from a document is the one `gen import`'s text would give.
indirect enum Written {
    /// Text YAML reads back as itself, unquoted: a word, a type name, a number, `true`.
    case plain(String)
    /// Any text, double-quoted (`YAMLText.quoted`).
    case quoted(String)
    /// `[a, b]`
    case sequence([Written])
    /// `{ a: b, c: d }`; `{}` when empty.
    case mapping([(key: Written, value: Written)])
    /// Flow YAML made elsewhere (a security scheme's spelling, `{ apiKey: X-Key }`), read by
    /// the YAML reader when the tree is made.
    case raw(String)

    /// Plain when YAML reads the text back as itself, quoted otherwise (`YAMLText.scalar`).
    static func scalar(_ text: String) -> Written {
        YAMLText.isPlainSafe(text) ? .plain(text) : .quoted(text)
    }

    /// A spec literal (a default or an example), as `YAMLText.value` spells it.
    static func value(_ value: Value) -> Written {
        switch value {
        case .null: .plain("null")
        case .bool(let flag): .plain(flag ? "true" : "false")
        case .int(let number): .plain(String(number))
        case .number(let text): .plain(text)
        case .string(let text): .quoted(text)
        case .array(let items): .sequence(items.map(Self.value))
        case .object(let entries): .mapping(entries.map { (.quoted($0.key), Self.value($0.value)) })
        }
    }

    var text: String {
        switch self {
        case .plain(let text), .raw(let text): text
        case .quoted(let text): YAMLText.quoted(text)
        case .sequence(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            pairs.isEmpty ? "{}" : "{ " + pairs.map { $0.key.text + ": " + $0.value.text }.joined(separator: ", ") + " }"
        }
    }

    /// `text.count`, counted without making the text where every part is printable ASCII
    /// (nearly always): there a character is a byte. (Elsewhere parts can join into one
    /// character: a combining mark after a quote.)
    var textCount: Int { printableASCIICount ?? text.count }

    private var printableASCIICount: Int? {
        func printable(_ text: String, quoted: Bool) -> Int? {
            let ok = text.utf8.allSatisfy {
                $0 >= 0x20 && $0 < 0x7F && !(quoted && ($0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")))
            }
            return ok ? text.utf8.count + (quoted ? 2 : 0) : nil
        }
        switch self {
        case .plain(let text), .raw(let text): return printable(text, quoted: false)
        case .quoted(let text): return printable(text, quoted: true)
        case .sequence(let items):
            var count = 2 + 2 * max(0, items.count - 1)  // `[`, `]` and `, ` between
            for item in items {
                guard let part = item.printableASCIICount else { return nil }
                count += part
            }
            return count
        case .mapping(let pairs):
            guard !pairs.isEmpty else { return 2 }
            var count = 4 + 2 * (pairs.count - 1) + 2 * pairs.count  // `{ `, ` }`, `, ` between, `: ` in each
            for pair in pairs {
                guard let key = pair.key.printableASCIICount, let value = pair.value.printableASCIICount else { return nil }
                count += key + value
            }
            return count
        }
    }

    /// The node the YAML reader makes of `text`, every part of it at `mark` (the document node
    /// its line came from); `raw` text is read by `readRaw`.
    func node(at mark: Mark, readRaw: (String) -> Node?) -> Node {
        switch self {
        case .plain(let text): Node(kind: .scalar(Node.Scalar(value: text, isPlain: true)), mark: mark)
        case .quoted(let text): Node(kind: .scalar(Node.Scalar(value: text, isPlain: false)), mark: mark)
        case .sequence(let items): Node(kind: .sequence(items.map { $0.node(at: mark, readRaw: readRaw) }), mark: mark)
        case .mapping(let pairs):
            Node(
                kind: .mapping(
                    pairs.map { Node.Pair(key: $0.key.node(at: mark, readRaw: readRaw), value: $0.value.node(at: mark, readRaw: readRaw)) }),
                mark: mark)
        case .raw(let text):
            readRaw(text).map { Self.moved($0, to: mark) } ?? Node(kind: .scalar(Node.Scalar(value: text, isPlain: true)), mark: mark)
        }
    }

    /// `node` with every mark in it at `mark`.
    private static func moved(_ node: Node, to mark: Mark) -> Node {
        switch node.kind {
        case .scalar: return Node(kind: node.kind, mark: mark, tag: node.tag, weight: node.weight)
        case .sequence(let items): return Node(kind: .sequence(items.map { moved($0, to: mark) }), mark: mark, tag: node.tag)
        case .mapping(let pairs):
            return Node(
                kind: .mapping(pairs.map { Node.Pair(key: moved($0.key, to: mark), value: moved($0.value, to: mark)) }), mark: mark,
                tag: node.tag)
        }
    }
}
