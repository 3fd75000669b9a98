import Foundation
import XCTest
import YAML

@testable import SpecLanguage

/// Operations of valid documents that gen once refused, sent differently from what the
/// document says, or made into Swift that did not compile.
final class OpenAPIOperationShapeTests: XCTestCase {

    private func endpoint(_ api: API, _ name: String) throws -> Endpoint {
        try XCTUnwrap(api.endpoints.first { $0.name == name }, name)
    }

    /// Any key names a security scheme in OpenAPI; in a spec it is an identifier, so
    /// `bearer-auth` becomes `bearerAuth` (and `api-key`, an auth word once camel-cased,
    /// `apiKeyScheme`).
    func testSchemesNamedByNoIdentifierAreRenamed() throws {
        let document =
            openAPIHeader + """
                security: [{ bearer-auth: [] }]
                components:
                  securitySchemes:
                    bearer-auth: { type: http, scheme: bearer }
                    api-key: { type: apiKey, in: header, name: X-Key }
                paths:
                  /a: { get: { operationId: a, responses: { "204": { description: ok } } } }
                  /b: { get: { operationId: b, security: [{ api-key: [] }], responses: { "204": { description: ok } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.authSchemes.map(\.name), ["bearerAuth", "apiKeyScheme"])
        guard case .schemes(let schemes) = try endpoint(api, "b").auth else { return XCTFail("b sends no named scheme") }
        XCTAssertEqual(schemes.map(\.name), ["apiKeyScheme"])
        XCTAssertEqual(schemes.first?.scheme, .apiKey(name: "X-Key", in: .header))
    }

    /// Alternatives of `security` are each served: the client sends the credentials that are
    /// set of every scheme listed, so Adyen's `[{ BasicAuth: [] }, { ApiKeyAuth: [] }]` sends
    /// the key to a client made with one. Reading the first alternative alone, the key was
    /// never sent. Schemes that send `Authorization` are all kept too (Ably's basic and
    /// bearer): the client sends the first whose credentials it holds. An empty alternative
    /// first makes auth optional, and sends none.
    func testEverySecurityAlternativeIsServed() throws {
        let document =
            openAPIHeader + """
                components:
                  securitySchemes:
                    BasicAuth: { type: http, scheme: basic }
                    ApiKeyAuth: { type: apiKey, name: X-API-Key, in: header }
                    BearerAuth: { type: http, scheme: bearer }
                paths:
                  /payments: { post: { operationId: pay, security: [{ BasicAuth: [] }, { ApiKeyAuth: [] }], responses: { "204": { description: ok } } } }
                  /refunds: { post: { operationId: refund, security: [{ BasicAuth: [] }, { BearerAuth: [], ApiKeyAuth: [] }], responses: { "204": { description: ok } } } }
                  /status: { get: { operationId: status, security: [{}, { ApiKeyAuth: [] }], responses: { "204": { description: ok } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        guard case .schemes(let pay) = try endpoint(api, "pay").auth else { return XCTFail("pay sends no named scheme") }
        XCTAssertEqual(pay.map(\.name), ["BasicAuth", "ApiKeyAuth"])
        guard case .schemes(let refund) = try endpoint(api, "refund").auth else { return XCTFail("refund sends no named scheme") }
        XCTAssertEqual(refund.map(\.name), ["BasicAuth", "BearerAuth", "ApiKeyAuth"])
        XCTAssertNil(try endpoint(api, "status").auth, "none, as the API without security has")
    }

    /// A requirement naming a scheme the document never declares (Kratos's `sessionToken`)
    /// costs that operation its credentials, with a warning: the document is still read.
    func testAnUndeclaredSchemeIsAWarning() throws {
        let document =
            openAPIHeader + """
                components: { securitySchemes: { key: { type: apiKey, in: header, name: X-API-Key } } }
                paths:
                  /settings: { post: { operationId: update, security: [{ sessionToken: [] }], responses: { "204": { description: ok } } } }
                  /other: { get: { operationId: other, security: [{ key: [] }], responses: { "204": { description: ok } } } }
                """
        let result = load([("Shop.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Shop.openapi.yaml:6:56: warning: security scheme 'sessionToken' is not in 'components.securitySchemes': the operation is sent without its credentials"
            ])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertNil(try endpoint(api, "update").auth, "the API's, which sends none")
        XCTAssertNotNil(try endpoint(api, "other").auth)
    }

    /// A parameter that is the API key an operation's scheme sends is left out (the client
    /// sends the key from its credentials), with a warning; where the operation sends no key,
    /// it stays.
    func testAnAPIKeyParameterIsLeftOutWhereTheKeyIsSent() throws {
        let document =
            openAPIHeader + """
                security: [{ key: [] }]
                components: { securitySchemes: { key: { type: apiKey, in: header, name: X-API-Key } } }
                paths:
                  /a:
                    get:
                      operationId: a
                      parameters: [{ name: x-api-key, in: header, schema: { type: string } }]
                      responses: { "204": { description: ok } }
                  /b:
                    get:
                      operationId: b
                      security: []
                      parameters: [{ name: X-API-Key, in: header, schema: { type: string } }]
                      responses: { "204": { description: ok } }
                """
        let result = load([("Shop.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Shop.openapi.yaml:10:20: warning: header parameter 'x-api-key' is the API key of the operation's security scheme, which the client sends from its credentials; it is skipped"
            ])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(try endpoint(api, "a").headers.count, 0)
        XCTAssertEqual(try endpoint(api, "b").headers.map(\.name), ["X-API-Key"])
    }

    /// `_` (a cache-buster's usual name) names no Swift parameter, and an empty enum value no
    /// case: they get a name of their own and keep their wire text.
    func testALoneUnderscoreAndTheEmptyTextGetNamesOfTheirOwn() throws {
        let document =
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: a
                      parameters:
                        - { name: _, in: query, schema: { type: integer } }
                        - { name: mode, in: query, schema: { type: string, enum: ["", all] } }
                      responses: { "204": { description: ok } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let query = try endpoint(api, "a").query
        XCTAssertEqual(query.map(\.name), ["value", "mode"])
        XCTAssertEqual(query.first?.wireKey, "_")
        let mode = try XCTUnwrap(api.enums.first)
        XCTAssertEqual(mode.cases.map(\.name), ["empty", "all"])
        XCTAssertEqual(mode.cases.map(\.wireValue), ["", "all"])
    }

    /// `*/*` holding bytes is sent and read as bytes, not JSON, sent as the type the call names;
    /// other `*/*` content is JSON.
    func testWildcardBytesAreRawAndOtherWildcardsJSON() throws {
        let document =
            openAPIHeader + """
                paths:
                  /files:
                    get:
                      operationId: download
                      responses: { "200": { description: ok, content: { "*/*": { schema: { type: string, format: binary } } } } }
                    post:
                      operationId: upload
                      requestBody: { content: { "*/*": { schema: { type: string, format: binary } } } }
                      responses: { "200": { description: ok, content: { "*/*": { schema: { type: object, properties: { id: { type: string } } } } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let download = try endpoint(api, "download")
        XCTAssertEqual(download.responseMedia, .raw("*/*"))
        let upload = try endpoint(api, "upload")
        guard case .raw(let contentType) = upload.body else { return XCTFail("\(upload.body)") }
        XCTAssertEqual(contentType, "*/*")
        XCTAssertTrue(upload.body.contentTypeIsTheCallers)
        XCTAssertEqual(upload.response?.description, "UploadResponse")
    }

    /// OpenAI's shapes. A part that is one file or a list of files (`anyOf: [binary, array of
    /// binary]`) is a list of files: read as a union it was a text part, and no image could be
    /// uploaded. An answer offered as bytes and as a bare JSON string is the bytes (a zip read as
    /// a JSON string failed), with a note; one offered as several types of bytes takes the range
    /// that holds them (a thumbnail that is `image/png` or `image/jpeg` was refused as the one
    /// not listed first). A JSON answer of another schema beside bytes is still JSON.
    func testAFileOrFilesPartAndAnswersOfBytesBesideJSON() throws {
        let document =
            openAPIHeader + """
                paths:
                  /edits:
                    post:
                      operationId: edit
                      requestBody:
                        content:
                          multipart/form-data:
                            schema:
                              type: object
                              required: [image, doc]
                              properties:
                                image:
                                  description: One image, or up to 16.
                                  anyOf: [{ type: string, format: binary }, { type: array, items: { type: string, format: binary } }]
                                mask: { type: string, format: binary }
                                either: { oneOf: [{ type: string, format: binary }, { type: string, format: byte }] }
                                maybe: { anyOf: [{ $ref: "#/components/schemas/Bytes" }, { type: "null" }] }
                                doc: { anyOf: [{ $ref: "#/components/schemas/Bytes" }, { type: "null" }] }
                      responses: { "204": { description: done } }
                  /skills/content:
                    get:
                      operationId: skillContent
                      responses:
                        "200":
                          description: the zip
                          content:
                            application/json: { schema: { type: string } }
                            text/csv: { schema: { type: string } }
                            application/zip: { schema: { type: string, format: binary } }
                  /videos/content:
                    get:
                      operationId: videoContent
                      responses:
                        "200": { description: the video, content: { video/mp4: { schema: { type: string, format: binary } }, image/webp: {} } }
                  /thumbnails:
                    get:
                      operationId: thumbnail
                      responses:
                        "200": { description: a thumbnail, content: { image/png: {}, image/jpeg: {} } }
                  /reports:
                    get:
                      operationId: report
                      responses:
                        "200":
                          description: a report
                          content: { application/pdf: {}, application/json: { schema: { type: object, properties: { id: { type: string } } } } }
                components:
                  schemas:
                    Bytes: { type: string, format: binary }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        guard case .multipart(let fields) = try endpoint(api, "edit").body else { return XCTFail("not multipart") }
        // `maybe`, a file or null (pydantic's `Optional[UploadFile]`), was text, and no file could be sent.
        // `doc` is required, but may be null: still `File?`.
        XCTAssertEqual(
            fields.map { "\($0.name): \($0.type)" }, ["image: [File]", "mask: File?", "either: File?", "maybe: File?", "doc: File?"])
        XCTAssertEqual(fields.first?.description, "One image, or up to 16.")
        XCTAssertTrue(api.unions.isEmpty, "no union is left over: \(api.unions.map(\.name))")
        XCTAssertEqual(try endpoint(api, "skillContent").responseMedia, .raw("application/zip"))
        XCTAssertEqual(try endpoint(api, "videoContent").responseMedia, .raw("*/*"))
        XCTAssertEqual(try endpoint(api, "thumbnail").responseMedia, .raw("image/*"))
        XCTAssertEqual(try endpoint(api, "report").response?.description, "ReportResponse")
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        for note in [
            "# approximated: multipart part 'image' is one file or several: a list of files here",
            "# approximated: the answer is read as application/zip, not as the JSON string also offered",
            "# approximated: the answer is any type within */* (the document offers video/mp4, image/webp)",
            "# approximated: the answer is any type within image/* (the document offers image/png, image/jpeg)",
        ] {
            XCTAssertTrue(spec.contains(note), "\(note)\n\(spec)")
        }
    }

    /// A body offered as JSON and as multipart: with a file part required, the multipart form
    /// (a file cannot travel in JSON); with every file optional (NetBox's device type images),
    /// the JSON body, which keeps its objects and lists typed (the form sent them as text the
    /// caller wrote), and the form by an endpoint of its own, `<name>Multipart`, for the files.
    func testABodyOfferedAsJSONAndMultipartKeepsJSONWhereFilesAreOptional() throws {
        func operation(_ id: String, _ path: String, required: String) -> String {
            """
              \(path):
                post:
                  operationId: \(id)
                  requestBody:
                    required: true
                    content:
                      application/json: { schema: { $ref: "#/components/schemas/DeviceType" } }
                      multipart/form-data:
                        schema:
                          type: object
                          required: [\(required)]
                          properties:
                            model: { type: string }
                            tags: { type: array, items: { $ref: "#/components/schemas/Tag" } }
                            image: { type: string, format: binary }
                  responses: { "204": { description: done } }
            """
        }
        let document =
            openAPIHeader + "paths:\n" + operation("createDeviceType", "/device-types", required: "model")
            + "\n" + operation("uploadFirmware", "/firmware", required: "model, image")
            + "\n" + operation("createFromModel", "/from?model=fixed", required: "model") + """

                components:
                  schemas:
                    Tag: { type: object, properties: { name: { type: string } } }
                    DeviceType: { type: object, required: [model], properties: { model: { type: string }, tags: { type: array, items: { $ref: "#/components/schemas/Tag" } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(
            api.endpoints.map(\.name),
            ["createDeviceType", "createDeviceTypeMultipart", "uploadFirmware", "createFromModel", "createFromModelMultipart"])
        // A fixed query named like a part (`?model=fixed` beside `model`) is labelled apart in both calls.
        XCTAssertEqual(try endpoint(api, "createFromModel").query.map(\.name), ["model2"])
        XCTAssertEqual(try endpoint(api, "createFromModelMultipart").query.map(\.name), ["model2"])
        guard case .json(let json, _) = try endpoint(api, "createDeviceType").body else { return XCTFail("not JSON") }
        XCTAssertEqual(json, .named("DeviceType", arguments: []))
        guard case .multipart(let parts) = try endpoint(api, "createDeviceTypeMultipart").body else { return XCTFail("not multipart") }
        XCTAssertEqual(parts.map { "\($0.name): \($0.type)" }, ["model: String", "tags: String?", "image: File?"])
        guard case .multipart(let firmware) = try endpoint(api, "uploadFirmware").body else { return XCTFail("not multipart") }
        XCTAssertEqual(firmware.map { "\($0.name): \($0.type)" }, ["model: String", "tags: String?", "image: File"])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains(
                "# approximated: the body is sent as JSON; its multipart/form-data form, for its optional files, is sent by 'createDeviceTypeMultipart'"
            ),
            spec)
    }

    /// An operation with a stream beside its JSON answer and a form beside its JSON body gets
    /// one companion of each, not a form companion of the stream's as well (four endpoints).
    func testAStreamAndAFormBesideJSONMakeOneCompanionEach() throws {
        let document =
            openAPIHeader + """
                paths:
                  /runs:
                    post:
                      operationId: createRun
                      requestBody:
                        required: true
                        content:
                          application/json: { schema: { $ref: "#/components/schemas/RunRequest" } }
                          multipart/form-data: { schema: { $ref: "#/components/schemas/RunRequest" } }
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json: { schema: { $ref: "#/components/schemas/Run" } }
                            text/event-stream: { schema: { $ref: "#/components/schemas/Run" } }
                components:
                  schemas:
                    RunRequest: { type: object, required: [prompt], properties: { prompt: { type: string }, attachment: { type: string, format: binary } } }
                    Run: { type: object, properties: { id: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.endpoints.map(\.name), ["createRun", "createRunMultipart", "createRunStream"])
    }

    /// A header cannot say `format: date`: a date-only header is its text. A HEAD answer has
    /// no body to read. An optional list of files stays optional. A parameter's own
    /// description, deprecation and example are kept over its schema's.
    func testHeadersHeadAnswersFileListsAndParameterWords() throws {
        let document =
            openAPIHeader + """
                paths:
                  /a:
                    head:
                      operationId: exists
                      parameters: [{ name: X-Day, in: header, schema: { type: string, format: date } }]
                      responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }
                    get:
                      operationId: search
                      parameters:
                        - { name: q, in: query, description: Search text, deprecated: true, example: cats, schema: { type: string, description: Text } }
                      responses: { "204": { description: ok } }
                    post:
                      operationId: attach
                      requestBody:
                        content:
                          multipart/form-data:
                            schema: { type: object, properties: { files: { type: array, items: { type: string, format: binary } } } }
                      responses: { "204": { description: ok } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let exists = try endpoint(api, "exists")
        XCTAssertEqual(exists.headers.first?.parameter?.type.description, "String?")
        XCTAssertNil(exists.response)
        let q = try XCTUnwrap(try endpoint(api, "search").query.first)
        XCTAssertEqual(q.description, "Search text")
        XCTAssertTrue(q.deprecated)
        XCTAssertEqual(q.example, .string("cats"))
        guard case .multipart(let parts) = try endpoint(api, "attach").body else { return XCTFail("not multipart") }
        XCTAssertEqual(parts.map(\.type.description), ["[File]?"])
    }

    /// A form whose schema is an `allOf` of a reference that is itself an `allOf` (Lob's
    /// campaign: `allOf: [{ $ref: writable_base.yml }, …]`, and that `allOf: [{ $ref:
    /// common.yml }, …]`) has every member's properties, required as any member says: only the
    /// outermost members were read, so the call could send none of the base's fields.
    func testAFormOfNestedAllOfsHasEveryMembersFields() throws {
        let document =
            openAPIHeader + """
                paths:
                  /campaigns:
                    post:
                      operationId: createCampaign
                      requestBody:
                        content:
                          multipart/form-data:
                            schema:
                              allOf:
                                - $ref: "#/components/schemas/Writable"
                                - { type: object, required: [quantity], properties: { status: { type: string } } }
                      responses: { "204": { description: ok } }
                components:
                  schemas:
                    Common: { type: object, properties: { quantity: { type: integer }, brand: { type: string } } }
                    Writable:
                      allOf:
                        - $ref: "#/components/schemas/Common"
                        - { type: object, properties: { image: { type: string, format: binary } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        guard case .multipart(let parts) = try endpoint(api, "createCampaign").body else { return XCTFail("not multipart") }
        XCTAssertEqual(
            parts.map { "\($0.name): \($0.type)" }.sorted(), ["brand: String?", "image: File?", "quantity: Int", "status: String?"])
    }

    /// A query object in OpenAPI's default style (`form`, exploded) is a query item per property
    /// (Lob's `before/after`: `after=…`), as a `deepObject` is bracket notation; one whose
    /// properties are named like another parameter (Lob's `sort_by` beside `date_created`)
    /// keeps the brackets, with a note, rather than send two values under one name.
    func testAQueryObjectInTheFormStyleIsAQueryItemPerProperty() throws {
        let document =
            openAPIHeader + """
                paths:
                  /letters:
                    get:
                      operationId: listLetters
                      parameters:
                        - { name: before/after, in: query, schema: { type: object, properties: { before: { type: string }, after: { type: string } } } }
                        - { name: date_created, in: query, style: deepObject, schema: { type: object, additionalProperties: { type: string } } }
                        - { name: sort_by, in: query, schema: { type: object, properties: { date_created: { type: string, enum: [asc, desc] } } } }
                        - { name: page, in: query, style: deepObject, schema: { type: object, properties: { size: { type: integer } } } }
                        - name: kind
                          in: query
                          required: true
                          schema: { type: object, required: [kind], properties: { kind: { type: string, enum: [letter], description: x } } }
                      responses: { "204": { description: ok } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let query = try endpoint(api, "listLetters").query
        XCTAssertEqual(query.map(\.key), ["before", "after", "date_created", "sort_by", "page", "kind"])
        XCTAssertEqual(
            query.map(\.type.description),
            ["String?", "String?", "[String: String]?", "ListLettersSortBy?", "ListLettersPage?", "ListLettersKindKind"])
        XCTAssertEqual(query.map { $0.formStyle?.rawValue ?? "-" }, ["-", "-", "brackets", "brackets", "brackets", "-"])
        // A required constant is sent as its one value; `required: true` is for answers' keys.
        XCTAssertEqual(query.last?.defaultValue, .string("letter"))
        XCTAssertEqual(query.last?.keyRequired, false)
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains(
                "# approximated: query 'sort_by': an object whose properties are named like other parameters, sent in bracket notation"),
            spec)
    }

    /// A JSON body is required only when the document says so (OpenAPI's default is false):
    /// otherwise the call may leave it out.
    func testAJSONBodyIsOptionalUnlessRequired() throws {
        let document =
            openAPIHeader + """
                paths:
                  /pets:
                    post:
                      operationId: create
                      requestBody: { required: true, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                      responses: { "204": { description: ok } }
                    put:
                      operationId: replace
                      requestBody: { content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                      responses: { "204": { description: ok } }
                    patch:
                      operationId: touch
                      requestBody: { required: false, content: { application/json: { schema: { type: array, items: { type: string } } } } }
                      responses: { "204": { description: ok } }
                components:
                  schemas:
                    Pet: { type: object, properties: { name: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        func body(_ name: String) throws -> String? {
            guard case .json(let type, _) = try endpoint(api, name).body else { return nil }
            return type.description
        }
        XCTAssertEqual(try body("create"), "Pet")
        XCTAssertEqual(try body("replace"), "Pet?")
        XCTAssertEqual(try body("touch"), "[String]?")
    }

    /// An answer whose schema may be null is optional: a `null` body is nil.
    func testANullableAnswerIsOptional() throws {
        let document =
            openAPIHeader + """
                paths:
                  /thing:
                    get:
                      operationId: thing
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { oneOf: [{ $ref: "#/components/schemas/Thing" }, { type: "null" }] } } } }
                  /numbers:
                    get:
                      operationId: numbers
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { type: array, nullable: true, items: { type: integer } } } } }
                  /plain:
                    get:
                      operationId: plain
                      responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } } } }
                components:
                  schemas:
                    Thing: { type: object, properties: { name: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(try endpoint(api, "thing").response?.description, "Thing?")
        XCTAssertEqual(try endpoint(api, "numbers").response?.description, "[Int]?")
        XCTAssertEqual(try endpoint(api, "plain").response?.description, "Thing")
    }

    /// OpenAPI 3.1's ways of saying that a multipart part is a file: the empty schema (read as
    /// application/octet-stream), a `contentMediaType`, or an `encoding` content type of bytes.
    /// A text part keeps its type; in a 3.0 document the empty schema is any JSON, sent as text.
    func testMultipartFilesAsOpenAPI31WritesThem() throws {
        func parts(_ version: String) throws -> [String: String] {
            let document =
                openAPIHeader.replacingOccurrences(of: "openapi: 3.0.3", with: "openapi: \(version)") + """
                    paths:
                      /upload:
                        post:
                          operationId: upload
                          requestBody:
                            content:
                              multipart/form-data:
                                schema:
                                  type: object
                                  required: [profileImage]
                                  properties:
                                    profileImage: {}
                                    files: { type: array, items: {} }
                                    scan: { type: string, contentMediaType: application/pdf }
                                    photo: { type: string }
                                    note: { type: string, contentMediaType: text/plain }
                                    meta: { type: string }
                                encoding:
                                  photo: { contentType: "image/png, image/jpeg" }
                                  meta: { contentType: application/json }
                          responses: { "204": { description: ok } }
                    """
            let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
            guard case .multipart(let fields) = try endpoint(api, "upload").body else {
                XCTFail("not multipart")
                return [:]
            }
            return Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.type.description) })
        }
        XCTAssertEqual(
            try parts("3.1.0"),
            ["profileImage": "File", "files": "[File]?", "scan": "File?", "photo": "File?", "note": "String?", "meta": "String?"])
        let older = try parts("3.0.3")
        XCTAssertEqual(older["profileImage"], "String")
        XCTAssertEqual(older["files"], "String?", "a list of any JSON is one text part")
        XCTAssertEqual(older["scan"], "File?", "contentMediaType says bytes in any version")
        XCTAssertEqual(older["photo"], "File?")
    }

    /// A header parameter keeps its default, and a required one whose enum has one value takes
    /// it as its default; a date-only header, sent as text, leaves its date default out.
    func testHeaderDefaults() throws {
        let document =
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: fetch
                      parameters:
                        - { name: X-Version, in: header, description: The version, schema: { type: string, default: "2024-06-01" } }
                        - { name: X-Kind, in: header, required: true, schema: { type: string, enum: [v2] } }
                        - { name: X-Since, in: header, schema: { type: string, format: date, default: "2024-01-01" } }
                        - { name: X-Note, in: header, schema: { type: string, default: "one\\ntwo" } }
                      responses: { "204": { description: ok } }
                """
        let result = load([("Shop.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "Shop.openapi.yaml:12:11: warning: the default of header parameter 'X-Note' contains LF (U+000A); a header value cannot hold CR, LF, NUL or other control characters (RFC 9110), which would end the header early; it is left out"
            ])
        let api = try XCTUnwrap(result.apis.first)
        let parameters = try endpoint(api, "fetch").headers.compactMap(\.parameter)
        XCTAssertEqual(parameters.map(\.name), ["xVersion", "xKind", "xSince", "xNote"])
        XCTAssertEqual(parameters.map(\.defaultValue), [.string("2024-06-01"), .string("v2"), nil, nil])
        XCTAssertEqual(parameters.first?.description, "The version")
    }

    /// A header named like a query or path parameter gives way, whichever the document lists
    /// first (Lob's `Idempotency-Key` header beside its `idempotency_key` query): the header is
    /// `idempotencyKeyHeader`, not a numbered `idempotencyKey2`; two query parameters alike
    /// (Twilio's `StartTime<` and `StartTime>`) are still numbered. A path parameter keeps its
    /// description (Linode's "a `clusterId` in place of `regionId`").
    func testAHeaderNamedLikeAnotherParameterGivesWay() throws {
        let document =
            openAPIHeader + """
                paths:
                  /letters/{id}:
                    post:
                      operationId: send
                      parameters:
                        - { name: Idempotency-Key, in: header, schema: { type: string } }
                        - { name: idempotency_key, in: query, schema: { type: string } }
                        - { name: ID, in: header, schema: { type: string } }
                        - { name: id, in: path, required: true, description: The letter's id., schema: { type: string, description: An id. } }
                        - { name: "Start<", in: query, schema: { type: string } }
                        - { name: "Start>", in: query, schema: { type: string } }
                      responses: { "204": { description: ok } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let send = try endpoint(api, "send")
        XCTAssertEqual(send.headers.compactMap(\.parameter).map(\.name), ["idempotencyKeyHeader", "idHeader"])
        XCTAssertEqual(send.headers.map(\.name), ["Idempotency-Key", "ID"])
        XCTAssertEqual(send.query.map(\.name), ["idempotency_key", "Start<", "Start>2"])
        XCTAssertEqual(send.pathParameters.map(\.name), ["id"])
        XCTAssertEqual(send.pathParameters.map(\.description), ["The letter's id."], "a path parameter keeps its own words")
    }

    /// A method key in capitals is no operation in OpenAPI: skipped, with a warning rather
    /// than silently.
    func testMethodKeysInCapitalsAreSkippedWithAWarning() throws {
        let document =
            openAPIHeader + """
                paths:
                  /a:
                    GET: { operationId: shouty, responses: { "204": { description: ok } } }
                    get: { operationId: quiet, responses: { "204": { description: ok } } }
                """
        let result = load([("Shop.openapi.yaml", document)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["Shop.openapi.yaml:6:5: warning: 'GET' of /a is skipped: an operation's key is its method in lower case ('get')"])
        XCTAssertEqual(result.apis.first?.endpoints.map(\.name), ["quiet"])
    }

    /// An operation's own `servers`, else its path's, give it a base URL of its own; one that is
    /// not absolute is warned about, and the API's servers stand. Of several, the first is
    /// used, with a warning once per list that says how to reach another (Rebilly lists its
    /// sandbox before its live server).
    func testOperationAndPathServersAreTheEndpointsServer() throws {
        let document =
            openAPIHeader + """
                paths:
                  /files:
                    servers: [{ url: "https://files.example.com" }, { url: "https://mirror.example.com" }]
                    get: { operationId: listFiles, responses: { "204": { description: ok } } }
                    post:
                      operationId: upload
                      servers: [{ url: "https://{region}.upload.example.com/v2", variables: { region: { default: eu } } }]
                      responses: { "204": { description: ok } }
                  /local:
                    get:
                      operationId: local
                      servers: [{ url: /relative }]
                      responses: { "204": { description: ok } }
                  /plain: { get: { operationId: plain, responses: { "204": { description: ok } } } }
                """
        let result = load([("Shop.openapi.yaml", document)])
        XCTAssertEqual(
            result.problems,
            [
                "Shop.openapi.yaml:6:14: warning: calls with these servers are sent to 'https://files.example.com', the first of them (not 'https://mirror.example.com'); a client that should reach another sets 'servers[\"https://files.example.com\"]' in its configuration",
                "Shop.openapi.yaml:15:24: warning: server '/relative' is not an absolute http(s) URL; the API's servers are used instead",
            ])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(try endpoint(api, "listFiles").server, "https://files.example.com")
        XCTAssertEqual(try endpoint(api, "upload").server, "https://eu.upload.example.com/v2")
        XCTAssertNil(try endpoint(api, "local").server)
        XCTAssertNil(try endpoint(api, "plain").server)
    }

    /// A request body's `content` written as a list is an error where it stands, not a body
    /// silently left out; a multipart body of another subtype is sent as form data, with a note.
    func testRequestBodyContentShapes() throws {
        let document =
            openAPIHeader + """
                paths:
                  /a:
                    post:
                      operationId: listed
                      requestBody: { content: [application/json] }
                      responses: { "204": { description: ok } }
                """
        XCTAssertEqual(
            load([("Shop.openapi.yaml", document)]).diagnostics.map(\.description),
            ["Shop.openapi.yaml:8:31: error: a request body's 'content' is a mapping of media types to their schemas"])
        let mixed =
            openAPIHeader + """
                paths:
                  /a:
                    post:
                      operationId: mixed
                      requestBody: { content: { multipart/mixed: { schema: { type: object, properties: { a: { type: string } } } } } }
                      responses: { "204": { description: ok } }
                """
        let root = try XCTUnwrap(YAMLReader.read(Array(mixed.utf8), file: "Shop.openapi.yaml"))
        let spec = try XCTUnwrap(OpenAPIImport(root: root, path: "Shop.openapi.yaml").spec)
        XCTAssertTrue(spec.contains("# approximated: the body is sent as multipart/form-data, not multipart/mixed"), spec)
    }

    /// Which names a path template has, as the reader asks before it keeps a path parameter.
    func testAPathTemplateNamesItsPlaceholdersExactly() {
        let table: [(path: String, name: String, names: Bool)] = [
            ("/pets/{id}", "id", true), ("/files/{+path}", "path", true), ("/pets/{id}/toys", "id", true),
            ("/pets/{idx}", "id", false), ("/pets/{i}", "id", false), ("/pets/{id", "id", false), ("/pets/id}", "id", false),
            ("/a/{x}/{id}", "id", true), ("/{é}", "é", true), ("", "id", false), ("/x/{+id}", "+id", true),
            ("/x/{+}", "", true),
        ]
        for row in table {
            XCTAssertEqual(OpenAPIReader.pathTemplate(row.path, names: row.name), row.names, "\(row.path) \(row.name)")
        }
    }

    /// `{+name}` is a path parameter whose slashes are sent as they are: declared or not, it
    /// keeps its `+`.
    func testReservedPathParametersKeepTheirPlus() throws {
        let document =
            openAPIHeader + """
                paths:
                  /files/{+path}:
                    get:
                      operationId: getFile
                      parameters: [{ name: path, in: path, required: true, schema: { type: string } }]
                      responses: { "204": { description: ok } }
                  /raw/{+rest}: { get: { operationId: getRaw, responses: { "204": { description: ok } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let file = try endpoint(api, "getFile")
        XCTAssertEqual(file.path, "/files/{+path}")
        XCTAssertEqual(file.multiSegmentParameters, ["path"])
        XCTAssertEqual(try endpoint(api, "getRaw").multiSegmentParameters, ["rest"])
    }

    /// A path keeps the document's names for its parameters where the spec language takes
    /// them (`{file_id}`, whose Swift label is `fileId`), so doc comments and messages show the
    /// path as the document does; a name that is no identifier (`{file-id}`) is renamed.
    func testPathParametersKeepTheDocumentsNamesWhereTheyCan() throws {
        let document =
            openAPIHeader + """
                paths:
                  /files/{file_id}/versions/{version-id}:
                    get:
                      operationId: getVersion
                      parameters:
                        - { name: file_id, in: path, required: true, schema: { type: string } }
                        - { name: version-id, in: path, required: true, schema: { type: string } }
                      responses: { "204": { description: ok } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let version = try endpoint(api, "getVersion")
        XCTAssertEqual(version.path, "/files/{file_id}/versions/{versionId}")
        XCTAssertEqual(version.pathParameters.map(\.name), ["file_id", "versionId"])
    }

    /// The error body is the first failure answer with a JSON body that names a model, even
    /// when `default` has none; a parameter reference that leads nowhere is one error, and a
    /// component parameter without `name` is an error where the component stands.
    func testErrorBodiesAndParameterReferences() throws {
        let document =
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: a
                      responses:
                        "204": { description: ok }
                        "422": { description: invalid, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
                        default: { description: other, content: { text/plain: { schema: { type: string } } } }
                components:
                  schemas:
                    Problem: { type: object, properties: { message: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.errorBody?.model, "Problem")
        let broken =
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: a
                      parameters: [{ $ref: "#/components/parameters/Missing" }, { $ref: "#/components/parameters/Nameless" }]
                      responses: { "204": { description: ok } }
                components:
                  parameters:
                    Nameless: { in: query, schema: { type: string } }
                """
        XCTAssertEqual(
            load([("Shop.openapi.yaml", broken)]).diagnostics.map(\.description),
            [
                "Shop.openapi.yaml:8:20: error: '$ref: #/components/parameters/Missing' points at nothing: there is no 'Missing' in this document",
                "Shop.openapi.yaml:12:15: error: a parameter needs 'name' and 'in'",
            ])
    }

    /// A HEAD answer's body is not read at all (no model is declared for it); an error answer
    /// whose body names no model does not stop the search for one that does; a reference into
    /// a component (`…/Pet/properties/owner`) does not take the name of a component read later.
    func testHeadErrorBodiesAndPlacesInsideComponents() throws {
        let document =
            openAPIHeader + """
                paths:
                  /a:
                    head:
                      operationId: exists
                      responses: { "200": { description: ok, content: { application/json: { schema: { type: object, properties: { x: { type: string } } } } } } }
                    get:
                      operationId: a
                      parameters: [{ name: owner, in: query, schema: { $ref: "#/components/schemas/Pet/properties/owner" } }]
                      responses:
                        "204": { description: ok }
                        "400": { description: bad, content: { application/json: { schema: { $ref: "#/components/schemas/Codes" } } } }
                        "404": { description: gone, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
                components:
                  schemas:
                    Codes: { type: array, items: { type: string } }
                    Problem: { type: object, properties: { message: { type: string } } }
                    Pet: { type: object, properties: { owner: { type: string, enum: [me, you] } } }
                    Owner: { type: object, properties: { name: { type: string } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertNil(api.model(named: "ExistsResponse"))
        XCTAssertEqual(api.errorBody?.model, "Problem")
        XCTAssertEqual(try XCTUnwrap(api.model(named: "Owner")).fields.map(\.name), ["name"])
    }

    /// An error schema that may be null (Plaid's `PlaidError`, `nullable: true`) is still the
    /// body errors carry: the API's error, chosen by how many operations answer with it.
    func testANullableErrorSchemaIsStillTheErrorBody() throws {
        let failure =
            ##"default: { description: e, content: { application/json: { schema: { $ref: "#/components/schemas/BankError" } } } }"##
        let document =
            openAPIHeader + """
                paths:
                  /a: { post: { operationId: a, responses: { "204": { description: ok }, \(failure) } } }
                  /b: { post: { operationId: b, responses: { "204": { description: ok }, \(failure) } } }
                  /c:
                    post:
                      operationId: c
                      responses:
                        "204": { description: ok }
                        default: { description: e, content: { application/json: { schema: { $ref: "#/components/schemas/OAuthError" } } } }
                  /d:
                    post:
                      operationId: d
                      responses:
                        "204": { description: ok }
                        default: { description: e, content: { application/json: { schema: { $ref: "#/components/schemas/CodeError" } } } }
                components:
                  schemas:
                    BankError: { type: object, nullable: true, required: [error_code], properties: { error_code: { type: string } } }
                    OAuthError: { type: object, properties: { error: { type: string } } }
                    CodeError: { type: object, properties: { code: { type: integer } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.errorBody?.model, "BankError")
        // Neither names a message the client can read; `error` is OAuth's.
        XCTAssertEqual(api.errorBody?.messagePaths, [])
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        let note = "# approximated: an error body, with no field read as its message"
        XCTAssertEqual(spec.components(separatedBy: note).count, 3, spec)
        XCTAssertTrue(spec.contains("`error: { model: BankError, message: <field> }` names one\n  BankError:"), spec)
        // Without a text field there is nothing to name.
        XCTAssertTrue(spec.contains("(`errorBody(as:)`) but no message\n  CodeError:"), spec)
    }

    /// Query lists of values of any kind (`items: {}`) or of one of several (`anyOf: [integer,
    /// string]`), as Sentry's `project`: each value under the parameter's name, as OpenAPI's
    /// default style says, not in bracket notation (`project[]=1`).
    func testAQueryListOfValuesOfAnyKindIsSentAsTexts() throws {
        let document =
            openAPIHeader + """
                paths:
                  /stats:
                    get:
                      operationId: getStats
                      parameters:
                        - { in: query, name: project, schema: { type: array, items: {} } }
                        - { in: query, name: team, schema: { type: array, items: { anyOf: [{ type: integer }, { type: string }] } } }
                      responses: { "204": { description: ok } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        let query = try endpoint(api, "getStats").query
        XCTAssertEqual(query.map { "\($0.name): \($0.type)" }, ["project: [String]?", "team: [String]?"])
        XCTAssertEqual(query.map(\.formStyle), [nil, nil], "repeated keys, the API's default")
    }

    /// A header of a list is the text the caller writes, and the spec says so (it said nothing).
    func testAHeaderOfAListIsSaidToBeText() throws {
        let document =
            openAPIHeader + """
                paths:
                  /things:
                    get:
                      operationId: listThings
                      parameters:
                        - { name: X-Tags, in: header, schema: { type: array, items: { type: string } } }
                      responses: { "204": { description: ok } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(try endpoint(api, "listThings").headers.first?.parameter?.type, .optional(.primitive(.string)))
        let spec = try XCTUnwrap(try importedSpec(document, path: "Shop.openapi.yaml"))
        XCTAssertTrue(
            spec.contains(
                "# approximated: header 'X-Tags': a list is sent as the text the caller writes (OpenAPI's style: the values joined by commas)\n"
            ),
            spec)
    }

    /// A shared answer or body (`components.responses`, `requestBodies`) names its inline schema,
    /// not the first operation that gives it, nor a pointer's last token (`schema`).
    func testSharedAnswersAndBodiesNameTheirSchemas() throws {
        let document =
            openAPIHeader + """
                paths:
                  /change: { post: { operationId: createChange, requestBody: { $ref: "#/components/requestBodies/Event" }, responses: { "202": { $ref: "#/components/responses/Accepted" } } } }
                  /events: { post: { operationId: createEvent, requestBody: { $ref: "#/components/requestBodies/Event" }, responses: { "202": { $ref: "#/components/responses/Accepted" }, "401": { $ref: "#/components/responses/Forbidden" } } } }
                components:
                  requestBodies:
                    Event: { content: { application/json: { schema: { type: object, properties: { summary: { type: string } } } } } }
                  responses:
                    Accepted: { description: ok, content: { application/json: { schema: { type: object, required: [status], properties: { status: { type: string } } } } } }
                    Unauthorized: { description: no, content: { application/json: { schema: { type: object, properties: { message: { type: string } } } } } }
                    Forbidden: { description: no, content: { application/json: { schema: { $ref: "#/components/responses/Unauthorized/content/application~1json/schema" } } } }
                """
        let api = try XCTUnwrap(loadClean([("Shop.openapi.yaml", document)]))
        XCTAssertEqual(api.models.map(\.name).sorted(), ["Accepted", "Event", "Unauthorized"])
        XCTAssertEqual(try endpoint(api, "createChange").response, .named("Accepted", arguments: []))
        XCTAssertEqual(try endpoint(api, "createEvent").response, .named("Accepted", arguments: []))
        XCTAssertEqual(api.errorBody?.model, "Unauthorized")
    }
}
