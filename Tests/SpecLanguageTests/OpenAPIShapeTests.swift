import Foundation
import XCTest
import YAML

@testable import SpecLanguage

/// Shapes of real documents that must not lose what the document says: nulls inside lists,
/// properties required in one direction only, an operation answered by `default` alone, and
/// the files around a document in a specs folder.
final class OpenAPIShapeTests: XCTestCase {
    private let servers = "servers: [{ url: \"https://shop.example\" }]"

    /// A document titled `title` whose only content is `schemas` (under `components.schemas`,
    /// from line 7): what the schema tests share.
    private func schemasDocument(_ title: String, _ schemas: String) -> String {
        let indented = schemas.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        return """
            openapi: 3.0.3
            info: { title: \(title), version: "1" }
            servers: [{ url: "https://\(title.lowercased()).example" }]
            paths: {}
            components:
              schemas:
            \(indented)
            """
    }

    /// Items that may be null stay optional elements, in fields and answers; a union with a
    /// `null` variant too. In a query an item is there or not, so it is not optional there.
    func testNullItemsAreOptionalElementsButInAQuery() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Nulls, version: "1" }
            \(servers)
            paths:
              /things:
                get:
                  operationId: listThings
                  parameters:
                    - { name: ids, in: query, schema: { type: array, items: { type: [string, "null"] } } }
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Thing" } } } }
            components:
              schemas:
                Thing: { oneOf: [{ type: string }, { type: integer }, { type: "null" }] }
                Box:
                  type: object
                  properties:
                    tags: { type: array, items: { type: string, nullable: true } }
                    scores: { type: array, items: { type: [number, "null"] } }
            """
        let api = try XCTUnwrap(loadClean([("Nulls.openapi.yaml", document)]))
        let box = try XCTUnwrap(api.model(named: "Box"))
        XCTAssertEqual(box.fields.map(\.type.description), ["[String?]?", "[Double?]?"])
        let list = try XCTUnwrap(api.endpoints.first)
        XCTAssertEqual(list.response?.description, "[Thing?]")
        XCTAssertEqual(list.query.map(\.type.description), ["[String]?"])
    }

    /// OpenAPI's `required` holds in requests only for a write-only property: answers leave it
    /// out, so the field is optional, and the imported spec says why. A read-only one stays
    /// required: every answer has it.
    func testRequiredWriteOnlyPropertiesAreOptionalWithANote() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Cards, version: "1" }
            \(servers)
            paths: {}
            components:
              schemas:
                Card:
                  type: object
                  required: [id, number, cvc]
                  properties:
                    id: { type: string, readOnly: true }
                    number: { type: string }
                    cvc: { type: string, writeOnly: true }
            """
        let api = try XCTUnwrap(loadClean([("Cards.openapi.yaml", document)]))
        XCTAssertEqual(api.model(named: "Card")?.fields.map(\.type.description), ["String", "String", "String?"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Cards.openapi.yaml"))
        XCTAssertFalse(spec.contains("'id' is required"), spec)
        XCTAssertTrue(spec.contains("# approximated: 'cvc' is required but writeOnly: optional here, as answers leave it out"), spec)
    }

    /// A model that no answer holds (only requests carry it, Linode's rebuild) keeps a required
    /// write-only property required: no answer leaves it out; a property that may be null is
    /// clearable, and a required one the call must give, nil or not. One an answer holds,
    /// through a list, a base or a union, stays as read.
    func testAModelOnlySentRequiresItsWriteOnlyAndClearsItsNullables() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Rebuilds, version: "1" }
            \(servers)
            paths:
              /rebuild:
                post:
                  operationId: rebuild
                  requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Rebuild" } } } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Either" } } } } }
            components:
              schemas:
                Rebuild:
                  type: object
                  required: [image, root_pass, tags]
                  properties:
                    image: { type: string }
                    root_pass: { type: string, writeOnly: true }
                    label: { type: string, nullable: true }
                    tags: { type: array, items: { type: string }, nullable: true }
                Login:
                  type: object
                  required: [password]
                  properties:
                    password: { type: string, writeOnly: true }
                    hint: { type: string, nullable: true }
                Account:
                  allOf:
                    - $ref: "#/components/schemas/Login"
                    - type: object
                      properties: { name: { type: string } }
                Either: { oneOf: [{ $ref: "#/components/schemas/Account" }, { type: string }] }
            """
        let api = try XCTUnwrap(loadClean([("Rebuilds.openapi.yaml", document)]))
        XCTAssertEqual(api.model(named: "Rebuild")?.fields.map(\.type.description), ["String", "String", "String?", "[String]?"])
        // Required and nullable: the call says nil (sent as null), it cannot leave it out.
        XCTAssertEqual(api.model(named: "Rebuild")?.fields.map(\.keyRequired), [false, false, false, true])
        XCTAssertEqual(api.model(named: "Login")?.fields.map(\.type.description), ["String?", "String?"])
        // Nil and null differ in a request only: `label` is clearable, `hint` (answered) not.
        XCTAssertEqual(api.model(named: "Rebuild")?.fields.map(\.clearable), [false, false, true, false])
        XCTAssertEqual(api.model(named: "Login")?.fields.map(\.clearable), [false, false])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Rebuilds.openapi.yaml"))
        XCTAssertFalse(spec.contains("'root_pass' is required but writeOnly"), spec)
        XCTAssertTrue(spec.contains("'password' is required but writeOnly"), spec)
    }

    /// `default` stands for every status: with no 2xx answer beside it, it is the answer too.
    /// A repeated operationId is a warning at the second, which gets a name of its own.
    func testAnOperationAnsweredByDefaultAloneKeepsItsAnswer() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Search, version: "1" }
            \(servers)
            paths:
              /search:
                get:
                  operationId: search
                  responses:
                    default:
                      description: hits or a problem
                      content: { application/json: { schema: { type: object, properties: { hits: { type: integer } } } } }
              /find:
                get:
                  operationId: search
                  responses: { "204": { description: none } }
            """
        let result = load([("Search.openapi.yaml", document)])
        XCTAssertEqual(
            result.problems,
            [
                "Search.openapi.yaml:14:20: warning: operationId 'search' makes the endpoint name 'search', which another operation has: this one is 'search2'"
            ])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(api.endpoints.map(\.name), ["search", "search2"])
        XCTAssertEqual(api.endpoints.first?.response?.description, "SearchResponse")
        XCTAssertEqual(api.model(named: "SearchResponse")?.fields.map(\.name), ["hits"])
    }

    /// A retired operation answers 410 and `default` with the same error model: that is no
    /// success body, so the call answers nothing, and a 410 still decodes as the error.
    func testADefaultThatIsAnErrorBesideItIsNoAnswer() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Retired, version: "1" }
            \(servers)
            paths:
              /old:
                get:
                  operationId: oldThing
                  responses:
                    "410": { $ref: "#/components/responses/gone" }
                    default: { $ref: "#/components/responses/failure" }
              /other:
                get:
                  operationId: otherThing
                  responses:
                    "404": { $ref: "#/components/responses/gone" }
                    default:
                      description: the thing
                      content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } }
            components:
              responses:
                gone:
                  description: gone
                  content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } }
                failure:
                  description: a failure
                  content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } }
              schemas:
                Problem: { type: object, properties: { id: { type: string }, message: { type: string } } }
                Thing: { type: object, properties: { name: { type: string } } }
            """
        let api = try XCTUnwrap(loadClean([("Retired.openapi.yaml", document)]))
        let old = try XCTUnwrap(api.endpoints.first { $0.name == "oldThing" })
        XCTAssertNil(old.response)
        XCTAssertEqual((old.errorBody ?? api.errorBody)?.model, "Problem")
        // A `default` of another model than the errors beside it is still read as the answer.
        let other = try XCTUnwrap(api.endpoints.first { $0.name == "otherThing" })
        XCTAssertEqual(other.response?.description, "Thing")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Retired.openapi.yaml"))
        XCTAssertTrue(spec.contains("'default' carries the error model Problem of a 4xx or 5xx answer beside it"), spec)
    }

    /// An error schema written inline in a response component is named by the component and
    /// is the error body (Linode's `ErrorResponse`); one inline in the operation is not, and
    /// the document gets one note for all of them.
    func testAnInlineErrorSchemaOfAResponseComponentIsTheErrorBody() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Linodes, version: "1" }
            \(servers)
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200": { description: ok }
                    default: { $ref: "#/components/responses/ErrorResponse" }
              /b:
                get:
                  operationId: getB
                  responses:
                    "200": { description: ok }
                    "400":
                      description: bad
                      content: { application/json: { schema: { type: object, properties: { detail: { type: string } } } } }
                    default: { $ref: "#/components/responses/ErrorResponse" }
              /c:
                get:
                  operationId: getC
                  responses:
                    "200": { description: ok }
                    "404":
                      description: none
                      content: { application/json: { schema: { type: object, properties: { detail: { type: string } } } } }
            components:
              responses:
                ErrorResponse:
                  description: an error
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          errors: { type: array, items: { type: object, properties: { field: { type: string }, reason: { type: string } } } }
            """
        let result = load([("Linodes.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Linodes.openapi.yaml:18:50: note: 2 error answers have their schema written inline in their operation (the first here): not read as error bodies, so errors carry the bytes (`APIError`'s body); a schema in components.schemas, or a response in components.responses, is decoded",
                "Linodes.openapi.yaml:35:13: note: approximated: an error body, with no field read as its message (message, error_message, errorMessage, error_description, errorDescription, error, detail): errors carry the body (`errorBody(as:)`) but no message; in an imported spec, `error: { model: ErrorResponse, message: <field> }` names one",
            ])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(api.errorBody?.model, "ErrorResponse")
        XCTAssertEqual(api.model(named: "ErrorResponse")?.fields.map(\.type.description), ["[ErrorResponseErrorsItem]?"])
        XCTAssertEqual(api.endpoints.map(\.errorBodiesByStatus.isEmpty), [true, true, true])
    }

    /// Two unions alike in tag and variants are one type under two names (Resend's `to` and
    /// `cc`: a string or a list of them), so a value passes between the fields; a union whose
    /// variants differ keeps its own declaration.
    func testUnionsAlikeAreOneTypeUnderTwoNames() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Mail, version: "1" }
            \(servers)
            paths: {}
            components:
              schemas:
                Email:
                  type: object
                  properties:
                    to: { oneOf: [{ type: string }, { type: array, items: { type: string } }] }
                    cc: { oneOf: [{ type: string }, { type: array, items: { type: string } }] }
                    size: { oneOf: [{ type: string }, { type: integer }] }
            """
        let api = try XCTUnwrap(loadClean([("Mail.openapi.yaml", document)]))
        XCTAssertEqual(api.model(named: "Email")?.fields.map(\.type.description), ["EmailTo?", "EmailCc?", "EmailSize?"])
        XCTAssertEqual(api.union(named: "EmailCc")?.name, "EmailTo")
        XCTAssertEqual(api.union(named: "EmailSize")?.name, "EmailSize")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Mail.openapi.yaml"))
        XCTAssertTrue(spec.contains("EmailCc: { alias: EmailTo }"), spec)
    }

    /// An inline variant of an untagged union is named after the union (`SourcePath`, by its
    /// one property); its case is what follows (`.path`, `.gitHub` from its title), not the
    /// whole name, and
    /// the other variants' cases are named by their types as ever. Where that would give two
    /// cases one name, every case is named by its type.
    func testAnInlineVariantsCaseIsWhatFollowsTheUnionsName() throws {
        let document = schemasDocument(
            "Sources",
            """
            Source:
              oneOf:
                - type: string
                - { type: object, title: GitHub, properties: { repo: { type: string } }, required: [repo] }
                - { type: object, properties: { path: { type: string } }, required: [path] }
                - $ref: '#/components/schemas/Archive'
            Archive: { type: object, properties: { url: { type: string } }, required: [url] }
            Value:
              oneOf:
                - type: string
                - { type: object, title: String, properties: { text: { type: string } }, required: [text] }
            """)
        let api = try XCTUnwrap(loadClean([("Sources.openapi.yaml", document)]))
        let source = try XCTUnwrap(api.union(named: "Source"))
        XCTAssertEqual(source.variants.map(\.name), ["string", "gitHub", "path", "archive"])
        XCTAssertEqual(source.variants.map(\.type.description), ["String", "SourceGitHub", "SourcePath", "Archive"])
        XCTAssertEqual(try XCTUnwrap(api.union(named: "Value")).variants.map(\.name), ["String", "ValueString"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Sources.openapi.yaml"))
        XCTAssertTrue(spec.contains("      gitHub: SourceGitHub\n      path: SourcePath\n"), spec)
        XCTAssertTrue(spec.contains("oneOf: [String, ValueString]"), spec)
    }

    /// An inline variant that extends one schema (Rebilly's plans: `allOf: [{ id }, $ref:
    /// OneTimeSalePlan.yaml]`) is named after it, not its position (`option2`); one that
    /// extends two is named by its position still.
    func testAnInlineVariantThatExtendsOneSchemaIsNamedAfterIt() throws {
        let document = schemasDocument(
            "Plans",
            """
            Plan:
              oneOf:
                - allOf: [{ type: object, properties: { id: { type: string } } }, { $ref: '#/components/schemas/Subscription' }]
                - allOf: [{ $ref: '#/components/schemas/OneTimeSale' }, { type: object, properties: { id: { type: string } } }]
                - allOf: [{ $ref: '#/components/schemas/Subscription' }, { $ref: '#/components/schemas/OneTimeSale' }]
            Subscription: { type: object, properties: { period: { type: string } }, required: [period] }
            OneTimeSale: { type: object, properties: { price: { type: number } }, required: [price] }
            """)
        let api = try XCTUnwrap(load([("Plans.openapi.yaml", document)]).apis.first)
        let plan = try XCTUnwrap(api.union(named: "Plan"))
        // The one that holds both others' keys is tried first, as untagged variants are ordered.
        XCTAssertEqual(plan.variants.map(\.name), ["option3", "oneTimeSale", "subscription"])
        XCTAssertEqual(plan.variants.map(\.type.description), ["PlanOption3", "PlanOneTimeSale", "PlanSubscription"])
    }

    /// An inline schema whose type nothing uses once the operations are read is not declared:
    /// a path parameter's union, sent as its text, and what it holds. A component schema is,
    /// used or not: a webhook's payload is decoded by hand.
    func testATypeNothingUsesIsDeclaredOnlyForAComponent() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Droplets, version: "1" }
            \(servers)
            paths:
              /droplets/{id}:
                get:
                  operationId: getDroplet
                  parameters:
                    - name: id
                      in: path
                      required: true
                      schema: { oneOf: [{ type: integer }, { type: object, properties: { slug: { type: string } } }] }
                  responses: { "200": { description: it, content: { application/json: { schema: { $ref: '#/components/schemas/Droplet' } } } } }
            components:
              schemas:
                Droplet: { type: object, properties: { name: { type: string } } }
                Event: { type: object, properties: { kind: { type: string, enum: [created, destroyed] } } }
            """
        let api = try XCTUnwrap(loadClean([("Droplets.openapi.yaml", document)]))
        XCTAssertEqual(api.endpoints.first?.pathParameters.map(\.type.description), ["String"])
        XCTAssertEqual(api.models.map(\.name), ["Droplet", "Event"])
        XCTAssertEqual(api.enums.map(\.name), ["EventKind"])
        XCTAssertEqual(api.unions.map(\.name), [])
        // A component numbered for a name another took is still a component.
        let twice = schemasDocument(
            "Pets", "pet_status: { type: string, enum: [a] }\nPetStatus: { type: string, enum: [b] }")
        XCTAssertEqual(try XCTUnwrap(loadClean([("Pets.openapi.yaml", twice)])).enums.map(\.name), ["PetStatus", "PetStatus2"])
    }

    /// An answer offered as JSON and in another form (Rebilly's invoice as a PDF, asked for
    /// with `Accept`) is read as JSON, and a note at the other form says it is not read; an XML
    /// form, the same data in other markup, is not noted.
    func testAnotherFormBesideJSONIsSaid() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Bills, version: "1" }
            \(servers)
            paths:
              /invoices/{id}:
                get:
                  operationId: getInvoice
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200":
                      description: it
                      content:
                        application/json: { schema: { type: object, properties: { total: { type: integer } } } }
                        application/xml: { schema: { type: object, properties: { total: { type: integer } } } }
                        application/pdf: { schema: { type: string, format: binary } }
            """
        let result = SpecLoader.load(sources: [(path: "Bills.openapi.yaml", bytes: Array(document.utf8))])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Bills.openapi.yaml:15:13: note: approximated: the answer is read as JSON; its application/pdf form is not read, so a request that asks for it fails to decode"
            ])
        XCTAssertEqual(result.apis.first?.endpoints.first?.response?.description, "GetInvoiceResponse")
    }

    /// A stream's schema that describes the whole event (Mistral's `CompletionEvent: { data:
    /// CompletionChunk }`, and `{ event, data, id, retry }`) is read for its `data`: each
    /// event's data line is the chunk, not an object holding it (every event failed to decode,
    /// missing 'data').
    func testAStreamSchemaOfTheWholeEventIsReadForItsData() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Chat, version: "1" }
            \(servers)
            paths:
              /chat:
                post:
                  operationId: complete
                  responses:
                    "200":
                      description: it
                      content:
                        text/event-stream: { schema: { $ref: "#/components/schemas/CompletionEvent" } }
              /events:
                get:
                  operationId: follow
                  responses:
                    "200":
                      description: it
                      content:
                        text/event-stream:
                          schema: { type: object, properties: { event: { type: string }, data: { $ref: "#/components/schemas/Chunk" }, id: { type: string }, retry: { type: integer } } }
              /jobs:
                get:
                  operationId: jobs
                  responses:
                    "200":
                      description: it
                      content:
                        text/event-stream: { schema: { type: object, properties: { id: { type: string }, data: { type: string } } } }
              /other:
                get:
                  operationId: other
                  responses:
                    "200":
                      description: it
                      content:
                        text/event-stream: { schema: { type: object, properties: { data: { type: string }, delta: { type: string } } } }
            components:
              schemas:
                CompletionEvent: { type: object, required: [data], properties: { data: { $ref: "#/components/schemas/Chunk" } } }
                Chunk: { type: object, required: [id], properties: { id: { type: string }, text: { type: string } } }
            """
        let api = try XCTUnwrap(loadClean([("Chat.openapi.yaml", document)]))
        // A record that only has `id` and `data` (a job and its data) is the data itself.
        XCTAssertEqual(api.endpoints.map { $0.events?.description }, ["Chunk", "Chunk", "JobsResponseEvent", "OtherResponseEvent"])
        XCTAssertEqual(
            api.model(named: "OtherResponseEvent")?.fields.map(\.name), ["data", "delta"], "other properties: the event's data itself")
    }

    /// An answer offered as JSON and as a stream of events (OpenAI's chat completions) is read
    /// as JSON; a note at the stream's media type says what reads the stream, or that nothing
    /// does when the document does not say what its events hold.
    func testAStreamOfEventsBesideJSONIsSaid() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Chat, version: "1" }
            \(servers)
            paths:
              /chat:
                post:
                  operationId: complete
                  responses:
                    "200":
                      description: it
                      content:
                        application/json: { schema: { type: object, properties: { text: { type: string } } } }
                        text/event-stream: { schema: { type: string } }
            """
        let result = SpecLoader.load(sources: [(path: "Chat.openapi.yaml", bytes: Array(document.utf8))])
        let notes = result.diagnostics.filter { $0.severity == .note }
        XCTAssertEqual(notes.map(\.mark.line), [13])
        XCTAssertTrue(notes.first?.message.contains("text/event-stream form is not read") == true, "\(notes)")
        XCTAssertEqual(result.apis.first?.endpoints.first?.response?.description, "CompleteResponse")

        // A stream whose events the document describes is read by an endpoint of its own: the
        // same request, asking for the stream, named `<name>Stream` (beside an operation already
        // named so, numbered).
        let described =
            document.replacingOccurrences(
                of: "text/event-stream: { schema: { type: string } }",
                with: "text/event-stream: { schema: { type: object, properties: { delta: { type: string } } } }")
            + "\n  /other:\n    get:\n      operationId: completeStream\n      responses: { \"204\": { description: none } }\n"
        let streaming = SpecLoader.load(sources: [(path: "Chat.openapi.yaml", bytes: Array(described.utf8))])
        XCTAssertEqual(
            streaming.diagnostics.filter { $0.severity == .note }.map(\.description),
            [
                "Chat.openapi.yaml:13:13: note: approximated: the answer is read as JSON; its text/event-stream form is read by 'completeStream2', whose request must ask the server to stream"
            ])
        let endpoints = try XCTUnwrap(streaming.apis.first?.endpoints)
        XCTAssertEqual(endpoints.map(\.name), ["complete", "completeStream2", "completeStream"])
        XCTAssertEqual(endpoints[1].events?.description, "CompleteResponseEvent")
        XCTAssertEqual(endpoints[1].path, "/chat")
        XCTAssertNil(endpoints[1].response)
        XCTAssertEqual(
            streaming.diagnostics.filter { $0.severity == .warning }.map(\.description), [], "the server tells the two apart by Accept")

        // The stream endpoint asks for the stream, not the `Accept` the document fixes for the
        // JSON; a stream of bytes or text is no stream of events.
        let fixed = """
            openapi: 3.0.3
            info: { title: Chat, version: "1" }
            \(servers)
            paths:
              /chat:
                post:
                  operationId: complete
                  parameters: [{ name: Accept, in: header, required: true, schema: { type: string, enum: [application/json] } }]
                  responses:
                    "200":
                      description: it
                      content:
                        application/json: { schema: { type: object, properties: { text: { type: string } } } }
                        text/event-stream: { schema: { type: object, properties: { delta: { type: string } } } }
              /raw:
                get:
                  operationId: raw
                  responses: { "200": { description: it, content: { text/event-stream: { schema: { type: string, format: binary } } } } }
            """
        let fixedResult = SpecLoader.load(sources: [(path: "Chat.openapi.yaml", bytes: Array(fixed.utf8))])
        let fixedEndpoints = try XCTUnwrap(fixedResult.apis.first?.endpoints)
        XCTAssertEqual(fixedEndpoints.first { $0.name == "complete" }?.headers.map(\.name), ["Accept"])
        XCTAssertEqual(fixedEndpoints.first { $0.name == "completeStream" }?.headers.map(\.name), [])
        XCTAssertEqual(fixedEndpoints.first { $0.name == "raw" }?.responseMedia, .text("text/event-stream"))
    }

    /// Choices of any text or one of some named values (`anyOf: [{ type: string }, { enum: […] }]`,
    /// OpenAI's model ids and voices) are an open enum of those values, which keeps any other
    /// text as `.unknown(…)`: not a union that every call spelt `.option2(.gpt4o)`. The values
    /// may be an enum schema a choice refers to. A choice of a format, or of a shape, keeps the
    /// union.
    func testAnyTextOrSomeNamedValuesIsAnOpenEnum() throws {
        let document = schemasDocument(
            "Models",
            """
            ModelId: { anyOf: [{ type: string }, { $ref: "#/components/schemas/ChatModel" }] }
            ChatModel: { type: string, enum: [gpt-4o, gpt-5] }
            Voice: { anyOf: [{ type: string, maxLength: 40 }, { type: string, enum: [alloy, ash] }, { const: verse }] }
            Moment: { oneOf: [{ type: string, format: date-time }, { enum: [now] }] }
            Responses: { anyOf: [{ $ref: "#/components/schemas/ModelId" }, { type: string, enum: [o1-pro] }] }
            Kinds: { anyOf: [{ type: [string, integer] }, { enum: [a, b] }] }
            Maybe: { anyOf: [{ type: string }, { type: string, enum: [x], nullable: true }] }
            """)
        let api = try XCTUnwrap(loadClean([("Models.openapi.yaml", document)]))
        let model = try XCTUnwrap(api.enums.first { $0.name == "ModelId" })
        XCTAssertTrue(model.allowsUnknown)
        XCTAssertEqual(model.cases.map(\.wireValue), ["gpt-4o", "gpt-5"])
        XCTAssertFalse(try XCTUnwrap(api.enums.first { $0.name == "ChatModel" }).allowsUnknown)
        let voice = try XCTUnwrap(api.enums.first { $0.name == "Voice" })
        XCTAssertTrue(voice.allowsUnknown)
        XCTAssertEqual(voice.cases.map(\.wireValue), ["alloy", "ash", "verse"])
        // Such an enum among the choices gives its values (OpenAI's `ModelIdsResponses`): as a
        // variant it would take every text. A list of kinds is no text alone: a union.
        let responses = try XCTUnwrap(api.enums.first { $0.name == "Responses" })
        XCTAssertEqual(responses.cases.map(\.wireValue), ["gpt-4o", "gpt-5", "o1-pro"])
        XCTAssertTrue(responses.allowsUnknown)
        XCTAssertEqual(api.unions.map(\.name), ["Moment", "Kinds", "KindsOption1"])
        XCTAssertTrue(try XCTUnwrap(api.enums.first { $0.name == "Maybe" }).allowsUnknown)
        let spec = try XCTUnwrap(try importedSpec(document, path: "Models.openapi.yaml"))
        XCTAssertTrue(spec.contains("  Voice:\n    enum: [alloy, ash, verse]\n    unknown: true\n"), spec)
    }

    /// Of two parameters whose keys make one Swift name, the deprecated one is numbered, even
    /// where the document lists it first (Clerk's `frontendApi` beside `frontend_api`).
    func testADeprecatedParameterGivesWayToTheOneToUse() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Pages, version: "1" }
            \(servers)
            paths:
              /page:
                get:
                  operationId: getPage
                  parameters:
                    - { name: frontendApi, in: query, deprecated: true, schema: { type: string } }
                    - { name: frontend_api, in: query, schema: { type: string } }
                  responses: { "204": { description: none } }
            """
        let api = try XCTUnwrap(loadClean([("Pages.openapi.yaml", document)]))
        let query = try XCTUnwrap(api.endpoints.first?.query)
        XCTAssertEqual(query.map { Naming.propertyName($0.name) }, ["frontendApi", "frontendApi2"])
        XCTAssertEqual(query.map(\.wireKey), ["frontend_api", "frontendApi"])
        XCTAssertEqual(query.map(\.deprecated), [false, true])
        // A path parameter keeps its place: its name never reaches the wire, a header's does.
        let path = """
            openapi: 3.0.3
            info: { title: Pages, version: "1" }
            \(servers)
            paths:
              /a/{id}:
                get:
                  operationId: getA
                  parameters:
                    - { name: id, in: path, required: true, deprecated: true, schema: { type: string } }
                    - { name: id, in: header, schema: { type: string } }
                  responses: { "204": { description: none } }
            """
        let endpoint = try XCTUnwrap(try XCTUnwrap(loadClean([("Pages.openapi.yaml", path)])).endpoints.first)
        XCTAssertEqual(endpoint.path, "/a/{id}")
        XCTAssertEqual(endpoint.headers.map { $0.parameter.map { Naming.propertyName($0.name) } }, ["idHeader"])
    }

    /// Variants that require the same keys, the later declaring more (OpenAI's `EvalItem` after
    /// a simple message): an object of the later may decode as the earlier, without its own
    /// keys, and no order helps, so a note says which keys. Variants whose required key holds
    /// enums with no value in common (`type: file` beside `type: folder`) are told apart.
    func testVariantsThatRequireTheSameKeysAreSaid() throws {
        let document = schemasDocument(
            "Evals",
            """
            Item: { anyOf: [{ $ref: "#/components/schemas/Simple" }, { $ref: "#/components/schemas/Full" }] }
            Simple: { type: object, required: [role, content], properties: { role: { type: string }, content: { type: string } } }
            Full: { type: object, required: [role, content], properties: { role: { type: string }, content: { type: string }, type: { type: string } } }
            Entry: { anyOf: [{ $ref: "#/components/schemas/Folder" }, { $ref: "#/components/schemas/File" }] }
            Folder: { type: object, required: [type, id], properties: { type: { type: string, enum: [folder] }, id: { type: string } } }
            File: { type: object, required: [type, id], properties: { type: { type: string, enum: [file] }, id: { type: string }, sha1: { type: string } } }
            """)
        let result = SpecLoader.load(sources: [(path: "Evals.openapi.yaml", bytes: Array(document.utf8))])
        XCTAssertEqual(
            result.diagnostics.filter { $0.message.contains("require the same keys") }.map(\.description),
            [
                "Evals.openapi.yaml:7:11: note: approximated: Simple and Full require the same keys, so an object of Full may decode as Simple, without 'type'"
            ])
    }

    /// A body of a JSON media type of its own (`merge-patch+json`, `json-patch+json`) goes out
    /// with that type, which servers insist on (415 to `application/json`); `application/json`
    /// is chosen where the document also offers it, and a range (`*/*`) says it is sent as JSON.
    func testAJSONBodyOfAnotherMediaTypeIsSentWithIt() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Patch, version: "1" }
            \(servers)
            paths:
              /items/{id}:
                patch:
                  operationId: patchItem
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    content: { application/merge-patch+json: { schema: { type: object, properties: { name: { type: string } } } } }
                  responses: { "204": { description: done } }
                put:
                  operationId: putItem
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    content:
                      application/merge-patch+json: { schema: { type: integer } }
                      application/json: { schema: { type: string } }
                  responses: { "204": { description: done } }
              /lists/{id}:
                patch:
                  operationId: patchList
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    content: { application/json-patch+json: { schema: { type: array, items: { type: object } } } }
                  responses: { "204": { description: done } }
              /pods/{id}:
                patch:
                  operationId: patchPod
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    content:
                      application/json-patch+json: { schema: { type: object } }
                      application/merge-patch+json: { schema: { type: object } }
                  responses: { "204": { description: done } }
              /operations:
                post:
                  operationId: postOperations
                  requestBody:
                    content: { 'application/vnd.api+json; ext="https://jsonapi.org/ext/Atomic"': { schema: { type: object } } }
                  responses: { "204": { description: done } }
              /any:
                post:
                  operationId: postAny
                  requestBody:
                    content: { "*/*": { schema: { type: object, properties: { name: { type: string } } } } }
                  responses: { "204": { description: done } }
            """
        let spec = try XCTUnwrap(try importedSpec(document, path: "Patch.openapi.yaml"))
        XCTAssertEqual(spec.components(separatedBy: "# approximated: the body is sent as application/json, not").count, 2, spec)
        XCTAssertTrue(spec.contains("not */*"), spec)
        // Its name starts like JSON's, and once passed for it without a word.
        XCTAssertTrue(spec.contains("\"Content-Type\": \"application/json-patch+json\""), spec)
        XCTAssertTrue(spec.contains("\"Content-Type\": \"application/merge-patch+json\""), spec)
        let loaded = try XCTUnwrap(loadClean([("Patch.openapi.yaml", document)]))
        func contentType(_ name: String) -> String? {
            loaded.endpoints.first { $0.name == name }?.headers.first { $0.name == "Content-Type" }?.value
        }
        XCTAssertEqual(contentType("patchItem"), "application/merge-patch+json")
        XCTAssertEqual(contentType("patchList"), "application/json-patch+json")
        XCTAssertNil(contentType("putItem"))
        // As written: a parameter's value may be case-sensitive.
        XCTAssertEqual(contentType("postOperations"), #"application/vnd.api+json; ext="https://jsonapi.org/ext/Atomic""#)
        XCTAssertEqual(contentType("patchPod"), "application/json-patch+json")
        XCTAssertTrue(
            spec.contains(
                "# approximated: the body is sent as application/json-patch+json, the first of its JSON types (also application/merge-patch+json)"
            ),
            spec)
        XCTAssertNil(contentType("postAny"))
        guard case .json(let type, _) = loaded.endpoints.first(where: { $0.name == "putItem" })?.body else {
            return XCTFail("putItem has a JSON body")
        }
        // Optional: the document does not say the body is required.
        XCTAssertEqual(type, .optional(.primitive(.string)), "application/json is chosen over another JSON media type")
    }

    /// `openapi.yaml` names the format, not the API: the title does. A Swagger 2.0 document is
    /// refused with what to do, in a specs folder as by `gen import`.
    func testFileNamesThatSayOnlyTheFormatGiveWayToTheTitleAndSwaggerIsRefused() throws {
        let document = "openapi: 3.0.3\ninfo: { title: Pet shop, version: '1' }\n\(servers)\npaths: {}\n"
        XCTAssertEqual(try XCTUnwrap(loadClean([("openapi.yaml", document)])).name, "PetShop")
        let swagger = "swagger: \"2.0\"\ninfo: { title: Old, version: '1' }\npaths: {}\n"
        assertDiagnostics([("Old.yaml", swagger)], ["Old.yaml:1:1: error: \(OpenAPIImport.swaggerMessage)"])
        XCTAssertTrue(OpenAPIImport.swaggerMessage.contains("convert it first"))

        let folder = try temporaryFolder()
        try swagger.write(toFile: folder + "/Old.yaml", atomically: true, encoding: .utf8)
        XCTAssertEqual(OpenAPIImport.read(path: folder + "/Old.yaml").diagnostics.map(\.message), [OpenAPIImport.swaggerMessage])
    }

    /// A file the document's `$ref`s read is part of it, not a spec, even beside it in the
    /// specs folder; a document beside the spec imported from it is the API twice, said once.
    func testFilesAroundADocumentInASpecsFolder() throws {
        let folder = try temporaryFolder()
        let document = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            \(servers)
            paths:
              /price:
                get:
                  operationId: getPrice
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "common.yaml#/Money" } } } }
            """
        try document.write(toFile: folder + "/Shop.openapi.yaml", atomically: true, encoding: .utf8)
        try "Money: { type: object, properties: { amount: { type: number } } }\n".write(
            toFile: folder + "/common.yaml", atomically: true, encoding: .utf8)
        let alone = try SpecLoader.load(directory: folder)
        XCTAssertEqual(alone.diagnostics.map(\.description), [])
        XCTAssertEqual(alone.apis.map(\.name), ["Shop"])
        XCTAssertEqual(alone.apis.first?.models.map(\.name), ["Money"])

        let imported = try XCTUnwrap(OpenAPIImport.read(path: folder + "/Shop.openapi.yaml").spec)
        try imported.write(toFile: folder + "/Shop.yaml", atomically: true, encoding: .utf8)
        let twice = try SpecLoader.load(directory: folder)
        XCTAssertEqual(
            twice.diagnostics.map(\.description),
            [
                "\(folder)/Shop.openapi.yaml:1:1: error: this OpenAPI document is the API 'Shop', which \(folder)/Shop.yaml declares too; after 'gen import', remove the document from the specs folder (or the spec, to keep generating from the document)"
            ])
    }

    /// A finding about the imported spec that names another place of it (`… of 'getPet' (…)`)
    /// names the document's node there too, as the finding itself does.
    func testPlacesInsideMessagesPointIntoTheDocument() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Doc, version: "1" }
            \(servers)
            paths:
              /pets/{id}:
                get:
                  operationId: getPet
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: gone } }
              /pets/{petId}:
                get:
                  operationId: fetchPet
                  parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: gone } }
            """
        assertDiagnostics(
            [("Doc.openapi.yaml", document)],
            [
                "Doc.openapi.yaml:11:5: warning: 'fetchPet' has the method and path of 'getPet' (Doc.openapi.yaml:6:5), GET /pets/{petId}: the server cannot tell the two calls apart"
            ])
    }

    /// In a document's tree a mark is the place a whole spec line came from: a finding about a
    /// part of a scalar is at the scalar, not columns into text the user never sees.
    func testPlacesInsideAScalarAreTheScalarsInADocumentsTree() throws {
        let spec = """
            api: Shop
            servers: { production: "https://shop.example" }
            endpoints:
              things:
                getThing:
                  get: "/things/{id}"
                  path: { other: String }
            """
        let root = try XCTUnwrap(YAMLReader.read(Array(spec.utf8), file: "Shop.yaml"))
        func undeclaredMark(readsDocument: Bool) -> String? {
            var loader = FileLoader()
            loader.reading.readsDocument = readsDocument
            _ = loader.load(root, path: "Shop.yaml")
            return loader.reading.diagnostics.all.first { $0.message.hasPrefix("'{id}' in the path") }?.mark.description
        }
        XCTAssertEqual(undeclaredMark(readsDocument: false), "Shop.yaml:6:21", "in text: at '{id}', past the quote")
        XCTAssertEqual(undeclaredMark(readsDocument: true), "Shop.yaml:6:12", "in a tree: at the path")
    }

    /// A range stands for its first status, so `2XX` beside `200` (or `2xx` beside `2XX`) would
    /// answer 200 twice: the range is skipped, with a warning where it is.
    func testARangeBesideItsFirstStatusIsSkipped() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Ranges, version: "1" }
            \(servers)
            paths:
              /thing:
                get:
                  operationId: getThing
                  responses:
                    "2XX": { description: any, content: { application/json: { schema: { $ref: "#/components/schemas/B" } } } }
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/A" } } } }
                    "2xx": { description: again, content: { application/json: { schema: { $ref: "#/components/schemas/B" } } } }
            components:
              schemas:
                A: { type: object, properties: { a: { type: string } } }
                B: { type: object, properties: { b: { type: string } } }
            """
        let result = load([("Ranges.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Ranges.openapi.yaml:9:9: warning: the 2XX answer of getThing is skipped: gen reads a range as its first status, 200, which has an answer of its own",
                "Ranges.openapi.yaml:11:9: warning: the 2xx answer of getThing is skipped: gen reads a range as its first status, 200, which has an answer of its own",
            ])
        let endpoint = try XCTUnwrap(result.apis.first?.endpoints.first)
        XCTAssertEqual(endpoint.response, .named("A", arguments: []))
    }

    /// Untagged variants are tried in order: a wider integer goes after `Int32`, and a model
    /// after one that requires more keys (`{x}` would decode every `{x, y}`).
    func testNoUnionVariantHidesALaterOne() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Clash, version: "1" }
            \(servers)
            paths: {}
            components:
              schemas:
                A: { type: object, required: [x], properties: { x: { type: integer } } }
                B: { type: object, required: [x, y], properties: { x: { type: integer }, y: { type: integer } } }
                Value:
                  oneOf:
                    - { type: integer, format: int64 }
                    - { type: integer, format: int32 }
                    - { $ref: "#/components/schemas/A" }
                    - { $ref: "#/components/schemas/B" }
            """
        let api = try XCTUnwrap(loadClean([("Clash.openapi.yaml", document)]))
        XCTAssertEqual(api.unions.first?.variants.map(\.type.description), ["Int32", "Int64", "B", "A"])
        // A property with a default is required only when the document requires it: `Loose`'s
        // `kind` may be left out, so it decodes every object and goes last, said in a note;
        // `Tagged` requires its `kind`, so it takes only objects that have one.
        let defaulted = schemasDocument(
            "Defaults",
            """
            Value: { oneOf: [{ $ref: "#/components/schemas/Loose" }, { $ref: "#/components/schemas/Named" }, { $ref: "#/components/schemas/Tagged" }] }
            Loose: { type: object, properties: { kind: { type: string, default: any } } }
            Tagged: { type: object, required: [kind], properties: { kind: { type: string, default: tagged }, tag: { type: string } } }
            Named: { type: object, required: [name, kind], properties: { name: { type: string }, kind: { type: string } } }
            """)
        let union = try XCTUnwrap(loadClean([("Defaults.openapi.yaml", defaulted)])?.unions.first)
        XCTAssertEqual(union.variants.map(\.type.description), ["Named", "Tagged", "Loose"])
    }

    /// What the document says that gen does not do is said: a discriminator with one subtype
    /// (no choice to make), and path parameters in a style gen does not write.
    func testADiscriminatorWithoutOneOfAndPathStylesAreSaid() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            \(servers)
            paths:
              /pets/{ids}:
                get:
                  operationId: getPets
                  parameters: [{ name: ids, in: path, required: true, style: matrix, schema: { type: array, items: { type: integer } } }]
                  responses: { "204": { description: none } }
            components:
              schemas:
                Pet:
                  type: object
                  discriminator: { propertyName: kind }
                  properties: { kind: { type: string } }
                Cat: { allOf: [{ $ref: "#/components/schemas/Pet" }, { type: object, properties: { lives: { type: integer } } }] }
            """
        let result = load([("Pets.openapi.yaml", document)])
        XCTAssertEqual(
            result.problems,
            [
                "Pets.openapi.yaml:14:7: warning: the discriminator of 'Pet' is not read: fewer than two schemas extend it (named by 'mapping', or with this schema in their 'allOf'), so a Pet decodes its own fields"
            ])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Pets.openapi.yaml"))
        XCTAssertTrue(spec.contains("# approximated: path 'ids': [Int] is a String here, sent as one segment"), spec)
        XCTAssertTrue(spec.contains("# approximated: path 'ids': style matrix is sent as a plain segment, without its ';ids='"), spec)
    }

    /// A schema's `required` that is no list of names is an error where it stands, never a
    /// property left optional in silence; `required: true` on a property, a common slip, is a
    /// warning, as is what it means.
    func testARequiredThatIsNoListOfNamesIsSaid() throws {
        let document = schemasDocument(
            "Shop",
            """
            Order: { type: object, required: id, properties: { id: { type: string } } }
            Item: { type: object, required: [sku, { name: x }], properties: { sku: { type: string } } }
            Note: { type: object, properties: { text: { type: string, required: true } } }
            """)
        let result = load([("Shop.openapi.yaml", document)])
        XCTAssertEqual(
            result.problems,
            [
                "Shop.openapi.yaml:7:38: error: 'required' is a list of property names",
                "Shop.openapi.yaml:8:43: error: 'required' lists property names: this is a mapping",
                "Shop.openapi.yaml:9:73: warning: 'required: true' is ignored: in a schema, 'required' is the list of its object's required properties; list this property in its object's 'required'",
            ])
    }

    /// A schema that contains itself through references or lists alone (no object between)
    /// describes no value: said once each, used or not, and the inner reference is free-form JSON.
    func testASchemaThatContainsItselfThroughAliasesAloneIsSaid() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Trees, version: "1" }
            \(servers)
            paths:
              /forest:
                get:
                  operationId: getForest
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Forest" } } } } }
            components:
              schemas:
                Forest: { type: array, items: { $ref: "#/components/schemas/Forest" } }
                Same: { $ref: "#/components/schemas/Same" }
                Node: { type: object, properties: { children: { type: array, items: { $ref: "#/components/schemas/Node" } } } }
            """
        let result = load([("Trees.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Trees.openapi.yaml:11:43: warning: schema 'Forest' contains itself through references or lists alone, with no object between; the inner 'Forest' is read as free-form JSON",
                "Trees.openapi.yaml:12:19: warning: schema 'Same' contains itself through references or lists alone, with no object between; the inner 'Same' is read as free-form JSON",
            ])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(api.endpoints.first?.response?.description, "[JSON]")
        // A model between makes recursion fine: no warning, and the model refers to itself.
        XCTAssertEqual(api.model(named: "Node")?.fields.map(\.type.description), ["[Node]?"])
    }

    /// A query parameter that is one value or a list of them (Discord's ids) is the list, which
    /// sends one value as well; no union is declared for it. So is one whose value is an enum
    /// written as a choice of constants (OpenSearch's `expand_wildcards`, once sent in bracket
    /// notation). Other unions keep bracket notation.
    func testAQueryParameterOfAValueOrAListIsTheList() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Chat, version: "1" }
            \(servers)
            paths:
              /entitlements:
                get:
                  operationId: listEntitlements
                  parameters:
                    - name: sku_ids
                      in: query
                      schema: { oneOf: [{ type: string }, { type: array, items: { oneOf: [{ type: "null" }, { $ref: "#/components/schemas/Snowflake" }] } }] }
                    - { name: before, in: query, schema: { anyOf: [{ type: array, items: { type: integer } }, { type: integer }] } }
                    - { name: mixed, in: query, schema: { oneOf: [{ type: string }, { type: object, properties: { a: { type: string } } }] } }
                    - { name: expand, in: query, schema: { $ref: "#/components/schemas/Expand" } }
                  responses: { "204": { description: none } }
            components:
              schemas:
                Snowflake: { type: string, pattern: "^[0-9]+$" }
                Expand: { oneOf: [{ $ref: "#/components/schemas/Wildcard" }, { type: array, items: { $ref: "#/components/schemas/Wildcard" } }] }
                Wildcard: { oneOf: [{ type: string, const: all }, { type: string, const: open }] }
            """
        let api = try XCTUnwrap(loadClean([("Chat.openapi.yaml", document)]))
        let list = try XCTUnwrap(api.endpoints.first)
        XCTAssertEqual(list.query.map(\.type.description), ["[String]?", "[Int]?", "ListEntitlementsMixed?", "[Wildcard]?"])
        XCTAssertEqual(api.unions.map(\.name), ["Expand", "ListEntitlementsMixed"], "a component is declared, used or not")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Chat.openapi.yaml"))
        XCTAssertEqual(spec.components(separatedBy: "# approximated").count, 2, spec)
    }

    /// A list's `explode` decides: false is one value, its items joined by commas, or by the
    /// spaces or pipes of a delimited style (Google Maps' `origins=a|b`, which commas broke);
    /// true repeats the key, whatever the style.
    func testExplodeDecidesWhetherAListIsOneValue() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Lists, version: "1" }
            \(servers)
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - { name: a, in: query, explode: false, schema: { type: array, items: { type: string } } }
                    - { name: b, in: query, style: spaceDelimited, schema: { type: array, items: { type: string } } }
                    - { name: c, in: query, style: pipeDelimited, explode: true, schema: { type: array, items: { type: string } } }
                    - { name: d, in: query, schema: { type: array, items: { type: string } } }
                  responses: { "204": { description: none } }
            """
        let api = try XCTUnwrap(loadClean([("Lists.openapi.yaml", document)]))
        XCTAssertEqual(api.endpoints.first?.query.map { $0.formStyle?.rawValue ?? "-" }, ["comma", "spaces", "-", "-"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Lists.openapi.yaml"))
        XCTAssertFalse(spec.contains("# approximated"), spec)
        XCTAssertTrue(spec.contains("b: { type: \"[String]?\", style: spaces }"), spec)
    }

    /// `type` with several kinds is one of them: a union, as `oneOf` would be.
    func testSeveralTypesAreAUnion() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Mixed, version: "1" }
            \(servers)
            paths: {}
            components:
              schemas:
                Key: { type: [string, integer] }
                Job:
                  type: object
                  properties:
                    when: { type: [string, integer, "null"], format: date-time }
            """
        let api = try XCTUnwrap(loadClean([("Mixed.openapi.yaml", document)]))
        XCTAssertEqual(api.unions.map(\.name), ["Key", "JobWhen"])
        XCTAssertEqual(api.unions.map { $0.variants.map(\.type.description) }, [["String", "Int"], ["Date", "Int"]])
        XCTAssertEqual(api.model(named: "Job")?.fields.map(\.type.description), ["JobWhen?"])
    }

    /// A scheme keeps its name unless it is one of the auth words themselves (`apiKey`).
    func testSecuritySchemesKeepTheirNamesButTheAuthWords() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Keys, version: "1" }
            \(servers)
            paths: {}
            components:
              securitySchemes:
                api_key: { type: apiKey, name: api_key, in: header }
                apiKey: { type: apiKey, name: X-Key, in: query }
                bearer: { type: http, scheme: bearer }
            """
        let api = try XCTUnwrap(loadClean([("Keys.openapi.yaml", document)]))
        XCTAssertEqual(api.authSchemes.map(\.name), ["api_key", "apiKeyScheme", "bearerScheme"])
    }

    /// `document` read as `gen import` reads the file `path`.
    /// An enum that lists the cases of one read before it, inline or a component, is an alias
    /// of that one; other values, another order, numbers for text, are enums of their own.
    func testAnEnumThatRepeatsAnotherIsAnAliasOfIt() throws {
        let document = schemasDocument(
            "Calls",
            """
            Method: { type: string, enum: [GET, POST], description: How we call. }
            Call:
              type: object
              properties:
                voice_method: { type: string, enum: [GET, POST], description: How we call the voice URL. }
                sms_method: { type: string, enum: [GET, POST], nullable: true, deprecated: true }
                order: { type: string, enum: [POST, GET] }
                level: { type: integer, enum: [1, 2] }
                rank: { type: integer, enum: [1, 2] }
                label: { type: string, enum: ["1", "2"] }
            OtherMethod: { type: string, enum: [GET, POST] }
            """)
        let api = try XCTUnwrap(loadClean([("Calls.openapi.yaml", document)]))
        let aliases = api.enums.filter { !$0.isDeclaredHere }.map { "\($0.name) = \($0.aliasOf?.name ?? "")" }
        XCTAssertEqual(
            aliases,
            ["CallVoiceMethod = Method", "CallSmsMethod = Method", "CallRank = CallLevel", "OtherMethod = Method"])
        XCTAssertEqual(api.enums.filter(\.isDeclaredHere).map(\.name), ["Method", "CallOrder", "CallLevel", "CallLabel"])
        let call = try XCTUnwrap(api.model(named: "Call"))
        XCTAssertEqual(
            call.fields.map(\.type.description),
            ["CallVoiceMethod?", "CallSmsMethod?", "CallOrder?", "CallLevel?", "CallRank?", "CallLabel?"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Calls.openapi.yaml"))
        XCTAssertTrue(spec.contains("  CallVoiceMethod:\n    alias: Method\n    description: \"How we call the voice URL.\"\n"), spec)
        XCTAssertTrue(spec.contains("  CallSmsMethod:\n    alias: Method\n    deprecated: true\n"), spec)
        XCTAssertTrue(spec.contains("  OtherMethod: { alias: Method }\n"), spec)
    }

    /// An `enum` beside the one `allOf` reference it restates (Jellyfin's parameters: `{ enum:
    /// [Primary, …], allOf: [$ref: ImageType] }`) is that enum: each made an alias of it under
    /// the operation's name, hundreds of them in signatures. Values it does not have are an enum
    /// of their own.
    func testAnEnumBesideTheReferenceItRestatesIsTheReference() throws {
        let document = schemasDocument(
            "Media",
            """
            ImageType: { type: string, enum: [Primary, Art, Backdrop] }
            Request:
              type: object
              properties:
                all: { enum: [Primary, Art, Backdrop], allOf: [{ $ref: "#/components/schemas/ImageType" }] }
                some: { enum: [Art, null], allOf: [{ $ref: "#/components/schemas/ImageType" }], description: Art only. }
                other: { enum: [Primary, Logo], allOf: [{ $ref: "#/components/schemas/ImageType" }] }
            """)
        let api = try XCTUnwrap(loadClean([("Media.openapi.yaml", document)]))
        let request = try XCTUnwrap(api.model(named: "Request"))
        XCTAssertEqual(request.fields.map(\.type.description), ["ImageType?", "ImageType?", "RequestOther?"])
        XCTAssertEqual(api.enums.map(\.name), ["ImageType", "RequestOther"])
    }

    /// A model with the fields of one read before it, word for word, is an alias of that one;
    /// one field said otherwise (its words, its being required) keeps a model its own type.
    func testAModelThatRepeatsAnotherIsAnAliasOfIt() throws {
        let document = schemasDocument(
            "Usage",
            """
            Record: { type: object, required: [count], properties: { count: { type: integer }, unit: { type: string, description: What is counted. } } }
            DailyRecord:
              description: A day's usage.
              type: object
              required: [count]
              properties: { count: { type: integer }, unit: { type: string, description: What is counted. } }
            Loose: { type: object, properties: { count: { type: integer }, unit: { type: string, description: What is counted. } } }
            Worded: { type: object, required: [count], properties: { count: { type: integer }, unit: { type: string, description: The unit. } } }
            Report:
              type: object
              properties:
                daily: { $ref: "#/components/schemas/DailyRecord" }
                records: { type: array, items: { $ref: "#/components/schemas/DailyRecord" } }
            """)
        let api = try XCTUnwrap(loadClean([("Usage.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name), ["Record", "Loose", "Worded", "Report"])
        let alias = try XCTUnwrap(api.enums.first { $0.name == "DailyRecord" })
        XCTAssertEqual(alias.aliasOf?.name, "Record")
        XCTAssertTrue(alias.aliasesModel)
        XCTAssertNil(api.enumType(named: "DailyRecord"))
        XCTAssertEqual(api.model(named: "DailyRecord")?.name, "Record")
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Report")).fields.map(\.type.description), ["DailyRecord?", "[DailyRecord]?"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Usage.openapi.yaml"))
        XCTAssertTrue(spec.contains("  DailyRecord:\n    alias: Record\n    description: \"A day's usage.\"\n"), spec)
    }

    /// The component schema keeps the declaration, though a property's inline enum of the same
    /// values is read before it; and two models whose fields differ only in the names of equal
    /// enums are one.
    func testAComponentIsNeverTheAliasOfAnInlineType() throws {
        let document = schemasDocument(
            "Hooks",
            """
            Hook: { type: object, properties: { method: { type: string, enum: [GET, POST] } } }
            Retry: { type: object, properties: { method: { type: string, enum: [GET, POST] } } }
            CallMethod: { type: string, enum: [GET, POST] }
            Call: { type: object, properties: { method: { $ref: "#/components/schemas/CallMethod" } } }
            """)
        let api = try XCTUnwrap(loadClean([("Hooks.openapi.yaml", document)]))
        let aliases = api.enums.filter { !$0.isDeclaredHere }.map { "\($0.name) = \($0.aliasOf?.name ?? "")" }
        XCTAssertEqual(aliases, ["HookMethod = CallMethod", "Retry = Hook", "RetryMethod = CallMethod", "Call = Hook"])
        XCTAssertEqual(api.models.map(\.name), ["Hook"])
    }

    /// Values or keys written with other Unicode scalars (`café` as U+00E9 and as e + U+0301)
    /// are others on the wire: no alias merges them. Nor does one variant of an untagged union
    /// become an alias of another, which would list one type twice.
    func testAliasesKeepWhatTheWireTellsApart() throws {
        let document = schemasDocument(
            "Cafe",
            """
            Nfc: { type: string, enum: ["caf\\u00E9", "x"] }
            Nfd: { type: string, enum: ["cafe\\u0301", "x"] }
            A: { type: object, properties: { "caf\\u00E9": { type: string } } }
            B: { type: object, properties: { "cafe\\u0301": { type: string } } }
            Card: { type: object, required: [id], properties: { id: { type: string } } }
            Bank: { type: object, required: [id], properties: { id: { type: string } } }
            Source: { oneOf: [{ $ref: "#/components/schemas/Card" }, { $ref: "#/components/schemas/Bank" }] }
            """)
        let api = try XCTUnwrap(loadClean([("Cafe.openapi.yaml", document)]))
        XCTAssertEqual(api.enums.filter { !$0.isDeclaredHere }.map(\.name), [])
        XCTAssertEqual(api.models.map(\.name), ["A", "B", "Card", "Bank"])
    }

    /// A number enum's fractions keep their point in their case names: `value1Point5` is 1.5,
    /// and `value15` is 15 (Lichess's clock times once made `value15` mean 1.5); its signs are
    /// words too. So are a text enum's numbers with a sign or a point: GitHub's reactions `+1`
    /// and `-1` were `_1` and `_12`, versions `1.0` and `10` were `_10` and `_102`.
    func testFractionsAndSignsOfNumbersKeepTheirMeaningInCaseNames() throws {
        let document = schemasDocument(
            "Clock",
            """
            Minutes: { type: number, enum: [0.5, 1, 1.5, 15, -1] }
            Reaction: { type: string, enum: ["+1", "-1", "1.0", "10", "-0.5"] }
            Order: { type: string, enum: [created_at, -created_at] }
            Version: { type: string, enum: ["1.0.2", "102", "2.2.0"] }
            """)
        let api = try XCTUnwrap(loadClean([("Clock.openapi.yaml", document)]))
        let minutes = try XCTUnwrap(api.enumType(named: "Minutes"))
        XCTAssertEqual(
            minutes.cases.map { "\($0.name)=\($0.wireValue)" },
            ["value0Point5=0.5", "value1=1.0", "value1Point5=1.5", "value15=15.0", "valueMinus1=-1.0"])
        XCTAssertEqual(
            minutes.cases.map { Naming.caseName($0.name) }, ["value0Point5", "value1", "value1Point5", "value15", "valueMinus1"])
        let reaction = try XCTUnwrap(api.enumType(named: "Reaction"))
        XCTAssertEqual(reaction.cases.map { Naming.caseName($0.name) }, ["plus1", "minus1", "_1Point0", "_10", "minus0Point5"])
        let order = try XCTUnwrap(api.enumType(named: "Order"))
        XCTAssertEqual(order.cases.map { Naming.caseName($0.name) }, ["createdAt", "minusCreatedAt"], "a descending sort says so")
        let version = try XCTUnwrap(api.enumType(named: "Version"))
        XCTAssertEqual(version.cases.map { Naming.caseName($0.name) }, ["_1Point0Point2", "_102", "_2Point2Point0"])
    }

    /// Text values whose names would be one but for the separators between their digits keep
    /// them as words (NetBox's `2.5gbase-t` beside `25gbase-t` made `_25gbaseT` and a numbered
    /// `_25gbaseT2`); values alone keep the names their words make (a date stays `_20200827`).
    func testSeparatorsBetweenDigitsAreWordsWhereNamesWouldMeet() throws {
        let document = schemasDocument(
            "Ifaces",
            """
            InterfaceType: { type: string, enum: [2.5gbase-t, 25gbase-t, 1000base-t] }
            RfChannel: { type: string, enum: [2.4g-1-2412-22, 2.4g-12-412-22, 5g-32-5160-20] }
            ApiVersion: { type: string, enum: ["2020-08-27", "2.5", "2020-08-27"] }
            Alone: { type: string, enum: [2.5gbase-t, 10gbase-t] }
            """)
        let api = try XCTUnwrap(loadClean([("Ifaces.openapi.yaml", document)]))
        func names(_ name: String) -> [String] { api.enumType(named: name)?.cases.map { Naming.caseName($0.name) } ?? [] }
        XCTAssertEqual(names("InterfaceType"), ["_2Point5gbaseT", "_25gbaseT", "_1000baseT"])
        XCTAssertEqual(names("RfChannel"), ["_2Point4g1Dash2412Dash22", "_2Point4g12Dash412Dash22", "_5g32516020"])
        XCTAssertEqual(names("ApiVersion"), ["_20200827", "_2Point5"])
        XCTAssertEqual(names("Alone"), ["_25gbaseT", "_10gbaseT"], "alone, a value keeps the name its words make")
    }

    /// serde's externally tagged enum as utoipa writes it (Meilisearch's ranking rules): its unit
    /// variants, each one text value, are one enum, one variant (`value`), and a struct
    /// variant is named by its one property (`asc`), as is any inline choice whose one property
    /// no other choice has (GitHub's `{ apps: [...] }` beside a bare list). They were `option1`
    /// to `option5`, three of them one-case enums.
    func testSerdeUnitAndStructVariantsAreNamedByWhatTheyHold() throws {
        let document = schemasDocument(
            "Rules",
            """
            RankingRule:
              oneOf:
                - { type: string, enum: [Words], description: Matches more query words first. }
                - { type: string, enum: [Typo] }
                - { type: object, required: [Asc], properties: { Asc: { type: string } } }
                - { type: object, required: [Desc], properties: { Desc: { type: string } } }
            Labels:
              oneOf:
                - { type: object, properties: { labels: { type: array, items: { type: string } } } }
                - { type: array, items: { type: string } }
                - { type: object, properties: { labels: { type: array, items: { type: object, properties: { name: { type: string } } } } } }
            Token:
              oneOf:
                - { type: object, required: [active, scope], properties: { active: { type: boolean }, scope: { type: string } } }
                - { type: object, required: [active], properties: { active: { type: boolean, enum: [false] } } }
            """)
        let api = try XCTUnwrap(loadClean([("Rules.openapi.yaml", document)]))
        let rule = try XCTUnwrap(api.union(named: "RankingRule"))
        XCTAssertEqual(rule.variants.map { Naming.caseName($0.name) }, ["value", "asc", "desc"])
        XCTAssertEqual(api.enumType(named: "RankingRuleValue")?.cases.map(\.wireValue), ["Words", "Typo"])
        XCTAssertEqual(api.enumType(named: "RankingRuleValue")?.description, "- `Words`: Matches more query words first.")
        XCTAssertEqual(api.model(named: "RankingRuleAsc")?.fields.map(\.key), ["Asc"])
        let labels = try XCTUnwrap(api.union(named: "Labels"))
        XCTAssertEqual(labels.variants.map { Naming.caseName($0.name) }, ["option1", "stringList", "option3"], "two name one property")
        // Clerk's inactive token, `{ active: false }`, is no `.active`.
        XCTAssertEqual(api.union(named: "Token")?.variants.map { Naming.caseName($0.name) }, ["option1", "option2"])
    }

    /// Text or bytes (pydantic's `Union[str, bytes]`, Mistral's `input_audio`) is text: in JSON
    /// both are, and the union it made warned of a variant never chosen that no one could fix.
    func testTextOrBytesIsText() throws {
        let document = schemasDocument(
            "Audio",
            """
            Chunk:
              type: object
              properties:
                input_audio: { anyOf: [{ type: string }, { type: string, format: binary }] }
                maybe: { anyOf: [{ type: string, format: byte }, { type: string }, { type: "null" }] }
                stamp: { anyOf: [{ type: string, format: date-time }, { type: string, format: binary }] }
            """)
        let api = try XCTUnwrap(loadClean([("Audio.openapi.yaml", document)]))
        XCTAssertEqual(api.model(named: "Chunk")?.fields.map(\.type.description), ["String?", "String?", "ChunkStamp?"])
    }

    /// The case names a generator extension lists beside a number enum's values
    /// (`x-enum-varnames`, NSwag's `x-enumNames`) name its cases; a text enum's cases keep the
    /// values' names, and a list of another length is left out.
    func testCaseNamesFromGeneratorExtensions() throws {
        let document = schemasDocument(
            "Hooks",
            """
            Status: { type: integer, enum: [0, 1, 2], x-enum-varnames: [Success, Pending, Fail] }
            Kind: { type: integer, enum: [1, 2], x-enumNames: [First Kind, second_kind] }
            Device: { type: string, enum: [Android, iOS], x-enum-varnames: [ANDROID, IOS] }
            Short: { type: integer, enum: [0, 1], x-enum-varnames: [Only] }
            """)
        let api = try XCTUnwrap(loadClean([("Hooks.openapi.yaml", document)]))
        XCTAssertEqual(try XCTUnwrap(api.enumType(named: "Status")).cases.map { Naming.caseName($0.name) }, ["success", "pending", "fail"])
        XCTAssertEqual(try XCTUnwrap(api.enumType(named: "Kind")).cases.map { Naming.caseName($0.name) }, ["firstKind", "secondKind"])
        XCTAssertEqual(try XCTUnwrap(api.enumType(named: "Device")).cases.map { Naming.caseName($0.name) }, ["android", "iOS"])
        XCTAssertEqual(try XCTUnwrap(api.enumType(named: "Short")).cases.map { Naming.caseName($0.name) }, ["value0", "value1"])
    }

    /// `components.schemas` given by reference to a file of them (Lichess's `_index.yaml`) is
    /// read there, and `#/components/schemas/Pet` finds its schema; a component that only
    /// names a file gives that file's schema its name, though another file reaches it first.
    func testComponentSchemasInFilesOfTheirOwn() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/schemas", withIntermediateDirectories: true)
        let document = """
            openapi: 3.1.0
            info: { title: Shop, version: "1" }
            \(servers)
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
            components:
              schemas:
                $ref: "./schemas/_index.yaml"
            """
        let files = [
            "Shop.openapi.yaml": document,
            "schemas/_index.yaml": "Pet: { $ref: \"./Pet.yaml\" }\nOwner: { $ref: \"./Owner.yaml\" }\n",
            "schemas/Pet.yaml": "type: object\nproperties: { name: { type: string }, owner: { $ref: \"./Owner.yaml\" } }\n",
            "schemas/Owner.yaml": "type: object\nproperties: { id: { type: string } }\n",
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let result = try SpecLoader.load(directory: folder)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(api.models.map(\.name), ["Pet", "Owner"], "Owner, not Owner2")
        XCTAssertEqual(api.model(named: "Pet")?.fields.map { "\($0.name): \($0.type)" }, ["name: String?", "owner: Owner?"])
        XCTAssertEqual(api.endpoints.first?.response, .named("Pet", arguments: []))
    }

    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-shapes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    /// A reference's last component names what it points at: found in the key's bytes, past
    /// any trailing slash, nil when there is none.
    func testTheLastComponentOfAReference() {
        XCTAssertEqual(OpenAPIReader.lastComponent(of: "/docs/Shop.yaml#/components/schemas/Order"), "Order")
        XCTAssertEqual(OpenAPIReader.lastComponent(of: "#/components/schemas/Café/"), "Café")
        XCTAssertEqual(OpenAPIReader.lastComponent(of: "Order"), "Order")
        XCTAssertNil(OpenAPIReader.lastComponent(of: "///"))
        XCTAssertNil(OpenAPIReader.lastComponent(of: ""))
    }

    /// References into a mapping of many schemas (looked up in a table of it) find each one,
    /// the last as well as the first, and one that names nothing there is still an error.
    func testReferencesIntoManySchemasFindEachOne() throws {
        let count = 40
        let schemas = (1...count).map { number in
            let next = number < count ? ", next: { $ref: \"#/components/schemas/Step\(number + 1)\" }" : ""
            return "    Step\(number): { type: object, properties: { id: { type: string }\(next) } }"
        }
        let document = """
            openapi: 3.0.3
            info: { title: Steps, version: "1" }
            \(servers)
            paths:
              /first:
                get:
                  operationId: getFirst
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Step1" } } } } }
              /missing:
                get:
                  operationId: getMissing
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Step99" } } } } }
            components:
              schemas:
            \(schemas.joined(separator: "\n"))
            """
        let result = load([("Steps.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Steps.openapi.yaml:12:93: error: '$ref: #/components/schemas/Step99' points at nothing: there is no 'Step99' in this document"
            ])
        XCTAssertTrue(result.apis.isEmpty)
        let fine = load([("Steps.openapi.yaml", document.replacingOccurrences(of: "Step99", with: "Step40"))])
        XCTAssertEqual(fine.diagnostics.map(\.description), [])
        let api = try XCTUnwrap(fine.apis.first)
        XCTAssertEqual(api.model(named: "Step39")?.fields.map(\.type.description), ["String?", "Step40?"])
        XCTAssertEqual(api.model(named: "Step40")?.fields.map(\.type.description), ["String?"])
    }

    /// References by JSON pointer: `~1` and `~0` escapes, a percent-encoded name (the same
    /// schema as its plain spelling), an index into a list, a large mapping (looked up through a
    /// table) and chains of references; one that leads back to where it started is an error
    /// at the reference that closes the loop.
    func testReferencesFollowEscapedPointersListsAndChains() throws {
        let many = (0..<40).map { "    S\($0): { type: object, properties: { n\($0): { type: integer } } }" }.joined(separator: "\n")
        let document = """
            openapi: 3.0.3
            info: { title: Refs, version: "1" }
            servers: [{ url: "https://refs.example" }]
            paths:
              /things:
                get:
                  operationId: listThings
                  parameters:
                    - $ref: "#/components/parameters/Limit"
                    - $ref: "#/components/parameters/Loop"
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "#/components/schemas/Holder" } } }
            components:
              parameters:
                Limit: { $ref: "#/components/parameters/PageSize" }
                PageSize: { name: limit, in: query, schema: { type: integer } }
                Loop: { $ref: "#/components/parameters/Loop2" }
                Loop2: { $ref: "#/components/parameters/Loop" }
              schemas:
                Holder:
                  type: object
                  properties:
                    cat: { $ref: "#/components/schemas/Pet~1Cat" }
                    dog: { $ref: "#/components/schemas/Pet~0Dog" }
                    bird: { $ref: "#/components/schemas/Pet%20Bird" }
                    last: { $ref: "#/components/schemas/S39" }
                    second: { $ref: "#/components/schemas/Choice/oneOf/1" }
                "Pet/Cat": { type: object, properties: { meow: { type: string } } }
                "Pet~Dog": { type: object, properties: { woof: { type: string } } }
                "Pet Bird": { type: object, properties: { tweet: { type: string } } }
                Choice: { oneOf: [{ type: string }, { type: integer, format: int64 }] }
            \(many)
            """
        let result = load([("Refs.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["Refs.openapi.yaml:20:12: error: '$ref: #/components/parameters/Loop' refers back to itself"])
        let imported = OpenAPIImport(
            root: try XCTUnwrap(YAMLReader.read(Array(document.utf8), file: "Refs.openapi.yaml")), path: "Refs.openapi.yaml")
        XCTAssertNil(imported.spec)
        let fixed = document.replacingOccurrences(
            of: "Loop: { $ref: \"#/components/parameters/Loop2\" }", with: "Loop: { name: loop, in: query, schema: { type: boolean } }")
        let api = try XCTUnwrap(loadClean([("Refs.openapi.yaml", fixed)]))
        let holder = try XCTUnwrap(api.model(named: "Holder"))
        XCTAssertEqual(holder.fields.map(\.type.description), ["PetCat?", "PetDog?", "PetBird?", "S39?", "Int64?"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "S39")).fields.map(\.name), ["n39"])
        // The percent-encoded reference names the schema declared as `Pet Bird`: one model.
        XCTAssertEqual(api.models.filter { $0.name.hasPrefix("Pet") }.map(\.name), ["PetCat", "PetDog", "PetBird"])
        XCTAssertEqual(try XCTUnwrap(api.endpoints.first).query.map(\.name), ["limit", "loop"])
    }

    /// What one inline `allOf` member requires holds for the properties another declares; a
    /// decimal written as text stays text (`Decimal` reads a JSON number); a `Float` default
    /// past its range is left out; a property named `additionalProperties` beside additional
    /// properties is renamed, not refused.
    func testSchemaShapesFromProbing() throws {
        let document = schemasDocument(
            "Shapes",
            """
            Root:
              allOf:
                - { type: object, properties: { a: { type: string } } }
                - { type: object, required: [a], properties: { b: { type: string } } }
            Numbers:
              type: object
              properties:
                price: { type: string, format: decimal }
                huge: { type: number, format: float, default: 1e39 }
                small: { type: number, format: float, default: 1.5 }
            Bag:
              type: object
              properties: { additionalProperties: { type: string } }
              additionalProperties: { type: integer }
            """)
        let result = load([("Shapes.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["Shapes.openapi.yaml:15:55: warning: the default '1e39' of 'huge' is no value of its type (Float); it is left out"])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Root")).fields.map(\.type.description), ["String", "String?"])
        let numbers = try XCTUnwrap(api.model(named: "Numbers"))
        XCTAssertEqual(numbers.fields.map(\.type.description), ["String?", "Float?", "Float?"])
        // A default that does not fit the type (1e39 is past Float's range) is not named, and said.
        XCTAssertEqual(numbers.fields.map(\.description), [nil, nil, "The server's default: `1.5` (when left out)."])
        let bag = try XCTUnwrap(api.model(named: "Bag"))
        XCTAssertEqual(bag.fields.map(\.name), ["additionalProperties2"])
        XCTAssertEqual(bag.fields.map(\.wireKey), ["additionalProperties"])
    }

    /// A property that is not required and has a default is optional, its default the
    /// server's: left out unless the caller sets it, and named in its docs. Made non-optional,
    /// every update sent it (DigitalOcean's uptime checks, re-enabled by each update that
    /// sent `enabled: true`), and a `null` from the server decoded as the default. A required
    /// one that may be null is `nullable`, sent as `null` (OpenAPI 3.0 `nullable` and 3.1 type
    /// lists alike).
    func testAPropertysDefaultIsTheServers() throws {
        let document = schemasDocument(
            "Defaults",
            """
            Settings:
              type: object
              required: [always]
              properties:
                limit: { type: integer, default: 10, nullable: true }
                mode: { type: [string, "null"], default: fast }
                count: { type: integer, default: 3 }
                label: { type: string, default: "" }
                always: { type: integer, default: 1, nullable: true }
            """)
        let api = try XCTUnwrap(loadClean([("Defaults.openapi.yaml", document)]))
        let settings = try XCTUnwrap(api.model(named: "Settings"))
        XCTAssertEqual(settings.fields.map(\.type.description), ["Int?", "String?", "Int?", "String?", "Int?"])
        XCTAssertEqual(settings.fields.map(\.defaultValue), [nil, nil, nil, nil, nil])
        XCTAssertEqual(settings.fields.map(\.nullable), [false, false, false, false, true])
        XCTAssertEqual(
            settings.fields.map { $0.description ?? "" },
            [
                "The server's default: `10` (when left out).", "The server's default: `fast` (when left out).",
                "The server's default: `3` (when left out).", "The server's default: `\"\"` (when left out).", "",
            ])
        // The spec `gen import` writes says the same.
        let spec = try XCTUnwrap(try importedSpec(document, path: "Defaults.openapi.yaml"))
        XCTAssertTrue(spec.contains("count: { type: Int?, description: \"The server's default: `3` (when left out).\" }"), spec)
    }

    /// A component that is only a reference to another component is another name of its type,
    /// as the document says (Typesense's `ModelUpdate: { $ref: ModelCreate }`): both names are
    /// in the Swift, and references use each. One of the two was lost.
    func testAComponentThatIsAReferenceToAnotherIsItsAlias() throws {
        let document =
            openAPIHeader + """
                components:
                  schemas:
                    ModelCreate: { type: object, properties: { name: { type: string } } }
                    ModelUpdate: { $ref: "#/components/schemas/ModelCreate" }
                paths:
                  /models:
                    post: { operationId: createModel, requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/ModelCreate" } } } }, responses: { "204": { description: ok } } }
                    patch: { operationId: updateModel, requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/ModelUpdate" } } } }, responses: { "204": { description: ok } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name), ["ModelCreate"])
        XCTAssertEqual(
            api.enums.filter(\.aliasesModel).map { "\($0.name) = \($0.aliasOf?.name ?? "")" }, ["ModelUpdate = ModelCreate"])
        XCTAssertEqual(
            api.endpoints.map { endpoint -> String in
                guard case .json(let type, _) = endpoint.body else { return "" }
                return "\(endpoint.name): \(type)"
            }, ["createModel: ModelCreate?", "updateModel: ModelUpdate?"])

        // A chain of references, and a reference to a shape that is another's alias, name the
        // declared type: the spec language refuses an alias of an alias.
        let chained = schemasDocument(
            "Chains",
            """
            Chain1: { $ref: "#/components/schemas/Chain2" }
            Chain2: { $ref: "#/components/schemas/Chain3" }
            Chain3: { type: object, properties: { id: { type: string } } }
            Base: { type: object, properties: { name: { type: string } } }
            Twin: { type: object, properties: { name: { type: string } } }
            TwinUpdate: { $ref: "#/components/schemas/Twin" }
            """)
        let chains = try XCTUnwrap(loadClean([("Chains.openapi.yaml", chained)]))
        XCTAssertEqual(chains.models.map(\.name), ["Chain3", "Base"])
        XCTAssertEqual(
            chains.enums.filter(\.aliasesModel).map { "\($0.name) = \($0.aliasOf?.name ?? "")" }.sorted(),
            ["Chain1 = Chain3", "Chain2 = Chain3", "Twin = Base", "TwinUpdate = Base"])
    }

    /// Of components of one shape, the one the document lists first keeps the declaration, not
    /// the one a property happens to lead to first (Airflow's `DAG.tags` was `[UserRoles]`).
    func testTheFirstListedComponentKeepsAShape() throws {
        let document = schemasDocument(
            "Shop",
            """
            User: { type: object, properties: { roles: { type: array, items: { $ref: "#/components/schemas/User_roles" } }, tags: { type: array, items: { $ref: "#/components/schemas/Tag" } } } }
            Tag: { type: object, properties: { name: { type: string } } }
            User_roles: { type: object, properties: { name: { type: string } } }
            DAG: { type: object, properties: { id: { type: string } } }
            DAGRun: { type: object, properties: { dag: { $ref: "#/components/schemas/DAG" } } }
            """)
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name), ["User", "Tag", "Dag", "DAGRun"])
        XCTAssertEqual(api.enums.filter(\.aliasesModel).map { "\($0.name) = \($0.aliasOf?.name ?? "")" }, ["UserRoles = Tag"])
    }

    /// A component schema whose type cannot take its name says so, with why: whoever looks for
    /// `ShopError` or `File` finds `ShopErrorModel` and `ShopFile`.
    func testARenamedComponentSaysWhy() throws {
        let document = schemasDocument(
            "Shop",
            """
            File: { type: object, properties: { id: { type: string } } }
            ShopError: { type: object, properties: { message: { type: string } } }
            PetStatus: { type: object, properties: { a: { type: string } } }
            pet_status: { type: object, properties: { b: { type: string } } }
            """)
        let imported = OpenAPIImport(
            root: try XCTUnwrap(YAMLReader.read(Array(document.utf8), file: "Shop.openapi.yaml")), path: "Shop.openapi.yaml")
        XCTAssertEqual(
            imported.approximations.map(\.message),
            [
                "approximated: schema 'File' is the type 'ShopFile': 'File' names a type of Swift, Foundation or the generated code",
                "approximated: schema 'ShopError' is the type 'ShopErrorModel': gen declares 'ShopError' for the API itself",
                "approximated: schema 'pet_status' is the type 'PetStatus2': another schema's type is 'PetStatus'",
            ])
    }

    /// A number written as text is that number (Ably's `default: "100"`); a default that is no
    /// value of its type is left out with a warning at it, not in silence. A union's may be a
    /// value of a variant (OpenAI's `auto`), and is not warned about.
    func testADefaultOfAnotherTypeIsSaid() throws {
        let document = schemasDocument(
            "Defaults",
            """
            Settings:
              type: object
              properties:
                limit: { type: integer, default: "100" }
                ratio: { type: number, default: "0.5" }
                count: { type: integer, default: abc }
                mode: { type: string, enum: [fast, slow], default: medium }
                size: { oneOf: [{ type: string, enum: [auto] }, { type: integer }], default: auto }
            """)
        let result = load([("Defaults.openapi.yaml", document)])
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        func place(_ text: String) -> String {
            let row = lines.firstIndex { $0.contains(text) }!
            return "Defaults.openapi.yaml:\(row + 1):\(lines[row].range(of: text)!.lowerBound.utf16Offset(in: lines[row]) + 1)"
        }
        XCTAssertEqual(
            result.diagnostics.filter { $0.severity == .warning }.map(\.description),
            [
                "\(place("abc")): warning: the default 'abc' of 'count' is no value of its type (Int); it is left out",
                "\(place("medium")): warning: the default 'medium' of 'mode' is no value of its type (SettingsMode); it is left out",
            ])
        let settings = try XCTUnwrap(result.apis.first?.model(named: "Settings"))
        XCTAssertEqual(
            settings.fields.prefix(2).map { $0.description ?? "" },
            ["The server's default: `100` (when left out).", "The server's default: `0.5` (when left out)."])
    }

    /// A component object that declares no properties holds any JSON object (OpenAPI's default
    /// for `additionalProperties`): its model keeps the members as JSON, where an empty model
    /// decoded them to nothing.
    func testAnObjectWithoutPropertiesKeepsItsMembers() throws {
        let document = schemasDocument(
            "Free",
            """
            Meta: { type: object, description: Anything the caller attached. }
            NoneDeclared: { type: object, properties: {} }
            Holder: { type: object, properties: { meta: { $ref: "#/components/schemas/Meta" } } }
            Typed: { type: object, properties: { n: { type: integer } }, additionalProperties: { type: string } }
            Mixed: { allOf: [{ $ref: "#/components/schemas/Meta" }, { $ref: "#/components/schemas/Typed" }] }
            SubClosed:
              allOf:
                - $ref: "#/components/schemas/Meta"
                - { type: object, properties: { a: { type: string } }, additionalProperties: false }
            Sub:
              allOf:
                - $ref: "#/components/schemas/Meta"
                - { type: object, properties: { additionalProperties: { type: string } } }
            Pet: { type: object, discriminator: { propertyName: kind } }
            Cat:
              allOf:
                - $ref: "#/components/schemas/Pet"
                - { type: object, properties: { kind: { type: string }, meows: { type: boolean } } }
            Dog:
              allOf:
                - $ref: "#/components/schemas/Pet"
                - { type: object, properties: { kind: { type: string }, barks: { type: boolean } } }
            """)
        let api = try XCTUnwrap(loadClean([("Free.openapi.yaml", document)]))
        for name in ["Meta", "NoneDeclared"] {
            let model = try XCTUnwrap(api.model(named: name))
            XCTAssertEqual(model.fields.map(\.name), [], name)
            XCTAssertEqual(model.additionalProperties?.description, "JSON", name)
        }
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Meta")).description, "Anything the caller attached.")
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Holder")).fields.map(\.type.description), ["Meta?"])
        // What extends such a schema takes nothing from it: not its members as JSON beside
        // another base's own additional properties, a closed object's, or a property so named.
        let mixed = try XCTUnwrap(api.model(named: "Mixed"))
        XCTAssertEqual(mixed.extends.map(\.name), ["Typed"])
        XCTAssertEqual(mixed.additionalProperties?.description, "String")
        XCTAssertNil(try XCTUnwrap(api.model(named: "SubClosed")).additionalProperties)
        let sub = try XCTUnwrap(api.model(named: "Sub"))
        XCTAssertEqual(sub.fields.map(\.name), ["additionalProperties"])
        XCTAssertNil(sub.additionalProperties)
        // A polymorphic base without properties is no open model: only its subtypes are decoded.
        XCTAssertNil(try XCTUnwrap(api.model(named: "PetBase")).additionalProperties)
        XCTAssertNil(try XCTUnwrap(api.model(named: "Cat")).additionalProperties)
    }

    /// A reference to a component's property is the type that property has in the model, not
    /// a second type of the same schema: the query's `status` and `Pet.status` are one enum,
    /// however the document orders them, and a property that is a model is that model.
    func testAReferenceToAComponentsPropertyIsThePropertysType() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            \(servers)
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - { name: status, in: query, schema: { $ref: "#/components/schemas/Pet/properties/status" } }
                    - { name: size, in: query, schema: { $ref: "#/components/schemas/Pet/properties/shoe~1size" } }
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Pet/properties/owner" }
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    status: { type: string, enum: [available, sold] }
                    shoe/size: { type: integer }
                    owner: { type: object, properties: { name: { type: string } } }
            """
        let api = try XCTUnwrap(loadClean([("Pets.openapi.yaml", document)]))
        XCTAssertEqual(api.enums.map(\.name), ["PetStatus"])
        let pet = try XCTUnwrap(api.model(named: "Pet"))
        XCTAssertEqual(pet.fields.map(\.type.description), ["PetStatus?", "Int?", "PetOwner?"])
        let endpoint = try XCTUnwrap(api.endpoints.first)
        XCTAssertEqual(endpoint.query.map(\.type.description), ["PetStatus?", "Int?"])
        XCTAssertEqual(endpoint.response?.description, "PetOwner")
        XCTAssertEqual(api.models.map(\.name).sorted(), ["Pet", "PetOwner"])
    }

    /// A reference to an inline schema deeper in a component (a `oneOf` member, a list's
    /// items, a member of another union) is the type that schema has there, read first when
    /// the component comes later, and from inside the same component once it is read. Before,
    /// each became a second type of the same shape, named by a bare index (`_0`).
    func testAReferenceIntoAnInlineSchemaIsItsType() throws {
        let document = schemasDocument(
            "Places",
            """
            Edit:
              type: object
              properties:
                value:
                  oneOf:
                    - $ref: "#/components/schemas/Field/properties/value/oneOf/0"
                    - $ref: "#/components/schemas/Field/properties/value/oneOf/1"
                tag: { $ref: "#/components/schemas/Field/properties/tags/items" }
                other: { $ref: "#/components/schemas/Other/oneOf/1" }
            Field:
              type: object
              properties:
                value:
                  oneOf:
                    - { type: object, title: Flag, required: [on], properties: { on: { type: boolean } } }
                    - { type: object, title: Count, required: [n], properties: { n: { type: integer } } }
                tags: { type: array, items: { type: object, properties: { t: { type: string } } } }
                previous: { $ref: "#/components/schemas/Field/properties/tags/items" }
            Other:
              oneOf:
                - { $ref: "#/components/schemas/Field" }
                - { type: object, required: [z], properties: { z: { type: string } } }
            Early:
              type: object
              properties:
                first: { $ref: "#/components/schemas/Early/properties/later/anyOf/0" }
                later:
                  anyOf:
                    - { type: object, title: Plan, required: [p], properties: { p: { type: string } } }
                    - { type: object, required: [q], properties: { q: { type: string } } }
            """)
        let api = try XCTUnwrap(loadClean([("Places.openapi.yaml", document)]))
        XCTAssertEqual(
            try XCTUnwrap(api.model(named: "Edit")).fields.map(\.type.description), ["EditValue?", "FieldTagsItem?", "OtherZ?"])
        XCTAssertEqual(
            try XCTUnwrap(api.unions.first { $0.name == "EditValue" }).variants.map(\.type.description),
            [
                "FieldValueFlag", "FieldValueCount",
            ])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Field")).fields.map(\.type.description).last, "FieldTagsItem?")
        // Read while its component is: a type of its own, named by its place and title.
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Early")).fields.map(\.type.description).first, "EarlyLaterPlan?")
        XCTAssertFalse(api.models.contains { $0.name.hasPrefix("_") }, api.models.map(\.name).joined(separator: " "))
        XCTAssertEqual(
            api.models.filter { $0.name.hasPrefix("Field") }.map(\.name).sorted(),
            [
                "Field", "FieldTagsItem", "FieldValueCount", "FieldValueFlag",
            ])
    }

    /// A reference into an operation's inline schema, met before the operation (SpaceTraders
    /// shares its answers' parts so), names the type as the operation would, and the operation
    /// then finds that type: no `Items` beside an alias of it. A shared parameter's inline enum
    /// is named by the parameter's component, not by the first operation that uses it.
    func testReferencesIntoOperationsAndSharedParametersAreNamedByTheirPlace() throws {
        let document =
            openAPIHeader + """
                components:
                  parameters:
                    responseFormat: { name: format, in: query, schema: { type: string, enum: [json, html] } }
                paths:
                  /buy:
                    post:
                      operationId: buyShip
                      parameters: [{ $ref: "#/components/parameters/responseFormat" }]
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  sale: { $ref: "#/paths/~1yard/get/responses/200/content/application~1json/schema/properties/sales/items" }
                  /yard:
                    get:
                      operationId: getYard
                      parameters: [{ $ref: "#/components/parameters/responseFormat" }]
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema: { type: object, properties: { sales: { type: array, items: { type: object, properties: { id: { type: string } } } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(try XCTUnwrap(api.model(named: "BuyShipResponse")).fields.map(\.type.description), ["GetYardResponseSalesItem?"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "GetYardResponse")).fields.map(\.type.description), ["[GetYardResponseSalesItem]?"])
        XCTAssertEqual(api.models.map(\.name).sorted(), ["BuyShipResponse", "GetYardResponse", "GetYardResponseSalesItem"])
        XCTAssertEqual(api.enums.map(\.name), ["ResponseFormat"])
        XCTAssertEqual(api.endpoints.map { $0.query.map(\.type.description) }, [["ResponseFormat?"], ["ResponseFormat?"]])
    }

    /// A schema that is a whole file is named by the file without its extension (`Pet`, not
    /// `PetYml`); an operation written in another file (`get: { $ref: … }`, common in
    /// documents split into files) is read there, its own references relative to it, and that
    /// file is part of the document, not a spec; so is a properties map written as a reference,
    /// and a file named only where gen reads nothing (a tag's description).
    func testWholeFilesAreNamedByTheirBaseNameAndOperationsCanLiveInOtherFiles() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/models", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/operations", withIntermediateDirectories: true)
        try "type: object\nproperties:\n  name: { type: string }\n".write(
            toFile: folder + "/models/pet.yml", atomically: true, encoding: .utf8)
        // The whole properties map as a reference; a file named only where gen reads nothing.
        try "tag_props:\n  colour: { type: string }\n".write(toFile: folder + "/models/attributes.yml", atomically: true, encoding: .utf8)
        try "introduction: Pets, split into files.\n".write(toFile: folder + "/intro.yml", atomically: true, encoding: .utf8)
        try """
        operationId: listPets
        parameters: [{ $ref: "#/components/parameters/Page" }]
        responses:
          "200":
            description: ok
            content:
              application/json:
                schema: { type: array, items: { $ref: "../models/pet.yml" } }
        components:
          parameters:
            Page: { name: page, in: query, schema: { type: integer } }
        """.write(toFile: folder + "/operations/list_pets.yml", atomically: true, encoding: .utf8)
        try """
        openapi: 3.0.3
        info: { title: Split, version: "1" }
        \(servers)
        tags: [{ name: pets, description: { $ref: "intro.yml#/introduction" } }]
        paths:
          /pets:
            get: { $ref: "operations/list_pets.yml" }
        components:
          schemas:
            Tag: { type: object, properties: { $ref: "models/attributes.yml#/tag_props" } }
        """.write(toFile: folder + "/Split.openapi.yaml", atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(directory: folder)
        XCTAssertEqual(loaded.diagnostics.map(\.description), [])
        let api = try XCTUnwrap(loaded.apis.first)
        XCTAssertEqual(api.models.map(\.name), ["Tag", "Pet"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Tag")).fields.map(\.name), ["colour"])
        let endpoint = try XCTUnwrap(api.endpoints.first)
        XCTAssertEqual(endpoint.name, "listPets")
        XCTAssertEqual(endpoint.query.map(\.name), ["page"])
        XCTAssertEqual(endpoint.response?.description, "[Pet]")
    }

    /// A whole file's schema keeps its file's name though an inline schema named from its
    /// place took that name first (Rebilly's `AML` and its `confidence` enum before
    /// `AmlConfidence.yaml`, which was `AmlConfidence2`): the inline one is numbered instead,
    /// as are the types named after it, and of two alike, the file's keeps the declaration.
    func testAWholeFileKeepsItsNameOverAnInlineSchemaReadFirst() throws {
        let folder = try temporaryFolder()
        try "type: object\nproperties:\n  level: { type: string, enum: [low, high] }\n".write(
            toFile: folder + "/AccountStatus.yaml", atomically: true, encoding: .utf8)
        try "type: string\nenum: [red, green]\n".write(toFile: folder + "/LedgerColor.yaml", atomically: true, encoding: .utf8)
        try """
        type: object
        properties:
          state: { $ref: ./AccountStatus.yaml }
          tint: { $ref: ./LedgerColor.yaml }
        """.write(toFile: folder + "/Ledger.yaml", atomically: true, encoding: .utf8)
        try """
        openapi: 3.0.3
        info: { title: Bank, version: "1" }
        \(servers)
        paths: {}
        components:
          schemas:
            Ledger2:
              type: object
              properties:
                color: { type: string, enum: [red, green] }
            Account:
              type: object
              properties:
                status: { type: object, properties: { value: { type: string, enum: [open, closed] } } }
                history: { $ref: ./Ledger.yaml }
        """.write(toFile: folder + "/Bank.openapi.yaml", atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(directory: folder)
        XCTAssertEqual(loaded.diagnostics.filter { !$0.isNote }.map(\.description), [])
        let api = try XCTUnwrap(loaded.apis.first)
        // Each with the types named after it: the file's `level`, the inline schema's `value`.
        XCTAssertEqual(api.model(named: "AccountStatus")?.fields.map(\.type.description), ["AccountStatusLevel?"])
        XCTAssertEqual(api.model(named: "AccountStatus2")?.fields.map(\.type.description), ["AccountStatus2Value?"])
        XCTAssertEqual(api.model(named: "Account")?.fields.map(\.type.description), ["AccountStatus2?", "Ledger?"])
        XCTAssertEqual(api.model(named: "Ledger")?.fields.map(\.type.description), ["AccountStatus?", "LedgerColor?"])
        // `Ledger2Color` (inline, read first) and `LedgerColor.yaml` list the same values: the
        // file's enum is declared, the inline one its alias.
        XCTAssertNil(api.enumType(named: "LedgerColor")?.aliasOf)
        XCTAssertEqual(api.enumType(named: "Ledger2Color")?.aliasOf?.name, "LedgerColor")
    }

    /// A request body's or a response's `content` written as a reference (Lob's split document:
    /// `content: { $ref: responses/balance.yml }`; OpenAPI allows none there) is followed, its
    /// schemas' references read from the file it leads to. Every operation of Lob was refused.
    func testContentWrittenAsAReferenceIsFollowed() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/responses", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/models", withIntermediateDirectories: true)
        try "type: object\nrequired: [balance]\nproperties:\n  balance: { type: integer }\n".write(
            toFile: folder + "/models/balance.yml", atomically: true, encoding: .utf8)
        try "application/json:\n  schema: { $ref: ../models/balance.yml }\n".write(
            toFile: folder + "/responses/balance.yml", atomically: true, encoding: .utf8)
        try """
        openapi: 3.0.3
        info: { title: Mail, version: "1" }
        \(servers)
        paths:
          /balance:
            get:
              operationId: getBalance
              responses: { "200": { description: ok, content: { $ref: "responses/balance.yml" } } }
            post:
              operationId: setBalance
              requestBody: { content: { $ref: "#/components/mediaTypes/balance" } }
              responses: { "204": { description: ok } }
        components:
          mediaTypes:
            balance: { application/json: { schema: { $ref: "models/balance.yml" } } }
        """.write(toFile: folder + "/Mail.openapi.yaml", atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(directory: folder)
        XCTAssertEqual(loaded.diagnostics.map(\.description), [])
        let api = try XCTUnwrap(loaded.apis.first)
        XCTAssertEqual(api.endpoints.first { $0.name == "getBalance" }?.response?.description, "Balance")
        guard case .json(let body, _)? = api.endpoints.first(where: { $0.name == "setBalance" })?.body else {
            return XCTFail("the body is read")
        }
        XCTAssertEqual(body, .optional(.named("Balance", arguments: [])), "not required: may be left out")
    }

    /// A query written into a path's key (`/responses?beta=true`, OpenAI's way to tell an
    /// operation's beta variant apart) is sent by every call: a `String` query parameter
    /// whose default is the fixed value. One the operation declares itself is left to it.
    func testAFixedQueryInAPathIsSentByDefault() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Fixed, version: "1" }
            \(servers)
            paths:
              /responses/{response_id}?beta=true&x%20y=a%2Fb:
                get:
                  operationId: betaGetResponse
                  parameters: [{ name: response_id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: none } }
              /other?mode=fast:
                get:
                  operationId: other
                  parameters: [{ name: mode, in: query, schema: { type: string } }]
                  responses: { "204": { description: none } }
            """
        let result = load([("Fixed.openapi.yaml", document)])
        XCTAssertEqual(
            result.problems,
            [
                "Fixed.openapi.yaml:10:3: warning: the path's fixed query 'mode=fast' is left out: the operation declares a query parameter 'mode'"
            ])
        let api = try XCTUnwrap(result.apis.first)
        let beta = try XCTUnwrap(api.endpoints.first { $0.name == "betaGetResponse" })
        XCTAssertEqual(beta.path, "/responses/{response_id}")
        XCTAssertEqual(beta.query.map(\.wireKey), ["beta", "x y"])
        XCTAssertEqual(beta.query.map(\.defaultValue), [.string("true"), .string("a/b")])
        XCTAssertEqual(beta.query.map(\.type.description), ["String", "String"])
        let other = try XCTUnwrap(api.endpoints.first { $0.name == "other" })
        XCTAssertEqual(other.path, "/other")
        XCTAssertEqual(other.query.map(\.type.description), ["String?"])
    }

    /// A fragment in a path's key (`/v1/conversations#stream`, `/v1/connectors/{id}#id`, as
    /// Mistral tells operations of one path apart) is no part of the URL a client sends: it was
    /// sent percent-encoded (`%23stream`), and the server answered 404.
    func testAFragmentInAPathIsNotSent() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Frag, version: "1" }
            \(servers)
            paths:
              /v1/conversations#stream:
                post: { operationId: startStream, responses: { "204": { description: none } } }
              /v1/connectors/{id}#id:
                delete:
                  operationId: deleteConnector
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: none } }
              /v1/items?beta=true#new:
                get: { operationId: newItems, responses: { "204": { description: none } } }
              /v1/runs#stream:
                post: { responses: { "204": { description: none } } }
            """
        let api = try XCTUnwrap(loadClean([("Frag.openapi.yaml", document)]))
        XCTAssertEqual(api.endpoints.map(\.path), ["/v1/conversations", "/v1/connectors/{id}", "/v1/items", "/v1/runs"])
        XCTAssertEqual(api.endpoints[2].query.map(\.wireKey), ["beta"])
        XCTAssertEqual(api.endpoints.last?.name, "postV1RunsStream", "without an operationId, the fragment's words still name it")
    }

    /// A HEAD request returns its answer's status and headers (`metadata: true`: Decentraland's
    /// `HEAD /contents/{hash}` and its `ETag`): it returned nothing. Other calls return their
    /// body, or nothing, though the document declares headers beside (Discord's rate limits).
    func testAnAnswerOfHeadersAloneIsReturned() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Content, version: "1" }
            \(servers)
            paths:
              /contents/{hash}:
                parameters: [{ name: hash, in: path, required: true, schema: { type: string } }]
                head:
                  operationId: headContent
                  responses:
                    "200": { description: there, headers: { ETag: { schema: { type: string } } } }
                get:
                  operationId: getContent
                  responses:
                    "200":
                      description: it
                      headers: { ETag: { schema: { type: string } } }
                      content: { application/json: { schema: { type: object, properties: { size: { type: integer } } } } }
                delete:
                  operationId: deleteContent
                  responses: { "204": { description: gone } }
            """
        let api = try XCTUnwrap(loadClean([("Content.openapi.yaml", document)]))
        XCTAssertEqual(api.endpoints.map(\.metadata), [true, false, false])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Content.openapi.yaml"))
        XCTAssertTrue(spec.contains("      metadata: true\n"), spec)
    }

    /// A required `Accept` of one value (Intercom's exports answer only
    /// `application/octet-stream`) is a fixed header every call sends, and so is a required
    /// one's default (PagerDuty's `application/vnd.pagerduty+json;version=2`, which picks the
    /// API's version). Any other `Accept` parameter is the client's to set, and is skipped with
    /// a warning. It was always skipped, and the server refused the call.
    func testAnAcceptOfOneValueIsSentAsIs() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Export, version: "1" }
            \(servers)
            paths:
              /exports/{id}:
                get:
                  operationId: download
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                    - { name: Accept, in: header, required: true, schema: { type: string, enum: [application/octet-stream] } }
                  responses: { "204": { description: none } }
              /reports:
                get:
                  operationId: report
                  parameters: [{ name: accept, in: header, schema: { type: string, enum: [text/csv, application/json] } }]
                  responses: { "204": { description: none } }
              /incidents:
                get:
                  operationId: incidents
                  parameters:
                    - { name: Accept, in: header, required: true, schema: { type: string, default: "application/vnd.pagerduty+json;version=2" } }
                  responses: { "204": { description: none } }
              /sessions/whoami:
                get:
                  operationId: toSession
                  parameters: [{ name: Cookie, in: header, description: Forward your user's., schema: { type: string } }]
                  responses: { "204": { description: none } }
            """
        let result = load([("Export.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["Export.openapi.yaml:15:20: warning: header parameter 'accept' is set by the client itself; it is skipped"])
        let api = try XCTUnwrap(result.apis.first)
        let download = try XCTUnwrap(api.endpoints.first { $0.name == "download" })
        XCTAssertEqual(download.headers.map { "\($0.name): \($0.value ?? "-")" }, ["Accept: application/octet-stream"])
        XCTAssertNil(download.headers.first?.parameter)
        XCTAssertEqual(api.endpoints.first { $0.name == "report" }?.headers.count, 0)
        XCTAssertEqual(
            api.endpoints.first { $0.name == "incidents" }?.headers.map { "\($0.name): \($0.value ?? "-")" },
            ["Accept: application/vnd.pagerduty+json;version=2"])
        // A `Cookie` the caller gives (Kratos's forwarded session) is a header parameter: the
        // client sets none of its own but a cookie API key, which joins it.
        XCTAssertEqual(api.endpoints.first { $0.name == "toSession" }?.headers.compactMap(\.parameter?.name), ["cookie"])
    }

    /// pydantic writes `Literal` fields as `const`: each is an enum of its one value (and its
    /// own default), so an untagged union of models that differ by it decodes the right one; a
    /// oneOf of titled numbers is one number enum named by the titles.
    /// A body offered as JSON and as multipart with only optional file parts goes as JSON, and
    /// as multipart by an endpoint of its own (`sendMultipart`).
    func testConstantsAreOneValueEnumsAndUploadsGoAsMultipart() throws {
        let document = """
            openapi: 3.1.0
            info: { title: Shapes, version: "1" }
            \(servers)
            paths:
              /send:
                post:
                  operationId: send
                  requestBody:
                    content:
                      application/json: { schema: { $ref: "#/components/schemas/SendRequest" } }
                      multipart/form-data: { schema: { $ref: "#/components/schemas/SendRequest" } }
                  responses: { "204": { description: sent } }
            components:
              schemas:
                Cat:
                  type: object
                  required: [pet_type, name]
                  properties: { pet_type: { const: cat, type: string }, name: { type: string } }
                Dog:
                  type: object
                  required: [pet_type, name]
                  properties: { pet_type: { const: dog, type: string }, name: { type: string } }
                Pet: { anyOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }] }
                SendRequest:
                  type: object
                  properties:
                    files: { type: array, items: { type: string, format: binary } }
                    note: { type: string }
                Style: { oneOf: [{ type: integer, const: 1, title: PRIMARY }, { type: integer, const: 2, title: LINK_BUTTON }] }
                Update:
                  type: object
                  required: [kind]
                  properties:
                    kind: { type: string, enum: [update] }
                    status: { type: string, enum: [canceled] }
            """
        let api = try XCTUnwrap(loadClean([("Shapes.openapi.yaml", document)]))
        let cat = try XCTUnwrap(api.model(named: "Cat"))
        XCTAssertEqual(cat.fields.map(\.type.description), ["CatPetType", "String"])
        XCTAssertEqual(cat.fields.first?.defaultValue, .string("cat"))
        XCTAssertEqual(try XCTUnwrap(api.enums.first { $0.name == "DogPetType" }).cases.map(\.wireValue), ["dog"])
        // Numbers named by their titles, as Discord writes its button styles: one enum.
        let style = try XCTUnwrap(api.enums.first { $0.name == "Style" })
        XCTAssertEqual(style.cases.map(\.name), ["PRIMARY", "LINK_BUTTON"])
        XCTAssertEqual(style.cases.map(\.wireValue), ["1", "2"])
        // Only a required one: an optional `status: canceled` given by default would cancel.
        let update = try XCTUnwrap(api.model(named: "Update"))
        XCTAssertEqual(update.fields.map(\.type.description), ["UpdateKind", "UpdateStatus?"])
        XCTAssertEqual(update.fields.map(\.defaultValue), [.string("update"), nil])
        XCTAssertEqual(api.endpoints.map(\.name), ["send", "sendMultipart"])
        let send = try XCTUnwrap(api.endpoints.last)
        guard case .multipart(let parts) = send.body else { return XCTFail("a multipart body: \(String(describing: send.body))") }
        XCTAssertEqual(parts.map(\.type.description), ["[File]?", "String?"])
    }

    /// What the import says and names is true: one note per type a union lists again, with
    /// how often; no "bracket notation" note for a query union of single values; a polymorphic
    /// base already named `…Base` keeps its fields in `…BaseFields`; a title that only repeats
    /// the schema's name (pydantic's) is no description.
    func testNotesAndNamesSayWhatIsTrue() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Notes, version: "1" }
            \(servers)
            paths:
              /points:
                get:
                  operationId: getPoints
                  parameters:
                    - name: consistency
                      in: query
                      schema: { anyOf: [{ type: integer }, { type: string, enum: [majority, all] }] }
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { $ref: "#/components/schemas/Value" } } }
            components:
              schemas:
                Value: { oneOf: [{ type: boolean }, { type: string }, { type: string }, { type: string }] }
                FieldBase:
                  type: object
                  required: [type]
                  properties: { type: { type: string } }
                  discriminator: { propertyName: type, mapping: { text: TextField, box: BoxField } }
                TextField: { allOf: [{ $ref: "#/components/schemas/FieldBase" }, { type: object, properties: { a: { type: string } } }] }
                BoxField: { allOf: [{ $ref: "#/components/schemas/FieldBase" }, { type: object, properties: { b: { type: string } } }] }
                CardCreate: { type: object, title: Card Create, properties: { n: { type: integer } } }
                Card: { type: object, title: A card on file, properties: { n: { type: integer }, last4: { type: string } } }
            """
        let api = try XCTUnwrap(loadClean([("Notes.openapi.yaml", document)]))
        XCTAssertNotNil(api.model(named: "FieldBaseFields"))
        XCTAssertNil(try XCTUnwrap(api.model(named: "CardCreate")).description)
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Card")).description, "A card on file")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Notes.openapi.yaml"))
        XCTAssertTrue(spec.contains("# approximated: oneOf: String is listed 3 times; once is kept\n  Value:"), spec)
        XCTAssertFalse(spec.contains("bracket notation"), spec)
    }

    /// A union tagged by a property its objects fix pairs each tag with its own object, in
    /// whatever order the untagged variants would be tried; a number fixed there is no tag.
    func testImplicitTagsFollowTheirObjects() throws {
        let document = schemasDocument(
            "Serde",
            """
            DiskSource:
              oneOf:
                - { type: object, required: [type], properties: { type: { type: string, enum: [blank] }, size: { type: integer } } }
                - { type: object, required: [type, id], properties: { type: { type: string, enum: [snapshot] }, id: { type: string } } }
            Shape:
              oneOf:
                - { type: object, required: [kind, r], properties: { kind: { type: integer, enum: [1] }, r: { type: number } } }
                - { type: object, required: [kind, w], properties: { kind: { type: integer, enum: [2] }, w: { type: number } } }
            """)
        let api = try XCTUnwrap(loadClean([("Serde.openapi.yaml", document)]))
        let disk = try XCTUnwrap(api.unions.first { $0.name == "DiskSource" })
        XCTAssertEqual(disk.discriminator, "type")
        XCTAssertEqual(disk.variants.map { "\($0.tag ?? "")=\($0.type)" }, ["blank=DiskSourceBlank", "snapshot=DiskSourceSnapshot"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "DiskSourceBlank")).fields.map(\.name), ["type", "size"])
        XCTAssertNil(try XCTUnwrap(api.unions.first { $0.name == "Shape" }).discriminator)
    }

    /// A path's fixed query beside a form field of its name, given twice, without a name, with
    /// a fragment, or naming the API key: the document still loads, and each is said.
    func testFixedQueriesThatCannotBeSentAsWritten() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Odd, version: "1" }
            \(servers)
            security: [{ key: [] }]
            paths:
              /f?name=1&name=2&=3&api_key=x#top:
                post:
                  operationId: f
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: { name: { type: string } } }
                  responses: { "204": { description: none } }
            components:
              securitySchemes:
                key: { type: apiKey, in: query, name: api_key }
            """
        let result = load([("Odd.openapi.yaml", document)])
        XCTAssertEqual(
            result.problems,
            [
                "Odd.openapi.yaml:6:3: warning: the path's fixed query '=3' is left out: it has no name",
                "Odd.openapi.yaml:6:3: warning: the path's fixed query 'api_key=x' is left out: 'api_key' is the API key the client sends from its credentials",
                "Odd.openapi.yaml:6:3: warning: the path's fixed query 'name=2' is left out: the path gives 'name' once already",
            ])
        let endpoint = try XCTUnwrap(result.apis.first?.endpoints.first)
        XCTAssertEqual(endpoint.path, "/f")
        XCTAssertEqual(endpoint.query.map(\.wireKey), ["name"])
        XCTAssertEqual(endpoint.query.map(\.defaultValue), [.string("1")])
        XCTAssertNotEqual(endpoint.query.map(\.name), ["name"], "the form's own `name` keeps its label")
    }

    /// Files reached through links to folders are one file each: a walk of references that
    /// would otherwise double at every link (`a/p.yaml`, `b/p.yaml`, `a/b/p.yaml`…) ends; an
    /// operation whose reference leads nowhere is one error.
    func testLinkedFoldersEndAndAMissingOperationIsOneError() throws {
        let folder = try temporaryFolder()
        for link in ["a", "b"] { try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: ".") }
        try """
        x: { $ref: 'a/p.yaml#/y' }
        y: { $ref: 'b/p.yaml#/x' }
        z: { type: object, properties: { next: { $ref: 'a/p.yaml#/z' }, other: { $ref: 'b/p.yaml#/z' } } }
        """.write(
            toFile: folder + "/p.yaml", atomically: true, encoding: .utf8)
        try """
        openapi: 3.0.3
        info: { title: Linked, version: "1" }
        \(servers)
        tags: [{ name: t, description: { $ref: "p.yaml" } }]
        paths:
          /a:
            get: { $ref: "missing.yaml" }
          /b:
            get:
              operationId: b
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { $ref: "a/b/a/p.yaml#/z" } } }
        """.write(toFile: folder + "/Linked.openapi.yaml", atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(directory: folder)
        XCTAssertEqual(loaded.diagnostics.map(\.message), ["'$ref: missing.yaml': there is no such file"])
        XCTAssertEqual(loaded.apis.count, 0, "a document with an error generates nothing")
    }

    /// A server template whose variables' defaults name this machine (Iceberg's
    /// `{scheme}://{host}/{basePath}`) is a placeholder: said, as a relative server is.
    func testAServerTemplateOnLocalhostIsSaid() {
        let document = """
            openapi: 3.0.3
            info: { title: Local, version: "1" }
            servers:
              - url: "{scheme}://{host}/{basePath}"
                variables: { scheme: { default: https }, host: { default: localhost }, basePath: { default: v1 } }
            paths: {}
            """
        assertDiagnostics(
            [("Local.openapi.yaml", document)],
            [
                "Local.openapi.yaml:4:10: warning: server '{scheme}://{host}/{basePath}' is https://localhost/v1 with its variables' defaults; make the client with 'baseURL:' to reach the real host"
            ])
    }

    /// This machine written out as the first server, the client's default (Jellyfin's
    /// `http://localhost`), is said too; as a later, development server beside real ones it
    /// is not.
    func testAFirstServerOnLocalhostIsSaid() {
        let first = """
            openapi: 3.0.3
            info: { title: Local, version: "1" }
            servers: [{ url: "http://localhost" }]
            paths: {}
            """
        assertDiagnostics(
            [("Local.openapi.yaml", first)],
            [
                "Local.openapi.yaml:3:18: warning: the API's first server is this machine (http://localhost); make the client with 'baseURL:' to reach the real host"
            ])
        let later = """
            openapi: 3.0.3
            info: { title: Local, version: "1" }
            servers: [{ url: "https://api.local.test" }, { url: "http://localhost:8080" }]
            paths: {}
            """
        assertDiagnostics([("Local.openapi.yaml", later)], [])
    }

    /// When every server was left out (each said where it stands), the stand-in is not put down
    /// to a document without servers: Rebilly's are absolute, with a placeholder for a variable.
    func testAStandInForServersLeftOutSaysSo() {
        let document = """
            openapi: 3.0.3
            info: { title: Org, version: "1" }
            servers: [{ url: "https://x.test/o/{org}", variables: { org: { default: "{org}" } } }]
            paths: {}
            """
        assertDiagnostics(
            [("Org.openapi.yaml", document)],
            [
                "Org.openapi.yaml:3:10: warning: no server of the document can be used as written, so the API's server is https://localhost; make the client with 'baseURL:' to reach the real host",
                "Org.openapi.yaml:3:18: warning: server 'https://x.test/o/{org}': the default of its variable 'org' is '{org}', a placeholder rather than a value; it is left out; make the client with 'baseURL:' holding the real value",
            ])
    }

    /// Messages that name what they are about: "an" before a vowel, and the variable a server
    /// URL uses without defining it, rather than "not an absolute URL"; a default that is only
    /// a placeholder (`'{organizationId}'`) was reported as no default at all.
    func testMessagesSayWhatIsWrong() throws {
        XCTAssertEqual(OpenAPIReader.article("Action"), "an")
        XCTAssertEqual(OpenAPIReader.article("Pet"), "a")
        XCTAssertEqual(
            OpenAPIReader.notAbsolute("https://{region}.x.test", "it is left out"),
            "server 'https://{region}.x.test' uses the variable '{region}', which its 'variables' give no default; it is left out")
        XCTAssertEqual(
            OpenAPIReader.notAbsolute("{scheme}://{host}", "it is left out"),
            "server '{scheme}://{host}' is not an absolute http(s) URL; it is left out")
        let server = try YAMLReader.read(
            Array("{ url: 'https://x.test/o/{org}', variables: { org: { default: '{org}' } } }".utf8), file: "s.yaml")
        XCTAssertEqual(
            OpenAPIReader.notAbsolute("https://x.test/o/{org}", "it is left out", server: server),
            "server 'https://x.test/o/{org}': the default of its variable 'org' is '{org}', a placeholder rather than a value; it is left out; make the client with 'baseURL:' holding the real value"
        )
        let bare = try YAMLReader.read(Array("{ url: 'https://x.test/o/{org}' }".utf8), file: "s.yaml")
        XCTAssertEqual(
            OpenAPIReader.notAbsolute("https://x.test/o/{org}", "it is left out", server: bare),
            "server 'https://x.test/o/{org}' uses the variable '{org}', which it declares in no 'variables'; it is left out")
        XCTAssertEqual(OpenAPIReader.article("User"), "a")
        XCTAssertEqual(OpenAPIReader.article("UUID"), "a")
        XCTAssertEqual(OpenAPIReader.article("Update"), "an")
        XCTAssertTrue(OpenAPIReader.sameLetters("Body_login-login_access_token", "BodyLoginLoginAccessToken"))
        XCTAssertTrue(OpenAPIReader.sameLetters("Café Menu", "caféMenu"))
        XCTAssertFalse(OpenAPIReader.sameLetters("Card Create", "CardCreated"))
        XCTAssertEqual(
            OpenAPIReader.notAbsolute("/relative", "it is left out"), "server '/relative' is not an absolute http(s) URL; it is left out")
    }

    /// A pointer names a place from the document's root: `#junk/…` is an error, not `#/…`.
    func testAPointerStartsWithASlash() {
        let document = schemasDocument(
            "Junk",
            """
            Pet: { type: object, properties: { id: { type: integer } } }
            Owner: { type: object, properties: { pet: { $ref: "#junk/components/schemas/Pet" } } }
            """)
        assertDiagnostics(
            [("Junk.openapi.yaml", document)],
            [
                "Junk.openapi.yaml:8:47: error: '$ref: #junk/components/schemas/Pet': what follows '#' is a JSON pointer, which starts with '/' ('#/components/schemas/Name')"
            ])
    }

    /// One spelling per file, however a reference reaches it: `..` and `./` are resolved in
    /// relative paths too, so a schema read through two spellings is one type.
    func testFilesReachedByDifferentSpellingsAreOneDocument() throws {
        XCTAssertEqual(OpenAPIReader.normalizedPath("a/./b/../c.yaml"), "a/c.yaml")
        XCTAssertEqual(OpenAPIReader.normalizedPath("./c.yaml"), "c.yaml")
        XCTAssertEqual(OpenAPIReader.normalizedPath("../x/../y.yaml"), "../y.yaml")
        XCTAssertEqual(OpenAPIReader.normalizedPath("/a/../../b.yaml"), "/b.yaml")
        XCTAssertEqual(OpenAPIReader.normalizedPath("a/.."), ".")
        // A folder given relative to the working directory, as `gen Specs` gives it.
        let name = ".build/gen-spellings-\(UUID().uuidString)"
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "A: { type: object, properties: { id: { type: integer } } }\n".write(
            to: folder.appendingPathComponent("schemas/a.yaml"), atomically: true, encoding: .utf8)
        try "B: { type: object, properties: { a: { $ref: '../schemas/a.yaml#/A' } } }\n".write(
            to: folder.appendingPathComponent("schemas/b.yaml"), atomically: true, encoding: .utf8)
        let document = schemasDocument(
            "Spellings",
            """
            Holder:
              type: object
              properties:
                a: { $ref: "schemas/a.yaml#/A" }
                again: { $ref: "./schemas/a.yaml#/A" }
                b: { $ref: "schemas/b.yaml#/B" }
            """)
        let api = try XCTUnwrap(loadClean([(name + "/Spellings.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name).sorted(), ["A", "B", "Holder"])
        // The folder given as `./…/.`: the files the document reads are parts of it, not specs.
        try document.write(to: folder.appendingPathComponent("Spellings.openapi.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("schemas/a.yaml"), to: folder.appendingPathComponent("a.yaml"))
        try document.replacingOccurrences(of: "schemas/a.yaml", with: "./a.yaml").write(
            to: folder.appendingPathComponent("Spellings.openapi.yaml"), atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(directory: "./" + name + "/.")
        XCTAssertEqual(loaded.diagnostics.map(\.description), [])
        XCTAssertEqual(loaded.apis.map(\.name), ["Spellings"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Holder")).fields.map(\.type.description), ["A?", "A?", "B?"])
    }

    /// A component schema keeps its name: an inline schema (or a base model) whose name would
    /// be one is numbered instead, whichever is read first. A field named as a type its model
    /// names (`住所: 住所`, in a script without capitals) would hide the type in the generated
    /// code: it is renamed, its wire key kept.
    func testComponentsKeepTheirNamesAndFieldsDoNotHideTypes() throws {
        let document = schemasDocument(
            "Names",
            """
            Root:
              type: object
              properties:
                pet: { type: object, properties: { a: { type: string } } }
                other: { $ref: "#/components/schemas/RootPet" }
            RootPet: { type: object, properties: { b: { type: string } } }
            利用者: { type: object, properties: { 住所: { $ref: "#/components/schemas/住所" } } }
            住所: { type: object, properties: { 都市: { type: string } } }
            """)
        let api = try XCTUnwrap(loadClean([("Names.openapi.yaml", document)]))
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Root")).fields.map(\.type.description), ["RootPet2?", "RootPet?"])
        XCTAssertEqual(try XCTUnwrap(api.model(named: "RootPet")).fields.map(\.name), ["b"])
        let user = try XCTUnwrap(api.model(named: "利用者"))
        XCTAssertEqual(user.fields.map(\.name), ["住所Value"])
        XCTAssertEqual(user.fields.map(\.wireKey), ["住所"])
    }

    /// `_name` and `name` come to one Swift name: the key that is that name as written keeps
    /// it, in one object and beside a base (OpenSearch's `PercolateQuery.name` and the
    /// inherited `_name`). The second written was numbered, and beside a base the document
    /// was refused for declaring `name` twice.
    func testAKeyThatIsASwiftNameKeepsIt() throws {
        let document = schemasDocument(
            "Search",
            """
            Hit: { type: object, properties: { _id: { type: string }, id: { type: string }, Kind: { type: string }, kind: { type: string } } }
            QueryBase: { type: object, properties: { boost: { type: number }, _name: { type: string } } }
            Percolate:
              allOf:
                - $ref: "#/components/schemas/QueryBase"
                - { type: object, properties: { name: { type: string } } }
            """)
        let api = try XCTUnwrap(loadClean([("Search.openapi.yaml", document)]))
        let hit = try XCTUnwrap(api.model(named: "Hit"))
        XCTAssertEqual(
            hit.fields.map { "\(Naming.propertyName($0.name)) \($0.wireKey ?? "")" }, ["id2 _id", "id id", "kind2 Kind", "kind kind"])
        let percolate = try XCTUnwrap(api.model(named: "Percolate"))
        XCTAssertEqual(
            percolate.fields.map { "\(Naming.propertyName($0.name)) \($0.wireKey ?? "")" }, ["boost boost", "name _name", "name2 name"])
    }

    /// A discriminator's tags: a variant without a `mapping` entry is tagged by its schema's
    /// name, escapes decoded (`Pet%20Bird` → `Pet Bird`); a second tag for one schema is a case
    /// of its own (a value with either tag decodes, and is sent with its own); inline variants
    /// have no tag, so their union is untagged.
    func testDiscriminatorTagsAreTheSchemasNames() throws {
        let document = schemasDocument(
            "Tags",
            """
            Pet:
              oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Pet%20Bird" }]
              discriminator: { propertyName: kind, mapping: { cat: Cat, kitty: "#/components/schemas/Cat" } }
            Cat: { type: object, properties: { kind: { type: string } } }
            "Pet Bird": { type: object, properties: { kind: { type: string } } }
            Inline:
              oneOf:
                - { type: object, required: [kind], properties: { kind: { type: string }, a: { type: string } } }
                - { type: object, required: [kind], properties: { kind: { type: string }, b: { type: string } } }
              discriminator: { propertyName: kind }
            """)
        let api = try XCTUnwrap(loadClean([("Tags.openapi.yaml", document)]))
        let pet = try XCTUnwrap(api.unions.first { $0.name == "Pet" })
        XCTAssertEqual(pet.discriminator, "kind")
        XCTAssertEqual(pet.variants.map(\.tag), ["cat", "kitty", "Pet Bird"])
        XCTAssertEqual(pet.variants.map(\.type.description), ["Cat", "Cat", "PetBird"])
        XCTAssertNil(try XCTUnwrap(api.unions.first { $0.name == "Inline" }).discriminator)
        let spec = try XCTUnwrap(try importedSpec(document, path: "Tags.openapi.yaml"))
        XCTAssertFalse(spec.contains("names the same schema"), spec)
        XCTAssertTrue(spec.contains("kitty: Cat"), spec)
    }

    /// Without a `mapping`, a variant that allows one value for the discriminator's property
    /// (`role: { enum: [user] }`, `const`, in its properties or an `allOf` member's) is tagged
    /// by that value, not by its schema's name, which its own schema refuses (OpenAI's messages,
    /// Spotify's `type: track`): every answer failed to decode and every request went out with
    /// the schema's name as its role. A variant that fixes nothing keeps its schema's name, and
    /// a `mapping` entry still wins.
    func testAVariantThatFixesTheTagIsTaggedByIt() throws {
        let document = schemasDocument(
            "Chat",
            """
            Message:
              oneOf:
                - { $ref: "#/components/schemas/UserMessage" }
                - { $ref: "#/components/schemas/ToolMessage" }
                - { $ref: "#/components/schemas/SystemMessage" }
                - { $ref: "#/components/schemas/Other" }
                - { $ref: "#/components/schemas/Mapped" }
              discriminator: { propertyName: role, mapping: { assistant: "#/components/schemas/Mapped" } }
            UserMessage: { type: object, required: [role], properties: { role: { type: string, enum: [user] }, content: { type: string } } }
            ToolMessage: { type: object, required: [role], properties: { role: { const: tool }, id: { type: string } } }
            SystemMessage:
              allOf:
                - { $ref: "#/components/schemas/Base" }
                - { type: object, properties: { role: { $ref: "#/components/schemas/SystemRole" } } }
            Base: { type: object, required: [role], properties: { role: { type: string }, name: { type: string } } }
            SystemRole: { type: string, enum: [system] }
            Other: { type: object, properties: { role: { type: string }, note: { type: string } } }
            Mapped: { type: object, properties: { role: { type: string, enum: [helper] }, text: { type: string } } }
            """)
        let api = try XCTUnwrap(loadClean([("Chat.openapi.yaml", document)]))
        let message = try XCTUnwrap(api.unions.first { $0.name == "Message" })
        XCTAssertEqual(message.discriminator, "role")
        XCTAssertEqual(message.variants.map(\.tag), ["user", "tool", "system", "Other", "assistant"])
        // A variant that allows several values is a case for each, decoding it and sending its
        // own tag back. Variants that share a tag (OpenAI's input and output messages), or tags
        // that make one Swift case, leave the union untagged with a note: each variant reads and
        // sends its own tag, where the schemas' names would be tags that no variant allows.
        let clashing = schemasDocument(
            "Events",
            """
            Event:
              oneOf: [{ $ref: "#/components/schemas/Created" }, { $ref: "#/components/schemas/CreatedToo" }]
              discriminator: { propertyName: type }
            Created: { type: object, required: [type], properties: { type: { type: string, enum: [response.created] } } }
            CreatedToo: { type: object, required: [type], properties: { type: { type: string, enum: [response_created] } } }
            Tool:
              oneOf: [{ $ref: "#/components/schemas/Search" }, { $ref: "#/components/schemas/Function" }]
              discriminator: { propertyName: type }
            Search: { type: object, required: [type], properties: { type: { type: string, enum: [web_search, web_search_2025] } } }
            Function: { type: object, required: [type], properties: { type: { const: function } } }
            Item:
              oneOf: [{ $ref: "#/components/schemas/Input" }, { $ref: "#/components/schemas/Output" }]
              discriminator: { propertyName: type }
            Input: { type: object, required: [type, role], properties: { type: { enum: [message] }, role: { enum: [user] } } }
            Output: { type: object, required: [type, role], properties: { type: { enum: [message] }, role: { enum: [assistant] } } }
            """)
        let result = SpecLoader.load(sources: [(path: "Events.openapi.yaml", bytes: Array(clashing.utf8))])
        XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, result.diagnostics.map(\.description).joined(separator: "\n"))
        let events = try XCTUnwrap(result.apis.first)
        let event = try XCTUnwrap(events.unions.first { $0.name == "Event" })
        XCTAssertNil(event.discriminator)
        XCTAssertEqual(event.variants.map(\.type.description), ["Created", "CreatedToo"])
        let tool = try XCTUnwrap(events.unions.first { $0.name == "Tool" })
        XCTAssertEqual(tool.discriminator, "type")
        XCTAssertEqual(tool.variants.map(\.tag), ["web_search", "web_search_2025", "function"])
        XCTAssertEqual(tool.variants.map(\.type.description), ["Search", "Search", "Function"])
        XCTAssertNil(try XCTUnwrap(events.unions.first { $0.name == "Item" }).discriminator)
        // A `null` among a variant's values is no tag; values that are no text make no tags.
        let pets = schemasDocument(
            "Pets",
            """
            Pet:
              oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
              discriminator: { propertyName: kind }
            Cat: { type: object, properties: { kind: { type: [string, "null"], enum: [cat, null] } } }
            Dog: { type: object, properties: { kind: { type: string, enum: [dog] } } }
            Shape:
              oneOf: [{ $ref: "#/components/schemas/One" }, { $ref: "#/components/schemas/Two" }]
              discriminator: { propertyName: sides }
            One: { type: object, required: [sides], properties: { sides: { type: integer, enum: [1] } } }
            Two: { type: object, required: [sides], properties: { sides: { type: integer, enum: [2] } } }
            """)
        let petsResult = SpecLoader.load(sources: [(path: "Pets.openapi.yaml", bytes: Array(pets.utf8))])
        XCTAssertFalse(petsResult.diagnostics.contains { $0.severity == .error }, "\(petsResult.diagnostics)")
        let petUnions = try XCTUnwrap(petsResult.apis.first?.unions)
        XCTAssertEqual(petUnions.first { $0.name == "Pet" }?.variants.map(\.tag), ["cat", "dog"])
        XCTAssertNil(petUnions.first { $0.name == "Shape" }?.discriminator)
        XCTAssertTrue(
            petsResult.diagnostics.contains { $0.message.contains("One and Two allow no text for it") }, "\(petsResult.diagnostics)")
        let notes = result.diagnostics.filter { $0.severity == .note }.map(\.message)
        XCTAssertTrue(notes.contains { $0.contains("'response.created' and 'response_created' make one Swift case") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("'message' is the tag of Input and Output") }, "\(notes)")
    }

    /// A tagged union keeps the document's order of variants (DigitalOcean's domain records,
    /// `A`, `AAAA`, …, `TXT`): the tag picks the variant, so nothing is moved as an untagged
    /// union's variants are (a model whose required keys another's include goes after it). The
    /// same variants untagged are moved.
    func testATaggedUnionKeepsTheDocumentsOrder() throws {
        let document = schemasDocument(
            "Records",
            """
            Record:
              anyOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/Mx" }, { $ref: "#/components/schemas/Txt" }]
              discriminator: { propertyName: type, mapping: { A: "#/components/schemas/A", MX: "#/components/schemas/Mx", TXT: "#/components/schemas/Txt" } }
            Untagged:
              anyOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/Mx" }, { $ref: "#/components/schemas/Txt" }]
            A: { type: object, required: [type, data], properties: { type: { type: string }, data: { type: string } } }
            Mx: { type: object, required: [type, data, priority], properties: { type: { type: string }, data: { type: string }, priority: { type: integer } } }
            Txt: { type: object, required: [type, data, ttl], properties: { type: { type: string }, data: { type: string }, ttl: { type: integer } } }
            """)
        let api = try XCTUnwrap(loadClean([("Records.openapi.yaml", document)]))
        let record = try XCTUnwrap(api.unions.first { $0.name == "Record" })
        XCTAssertEqual(record.variants.map(\.tag), ["A", "MX", "TXT"])
        let untagged = try XCTUnwrap(api.unions.first { $0.name == "Untagged" })
        XCTAssertEqual(untagged.variants.map(\.type.description), ["Mx", "Txt", "A"], "A would take the others' values")
        // Models that require nothing cannot be ordered so: the first would take every object
        // (PagerDuty's custom field values by name or by id, DigitalOcean's settings of each
        // database engine). Objects alone are one model of all their properties, each optional;
        // beside a string a note says what is lost; two that declare a key differently are told apart.
        let open = schemasDocument(
            "Values",
            """
            Value: { oneOf: [{ $ref: "#/components/schemas/ByName" }, { $ref: "#/components/schemas/ById" }] }
            Links: { anyOf: [{ $ref: "#/components/schemas/Forward" }, { $ref: "#/components/schemas/Backward" }, {}] }
            Either: { oneOf: [{ $ref: "#/components/schemas/ByName" }, { $ref: "#/components/schemas/ById" }, { type: string }] }
            Clash: { oneOf: [{ $ref: "#/components/schemas/ByName" }, { $ref: "#/components/schemas/Counted" }] }
            Inline: { oneOf: [{ type: object, properties: { a: { type: string } } }, { $ref: "#/components/schemas/ById" }] }
            Span: { anyOf: [{ $ref: "#/components/schemas/Numbers" }, { $ref: "#/components/schemas/Dates" }] }
            Numbers: { type: object, properties: { gt: { type: number }, lt: { type: number } } }
            Dates: { type: object, properties: { gt: { type: string, format: date-time }, lt: { type: string, format: date-time } } }
            ByName: { type: object, properties: { name: { type: string }, value: { type: string } } }
            ById: { type: object, properties: { id: { type: string }, value: { type: string } } }
            Counted: { type: object, properties: { value: { type: integer } } }
            Forward: { type: object, properties: { next: { type: string }, last: { type: string } } }
            Backward: { type: object, properties: { prev: { type: string }, first: { type: string, default: "" } } }
            """)
        let result = load([("Values.openapi.yaml", open)])
        let values = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(
            values.model(named: "Value")?.fields.map { "\($0.name): \($0.type)" }, ["name: String?", "value: String?", "id: String?"])
        XCTAssertEqual(
            values.model(named: "Links")?.fields.map { "\($0.name): \($0.type)" },
            ["next: String?", "last: String?", "prev: String?", "first: String?"])
        XCTAssertEqual(values.unions.map(\.name), ["Either", "Clash", "Span"])
        XCTAssertEqual(
            result.diagnostics.map(\.description).filter { $0.contains("requires no property") },
            [
                "Values.openapi.yaml:7:12: note: approximated: oneOf: ByName requires no property, so it would take every object: one model of the properties of ByName and ById, each optional",
                "Values.openapi.yaml:8:12: note: approximated: anyOf: Forward requires no property, so it would take every object: one model of the properties of Forward and Backward, each optional",
                "Values.openapi.yaml:9:13: note: approximated: ByName requires no property, so every object decodes as it; ById is sent but never decoded",
                "Values.openapi.yaml:11:13: note: approximated: oneOf: variant 1 requires no property, so it would take every object: one model of the properties of variant 1 and ById, each optional",
            ])
        // A variant whose keys hold values the open one reads as another kind (Qdrant's date
        // ranges beside number ranges; Clash's `Counted`, whose `value` is a number) is decoded
        // when it holds them: no note, and the union stays.
        XCTAssertEqual(values.unions.first { $0.name == "Span" }?.variants.map(\.type.description), ["Numbers", "Dates"])
        // The inline variant is named by its place: its type is not generated.
        XCTAssertEqual(values.model(named: "Inline")?.fields.map(\.name), ["a", "id", "value"])
        XCTAssertNil(values.model(named: "InlineOption1"))
    }

    /// A file a reference names percent-encoded (`my%20file.yaml`) is the file of that name;
    /// a schema nested past the reader's depth is JSON, with one warning rather than silently.
    func testEncodedFileNamesAndDeepSchemas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-encoded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Pet: { type: object, properties: { id: { type: integer } } }\n".write(
            to: folder.appendingPathComponent("my file.yaml"), atomically: true, encoding: .utf8)
        let deep = String(repeating: "{ type: array, items: ", count: 50) + "{ type: string }" + String(repeating: " }", count: 50)
        let document = schemasDocument(
            "Encoded",
            """
            Holder: { type: object, properties: { pet: { $ref: "my%20file.yaml#/Pet" }, deep: \(deep) } }
            """)
        let path = folder.appendingPathComponent("Encoded.openapi.yaml").path
        let result = load([(path, document)])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(
            result.diagnostics.first?.message.hasPrefix("schemas nested more than 30 deep are read as free-form JSON") == true,
            "\(result.diagnostics)")
        let holder = try XCTUnwrap(result.apis.first?.model(named: "Holder"))
        XCTAssertEqual(holder.fields.first?.type.description, "Pet?")
    }

    /// A base with a discriminator in a file of its own, its `mapping` naming subtypes in that
    /// file (DigitalOcean's IP actions), is a union of them, as a component of the document is:
    /// it was read as a plain model, with a warning that no schema extends it. A subtype that
    /// adds nothing to its base (Rebilly's `StaticGateway`: `allOf: [$ref: GatewayAccount]`)
    /// extends the base's own model; it was the union itself, which the document refused.
    func testABaseInAnotherFileAndASubtypeThatAddsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        action:
          type: object
          required: [type]
          properties: { type: { type: string } }
          discriminator: { propertyName: type, mapping: { assign: "#/assign", unassign: "#/unassign" } }
        unassign: { allOf: [{ $ref: "#/action" }] }
        assign: { allOf: [{ $ref: "#/action" }, { type: object, required: [droplet], properties: { droplet: { type: integer } } }] }
        """.write(to: folder.appendingPathComponent("actions.yml"), atomically: true, encoding: .utf8)
        let document =
            openAPIHeader + """
                paths:
                  /ips/actions:
                    post:
                      operationId: act
                      requestBody: { required: true, content: { application/json: { schema: { $ref: "actions.yml#/action" } } } }
                      responses: { "204": { description: ok } }
                """
        let path = folder.appendingPathComponent("Shop.openapi.yaml").path
        let result = load([(path, document)])
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let api = try XCTUnwrap(result.apis.first)
        let action = try XCTUnwrap(api.unions.first { $0.name == "Action" })
        XCTAssertEqual(action.discriminator, "type")
        XCTAssertEqual(action.variants.map { "\($0.tag ?? ""): \($0.type)" }, ["assign: Assign", "unassign: Unassign"])
        XCTAssertEqual(api.model(named: "Unassign")?.extends.map(\.name), ["ActionBase"])
        XCTAssertEqual(api.model(named: "Assign")?.extends.map(\.name), ["ActionBase"])
        // So too when the subtype that adds nothing is read before its base.
        let components = schemasDocument(
            "Pets",
            """
            Tame: { allOf: [{ $ref: "#/components/schemas/Pet" }] }
            Pet:
              type: object
              required: [kind]
              properties: { kind: { type: string } }
              discriminator: { propertyName: kind, mapping: { tame: "#/components/schemas/Tame", wild: "#/components/schemas/Wild" } }
            Wild: { allOf: [{ $ref: "#/components/schemas/Pet" }, { type: object, properties: { bites: { type: boolean } } }] }
            """)
        let pets = try XCTUnwrap(loadClean([("Pets.openapi.yaml", components)]))
        XCTAssertEqual(
            pets.unions.first { $0.name == "Pet" }?.variants.map { "\($0.tag ?? ""): \($0.type)" }, ["tame: Tame", "wild: Wild"])
        XCTAssertEqual(pets.model(named: "Tame")?.extends.map(\.name), ["PetBase"])
    }

    /// A `format: uuid` property whose own example is no UUID (Linode's `host_uuid`, 40 hex
    /// digits) is a String, with a warning: as a UUID, every answer like the example failed to
    /// decode. One whose example is a UUID stays one.
    func testAUUIDWhoseExampleIsNoUUIDIsText() throws {
        let document = schemasDocument(
            "Hosts",
            """
            Machine:
              type: object
              properties:
                id: { type: string, format: uuid, example: 5b8e7a52-6c3a-4b5e-9a3c-1d2e3f405060 }
                host_uuid: { type: string, format: uuid, example: 3a3ddd59d9a78bb8de041391075df44de62bfec8 }
                owner: { type: string, format: uuid, example: string }
            """)
        let result = load([("Hosts.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Hosts.openapi.yaml:11:59: warning: 'host_uuid' is 'format: uuid', but its example '3a3ddd59d9a78bb8de041391075df44de62bfec8' is no UUID: it is a String, so that such answers decode"
            ])
        let machine = try XCTUnwrap(result.apis.first?.model(named: "Machine"))
        XCTAssertEqual(machine.fields.map(\.type.description), ["UUID?", "String?", "UUID?"], "a placeholder example says nothing")
    }

    /// An `enum` without `type` is what its values are: plain numbers a number enum, text a
    /// text enum (`"1"` quoted is text), and values of several kinds free-form JSON.
    func testUntypedEnumsTakeTheirValuesKind() throws {
        let document = schemasDocument(
            "Kinds",
            """
            Holder:
              type: object
              properties:
                numbers: { enum: [1, 2, 3] }
                texts: { enum: [a, "1"] }
                mixed: { enum: [a, 1, true] }
                numbersAndFlags: { enum: [1, true] }
            """)
        let api = try XCTUnwrap(loadClean([("Kinds.openapi.yaml", document)]))
        let holder = try XCTUnwrap(api.model(named: "Holder"))
        XCTAssertEqual(holder.fields.map(\.type.description), ["HolderNumbers?", "HolderTexts?", "JSON?", "JSON?"])
        XCTAssertEqual(api.enumType(named: "HolderNumbers")?.rawKind, .integer)
        XCTAssertEqual(api.enumType(named: "HolderTexts")?.rawKind, .string)
    }
}

/// A media type's parameters are cut off byte by byte in ASCII and by `Character`s elsewhere:
/// both give what splitting at `;` gives.
final class MediaTypeTests: XCTestCase {
    func testTheMediaTypeIsTheFirstPieceBeforeTheParameters() {
        XCTAssertEqual(OpenAPIReader.mediaType("application/json; charset=utf-8"), "application/json")
        XCTAssertEqual(OpenAPIReader.mediaType("text/plain"), "text/plain")
        XCTAssertEqual(OpenAPIReader.mediaType(";;"), ";;")
        XCTAssertEqual(OpenAPIReader.mediaType(";\u{301}a;b"), ";\u{301}a")
        XCTAssertTrue(OpenAPIReader.isJSON("application/problem+json; charset=utf-8"))
        XCTAssertFalse(OpenAPIReader.isJSON("application/xml"))
        let pieces = [";", "a", "/", "+json", " ", "é", "json"]
        var seed: UInt64 = 7
        for _ in 0..<2000 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(seed >> 61) + 1 { text += pieces[Int((seed >> UInt64(8 * step)) & 0xFF) % pieces.count] }
            XCTAssertEqual(OpenAPIReader.mediaType(text), text.split(separator: ";").first.map(String.init) ?? text, text)
        }
    }

}
