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
