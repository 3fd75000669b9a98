/// The one way spec text enters Swift source: string literals, doc comments and one-line
/// comments. Nothing else in the generator writes spec text into code.
public enum SwiftText {
    /// A Swift string literal that evaluates to exactly `text`, whatever it contains
    /// (quotes, backslashes, `\(`, `"""`, `#`, newlines, control characters, any Unicode).
    /// Invisible characters (controls, format characters such as bidi overrides, line and
    /// paragraph separators) are written as `\u{…}`, as is a combining mark at the start, which
    /// would otherwise sit on the opening quote; so the source shows what the value holds.
    public static func stringLiteral(_ text: String) -> String {
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
        docLines(text).joined(separator: " ")
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
