import XCTest

@testable import CodeGen

/// `SwiftText`: the one way spec text enters Swift source. Each literal is checked two ways:
/// its exact spelling, and that reading it back as Swift (by `evaluate`) gives the input.
/// The Escaping fixture (FixtureTests) checks the same texts through the real compiler.
final class SwiftTextTests: XCTestCase {
    func testPlainText() {
        XCTAssertEqual(SwiftText.stringLiteral(""), "\"\"")
        XCTAssertEqual(SwiftText.stringLiteral("hello"), #""hello""#)
    }

    func testQuotesAndBackslashes() {
        XCTAssertEqual(SwiftText.stringLiteral(#"say "hi""#), #""say \"hi\"""#)
        XCTAssertEqual(SwiftText.stringLiteral(#"C:\path\"#), #""C:\\path\\""#)
    }

    func testInterpolationIsNotInterpolated() {
        XCTAssertEqual(SwiftText.stringLiteral(#"\(x)"#), #""\\(x)""#)
        XCTAssertEqual(SwiftText.stringLiteral(#"\\(x)"#), #""\\\\(x)""#)
    }

    func testCommentEndsAndTripleQuotes() {
        XCTAssertEqual(SwiftText.stringLiteral("*/ /* //"), #""*/ /* //""#)
        XCTAssertEqual(SwiftText.stringLiteral("\"\"\""), #""\"\"\"""#)
    }

    func testNewlinesTabsAndControls() {
        XCTAssertEqual(SwiftText.stringLiteral("a\nb"), #""a\nb""#)
        XCTAssertEqual(SwiftText.stringLiteral("a\r\nb"), #""a\r\nb""#)
        XCTAssertEqual(SwiftText.stringLiteral("a\tb"), #""a\tb""#)
        XCTAssertEqual(SwiftText.stringLiteral("a\0b"), #""a\0b""#)
        XCTAssertEqual(SwiftText.stringLiteral("\u{7}\u{1B}\u{7F}"), #""\u{7}\u{1b}\u{7f}""#)
    }

    func testHashNeedsNoRawString() {
        XCTAssertEqual(SwiftText.stringLiteral(##"#"raw"#"##), ##""#\"raw\"#""##)
    }

    func testNonASCIIStaysReadable() {
        XCTAssertEqual(SwiftText.stringLiteral("ünï ✓ 日本語 🚀"), "\"ünï ✓ 日本語 🚀\"")
        XCTAssertEqual(SwiftText.stringLiteral("e\u{301}"), "\"e\u{301}\"")
    }

    func testInvisibleCharactersAreEscaped() {
        XCTAssertEqual(SwiftText.stringLiteral("a\u{85}b"), #""a\u{85}b""#, "C1 control (NEL)")
        XCTAssertEqual(SwiftText.stringLiteral("\u{FEFF}x\u{200B}"), #""\u{feff}x\u{200b}""#, "BOM, zero-width space")
        XCTAssertEqual(SwiftText.stringLiteral("a\u{202E}b\u{2066}c"), #""a\u{202e}b\u{2066}c""#, "bidi overrides")
        XCTAssertEqual(SwiftText.stringLiteral("👨\u{200D}👩\u{200D}👧"), "\"👨\u{200D}👩\u{200D}👧\"", "emoji sequences keep their joiners")
    }

    func testALeadingCombiningMarkIsEscaped() {
        XCTAssertEqual(SwiftText.stringLiteral("\u{301}x"), #""\u{301}x""#)
        XCTAssertEqual(SwiftText.stringLiteral("x\u{301}"), "\"x\u{301}\"")
    }

    func testLineAndParagraphSeparatorsAreEscaped() {
        XCTAssertEqual(SwiftText.stringLiteral("a\u{2028}b\u{2029}c"), #""a\u{2028}b\u{2029}c""#)
    }

    func testEveryLiteralIsOneLineAndReadsBack() {
        let samples = [
            "", "plain", "\"", #"\"#, #"\("#, #"\(x)"#, "*/", "/*", "\"\"\"", "\n", "\r\n", "\r", "\t", "\0", "#", "##\"",
            "ü", "🚀", "e\u{301}", "\u{301}", "\u{2028}", "\u{2029}", "\u{85}", "\u{7F}", "\u{1}", "\u{FEFF}bom",
            "a\"b\\c\\(d)\"\"\"e*/f#g\nh\ti\0j ✓\u{2028}",
        ]
        for text in samples {
            let literal = SwiftText.stringLiteral(text)
            XCTAssertFalse(literal.contains("\n") || literal.contains("\r"), "literal spans lines: \(literal)")
            XCTAssertFalse(literal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "raw control character in \(literal)")
            XCTAssertEqual(evaluate(literal), text, "literal \(literal)")
        }
    }

    // MARK: docLines

    func testDocLinesOfNothing() {
        XCTAssertEqual(SwiftText.docLines(nil), [])
        XCTAssertEqual(SwiftText.docLines(""), [])
        XCTAssertEqual(SwiftText.docLines("\n\n"), [])
    }

    func testDocLinesSplitEveryKindOfLineBreak() {
        XCTAssertEqual(SwiftText.docLines("one\ntwo\r\nthree\rfour"), ["one", "two", "three", "four"])
    }

    func testDocLinesKeepInnerBlankLinesAndDropTrailingOnes() {
        XCTAssertEqual(SwiftText.docLines("one\n\ntwo\n\n"), ["one", "", "two"])
    }

    func testDocLinesDropTrailingSpaces() {
        XCTAssertEqual(SwiftText.docLines("one  \ntwo "), ["one", "two"])
    }

    func testDocLinesKeepCommentLookalikesAndQuotes() {
        // Lines become `///` comments: `*/`, `"""` and `\(` mean nothing there.
        XCTAssertEqual(SwiftText.docLines(#"ends */ here, "quotes" \(x) """ # ü"#), [#"ends */ here, "quotes" \(x) """ # ü"#])
    }

    func testDocLinesRemoveControlsAndSeparators() {
        let lines = SwiftText.docLines("a\u{0}b\u{7F}c\u{1B}d\u{2028}e\u{2029}f\u{202E}\u{85}")
        XCTAssertEqual(lines, ["abcdef"])
        XCTAssertFalse(lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    func testDocLinesTurnTabsIntoSpaces() {
        XCTAssertEqual(SwiftText.docLines("a\tb\t"), ["a b"])
    }

    /// Printable ASCII, tabs and line feeds take a path of their own: it gives the general
    /// path's lines.
    func testDocLinesOfASCIITextAreTheGeneralOnes() {
        let pieces = ["a", "Bc", " ", "  ", "\t", "\n", "\n\n", "x y", " \t", "*/", "\""]
        var seed: UInt64 = 7
        for _ in 0..<2000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let text = (0..<(Int(seed >> 61) + 1)).map { pieces[Int((seed >> UInt64(8 * $0 + 3)) % UInt64(pieces.count))] }.joined()
            XCTAssertEqual(SwiftText.docLines(text), SwiftText.docLinesScalarByScalar(text), text.debugDescription)
        }
    }

    // MARK: commentLine

    func testACommentLineHasNoLineBreakLeft() {
        XCTAssertEqual(SwiftText.commentLine("users\n#error(\"x\")\n//"), "users #error(\"x\") //")
        XCTAssertEqual(SwiftText.commentLine("a\r\nb\rc\u{2028}d\u{85}e\u{0}f"), "a b cdef")
        XCTAssertEqual(SwiftText.commentLine("plain"), "plain")
        XCTAssertEqual(SwiftText.commentLine(""), "")
    }

    /// ASCII text takes a byte-by-byte path (for speed); it must give what the general,
    /// scalar-by-scalar path gives, for every ASCII byte in every position.
    func testTheASCIIPathsAgreeWithTheGeneralOnes() {
        var samples = [
            "", " ", "  ", "plain", "trailing  ", " leading", "a\tb", "tab at end\t", "\t", "two\nlines", "blank\n\nline",
            "ends in newlines\n\n", "\n", "spaces then\n   \n", "quote \" and \\ back", "\u{7F}del", "nul\u{0}", "bell\u{7}x",
        ]
        for byte in UInt8(0)..<0x80 {
            let character = String(decoding: [byte], as: UTF8.self)
            samples += [character, "a" + character, character + "b", "a " + character + " b\n" + character]
        }
        for sample in samples {
            XCTAssertEqual(SwiftText.stringLiteral(sample), SwiftText.stringLiteralScalarByScalar(sample), sample.debugDescription)
            XCTAssertEqual(SwiftText.docLines(sample), SwiftText.docLinesScalarByScalar(sample), sample.debugDescription)
            XCTAssertEqual(
                SwiftText.commentLine(sample), SwiftText.docLinesScalarByScalar(sample).joined(separator: " "), sample.debugDescription)
        }
    }
}

/// Evaluates a one-line Swift string literal as the compiler would: the escapes `\\ \" \' \n
/// \r \t \0 \u{…}`; any other backslash (an interpolation) is a failure, returned as nil.
func evaluate(_ literal: String) -> String? {
    var scalars = Array(literal.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
    scalars = Array(scalars.dropFirst().dropLast())
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\"" { return nil }  // an unescaped quote ends the literal early
        guard scalar == "\\" else {
            result.append(scalar)
            index += 1
            continue
        }
        guard index + 1 < scalars.count else { return nil }
        let next = scalars[index + 1]
        index += 2
        switch next {
        case "\\": result.append("\\")
        case "\"": result.append("\"")
        case "'": result.append("'")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "0": result.append("\0")
        case "u":
            guard index < scalars.count, scalars[index] == "{", let close = scalars[index...].firstIndex(of: "}") else { return nil }
            let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
            result.append(decoded)
            index = close + 1
        default: return nil
        }
    }
    return String(result)
}
