import XCTest

@testable import CodeGen
@testable import SpecLanguage

/// The models of one models file decode and encode through one private `<API>CodingKey` enum of
/// all their wire keys (a large API has one such enum per models file).
final class WireKeysTests: XCTestCase {
    func testOneKeyEnumHoldsEveryWireKeyOnceSortedWithClashingNamesNumbered() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            wire: { keys: snake_case }
            models:
              Order: { createdAt: Date, default: String, stringValue: String, id: Int }
              Note: { id: Int, body: { type: String, key: createdAt } }
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertEqual(
            extract("enum ShopCodingKey", from: models),
            """
            /// The JSON object keys of this file's models: each decodes and encodes its fields through
            /// this enum, so the wire names never depend on a key strategy.
            private enum ShopCodingKey: String, CodingKey {
                case createdAt = "createdAt"
                case createdAt2 = "created_at"
                case `default` = "default"
                case id = "id"
                case stringValue_ = "string_value"

                /// The wire key, as decoding errors name it (shared by the file's models, the enum's own
                /// name would point at the wrong one).
                var description: String { rawValue }
            }
            """)
        XCTAssertTrue(models.contains("self.createdAt = try container.decode(Date.self, forKey: .createdAt2, format: .iso8601)"), models)
        XCTAssertTrue(models.contains("self.body = try container.decodeValue(String.self, forKey: .createdAt)"), models)
        XCTAssertTrue(models.contains("try container.encodeValue(self.default, forKey: .`default`)"), models)
        XCTAssertEqual(models.components(separatedBy: "keyedBy: ShopCodingKey.self").count - 1, 4, "both models, both directions")
        XCTAssertFalse(models.contains("enum CodingKeys"), "no enum per model")
    }

    /// `é` as one scalar and as e + U+0301 are one `String` to Swift's `==`, but two keys on the
    /// wire: each model keeps its own spelling (they were one case, sent with one spelling).
    func testKeysThatDifferOnlyInTheirScalarsAreTwoCases() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            models:
              Composed: { fields: { drink: { type: String, key: "\(composed)" } } }
              Decomposed: { fields: { drink: { type: String, key: "\(decomposed)" } } }
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        let keys = try XCTUnwrap(extract("enum ShopCodingKey", from: models)).components(separatedBy: "\n").filter { $0.contains("case ") }
        XCTAssertEqual(keys.count, 2, keys.joined(separator: "\n"))
        /// The case whose raw value is `key`, scalar for scalar.
        func caseName(for key: String) throws -> String {
            let line = try XCTUnwrap(keys.first { $0.unicodeScalars.reversed().starts(with: "\"\(key)\"".unicodeScalars.reversed()) })
            return try XCTUnwrap(line.split(separator: " ").dropFirst().first.map(String.init))
        }
        let composedCase = try caseName(for: composed)
        let decomposedCase = try caseName(for: decomposed)
        XCTAssertFalse(ExactText.same(composedCase, decomposedCase))
        XCTAssertTrue(try XCTUnwrap(extract("struct Composed", from: models)).contains("forKey: .\(composedCase))"))
        XCTAssertTrue(try XCTUnwrap(extract("struct Decomposed", from: models)).contains("forKey: .\(decomposedCase))"))
    }

    /// References that find a field or path parameter through another spelling of its name
    /// (é as e + U+0301 where the declaration has U+00E9) are written with the declaration's,
    /// the only one the Swift compiler knows.
    func testReferencesInAnotherSpellingUseTheDeclaredOne() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            envelope: { model: Envelope, data: data, message: "\(decomposed)" }
            models:
              Envelope<T>: { data: T?, "\(composed)": String? }
              Page: { items: "[Int]", "\(composed)": Bool }
            endpoints:
              drinks:
                drink: { get: "/drinks/{\(decomposed)}", path: { "\(composed)": Int } }
                pages: { get: /pages, query: { page: Int = 1 }, response: Page, paginate: { page: page, items: items, hasMore: "\(decomposed)" } }
            """)
        XCTAssertFalse(generated.files.isEmpty)
        // Outside doc comments, which quote the path as written.
        for (path, text) in generated.files {
            for line in text.components(separatedBy: "\n") where line.unicodeScalars.contains("\u{301}") && !line.contains("///") {
                XCTFail("\(path) writes a name as e + U+0301: \(line)")
            }
        }
    }

    func testAnAPIWithoutFieldsStillDeclaresAUsableKeyEnum() throws {
        let generated = generate(
            """
            api: Shop
            servers: { production: https://shop.example }
            models:
              Empty: {}
            """)
        let models = try XCTUnwrap(generated.file("Models.swift"))
        XCTAssertTrue(models.contains("private enum ShopCodingKey: String, CodingKey {\n    case _unused\n\n"), models)
        XCTAssertTrue(models.contains("_ = encoder.container(keyedBy: ShopCodingKey.self)"), models)
    }

    func testAModelNamedLikeTheKeyEnumIsAnError() {
        let result = generate([
            "Shop.yaml": """
            api: Shop
            servers: { production: https://shop.example }
            models:
              ShopCodingKey: { id: Int }
            """
        ])
        XCTAssertTrue(
            result.diagnostics.contains { $0.severity == .error && $0.message.contains("ShopCodingKey") }, "\(result.diagnostics)")
    }
}
