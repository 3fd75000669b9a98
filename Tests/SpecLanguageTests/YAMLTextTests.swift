import XCTest

@testable import SpecLanguage

/// `YAMLText` writes document text into spec YAML: whatever the text, reading the YAML back
/// gives exactly that text, so a description or a key can never change the spec's structure.
final class YAMLTextTests: XCTestCase {
    private let hostile = [
        "", "plain", "true", "null", "~", "12", "1.5e3", "0x1F", "- item", "key: value", "# comment", "a #b", "[list]", "{map}",
        "*alias", "&anchor", "!tag", "|", ">", "'single'", "\"double\"", "back\\slash", "tab\there", "line\nbreak", "cr\rlf",
        "trailing ", " leading", "nul\u{0}byte", "bell\u{7}", "del\u{7F}", "caf\u{E9}", "cafe\u{301}", "\u{2028}separator",
        "bidi\u{202E}override", "zero\u{200B}width", "emoji 🦁", "---", "...", "%YAML", "@at", "`tick`", "?question", ",comma",
        "ends with colon:", "{{mustache}}", "\u{FEFF}bom",
    ]

    private func readBack(_ yamlValue: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let document = "key: " + yamlValue + "\n"
        do {
            let root = try YAMLReader.read(Array(document.utf8), file: "t.yaml")
            return root?.mapping?["key"]?.string
        } catch {
            XCTFail("'\(document)' does not read: \(error)", file: file, line: line)
            return nil
        }
    }

    func testQuotedTextReadsBackAsItself() {
        for text in hostile {
            XCTAssertTrue(ExactText.same(readBack(YAMLText.quoted(text)) ?? "<nothing>", text), ExactText.scalars(text))
        }
    }

    func testScalarTextReadsBackAsItselfAndTextIsNeverANull() {
        for text in hostile where !text.isEmpty {
            let written = YAMLText.scalar(text)
            XCTAssertTrue(ExactText.same(readBack(written) ?? "<nothing>", text), "\(ExactText.scalars(text)) written \(written)")
        }
        XCTAssertEqual(YAMLText.scalar("Order"), "Order")
        XCTAssertEqual(YAMLText.scalar("Int64?"), "Int64?")
        XCTAssertEqual(YAMLText.scalar("[String: JSON]"), "\"[String: JSON]\"")
        XCTAssertEqual(YAMLText.scalar("true"), "\"true\"")
        // Plain: ASCII words of letters, digits and `_`, one `?` at the end, none YAML reads as
        // a boolean or null.
        for plain in ["_x1", "Nope", "True?", "FALSEY", "a?"] { XCTAssertEqual(YAMLText.scalar(plain), plain) }
        for quoted in ["NO", "off", "Y", "1a", "a-b", "é", "a??", "?", ""] {
            XCTAssertEqual(YAMLText.scalar(quoted), YAMLText.quoted(quoted), quoted)
        }
    }

    func testALiteralBlockIsUsedOnlyWhereItReadsBackExactly() throws {
        for text in hostile + ["two\nlines", "a\n\nparagraph\n  indented", "tab\tinside\nok", "x\n# not a comment\n- not a list"] {
            guard let lines = YAMLText.literalBlockLines(text) else { continue }
            let block = "key: |-\n" + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n"
            let root = try YAMLReader.read(Array(block.utf8), file: "t.yaml")
            XCTAssertTrue(ExactText.same(root?.mapping?["key"]?.string ?? "<nothing>", text), ExactText.scalars(text))
        }
        XCTAssertNotNil(YAMLText.literalBlockLines("two\nlines"))
        XCTAssertNil(YAMLText.literalBlockLines("one line"))
        XCTAssertNil(YAMLText.literalBlockLines("trailing \nspace"))
        XCTAssertNil(YAMLText.literalBlockLines("bidi\u{202E}\nline"))
    }
}
