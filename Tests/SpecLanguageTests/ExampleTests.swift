import XCTest

@testable import SpecLanguage

/// A model's `example:` becomes `Model.example`, built with the memberwise initializer: its keys
/// must be fields, its values must fit, and every required field must be there.
final class ExampleTests: XCTestCase {
    func testValidExample() {
        XCTAssertNotNil(
            loadClean(
                header + """
                    wire: { keys: snake_case }
                    models:
                      Line: { sku: String, quantity: Int = 1 }
                      Order:
                        fields:
                          id: UUID
                          placedAt: Date
                          lines: "[Line]"
                          note: String?
                          total: Decimal
                        example:
                          id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
                          placed_at: "2025-01-15T10:30:00Z"
                          lines: [{ sku: A-1 }, { sku: B-2, quantity: 3 }]
                          total: 120.50
                    """))
    }

    func testFieldExamplesFillInTheModelsExample() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Status: { enum: [active, paused], unknown: true }
                      Job:                                  # no example: the fields' make one
                        fields:
                          id: { type: Int, example: 7 }
                          status: { type: Status, example: archived }
                          note: String?
                      Order:                                # the model's example lacks 'id'
                        fields:
                          id: { type: Int, example: 1 }
                          total: Decimal
                        example: { total: 12.5 }
                      Draft:                                # 'title' has no example: no fixture
                        fields:
                          id: { type: Int, example: 2 }
                          title: String
                    """))
        XCTAssertEqual(api.model(named: "Job")?.example?.objectKeys, ["id", "status"])
        XCTAssertEqual(api.model(named: "Order")?.example?.objectKeys, ["total", "id"])
        XCTAssertNil(api.model(named: "Draft")?.example)
        assertDiagnostics(
            header + """
                models:
                  Job: { fields: { id: { type: Int, example: abc } } }
                """,
            "t.yaml:4:46: error: the example of field 'id' does not fit its type Int: 'abc' is not a whole number")
    }

    func testExampleProblems() {
        assertDiagnostics(
            header + """
                models:
                  Line: { sku: String, quantity: Int }
                  Order:
                    fields:
                      id: Int
                      lines: "[Line]"
                      status: Status
                      total: Decimal
                    example:
                      id: one
                      lines:
                        - { sku: A-1, qty: 2 }
                      status: opened
                      totl: 12
                  Status: [open, closed]
                """,
            [
                "t.yaml:12:7: error: the example of 'Order' lacks the required field 'total' of 'Order'; add it, or make the field optional or give it a default",
                "t.yaml:12:7: error: the example value of 'id' does not fit its type Int: 'one' is not a whole number",
                "t.yaml:13:7: error: the example value of 'lines' lacks the required field 'quantity' of 'Line'; add it, or make the field optional or give it a default",
                "t.yaml:14:23: error: 'qty' in the example value of 'lines' is not a field of 'Line'",
                "t.yaml:15:7: error: the example value of 'status' does not fit its type Status: 'opened' is not a value of enum 'Status' (open, closed); did you mean 'open'?",
                "t.yaml:16:7: error: 'totl' in the example of 'Order' is not a field of 'Order'; did you mean 'total'?",
            ])
    }

    func testExampleThatIsNotAMapping() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    fields: { id: Int }
                    example: [1]
                """,
            "t.yaml:6:14: error: the example of 'Order' does not fit its type Order: expected a mapping of its fields, found a list"
        )
    }

    func testGenericModelsHaveNoExample() {
        assertDiagnostics(
            header + """
                models:
                  Page<T>:
                    fields: { items: "[T]" }
                    example: { items: [] }
                """,
            "t.yaml:6:14: error: generic model 'Page' cannot have an example: it has no type arguments to build one with; remove 'example:'"
        )
    }
}

extension Value {
    /// The keys of an object value, in order.
    fileprivate var objectKeys: [String]? {
        guard case .object(let entries) = self else { return nil }
        return entries.map(\.key)
    }
}
