import XCTest

@testable import SpecLanguage

/// Defaults must fit their field's type; the column points at the default itself.
final class DefaultValueTests: XCTestCase {
    func testDefaultsThatDoNotFit() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    vip: Bool = yes
                    count: Int = 1.5
                    total: Decimal = lots
                    tags: "[String] = {}"
                    note: String = null
                """,
            [
                "t.yaml:5:17: error: default value for 'vip' does not fit its type Bool: 'yes' is not true or false",
                "t.yaml:6:18: error: default value for 'count' does not fit its type Int: '1.5' is not a whole number",
                "t.yaml:7:22: error: default value for 'total' does not fit its type Decimal: 'lots' is not a number",
                "t.yaml:8:23: error: default value for 'tags' does not fit its type [String]: expected a list, found a mapping",
                "t.yaml:9:20: error: default value for 'note' does not fit its type String: null needs an optional type (String?)",
            ])
    }

    func testLongFormDefault() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      query:
                        limit: { type: Int, default: twenty }
                """,
            "t.yaml:8:38: error: default value for 'limit' does not fit its type Int: 'twenty' is not a whole number")
    }

    /// A path parameter's default is checked like any other: it went into the call's signature
    /// unchecked, so `default: "{ … }()"` on an `Int` ran code the spec wrote.
    func testAPathParametersDefaultIsChecked() {
        assertDiagnostics(
            header + """
                endpoints:
                  things:
                    getThing:
                      get: /things/{id}
                      path:
                        id: { type: Int, default: "{ print(1); return 42 }()" }
                """,
            "t.yaml:8:35: error: default value for 'id' does not fit its type Int: '{ print(1); return 42 }()' is not a whole number")
    }

    /// A URL with characters older Apple systems refuse (`URL(string:)` is nil there, and the
    /// generated `!` a crash) and a number past a Float's or Double's range (a literal Swift
    /// refuses, or one that silently becomes 0) are refused here, where Linux would take them.
    func testURLsAndFloatingPointNumbersFitEveryPlatform() {
        assertDiagnostics(
            header + """
                models:
                  Link:
                    href: URL = "https://example.com/ü"
                    plain: URL = "https://example.com/a%20b?c=d#e"
                    level: Float = 1e39
                    tiny: Double = 1e-400
                    zero: Double = 0.0e-400
                """,
            [
                "t.yaml:5:17: error: default value for 'href' does not fit its type URL: 'https://example.com/ü' is not a URL every platform reads: 'ü' must be percent-encoded",
                "t.yaml:7:20: error: default value for 'level' does not fit its type Float: '1e39' is too large for a Float",
                "t.yaml:8:20: error: default value for 'tiny' does not fit its type Double: '1e-400' is too small for a Double: it would be 0",
            ])
    }

    func testMissingDefaultAfterEquals() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    vip: Bool =
                """,
            "t.yaml:5:10: error: expected a default value after '=' in 'Bool ='")
    }

    func testEnumDefaultThatIsNotOneOfItsValues() {
        assertDiagnostics(
            header + """
                models:
                  Status: [pending, shipped, delivered]
                  Order:
                    status: Status = shiped
                    other: Status = returned
                """,
            [
                "t.yaml:6:22: error: default value for 'status' does not fit its type Status: 'shiped' is not a value of enum 'Status' (pending, shipped, delivered); did you mean 'shipped'?",
                "t.yaml:7:21: error: default value for 'other' does not fit its type Status: 'returned' is not a value of enum 'Status' (pending, shipped, delivered)",
            ])
    }

    func testModelDefaultIsNotSupported() {
        assertDiagnostics(
            header + """
                models:
                  Money: { amount: Decimal }
                  Order:
                    total: { type: Money, default: { amount: 0 } }
                """,
            "t.yaml:6:36: error: default value for 'total' does not fit its type Money: defaults of model type 'Money' are not supported; make it optional instead"
        )
    }

    func testDefaultsThatFit() {
        guard
            let api = loadClean(
                header + """
                    models:
                      Status:
                        enum: { pending: PENDING, shipped: SHIPPED }
                      Order:
                        vip: Bool = false
                        count: Int = -3
                        total: Decimal = 120.50
                        ratio: Double = 1
                        name: String = "a = b"
                        code: String = 42
                        tags: "[String] = []"
                        note: String? = null
                        status: Status = SHIPPED
                        first: Status = pending
                        meta: JSON = {}
                    """)
        else { return }
        XCTAssertEqual(
            api.model(named: "Order")?.fields.map(\.defaultValue),
            [
                .bool(false), .int(-3), .number("120.50"), .int(1), .string("a = b"), .int(42), .array([]), .null,
                .string("SHIPPED"), .string("pending"), .object([]),
            ])
    }

    /// `Double(_:)` reads `0x1.8`, but Swift has no hex float literal without an exponent: such
    /// text is not a number in YAML either, so it does not fit a number type.
    func testOnlyDecimalNumbersFitNumberTypes() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    ratio: Double = 0x1.8
                    scale: Float = infinity
                    total: Decimal = 1e400
                    fine: Double = -.5e3
                """,
            [
                "t.yaml:5:21: error: default value for 'ratio' does not fit its type Double: '0x1.8' is not a number",
                "t.yaml:6:20: error: default value for 'scale' does not fit its type Float: 'infinity' is not a number",
                "t.yaml:7:22: error: default value for 'total' does not fit its type Decimal: '1e400' is not a number",
            ])
    }

    /// A quoted shorthand default reads escapes as YAML reads them in double quotes: `\u0301`
    /// was read as `u0301`.
    func testAQuotedShorthandDefaultReadsYAMLEscapes() {
        XCTAssertEqual(ValueReading.shorthandDefault(#""cafe\u0301 \x41\U0001F680\t\"q\" \\ \/""#), .string("cafe\u{301} A🚀\t\"q\" \\ /"))
        XCTAssertEqual(ValueReading.shorthandDefault(#""\u12 \u+123 \q""#), .string("u12 u+123 q"))
        XCTAssertEqual(ValueReading.shorthandDefault("'it''s \\u0041'"), .string("it's \\u0041"))
    }

    func testLiteralsGeneratedCodeWouldForceUnwrap() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    id: UUID = not-a-uuid
                    site: URL = "https://a b"
                    placed: Date = yesterday
                    small: Int32 = 3000000000
                    good: UUID = E621E1F8-C36C-495A-93FC-0C247A3E6E5F
                    day: Date = 2025-01-15
                    at: Date = "2025-01-15T10:30:00.123+02:00"
                    home: URL = https://shop.example/a?b=c
                """,
            [
                "t.yaml:5:16: error: default value for 'id' does not fit its type UUID: 'not-a-uuid' is not a UUID such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'",
                "t.yaml:6:17: error: default value for 'site' does not fit its type URL: 'https://a b' is not a URL",
                "t.yaml:7:20: error: default value for 'placed' does not fit its type Date: 'yesterday' is not an ISO 8601 date such as '2025-01-15' or '2025-01-15T10:30:00Z'",
                "t.yaml:8:20: error: default value for 'small' does not fit its type Int32: 3000000000 does not fit in an Int32",
            ])
    }
}
