import XCTest

@testable import SpecLanguage

/// Names declared twice: in one file the YAML reader rejects a repeated key; across the files
/// of one API, and where names differ but meet (enum values, wire keys), the resolver does.
/// Both positions are named.
final class DuplicateTests: XCTestCase {
    func testTwoEndpointsWithOneRouteAreAWarning() {
        assertDiagnostics(
            header + """
                endpoints:
                  todos:
                    getTodo: { get: "/todos/{id}" }
                    fetchTodo: { get: "/todos/{todoId}" }
                    deleteTodo: { delete: "/todos/{id}" }
                    searchByName: { get: /todos, query: { name: String } }
                    searchByTag: { get: /todos, query: { tag: String } }
                    reportJSON: { get: "/reports/{id}", headers: { Accept: application/json } }
                    reportPDF: { get: "/reports/{id}", headers: { Accept: application/pdf } }
                """,
            "t.yaml:6:23: warning: 'fetchTodo' has the method and path of 'getTodo' (t.yaml:5:21), GET /todos/{todoId}: the server cannot tell the two calls apart"
        )
    }

    func testDuplicateModelInOneFile() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Int }
                  Order: { id: String }
                """,
            "t.yaml:5:3: error: duplicate key \"Order\" (first defined at 4:3)")
    }

    func testADuplicateKeyDoesNotHideTheFilesOtherProblems() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Int, id: String, lines: "[Lyne]" }
                  Line: { sku: String }
                """,
            [
                "t.yaml:4:21: error: duplicate key \"id\" (first defined at 4:12)",
                "t.yaml:4:40: error: unknown type 'Lyne'; did you mean 'Line'?",
            ])
    }

    func testDuplicateFieldInOneModel() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    id: Int
                    id: String
                """,
            "t.yaml:6:5: error: duplicate key \"id\" (first defined at 5:5)")
    }

    func testDuplicateModelAcrossFiles() {
        assertDiagnostics(
            [
                ("a.yaml", header + "models:\n  Order: { id: Int }\n"),
                ("b.yaml", "api: Shop\nmodels:\n  Order: { id: String }\n"),
            ],
            ["b.yaml:3:3: error: duplicate model 'Order': already declared at a.yaml:4:3"])
    }

    func testModelAndEnumOfOneName() {
        assertDiagnostics(
            [
                ("a.yaml", header + "models:\n  Status: [open, closed]\n"),
                ("b.yaml", "api: Shop\nmodels:\n  Status: { code: Int }\n"),
            ],
            ["b.yaml:3:3: error: duplicate model 'Status': already declared as an enum at a.yaml:4:3"])
    }

    func testInlineBodyNamedLikeAModel() {
        assertDiagnostics(
            header + """
                models:
                  LoginBody: { email: String }
                endpoints:
                  auth:
                    login: { post: /login, body: { email: String } }
                """,
            "t.yaml:7:34: error: duplicate inline body model 'LoginBody': already declared as a model at t.yaml:4:3; rename the model, or use it as the body ('body: LoginBody')"
        )
    }

    func testDuplicateEndpointAcrossGroups() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    list: { get: /orders }
                  customers:
                    list: { get: /customers }
                """,
            "t.yaml:7:5: error: duplicate endpoint 'list': already declared at t.yaml:5:5")
    }

    func testDuplicateEndpointAcrossFiles() {
        assertDiagnostics(
            [
                ("a.yaml", header + "endpoints:\n  orders:\n    listOrders: { get: /orders }\n"),
                ("b.yaml", "api: Shop\nendpoints:\n  orders:\n    listOrders: { get: /v2/orders }\n"),
            ],
            ["b.yaml:4:5: error: duplicate endpoint 'listOrders': already declared at a.yaml:5:5"])
    }

    func testDuplicateEnumValue() {
        assertDiagnostics(
            header + """
                models:
                  Status: [open, closed, open]
                  Priority:
                    enum: { low: LOW, lowest: LOW }
                """,
            [
                "t.yaml:4:26: error: duplicate value 'open' in enum 'Status': already at t.yaml:4:12",
                "t.yaml:6:23: error: duplicate value 'LOW' in enum 'Priority': already at t.yaml:6:13",
            ])
    }

    func testDuplicateQueryParameterInOneEndpoint() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      query:
                        page: Int
                        page: Int
                """,
            "t.yaml:9:9: error: duplicate key \"page\" (first defined at 8:9)")
    }

    func testQueryParametersThatMeetOnTheWire() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      query:
                        pageSize: Int?
                        size: { type: Int?, key: pageSize }
                """,
            "t.yaml:9:9: error: duplicate query parameter 'pageSize' in 'listOrders': 'size' and 'pageSize' (t.yaml:8:9) are both sent as 'pageSize'; give one its own 'key:'"
        )
    }

    func testFieldsThatMeetOnTheWire() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    id: { type: Int, key: order_id }
                    orderId: Int
                wire: { keys: snake_case }
                """,
            "t.yaml:6:5: error: duplicate wire key 'order_id' in model 'Order': 'orderId' and 'id' (t.yaml:5:5) are both sent as 'order_id'; give one its own 'key:'"
        )
    }

    /// A few fields are compared pair by pair, many through a table: both report a key's
    /// second and third use against its first, and keep two spellings of `é` apart.
    func testFieldsThatMeetOnTheWireInSmallAndLargeModels() {
        for count in [3, 20] {
            let filler = (0..<count).map { "    f\($0): Int\n" }.joined()
            let result = load(
                header + """
                    models:
                      Order:
                        a: { type: Int, key: "caf\u{E9}" }
                        b: { type: Int, key: "cafe\u{301}" }
                    \(filler)    c: { type: Int, key: "caf\u{E9}" }
                        d: { type: Int, key: "caf\u{E9}" }
                    """)
            let line = 7 + count
            XCTAssertEqual(
                result.diagnostics.map(\.description),
                [
                    "t.yaml:\(line):5: error: duplicate wire key 'caf\u{E9}' in model 'Order': 'c' and 'a' (t.yaml:5:5) are both sent as 'caf\u{E9}'; give one its own 'key:'",
                    "t.yaml:\(line + 1):5: error: duplicate wire key 'caf\u{E9}' in model 'Order': 'd' and 'a' (t.yaml:5:5) are both sent as 'caf\u{E9}'; give one its own 'key:'",
                ], "\(count) more fields")
        }
    }

    func testATypeNamedLikeABuiltInTypeIsAWarning() {
        let result = load(
            header + """
                models:
                  Data: { id: String }
                  Blob: { bytes: Data }
                  UUID: { enum: [a, b] }
                """)
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "t.yaml:4:3: warning: model 'Data' has the name of a built-in type: 'Data' in a field, body or response means the built-in type, so nothing can refer to this model; rename it (e.g. 'ShopData')",
                "t.yaml:6:3: warning: enum 'UUID' has the name of a built-in type: 'UUID' in a field, body or response means the built-in type, so nothing can refer to this enum; rename it (e.g. 'ShopUUID')",
            ])
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(result.apis.first?.model(named: "Blob")?.fields.first?.type, .primitive(.data))
    }
}
