/// Turns YAML nodes and shorthand text into `Value` literals (defaults and examples).
enum ValueReading {
    /// A YAML node as a literal: plain scalars read as null, booleans and numbers;
    /// quoted scalars always stay strings.
    static func value(of node: Node) -> Value {
        switch node.kind {
        case .scalar(let s):
            guard s.isPlain, node.tag == nil else { return .string(s.value) }
            return plainScalar(s.value)
        case .sequence(let items):
            return .array(items.map(value(of:)))
        case .mapping(let pairs):
            return .object(pairs.map { Value.Entry(key: $0.key.string ?? "", value: value(of: $0.value), mark: $0.key.mark) })
        }
    }

    static func plainScalar(_ text: String) -> Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if let int = Int(text) { return .int(int) }
        if Double(text) != nil, text.first != "+", !text.lowercased().contains("inf"), !text.lowercased().contains("nan") {
            return .number(text)
        }
        return .string(text)
    }

    /// The text after `=` in `name: Type = default`. Quoted text is a string, `[]` and `{}` are
    /// empty collections, anything else reads like a plain YAML scalar.
    static func shorthandDefault(_ text: String) -> Value {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return .string(unquote(String(text.dropFirst().dropLast()), quote: first))
        }
        if text == "[]" { return .array([]) }
        if text == "{}" { return .object([]) }
        return plainScalar(text)
    }

    /// Undoes the escapes of a quoted shorthand default: `\"`, `\\`, `\n`, `\t` in double quotes,
    /// `''` in single quotes.
    private static func unquote(_ body: String, quote: Character) -> String {
        if quote == "'" { return body.replacingOccurrences(of: "''", with: "'") }
        var result = ""
        var escaping = false
        for ch in body {
            if escaping {
                switch ch {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(ch)
                }
                escaping = false
            } else if ch == "\\" {
                escaping = true
            } else {
                result.append(ch)
            }
        }
        return result
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
