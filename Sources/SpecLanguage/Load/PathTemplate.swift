/// The `{name}` placeholders of a path template. `{+name}` (RFC 6570's reserved expansion) is a
/// parameter whose `/` separate segments (a file path, a git ref such as `heads/main`).
public enum PathTemplate {
    /// A piece of a path: literal text or a parameter.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    public static func pieces(of path: String) -> [Piece] {
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

    /// The names of the parameters written `{+name}`.
    public static func multiSegmentNames(in path: String) -> Set<String> {
        var names: Set<String> = []
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
        if path.contains("?") { problems.append("path '\(path)' contains '?': declare query parameters under 'query:'") }
        let opens = path.filter { $0 == "{" }.count
        let closes = path.filter { $0 == "}" }.count
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
