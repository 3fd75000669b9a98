import XCTest

@testable import YAML

/// The `.json` fast path against libyaml: wherever it reads a document, the tree is libyaml's,
/// node for node and mark for mark; wherever it declines, reading still gives libyaml's tree or
/// libyaml's error.
final class JSONReaderTests: XCTestCase {
    func testDocumentsReadTheSameAsWithLibYAML() throws {
        let documents = [
            #"{}"#, #"[]"#, #"{"a": 1}"#, #"{"a":1,"b":[true,false,null]}"#,
            "{\n  \"name\": \"Garden\",\n  \"tags\": [\"x\", \"y\"],\n  \"n\": -0.5e+3\n}\n",
            #"[1, -2, 3.25, 0, 1E9, 2e-2, "s", {"k": {"k": []}}]"#,
            #"{"esc": "a\"b\\c\/d\be\ff\ng\rh\ti\u00e9\u4e2d\u0041"}"#,
            "{\"caf\u{E9}\": \"na\u{EF}ve \u{1F600}\", \"after\": [1]}",
            "{\"a\": 1,\r\n \"b\": 2,\r \"c\": 3}",
            #"{"dup": 1, "dup": 2, "other": 3}"#,
            // Past eight keys duplicates are found by a table; inside a duplicate's value they
            // are reported after it.
            "{" + (0..<10).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + #", "k3": "again", "k10": {"x": 1, "x": [2]}}"#,
            #"{"a": {"b": 1, "b": 2}, "a": {"c": 1, "c": {"d": 1, "d": 2}}, "e": 3}"#,
            #"{"<<": {"a": 1}, "b": 2}"#,
            "{\"edges\": \"\u{A0}\u{D7FF}\u{E000}\u{FEFF}\u{FFFD}\u{10000}\u{10FFFF}\", \"next\": [\"\u{301}e\"]}",
            #"{"empty": "", "nul": "\u0000", "space": " "}"#,
            String(repeating: "[", count: 50) + String(repeating: "]", count: 50),
        ]
        for document in documents {
            try assertSameTree(document)
        }
    }

    func testRandomDocumentsReadTheSameAsWithLibYAML() throws {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<300 {
            try assertSameTree(randomDocument(using: &generator))
        }
    }

    func testWhatItDeclinesIsReadByLibYAMLAsBefore() throws {
        let declined = [
            "{\t\"a\": 1}",  // a tab
            "\u{FEFF}{\"a\": 1}",  // a BOM
            #"{"a": 1,}"#,  // not JSON: libyaml reads it
            #"{"a": 01}"#, #"{"a": +1}"#, #"{"a": .5}"#, #"{"a": tru}"#,
            "{\"a\"\n: 1}",  // the key's `:` on the next line
            "{\"" + String(repeating: "k", count: 1_200) + "\": 1}",  // a key longer than libyaml's simple keys
            #"{"a": "\ud83d"}"#, #"{"a": "\ude00\ud83d"}"#, #"{"a": "\ud83d\u0041"}"#,  // lone surrogates: no character
            "{\"a\": \"\u{85}\u{7F}\"}",  // DEL
            // NEL, LS and PS: line breaks to YAML, folded into spaces and counted as lines.
            "{\"a\": \"x\u{85}y\"}", "{\"a\": \"x\u{2028}y\", \"b\": 1}", "{\"a\": \"x\u{2029}y\", \"b\": 1}",
            #"{"a": 1} x"#, #"{"a": 1"#, "  ", "\"top\"",
        ]
        for text in declined {
            XCTAssertNil(JSONReader.parse(Array(text.utf8), file: "t.json", limits: .init()), text)
            // Reading it still gives what libyaml gives: the same tree, or the same message.
            let read = Result { () throws(YAMLError) in try YAMLReader.read(Array(text.utf8), file: "t.json").map(dump) }
            let libyaml = Result { () throws(YAMLError) in
                try LibYAML.parse(Array(text.utf8), file: "t.json", limits: .init()).root.map(dump)
            }
            switch (read, libyaml) {
            case (.success(let a), .success(let b)): XCTAssertEqual(a, b, text)
            case (.failure(let a), .failure(let b)): XCTAssertEqual(a.description, b.description, text)
            default: XCTFail("one reader failed, the other did not: \(text)")
            }
        }
    }

    /// A character beyond the first plane as JSON escapes it, a pair of surrogates (what
    /// Python's `json.dump` writes by default), is that character. YAML has no such escape:
    /// libyaml refused the whole document.
    func testASurrogatePairIsTheCharacterItStandsFor() throws {
        let text = #"{"a": "rocket \ud83d\ude80!", "b": 1}"#
        let tree = try XCTUnwrap(JSONReader.parse(Array(text.utf8), file: "t.json", limits: .init())?.root)
        XCTAssertEqual(tree.mapping?.first?.value.string, "rocket \u{1F680}!")
        XCTAssertEqual(tree.mapping?.last?.value.mark.column, 36, "columns count the escapes' bytes, as elsewhere")
    }

    func testLimitsAndDuplicatesAreTheTreeBuildersAsWithLibYAML() throws {
        // Too deep: the fast path declines, and libyaml's reading reports it.
        let deep = Array((String(repeating: "[", count: 10) + String(repeating: "]", count: 10)).utf8)
        XCTAssertNil(JSONReader.parse(deep, file: "t.json", limits: .init(maxNodes: 100, maxDepth: 5)))
        XCTAssertThrowsError(try YAMLReader.read(deep, file: "t.json", limits: .init(maxNodes: 100, maxDepth: 5)))
        // A duplicate key is left out and reported, at the same place.
        var duplicates: [YAMLError] = []
        let text = Array("{\n  \"a\": 1,\n  \"a\": 2\n}".utf8)
        _ = try YAMLReader.read(text, file: "t.json", duplicates: &duplicates)
        XCTAssertEqual(duplicates.map(\.description), [#"t.json:3:3: error: duplicate key "a" (first defined at 2:3)"#])
    }

    // MARK: Helpers

    /// Reads `text` both ways and compares the trees, marks included; the fast path must not
    /// decline a document the generator writes.
    private func assertSameTree(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = Array(text.utf8)
        guard let fast = JSONReader.parse(bytes, file: "t.json", limits: .init()) else {
            return XCTFail("declined: \(text)", file: file, line: line)
        }
        let slow = try LibYAML.parse(bytes, file: "t.json", limits: .init())
        XCTAssertEqual(fast.root.map(dump), slow.root.map(dump), text, file: file, line: line)
        XCTAssertEqual(fast.duplicates.map(\.description), slow.duplicates.map(\.description), text, file: file, line: line)
    }

    /// A node as text with everything the tree holds: kind, value, style, tag, weight and mark.
    private func dump(_ node: Node) -> String {
        var out = "\(node.mark)"
        if let tag = node.tag { out += " !\(tag)" }
        out += " w\(node.weight) "
        switch node.kind {
        case .scalar(let scalar):
            out +=
                (scalar.isPlain ? "plain " : "quoted ")
                + scalar.value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ".")
        case .sequence(let items): out += "[" + items.map(dump).joined(separator: ", ") + "]"
        case .mapping(let pairs): out += "{" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
        }
        return out
    }

    private func randomDocument(using generator: inout SeededGenerator) -> String {
        var out = ""
        randomValue(depth: 0, into: &out, using: &generator, collection: true)
        return out
    }

    private func randomValue(depth: Int, into out: inout String, using generator: inout SeededGenerator, collection: Bool = false) {
        let choice = collection ? Int.random(in: 0..<2, using: &generator) : Int.random(in: 0..<(depth > 4 ? 6 : 8), using: &generator)
        switch choice {
        case 0, 6:
            out += "{" + randomSpace(using: &generator)
            let count = Int.random(in: 0..<5, using: &generator)
            for index in 0..<count {
                if index > 0 { out += "," + randomSpace(using: &generator) }
                out += randomString(using: &generator) + randomInlineSpace(using: &generator) + ":" + randomSpace(using: &generator)
                randomValue(depth: depth + 1, into: &out, using: &generator)
                out += randomSpace(using: &generator)
            }
            out += "}"
        case 1, 7:
            out += "[" + randomSpace(using: &generator)
            let count = Int.random(in: 0..<5, using: &generator)
            for index in 0..<count {
                if index > 0 { out += "," + randomSpace(using: &generator) }
                randomValue(depth: depth + 1, into: &out, using: &generator)
                out += randomSpace(using: &generator)
            }
            out += "]"
        case 2: out += randomString(using: &generator)
        case 3: out += ["0", "-1", "42", "3.5", "-0.25e10", "1E-3", "123456789012345678901234567890"].randomElement(using: &generator)!
        case 4: out += ["true", "false", "null"].randomElement(using: &generator)!
        default: out += randomString(using: &generator)
        }
    }

    private func randomString(using generator: inout SeededGenerator) -> String {
        let pieces = [
            "a", "Z", "key", " ", "é", "中", "😀", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u2028", "\\t", "\\u0041", "-", "<<", ":",
            "#", "&a", "*a", "!t", "{", "]", ",", "%", "@", "`", "'",
        ]
        let count = Int.random(in: 0..<6, using: &generator)
        return "\"" + (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined() + "\""
    }

    private func randomSpace(using generator: inout SeededGenerator) -> String {
        ["", " ", "\n", "\n  ", "\r\n ", "  "].randomElement(using: &generator)!
    }

    private func randomInlineSpace(using generator: inout SeededGenerator) -> String {
        ["", " ", "  "].randomElement(using: &generator)!
    }
}

/// SplitMix64: the same documents on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
