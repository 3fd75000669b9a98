import XCTest

@testable import SpecLanguage

/// A digit run after a letter (`line1`, `image24`) is one word with `digits: join` (the
/// default) and a word of its own with `digits: split`; without a choice, separated key
/// conventions warn.
final class KeyDigitTests: XCTestCase {
    func testJoinAndSplit() {
        XCTAssertEqual(Naming.wireKey("line1", style: .snakeCase), "line1")
        XCTAssertEqual(Naming.wireKey("line1", style: .snakeCase, digits: .split), "line_1")
        XCTAssertEqual(Naming.wireKey("image24x", style: .kebabCase, digits: .split), "image-24-x")
        XCTAssertEqual(Naming.wireKey("addressLine2", style: .screamingSnakeCase, digits: .split), "ADDRESS_LINE_2")
        XCTAssertEqual(Naming.wireKey("line_1", style: .snakeCase), "line_1")
        XCTAssertEqual(Naming.wireKey("line_1", style: .camelCase, digits: .split), "line1")
    }

    func testAPIAndModelChoose() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    wire: { keys: snake_case, digits: split }
                    models:
                      Address: { line1: String, image24: String? }
                      Legacy:
                        digits: join
                        fields: { line1: String }
                    endpoints:
                      places:
                        find:
                          get: /places
                          query: { line1: String? }
                    """))
        XCTAssertEqual(api.model(named: "Address")?.fields.map(\.key), ["line_1", "image_24"])
        XCTAssertEqual(api.model(named: "Legacy")?.fields.map(\.key), ["line1"])
        XCTAssertEqual(api.endpoints.first?.query.map(\.key), ["line_1"])
    }

    func testAmbiguousKeysWarnWithoutAChoice() {
        assertDiagnostics(
            header + """
                wire: { keys: snake_case }
                models:
                  Address:
                    line1: String
                    line_2: String
                    last4: { type: String, key: last4 }
                  Chosen:
                    digits: split
                    fields: { line1: String }
                endpoints:
                  places:
                    find:
                      get: /places
                      query: { page2: Int? }
                """,
            [
                "t.yaml:6:5: warning: 'line1' is sent as 'line1' under snake_case, but APIs also write 'line_1'; say which with 'key:', or with 'digits: join' or 'digits: split' on the model or in 'wire:'",
                "t.yaml:16:16: warning: 'page2' is sent as 'page2' under snake_case, but APIs also write 'page_2'; say which with 'key:', or with 'digits: join' or 'digits: split' in 'wire:'",
            ])
    }

    func testCamelCaseAndAsIsNeverWarnAndUnknownStylesAreErrors() {
        assertDiagnostics(header + "wire: { keys: camelCase }\nmodels: { A: { line1: String } }\n", [])
        assertDiagnostics(
            header + "wire: { keys: snake_case, digits: spilt }\nmodels: { A: { digits: joined, fields: { x: String } } }\n",
            [
                "t.yaml:3:35: error: unknown digit style 'spilt': expected join (line1 → line1) or split (line1 → line_1); did you mean 'split'?",
                "t.yaml:4:24: error: unknown digit style 'joined': expected join (line1 → line1) or split (line1 → line_1); did you mean 'join'?",
            ])
    }
}
