import XCTest

@testable import SpecLanguage

/// Additional properties beside known fields (`...: T`), lenient scalars (`lenient: true`),
/// keys answers must hold though the field has a default (`required: true`) and fields that
/// tell nil from null (`clearable: true`).
final class FieldShapeTests: XCTestCase {
    func testAdditionalPropertiesInShortAndLongForm() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Short: { id: String, ...: String }
                      Long:
                        fields: { id: String }
                        additionalProperties: "[String: JSON]"
                      InFields:
                        fields: { id: String, ...: JSON }
                    """))
        XCTAssertEqual(api.model(named: "Short")?.fields.map(\.name), ["id"])
        XCTAssertEqual(api.model(named: "Short")?.additionalProperties, .primitive(.string))
        XCTAssertEqual(api.model(named: "Long")?.additionalProperties, .dictionary(.primitive(.json)))
        XCTAssertEqual(api.model(named: "InFields")?.additionalProperties, .primitive(.json))
    }

    func testAdditionalPropertiesTwiceUnknownOrClashing() {
        assertDiagnostics(
            header + """
                models:
                  Twice:
                    fields: { id: String, ...: String }
                    additionalProperties: Int
                  Unknown: { ...: Strin }
                  Clash: { additionalProperties: String, ...: Int }
                """,
            [
                "t.yaml:6:27: error: model 'Twice' gives the type of additional properties twice: here and as '...' at t.yaml:5:32; keep one",
                "t.yaml:7:19: error: unknown type 'Strin'; did you mean 'String'?",
                "t.yaml:8:47: error: '...' and 'additionalProperties' (t.yaml:8:12) both become the Swift property name 'additionalProperties'; rename one of them",
            ])
    }

    func testLenientIsForScalars() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Charge:
                        amount: { type: Int, lenient: true }
                        refunded: { type: Decimal?, lenient: true }
                        reference: { type: String, lenient: true }
                        captured: { type: Bool, lenient: false }
                    """))
        XCTAssertEqual(api.model(named: "Charge")?.fields.map(\.lenient), [true, true, true, false])
        assertDiagnostics(
            header + """
                models:
                  Charge:
                    ids: { type: "[Int]", lenient: true }
                    at: { type: Date, lenient: yes }
                """,
            [
                "t.yaml:5:36: error: 'lenient' accepts a number sent as text and text sent as a number, for String, number and Bool fields; 'ids' is [Int]",
                "t.yaml:6:32: error: expected true or false for 'lenient', found 'yes'",
            ])
    }

    /// `nullable` says how nil is sent: on a field that is never nil it does nothing, and says so.
    func testNullableOnAFieldThatIsNeverNilIsAWarning() {
        assertDiagnostics(
            header + """
                models:
                  Booking:
                    at: { type: Date, nullable: true }
                    note: { type: String?, nullable: true }
                """,
            ["t.yaml:5:33: warning: 'nullable: true' does nothing for 'at', which is Date and never nil; make it optional ('Date?')"])
    }

    func testRequiredIsForAModelsDefaultedFields() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Token:
                        kind: { type: String, default: hilton, required: true }
                        label: { type: String, default: none, required: false }
                        expires: { type: Date?, required: true }
                    """))
        XCTAssertEqual(api.model(named: "Token")?.fields.map(\.keyRequired), [true, false, true])
        // An optional field's key every object holds, maybe null: nil is sent as null.
        XCTAssertEqual(api.model(named: "Token")?.fields.map(\.nullable), [false, false, true])
        XCTAssertEqual(api.model(named: "Token")?.fields.map(\.isRequired), [false, false, false])
        assertDiagnostics(
            header + """
                models:
                  Token:
                    id: { type: String, required: true }
                    note: { type: String?, default: x, required: true }
                endpoints:
                  tokens:
                    find:
                      get: /tokens
                      query: { kind: { type: String, default: a, required: true } }
                    make:
                      post: /tokens
                      body: { kind: { type: String, default: a, required: true } }
                """,
            [
                "t.yaml:5:35: error: 'required: true' is for a field whose key every object holds: one with a default (a required constant), or an optional one without a default (its key always there, maybe null); 'id' is required already, having no default",
                "t.yaml:6:50: error: 'required: true' is for a field whose key every object holds: one with a default (a required constant), or an optional one without a default (its key always there, maybe null); 'note' is optional with a default",
                "t.yaml:11:60: error: 'required' is for a model's fields (what an answer must hold); the query of 'find' is sent, never decoded",
                "t.yaml:14:59: error: 'required' is for a model's fields (what an answer must hold); the body of 'make' is sent, never decoded",
            ])
    }

    /// `clearable: true` gives a JSON object's optional field a third state, `null`: for a
    /// model's fields and an inline body's, not for a query or a form (no null there), not for
    /// a required field or `JSON?`, nor beside `nullable: true` or a default, which already say
    /// what nil is.
    func testClearableIsForOptionalFieldsOfJSONObjects() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Patch: { name: { type: String?, clearable: true }, due: { type: Date?, clearable: false } }
                    endpoints:
                      patches:
                        edit:
                          patch: /patches
                          body: { note: { type: String?, clearable: true } }
                    """))
        XCTAssertEqual(api.model(named: "Patch")?.fields.map(\.clearable), [true, false])
        XCTAssertEqual(api.model(named: "EditBody")?.fields.map(\.clearable), [true])
        assertDiagnostics(
            header + """
                models:
                  Patch:
                    id: { type: String, clearable: true }
                    note: { type: String?, nullable: true, clearable: true }
                    label: { type: String?, default: x, clearable: true }
                    count: { type: Int?, clearable: true, lenient: true }
                    extra: { type: JSON?, clearable: true }
                endpoints:
                  patches:
                    find:
                      get: /patches
                      query: { kind: { type: String?, clearable: true } }
                """,
            [
                "t.yaml:5:36: error: 'clearable' sends null where the caller says so (`.null`), and leaves the key out for nil: it is for an optional field; 'id' is String",
                "t.yaml:6:55: error: 'clearable' sends null where the caller says so (`.null`), and leaves the key out for nil: 'nullable: true' sends every nil as null; keep one of the two",
                "t.yaml:7:52: error: 'clearable' sends null where the caller says so (`.null`), and leaves the key out for nil: a default would stand in for the key left out; drop one of the two",
                "t.yaml:8:52: error: 'lenient' and 'clearable' do not go together; 'count' keeps 'clearable'",
                "t.yaml:9:38: error: 'clearable' sends null where the caller says so (`.null`), and leaves the key out for nil: a JSON value holds null already (`.null`), so nil and `JSON.null` tell the two apart; 'extra' is JSON?",
                "t.yaml:14:50: error: 'clearable' sends null where the caller says so (`.null`), and leaves the key out for nil: it is for the fields of a model or a JSON body; the query of 'find' cannot carry null",
            ])
    }

    /// The `=` of `Type = default` is found byte by byte in ASCII text and character by character
    /// in other text: both readings agree, and an `=` that a combining mark joins is no `=`.
    func testTheDefaultsEqualsSignOutsideBracketsAndQuotes() {
        func offset(_ text: String) -> Int? {
            FieldLoader.topLevelEquals(in: text).map { text.unicodeScalars.distance(from: text.startIndex, to: $0) }
        }
        XCTAssertEqual(offset("Int = 3"), 4)
        XCTAssertEqual(offset("[String: Int] = {}"), 14)
        XCTAssertEqual(offset("Page<[Int]>? = nil"), 13)
        XCTAssertEqual(offset("String"), nil)
        XCTAssertEqual(offset("\"a=b\""), nil)
        XCTAssertEqual(offset("Café = \"x\""), 5)
        XCTAssertEqual(offset("[Café] = []"), 7)
        XCTAssertEqual(offset("Int =\u{301} 3"), nil)
    }
}
