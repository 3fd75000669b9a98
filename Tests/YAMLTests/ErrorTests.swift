import XCTest
import YAML

/// Every error is a YAMLError at the right position with a plain-words message.
final class ErrorTests: XCTestCase {
    func testDescriptionFormat() {
        let error = YAMLError(mark: Mark(file: "specs/api.yaml", line: 3, column: 7), message: "boom")
        XCTAssertEqual(error.description, "specs/api.yaml:3:7: error: boom")
    }

    func testDuplicateKeyInBlockMapping() {
        assertError("name: a\nsize: 1\nname: b\n", "t.yaml:3:1: error: duplicate key \"name\" (first defined at 1:1)")
    }

    func testDuplicateKeyInFlowMapping() {
        assertError("m: {a: 1, b: 2, a: 3}\n", "t.yaml:1:17: error: duplicate key \"a\" (first defined at 1:5)")
    }

    func testQuotedAndPlainKeysClash() {
        assertError("\"a\": 1\na: 2\n", "t.yaml:2:1: error: duplicate key \"a\" (first defined at 1:1)")
    }

    func testDuplicateKeyInALargeMapping() {
        // Past the linear-scan size the check switches to a hash table; same message.
        let keys = (1...40).map { "k\($0): \($0)\n" }.joined()
        assertError(keys + "k7: again\n", "t.yaml:41:1: error: duplicate key \"k7\" (first defined at 7:1)")
    }

    func testDuplicateKeysAreLeftOutAndTheRestStillReads() throws {
        let text = "a: 1\nb: { x: 1, x: [2, 3], y: 4 }\na: { deep: 5 }\n<<: { m: 6 }\n<<: { n: 7 }\nc: 8\n"
        var duplicates: [YAMLError] = []
        let root = try XCTUnwrap(YAMLReader.read(Array(text.utf8), file: "t.yaml", duplicates: &duplicates))
        XCTAssertEqual(
            duplicates.map(\.description),
            [
                "t.yaml:2:12: error: duplicate key \"x\" (first defined at 2:6)",
                "t.yaml:3:1: error: duplicate key \"a\" (first defined at 1:1)",
                "t.yaml:5:1: error: duplicate key \"<<\" (first defined at 4:1)",
            ])
        // The first of each wins; the duplicates' values (a list, a mapping) are gone with them.
        func value(_ node: Node?, _ key: String) -> Node? { node?.mapping?.first { $0.key.string == key }?.value }
        XCTAssertEqual(root.mapping?.compactMap(\.key.string), ["a", "b", "m", "c"])
        XCTAssertEqual(value(root, "a")?.string, "1")
        XCTAssertEqual(value(root, "b")?.mapping?.compactMap(\.key.string), ["x", "y"])
        XCTAssertEqual(value(value(root, "b"), "x")?.string, "1")
        XCTAssertEqual(value(root, "c")?.string, "8")
        // The plain reader still stops at the first.
        assertError(text, "t.yaml:2:12: error: duplicate key \"x\" (first defined at 2:6)")
    }

    func testDuplicateCollectionKey() {
        assertError(
            "? {a: 1, b: 2}\n: x\n? {b: 2, a: 1}\n: y\n",
            "t.yaml:3:3: error: duplicate key {\"a\": \"1\", \"b\": \"2\"} (first defined at 1:3)")
    }

    func testSyntaxErrors() {
        assertError(
            "a: b: c\n",
            "t.yaml:1:5: error: unexpected ':'; put the value in quotes if it contains ': ', "
                + "or start a nested mapping on its own line")
        assertError(
            "m:\n  id: String\n   title: String\n",
            "t.yaml:3:9: error: unexpected ':'; this line is indented further than the "
                + "'key: value' line above, so YAML reads it as more of that value: indent it as much as that line if it is a key of its own, or quote the value if it goes on over lines"
        )
        assertError(
            "m:\n  id: String\n\n     title: String\n",
            "t.yaml:4:11: error: unexpected ':'; this line is indented further than the "
                + "'key: value' line above, so YAML reads it as more of that value: indent it as much as that line if it is a key of its own, or quote the value if it goes on over lines"
        )
        assertError(
            "a: 1\n- b\n",
            "t.yaml:2:1: error: found a '- ' list item where a key of the mapping at 1:1 "
                + "was expected (check the indentation)")
        assertError(
            "- a\nb: c\n",
            "t.yaml:2:1: error: found 'b' where a '- ' item of the list at 1:1 "
                + "was expected (check the indentation)")
        // The whole key, not its first letter.
        assertError(
            "m:\n  n:\n    id: 1\n   rate: 2\n",
            "t.yaml:4:4: error: found 'rate' where a key of the mapping at 2:3 was expected (check the indentation)")
        assertError("a: 1\nb\nc: 2\n", "t.yaml:2:1: error: expected ':' after this key (a plain value cannot span lines here)")
        assertError("a: - b\n", "t.yaml:1:4: error: a '- ' list item cannot start here; put the list on its own indented lines")
        assertError(
            "m:\n  tags: [String]?\n", "t.yaml:2:17: error: YAML reads [String] as a list, then '?'; quote the value: \"[String]?\"")
        assertError(
            "m:\n  tags: [String]? = []  # the tags\n",
            "t.yaml:2:17: error: YAML reads [String] as a list, then '?'; quote the value: \"[String]? = []\"")
        assertError(
            "m:\n  counts: [String: Int]?\n",
            "t.yaml:2:24: error: YAML reads [String: Int] as a list, then '?'; quote the value: \"[String: Int]?\"")
        assertError(
            "m:\n  counts: {String: Int}?\n",
            "t.yaml:2:24: error: YAML reads {String: Int} as a mapping, then '?'; a dictionary type is written in brackets, and quoted: \"[String: Int]?\""
        )
        assertError(
            "m:\n  tags: \"[String]\" = []  # the tags\n",
            "t.yaml:2:20: error: found '=' after the quoted value \"[String]\"; quote the whole value: \"[String] = []\"")
        assertError(
            "m:\n  n: 'it''s' = 3\n", "t.yaml:2:14: error: found '=' where a key of the mapping at 2:3 was expected (check the indentation)"
        )
        assertError(
            "m:\n  n: \"a\" \"b\"\n",
            "t.yaml:2:10: error: found '\"' where a key of the mapping at 2:3 was expected (check the indentation)")
        assertError(
            "m:\n  n: 'Int?' = 3\n", "t.yaml:2:13: error: found '=' after the quoted value 'Int?'; quote the whole value: 'Int? = 3'")
        assertError("a: [b, c\n", "t.yaml:1:4: error: this list is never closed with ']'")
        assertError("a: {b: 1 c: 2}\n", "t.yaml:1:11: error: expected ',' or '}' to continue the mapping that starts at 1:4")
        assertError("a: \"open\n", "t.yaml:1:4: error: this quoted string is never closed")
        assertError("a: \"\\q\"\n", "t.yaml:1:5: error: unknown escape sequence '\\q' in a double-quoted string")
        assertError("a: @b\n", "t.yaml:1:4: error: '@' cannot start a value; put the value in quotes")
        assertError("- [\n", "t.yaml:2:1: error: found the end of the file where a value was expected")
        assertError("!x!y a\n", "t.yaml:1:1: error: undefined tag handle; declare it with a %TAG directive first")
    }

    /// The hints read the line around an error; a ` #`, bracket or colon inside quotes is text
    /// there, not a comment or YAML's own (these used to stop the process with an index out of
    /// range, or cut a suggestion short).
    func testHintsReadQuotedTextAsText() {
        assertError("models:\n  Order: { note: \"String #1\" }?\n", "t.yaml:2:31: error: a '? ' key cannot start here")
        assertError("{\" #\"}?", "t.yaml:1:7: error: a '? ' key cannot start here")
        assertError(
            "m:\n  tags: [String]? = ['a #1']  # the tags\n",
            "t.yaml:2:17: error: YAML reads [String] as a list, then '?'; quote the value: \"[String]? = ['a #1']\"")
        assertError("m:\n  tags: { a: \"x]\" }?\n", "t.yaml:2:20: error: a '? ' key cannot start here")
        assertError(
            "m:\n  n: \"Int # x\" = 3  # n\n",
            "t.yaml:2:16: error: found '=' after the quoted value \"Int # x\"; quote the whole value: \"Int # x = 3\"")
        // A quote inside a plain scalar starts nothing: the line above is the pair `x 'a`: `b'`.
        assertError(
            "k:\n  x 'a: b'\n   y: 1\n",
            "t.yaml:3:5: error: unexpected ':'; this line is indented further than the "
                + "'key: value' line above, so YAML reads it as more of that value: indent it as much as that line if it is a key of its own, or quote the value if it goes on over lines"
        )
    }

    /// Short lines of the characters YAML gives meaning to, in every arrangement a seeded
    /// generator makes: each read ends in a node or an error, never a trap.
    func testShortRandomInputsNeverTrap() {
        let alphabet: [String] = [
            "{", "}", "[", "]", "\"", "'", "#", "?", ":", ",", "-", "=", "\\", " ", " ", "\n", "a", "e\u{301}", "\t", "|", "&", "*", "!",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let text = (0..<(1 + next(12))).map { _ in alphabet[next(alphabet.count)] }.joined()
            _ = try? parse(text)
        }
    }

    func testTabsUsedForIndentation() {
        assertError("a:\n\tb: 1\n", "t.yaml:2:1: error: tabs cannot be used for indentation; use spaces")
        assertError("a:\n  \tb: 1\n", "t.yaml:2:3: error: tabs cannot be used for indentation; use spaces")
        assertError("a: |\n  x\n\ty\n", "t.yaml:3:1: error: tabs cannot be used for indentation; use spaces")
    }

    func testInvalidUTF8() {
        assertError(
            [0x61, 0x3A, 0x20, 0x62, 0x0A, 0x63, 0x3A, 0x20, 0xC3, 0x28],
            "t.yaml:2:4: error: the file is not valid UTF-8 (byte 0xC3 here); save it as UTF-8 text")
        assertError(
            [0x61, 0x0A, 0x62, 0xE2, 0x82],
            "t.yaml:2:2: error: the file is not valid UTF-8: it ends in the middle of a character")
        assertError(
            [0x61, 0x0A, 0x62, 0xE2, 0x82, 0xC3, 0xA9],  // a lead byte where a continuation byte belongs
            "t.yaml:2:2: error: the file is not valid UTF-8 (byte 0xE2 here); save it as UTF-8 text")
    }

    func testNulByte() {
        assertError([0x61, 0x3A, 0x20, 0x00, 0x0A], "t.yaml:1:4: error: NUL byte in the file; YAML must be text (is this a binary file?)")
    }

    func testBinaryGarbage() {
        assertError(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00],
            "t.yaml:1:1: error: the file is not valid UTF-8 (byte 0x89 here); save it as UTF-8 text")
        assertError(
            [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00],
            "t.yaml:1:7: error: control character U+0001 is not allowed in YAML (is this a binary file?)")
        assertError([0xFF, 0xFE, 0x61, 0x00], "t.yaml:1:1: error: the file is UTF-16 encoded; save it as UTF-8")
    }

    func testSecondDocumentIsRejected() {
        assertError("a: 1\n---\nb: 2\n", "t.yaml:2:1: error: a second YAML document starts here; a file may hold only one")
        assertError("--- a\n--- b\n", "t.yaml:2:1: error: a second YAML document starts here; a file may hold only one")
        assertError("--- a\n...\nb\n", "t.yaml:3:1: error: unexpected content after the end of the document (check the indentation)")
    }

    func testYAMLVersions() throws {
        XCTAssertEqual(try parse("%YAML 1.2\n--- a\n")?.string, "a")
        XCTAssertEqual(try parse("%YAML 1.1\n--- a\n")?.string, "a")
        assertError("%YAML 2.0\n--- a\n", "t.yaml:1:1: error: unsupported YAML version '2.0' in %YAML; only 1.1 and 1.2 are supported")
        assertError("%YAML 1.3\n--- a\n", "t.yaml:1:1: error: unsupported YAML version '1.3' in %YAML; only 1.1 and 1.2 are supported")
        assertError("%YAML 1.2\na\n", "t.yaml:2:1: error: expected '---' here: a document with directives must start with '---'")
    }

    func testUndefinedAlias() {
        assertError("a: 1\nb: *nope\n", "t.yaml:2:4: error: undefined alias *nope")
    }

    func testRecursiveAlias() {
        assertError("a: &r\n  b: [1, *r]\n", "t.yaml:2:10: error: recursive alias *r: it refers to a collection that contains it")
    }

    func testReadContentsOf() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("yaml-tests-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("spec.yaml").path
        try Data("x: 1\ny: *z\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try YAMLReader.read(contentsOf: path)) { error in
            XCTAssertEqual((error as? YAMLError)?.description, "\(path):2:4: error: undefined alias *z")
        }
        try Data("x: 1\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try YAMLReader.read(contentsOf: path)?["x"]?.mark.file, path)
    }

    func testReadContentsOfMissingFile() {
        XCTAssertThrowsError(try YAMLReader.read(contentsOf: "no/such.yaml")) { error in
            XCTAssertEqual(
                (error as? YAMLError)?.description,
                "no/such.yaml:1:1: error: cannot read the file: No such file or directory")
        }
    }
}
