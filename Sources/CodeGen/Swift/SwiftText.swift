/// The one way spec text enters Swift source: string literals and doc comments.
/// Nothing else in the generator writes spec text into code.
public enum SwiftText {
    /// A Swift string literal that evaluates to exactly `text`, whatever it contains
    /// (quotes, backslashes, `\(`, `"""`, `#`, newlines, control characters, any Unicode).
    public static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The lines of a `///` doc comment for `text`: one per line of text, trailing spaces
    /// dropped, control characters removed so nothing can end the comment early.
    public static func docLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = String(raw.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x2028...0x2029).contains($0.value) }.map(Character.init))
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
