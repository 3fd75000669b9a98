import XCTest

@testable import SpecLanguage

/// `é` is one scalar (U+00E9) or two (e + U+0301). Swift's `String ==` takes the two spellings
/// for one text; the wire and the Swift compiler's names do not. So wire keys and enum values
/// are compared scalar for scalar, and a name written one way and used the other is an error
/// that shows both.
final class UnicodeSpellingTests: XCTestCase {
    let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"

    func testAGenericParameterUsedInTheOtherSpellingIsAnError() {
        assertDiagnostics(
            header + """
                models:
                  Box<\(composed)>: { value: \(decomposed) }
                """,
            "t.yaml:4:23: error: '\(decomposed)' is written with other Unicode scalars (Cafe\\u{301}) than '\(composed)' (Caf\\u{E9}), "
                + "the generic parameter declared at t.yaml:4:3; Swift compares names scalar for scalar, so write it as it is declared")
    }

    func testAnAliasOfAnEnumInTheOtherSpellingIsAnError() {
        assertDiagnostics(
            header + """
                models:
                  \(composed): [tea, coffee]
                  Drink: { alias: \(decomposed), description: The one error. }
                  Order: { drink: Drink = water }
                """,
            "t.yaml:5:19: error: '\(decomposed)' is written with other Unicode scalars (Cafe\\u{301}) than '\(composed)' (Caf\\u{E9}), "
                + "the enum declared at t.yaml:4:3; Swift compares names scalar for scalar, so write it as it is declared")
    }

    func testATypeUsedInTheOtherSpellingIsAnError() {
        assertDiagnostics(
            header + """
                models:
                  \(composed): { id: Int }
                  Order: { drink: \(decomposed) }
                """,
            "t.yaml:5:19: error: '\(decomposed)' is written with other Unicode scalars (Cafe\\u{301}) than '\(composed)' (Caf\\u{E9}), "
                + "the model declared at t.yaml:4:3; Swift compares names scalar for scalar, so write it as it is declared")
    }

    func testAnEnvelopeModelInTheOtherSpellingIsAnError() {
        assertDiagnostics(
            header + """
                envelope: \(decomposed)
                models:
                  \(composed)<T>: { data: T? }
                """,
            "t.yaml:3:11: error: '\(decomposed)' is written with other Unicode scalars (Cafe\\u{301}) than '\(composed)' (Caf\\u{E9}), "
                + "the model declared at t.yaml:5:3; Swift compares names scalar for scalar, so write it as it is declared")
    }

    func testWireKeysInEachSpellingAreTwoKeys() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Order:
                        fields:
                          composed: { type: String, key: "caf\\u00E9" }
                          decomposed: { type: String, key: "cafe\\u0301" }
                    """))
        let keys = api.models[0].fields.map(\.key)
        XCTAssertEqual(keys.map { Array($0.unicodeScalars) }, [Array("caf\u{E9}".unicodeScalars), Array("cafe\u{301}".unicodeScalars)])
        XCTAssertEqual(Set(keys.map(ExactText.init)).count, 2)
    }

    func testAnOpenEnumKeepsBothSpellingsAndAClosedOneCannot() {
        let enums = """
            models:
              Open:
                enum: { composed: "caf\\u00E9", decomposed: "cafe\\u0301" }
                unknown: true
              Closed:
                enum: { composed: "caf\\u00E9", decomposed: "cafe\\u0301" }
            """
        assertDiagnostics(
            header + enums,
            "t.yaml:8:36: error: value 'cafe\u{301}' of enum 'Closed' is written with other Unicode scalars (cafe\\u{301}) than 'caf\u{E9}' (caf\\u{E9}) (t.yaml:8:13): "
                + "Swift's String comparison takes the two for one, so a closed enum cannot tell them apart; make it open ('unknown: true') or keep one"
        )
    }

    func testADefaultInTheOtherSpellingOfAClosedEnumsValueIsAnError() {
        assertDiagnostics(
            header + """
                models:
                  Drink: ["caf\\u00E9", tea]
                  Order: { drink: { type: Drink, default: "cafe\\u0301" } }
                """,
            "t.yaml:5:43: error: default value for 'drink' does not fit its type Drink: 'cafe\u{301}' is written with other Unicode scalars (cafe\\u{301}) "
                + "than 'caf\u{E9}' (caf\\u{E9}), a value of enum 'Drink'; the wire tells the two apart, so write it as the enum does")
    }
}
