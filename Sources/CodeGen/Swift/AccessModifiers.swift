import SpecLanguage

/// Gives generated Swift another access level. Templates and the runtime are written `public`;
/// for an API whose `access:` is `package` or `internal`, every `public` (and `open`) that is a
/// declaration modifier becomes `package`, or is removed (internal is Swift's default).
///
/// It reads the source as Swift does, as far as it needs to: comments, string literals (raw,
/// multi-line and interpolated ones too) and backquoted names are left alone, and a `public` is
/// a modifier only when a declaration keyword or another modifier follows it, so a member
/// `.public`, an argument label `public:` or the word in a doc comment is never touched.
public enum AccessModifiers {
    /// `source` with its declarations at `level`; the same text for `.public`.
    public static func rewrite(_ source: String, to level: AccessLevel) -> String {
        if level == .public { return source }
        return String(decoding: rewrite(Array(source.utf8), to: level), as: UTF8.self)
    }

    /// `rewrite` of UTF-8 bytes.
    static func rewrite(_ source: [UInt8], to level: AccessLevel) -> [UInt8] {
        if level == .public { return source }
        var scanner = Scanner(bytes: source, level: level)
        scanner.code(untilCloseParen: false)
        return scanner.output
    }

    /// The words that may follow an access modifier, in a declaration.
    static let followers: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "struct", "class", "enum", "protocol", "extension", "typealias",
        "actor", "associatedtype", "macro", "operator", "precedencegroup", "import", "static", "final", "override",
        "convenience", "required", "mutating", "nonmutating", "nonisolated", "lazy", "indirect", "dynamic", "weak", "unowned",
        "prefix", "postfix", "infix", "private", "fileprivate", "internal", "package", "consuming", "borrowing",
    ]

    private struct Scanner {
        let bytes: [UInt8]
        let level: AccessLevel
        var index = 0
        var output: [UInt8] = []

        init(bytes: [UInt8], level: AccessLevel) {
            self.bytes = bytes
            self.level = level
            output.reserveCapacity(bytes.count)
        }

        func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func starts(_ text: String, at offset: Int) -> Bool {
            var position = offset
            for byte in text.utf8 {
                guard self.byte(at: position) == byte else { return false }
                position += 1
            }
            return true
        }

        mutating func copy(_ count: Int) {
            let end = min(index + count, bytes.count)
            output.append(contentsOf: bytes[index..<end])
            index = end
        }

        /// Code, up to the `)` that closes an interpolation when `untilCloseParen`, else to the end.
        mutating func code(untilCloseParen: Bool) {
            var depth = 0
            while index < bytes.count {
                let current = bytes[index]
                switch current {
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { copy(1) }
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    if !stringLiteral() { copy(1) }
                case UInt8(ascii: "`"):
                    copy(1)
                    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { copy(1) }
                    copy(1)
                case UInt8(ascii: "("):
                    depth += 1
                    copy(1)
                case UInt8(ascii: ")"):
                    if untilCloseParen && depth == 0 { return }
                    depth -= 1
                    copy(1)
                default:
                    if Self.isIdentifierStart(current) {
                        word()
                    } else {
                        copy(1)
                    }
                }
            }
        }

        /// `/* … */`, nested as Swift nests them.
        mutating func blockComment() {
            var depth = 0
            while index < bytes.count {
                if starts("/*", at: index) {
                    depth += 1
                    copy(2)
                } else if starts("*/", at: index) {
                    depth -= 1
                    copy(2)
                    if depth == 0 { return }
                } else {
                    copy(1)
                }
            }
        }

        /// A string literal at `index` (`"…"`, `"""…"""`, `#"…"#`), copied whole with its
        /// interpolations; false when `index` starts none (a `#if`, `#available`).
        mutating func stringLiteral() -> Bool {
            var hashes = 0
            while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard byte(at: index + hashes) == UInt8(ascii: "\"") else { return false }
            let multiline = starts("\"\"\"", at: index + hashes)
            let quote = multiline ? "\"\"\"" : "\""
            let close = quote + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            copy(hashes + quote.utf8.count)
            while index < bytes.count {
                if starts(close, at: index) {
                    copy(close.utf8.count)
                    return true
                }
                if starts(escape, at: index) {
                    copy(escape.utf8.count)
                    if byte(at: index) == UInt8(ascii: "(") {
                        copy(1)
                        code(untilCloseParen: true)
                    }
                    copy(1)
                } else {
                    copy(1)
                }
            }
            return true
        }

        /// An identifier or keyword; `public` and `open` as modifiers are rewritten.
        mutating func word() {
            let start = index
            var end = index
            while end < bytes.count, Self.isIdentifierPart(bytes[end]) { end += 1 }
            let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            guard !afterDot, end - start == 6 || end - start == 4,
                ["public", "open"].contains(String(decoding: bytes[start..<end], as: UTF8.self)),
                let modifierEnd = modifierEnd(after: end)
            else {
                copy(end - start)
                return
            }
            switch level {
            case .public:
                copy(modifierEnd - start)
            case .package:
                // `public(set)` → `package(set)`.
                output.append(contentsOf: Array("package".utf8))
                index = end
                copy(modifierEnd - end)
            case .internal:
                // The modifier, its `(set)` and the spaces after it go.
                var next = modifierEnd
                while byte(at: next) == UInt8(ascii: " ") || byte(at: next) == UInt8(ascii: "\t") { next += 1 }
                index = next
            }
        }

        /// The end of `public` (or `public(set)`) at `end` when a declaration follows it, else nil.
        func modifierEnd(after end: Int) -> Int? {
            var position = end
            if starts("(set)", at: position) { position += 5 }
            let modifierEnd = position
            // `\r`: a template or runtime override saved with CRLF line ends.
            while let byte = byte(at: position),
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            {
                position += 1
            }
            var wordEnd = position
            while let byte = byte(at: wordEnd), Self.isIdentifierPart(byte) { wordEnd += 1 }
            let next = String(decoding: bytes[position..<wordEnd], as: UTF8.self)
            return AccessModifiers.followers.contains(next) ? modifierEnd : nil
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        static func isIdentifierPart(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }
}
