/// A name or word of ASCII text without a carriage return, changed byte by byte: the same
/// results as `Naming`'s character-by-character rules, since there each byte is one character,
/// `isUppercase` means A–Z and `isNumber` 0–9. Looking up `Character` properties was most of
/// the cost of naming the fields of a large OpenAPI document.
struct ASCIIWord {
    private let text: String
    private let bytes: [UInt8]

    /// Nil when `text` is not such text: the caller takes the character rules.
    init?(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
    }

    enum Case { case upper, lower }

    /// The text with its first letter in `letterCase`: `status` → `Status`.
    func changingFirst(to letterCase: Case) -> String {
        var changed = bytes
        changed[0] = letterCase == .upper ? Self.upper(changed[0]) : Self.lower(changed[0])
        return String(decoding: changed, as: UTF8.self)
    }

    /// A word inside a PascalCase name: an acronym as it is (`URL`), another word of capitals
    /// and digits with the rest lowered (`STATUS` → `Status`), any other with a capital first.
    func capitalized() -> String {
        let capitals = bytes.allSatisfy { Self.isUpper($0) || Self.isDigit($0) }
        guard capitals else { return changingFirst(to: .upper) }
        if bytes.count <= 4, SwiftNames.acronyms.contains(text) { return text }
        return String(decoding: [bytes[0]] + bytes.dropFirst().map(Self.lower), as: UTF8.self)
    }

    /// The first word of a camelCase name: `Order` → `order`, `URL` → `url`, `URLs` → `urls`.
    func leading() -> String {
        let run = bytes.prefix { Self.isUpper($0) || Self.isDigit($0) }.count
        if run == bytes.count || (run >= 2 && bytes.count == run + 1 && bytes[run] == UInt8(ascii: "s")) {
            return String(decoding: bytes.map(Self.lower), as: UTF8.self)
        }
        return changingFirst(to: .lower)
    }

    /// A Swift-style name with its leading capitals lowered: `Status` → `status`, `URLPath` →
    /// `urlPath` (the last capital starts the next word), `URLs` → `urls`, `URL` → `url`.
    func camelCased() -> String {
        let run = bytes.prefix(while: Self.isUpper).count
        if run == 0 { return text }
        if run > 1 && bytes.count == run + 1 && bytes[run] == UInt8(ascii: "s") {
            return String(decoding: bytes.map(Self.lower), as: UTF8.self)
        }
        let lowered = run == 1 || run == bytes.count ? run : run - 1
        return String(decoding: bytes[..<lowered].map(Self.lower) + bytes[lowered...], as: UTF8.self)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }
    private static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
}
