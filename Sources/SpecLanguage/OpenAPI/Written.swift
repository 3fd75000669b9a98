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

    /// Gives `builder` the events the YAML reader would give it for `text`, every node at
    /// `mark` (the document node its line came from); `raw` text is read by `readRaw`.
    func build(into builder: inout TreeBuilder, at mark: Mark, readRaw: (String) -> Node?) throws(YAMLError) {
        switch self {
        case .plain(let text): try builder.scalar(text, isPlain: true, tag: nil, anchor: nil, mark: mark)
        case .quoted(let text): try builder.scalar(text, isPlain: false, tag: nil, anchor: nil, mark: mark)
        case .sequence(let items):
            try builder.startCollection(isMapping: false, tag: nil, anchor: nil, mark: mark)
            for item in items { try item.build(into: &builder, at: mark, readRaw: readRaw) }
            try builder.endCollection()
        case .mapping(let pairs):
            try builder.startCollection(isMapping: true, tag: nil, anchor: nil, mark: mark)
            for pair in pairs {
                try pair.key.build(into: &builder, at: mark, readRaw: readRaw)
                try pair.value.build(into: &builder, at: mark, readRaw: readRaw)
            }
            try builder.endCollection()
        case .raw(let text):
            guard let node = readRaw(text) else { return try builder.scalar(text, isPlain: true, tag: nil, anchor: nil, mark: mark) }
            try Self.replay(node, into: &builder, at: mark)
        }
    }

    /// Gives `builder` the events of `node`, every one at `mark`.
    private static func replay(_ node: Node, into builder: inout TreeBuilder, at mark: Mark) throws(YAMLError) {
        switch node.kind {
        case .scalar(let scalar): try builder.scalar(scalar.value, isPlain: scalar.isPlain, tag: node.tag, anchor: nil, mark: mark)
        case .sequence(let items):
            try builder.startCollection(isMapping: false, tag: node.tag, anchor: nil, mark: mark)
            for item in items { try replay(item, into: &builder, at: mark) }
            try builder.endCollection()
        case .mapping(let pairs):
            try builder.startCollection(isMapping: true, tag: node.tag, anchor: nil, mark: mark)
            for pair in pairs {
                try replay(pair.key, into: &builder, at: mark)
                try replay(pair.value, into: &builder, at: mark)
            }
            try builder.endCollection()
        }
    }
}
