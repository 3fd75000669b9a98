/// The `{name}` placeholders of a path template. `{+name}` (RFC 6570's reserved expansion) is a
/// parameter whose `/` separate segments (a file path, a git ref such as `heads/main`).
public enum PathTemplate {
    /// A piece of a path: literal text or a parameter.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    public static func pieces(of path: String) -> [Piece] {
        if path.utf8.allSatisfy({ $0 < 0x80 }) { return asciiPieces(of: path) }
        var pieces: [Piece] = []
        var literal = ""
        var index = path.startIndex
        while index < path.endIndex {
            if path[index] == "{", let close = path[index...].firstIndex(of: "}") {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                let name = path[path.index(after: index)..<close]
                pieces.append(.parameter(String(name.hasPrefix("+") ? name.dropFirst() : name)))
                index = path.index(after: close)
            } else {
                literal.append(path[index])
                index = path.index(after: index)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// `pieces` for a path of ASCII only (nearly every path), byte by byte: there each byte is
    /// one `Character`, so the pieces are the same, without a grapheme break looked for at each.
    private static func asciiPieces(of path: String) -> [Piece] {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let utf8 = path.utf8
        var pieces: [Piece] = []
        var literalStart = utf8.startIndex
        while let brace = utf8[literalStart...].firstIndex(of: open), let end = utf8[brace...].firstIndex(of: close) {
            if literalStart < brace { pieces.append(.literal(String(path[literalStart..<brace]))) }
            let name = path[utf8.index(after: brace)..<end]
            pieces.append(.parameter(String(name.hasPrefix("+") ? name.dropFirst() : name)))
            literalStart = utf8.index(after: end)
        }
        if literalStart < utf8.endIndex { pieces.append(.literal(String(path[literalStart...]))) }
        return pieces
    }

    /// The names of the parameters written `{+name}`.
    public static func multiSegmentNames(in path: String) -> Set<String> {
        var names: Set<String> = []
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            // Byte by byte, as `asciiPieces`: `{+` opens, the next `}` closes.
            let utf8 = path.utf8
            var rest = utf8.startIndex
            while let brace = utf8[rest...].firstIndex(of: UInt8(ascii: "{")) {
                let start = utf8.index(after: brace)
                guard start < utf8.endIndex, utf8[start] == UInt8(ascii: "+") else {
                    rest = start
                    continue
                }
                let nameStart = utf8.index(after: start)
                guard let close = utf8[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
                names.insert(String(path[nameStart..<close]))
                rest = close
            }
            return names
        }
        var rest = Substring(path)
        while let open = rest.range(of: "{+"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            names.insert(String(rest[open.upperBound..<close]))
            rest = rest[close...]
        }
        return names
    }

    /// Parameter names in order, and what is wrong with the template.
    static func parameters(in path: String) -> (names: [String], problems: [String]) {
        var problems: [String] = []
        if !path.hasPrefix("/") { problems.append("path '\(path)' must start with '/'") }
        let ascii = path.utf8.allSatisfy { $0 < 0x80 }
        // In ASCII text each byte is a `Character`: counted without looking for grapheme breaks.
        func count(_ brace: UInt8) -> Int {
            ascii ? path.utf8.reduce(0) { $1 == brace ? $0 + 1 : $0 } : path.filter { $0 == Character(Unicode.Scalar(brace)) }.count
        }
        if ascii ? path.utf8.contains(UInt8(ascii: "?")) : path.contains("?") {
            problems.append("path '\(path)' contains '?': declare query parameters under 'query:'")
        }
        let opens = count(UInt8(ascii: "{"))
        let closes = count(UInt8(ascii: "}"))
        if opens != closes { problems.append("path '\(path)' has unbalanced braces") }
        var names: [String] = []
        for case .parameter(let name) in pieces(of: path) {
            if let first = name.unicodeScalars.first, "#./;&=,!@|".unicodeScalars.contains(first) {
                problems.append(
                    "path parameter '{\(name)}' uses the URI template operator '\(first)'; a path takes '{name}', or '{+name}' for a value whose '/' separate segments"
                )
            } else if !Naming.isIdentifier(name) {
                problems.append("path parameter '{\(name)}' must be an identifier")
            } else if names.contains(name) {
                problems.append("path parameter '{\(name)}' appears twice in '\(path)'")
            } else {
                names.append(name)
            }
        }
        return (names, problems)
    }
}
