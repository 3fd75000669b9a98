/// A fast path for `.json` files: plain JSON read byte by byte straight into the tree libyaml
/// would give, node for node and mark for mark, duplicate keys left out and reported as the
/// tree builder reports them. libyaml reads JSON as YAML's flow style, one character at a time
/// through its whole scanner: reading the 500-endpoint benchmark document took 252M
/// instructions that way, 86M through `TreeBuilder`'s events, and fewer building the nodes here
/// (JSON has no anchors, aliases, tags or merge keys for the builder to look for).
///
/// It reads only what it is sure of and declines the rest (returns nil): anything that is not
/// strict JSON, tabs, a BOM, characters YAML does not allow or reads as line breaks (NEL, LS,
/// PS), `\u` escapes of surrogates (libyaml
/// rejects them), keys too long or split from their `:` across lines (libyaml reads those
/// differently), documents past the reader's limits, and every error. The caller then reads the
/// file with libyaml, which gives the tree or the error it always gave. So the fast path never
/// decides what a document means or what its error says; `JSONReaderTests` compare the two readers.
enum JSONReader {
    /// The document and its duplicate keys, as `LibYAML.parse` would give them, or nil.
    static func parse(_ bytes: [UInt8], file: String, limits: YAMLReader.Limits) -> (root: Node?, duplicates: [YAMLError])? {
        let source = SourceName.named(file)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, source: source, limits: limits)
            guard let root = try? scanner.document() else { return nil }
            return (root, scanner.duplicates)
        }
    }
}

/// Why the fast path stopped: the caller reads the file with libyaml instead.
private struct Declined: Error {}

private struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let source: SourceName
    let limits: YAMLReader.Limits
    var index = 0
    /// 1-based, as `Mark`; columns count characters (code points), as libyaml's do.
    var line = 1
    var column = 1
    /// Nodes read so far, the left-out ones too, as the tree builder counts them.
    var total = 0
    /// Collections open around the one being read.
    var depth = 0
    /// The items of every open collection, innermost last; an object's alternate key, value.
    /// One shared array, as in `TreeBuilder`: no array per collection growing by doubling.
    var items: [Node] = []
    var duplicates: [YAMLError] = []

    init(bytes: UnsafeBufferPointer<UInt8>, source: SourceName, limits: YAMLReader.Limits) {
        self.bytes = bytes
        self.source = source
        self.limits = limits
        items.reserveCapacity(256)
    }

    /// libyaml takes a key as a key only when its `:` follows within 1,024 characters; this many
    /// bytes (never more characters) keeps a margin under that.
    private static let longestKey = 1000

    /// Below this many keys an object is checked for a duplicate by a linear scan, as in `TreeBuilder`.
    private static let linearKeyScan = 8

    var mark: Mark { Mark(source: source, line: line, column: column) }

    mutating func document() throws -> Node {
        try skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { throw Declined() }
        let root = try value()
        try skipSpace()
        guard index == bytes.count else { throw Declined() }
        return root
    }

    private mutating func value() throws -> Node {
        guard index < bytes.count else { throw Declined() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let start = mark
            return try scalar(try string(), isPlain: false, at: start)
        default:
            let start = mark
            return try scalar(try plain(), isPlain: true, at: start)
        }
    }

    private mutating func scalar(_ value: String, isPlain: Bool, at mark: Mark) throws -> Node {
        try count()
        return Node(kind: .scalar(Node.Scalar(value: value, isPlain: isPlain)), mark: mark, tag: nil, weight: 1)
    }

    /// One more node; past the limit the fast path declines, and libyaml's reading reports it.
    private mutating func count() throws {
        total += 1
        guard total <= limits.maxNodes else { throw Declined() }
    }

    /// Opens a collection; too deep, the fast path declines.
    private mutating func open() throws {
        guard depth < limits.maxDepth else { throw Declined() }
        try count()
        depth += 1
    }

    private mutating func object() throws -> Node {
        let start = mark
        try open()
        advance()
        try skipSpace()
        let first = items.count
        var weight = 1
        // The keys so far, once the object has too many for a linear scan.
        var keyIndex: [String: Mark]?
        if peek(UInt8(ascii: "}")) {
            advance()
        } else {
            while true {
                guard peek(UInt8(ascii: "\"")) else { throw Declined() }
                let keyMark = mark
                let keyStart = index
                let key = try scalar(try string(), isPlain: false, at: keyMark)
                try skipSpace()
                guard peek(UInt8(ascii: ":")), line == keyMark.line, index - keyStart < Self.longestKey else { throw Declined() }
                advance()
                try skipSpace()
                // A duplicate is reported before its value is read, as the tree builder does, so
                // that duplicates inside the value come after it.
                let earlier = earlierMark(of: key, from: first, index: &keyIndex)
                if let earlier {
                    duplicates.append(
                        YAMLError(
                            mark: keyMark,
                            message: "duplicate key \(KeyID(key).display) (first defined at \(earlier.line):\(earlier.column))"))
                }
                let item = try value()
                if earlier == nil {
                    weight &+= key.weight &+ item.weight
                    items.append(key)
                    items.append(item)
                }
                try skipSpace()
                if peek(UInt8(ascii: "}")) {
                    advance()
                    break
                }
                guard peek(UInt8(ascii: ",")) else { throw Declined() }
                advance()
                try skipSpace()
            }
        }
        let pairs = items.takeLastPairs((items.count - first) / 2)
        depth -= 1
        return Node(kind: .mapping(pairs), mark: start, tag: nil, weight: weight)
    }

    /// Where `key` stands already among the keys of the object whose items start at `first`,
    /// or nil (and the key is noted).
    private func earlierMark(of key: Node, from first: Int, index keyIndex: inout [String: Mark]?) -> Mark? {
        guard case .scalar(let text) = key.kind else { return nil }
        if keyIndex == nil, (items.count - first) / 2 < Self.linearKeyScan {
            var j = first
            while j < items.count {
                if case .scalar(let other) = items[j].kind, other.value == text.value { return items[j].mark }
                j += 2
            }
            return nil
        }
        if keyIndex == nil {
            var index: [String: Mark] = [:]
            index.reserveCapacity(items.count - first)
            var j = first
            while j < items.count {
                if case .scalar(let other) = items[j].kind { index[other.value] = items[j].mark }
                j += 2
            }
            keyIndex = index
        }
        if let earlier = keyIndex?[text.value] { return earlier }
        keyIndex?[text.value] = key.mark
        return nil
    }

    private mutating func array() throws -> Node {
        let start = mark
        try open()
        advance()
        try skipSpace()
        let first = items.count
        var weight = 1
        if peek(UInt8(ascii: "]")) {
            advance()
        } else {
            while true {
                let item = try value()
                weight &+= item.weight
                items.append(item)
                try skipSpace()
                if peek(UInt8(ascii: "]")) {
                    advance()
                    break
                }
                guard peek(UInt8(ascii: ",")) else { throw Declined() }
                advance()
                try skipSpace()
            }
        }
        let elements = items.takeLast(items.count - first)
        depth -= 1
        return Node(kind: .sequence(elements), mark: start, tag: nil, weight: weight)
    }

    /// A string's value; the scanner is on its opening quote.
    private mutating func string() throws -> String {
        advance()
        let start = index
        var decoded: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text =
                    decoded.map { String(decoding: $0, as: UTF8.self) }
                    ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                advance()
                return text
            case UInt8(ascii: "\\"):
                if decoded == nil { decoded = Array(bytes[start..<index]) }
                try escape(into: &decoded!)
            case 0..<0x20, 0x7F:
                throw Declined()
            case 0x80...:
                let end = try printableCharacter()
                decoded?.append(contentsOf: bytes[index..<end])
                index = end
                column += 1
            default:
                // A run of printable ASCII at once, one column a byte: most strings are only that.
                var end = index + 1
                while end < bytes.count, Self.isPlainText(bytes[end]) { end += 1 }
                decoded?.append(contentsOf: bytes[index..<end])
                column += end - index
                index = end
            }
        }
        throw Declined()
    }

    /// Printable ASCII other than a quote or a backslash: a string's byte that stands for itself.
    private static func isPlainText(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// One escape, `\n` or `\u00e9`, decoded into `out`; the scanner is on the backslash.
    private mutating func escape(into out: inout [UInt8]) throws {
        guard index + 1 < bytes.count else { throw Declined() }
        let letter = bytes[index + 1]
        index += 2
        column += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(letter)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hexQuad()
            // A character beyond the first plane as JSON writes it (`\ud83d\ude80`, Python's
            // `json.dump` by default): a high surrogate, then a low one. YAML has no such
            // escape, so libyaml, read in its place, refused the document. A lone surrogate
            // is no character: libyaml's error says so, where it stands.
            if (0xD800...0xDBFF).contains(value) {
                guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw Declined()
                }
                index += 2
                column += 2
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw Declined() }
                value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw Declined() }  // a lone low surrogate
            out.append(contentsOf: String(Character(scalar)).utf8)
        default:
            throw Declined()
        }
    }

    /// The four hex digits of a `\u` escape, as a number; the scanner moves past them.
    private mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Declined() }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexValue(byte) else { throw Declined() }
            value = value << 4 | digit
        }
        index += 4
        column += 4
        return value
    }

    /// The end of the UTF-8 character at `index`, when it is well formed and one YAML allows in
    /// a document (libyaml rejects the others).
    private func printableCharacter() throws -> Int {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: throw Declined()
        }
        guard index + length <= bytes.count else { throw Declined() }
        for byte in bytes[index + 1..<index + length] {
            guard byte & 0xC0 == 0x80 else { throw Declined() }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let shortest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        let allowed = (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        // NEL, LS and PS are line breaks to YAML: libyaml folds them in a quoted scalar and
        // counts a line for LS and PS, so they decline too.
        let isBreak = value == 0x85 || value == 0x2028 || value == 0x2029
        guard value >= shortest, allowed, !isBreak else { throw Declined() }
        return index + length
    }

    /// A number, `true`, `false` or `null`, as its text: what libyaml keeps of a plain scalar.
    private mutating func plain() throws -> String {
        let start = index
        if peek(UInt8(ascii: "t")) || peek(UInt8(ascii: "f")) || peek(UInt8(ascii: "n")) {
            while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { advance() }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard word == "true" || word == "false" || word == "null" else { throw Declined() }
        } else {
            try number()
        }
        // What ends a plain scalar in a flow collection, as in JSON.
        if index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): break
            default: throw Declined()
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws {
        if peek(UInt8(ascii: "-")) { advance() }
        if peek(UInt8(ascii: "0")) {
            advance()
        } else {
            guard digits() > 0 else { throw Declined() }
        }
        if peek(UInt8(ascii: ".")) {
            advance()
            guard digits() > 0 else { throw Declined() }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            advance()
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { advance() }
            guard digits() > 0 else { throw Declined() }
        }
    }

    private mutating func digits() -> Int {
        var count = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            advance()
            count += 1
        }
        return count
    }

    /// Spaces and line breaks (`\r\n` and a lone `\r` are one break each, as in YAML). A tab
    /// declines: libyaml refuses it in some places JSON allows it.
    private mutating func skipSpace() throws {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                // A run of spaces (an indentation) at once.
                var end = index + 1
                while end < bytes.count, bytes[end] == 0x20 { end += 1 }
                column += end - index
                index = end
            case 0x0A:
                index += 1
                line += 1
                column = 1
            case 0x0D:
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                line += 1
                column = 1
            case 0x09:
                throw Declined()
            default:
                return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// Past one ASCII byte.
    private mutating func advance() {
        index += 1
        column += 1
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
