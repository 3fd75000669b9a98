import XCTest

@testable import SpecLanguage

/// Two spec names that the naming authority turns into one Swift name are an error naming
/// both, never a silent rename.
final class SwiftNameTests: XCTestCase {
    func testFieldsThatBecomeOneProperty() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    user_id: Int
                    userId: Int
                """,
            "t.yaml:6:5: error: 'userId' and 'user_id' (t.yaml:5:5) both become the Swift property name 'userId'; rename one of them"
        )
    }

    func testFieldsThatBecomeOnePropertyAreReportedOnceUnderSnakeCase() {
        // Both also go on the wire as user_id; one message says it.
        assertDiagnostics(
            header + """
                wire: { keys: snake_case }
                models:
                  Order: { user_id: Int, userId: Int }
                """,
            "t.yaml:5:26: error: 'userId' and 'user_id' (t.yaml:5:12) both become the Swift property name 'userId'; rename one of them"
        )
    }

    func testModelsThatDifferOnlyInCase() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Int }
                  order: { id: Int }
                """,
            "t.yaml:5:3: error: 'order' and 'Order' (t.yaml:4:3) both become the Swift type name 'Order'; rename one of them"
        )
    }

    func testModelAndEnumAcrossFiles() {
        assertDiagnostics(
            [
                ("a.yaml", header + "models:\n  order_status: [open, closed]\n"),
                ("b.yaml", "api: Shop\nmodels:\n  OrderStatus: { code: Int }\n"),
            ],
            [
                "a.yaml:4:3: error: 'order_status' and 'OrderStatus' (b.yaml:3:3) both become the Swift type name 'OrderStatus'; rename one of them"
            ])
    }

    func testEndpointsThatBecomeOneMethod() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    get_order: { get: /a }
                  more:
                    getOrder: { get: /b }
                """,
            "t.yaml:7:5: error: 'getOrder' and 'get_order' (t.yaml:5:5) both become the Swift method name 'getOrder'; rename one of them"
        )
    }

    func testEnumValuesThatBecomeOneCase() {
        assertDiagnostics(
            header + """
                models:
                  Status: [in_progress, IN_PROGRESS, inProgress]
                """,
            [
                "t.yaml:4:25: error: 'IN_PROGRESS' and 'in_progress' (t.yaml:4:12) both become the Swift case name 'inProgress'; rename one of them",
                "t.yaml:4:38: error: 'inProgress' and 'in_progress' (t.yaml:4:12) both become the Swift case name 'inProgress'; rename one of them",
            ])
    }

    func testParametersThatBecomeOneLabel() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders: { get: /orders, query: { page_size: Int?, pageSize: Int? } }
                """,
            "t.yaml:5:59: error: 'pageSize' and 'page_size' (t.yaml:5:42) both become the Swift parameter name 'pageSize'; rename one of them"
        )
    }

    func testQueryParameterNamedBody() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    createOrder: { post: /orders, query: { body: String }, body: "[String: String]" }
                """,
            "t.yaml:5:66: error: 'body' is already a parameter of 'createOrder' at t.yaml:5:44; path, query, header and form parameters and the body share one call, so each needs its own name"
        )
    }

    func testModelNamedLikeAGeneratedType() {
        assertDiagnostics(
            header + """
                models:
                  ShopClient: { id: Int }
                """,
            "t.yaml:4:3: error: 'ShopClient' becomes the Swift type name 'ShopClient', which gen generates for the API itself; rename it"
        )
    }

    func testShadowedNamesAreRenamedNotReported() {
        guard
            let api = loadClean(
                header + """
                    models:
                      Task: { id: Int, self: String, init: Bool, class: String }
                      Result: [ok, failed]
                    """)
        else { return }
        XCTAssertEqual(api.models.map { Naming.typeName($0.name, api: api.name) }, ["ShopTask"])
        XCTAssertEqual(api.enums.map { Naming.typeName($0.name, api: api.name) }, ["ShopResult"])
    }

    /// A generic parameter hides every type of its name inside its model, and the model's code
    /// names the API's key enum itself: `Box<ShopCodingKey>` would decode with the parameter.
    func testAGenericParameterNamedLikeATypeGenGeneratesIsAnError() {
        assertDiagnostics(
            header + """
                models:
                  Box<ShopCodingKey>: { value: ShopCodingKey }
                  Pair<T, ShopClient>: { first: T, second: ShopClient }
                """,
            [
                "t.yaml:4:3: error: generic parameter 'ShopCodingKey' of 'Box' has the name of 'ShopCodingKey', a type gen generates for the API and uses in the model's code; rename the parameter, e.g. 'T'",
                "t.yaml:5:3: error: generic parameter 'ShopClient' of 'Pair' has the name of 'ShopClient', a type gen generates for the API and uses in the model's code; rename the parameter, e.g. 'T'",
            ])
    }

    func testAGenericParameterNamedLikeARenamedTypeIsAnError() {
        // `Task` is generated as `ShopTask`: the field `task` would have the parameter's type.
        assertDiagnostics(
            header + """
                models:
                  Task: { id: Int }
                  Box<ShopTask>: { value: ShopTask, task: Task }
                """,
            [
                "t.yaml:4:3: note: model 'Task' is the Swift type 'ShopTask': 'Task' is a Swift keyword or the name of a type of Swift, Foundation or the generated code",
                "t.yaml:5:3: error: generic parameter 'ShopTask' of 'Box' is spelled like 'Task' in Swift ('ShopTask'), so inside 'Box' Swift would read 'Task' as the parameter; rename the parameter, e.g. 'T'",
            ]
        )
    }

    func testGenericParametersThatBecomeOneSwiftNameAreAnError() {
        // `Decoder` is declared as `Decoder_`, since the model's code uses Swift's `Decoder`.
        assertDiagnostics(
            header + """
                models:
                  Box<Decoder, Decoder_>: { a: Decoder, b: Decoder_ }
                """,
            "t.yaml:4:3: error: generic parameter 'Decoder_' of 'Box' and 'Decoder' are both 'Decoder_' in Swift (a parameter named like a type Swift or the client uses gets a trailing '_'); rename one of them"
        )
    }
}
