import XCTest

@testable import CodeGen
@testable import SpecLanguage

/// A large API's models are spread over `Models.swift`, `Models2.swift`, … so that no file is
/// larger than `ContextBuilder.defaultSizeLimit` (fields or cases, plus one per declaration).
final class ModelsSplitTests: XCTestCase {
    /// 60 models of 20 fields (size 21 each) and 30 enums of 3 cases (size 4 each): 1,380 in all.
    static let spec: String = {
        var lines = ["api: Big", "servers: { production: https://big.example }", "envelope: Wrapper", "models:"]
        lines.append("  Wrapper<T>: { data: T? }")
        for model in 1...60 {
            let fields = (1...20).map { "f\($0): String?" }.joined(separator: ", ")
            lines.append("  Model\(model): { \(fields) }")
        }
        for item in 1...30 { lines.append("  Kind\(item): { enum: [a, b, c] }") }
        return lines.joined(separator: "\n") + "\n"
    }()

    func testALargeAPIsModelsAreSpreadOverFilesOfBoundedSize() throws {
        let generated = generate(Self.spec)
        let names = generated.files.keys.filter { $0.hasPrefix("Big/Models") }.sorted()
        XCTAssertEqual(names, ["Big/Models.swift", "Big/Models2.swift"])

        var declared: [String] = []
        for name in names {
            let source = try XCTUnwrap(generated.files[name])
            let structs = declarations("public struct ", in: source)
            let enums = declarations("public enum ", in: source).filter { $0 != "BigCodingKey" }
            declared += structs + enums
            let size = structs.reduce(0) { total, type in total + (type == "Wrapper" ? 2 : 21) } + enums.count * 4
            XCTAssertLessThanOrEqual(size, ContextBuilder.defaultSizeLimit, name)
        }
        let expected = ["Wrapper"] + (1...60).map { "Model\($0)" } + (1...30).map { "Kind\($0)" }
        XCTAssertEqual(declared.sorted(), expected.sorted(), "every declaration exactly once")

        // The key enum and the envelope conformance are written once, in the first file.
        XCTAssertTrue(try XCTUnwrap(generated.files["Big/Models.swift"]).contains("public enum BigCodingKey: String, CodingKey {"))
        XCTAssertFalse(try XCTUnwrap(generated.files["Big/Models2.swift"]).contains("BigCodingKey: String"))
        XCTAssertTrue(try XCTUnwrap(generated.files["Big/Models.swift"]).contains("extension Wrapper: ResponseEnvelope {"))
        XCTAssertFalse(try XCTUnwrap(generated.files["Big/Models2.swift"]).contains("ResponseEnvelope"))
    }

    func testTheFlatLayoutKeepsOneModelsFile() throws {
        let output = try Pipeline(templates: builtInTemplates, layout: .flat).run(sources: [(path: "Specs/Big.yaml", bytes: Array(Self.spec.utf8))])
        XCTAssertFalse(output.diagnostics.hasErrors, "\(output.diagnostics.sorted)")
        let models = output.files.filter { $0.path.hasPrefix("BigModels") }
        XCTAssertEqual(models.map(\.path), ["BigModels.swift"])
        let source = try XCTUnwrap(models.first?.contents)
        XCTAssertEqual(declarations("public struct ", in: source).count + declarations("public enum ", in: source).count, 92, "with BigCodingKey")
    }

    func testASmallAPIKeepsOneModelsFile() {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            models:
              Order: { id: Int }
            """)
        XCTAssertEqual(generated.files.keys.filter { $0.hasPrefix("Shop/Models") }, ["Shop/Models.swift"])
    }

    /// The names declared by lines starting with `prefix` (`public struct Model1: …` → `Model1`).
    private func declarations(_ prefix: String, in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix) else { return nil }
            return String(line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber })
        }
    }
}
