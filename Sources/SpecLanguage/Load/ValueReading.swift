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
        if isDecimalNumber(text), let number = Double(text), number.isFinite { return .number(text) }
        return .string(text)
    }

    /// YAML 1.2's float without a sign of `+`: digits with an optional fraction and exponent
    /// (`.5`, `5.`, `1.5e3`), each of which Swift reads once `SwiftLiterals.floatLiteral` adds a
    /// missing digit. `Double(_:)` alone also reads hex (`0x1.8`), which as a Swift literal
    /// needs an exponent, and `inf` and `nan`, which are no literals at all.
    private static func isDecimalNumber(_ text: String) -> Bool {
        var scalars = text.unicodeScalars[...]
        func digits() -> Int {
            let count = scalars.prefix { ("0"..."9").contains($0) }.count
            scalars = scalars.dropFirst(count)
            return count
        }
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        var mantissa = digits()
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
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

    /// Undoes the escapes of a quoted shorthand default as YAML does in a quoted scalar: `''` in
    /// single quotes; in double quotes `\"`, `\\`, `\/`, `\0`, `\a`, `\b`, `\t`, `\n`, `\v`, `\f`,
    /// `\r`, `\e`, `\ `, `\N`, `\_`, `\L`, `\P`, `\xXX`, `\uXXXX` and `\UXXXXXXXX` (so
    /// `"cafe\u0301"` is `café` written with U+0301, not `cafeu0301`). Any other escape keeps
    /// the character after the backslash.
    private static func unquote(_ body: String, quote: Character) -> String {
        if quote == "'" { return body.replacingOccurrences(of: "''", with: "'") }
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\0", "a": "\u{7}", "b": "\u{8}", "t": "\t", "n": "\n", "v": "\u{B}", "f": "\u{C}", "r": "\r", "e": "\u{1B}",
            "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        let hexDigits: [Unicode.Scalar: Int] = ["x": 2, "u": 4, "U": 8]
        var result = String.UnicodeScalarView()
        var scalars = body.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let escape = scalars.popFirst() else {
                result.append(scalar)
                continue
            }
            if let replacement = simple[escape] {
                result.append(replacement)
            } else if let count = hexDigits[escape], let decoded = hexScalar(scalars.prefix(count), count: count) {
                result.append(decoded)
                scalars = scalars.dropFirst(count)
            } else {
                result.append(escape)
            }
        }
        return String(result)
    }

    /// The scalar that exactly `count` hex digits spell, or nil.
    private static func hexScalar(_ digits: Substring.UnicodeScalarView, count: Int) -> Unicode.Scalar? {
        guard digits.count == count, digits.allSatisfy(\.properties.isASCIIHexDigit) else { return nil }
        return UInt32(String(String.UnicodeScalarView(digits)), radix: 16).flatMap(Unicode.Scalar.init)
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        // Most text holds no occurrence, which a byte search tells far faster than splitting.
        if let first = target.utf8.first, !utf8.contains(first) { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
