import Escaping
import EscapingMocks
import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Escaping fixture (Tests/Fixtures/Specs/Escaping.yaml): every text the spec writes with
/// quotes, backslashes, `\(`, `*/`, `"""`, newlines, `#` or non-ASCII characters reaches the
/// compiled module unchanged. Expected values are the spec's YAML texts, spelled in Swift.
final class EscapingTests: XCTestCase {
    func testDefaultsEqualTheSpecsText() {
        let texts = Texts()
        XCTAssertEqual(texts.quote, #""quoted""#)
        XCTAssertEqual(texts.backslash, #"C:\path\to\file\"#)
        XCTAssertEqual(texts.interpolation, #"\(not interpolated) \(1 + 1)"#)
        XCTAssertEqual(texts.tripleQuote, "\"\"\"\nstill inside\n\"\"\"")
        XCTAssertEqual(texts.commentEnd, "*/ /* // ///")
        XCTAssertEqual(texts.newlines, "line1\nline2\r\nline3\ttab\rcr")
        XCTAssertEqual(texts.hash, ##"#"raw"# ## #if false"##)
        XCTAssertEqual(texts.unicode, "ünïcødé ✓ 日本語 🚀 e\u{301} \u{A0}nbsp")
        XCTAssertEqual(texts.separators, "a\u{2028}b\u{2029}c\u{85}d")
        XCTAssertEqual(texts.controls, "nul\0bell\u{7}\u{7F}\u{1B}")
        XCTAssertEqual(texts.everything, ##""\\(x)""" */ #"#"## + "\n\tü✓\u{2028}")
        XCTAssertEqual(texts.shorthand, #"say "hi" \(x)"#)
        XCTAssertEqual(texts.leadingCombining, "\u{301}accent first")
        XCTAssertEqual(texts.list, [#""a""#, #"\(b)"#, "*/", "\"\"\""])
        XCTAssertEqual(texts.map, [#"k"ey"#: #"v\(al)"#, "ü #": "*/"])
        XCTAssertEqual(
            texts.json,
            .object([#"k"ey"#: .array([.string(#"\(x)"#), .int(1), .double(2.5), .bool(true), .null, .object(["\"\"\"": .string("#")])])]))
        XCTAssertEqual(texts.half, 0.5)
        XCTAssertEqual(texts.decimal, Decimal(string: "0.10"))
        XCTAssertEqual(texts.smallDecimal, Decimal(string: "-0.25"))
        XCTAssertEqual(texts.mood, .quote)
        XCTAssertNil(texts.when)
    }

    func testTheExampleEqualsTheSpecsText() {
        let example = Texts.example
        XCTAssertEqual(example.quote, #""example" */ \(x)"#)
        XCTAssertEqual(example.backslash, #"\"#)
        XCTAssertEqual(example.tripleQuote, "\"\"\"")
        XCTAssertEqual(example.everything, #""\(x)""" */ #"#)
        XCTAssertEqual(example.separators, "\u{2028}")
        XCTAssertEqual(example.controls, "\0")
        XCTAssertEqual(example.leadingCombining, "\u{301}")
        XCTAssertEqual(example.map, ["\"": #"\"#])
        XCTAssertEqual(example.decimal, Decimal(string: "120.50"))
        XCTAssertEqual(example.smallDecimal, Decimal(string: "-0.25"))
        XCTAssertEqual(example.mood, .backslash)
        XCTAssertEqual(example.url.absoluteString, "https://example.com/'q'?%22")
    }

    func testAModelSurvivesAJSONRoundTripWithItsStrangeKey() throws {
        let texts = Texts()
        let data = try JSONEncoder().encode(texts)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["we\"ird \\(key)\n#1 ü"] as? String, "key", "the explicit key, exactly as the spec spells it")
        XCTAssertEqual(object["everything"] as? String, texts.everything)
        XCTAssertEqual(try JSONDecoder().decode(Texts.self, from: data), texts)
    }

    func testMissingKeysDecodeToTheDefaults() throws {
        let texts = try JSONDecoder().decode(Texts.self, from: Data("{}".utf8))
        XCTAssertEqual(texts, Texts())
    }

    func testEnumRawValuesEqualTheSpecsText() {
        XCTAssertEqual(Mood.quote.rawValue, #"say "hi""#)
        XCTAssertEqual(Mood.backslash.rawValue, #"a\b"#)
        XCTAssertEqual(Mood.interpolation.rawValue, #"\(x)"#)
        XCTAssertEqual(Mood.triple.rawValue, "\"\"\"")
        XCTAssertEqual(Mood.comment.rawValue, "*/ /*")
        XCTAssertEqual(Mood.newline.rawValue, "a\nb")
        XCTAssertEqual(Mood.hash_.rawValue, "#tag")
        XCTAssertEqual(Mood.unicode.rawValue, "ünï ✓ 日本語")
        XCTAssertEqual(Mood.separator.rawValue, "x\u{2028}y")
        XCTAssertEqual(Mood.empty.rawValue, "")
    }

    func testEnumValuesRoundTripThroughJSON() throws {
        for mood in Mood.allCases {
            let data = try JSONEncoder().encode([mood])
            XCTAssertEqual(try JSONSerialization.jsonObject(with: data) as? [String], [mood.rawValue])
            XCTAssertEqual(try JSONDecoder().decode([Mood].self, from: data), [mood])
        }
        for mood in OpenMood.allCases {
            let data = try JSONEncoder().encode([mood])
            XCTAssertEqual(try JSONDecoder().decode([OpenMood].self, from: data), [mood])
        }
        XCTAssertEqual(OpenMood.lineBreak.rawValue, "line\nbreak")
        XCTAssertEqual(OpenMood(rawValue: #"\(x)"#), .interpolation)
    }

    func testUnknownValuesAreKeptExactly() throws {
        let text = #"new "value" \(y) */ """ #"# + "\n✓"
        let decoded = try JSONDecoder().decode(OpenMood.self, from: JSONEncoder().encode(text))
        XCTAssertEqual(decoded, .unknown(text))
        XCTAssertEqual(try JSONDecoder().decode(String.self, from: JSONEncoder().encode(decoded)), text)
    }

    /// `é` as one scalar and as e + U+0301 are one `String` to `==`, but two texts on the wire:
    /// each spelling stays itself, in enum values and in keys.
    func testSpellingsThatReadAlikeStayApart() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        XCTAssertEqual(composed, decomposed, "String == is canonical equivalence")
        XCTAssertEqual(OpenMood(rawValue: composed), .cafe)
        XCTAssertEqual(OpenMood(rawValue: decomposed), .cafeDecomposed)
        XCTAssertNotEqual(OpenMood.cafe, .cafeDecomposed)
        XCTAssertEqual(Array(OpenMood.cafeDecomposed.rawValue.utf8), Array(decomposed.utf8))

        // A spelling the enum does not list (`ünï` is listed with single scalars) is kept as it
        // came and sent back so.
        let unlisted = "u\u{308}ni\u{308}"
        let json = Data("\"\(unlisted)\"".utf8)
        let mood = try JSONDecoder().decode(OpenMood.self, from: json)
        XCTAssertEqual(unlisted, OpenMood.ünï.rawValue, "String == is canonical equivalence")
        XCTAssertNotEqual(mood, .ünï)
        XCTAssertEqual(Array(mood.rawValue.utf8), Array(unlisted.utf8))
        XCTAssertEqual(try JSONEncoder().encode(mood), json)

        XCTAssertEqual(try JSONEncoder().encode(Composed(drink: "x")), Data("{\"\(composed)\":\"x\"}".utf8))
        XCTAssertEqual(try JSONEncoder().encode(Decomposed(drink: "x")), Data("{\"\(decomposed)\":\"x\"}".utf8))
    }

    func testPathLiteralsArePercentEncodedAndParametersEscaped() throws {
        let endpoint = EscapingEndpoint.getTexts(id: "a/b c?", qUote: "q", ü: nil, mood: .quote, headerMood: nil)
        XCTAssertEqual(endpoint.path, "/texts/%C3%BCn%C3%AF%20%E2%9C%93/%22q%22/a%2Fb%20c%3F/a%5Cb/%5C(x)/*/%23frag/%41/100%25")
        let url = try endpoint.urlRequest(baseURL: EscapingServer.production.url, encoder: JSONEncoder()).url
        XCTAssertEqual(url?.path.hasPrefix("/v1/texts/ünï ✓/\"q\"/a/b c?/a\\b/\\(x)/*/#frag/A/100%"), true, url?.absoluteString ?? "nil")
        XCTAssertNil(url?.fragment)
    }

    func testQueryNamesAndDefaultsEqualTheSpecsText() {
        let endpoint = EscapingEndpoint.getTexts(id: "1", qUote: #"x"y\(z)"#, ü: "ü", mood: .backslash, headerMood: .newline)
        XCTAssertEqual(
            endpoint.queryItems,
            [
                URLQueryItem(name: #"q"uote"#, value: #"x"y\(z)"#), URLQueryItem(name: "ü #", value: "ü"),
                URLQueryItem(name: "mood", value: #"a\b"#),
            ])
    }

    func testHeaderValuesEqualTheSpecsText() throws {
        let endpoint = EscapingEndpoint.getTexts(id: "1", qUote: "", ü: nil, mood: .quote, headerMood: .triple)
        XCTAssertEqual(endpoint.headers.map(\.name), ["X-Text", "X-Mood"])
        XCTAssertEqual(endpoint.headers.first?.value, #"value with "quotes" \ \(x) */ """ # ünï"#)
        XCTAssertEqual(endpoint.headers.last?.value, "\"\"\"")

        let client = EscapingClient()
        let everything = client.http.configuration.headers.first { $0.name == "X-Everything" }
        XCTAssertEqual(everything?.value, #"say "hi" \ \(x) */ """ #tag ünï ✓"#)
    }

    func testFormAndMultipartNamesEqualTheSpecsText() throws {
        guard case .form(let items) = try EscapingEndpoint.postForm(nAme: #""\(x)""#, ü: nil).body(encoder: JSONEncoder()) else {
            return XCTFail("not a form body")
        }
        XCTAssertEqual(items, [URLQueryItem(name: #"n"ame"#, value: #""\(x)""#)])

        let file = FilePart(data: Data("x".utf8), filename: "x.txt")
        guard case .multipart(let parts) = try EscapingEndpoint.upload(fiLe: file, noTe: "*/").body(encoder: JSONEncoder()) else {
            return XCTFail("not a multipart body")
        }
        XCTAssertEqual(parts.map(\.name), [#"fi"le"#, #"no\te"#])
    }

    func testTheMockRecordsCallsWithTheirText() async throws {
        let mock = MockEscapingClient()
        mock.handlers.getTexts = { _, quote, _, _, _ in Texts(quote: quote) }
        let texts = try await mock.getTexts(id: "1")
        XCTAssertEqual(texts.quote, #"x"y\(z)"#, "the query default reached the call")
        XCTAssertEqual(mock.calls, [.getTexts(id: "1", qUote: #"x"y\(z)"#, ü: nil, mood: .backslash, headerMood: nil)])
    }
}
