import XCTest

@testable import SpecLanguage

/// Enums whose wire values are plain YAML numbers are Int or Double enums.
final class NumberEnumTests: XCTestCase {
    func testRawKindFollowsTheValues() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Status: { enum: { active: 0, suspended: 1, closed: +2 } }
                      Rate: { enum: { standard: 2.90, reduced: 1.5, waived: 0 }, unknown: true }
                      Codes: { enum: { one: "1", two: "2" } }
                      Mixed: { enum: { one: 1, other: x } }
                    """))
        XCTAssertEqual(api.enumType(named: "Status")?.rawKind, .integer)
        XCTAssertEqual(api.enumType(named: "Status")?.cases.map(\.wireValue), ["0", "1", "2"])
        XCTAssertEqual(api.enumType(named: "Rate")?.rawKind, .number)
        XCTAssertEqual(api.enumType(named: "Rate")?.cases.map(\.wireValue), ["2.9", "1.5", "0.0"])
        XCTAssertEqual(api.enumType(named: "Codes")?.rawKind, .string)
        XCTAssertEqual(api.enumType(named: "Mixed")?.rawKind, .string)
    }

    func testDefaultsAndExamplesNameCasesByValueOrName() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Status: { enum: { active: 0, closed: 2 } }
                      Rate: { enum: { standard: 2.9 }, unknown: true }
                      Account:
                        fields:
                          status: Status = 2
                          other: Status = active
                          rate: { type: Rate, default: 2.90 }
                        example: { rate: 7.5 }
                    """))
        XCTAssertEqual(api.model(named: "Account")?.fields.count, 3)
    }

    func testNumberListsNeedNamesAndValuesMustFit() {
        assertDiagnostics(
            header + """
                models:
                  Status: [0, 1, 2]
                  Level: { enum: { low: 1, high: 2 }, unknown: true }
                  Holder:
                    fields:
                      status: { type: Level, default: medium }
                      other: { type: Level?, example: loud }
                """,
            [
                "t.yaml:4:11: error: the values of enum 'Status' are numbers, which make no Swift case names; name each case: enum: { value0: 0, value1: 1 }, or quote the values for a String enum",
                "t.yaml:8:39: error: default value for 'status' does not fit its type Level: 'medium' is not a value of enum 'Level' (1, 2)",
                "t.yaml:9:39: error: the example of field 'other' does not fit its type Level: 'loud' is not a value of enum 'Level', whose values are numbers",
            ])
    }

    /// -0.0 and 0.0 are two raw values to Swift but one to `==`, so `init(rawValue:)` would
    /// never give the second: they are one value, and listing both is a duplicate.
    func testMinusZeroIsZero() throws {
        let api = try XCTUnwrap(loadClean(header + "models:\n  Rate: { enum: { free: -0.0, half: 0.5 } }"))
        XCTAssertEqual(api.enumType(named: "Rate")?.cases.map(\.wireValue), ["0.0", "0.5"])
        assertDiagnostics(
            header + "models:\n  Rate: { enum: { free: -0.0, zero: 0.0, half: 0.5 } }",
            ["t.yaml:4:31: error: duplicate value '0.0' in enum 'Rate': already at t.yaml:4:19"])
    }
}
