/// The one naming authority: how a spec name becomes a Swift name in each context.
///
/// It lives beside the spec language rather than in code generation because validation needs
/// it too: two spec names that become one Swift name are a spec error, reported before
/// anything is generated.
public enum Naming {
    /// A Swift identifier: an identifier-head, then identifier-characters, as Swift's grammar
    /// has them (see `SwiftIdentifier`).
    public static func isIdentifier(_ text: String) -> Bool {
        // ASCII, as most names are, checked byte by byte: scalar by scalar cost about 400
        // instructions a name, 0.5% of reading Twilio's document.
        if let ascii = asciiIdentifier(text.utf8) { return ascii }
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), SwiftIdentifier.isHead(first) else { return false }
        while let scalar = scalars.next() {
            guard SwiftIdentifier.isCharacter(scalar) else { return false }
        }
        return true
    }

    /// Whether ASCII text is an identifier; nil when the text is not all ASCII (or not stored
    /// as contiguous UTF-8).
    private static func asciiIdentifier(_ text: String.UTF8View) -> Bool? {
        text.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let first = bytes.first else { return false }
            var isIdentifier = (first | 0x20) &- UInt8(ascii: "a") < 26 || first == UInt8(ascii: "_")
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
                if !isLetter && byte &- UInt8(ascii: "0") >= 10 { isIdentifier = false }
            }
            return isIdentifier
        } ?? nil
    }

    /// A type name: `order_item` → `OrderItem`. Names that would shadow a type generated code
    /// relies on (Swift's and Foundation's, and the API's `reservedTypeNames`, its runtime's)
    /// are prefixed with the API name (`Task` → `ShopTask`, `HTTPClient` → `ShopHTTPClient`).
    public static func typeName(_ spec: String, in api: API) -> String {
        typeName(spec, api: api.name, reserved: api.reservedTypeNames)
    }

    /// `typeName(_:in:)` for an API known by its name and reserved types.
    public static func typeName(_ spec: String, api: String, reserved: Set<String> = []) -> String {
        let name = pascalCase(spec)
        if SwiftNames.shadowedTypes.contains(name) || SwiftNames.keywords.contains(name) || reserved.contains(name) {
            return api + name
        }
        return name
    }

    /// A property name: `created_at` → `createdAt`; keywords in backticks.
    /// Cached: see `NamingCache`.
    public static func propertyName(_ spec: String) -> String { NamingCache.propertyName.string(spec, makePropertyName) }

    private static func makePropertyName(_ spec: String) -> String {
        let name = camelCase(spec)
        if SwiftNames.memberRenames.contains(name) { return name + "_" }
        return SwiftNames.keywords.contains(name) ? "`\(name)`" : name
    }

    /// A parameter name (a label in calls); same rules as properties.
    public static func parameterName(_ spec: String) -> String { propertyName(spec) }

    /// An enum case name: `IN_PROGRESS` → `inProgress`. Cases that would clash with members
    /// every enum has (`rawValue`, `allCases`, `init`…) get a trailing `_`.
    /// Cached: see `NamingCache`.
    public static func caseName(_ spec: String) -> String { NamingCache.caseName.string(spec, makeCaseName) }

    private static func makeCaseName(_ spec: String) -> String {
        var name = camelCase(spec)
        if name.first?.isNumber == true { name = "_" + name }
        if SwiftNames.caseRenames.contains(name) || SwiftNames.memberRenames.contains(name) { return name + "_" }
        return SwiftNames.keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name without backticks, for comparisons and for use inside other names.
    public static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// A generic parameter as declared in Swift: as written (`T`), unless it would hide a type
    /// generated code uses or is a keyword (`String`, `Decoder`, `Self`); then `String_`.
    public static func genericParameterName(_ spec: String, in api: API) -> String {
        SwiftNames.shadowedTypes.contains(spec) || SwiftNames.keywords.contains(spec) || api.reservedTypeNames.contains(spec)
            ? spec + "_" : spec
    }

    /// A parameter name as an argument label (`in:`, `class:`): keywords need no backticks
    /// there, except `inout`, `var` and `let` in a declaration and `inout` in a call (Swift warns
    /// about needless backticks on `var` and `let` in calls).
    public static func argumentLabel(_ name: String, inCall: Bool = false) -> String {
        let bare = bare(name)
        switch bare {
        case "inout": return "`inout`"
        case "var", "let": return inCall ? bare : "`\(bare)`"
        default: return bare
        }
    }

    /// The spec name of the property that holds a model's additional properties (`...: T`).
    public static let additionalPropertiesName = "additionalProperties"

    /// The type name of an endpoint's inline body: `login` → `LoginBody`.
    public static func inlineBodyName(_ endpoint: String) -> String { pascalCase(endpoint) + "Body" }

    /// Cached: see `NamingCache`.
    public static func pascalCase(_ text: String) -> String { NamingCache.pascalCase.string(text, makePascalCase) }

    /// A name already written in Swift style (`UserDTO`, `lookupByQR`): no separators and not
    /// all capitals. Such names keep their spelling; only their first letter may change case.
    private static func isSwiftStyle(_ text: String) -> Bool {
        guard isIdentifier(text) else { return false }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // The same test byte by byte: an ASCII identifier is letters, digits and `_`.
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            guard let first = text.utf8.first, isLetter(first), !text.utf8.contains(UInt8(ascii: "_")) else { return false }
            return text.utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
        }
        guard !text.contains("_"), text.first?.isLetter == true else { return false }
        return text.contains { $0.isLowercase }
    }

    private static func makePascalCase(_ text: String) -> String {
        if isSwiftStyle(text) { return ASCIIWord(text)?.changingFirst(to: .upper) ?? characterRaisingFirst(text) }
        let parts = words(text)
        guard !parts.isEmpty else { return "_" }
        let joined = parts.map(capitalizedWord).joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// Cached: see `NamingCache`.
    public static func camelCase(_ text: String) -> String { NamingCache.camelCase.string(text, makeCamelCase) }

    private static func makeCamelCase(_ text: String) -> String {
        if isSwiftStyle(text) { return ASCIIWord(text)?.camelCased() ?? characterCamelCased(text) }
        let parts = words(text)
        guard let first = parts.first else { return "_" }
        let joined = ([leadingWord(first)] + parts.dropFirst().map(capitalizedWord)).joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    // Each rule below for any text, character by character; ASCII text (most names) takes
    // `ASCIIWord`'s byte-by-byte form of the same rule.

    /// A Swift-style name with a capital first: `userDTO` → `UserDTO`.
    static func characterRaisingFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// A Swift-style name with its leading capitals lowered: `Status` → `status`, `URLPath` →
    /// `urlPath`.
    static func characterCamelCased(_ text: String) -> String {
        let chars = Array(text)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        if run == 0 { return text }
        // A plural acronym (`URLs`) is one word: `urls`.
        if run > 1 && String(chars[run...]) == "s" { return text.lowercased() }
        let lowered = run == 1 || run == chars.count ? run : run - 1
        return String(chars[..<lowered]).lowercased() + String(chars[lowered...])
    }

    /// Splits `logoURL`, `logo_url`, `Logo-URL`, `HTTPServer2`, `imageURLs` into words:
    /// `[logo, URL]`, `[logo, url]`, `[Logo, URL]`, `[HTTP, Server2]`, `[image, URLs]`.
    public static func words(_ text: String) -> [String] { NamingCache.words.list(text, splitWords) }

    private static func splitWords(_ text: String) -> [String] {
        let text = withoutInnerApostrophes(text)
        return asciiWords(text) ?? characterWords(text)
    }

    /// `text` without the apostrophes that stand inside a word: Sentry's operation "List a
    /// Project's Issues" is `listAProjectsIssues`, not `listAProjectSIssues`.
    static func withoutInnerApostrophes(_ text: String) -> String {
        guard text.contains(where: { $0 == "'" || $0 == "\u{2019}" }) else { return text }
        let characters = Array(text)
        var kept = ""
        for index in characters.indices {
            let character = characters[index]
            if character == "'" || character == "\u{2019}", index > 0, index + 1 < characters.count,
                characters[index - 1].isLetter, characters[index + 1].isLetter
            {
                continue
            }
            kept.append(character)
        }
        return kept
    }

    /// `splitWords` for any text, character by character.
    static func characterWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let chars = Array(text)
        for (i, ch) in chars.enumerated() {
            if !isWordCharacter(ch) {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let last = current.last {
                let next = i + 1 < chars.count ? chars[i + 1] : nil
                // `URLs`, `IDs`: a plural acronym stays one word rather than `UR` + `Ls`.
                let afterNext = i + 2 < chars.count ? chars[i + 2] : nil
                let pluralAcronym = next == "s" && afterNext?.isLowercase != true
                let startsWord =
                    (ch.isUppercase && last.isLowercase)
                    || (ch.isUppercase && last.isUppercase && next?.isLowercase == true && !pluralAcronym)
                    || (ch.isLetter && last.isNumber && ch.isUppercase)
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(ch)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `splitWords` for ASCII text without a carriage return, byte by byte: the same words,
    /// since there each byte is one character, and a letter, a digit or neither by its value
    /// (every ASCII letter and digit is an identifier character). Looking up `Character`
    /// properties made an operation ID of forty letters cost over a hundred thousand instructions.
    static func asciiWords(_ text: String) -> [String]? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        func isUpper(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false }
        func isLower(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") } ?? false }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        var words: [String] = []
        var start: Int?
        func endWord(at end: Int) {
            if let first = start { words.append(String(decoding: bytes[first..<end], as: UTF8.self)) }
            start = nil
        }
        for i in bytes.indices {
            let byte = bytes[i]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                endWord(at: i)
                continue
            }
            if start != nil {
                let last = bytes[i - 1]
                let next = i + 1 < bytes.count ? bytes[i + 1] : nil
                // `URLs`, `IDs`: a plural acronym stays one word rather than `UR` + `Ls`.
                let afterNext = i + 2 < bytes.count ? bytes[i + 2] : nil
                let pluralAcronym = next == UInt8(ascii: "s") && !isLower(afterNext)
                let startsWord =
                    (isUpper(byte) && isLower(last)) || (isUpper(byte) && isUpper(last) && isLower(next) && !pluralAcronym)
                    || (isDigit(last) && isUpper(byte))
                if startsWord { endWord(at: i) }
            }
            if start == nil { start = i }
        }
        endWord(at: bytes.count)
        return words
    }

    /// `image24x` → `[image, 24, x]`.
    private static func splitDigitRuns(_ word: String) -> [String] {
        var runs: [String] = []
        var current = ""
        for ch in word {
            if let last = current.last, last.isNumber != ch.isNumber {
                runs.append(current)
                current = ""
            }
            current.append(ch)
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// A letter or digit that Swift also reads as part of a name; anything else separates words
    /// (U+2E2F VERTICAL TILDE is a letter, but an operator to Swift).
    private static func isWordCharacter(_ ch: Character) -> Bool {
        (ch.isLetter || ch.isNumber) && ch.unicodeScalars.allSatisfy(SwiftIdentifier.isCharacter)
    }

    /// A word as it appears inside a PascalCase name: acronyms stay upper case (`URL`),
    /// other words get a capital first letter (`status` → `Status`, `STATUS` → `Status`).
    private static func capitalizedWord(_ word: String) -> String {
        ASCIIWord(word)?.capitalized() ?? characterCapitalizedWord(word)
    }

    static func characterCapitalizedWord(_ word: String) -> String {
        if word.count <= 4, word.allSatisfy({ $0.isUppercase || $0.isNumber }), SwiftNames.acronyms.contains(word) {
            return word
        }
        if word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word.prefix(1) + word.dropFirst().lowercased() }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The first word of a camelCase name: `Order` → `order`, `URL` → `url`, `URLs` → `urls`.
    private static func leadingWord(_ word: String) -> String { ASCIIWord(word)?.leading() ?? characterLeadingWord(word) }

    static func characterLeadingWord(_ word: String) -> String {
        let upper = word.prefix { $0.isUppercase || $0.isNumber }
        if upper.count == word.count || (upper.count >= 2 && word.dropFirst(upper.count) == "s") { return word.lowercased() }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    /// The wire form of a spec name under a key convention. camelCase and PascalCase keep an
    /// acronym as the spec writes it (`logoURL` stays `logoURL`) unless the whole name is upper
    /// case (`USER_ID` → `userId`). With `digits: .split` a digit run is a word of its own
    /// (`line1` → `line_1`); with `.join` it stays with the word it follows (`line1`).
    /// Cached: see `NamingCache`.
    public static func wireKey(_ spec: String, style: KeyStyle, digits: DigitStyle = .join) -> String {
        if style == .asIs { return spec }  // before the words: most specs send names as written
        return NamingCache.wireKeys(style, digits).string(spec) { makeWireKey($0, style: style, digits: digits) }
    }

    private static func makeWireKey(_ spec: String, style: KeyStyle, digits: DigitStyle) -> String {
        let parts = digits == .split ? words(spec).flatMap(splitDigitRuns) : words(spec)
        let screaming = !spec.contains { $0.isLowercase }
        func capitalized(_ word: String) -> String {
            word.prefix(1).uppercased() + (screaming ? word.dropFirst().lowercased() : String(word.dropFirst()))
        }
        switch style {
        case .asIs: return spec
        case .camelCase:
            guard let first = parts.first else { return spec }
            return ([screaming ? first.lowercased() : leadingWord(first)] + parts.dropFirst().map(capitalized)).joined()
        case .pascalCase: return parts.map(capitalized).joined()
        case .snakeCase: return parts.map { $0.lowercased() }.joined(separator: "_")
        case .kebabCase: return parts.map { $0.lowercased() }.joined(separator: "-")
        case .screamingSnakeCase: return parts.map { $0.uppercased() }.joined(separator: "_")
        }
    }
}
