import XCTest

@testable import SpecLanguage

/// `extends:` includes another model's fields, before the model's own.
final class CompositionTests: XCTestCase {
    func testFieldsOfBasesComeFirstWithTheirKeysAndDateFormats() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    wire: { keys: snake_case }
                    models:
                      Stamped:
                        dates: epoch-seconds
                        keys: camelCase
                        fields: { createdAt: Date }
                      Summary: { id: String, displayName: String }
                      Full:
                        extends: [Summary, Stamped]
                        fields: { postalCode: String }
                      Fuller:
                        extends: Full
                    """))
        let full = try XCTUnwrap(api.model(named: "Full"))
        XCTAssertEqual(full.fields.map(\.name), ["id", "displayName", "createdAt", "postalCode"])
        XCTAssertEqual(full.fields.map(\.key), ["id", "display_name", "createdAt", "postal_code"])
        XCTAssertEqual(full.fields[2].dateFormat, .epochSeconds)
        XCTAssertEqual(api.model(named: "Fuller")?.fields.map(\.name), ["id", "displayName", "createdAt", "postalCode"])
    }

    func testAdditionalPropertiesAreInheritedUnlessTheModelSaysOtherwise() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Open: { id: String, ...: String }
                      Child: { extends: Open }
                      Own: { extends: Open, additionalProperties: Int }
                    """))
        XCTAssertEqual(api.model(named: "Child")?.additionalProperties, .primitive(.string))
        XCTAssertEqual(api.model(named: "Own")?.additionalProperties, .primitive(.int))
    }

    func testClashesCyclesAndWhatCannotBeExtended() {
        assertDiagnostics(
            header + """
                models:
                  A: { id: String, name: String }
                  B: { name: String }
                  Both: { extends: [A, B] }
                  Again:
                    extends: A
                    fields: { name: String? }
                  Loop1: { extends: Loop2 }
                  Loop2: { extends: Loop1 }
                  Self1: { extends: Self1 }
                  Status: [on, off]
                  Page<T>: { items: "[T]" }
                  Bad: { extends: [Status, Page, Nope, "[A]"] }
                """,
            [
                "t.yaml:6:24: error: model 'Both' extends 'A' and 'B', which both have the field 'name' (t.yaml:4:20 and t.yaml:5:8); extend one, or move the field into a model both extend",
                "t.yaml:9:15: error: field 'name' of 'Again' is already a field of 'A' (t.yaml:4:20), which 'Again' extends; remove it here, or rename one of them",
                "t.yaml:11:21: error: model 'Loop2' extends 'Loop1', which extends 'Loop2' again; a model cannot include its own fields",
                "t.yaml:12:21: error: model 'Self1' cannot extend itself",
                "t.yaml:15:20: error: model 'Bad' extends 'Status', which is an enum; a model extends models, whose fields it includes",
                "t.yaml:15:28: error: model 'Bad' extends the generic model 'Page'; a generic model's fields need type arguments, so extend a model that is not generic",
                "t.yaml:15:34: error: model 'Bad' extends 'Nope', which is not a model of the API",
                "t.yaml:15:40: error: 'extends' names models: '[A]' is not a model name",
            ])
    }

    func testAnExtendingModelsExampleNeedsTheInheritedFields() {
        assertDiagnostics(
            header + """
                models:
                  Summary: { id: String }
                  Full:
                    extends: Summary
                    fields: { note: String }
                    example: { note: hi }
                """,
            "t.yaml:8:14: error: the example of 'Full' lacks the required field 'id' of 'Full'; add it, or make the field optional or give it a default"
        )
    }
}
