import XCTest

@testable import SpecLanguage

/// `allOf` as real documents write it: beside a reference, around a choice, and declaring one
/// property twice.
final class OpenAPICompositionTests: XCTestCase {

    /// `allOf: [{ $ref: UserId }, { type: string, description: … }]` (Plaid's ids) is a
    /// `UserId`: the second member only restates the kind. It once made an empty object model
    /// that no string decoded into.
    func testAReferenceBesideARestatedScalarIsTheReference() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    UserId: { type: string }
                    Scope: { type: string, enum: [ME, OTHERS] }
                    NewUser:
                      type: object
                      properties:
                        user_id: { allOf: [{ $ref: "#/components/schemas/UserId" }, { type: string, description: The id. }] }
                        scope: { allOf: [{ $ref: "#/components/schemas/Scope" }, { type: string }] }
                        when: { allOf: [{ type: string }, { type: string, format: date-time }] }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name), ["NewUser"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "NewUser")).fields.map(\.type.description), ["String?", "Scope?", "Date?"])
    }

    /// A member that is one of several objects (Lichess's seeks: real time or correspondence)
    /// gives each one's properties as optional fields, in a JSON body and in a form, and says so.
    /// They were left out without a word, so a call could not send what the API requires.
    func testAMemberThatIsOneOfSeveralObjectsGivesTheirPropertiesAsOptionalFields() throws {
        let choice = """
            allOf:
              - oneOf:
                  - { type: object, required: [limit], properties: { limit: { type: integer } } }
                  - $ref: "#/components/schemas/Correspondence"
              - { type: object, properties: { rated: { type: boolean, default: false } } }
            """
        let indented = choice.split(separator: "\n").map { "                " + $0 }.joined(separator: "\n")
        let document =
            openAPIHeader + """
                paths:
                  /seek:
                    post:
                      operationId: seek
                      requestBody:
                        content:
                          application/x-www-form-urlencoded:
                            schema:
                \(indented)
                      responses: { "204": { description: ok } }
                  /game:
                    post:
                      operationId: createGame
                      requestBody:
                        content:
                          application/json:
                            schema: { $ref: "#/components/schemas/GameRequest" }
                      responses: { "204": { description: ok } }
                components:
                  schemas:
                    Correspondence: { type: object, required: [days], properties: { days: { type: integer } } }
                    GameRequest:
                \(choice.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let model = try XCTUnwrap(api.model(named: "GameRequest"))
        XCTAssertEqual(model.fields.map { "\($0.name): \($0.type)" }, ["limit: Int?", "days: Int?", "rated: Bool"])
        let seek = try XCTUnwrap(api.endpoints.first { $0.name == "seek" })
        guard case .form(let fields) = seek.body else { return XCTFail("the seek is a form: \(seek.body)") }
        XCTAssertEqual(fields.map { "\($0.name): \($0.type)" }, ["limit: Int?", "days: Int?", "rated: Bool"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains("# approximated: allOf: a member is one of 2 schemas; their properties are optional fields here\n"), spec)
        XCTAssertTrue(spec.contains("# approximated: the form is one of 2 schemas; their properties are optional fields here\n"), spec)
    }

    /// Two members that declare one property (PagerDuty's `Tag.type`: read-only text, then the
    /// constant `tag`) make one field: the declaration that says more than a kind of value,
    /// with a note. The first used to win, and the constant and its default were lost.
    func testAPropertyTwoMembersDeclareKeepsTheDeclarationThatSaysMore() throws {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Tag:
                      allOf:
                        - { type: object, properties: { type: { type: string, readOnly: true }, id: { type: string } } }
                        - type: object
                          required: [label, type]
                          properties: { type: { type: string, enum: [tag], default: tag }, label: { type: string }, id: { type: string } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let tag = try XCTUnwrap(api.model(named: "Tag"))
        XCTAssertEqual(tag.fields.map { "\($0.name): \($0.type)" }, ["type: TagType", "id: String?", "label: String"])
        XCTAssertEqual(tag.fields.first?.defaultValue, .string("tag"))
        XCTAssertNil(tag.fields.first?.description, "not 'Read-only: sent by the server', which the caller sends")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(spec.contains("# approximated: allOf: 'type' is declared twice; the declaration of TagType is kept\n"), spec)
    }
}
