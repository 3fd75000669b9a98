import XCTest

@testable import SpecLanguage

/// A mapping where text is expected, a list where a mapping is expected, and so on: the
/// message says what was expected and what was found.
final class WrongKindTests: XCTestCase {
    func testListWhereModelsMappingExpected() {
        assertDiagnostics(
            header + "models: [Order, Customer]\n",
            "t.yaml:3:9: error: expected a mapping for 'models', found a list")
    }

    func testTextWhereEndpointsMappingExpected() {
        assertDiagnostics(
            header + "endpoints: orders\n",
            "t.yaml:3:12: error: expected a mapping for 'endpoints' (group: its endpoints), found 'orders'")
    }

    func testListWhereEndpointGroupExpected() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders: [listOrders]
                """,
            "t.yaml:4:11: error: expected a mapping for endpoint group 'orders', found a list")
    }

    func testTextWhereEndpointExpected() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders: /orders
                """,
            "t.yaml:5:17: error: expected a mapping for endpoint 'listOrders', found '/orders'")
    }

    func testMappingWhereTextExpected() {
        assertDiagnostics(
            header + "description: { short: A shop }\n",
            "t.yaml:3:14: error: expected text for 'description', found a mapping")
    }

    func testNothingWhereModelExpected() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                """,
            "t.yaml:4:9: error: expected a mapping for model 'Order' (its fields), found nothing")
    }

    func testListWhereNumberExpected() {
        assertDiagnostics(
            header + "defaults: { timeout: [30] }\n",
            "t.yaml:3:22: error: expected a number for 'timeout' (seconds), found a list")
    }

    func testTextWhereWholeNumberExpected() {
        assertDiagnostics(
            header + "defaults: { retry: twice }\n",
            "t.yaml:3:20: error: expected a whole number for 'retry' (extra attempts), found 'twice'")
    }

    func testTextWhereBoolExpected() {
        assertDiagnostics(
            header + """
                endpoints:
                  files:
                    export: { get: /export, download: yes }
                """,
            "t.yaml:5:39: error: expected true or false for 'download', found 'yes'")
    }

    func testTextWhereModelMutabilityExpected() {
        assertDiagnostics(
            header + """
                models:
                  Draft:
                    mutable: sometimes
                    fields: { title: String }
                """,
            "t.yaml:5:14: error: expected true or false for 'mutable', found 'sometimes'")
    }

    func testMutableModelKeepsItsFlag() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Draft: { mutable: true, fields: { title: String } }
                      Sent: { fields: { title: String } }
                    """))
        XCTAssertEqual(api.models.map(\.isMutable), [true, false])
    }

    func testListWhereEnvelopeExpected() {
        assertDiagnostics(
            header + "envelope: [data]\n",
            "t.yaml:3:11: error: expected a mapping for 'envelope' (a model name or { model: … }), found a list")
    }

    func testMappingWhereHeaderValueExpected() {
        assertDiagnostics(
            header + "headers: { Accept: { json: true } }\n",
            "t.yaml:3:20: error: expected text for header 'Accept', found a mapping")
    }

    func testOneURLWhereServersMappingExpected() {
        assertDiagnostics(
            "api: Shop\nservers: https://api.shop.example\n",
            "t.yaml:2:10: error: expected a mapping of names to URLs for 'servers', found 'https://api.shop.example'; write 'servers: { production: https://api.shop.example }'"
        )
    }

    func testTextWhereEnumValuesExpected() {
        assertDiagnostics(
            header + """
                models:
                  Priority: { enum: low }
                """,
            "t.yaml:4:21: error: expected the values of enum 'Priority' as a list [a, b] or a mapping { case: WIRE }, found 'low'"
        )
    }

    func testListWhereSpecFileMappingExpected() {
        assertDiagnostics(
            "- api: Shop\n",
            "t.yaml:1:1: error: expected a mapping for the spec file, found a list")
    }
}
