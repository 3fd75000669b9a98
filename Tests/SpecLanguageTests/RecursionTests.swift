import XCTest

@testable import SpecLanguage

/// A model may contain itself only through an optional or a collection.
final class RecursionTests: XCTestCase {
    func testDirectSelfReference() {
        assertDiagnostics(
            header + """
                models:
                  Category:
                    name: String
                    parent: Category
                """,
            "t.yaml:6:5: error: model 'Category' contains itself through Category.parent without an optional or a collection, so it could never be built; make one of these fields optional (e.g. 'Category?')"
        )
    }

    func testThroughAnotherModel() {
        assertDiagnostics(
            header + """
                models:
                  Employee: { name: String, team: Team }
                  Team: { lead: Employee }
                """,
            "t.yaml:4:29: error: model 'Employee' contains itself through Employee.team → Team.lead without an optional or a collection, so it could never be built; make one of these fields optional (e.g. 'Team?')"
        )
    }

    /// Two models of one name (an error of its own): the cycle is read in the fields of the
    /// model whose edges found it, however many fields the other one has.
    func testTwoModelsOfOneNameAreCheckedWithTheirOwnFields() {
        assertDiagnostics(
            [
                ("a.yaml", header + "models:\n  Node: { name: String }\n"),
                ("b.yaml", "api: Shop\nmodels:\n  Node: { name: String, value: Int, next: Node }\n"),
            ],
            [
                "b.yaml:3:3: error: duplicate model 'Node': already declared at a.yaml:4:3",
                "b.yaml:3:37: error: model 'Node' contains itself through Node.next without an optional or a collection, so it could never be built; make one of these fields optional (e.g. 'Node?')",
            ])
    }

    func testThroughAGenericModel() {
        assertDiagnostics(
            header + """
                models:
                  Box<T>: { value: T }
                  Node: { next: Box<Node> }
                """,
            "t.yaml:5:11: error: model 'Node' contains itself through Node.next without an optional or a collection, so it could never be built; make one of these fields optional (e.g. 'Box<Node>?')"
        )
    }

    func testOptionalAndCollectionSelfReferencesAreFine() {
        XCTAssertNotNil(
            loadClean(
                header + """
                    models:
                      Category:
                        parent: Category?
                        children: "[Category]"
                        byName: "[String: Category]"
                      Employee: { team: Team? }
                      Team: { lead: Employee }
                      Box<T>: { value: T? }
                      Node: { next: Box<Node> }
                    """))
    }
}
