import XCTest

@testable import CodeGen
@testable import SpecLanguage

/// A large API's models are spread over `Models.swift` and `Models+<Name>.swift` files, cut
/// where the declarations' names say (`ContextBuilder.modelsFiles`), none larger than
/// `ContextBuilder.defaultSizeLimit.cap` (fields or cases, plus one per declaration), each with
/// its own private key enum; so an edit to one model rewrites only the file that holds it.
final class ModelsSplitTests: XCTestCase {
    /// 60 models of 20 fields (size 21 each) and 30 enums of 3 cases (size 4 each): 1,380 in all.
    /// `extraField` adds a field with a wire key of its own to `Model<extraField>`.
    static func spec(extraField: Int? = nil, models: Int = 60) -> String {
        var lines = ["api: Big", "servers: { production: https://big.example }", "envelope: Wrapper", "models:"]
        lines.append("  Wrapper<T>: { data: T? }")
        for model in 1...models {
            var fields = (1...20).map { "f\($0): String?" }
            if model == extraField { fields.append("trackingCode: String?") }
            lines.append("  Model\(model): { \(fields.joined(separator: ", ")) }")
        }
        for item in 1...30 { lines.append("  Kind\(item): { enum: [a, b, c] }") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The generated models files by name.
    private func modelsFiles(_ spec: String) -> [String: String] {
        generate(spec).files.filter { $0.key.hasPrefix("Big/Models") }
    }

    func testALargeAPIsModelsAreSpreadOverFilesOfBoundedSize() throws {
        let files = modelsFiles(Self.spec())
        XCTAssertGreaterThan(files.count, 1)
        XCTAssertNotNil(files["Big/Models.swift"])

        var declared: [String] = []
        for (name, source) in files {
            XCTAssertTrue(name == "Big/Models.swift" || name.hasPrefix("Big/Models+"), name)
            let structs = declarations("public struct ", in: source)
            let enums = declarations("public enum ", in: source)
            declared += structs + enums
            let size = structs.reduce(0) { total, type in total + (type == "Wrapper" ? 2 : 21) } + enums.count * 4
            XCTAssertLessThanOrEqual(size, ContextBuilder.defaultSizeLimit.cap, name)
            // Each file its own private key enum, of the keys its models use, with a name of its
            // own: `BigCodingKey` in Models.swift, `BigCodingKey_Model52` in Models+Model52.swift.
            let part = name == "Big/Models.swift" ? "" : "_" + name.dropFirst("Big/Models+".count).dropLast(".swift".count)
            XCTAssertEqual(source.components(separatedBy: "private enum BigCodingKey").count - 1, 1, name)
            XCTAssertTrue(source.contains("private enum BigCodingKey\(part): String, CodingKey {"), name)
            if !structs.isEmpty { XCTAssertTrue(source.contains("keyedBy: BigCodingKey\(part).self"), name) }
            if !structs.contains(where: { $0.hasPrefix("Model") }) {
                XCTAssertFalse(source.contains("case f1 = "), name)
            }
            // A file other than the first is named after its first declaration, by name order.
            if name != "Big/Models.swift" {
                let first = (structs + enums).min { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
                XCTAssertEqual(name, "Big/Models+\(first ?? "").swift")
            }
        }
        let expected = ["Wrapper"] + (1...60).map { "Model\($0)" } + (1...30).map { "Kind\($0)" }
        XCTAssertEqual(declared.sorted(), expected.sorted(), "every declaration exactly once")

        // The envelope conformance is written once, beside its model.
        let withEnvelope = files.filter { $0.value.contains("extension Wrapper: ResponseEnvelope {") }
        XCTAssertEqual(withEnvelope.count, 1)
        XCTAssertEqual(withEnvelope.first.map { declarations("public struct ", in: $0.value).contains("Wrapper") }, true)
    }

    /// The point of the split: a field added to one model (with a wire key no other model
    /// uses) rewrites the one file that holds the model, and no other file of the module.
    func testAOneFieldEditRewritesOnlyTheFileOfItsModel() throws {
        let before = generate(Self.spec()).files
        XCTAssertGreaterThan(before.keys.filter { $0.hasPrefix("Big/Models") }.count, 2)
        for edited in [1, 17, 30, 42, 60] {
            let after = generate(Self.spec(extraField: edited)).files
            XCTAssertEqual(Set(after.keys), Set(before.keys), "Model\(edited): no file added or removed")
            let rewritten = after.keys.filter { after[$0] != before[$0] }
            XCTAssertEqual(rewritten.count, 1, "Model\(edited): \(rewritten.sorted())")
            let file = try XCTUnwrap(rewritten.first)
            XCTAssertTrue(file.hasPrefix("Big/Models"), file)
            XCTAssertTrue(declarations("public struct ", in: after[file] ?? "").contains("Model\(edited)"), file)
            XCTAssertTrue(after[file]?.contains("case trackingCode = \"trackingCode\"") == true, "the new key, in that file's enum")
        }
    }

    /// A new model starts a file only where its own name says so: the files before and after it
    /// keep their names and, but for the one it joins or starts, their bytes.
    func testANewModelChangesAtMostTwoFiles() {
        let before = generate(Self.spec(models: 59)).files
        let after = generate(Self.spec(models: 60)).files
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        XCTAssertLessThanOrEqual(changed.count, 2, "\(changed.sorted())")
    }

    func testTheCutsDependOnNamesNotOnSpecOrder() {
        let spec = Self.spec()
        var lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let models = lines.indices.filter { lines[$0].hasPrefix("  Model") }
        let reversed = models.map { lines[$0] }.reversed()
        for (index, line) in zip(models, reversed) { lines[index] = line }
        let reordered = generate(lines.joined(separator: "\n")).files.filter { $0.key.hasPrefix("Big/Models") }
        let original = modelsFiles(spec)
        XCTAssertEqual(Set(reordered.keys), Set(original.keys))
        for (name, source) in original {
            XCTAssertEqual(
                Set(declarations("public struct ", in: reordered[name] ?? "")), Set(declarations("public struct ", in: source)), name)
        }
    }

    func testFileNamesAreDistinctInAnyLetterCase() {
        var taken: Set<String> = []
        XCTAssertEqual(ContextBuilder.fileNamePart("Order", taken: &taken), "Order")
        XCTAssertEqual(ContextBuilder.fileNamePart("ORDER", taken: &taken), "ORDER2")
        XCTAssertEqual(ContextBuilder.fileNamePart("Caf\u{E9}", taken: &taken), "Caf")
        XCTAssertEqual(ContextBuilder.fileNamePart("\u{E9}t\u{E9}", taken: &taken), "t")
        XCTAssertEqual(ContextBuilder.fileNamePart("\u{E9}", taken: &taken), "Models")
    }

    func testTheFlatLayoutKeepsOneModelsFile() throws {
        let output = try Pipeline(templates: builtInTemplates, layout: .flat).run(sources: [
            (path: "Specs/Big.yaml", bytes: Array(Self.spec().utf8))
        ])
        XCTAssertFalse(output.diagnostics.hasErrors, "\(output.diagnostics.sorted)")
        let models = output.files.filter { $0.path.hasPrefix("BigModels") }
        XCTAssertEqual(models.map(\.path), ["BigModels.swift"])
        let source = try XCTUnwrap(models.first?.contents)
        XCTAssertEqual(declarations("public struct ", in: source).count + declarations("public enum ", in: source).count, 91)
        XCTAssertTrue(source.contains("private enum BigCodingKey: String, CodingKey {"))
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
