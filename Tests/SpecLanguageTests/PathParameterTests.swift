import XCTest

@testable import SpecLanguage

/// `{name}` in the path and `path:` declarations must agree.
final class PathParameterTests: XCTestCase {
    func testParameterInThePathNotDeclared() {
        // The column points at `{clientId}` inside the quoted path.
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    getOrder:
                      get: "/clients/{clientId}/orders/{id}"
                      path: { id: Int }
                """,
            "t.yaml:6:22: error: '{clientId}' in the path is not declared in 'path:': declare it there, e.g. 'clientId: String'"
        )
    }

    func testDeclaredParameterMissingFromThePath() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    getOrder:
                      get: /orders/{id}
                      path: { id: Int, version: Int }
                """,
            "t.yaml:7:24: error: path parameter 'version' is declared but the path '/orders/{id}' has no '{version}'")
    }

    func testMisspeltOnEitherSideSuggestsTheOther() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    getOrder:
                      get: /orders/{orderId}
                      path: { orderID: Int }
                """,
            [
                "t.yaml:6:20: error: '{orderId}' in the path is not declared in 'path:': declare it there, e.g. 'orderId: String'; did you mean 'orderID'?",
                "t.yaml:7:15: error: path parameter 'orderID' is declared but the path '/orders/{orderId}' has no '{orderID}'; did you mean 'orderId'?",
            ])
    }

    func testUndeclaredParametersAreStrings() {
        guard
            let api = loadClean(
                header + """
                    endpoints:
                      orders:
                        getLine: { get: "/orders/{orderId}/lines/{line}" }
                        getOrder: { get: "/orders/{id}", path: { id: Int } }
                    """)
        else { return }
        XCTAssertEqual(api.endpoints[0].pathParameters.map(\.name), ["orderId", "line"])
        XCTAssertEqual(api.endpoints[0].pathParameters.map(\.type), [.primitive(.string), .primitive(.string)])
        XCTAssertEqual(api.endpoints[1].pathParameters.map(\.type), [.primitive(.int)])
    }

    func testMalformedPaths() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    a: { get: orders }
                    b: { get: "/orders?page=1" }
                    c: { get: "/orders/{id" }
                    d: { get: "/orders/{id}/{id}" }
                    e: { get: "/orders/{order-id}" }
                    f: { put: "/<upload_url>" }
                """,
            [
                "t.yaml:5:15: error: path 'orders' must start with '/'",
                "t.yaml:6:15: error: path '/orders?page=1' contains '?': declare query parameters under 'query:'",
                "t.yaml:7:15: error: path '/orders/{id' has unbalanced braces",
                "t.yaml:8:15: error: path parameter '{id}' appears twice in '/orders/{id}/{id}'",
                "t.yaml:9:15: error: path parameter '{order-id}' must be an identifier",
                "t.yaml:10:15: error: path '/<upload_url>' contains '<', which a URL path cannot hold; a path parameter is written '{name}'",
            ])
    }

    func testPathParameterKinds() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Int }
                endpoints:
                  orders:
                    getOrder: { get: "/orders/{id}", path: { id: Order } }
                    getOther: { get: "/other/{id}", path: { id: Int? } }
                """,
            [
                "t.yaml:7:50: error: path parameter 'id' must be a String, number, Bool, UUID or enum, not Order",
                "t.yaml:8:49: error: path parameter 'id' must be a String, number, Bool, UUID or enum, not Int?",
            ])
    }

    func testHeaderParameterKinds() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Int }
                  Kind: [a, b]
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      headers:
                        X-Order: { param: order, type: Order }
                        X-Tags: { param: tags, type: "[String]" }
                        X-Extra: { param: extra, type: JSON? }
                        X-Kind: { param: kind, type: Kind? }
                        X-Since: { param: since, type: Date }
                """,
            [
                "t.yaml:11:40: error: header parameter 'order' must be a String, number, Bool, Date, URL, UUID or enum, not Order",
                "t.yaml:12:38: error: header parameter 'tags' must be a String, number, Bool, Date, URL, UUID or enum, not [String]",
                "t.yaml:13:40: error: header parameter 'extra' must be a String, number, Bool, Date, URL, UUID or enum, not JSON?",
            ])
    }

    func testPathParameterAlsoAFieldOfAnInlineBody() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    updateOrder: { put: "/orders/{id}", body: { id: String, note: String } }
                """,
            "t.yaml:5:49: error: 'id' is already a parameter of 'updateOrder' at t.yaml:5:34; path, query, header and form parameters and the body share one call, so each needs its own name; name the body field apart and keep its wire name: 'bodyId: { type: String, key: id }'"
        )
    }

    func testPathParameterAlsoInTheQuery() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    getOrder: { get: "/orders/{id}", query: { id: Int } }
                """,
            "t.yaml:5:47: error: 'id' is already a parameter of 'getOrder' at t.yaml:5:31; path, query, header and form parameters and the body share one call, so each needs its own name"
        )
    }
}

/// `body:` as a type, as `{ type: … }`, or as fields (an inline model).
final class BodyFormTests: XCTestCase {
    func testTypeAloneIsTheLongFormOfATypeBody() throws {
        let api = try XCTUnwrap(
            loadClean(header + "models:\n  Order: { id: Int }\nendpoints:\n  o:\n    put: { put: /o, body: { type: Order } }\n"))
        guard case .json(let type, _) = try XCTUnwrap(api.endpoints.first).body else { return XCTFail("not a JSON body") }
        XCTAssertEqual(type, .named("Order", arguments: []))
        XCTAssertFalse(api.models.contains { $0.name == "PutBody" })
    }

    func testTypeBesideOtherKeysIsAFieldOfAnInlineBody() throws {
        let api = try XCTUnwrap(
            loadClean(header + "models:\n  Kind: [a, b]\nendpoints:\n  o:\n    put: { put: /o, body: { type: Kind, payload: String } }\n"))
        let body = try XCTUnwrap(api.models.first { $0.name == "PutBody" })
        XCTAssertEqual(body.fields.map(\.name), ["type", "payload"])
        XCTAssertEqual(body.fields.map(\.type), [.named("Kind", arguments: []), .primitive(.string)])
    }

    func testAFieldNamedTypeAloneUsesTheFieldsLongForm() throws {
        let api = try XCTUnwrap(loadClean(header + "endpoints:\n  o:\n    put: { put: /o, body: { type: { type: String } } }\n"))
        XCTAssertEqual(try XCTUnwrap(api.models.first { $0.name == "PutBody" }).fields.map(\.name), ["type"])
    }
}
