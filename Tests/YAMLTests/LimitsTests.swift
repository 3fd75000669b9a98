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
