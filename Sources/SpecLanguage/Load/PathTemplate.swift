/// The `{name}` placeholders of a path template. `{+name}` (RFC 6570's reserved expansion) is a
/// parameter whose `/` separate segments (a file path, a git ref such as `heads/main`).
public enum PathTemplate {
    /// A piece of a path: literal text or a parameter.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    public static func pieces(of path: String) -> [Piece] {
        placeholders(in: path).map(\.piece)
    }

    /// The names of the parameters written `{+name}`.
    public static func multiSegmentNames(in path: String) -> Set<String> {
        Set(
            placeholders(in: path).compactMap { item in
                guard item.isMultiSegment, case .parameter(let name) = item.piece else { return nil }
                return name
            })
    }

    /// The pieces of `path`, each parameter with whether it was written `{+name}` (the `+` is
    /// not part of its name): a `{` opens a parameter that the next `}` closes.
    private static func placeholders(in path: String) -> [(piece: Piece, isMultiSegment: Bool)] {
        if path.utf8.allSatisfy({ $0 < 0x80 }) { return asciiPlaceholders(in: path) }
        var result: [(piece: Piece, isMultiSegment: Bool)] = []
        var literal = ""
        var index = path.startIndex
        while index < path.endIndex {
            if path[index] == "{", let close = path[index...].firstIndex(of: "}") {
                if !literal.isEmpty { result.append((.literal(literal), false)) }
                literal = ""
                result.append(parameter(path[path.index(after: index)..<close]))
                index = path.index(after: close)
            } else {
                literal.append(path[index])
                index = path.index(after: index)
            }
        }
        if !literal.isEmpty { result.append((.literal(literal), false)) }
        return result
    }

    /// `placeholders` for a path of ASCII only (nearly every path), byte by byte: there each byte
    /// is one `Character`, so the pieces are the same, without a grapheme break looked for at each.
    private static func asciiPlaceholders(in path: String) -> [(piece: Piece, isMultiSegment: Bool)] {
        let utf8 = path.utf8
        var result: [(piece: Piece, isMultiSegment: Bool)] = []
        var literalStart = utf8.startIndex
        while let brace = utf8[literalStart...].firstIndex(of: UInt8(ascii: "{")),
            let end = utf8[brace...].firstIndex(of: UInt8(ascii: "}"))
        {
            if literalStart < brace { result.append((.literal(String(path[literalStart..<brace])), false)) }
            result.append(parameter(path[utf8.index(after: brace)..<end]))
            literalStart = utf8.index(after: end)
        }
        if literalStart < utf8.endIndex { result.append((.literal(String(path[literalStart...])), false)) }
        return result
    }

    /// The text between a parameter's braces, as a piece.
    private static func parameter(_ written: Substring) -> (piece: Piece, isMultiSegment: Bool) {
        let isMultiSegment = written.hasPrefix("+")
        return (.parameter(String(isMultiSegment ? written.dropFirst() : written)), isMultiSegment)
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
        if let angle = firstAngleBracket(in: path) {
            problems.append("path '\(path)' contains '\(angle)', which a URL path cannot hold; a path parameter is written '{name}'")
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

    /// The first `<` or `>` of a path: a URL cannot hold either, and `/<upload_url>` (a
    /// placeholder for a whole URL, as DigitalOcean's presigned uploads write it) names no
    /// parameter. Percent-encoded, it would send every call to a path that does not exist.
    static func firstAngleBracket(in path: String) -> Character? {
        path.utf8.first { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }.map { Character(Unicode.Scalar($0)) }
    }
}
