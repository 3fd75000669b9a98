/// How document text is written into spec YAML: the one place that decides quoting, so a
/// description, a key or a path from a document can never change the spec's structure.
enum YAMLText {
    /// Plain when the text is a simple word (an identifier, a type such as `Int?` or `Order`)
    /// that YAML reads back as the same text; double-quoted otherwise.
    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// Always double-quoted, with every character YAML could read otherwise escaped.
    static func quoted(_ text: String) -> String {
        // Printable ASCII without a quote or a backslash (most text) needs no escape at all.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let category = scalar.properties.generalCategory
                if scalar.value < 0x20 || scalar.value == 0x7F || category == .control || category == .format
                    || category == .lineSeparator || category == .paragraphSeparator || category == .surrogate
                    || category == .unassigned || category == .privateUse
                {
                    out += scalar.value <= 0xFFFF ? "\\u" + hex(scalar.value, 4) : "\\U" + hex(scalar.value, 8)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The lines of a `|-` literal block that reads back as exactly `text`, or nil when one
    /// cannot (one line, leading or trailing blanks, a character that must be escaped).
    static func literalBlockLines(_ text: String) -> [String]? {
        guard text.contains("\n"), let first = text.first, first != " ", first != "\t", first != "\n",
            let last = text.last, !last.isWhitespace
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines {
            if line.last == " " || line.last == "\t" || line.hasPrefix("\t") { return nil }
            // Printable ASCII and tabs (most text) need no closer look.
            if line.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) { continue }
            if line.unicodeScalars.contains(where: { scalar in
                let category = scalar.properties.generalCategory
                return (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || category == .control || category == .format
                    || category == .lineSeparator || category == .paragraphSeparator || category == .unassigned || category == .privateUse
            }) {
                return nil
            }
        }
        return lines
    }

    /// Text for a `#` comment: one line, no control characters.
    static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    private static let wordsYAMLReadsOtherwise: Set<String> = [
        "true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL", "yes", "no", "Yes", "No", "YES", "NO",
        "on", "off", "On", "Off", "ON", "OFF", "y", "n", "Y", "N",
    ]

    static func isPlainSafe(_ text: String) -> Bool {
        // Only ASCII letters, digits and `_` (and one `?` at the end) pass, so bytes are enough.
        let bytes = text.utf8
        guard let first = bytes.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        var index = bytes.startIndex
        var end = bytes.endIndex
        if bytes.last == UInt8(ascii: "?") { end = bytes.index(before: end) }
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "_") || isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
                return false
            }
            index = bytes.index(after: index)
        }
        // The words YAML reads as booleans or null are all short.
        return bytes.count > 5 || !wordsYAMLReadsOtherwise.contains(text)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
