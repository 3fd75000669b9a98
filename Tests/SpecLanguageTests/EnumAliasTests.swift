import XCTest

@testable import SpecLanguage

/// `Name: { alias: Target }`: another name of an enum, read everywhere as that enum.
final class EnumAliasTests: XCTestCase {
    func testAnAliasTakesItsTargetsCasesWhereverItIsDeclared() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Callback: { alias: Method }
                      Retry:
                        alias: Level
                        description: How hard to retry.
                        deprecated: true
                      Method: [GET, POST]
                      Level: { enum: { low: 1, high: 2 }, unknown: true }
                      Hook:
                        fields:
                          method: { type: Callback, default: POST }
                          retry: { type: Retry?, example: 2 }
                    endpoints:
                      hooks:
                        list: { get: /hooks, query: { method: Callback? }, response: "[Hook]" }
                    """))
        let callback = try XCTUnwrap(api.enumType(named: "Callback"))
        XCTAssertEqual(callback.aliasOf?.name, "Method")
        XCTAssertFalse(callback.isDeclaredHere)
        XCTAssertEqual(callback.cases.map(\.wireValue), ["GET", "POST"])
        XCTAssertEqual(callback.rawKind, .string)
        XCTAssertFalse(callback.allowsUnknown)
        let retry = try XCTUnwrap(api.enumType(named: "Retry"))
        XCTAssertEqual(retry.cases.map(\.name), ["low", "high"])
        XCTAssertEqual(retry.rawKind, .integer)
        XCTAssertTrue(retry.allowsUnknown)
        XCTAssertEqual(retry.description, "How hard to retry.")
        XCTAssertTrue(retry.deprecated)
        XCTAssertTrue(try XCTUnwrap(api.enumType(named: "Method")).isDeclaredHere)
    }

    func testAnAliasNamesAnEnumDeclaredWithItsValues() {
        assertDiagnostics(
            header + """
                models:
                  Method: [GET, POST]
                  Order: { id: String }
                  Choice: { oneOf: [String, Int] }
                  Typo: { alias: Methd }
                  OfModel: { alias: Order }
                  OfUnion: { alias: Choice }
                  OfAlias: { alias: Typo }
                  Generic<T>: { alias: Method }
                  Expression: { alias: "[Method]" }
                  Open: { alias: Method, unknown: true }
                """,
            [
                "t.yaml:7:18: error: alias 'Typo' names 'Methd', which is no enum of this API; did you mean 'Method'?",
                "t.yaml:8:21: error: alias 'OfModel' names 'Order', a model; an alias names an enum",
                "t.yaml:9:21: error: alias 'OfUnion' names 'Choice', a union; an alias names an enum",
                "t.yaml:10:21: error: alias 'OfAlias' names 'Typo', which is itself an alias; name the enum it aliases",
                "t.yaml:11:3: error: alias 'Generic' cannot have generic parameters",
                "t.yaml:12:24: error: 'alias' names an enum: '[Method]' is not a type name",
                "t.yaml:13:26: error: unknown key 'unknown' in alias 'Open': expected one of alias, description, deprecated",
            ])
    }

    func testDefaultsOfAnAliasAreCheckedAgainstItsTargetsValues() {
        assertDiagnostics(
            header + """
                models:
                  Method: [GET, POST]
                  Callback: { alias: Method }
                  Hook: { method: Callback = PUT }
                """,
            "t.yaml:6:30: error: default value for 'method' does not fit its type Callback: 'PUT' is not a value of enum 'Callback' (GET, POST); did you mean 'GET' or 'POST'?"
        )
    }

    func testAnAliasOfNothingIsOneErrorThoughFieldsGiveItValues() {
        assertDiagnostics(
            header + """
                models:
                  Drink: { alias: Tea }
                  Order:
                    fields:
                      drink: { type: Drink, default: water, example: beer }
                    example: { drink: wine }
                """,
            "t.yaml:4:19: error: alias 'Drink' names 'Tea', which is no enum of this API")
    }

    func testAnAliasIsADeclarationOfItsName() {
        assertDiagnostics(
            [
                ("a.yaml", header + "models:\n  Method: [GET, POST]\n  Callback: [x]\n"),
                ("b.yaml", "api: Shop\nmodels:\n  Callback: { alias: Method }\n"),
            ],
            ["b.yaml:3:3: error: duplicate alias 'Callback': already declared as an enum at a.yaml:5:3"])
    }
}
