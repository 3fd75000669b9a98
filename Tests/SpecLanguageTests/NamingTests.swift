import XCTest

@testable import SpecLanguage

/// Tables of spec name → Swift name for each context, and spec name → wire key for each style.
final class NamingTests: XCTestCase {
    func testTypeName() {
        let table: [(String, String)] = [
            ("Order", "Order"),
            ("order", "Order"),
            ("order_item", "OrderItem"),
            ("order-item", "OrderItem"),
            ("ORDER_ITEM", "OrderItem"),
            ("logoURL", "LogoURL"),
            ("logo_url", "LogoUrl"),
            ("HTTPServer2", "HTTPServer2"),
            ("APIResponse", "APIResponse"),
            ("UserDTO", "UserDTO"),
            ("user_id", "UserId"),
            ("imageURLs", "ImageURLs"),
            ("2fa", "_2fa"),
            ("Task", "ShopTask"),
            ("task", "ShopTask"),
            ("Result", "ShopResult"),
            ("Error", "ShopError"),
            ("Type", "ShopType"),
            ("self", "ShopSelf"),
            ("Data", "ShopData"),
            ("URL", "ShopURL"),
            ("Protocol", "ShopProtocol"),
            ("Any", "ShopAny"),
        ]
        for (spec, swift) in table { XCTAssertEqual(Naming.typeName(spec, api: "Shop"), swift, spec) }
        // The runtime's types are the API's reserved names (the pipeline reads them from its files).
        let reserved: Set<String> = ["JSONValue", "Response"]
        for (spec, swift) in [("JSONValue", "ShopJSONValue"), ("response", "ShopResponse"), ("Order", "Order")] {
            XCTAssertEqual(Naming.typeName(spec, api: "Shop", reserved: reserved), swift, spec)
        }
        XCTAssertEqual(Naming.typeName("JSONValue", api: "Shop"), "JSONValue", "only a reserved name of the API")
    }

    func testPropertyName() {
        let table: [(String, String)] = [
            ("id", "id"),
            ("ID", "id"),
            ("created_at", "createdAt"),
            ("createdAt", "createdAt"),
            ("CreatedAt", "createdAt"),
            ("created-at", "createdAt"),
            ("CREATED_AT", "createdAt"),
            ("logoURL", "logoURL"),
            ("logo_url", "logoUrl"),
            ("URLPath", "urlPath"),
            ("user_id", "userId"),
            ("imageURLs", "imageURLs"),
            ("URLs", "urls"),
            ("2fa", "_2fa"),
            ("class", "`class`"),
            ("default", "`default`"),
            ("in", "`in`"),
            ("return", "`return`"),
            ("self", "self_"),
            ("Self", "self_"),
            ("init", "init_"),
            ("deinit", "deinit_"),
            ("subscript", "subscript_"),
            ("type", "type"),
            ("description", "description"),
        ]
        for (spec, swift) in table { XCTAssertEqual(Naming.propertyName(spec), swift, spec) }
    }

    func testParameterNameFollowsPropertyName() {
        for spec in ["page_size", "class", "self", "init", "logoURL", "IN"] {
            XCTAssertEqual(Naming.parameterName(spec), Naming.propertyName(spec), spec)
        }
    }

    func testCaseName() {
        let table: [(String, String)] = [
            ("pending", "pending"),
            ("IN_PROGRESS", "inProgress"),
            ("in_progress", "inProgress"),
            ("in-progress", "inProgress"),
            ("InProgress", "inProgress"),
            ("WORK", "work"),
            ("LOW", "low"),
            ("2xx", "_2xx"),
            ("404", "_404"),
            ("default", "`default`"),
            ("case", "`case`"),
            ("self", "self_"),
            ("init", "init_"),
            ("rawValue", "rawValue_"),
            ("allCases", "allCases_"),
            ("unknown", "unknown_"),
            ("description", "description_"),
            ("Type", "type"),
        ]
        for (spec, swift) in table { XCTAssertEqual(Naming.caseName(spec), swift, spec) }
    }

    func testWireKey() {
        // (spec, snake_case, kebab-case, camelCase, SCREAMING_SNAKE_CASE, PascalCase)
        let table: [(String, String, String, String, String, String)] = [
            ("id", "id", "id", "id", "ID", "Id"),
            ("createdAt", "created_at", "created-at", "createdAt", "CREATED_AT", "CreatedAt"),
            ("created_at", "created_at", "created-at", "createdAt", "CREATED_AT", "CreatedAt"),
            ("logoURL", "logo_url", "logo-url", "logoURL", "LOGO_URL", "LogoURL"),
            (
                "profileImageURL", "profile_image_url", "profile-image-url", "profileImageURL", "PROFILE_IMAGE_URL",
                "ProfileImageURL"
            ),
            ("imageURLs", "image_urls", "image-urls", "imageURLs", "IMAGE_URLS", "ImageURLs"),
            ("userIDs", "user_ids", "user-ids", "userIDs", "USER_IDS", "UserIDs"),
            ("URLPath", "url_path", "url-path", "urlPath", "URL_PATH", "URLPath"),
            ("HTTPServer2", "http_server2", "http-server2", "httpServer2", "HTTP_SERVER2", "HTTPServer2"),
            ("USER_ID", "user_id", "user-id", "userId", "USER_ID", "UserId"),
            ("IN_PROGRESS", "in_progress", "in-progress", "inProgress", "IN_PROGRESS", "InProgress"),
            ("page-size", "page_size", "page-size", "pageSize", "PAGE_SIZE", "PageSize"),
            ("Order", "order", "order", "order", "ORDER", "Order"),
            ("address2Line", "address2_line", "address2-line", "address2Line", "ADDRESS2_LINE", "Address2Line"),
        ]
        for (spec, snake, kebab, camel, screaming, pascal) in table {
            XCTAssertEqual(Naming.wireKey(spec, style: .snakeCase), snake, spec)
            XCTAssertEqual(Naming.wireKey(spec, style: .kebabCase), kebab, spec)
            XCTAssertEqual(Naming.wireKey(spec, style: .camelCase), camel, spec)
            XCTAssertEqual(Naming.wireKey(spec, style: .screamingSnakeCase), screaming, spec)
            XCTAssertEqual(Naming.wireKey(spec, style: .pascalCase), pascal, spec)
            XCTAssertEqual(Naming.wireKey(spec, style: .asIs), spec, spec)
        }
    }

    func testWords() {
        let table: [(String, [String])] = [
            ("logoURL", ["logo", "URL"]),
            ("logo_url", ["logo", "url"]),
            ("Logo-URL", ["Logo", "URL"]),
            ("HTTPServer2", ["HTTP", "Server2"]),
            ("imageURLs", ["image", "URLs"]),
            ("URLsList", ["URLs", "List"]),
            ("IDs", ["IDs"]),
            ("address2Line", ["address2", "Line"]),
            ("  spaced  out ", ["spaced", "out"]),
            ("", []),
            // An apostrophe inside a word is no word break: Sentry's "List a Project's Issues".
            ("List a Project's Issues", ["List", "a", "Projects", "Issues"]),
            ("don\u{2019}t 'quoted' it's", ["dont", "quoted", "its"]),
        ]
        for (text, words) in table { XCTAssertEqual(Naming.words(text), words, text) }
        XCTAssertEqual(Naming.camelCase("List a Project's Issues"), "listAProjectsIssues")
    }

    func testInlineBodyName() {
        XCTAssertEqual(Naming.inlineBodyName("login"), "LoginBody")
        XCTAssertEqual(Naming.inlineBodyName("refresh_token"), "RefreshTokenBody")
    }

    func testIsIdentifier() {
        for good in ["Shop", "_x", "a1", "order_item", "Ünïcode", "cafe\u{301}", "日本", "x²", "a\u{200D}b", "Ⅻ"] {
            XCTAssertTrue(Naming.isIdentifier(good), good)
        }
        for bad in ["", "1a", "my shop", "a-b", "a.b", "a<b>", "\u{301}a", "$a", "a$"] { XCTAssertFalse(Naming.isIdentifier(bad), bad) }
    }

    /// ASCII names are checked byte by byte; every one- and two-byte ASCII name gets the answer
    /// the scalar rules (`SwiftIdentifier`) give.
    func testASCIIIdentifiersFollowTheScalarRules() {
        let scalars = (0..<128).compactMap(Unicode.Scalar.init)
        func byScalars(_ text: String) -> Bool {
            guard let first = text.unicodeScalars.first, SwiftIdentifier.isHead(first) else { return false }
            return text.unicodeScalars.dropFirst().allSatisfy(SwiftIdentifier.isCharacter)
        }
        for a in scalars {
            XCTAssertEqual(Naming.isIdentifier(String(a)), byScalars(String(a)), "\(a.value)")
            for b in scalars {
                let name = String(a) + String(b)
                XCTAssertEqual(Naming.isIdentifier(name), byScalars(name), "\(a.value) \(b.value)")
            }
        }
    }

    /// Swift's grammar, not `Character.isLetter`: U+2E2F VERTICAL TILDE is a letter (Lm) that
    /// Swift lexes as an operator; invisible format characters would make a name read wrong.
    func testIsIdentifierFollowsSwiftsGrammar() {
        XCTAssertTrue(Character("\u{2E2F}").isLetter)
        for bad in ["a\u{2E2F}b", "\u{2E2F}", "a\u{202E}b", "a\u{200B}b", "soft\u{AD}hyphen", "a\u{FEFF}"] {
            XCTAssertFalse(Naming.isIdentifier(bad), bad.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
    }

    /// The naming cache must not hand one spelling of a name (é as e + U+0301) the Swift name
    /// of another (é as U+00E9): Swift compares names scalar for scalar.
    func testTheNamingCacheKeepsSpellingsApart() {
        let decomposed = "cafe\u{301}_order"
        let composed = "caf\u{E9}_order"
        XCTAssertEqual(Array(Naming.propertyName(decomposed).unicodeScalars), Array("cafe\u{301}Order".unicodeScalars))
        XCTAssertEqual(Array(Naming.propertyName(composed).unicodeScalars), Array("caf\u{E9}Order".unicodeScalars))
        XCTAssertEqual(Array(Naming.typeName(decomposed, api: "Shop").unicodeScalars), Array("Cafe\u{301}Order".unicodeScalars))
        XCTAssertEqual(Array(Naming.typeName(composed, api: "Shop").unicodeScalars), Array("Caf\u{E9}Order".unicodeScalars))
    }

    /// The cache's table grows as names arrive: every name, asked again after thousands of
    /// others, still gets its own value.
    func testTheNamingCacheKeepsEachNameThroughGrowth() {
        let names = (0..<5000).map { "cache_probe_\($0)_line" }
        for _ in 0..<2 {
            for (index, name) in names.enumerated() {
                XCTAssertEqual(Naming.propertyName(name), "cacheProbe\(index)Line")
            }
        }
    }

    /// Wire keys are cached per key style and digit style, found by position: each pair has a
    /// cache of its own, so one style's key is never handed out under another.
    func testEveryKeyStyleAndDigitStyleHasItsOwnWireKeyCache() {
        XCTAssertEqual(KeyStyle.allCases.map(\.cacheIndex), Array(KeyStyle.allCases.indices))
        XCTAssertEqual(DigitStyle.allCases.map(\.cacheIndex), Array(DigitStyle.allCases.indices))
        for _ in 0..<2 {  // the second time from the caches
            var keys: [String] = []
            for style in KeyStyle.allCases where style != .asIs {
                for digits in DigitStyle.allCases { keys.append(Naming.wireKey("orderLine1Total", style: style, digits: digits)) }
            }
            XCTAssertEqual(
                keys,
                [
                    "orderLine1Total", "orderLine1Total", "order_line1_total", "order_line_1_total", "order-line1-total",
                    "order-line-1-total", "ORDER_LINE1_TOTAL", "ORDER_LINE_1_TOTAL", "OrderLine1Total", "OrderLine1Total",
                ])
        }
    }

    func testALetterSwiftReadsAsAnOperatorSeparatesWords() {
        XCTAssertEqual(Naming.words("price\u{2E2F}tag"), ["price", "tag"])
        XCTAssertEqual(Naming.propertyName("price\u{2E2F}tag"), "priceTag")
        XCTAssertEqual(Naming.typeName("Price\u{2E2F}Tag", api: "Shop"), "PriceTag")
        XCTAssertEqual(Naming.caseName("\u{2E2F}"), "`_`")
    }
}

/// Words are split byte by byte in ASCII text, and character by character elsewhere: the two
/// agree wherever the first applies.
final class NamingWordsTests: XCTestCase {
    func testASCIIWordsAreTheCharacterWords() {
        let pieces = ["a", "b", "s", "A", "B", "S", "URL", "ID", "Ls", "x", "1", "24", "_", "-", " ", "/", ".", "{", "\n", "\t", "é"]
        var seed: UInt64 = 42
        var compared = 0
        for _ in 0..<3000 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(seed >> 60) + 1 {
                text += pieces[Int((seed >> UInt64(step * 5 % 59)) % UInt64(pieces.count))]
            }
            guard let fast = Naming.asciiWords(text) else {
                XCTAssertTrue(text.unicodeScalars.contains { !$0.isASCII }, text)
                continue
            }
            XCTAssertEqual(fast, Naming.characterWords(text), text.debugDescription)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 2000)
        for (text, words) in [
            ("logoURL", ["logo", "URL"]), ("logo_url", ["logo", "url"]), ("Logo-URL", ["Logo", "URL"]),
            ("HTTPServer2", ["HTTP", "Server2"]),
            ("imageURLs", ["image", "URLs"]), ("repos/get-content", ["repos", "get", "content"]), ("a1B", ["a1", "B"]),
            ("line\r\nfeed", ["line", "feed"]),
        ] {
            XCTAssertEqual(Naming.words(text), words, text)
        }
    }

    /// Each byte-by-byte rule of `ASCIIWord` against its character-by-character form, on random
    /// words of capitals, small letters, digits and the plural `s` (and a few other bytes).
    func testASCIIWordRulesAreTheCharacterRules() throws {
        let pieces = ["a", "b", "s", "A", "B", "S", "URL", "ID", "Ls", "x", "1", "24", "_", "-", "\n"]
        var seed: UInt64 = 7
        for _ in 0..<4000 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(seed >> 61) + 1 {
                text += pieces[Int((seed >> UInt64(step * 7 % 57)) % UInt64(pieces.count))]
            }
            let word = try XCTUnwrap(ASCIIWord(text), text)
            XCTAssertEqual(word.capitalized(), Naming.characterCapitalizedWord(text), text)
            XCTAssertEqual(word.leading(), Naming.characterLeadingWord(text), text)
            XCTAssertEqual(word.camelCased(), Naming.characterCamelCased(text), text)
            XCTAssertEqual(word.changingFirst(to: .upper), Naming.characterRaisingFirst(text), text)
        }
        for (text, pascal, camel) in [
            ("URL", "URL", "url"), ("URLs", "URLs", "urls"), ("URLPath", "URLPath", "urlPath"), ("STATUS", "Status", "status"),
            ("userDTO", "UserDTO", "userDTO"), ("ID2", "Id2", "id2"), ("account_sid", "AccountSid", "accountSid"),
        ] {
            XCTAssertEqual(Naming.pascalCase(text), pascal, text)
            XCTAssertEqual(Naming.camelCase(text), camel, text)
        }
        XCTAssertNil(ASCIIWord("é"))
        XCTAssertNil(ASCIIWord("a\r\nb"))
        XCTAssertNil(ASCIIWord(""))
    }
}
