/// libyaml's error fields, copied out of the C struct. Lines and columns are 0-based, as in libyaml.
struct LibYAMLFailure {
    enum Stage { case memory, reader, scanner, parser }
    var stage: Stage
    var problem: String
    var context: String?
    var problemLine: Int
    var problemColumn: Int
    var contextLine: Int
    var contextColumn: Int
    /// Reader errors only: the byte offset of the bad input and the offending byte or code point.
    var offset: Int
    var value: Int
}

/// Turns libyaml's messages into plain words at the most useful position.
enum Diagnose {
    /// Whether `line` is indented further than the nearest non-blank line above it, and that
    /// line is a `key: value` pair, so YAML takes `line` as more of that value.
    static func indentedUnderAValue(_ text: SourceText, line: Int) -> Bool {
        guard let current = text.lineText(line) else { return false }
        var above = line - 1
        // Blank lines belong to the value (a comment line would have ended it).
        while above >= 0, let candidate = text.lineText(above), candidate.allSatisfy({ $0 == " " }) { above -= 1 }
        guard above >= 0, let previous = text.lineText(above) else { return false }
        let indent = { (text: String) in text.prefix { $0 == " " }.count }
        guard indent(current) > indent(previous) else { return false }
        let scan = LineScan(previous)
        let characters = scan.characters
        // The first ': ' outside quotes and before a comment separates the key from its value.
        guard
            let colon = (0..<scan.commentStart).first(where: { index in
                characters[index] == ":" && index + 1 < scan.commentStart && characters[index + 1] == " " && !scan.isQuoted(index)
            })
        else { return false }
        guard let value = characters[(colon + 1)..<scan.commentStart].first(where: { $0 != " " }) else { return false }
        return value != "|" && value != ">"
    }

    /// A line's characters from `column` to its end, without a comment or trailing spaces. A
    /// ` #` inside quotes is text, not a comment.
    static func restOfLine(_ text: SourceText, line: Int, from column: Int) -> [Character] {
        guard let lineText = text.lineText(line) else { return [] }
        let scan = LineScan(lineText)
        guard column >= 0, column < scan.commentStart else { return [] }
        var characters = Array(scan.characters[column..<scan.commentStart])
        while characters.last == " " { characters.removeLast() }
        return characters
    }

    /// When text at `column` follows a quoted scalar on the same line (`"[String]" = []`): the
    /// scalar as written and the whole value quoted once (`"[String] = []"`), a comment left out.
    static func quotedValueBefore(_ text: SourceText, line: Int, column: Int) -> (quoted: String, suggested: String)? {
        guard let lineText = text.lineText(line) else { return nil }
        let scan = LineScan(lineText)
        let characters = scan.characters
        var end = min(column, characters.count) - 1
        while end >= 0, characters[end] == " " { end -= 1 }
        // An escaped quote (`'it''s'`, `"a \" b"`) would need escaping again in the suggestion.
        guard end >= 0, let span = scan.quoted.first(where: { $0.close == end }), !span.hasEscapes else { return nil }
        let quote = characters[end]
        let inner = String(characters[(span.open + 1)..<end])
        let rest = restOfLine(text, line: line, from: column)
        guard !rest.isEmpty, !rest.contains(quote), quote == "'" || !rest.contains("\\") else { return nil }
        let q = String(quote)
        return (q + inner + q, q + inner + " " + String(rest) + q)
    }

    /// When the '?' at `question` follows a flow list or mapping (`tags: [String]? = []`): the
    /// value as written, from its bracket to the '?', and the whole rest of the line as it should
    /// be written inside double quotes (`{String: Int}?` becomes `[String: Int]?`), a comment
    /// left out. Nil when the value holds quotes, which double quotes around it would break.
    static func flowValueAt(_ text: SourceText, line: Int, question: Int) -> (flow: String, suggested: String)? {
        guard let lineText = text.lineText(line) else { return nil }
        let scan = LineScan(lineText)
        let characters = scan.characters
        let close = question - 1
        guard close >= 0, question < scan.commentStart, characters[close] == "]" || characters[close] == "}", !scan.isQuoted(close) else {
            return nil
        }
        // The bracket that `close` closes, found from the start of the line so that brackets
        // inside quotes are skipped.
        var open: [Int] = []
        var start: Int?
        for index in 0...close where !scan.isQuoted(index) {
            switch characters[index] {
            case "[", "{": open.append(index)
            case "]", "}":
                if index == close { start = open.last }
                _ = open.popLast()
            default: break
            }
        }
        guard let start else { return nil }
        var flow = Array(characters[start...close])
        let rest = restOfLine(text, line: line, from: question)
        guard !(flow + rest).contains(where: { $0 == "\"" || $0 == "\\" }) else { return nil }
        let written = String(flow)
        if flow.first == "{" {
            flow[0] = "["
            flow[flow.count - 1] = "]"
        }
        return (written, String(flow + rest))
    }

    static func libyaml(_ f: LibYAMLFailure, bytes: [UInt8], file: String, sawDocument: Bool) -> YAMLError {
        let text = SourceText(bytes)
        func at(_ line: Int, _ column: Int, _ message: String) -> YAMLError {
            YAMLError(mark: Mark(file: file, line: line + 1, column: column + 1), message: message)
        }
        let line = f.problemLine
        let column = f.problemColumn
        let contextAt = "\(f.contextLine + 1):\(f.contextColumn + 1)"

        switch f.stage {
        case .memory:
            return at(0, 0, "out of memory")
        case .reader:
            // Reader errors come with a byte offset instead of a mark.
            var offset = f.offset
            if f.problem == "invalid trailing UTF-8 octet" {
                // libyaml points at the bad continuation byte; the character starts at its lead byte.
                offset -= 1
                while offset > 0, offset < text.bytes.count, text.bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            }
            let (l, c) = text.position(ofByte: offset)
            return at(l, c, readerMessage(f, offset: offset, text: text))
        case .scanner, .parser:
            break
        }

        switch f.problem {
        case "found character that cannot start any token":
            guard let ch = text.character(line: line, column: column) else { break }
            if ch == "\t" { return at(line, column, tabMessage(text, line: line, column: column)) }
            return at(line, column, "'\(ch)' cannot start a value; put the value in quotes")
        case "found a tab character that violates indentation",
            "found a tab character where an indentation space is expected":
            return at(line, column, tabMessage(text, line: line, column: column))
        case "could not find expected ':'":
            // Reported where libyaml gave up (often the next line); the key itself is the useful place.
            return at(f.contextLine, f.contextColumn, "expected ':' after this key (a plain value cannot span lines here)")
        case "mapping values are not allowed in this context":
            if indentedUnderAValue(text, line: line) {
                // `id: String` then `   title: String` one space further in: a continuation of `String`.
                return at(
                    line, column,
                    "unexpected ':'; this line is indented further than the 'key: value' line above, "
                        + "so YAML reads it as more of that value: indent it as much as that line if it is a key of its own, "
                        + "or quote the value if it goes on over lines")
            }
            return at(
                line, column,
                "unexpected ':'; put the value in quotes if it contains ': ', "
                    + "or start a nested mapping on its own line")
        case "block sequence entries are not allowed in this context":
            return at(line, column, "a '- ' list item cannot start here; put the list on its own indented lines")
        case "mapping keys are not allowed in this context":
            // `tags: [String]?`: YAML reads a list, then a '?' key; the value is a type to quote.
            if let value = flowValueAt(text, line: line, question: column) {
                if value.flow.hasPrefix("{") {
                    return at(
                        line, column,
                        "YAML reads \(value.flow) as a mapping, then '?'; a dictionary type is written in brackets, and quoted: \"\(value.suggested)\""
                    )
                }
                return at(line, column, "YAML reads \(value.flow) as a list, then '?'; quote the value: \"\(value.suggested)\"")
            }
            return at(line, column, "a '? ' key cannot start here")
        case "did not find expected key":
            // `tags: "[String]" = []`: the type is quoted, its default is left outside.
            if let value = quotedValueBefore(text, line: line, column: column) {
                return at(
                    line, column,
                    found(text, line, column)
                        + " after the quoted value \(value.quoted); quote the whole value: \(value.suggested)")
            }
            return at(
                line, column,
                found(text, line, column)
                    + " where a key of the mapping at \(contextAt) was expected (check the indentation)")
        case "did not find expected '-' indicator":
            return at(
                line, column,
                found(text, line, column)
                    + " where a '- ' item of the list at \(contextAt) was expected (check the indentation)")
        case "did not find expected ',' or ']'":
            if text.character(line: line, column: column) == nil {
                return at(f.contextLine, f.contextColumn, "this list is never closed with ']'")
            }
            return at(line, column, "expected ',' or ']' to continue the list that starts at \(contextAt)")
        case "did not find expected ',' or '}'":
            if text.character(line: line, column: column) == nil {
                return at(f.contextLine, f.contextColumn, "this mapping is never closed with '}'")
            }
            return at(line, column, "expected ',' or '}' to continue the mapping that starts at \(contextAt)")
        case "did not find expected node content":
            return at(line, column, found(text, line, column) + " where a value was expected")
        case "did not find expected <document start>":
            return at(
                line, column,
                sawDocument
                    ? "unexpected content after the end of the document (check the indentation)"
                    : "expected '---' here: a document with directives must start with '---'")
        case "found unexpected end of stream" where f.context == "while scanning a quoted scalar":
            return at(f.contextLine, f.contextColumn, "this quoted string is never closed")
        case "found unexpected document indicator":
            return at(line, column, "a line inside a quoted string cannot start with '---' or '...'")
        case "found unknown escape character":
            let ch = text.character(line: line, column: column + 1).map { "\\\($0)" } ?? "\\"
            return at(line, column, "unknown escape sequence '\(ch)' in a double-quoted string")
        case "found unexpected ':'":
            return at(
                line, column,
                "':' inside a flow collection must be followed by a space; "
                    + "put the value in quotes")
        case "found incompatible YAML document":
            return at(line, column, versionMessage(text.versionDirective(line: line, column: column)))
        case "found unknown directive name":
            return at(f.contextLine, f.contextColumn, "unknown directive; only %YAML and %TAG are allowed")
        case "found duplicate %YAML directive":
            return at(line, column, "more than one %YAML directive")
        case "found undefined tag handle":
            return at(line, column, "undefined tag handle; declare it with a %TAG directive first")
        case "did not find expected alphabetic or numeric character":
            let kind = f.context == "while scanning an anchor" ? "anchor" : "alias"
            return at(line, column, "an \(kind) needs a name of letters, digits, '-' or '_'")
        default:
            break
        }
        // Anything rarer keeps libyaml's words, which are clear enough in context.
        let context = f.context.map { " (\($0) at \(contextAt))" } ?? ""
        return at(line, column, f.problem + context)
    }

    /// "found 'x'", "found a '- ' list item", "found the end of the file": what stands at a mark.
    private static func found(_ text: SourceText, _ line: Int, _ column: Int) -> String {
        guard let ch = text.character(line: line, column: column) else { return "found the end of the file" }
        if ch == "-" && [" ", "\n", "\r\n", nil].contains(text.character(line: line, column: column + 1)) {
            return "found a '- ' list item"
        }
        // The whole word where one starts (`found 'rate'`), not its first letter alone.
        var word = ""
        var next = column
        while let letter = text.character(line: line, column: next), letter.isLetter || letter.isNumber || letter == "_",
            word.count < 40
        {
            word.append(letter)
            next += 1
        }
        return "found '\(word.isEmpty ? String(ch) : word)'"
    }

    private static func readerMessage(_ f: LibYAMLFailure, offset: Int, text: SourceText) -> String {
        switch f.problem {
        case "control characters are not allowed":
            if f.value == 0 { return "NUL byte in the file; YAML must be text (is this a binary file?)" }
            let hex = String(f.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return "control character \(code) is not allowed in YAML (is this a binary file?)"
        case "incomplete UTF-8 octet sequence" where f.offset >= text.bytes.count - 3:
            return "the file is not valid UTF-8: it ends in the middle of a character"
        case "invalid leading UTF-8 octet", "invalid trailing UTF-8 octet", "incomplete UTF-8 octet sequence",
            "invalid length of a UTF-8 sequence", "invalid Unicode character":
            let byte = offset < text.bytes.count ? text.bytes[offset] : 0
            let hex = String(byte, radix: 16, uppercase: true)
            return "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex) here); "
                + "save it as UTF-8 text"
        default:
            return f.problem
        }
    }

    /// Tabs before any other character on the line are indentation; elsewhere they are separators.
    private static func tabMessage(_ text: SourceText, line: Int, column: Int) -> String {
        if text.onlyBlanksBefore(line: line, column: column) {
            return "tabs cannot be used for indentation; use spaces"
        }
        return "a tab cannot separate values here; use spaces"
    }

    static func versionMessage(_ version: String) -> String {
        "unsupported YAML version '\(version)' in %YAML; only 1.1 and 1.2 are supported"
    }

    /// 2000000 -> "2,000,000".
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var i = digits.count - 3
        while i > 0 {
            digits.insert(",", at: i)
            i -= 3
        }
        return String(digits)
    }
}

/// Positions in the raw input, counted the way libyaml counts: lines split at LF, CR, CRLF, NEL,
/// LS and PS; columns in code points; a leading UTF-8 BOM is not part of line 1. Only used on
/// the error path, so plain linear scans are fine.
struct SourceText {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private var firstByte: Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The width of a line break starting at byte `i`, or 0.
    private func breakWidth(at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// 0-based line and column of byte `offset` (which may be past valid text).
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 0
        var column = 0
        var i = firstByte
        while i < min(offset, bytes.count) {
            let width = breakWidth(at: i)
            if width > 0 {
                line += 1
                column = 0
                i += width
            } else {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }  // count lead bytes only: code points
                i += 1
            }
        }
        return (line, column)
    }

    /// Byte offset of the code point at 0-based `line`, `column`.
    func offset(line: Int, column: Int) -> Int? {
        var i = firstByte
        var l = 0
        while l < line {
            guard i < bytes.count else { return nil }
            let width = breakWidth(at: i)
            if width > 0 {
                l += 1
                i += width
            } else {
                i += 1
            }
        }
        var c = 0
        while c < column {
            guard i < bytes.count, breakWidth(at: i) == 0 else { return nil }
            i += 1
            while i < bytes.count && bytes[i] & 0xC0 == 0x80 { i += 1 }
            c += 1
        }
        return i
    }

    /// The text of a line (0-based), without its line break; its code points are its columns.
    func lineText(_ line: Int) -> String? {
        guard let start = offset(line: line, column: 0) else { return nil }
        var end = start
        while end < bytes.count && breakWidth(at: end) == 0 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func character(line: Int, column: Int) -> Character? {
        guard let start = offset(line: line, column: column), start < bytes.count else { return nil }
        var end = start + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self).first
    }

    func onlyBlanksBefore(line: Int, column: Int) -> Bool {
        guard let end = offset(line: line, column: column), let start = offset(line: line, column: 0) else {
            return false
        }
        return bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The version word of a `%YAML` directive starting at the mark, e.g. "2.0".
    func versionDirective(line: Int, column: Int) -> String {
        guard let start = offset(line: line, column: column) else { return "?" }
        var words = bytes[start...].prefix { $0 != 0x0A && $0 != 0x0D && $0 != 0x23 }
            .split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
        if words.first.map({ String(decoding: $0, as: UTF8.self) }) == "%YAML" { words.removeFirst() }
        return words.first.map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }
}

/// One line of YAML as the hints read it: a character per code point (so an index is a
/// column), the quoted scalars on it and where its comment starts. A `#`, bracket or colon
/// inside quotes is text, so the hints never take it for YAML's own.
///
/// Only this line is seen: a quoted scalar begun on a line above is not known. That can make a
/// hint less apt, never an index go out of range.
struct LineScan {
    /// A quoted scalar: the indexes of its quotes (`close` is nil when the line ends first) and
    /// whether it holds an escape (`\"`, `''`).
    struct Quoted {
        var open: Int
        var close: Int?
        var hasEscapes: Bool
    }

    let characters: [Character]
    private(set) var quoted: [Quoted] = []
    /// The index of the `#` that starts a comment, or `characters.count`.
    private(set) var commentStart: Int

    init(_ line: String) {
        characters = line.unicodeScalars.map(Character.init)
        commentStart = characters.count
        var index = 0
        while index < characters.count {
            let ch = characters[index]
            if ch == "#", index == 0 || characters[index - 1] == " " || characters[index - 1] == "\t" {
                commentStart = index
                return
            }
            if ch == "\"" || ch == "'", startsValue(at: index) {
                let scalar = scanQuoted(from: index)
                quoted.append(scalar)
                guard let close = scalar.close else { return }  // the rest of the line is inside quotes
                index = close
            }
            index += 1
        }
    }

    /// Whether index `index` is inside a quoted scalar (its quotes included).
    func isQuoted(_ index: Int) -> Bool {
        quoted.contains { $0.open <= index && index <= ($0.close ?? characters.count) }
    }

    /// A quote starts a quoted scalar only where a value can start: at the start of the line, after
    /// `[`, `{` or `,`, or after `:`, `-` or `?` and a space. Elsewhere (`it's`, `x 'a': b`) it is
    /// part of a plain scalar.
    private func startsValue(at index: Int) -> Bool {
        var before = index - 1
        while before >= 0, characters[before] == " " || characters[before] == "\t" { before -= 1 }
        guard before >= 0 else { return true }
        switch characters[before] {
        case "[", "{", ",": return true
        case ":", "-", "?": return before < index - 1
        default: return false
        }
    }

    /// The quoted scalar whose opening quote is at `open`: `''` is an escaped quote in single
    /// quotes, a backslash escapes the next character in double quotes.
    private func scanQuoted(from open: Int) -> Quoted {
        let quote = characters[open]
        var result = Quoted(open: open, close: nil, hasEscapes: false)
        var index = open + 1
        while index < characters.count {
            let ch = characters[index]
            if quote == "\"", ch == "\\" {
                result.hasEscapes = true
                index += 2
                continue
            }
            if ch == quote {
                if quote == "'", index + 1 < characters.count, characters[index + 1] == "'" {
                    result.hasEscapes = true
                    index += 2
                    continue
                }
                result.close = index
                return result
            }
            index += 1
        }
        return result
    }
}
