import Foundation
import XCTest

@testable import SpecLanguage

/// Every spec in the repository's Specs/ folder loads without an error or a warning (a note
/// may say a model's Swift name is not the spec's: KSRCranes's `Task` is `KSRCranesTask`).
final class SpecsFolderTests: XCTestCase {
    static var specsFolder: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // SpecLanguageTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // the package
            .appendingPathComponent("Specs").path
    }

    func testEverySpecLoadsCleanly() throws {
        let result = try SpecLoader.load(directory: Self.specsFolder)
        XCTAssertEqual(result.diagnostics.filter { !$0.isNote }.map(\.description), [])
        // The seed APIs at least; new specs may join them.
        let names = Set(result.apis.map(\.name))
        XCTAssertTrue(
            names.isSuperset(of: ["Duggy", "KSRCranes", "RepairMinder", "ScoreBase", "Splitza"]), "\(names.sorted())")
        for api in result.apis {
            XCTAssertFalse(api.models.isEmpty, api.name)
            XCTAssertFalse(api.endpoints.isEmpty, api.name)
            XCTAssertFalse(api.servers.isEmpty, api.name)
        }
    }

    /// The opening example of docs/spec-language.md is a whole API and must load as written.
    func testTheLanguageReferenceExampleLoads() throws {
        let doc = URL(fileURLWithPath: Self.specsFolder).deletingLastPathComponent()
            .appendingPathComponent("docs/spec-language.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```yaml\n"))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        XCTAssertTrue(example.hasPrefix("# yaml-language-server: $schema=../docs/gen-spec.schema.json"))
        let api = loadClean([("Shop.yaml", example)])
        XCTAssertEqual(api?.endpoints.map(\.name), ["listOrders", "getOrder"])
    }

    /// The schema lists the API names the loader refuses; the two lists must not drift apart.
    func testTheSchemaRefusesTheAPINamesTheLoaderRefuses() throws {
        let url = URL(fileURLWithPath: Self.specsFolder).deletingLastPathComponent().appendingPathComponent("docs/gen-spec.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let api = try XCTUnwrap((schema["properties"] as? [String: Any])?["api"] as? [String: Any])
        let parts = try XCTUnwrap(api["allOf"] as? [[String: Any]])
        let refused = try XCTUnwrap(parts.compactMap { ($0["not"] as? [String: Any])?["enum"] as? [String] }.first)
        XCTAssertEqual(Set(refused), Set(SwiftNames.reservedModules).union(SwiftNames.keywords))
        XCTAssertEqual(parts.compactMap { $0["maxLength"] as? Int }, [FileLoader.maxAPINameBytes])
    }

    func testDuggyMergesItsTwoFiles() throws {
        let result = try SpecLoader.load(directory: Self.specsFolder)
        let duggy = try XCTUnwrap(result.apis.first { $0.name == "Duggy" })
        XCTAssertEqual(
            duggy.files.map { URL(fileURLWithPath: $0).lastPathComponent },
            ["Duggy.endpoints.yaml", "Duggy.models.yaml"])
        XCTAssertEqual(duggy.keyStyle, .snakeCase)
        // Set in the endpoints file, applied to the models file.
        XCTAssertEqual(duggy.model(named: "UserDTO")?.fields.first { $0.name == "firstName" }?.key, "first_name")
        XCTAssertEqual(duggy.model(named: "ClubDTO")?.fields.first { $0.name == "logoURL" }?.key, "logo_url")
    }

    func testSeedEnvelopesResolve() throws {
        let result = try SpecLoader.load(directory: Self.specsFolder)
        let repairMinder = try XCTUnwrap(result.apis.first { $0.name == "RepairMinder" })
        XCTAssertEqual(repairMinder.envelope?.successField, "success")
        XCTAssertEqual(repairMinder.envelope?.messageFields, ["error", "message"])
        let scoreBase = try XCTUnwrap(result.apis.first { $0.name == "ScoreBase" })
        XCTAssertEqual(scoreBase.envelope?.requestIdField, "requestId")
        XCTAssertEqual(scoreBase.errorBody?.messagePaths, [["error", "message"]])
        XCTAssertEqual(scoreBase.errorBody?.requestIdPath, ["error", "requestId"])
    }
}
