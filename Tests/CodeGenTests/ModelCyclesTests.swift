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
        XCTAssertFalse(cycles.containEachOther("S7", "S6"))
    }

    /// On random models, the groups say what walking down from each field's model says: it
    /// reaches the model the field is in (the walk `leadsBack` made before).
    func testGroupsAgreeWithWalkingDownEachField() throws {
        // Seeded: the same models every run.
        struct Seeded: RandomNumberGenerator {
            var state: UInt64
            mutating func next() -> UInt64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return state
            }
        }
        var generator = Seeded(state: 2026)
        for _ in 0..<20 {
            let count = Int.random(in: 2...12, using: &generator)
            var targets: [[Int]] = []
            var models = ""
            for index in 0..<count {
                let fields = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Int.random(in: 0..<count, using: &generator) }
                targets.append(fields)
                let list = fields.enumerated().map { "f\($0.offset): M\($0.element)?" } + ["id: Int"]
                models += "  M\(index): { \(list.joined(separator: ", ")) }\n"
            }
            let cycles = ModelCycles(api: try api(models))
            func reaches(_ from: Int, _ goal: Int) -> Bool {
                var seen: Set<Int> = []
                var stack = [from]
                while let next = stack.popLast() {
                    if next == goal { return true }
                    if seen.insert(next).inserted { stack += targets[next] }
                }
                return false
            }
            for (owner, fields) in targets.enumerated() {
                for target in fields {
                    XCTAssertEqual(cycles.containEachOther("M\(target)", "M\(owner)"), reaches(target, owner), models)
                }
            }
        }
    }
}
