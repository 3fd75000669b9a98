import XCTest
import YAML

/// Hostile input: exploding aliases and very deep nesting must fail fast, in bounded memory and stack.
final class LimitsTests: XCTestCase {
    func testDeepFlowNestingIsRejected() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        assertError(text, "t.yaml:1:257: error: collections nested more than 256 levels deep")
    }

    func testDeepBlockNestingIsRejected() {
        // "- - - x" nests block sequences without growing the file quadratically.
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        assertError(text, "t.yaml:1:513: error: collections nested more than 256 levels deep")
    }

    func testDeepFlowMappingsAreRejected() {
        let text = String(repeating: "{a: ", count: 100_000)
        assertError(text, "t.yaml:1:1025: error: collections nested more than 256 levels deep")
    }
}

extension LimitsTests {
    /// libyaml itself takes minutes (quadratic, no recursion) on 100,000 open flow levels; the
    /// builder must stop at the limit long before, which this asserts indirectly by finishing.
    func testNestingAtTheLimitIsAccepted() throws {
        let text = String(repeating: "[", count: 256) + "x" + String(repeating: "]", count: 256)
        var node = try XCTUnwrap(parse(text))
        var depth = 0
        while let items = node.sequence {
            depth += 1
            node = items[0]
        }
        XCTAssertEqual(depth, 256)
        XCTAssertEqual(node.string, "x")
    }

    func testAliasesCannotNestBeyondTheLimit() {
        // Each alias is 200 levels deep; putting one inside 100 more levels would exceed 256.
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let text = "a: &deep \(deep)\nb: " + String(repeating: "[", count: 99) + "*deep" + String(repeating: "]", count: 99)
        assertError(text, "t.yaml:2:103: error: alias *deep nests collections more than 256 levels deep")
    }

    func testBillionLaughsFailsFastNamingTheAlias() {
        // Ten levels of ten aliases: 10^10 nodes if expanded. Storage is shared, so only the count grows.
        var text = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "l\(level): &l\(level) [\(refs)]\n"
        }
        // l0...l5 weigh 11, 111, ..., 1,111,111 (about 1.25 million together): the first *l5 on line 7
        // adds 1,111,111 more and passes the limit.
        assertError(text, "t.yaml:7:10: error: alias *l5 expands the document past 2,000,000 nodes (aliases nested too deeply?)")
    }

    func testWeightCountsExpandedAliases() throws {
        let node = try XCTUnwrap(parse("a: &a [1, 2, 3]\nb: [*a, *a]\n"))
        XCTAssertEqual(node["a"]?.weight, 4)
        XCTAssertEqual(node["b"]?.weight, 9)
        XCTAssertEqual(node.weight, 1 + 1 + 4 + 1 + 9)
    }

    func testLimitsCanBeChanged() {
        let limits = YAMLReader.Limits(maxNodes: 5, maxDepth: 2)
        assertError("[[[x]]]", "t.yaml:1:3: error: collections nested more than 2 levels deep", limits: limits)
        assertError("[a, b, c, d, e]", "t.yaml:1:14: error: the document has more than 5 nodes", limits: limits)
    }
}
