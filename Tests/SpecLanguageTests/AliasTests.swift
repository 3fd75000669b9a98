import XCTest

@testable import SpecLanguage

/// `Name: { alias: Target }`: another name of an enum, a model or a union, read everywhere as it.
final class AliasTests: XCTestCase {
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

    /// A union's alias is the union wherever a type is named (Resend's `to`, `cc` and `bcc`:
    /// one address or a list, one type to pass between them).
    func testAnAliasOfAUnionIsThatUnion() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Recipients: { oneOf: [String, "[String]"] }
                      CarbonCopies: { alias: Recipients }
                      Email: { to: Recipients, cc: CarbonCopies? }
                    """))
        XCTAssertEqual(api.union(named: "CarbonCopies")?.name, "Recipients")
        XCTAssertNil(api.enumType(named: "CarbonCopies"))
        XCTAssertEqual(api.model(named: "Email")?.fields.map(\.type.description), ["Recipients", "CarbonCopies?"])

        // A cycle through an alias is a cycle: the union it names holds itself (`indirect`).
        let cyclic = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Node: { id: String, next: NextRef? }
                      NodeRef: { oneOf: [String, Node] }
                      NextRef: { alias: NodeRef }
                    """))
        XCTAssertEqual(cyclic.union(named: "NodeRef")?.isRecursive, true)
    }

    func testAnAliasNamesAnEnumDeclaredWithItsValues() {
        assertDiagnostics(
            header + """
                models:
                  Method: [GET, POST]
                  Order: { id: String }
                  Choice: { oneOf: [String, Int] }
                  Typo: { alias: Methd }
                  Page<T>: { items: "[T]" }
                  OfGeneric: { alias: Page }
                  OfUnion: { alias: Choice }
                  OfAlias: { alias: Typo }
                  Listing: { alias: Order }
                  OfModelAlias: { alias: Listing }
                  Generic<T>: { alias: Method }
                  Open: { alias: Method, unknown: true }
                """,
            [
                "t.yaml:7:18: error: alias 'Typo' names 'Methd', which is no enum, model or union of this API; did you mean 'Method'?",
                "t.yaml:9:23: error: alias 'OfGeneric' names the generic model 'Page'; an alias names a model without type parameters",
                "t.yaml:11:21: error: alias 'OfAlias' names 'Typo', which is itself an alias; name the enum, model or union it aliases",
                "t.yaml:13:26: error: alias 'OfModelAlias' names 'Listing', which is itself an alias; name the enum, model or union it aliases",
                "t.yaml:14:3: error: alias 'Generic' cannot have generic parameters",
                "t.yaml:15:26: error: unknown key 'unknown' in alias 'Open': expected one of alias, description, deprecated",
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
            "t.yaml:4:19: error: alias 'Drink' names 'Tea', which is no enum, model or union of this API")
    }

    func testAnAliasIsADeclarationOfItsName() {
        assertDiagnostics(
            [
                ("a.yaml", header + "models:\n  Method: [GET, POST]\n  Callback: [x]\n"),
                ("b.yaml", "api: Shop\nmodels:\n  Callback: { alias: Method }\n"),
            ],
            ["b.yaml:3:3: error: duplicate alias 'Callback': already declared as an enum at a.yaml:5:3"])
    }

    func testAnAliasOfAModelIsThatModelByEitherName() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Listing:
                        alias: Item
                        description: An item as a shop lists it.
                      Item:
                        name: String
                        parent: Listing?
                      Order:
                        items: "[Listing]"
                        byName: "[String: Listing]"
                      Sale: { extends: Listing, fields: { price: Int } }
                    endpoints:
                      items:
                        put: { put: "/items/{id}", path: { id: String }, body: Listing, response: Order }
                    """))
        XCTAssertEqual(api.models.map(\.name), ["Item", "Order", "Sale"])
        XCTAssertEqual(api.model(named: "Sale")?.fields.map(\.name), ["name", "parent", "price"], "extending an alias extends its model")
        XCTAssertEqual(api.model(named: "Listing")?.name, "Item")
        XCTAssertEqual(api.model(named: "Listing")?.fields.map(\.name), ["name", "parent"])
        XCTAssertNil(api.enumType(named: "Listing"))
        let listing = try XCTUnwrap(api.enums.first { $0.name == "Listing" })
        XCTAssertTrue(listing.aliasesModel)
        XCTAssertEqual(listing.cases.count, 0)
        XCTAssertEqual(listing.description, "An item as a shop lists it.")
    }

    /// A model that holds itself through its alias holds itself: a required field of that
    /// alias is a cycle that could never be built, and extending the alias extends itself.
    func testAModelHoldingItselfThroughItsAliasIsACycle() {
        assertDiagnostics(
            header + """
                models:
                  Node: { name: String, next: Link }
                  Link: { alias: Node }
                  Base: { extends: Same, fields: { id: String } }
                  Same: { alias: Base }
                """,
            [
                "t.yaml:4:25: error: model 'Node' contains itself through Node.next without an optional or a collection, so it could never be built; make one of these fields optional (e.g. 'Link?')",
                "t.yaml:6:20: error: model 'Base' cannot extend itself",
            ])
    }

    /// A field named `alias` of a built-in type or a type expression keeps a model a model
    /// (it made an alias once); one of an API's type needs the long form.
    func testAFieldNamedAliasOfABuiltInTypeIsAField() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Tag: { name: String }
                      Email: { alias: String, address: String }
                      Nick: { alias: "[Tag]?" }
                      Label: { fields: { alias: Tag } }
                    """))
        XCTAssertEqual(api.models.map(\.name), ["Tag", "Email", "Nick", "Label"])
        XCTAssertEqual(api.model(named: "Email")?.fields.map { "\($0.name): \($0.type)" }, ["alias: String", "address: String"])
        XCTAssertEqual(api.model(named: "Nick")?.fields.map { "\($0.name): \($0.type)" }, ["alias: [Tag]?"])
        XCTAssertEqual(api.model(named: "Label")?.fields.map { "\($0.name): \($0.type)" }, ["alias: Tag"])
        XCTAssertTrue(api.enums.isEmpty)
    }

    /// A model's alias is a model wherever a model is named: the API's error, a base to extend.
    /// Its spelling is checked against the alias, not the model it names.
    func testAModelsAliasServesAsTheErrorModel() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    error: Problem
                    models:
                      ErrorBody: { message: String }
                      Problem: { alias: ErrorBody }
                    """))
        XCTAssertEqual(api.errorBody?.model, "Problem")
    }

    /// A union that lists a type and its alias lists it twice: the second is never chosen.
    func testAUnionListingAnAliasBesideItsTargetListsItTwice() {
        assertDiagnostics(
            header + """
                models:
                  Method: [GET, POST]
                  Callback: { alias: Method }
                  Choice: { oneOf: [Method, Callback] }
                """,
            "t.yaml:6:29: error: Callback, another name of Method, is listed twice in union 'Choice' (first at t.yaml:6:21); remove one")
    }
}
