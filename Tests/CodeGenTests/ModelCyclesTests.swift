import SpecLanguage
import XCTest

@testable import CodeGen

/// Which models contain one another, found once per API: a field is boxed when its model is in
/// its owner's group. A long chain of models that each hold the one before is no cycle, and is
/// found as quickly as a short one.
final class ModelCyclesTests: XCTestCase {
    private func api(_ models: String) throws -> API {
        let result = SpecLoader.load(
            sources: [
                (path: "Shop.yaml", bytes: Array(("api: Shop\nservers: { production: https://shop.example }\nmodels:\n" + models).utf8))
            ])
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        return try XCTUnwrap(result.apis.first)
    }

    func testModelsThatReachEachOtherShareAGroup() throws {
        let cycles = ModelCycles(
            api: try api(
                """
                  Node: { parent: Node?, first: Leaf? }
                  Leaf: { owner: Branch? }
                  Branch: { node: Node?, tags: "[Tag]" }
                  Tag: { name: String }
                  Alone: { tag: Tag? }
                  Link: { alias: Node }

                """))
        XCTAssertTrue(cycles.containEachOther("Node", "Leaf"))
        XCTAssertTrue(cycles.containEachOther("Branch", "Node"))
        XCTAssertTrue(cycles.containEachOther("Node", "Node"))
        XCTAssertFalse(cycles.containEachOther("Tag", "Branch"), "a list is storage of its own")
        XCTAssertFalse(cycles.containEachOther("Alone", "Tag"))
        XCTAssertFalse(cycles.containEachOther("Link", "Node"), "Link reaches Node, not the other way")
    }

    func testALongChainIsNoCycle() throws {
        let length = 3_000
        var models = "  S0: { name: String }\n"
        for index in 1..<length { models += "  S\(index): { before: S\(index - 1)? }\n" }
        let cycles = ModelCycles(api: try api(models))
        XCTAssertFalse(cycles.containEachOther("S\(length - 1)", "S0"))
        XCTAssertTrue(cycles.containEachOther("S7", "S7"))
    }
}
