import XCTest
import YAML

/// The tree: order, marks, scalars, tags, anchors, aliases and merge keys.
final class TreeTests: XCTestCase {
    func testEmptyAndCommentOnlyFilesHoldNoDocument() throws {
        XCTAssertNil(try YAMLReader.read([], file: "t.yaml"))
        XCTAssertNil(try parse("# just a comment\n\n   # another\n"))
        XCTAssertNil(try parse("  \n\n"))
        XCTAssertNil(try parse("\u{FEFF}# BOM then a comment\n"))
    }

    func testMarksOfOneFileAreEqualHowEverMadeAndOrderByFileFirst() throws {
        // A mark holds its file by a shared name: marks made apart, or read from a tree, still
        // compare and hash by the path's text.
        let path = "Specs/" + ["Shop", "yaml"].joined(separator: ".")
        let made = Mark(file: path, line: 3, column: 7)
        let again = Mark(file: "Specs/Shop.yaml", line: 3, column: 7)
        XCTAssertEqual(made, again)
        XCTAssertEqual(Set([made, again]).count, 1)
        XCTAssertEqual(made.file, "Specs/Shop.yaml")
        XCTAssertEqual(made.description, "Specs/Shop.yaml:3:7")
        XCTAssertNotEqual(made, Mark(file: "Specs/Shop.yml", line: 3, column: 7))
        // Two spellings of one name are two files, as the file system sees them.
        let composed = Mark(file: "Caf\u{E9}.yaml", line: 1, column: 1)
        let decomposed = Mark(file: "Cafe\u{301}.yaml", line: 1, column: 1)
        XCTAssertNotEqual(composed, decomposed)
        // And `<` agrees: exactly one of them comes first.
        XCTAssertNotEqual(composed < decomposed, decomposed < composed)
        XCTAssertEqual(Array(decomposed.file.utf8), Array("Cafe\u{301}.yaml".utf8))
        XCTAssertNotEqual(made, Mark(file: path, line: 3, column: 8))
        XCTAssertLessThan(Mark(file: "a.yaml", line: 9, column: 9), Mark(file: "b.yaml", line: 1, column: 1))
        XCTAssertLessThan(Mark(file: "b.yaml", line: 1, column: 9), Mark(file: "b.yaml", line: 2, column: 1))
        let node = try XCTUnwrap(YAMLReader.read(Array("a: 1\n".utf8), file: path))
        XCTAssertEqual(node["a"]?.mark, Mark(file: "Specs/Shop.yaml", line: 1, column: 4))
    }

    func testExplicitEmptyDocumentIsANullScalar() throws {
        let node = try XCTUnwrap(parse("---\n"))
        XCTAssertTrue(node.isNull)
    }

    func testMappingKeepsSourceOrderAndMarks() throws {
        let node = try XCTUnwrap(parse("zeta: 1\nalpha: two\nmid:\n  - x\n  - {k: v}\n"))
        XCTAssertEqual(node.keys, ["zeta", "alpha", "mid"])
        XCTAssertEqual(node.at, "1:1")
        XCTAssertEqual(node.mark, Mark(file: "t.yaml", line: 1, column: 1))
        XCTAssertEqual(node.mapping?[1].key.at, "2:1")
        XCTAssertEqual(node["alpha"]?.at, "2:8")
        let list = try XCTUnwrap(node["mid"])
        XCTAssertEqual(list.at, "4:3")  // a collection's mark is where it starts
        XCTAssertEqual(list.sequence?[1].at, "5:5")
        XCTAssertEqual(list.sequence?[1]["k"]?.at, "5:9")
    }

    func testScalarStylesAndValues() throws {
        let node = try XCTUnwrap(parse("plain: 200\nquoted: '200'\ndouble: \"a\\tb\"\nblock: |\n  line1\n  line2\nempty:\n"))
        XCTAssertEqual(node["plain"]?.scalar, Node.Scalar(value: "200", isPlain: true))
        XCTAssertEqual(node["quoted"]?.scalar, Node.Scalar(value: "200", isPlain: false))
        XCTAssertEqual(node["double"]?.string, "a\tb")
        XCTAssertEqual(node["block"]?.scalar, Node.Scalar(value: "line1\nline2\n", isPlain: false))
        XCTAssertEqual(node["empty"]?.isNull, true)
    }

    func testEmbeddedNulIsKept() throws {
        let node = try XCTUnwrap(parse("x: \"a\\0b\"\n"))
        XCTAssertEqual(node["x"]?.string, "a\u{0}b")
        XCTAssertEqual(node["x"]?.string?.unicodeScalars.count, 3)
    }

    func testColumnsCountCodePoints() throws {
        let node = try XCTUnwrap(parse("éé: x\n😀: y\n"))
        XCTAssertEqual(node["éé"]?.at, "1:5")
        XCTAssertEqual(node["😀"]?.at, "2:4")
        assertError("éé: 1\nüü: *nope\n", "t.yaml:2:5: error: undefined alias *nope")
    }

    func testExplicitTagsAreExpanded() throws {
        let node = try XCTUnwrap(parse("a: !!str 12\nb: !custom x\nc: !<tag:example.com,2000:y> z\nd: plain\ne: !!map {k: v}\n"))
        XCTAssertEqual(node["a"]?.tag, "tag:yaml.org,2002:str")
        XCTAssertEqual(node["b"]?.tag, "!custom")
        XCTAssertEqual(node["c"]?.tag, "tag:example.com,2000:y")
        XCTAssertNil(node["d"]?.tag)
        XCTAssertEqual(node["e"]?.tag, "tag:yaml.org,2002:map")
    }

    func testAliasYieldsTheAnchoredValue() throws {
        let node = try XCTUnwrap(parse("base: &b {x: 1, y: [2, 3]}\nuse: *b\nname: &n hello\nagain: *n\n"))
        let base = try XCTUnwrap(node["base"])
        let use = try XCTUnwrap(node["use"])
        XCTAssertEqual(use.keys, ["x", "y"])
        XCTAssertEqual(use.mark, base.mark)  // the same value, marks included
        XCTAssertEqual(use.at, "1:7")  // an anchored collection starts at its anchor
        XCTAssertEqual(node["again"]?.string, "hello")
        XCTAssertEqual(node["again"]?.at, "3:7")
    }

    func testAnAnchorCanBeRedefined() throws {
        let node = try XCTUnwrap(parse("a: &x 1\nb: *x\nc: &x 2\nd: *x\ne: &x [&x 3, *x]\nf: *x\n"))
        XCTAssertEqual(node["b"]?.string, "1")
        XCTAssertEqual(node["d"]?.string, "2")
        XCTAssertEqual(node["e"]?.sequence?.map { $0.string }, ["3", "3"])  // the newest definition wins
        XCTAssertEqual(node["f"]?.string, "3")
    }

    func testMergeKeyWithOneAlias() throws {
        let node = try XCTUnwrap(parse("base: &b {x: 1, y: 2}\nderived:\n  <<: *b\n  y: 3\n  z: 4\n"))
        let derived = try XCTUnwrap(node["derived"])
        XCTAssertEqual(derived.keys, ["x", "y", "z"])  // merged keys take the place of <<
        XCTAssertEqual(derived["y"]?.string, "3")  // explicit keys win, even after the merge
        XCTAssertEqual(derived["y"]?.at, "4:6")
        XCTAssertEqual(derived.weight, 1 + 6)
    }

    func testMergeKeyWithAListOfAliases() throws {
        let text = "a: &a {x: a, y: a}\nb: &b {y: b, z: b}\nc:\n  w: c\n  <<: [*a, *b]\n  x: c\n"
        let c = try XCTUnwrap(parse(text)?["c"])
        XCTAssertEqual(c.keys, ["w", "y", "z", "x"])
        XCTAssertEqual(c["x"]?.string, "c")
        XCTAssertEqual(c["y"]?.string, "a")  // the first mapping listed wins
        XCTAssertEqual(c["z"]?.string, "b")
    }

    func testMergeInFlowMappingAndQuotedKeyIsOrdinary() throws {
        let node = try XCTUnwrap(parse("a: &a {x: 1}\nb: {<<: *a, y: 2}\nc: {\"<<\": *a}\n"))
        XCTAssertEqual(node["b"]?.keys, ["x", "y"])
        XCTAssertEqual(node["c"]?.keys, ["<<"])
    }

    func testMergeValueMustBeMappings() {
        assertError(
            "a: 1\nb:\n  <<: *x\n", "t.yaml:3:7: error: undefined alias *x")
        assertError(
            "s: &s [1]\nb:\n  <<: *s\n",
            "t.yaml:3:3: error: merge key << needs a mapping or a list of mappings (like *base or [*a, *b]), not a sequence")
        assertError(
            "b:\n  <<: text\n",
            "t.yaml:2:3: error: merge key << needs a mapping or a list of mappings (like *base or [*a, *b]), not a scalar")
    }

    func testMergedKeysAreNotDuplicatesButTwoMergeKeysAre() {
        assertError("a: &a {x: 1}\nb: {<<: *a, <<: *a}\n", "t.yaml:2:13: error: duplicate key \"<<\" (first defined at 2:5)")
    }

    func testComplexKeys() throws {
        let node = try XCTUnwrap(parse("? [a, b]\n: 1\n? {k: v}\n: 2\n"))
        XCTAssertEqual(node.mapping?.count, 2)
        XCTAssertEqual(node.mapping?[0].key.sequence?.count, 2)
    }
}
