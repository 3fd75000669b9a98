/// The one way spec text enters Swift source: string literals, doc comments and one-line
/// comments. Nothing else in the generator writes spec text into code.
public enum SwiftText {
    /// A Swift string literal that evaluates to exactly `text`, whatever it contains
    /// (quotes, backslashes, `\(`, `"""`, `#`, newlines, control characters, any Unicode).
    /// Invisible characters (controls, format characters such as bidi overrides, line and
    /// paragraph separators) are written as `\u{…}`, as is a combining mark at the start, which
    /// would otherwise sit on the opening quote; so the source shows what the value holds.
    public static func stringLiteral(_ text: String) -> String {
        if let literal = asciiStringLiteral(text) { return literal }
        return stringLiteralScalarByScalar(text)
    }

    /// `stringLiteral` for ASCII text (nearly all spec text), byte by byte without looking up
    /// Unicode properties; nil for other text. Gives the same literal as the general path.
    private static func asciiStringLiteral(_ text: String) -> String? {
        var plain = true
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { plain = false }
        }
        if plain { return "\"" + text + "\"" }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\n"): out += Array("\\n".utf8)
            case UInt8(ascii: "\r"): out += Array("\\r".utf8)
            case UInt8(ascii: "\t"): out += Array("\\t".utf8)
            case 0: out += Array("\\0".utf8)
            case 0..<0x20, 0x7F: out += Array("\\u{\(String(byte, radix: 16))}".utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// `stringLiteral` for any text, scalar by scalar.
    static func stringLiteralScalarByScalar(_ text: String) -> String {
        var out = "\""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if isInvisible(scalar) || (index == 0 && isCombining(scalar)) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The lines of a `///` doc comment for `text`: one per line of text, trailing spaces
    /// dropped, tabs made spaces, other invisible characters (see `isInvisible`) removed so
    /// nothing can end the comment early or make it read differently than it is.
    public static func docLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        if let lines = asciiDocLines(text) { return lines }
        return docLinesScalarByScalar(text)
    }

    /// `docLines` for text of printable ASCII, tabs and `\n` only (nearly all spec text), byte
    /// by byte without looking up Unicode properties; nil for other text. Gives the same lines
    /// as the general path: no such byte is invisible, and `\n` alone ends a line.
    private static func asciiDocLines(_ text: String) -> [String]? {
        // Read from the string's own bytes: stepping through its UTF-8 view is several times
        // slower, and descriptions are most of a documented API's text.
        var text = text
        switch text.withUTF8(asciiShape) {
        case .other: return nil
        case .ownLine: return [text]
        case .lines: return text.withUTF8(asciiLines)
        }
    }

    private enum ASCIIShape { case other, ownLine, lines }

    /// Whether `bytes` are printable ASCII, tabs and `\n` only, and if so whether they are
    /// one line with no tab and no trailing space: their own line.
    private static func asciiShape(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIShape {
        var simple = true
        for byte in bytes {
            switch byte {
            case 0x20...0x7E: break
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"): simple = false
            default: return .other
            }
        }
        return simple && bytes.last != UInt8(ascii: " ") ? .ownLine : .lines
    }

    /// The lines of ASCII text: each made from its slice of the bytes at once (a tab made a
    /// space), not byte by byte.
    private static func asciiLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var trimmed = end
            while trimmed > start, bytes[trimmed - 1] == UInt8(ascii: " ") || bytes[trimmed - 1] == UInt8(ascii: "\t") { trimmed -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<trimmed])
            lines.append(
                line.contains(UInt8(ascii: "\t"))
                    ? String(decoding: line.map { $0 == UInt8(ascii: "\t") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
                    : String(decoding: line, as: UTF8.self))
            start = end + 1
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `docLines` for any text, scalar by scalar.
    static func docLinesScalarByScalar(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let scalars = raw.unicodeScalars.map { $0 == "\t" ? " " : $0 }
            var line = String(String.UnicodeScalarView(scalars.filter { !isInvisible($0) }))
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `text` as the rest of one `//` comment line (a `// MARK:`, the file header): its lines
    /// joined by spaces and cleaned as `docLines` cleans them, so no line break can end the
    /// comment and turn the rest of the text into code.
    public static func commentLine(_ text: String) -> String {
        // Printable ASCII not ending in a space (nearly every name) is its own line.
        if isPlainLine(text) { return text }
        let lines = docLines(text)
        return lines.count == 1 ? lines[0] : lines.joined(separator: " ")
    }

    /// Printable ASCII, not empty and not ending in a space: read from the contiguous bytes of a
    /// native string in one loop (through the `UTF8View` each byte was an iterator step).
    private static func isPlainLine(_ text: String) -> Bool {
        func plain<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bool {
            guard let last = bytes.last, last != UInt8(ascii: " ") else { return false }
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return text.utf8.withContiguousStorageIfAvailable { plain($0) } ?? plain(text.utf8)
    }

    /// Controls, format characters (bidi overrides, zero-width spaces, BOM) and line and paragraph
    /// separators: characters that do not show, or that change how the line around them reads.
    /// The zero-width joiner stays, as emoji sequences need it.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200D
        default: return false
        }
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
