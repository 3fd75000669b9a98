import XCTest

@testable import SpecLanguage

/// OpenAPI documents in a specs folder: what is wrong with one is reported in it, with line
/// and column, all at once; what gen cannot map is a warning each; what the spec language
/// finds in the imported spec points back into the document.
final class OpenAPIDocumentTests: XCTestCase {
    func testEveryProblemOfAnInvalidDocumentIsLocatedInIt() {
        let document = """
            openapi: 3.0.3
            info: { version: "1" }
            servers: [{ url: "https://bad.example" }]
            paths:
              pets:
                get: {}
              /pets/{id}:
                get:
                  parameters:
                    - { name: id, in: path, schema: { type: string } }
                    - { in: query }
                    - { name: q, in: body }
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Missing" }
                    "2ZZ": { description: bad }
            components:
              schemas:
                Pet: { type: strin }
              securitySchemes:
                key: { type: apiKey, in: body, name: key }
            """
        assertDiagnostics(
            [("Bad.openapi.yaml", document)],
            [
                "Bad.openapi.yaml:2:7: error: 'info' has no 'title' (OpenAPI requires one)",
                "Bad.openapi.yaml:5:3: error: path 'pets' must start with '/'",
                "Bad.openapi.yaml:10:11: error: path parameter 'id' must say 'required: true' (OpenAPI requires it)",
                "Bad.openapi.yaml:11:11: error: a parameter needs 'name' and 'in'",
                "Bad.openapi.yaml:12:11: error: parameter 'q' is 'in: body'; expected path, query, header or cookie (Swagger 2.0; OpenAPI 3 sends a body with 'requestBody')",
                "Bad.openapi.yaml:18:31: error: '$ref: #/components/schemas/Missing' points at nothing: there is no 'Missing' in this document",
                "Bad.openapi.yaml:19:9: error: response status '2ZZ' is not an HTTP status, a range such as 2XX, or 'default'",
                "Bad.openapi.yaml:22:18: error: unknown schema type 'strin'; did you mean 'string'?",
                "Bad.openapi.yaml:24:30: error: security scheme 'key': an API key is 'in: body'; expected header, query or cookie",
            ])
    }

    func testAnotherVersionIsRefusedWithWhatToDo() {
        assertDiagnostics(
            [("Old.yaml", "openapi: 2.0\ninfo: { title: Old, version: '1' }\nservers: [{ url: 'https://old.example' }]\npaths: {}\n")],
            [
                "Old.yaml:1:10: error: gen reads OpenAPI 3.0 and 3.1 documents; this one says 'openapi: 2.0' (Swagger 2.0: convert it to OpenAPI 3 first)"
            ])
    }

    /// Callbacks, links, webhooks, cookies, OPTIONS, XML and `$recursiveRef` (OpenAI's
    /// compound filters, read as any JSON): one warning each, never silence.
    func testWhatGenCannotMapIsAWarningEach() {
        let document = """
            openapi: 3.1.0
            info: { title: Skips, version: "1" }
            servers: [{ url: "https://skips.example" }]
            webhooks:
              ping: { post: { responses: { "200": { description: ok } } } }
            paths:
              /a:
                options: { responses: { "200": { description: ok } } }
                get:
                  operationId: getA
                  parameters: [{ name: sid, in: cookie, schema: { type: string } }]
                  callbacks: { done: {} }
                  responses:
                    "200":
                      description: ok
                      links: { self: { operationId: getA } }
                      content: { application/xml: { schema: { type: string, xml: { name: a } } } }
              /b:
                get:
                  operationId: getB
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              filters: { type: array, items: { $recursiveRef: "#" } }
                              next: { $dynamicRef: "#node" }
            """
        assertDiagnostics(
            [("Skips.openapi.yaml", document)],
            [
                "Skips.openapi.yaml:4:1: warning: webhooks are not read: gen generates clients, and a webhook is a request the API sends",
                "Skips.openapi.yaml:8:5: warning: OPTIONS /a is skipped: gen's clients send GET, PUT, POST, DELETE, HEAD and PATCH",
                "Skips.openapi.yaml:11:20: warning: cookie parameter 'sid' is skipped: a call sends the cookies it is given in a 'Cookie' header",
                "Skips.openapi.yaml:12:7: warning: callbacks of getA are not read: a callback is a request the API sends",
                "Skips.openapi.yaml:16:11: warning: links of getA's 200 answer are not read",
                "Skips.openapi.yaml:17:22: warning: the XML answer of getA is returned as text",
                "Skips.openapi.yaml:29:67: warning: '$recursiveRef' and '$dynamicRef' are not followed: what they name is read as any JSON (every one in the document)",
            ])
    }

    /// A cookie parameter that is the key of the operation's cookie scheme is the client's to
    /// send; one of the scheme's name on an operation that does not use it is any cookie.
    func testACookieParameterThatIsTheOperationsKeyIsSkippedAsTheKey() {
        let document = """
            openapi: 3.0.3
            info: { title: Cookies, version: "1" }
            servers: [{ url: "https://cookies.example" }]
            components:
              securitySchemes:
                visitor: { type: apiKey, in: cookie, name: visitor }
                bearerAuth: { type: http, scheme: bearer }
            paths:
              /keyed:
                get:
                  security: [{ visitor: [] }]
                  parameters: [{ name: visitor, in: cookie, schema: { type: string } }]
                  responses: { "204": { description: ok } }
              /open:
                get:
                  security: [{ bearerAuth: [] }]
                  parameters: [{ name: visitor, in: cookie, schema: { type: string } }]
                  responses: { "204": { description: ok } }
            """
        assertDiagnostics(
            [("Cookies.openapi.yaml", document)],
            [
                "Cookies.openapi.yaml:12:20: warning: cookie parameter 'visitor' is the API key of the operation's security scheme, which the client sends from its credentials; it is skipped",
                "Cookies.openapi.yaml:17:20: warning: cookie parameter 'visitor' is skipped: a call sends the cookies it is given in a 'Cookie' header",
            ])
    }

    /// Bodies where the spec language warns, and paths no call reaches. A body on a DELETE,
    /// which a spec is told many stacks drop, is no warning for a document: the client sends
    /// it, and the document's reader cannot change the API. A body on a GET, which the client
    /// cannot send, is left out of the call, with a warning at the body (PagerDuty's analytics
    /// GETs offered a `body:` argument that never reached the server); one that holds nothing
    /// (Stripe's GETs each declare a form of no properties) is left out without a word. A path
    /// with `<…>` (DigitalOcean's presigned upload, `PUT /<upload_url>`) is skipped with a
    /// warning: percent-encoded, every call went to a path that does not exist.
    func testBodiesTheClientCannotSendAndPathsNoCallReaches() {
        let document = """
            openapi: 3.0.3
            info: { title: Moves, version: "1" }
            servers: [{ url: "https://moves.example" }]
            paths:
              /things/{id}:
                delete:
                  operationId: deleteThing
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody: { content: { application/json: { schema: { type: object, properties: { reason: { type: string } } } } } }
                  responses: { "204": { description: gone } }
                get:
                  operationId: findThing
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody: { content: { application/json: { schema: { type: object, properties: { near: { type: string } } } } } }
                  responses: { "204": { description: found } }
              /forms:
                get:
                  operationId: listForms
                  requestBody: { content: { application/x-www-form-urlencoded: { schema: { type: object, properties: {}, additionalProperties: false } } } }
                  responses: { "204": { description: none } }
              /<upload_url>:
                put:
                  operationId: upload
                  requestBody: { content: { application/octet-stream: { schema: { type: string, format: binary } } } }
                  responses: { "200": { description: stored } }
            """
        assertDiagnostics(
            [("Moves.openapi.yaml", document)],
            [
                "Moves.openapi.yaml:14:7: warning: the body of GET /things/{id} is left out: URLSession sends no body with a GET",
                "Moves.openapi.yaml:21:3: warning: path '/<upload_url>' is skipped: a URL path cannot hold '<', so no call could reach it (a parameter is written '{name}'; a whole URL given at run time is for URLSession itself)",
            ])
    }

    /// Untagged variants are put in an order where none hides another: text enums, dates and
    /// UUIDs before `String`, whole numbers before `Double`, `JSON` last.
    func testUnionVariantsAreOrderedSoNoneHidesAnother() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Order, version: "1" }
            servers: [{ url: "https://order.example" }]
            paths: {}
            components:
              schemas:
                When: { oneOf: [{ type: string }, { type: string, format: date-time }] }
                Amount: { anyOf: [{ type: number }, { type: integer }, {}] }
                Reason: { anyOf: [{ type: string }, { type: string, enum: [""] }] }
            """
        let result = load([("Order.openapi.yaml", document)])
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let unions = try XCTUnwrap(result.apis.first?.unions)
        XCTAssertEqual(
            unions.map { $0.variants.map(\.type.description) },
            [["Date", "String"], ["Int", "Double", "JSON"]])
        // Any text, or the empty one (Stripe's way to unset a field): any text.
        XCTAssertEqual(result.apis.first?.enums.map(\.name), [])
    }

    func testAJSONFileThatIsNoOpenAPIDocumentIsSkippedWithAWarning() {
        let result = load([("package.json", #"{"name": "x"}"#), ("Shop.yaml", header)])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            ["package.json:1:1: warning: a JSON file that is not an OpenAPI document (no top-level 'openapi'); it is skipped"])
        XCTAssertEqual(result.apis.map(\.name), ["Shop"])
    }

    /// Names the spec language would refuse are made into ones it takes: a schema named like a
    /// built-in type or like one of Foundation's (ambiguous in the mocks' module, which sees
    /// both), property and parameter names that are no Swift names, an operation
    /// without an operationId, a status enum that a schema's name already takes.
    func testNamesAreMadeIntoOnesTheLanguageTakes() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Names, version: "1" }
            paths:
              /files/{file-id}:
                get:
                  parameters: [{ name: file-id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/File" } } } }
                    "202": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/GetFilesByFileIdResponse" } } } }
            components:
              schemas:
                File:
                  type: object
                  properties: { "+1": { type: integer }, "@type": { type: string }, user_id: { type: string }, userId: { type: string } }
                GetFilesByFileIdResponse: { type: object, properties: { job: { type: string } } }
                Thread: { type: object, properties: { id: { type: string } } }
            """
        let result = load([("Names.openapi.yaml", document)])
        XCTAssertEqual(
            result.problems,
            [
                "Names.openapi.yaml:1:1: warning: the document gives no absolute server URL, so the API's server is https://localhost; make the client with 'baseURL:' to reach the real host"
            ])
        let api = try XCTUnwrap(result.apis.first)
        XCTAssertEqual(api.servers.map(\.url), ["https://localhost"])
        XCTAssertEqual(api.models.map(\.name), ["NamesFile", "GetFilesByFileIdResponse", "NamesThread"])
        XCTAssertEqual(api.models[0].fields.map(\.key), ["+1", "@type", "user_id", "userId"])
        XCTAssertEqual(Set(api.models[0].fields.map { Naming.propertyName($0.name) }).count, 4)
        let endpoint = try XCTUnwrap(api.endpoints.first)
        XCTAssertEqual(endpoint.name, "getFilesByFileId")
        XCTAssertEqual(endpoint.path, "/files/{fileId}")
        XCTAssertTrue(endpoint.statusResponses.isEmpty, "the enum of answers would take a model's name, so one answer is read")
        XCTAssertEqual(endpoint.response, .named("NamesFile", arguments: []))
    }
}

/// A `$ref` to another file reads a regular file of bounded size named relative to the
/// document, in its folder or below: not an absolute path, a device, a folder or a file
/// outside (a hostile document could otherwise make gen read /dev/zero forever, or show the
/// first line of any file in an error).
final class OpenAPIReferenceTests: XCTestCase {
    func testReferencesToFilesThatAreNoDocumentsAreErrors() {
        let document = """
            openapi: 3.0.3
            info: { title: Refs, version: "1" }
            servers: [{ url: "https://refs.example" }]
            paths: {}
            components:
              schemas:
                A: { $ref: "/etc/passwd#/A" }
                B: { $ref: "../../../../../../../../dev/zero#/B" }
                C: { $ref: "missing.yaml#/C" }
                D: { $ref: "https://example.com/d.yaml#/D" }
            """
        assertDiagnostics(
            [("Refs.openapi.yaml", document)],
            [
                "Refs.openapi.yaml:7:16: error: '$ref: /etc/passwd#/A' names a file by an absolute path; name it relative to this document",
                "Refs.openapi.yaml:8:16: error: '$ref: ../../../../../../../../dev/zero#/B' names a file outside the folder of Refs.openapi.yaml; gen reads the files beside a document and in folders below it",
                "Refs.openapi.yaml:9:16: error: '$ref: missing.yaml#/C': there is no such file",
                "Refs.openapi.yaml:10:16: error: '$ref: https://example.com/d.yaml#/D' names a document on the web; gen reads documents beside this one only",
            ])
    }

    /// A file is within a document's folder when its absolute path is: a folder of `..` alone
    /// (`gen import ../api.yaml`) took `../../secret.yaml` for a path below it.
    func testAFileIsWithinTheDocumentsFolderByItsAbsolutePath() {
        let within = { (file: String, folder: String) in
            OpenAPIReader.isWithin(OpenAPIReader.absolutePath(file), folder: OpenAPIReader.absolutePath(folder))
        }
        XCTAssertFalse(within("../../secret.yaml", ".."))
        XCTAssertTrue(within("../shared/a.yaml", ".."))
        XCTAssertFalse(within("../a.yaml", "."))
        XCTAssertTrue(within("specs/a/b.yaml", "specs/"))
        XCTAssertFalse(within("specs-other/b.yaml", "specs"))
        XCTAssertFalse(within("/etc/hostname", "specs"))
        XCTAssertTrue(within("/a/b/c.yaml", "/a/./b"))
    }

    /// A pointer that passes through a mapping given by reference to a place inside itself
    /// (`#/a/b/c` with `a: { $ref: '#/a/b' }`) is an error: it was followed until the stack ran out.
    func testAReferenceThatLeadsThroughItselfIsAnError() {
        let document = """
            openapi: 3.0.3
            info: { title: Loop, version: "1" }
            servers: [{ url: "https://loop.example" }]
            paths: {}
            components:
              schemas:
                A: { $ref: "#/x/b/c" }
            x: { $ref: "#/x/b" }
            """
        let result = load([("Loop.openapi.yaml", document)])
        XCTAssertTrue(
            result.problems.contains(
                "Loop.openapi.yaml:8:4: error: '$ref: #/x/b' leads through itself: a reference on its way names a place inside the one it names"
            ), "\(result.problems)")
    }

    /// A symbolic link is not a regular file, whatever it points to: the check looks at the
    /// link itself (`lstat`).
    func testAReferenceToALinkIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("common"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Pet: { type: object, properties: { id: { type: integer } } }\n".write(
            to: folder.appendingPathComponent("common/pet.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("shared.yaml").path, withDestinationPath: "common/pet.yaml")
        let document = """
            openapi: 3.0.3
            info: { title: Links, version: "1" }
            servers: [{ url: "https://links.example" }]
            paths: {}
            components:
              schemas:
                Direct: { $ref: "common/pet.yaml#/Pet" }
                Linked: { $ref: "shared.yaml#/Pet" }
            """
        let path = folder.appendingPathComponent("Links.openapi.yaml").path
        assertDiagnostics([(path, document)], ["\(path):8:21: error: '$ref: shared.yaml#/Pet': it is not a regular file"])
    }

    /// Servers are named by what tells their descriptions apart: the words all of them begin
    /// or end with are left out (Svix's "The Svix EU region" was `theSvixEuRegion`), as is a
    /// leading article; one description alone, or ones with nothing in common, keep every word.
    func testServersAreNamedByWhatTellsTheirDescriptionsApart() throws {
        func names(_ servers: [(url: String, description: String?)]) throws -> [String] {
            let list = servers.map { server in
                "  - { url: \"\(server.url)\"" + (server.description.map { ", description: \"\($0)\"" } ?? "") + " }"
            }.joined(separator: "\n")
            let document = "openapi: 3.0.3\ninfo: { title: Hosts, version: \"1\" }\nservers:\n\(list)\npaths: {}\n"
            return try XCTUnwrap(loadClean([("Hosts.openapi.yaml", document)])).servers.map(\.name)
        }
        XCTAssertEqual(
            try names([
                ("https://api.eu.svix.com", "The Svix EU region"), ("https://api.us.svix.com", "The Svix US region"),
                ("https://api.ca.svix.com", "The Svix Canada region"),
            ]), ["eu", "us", "canada"])
        XCTAssertEqual(
            try names([("https://sandbox.example", "Sandbox server"), ("https://live.example", "Live server")]), ["sandbox", "live"])
        XCTAssertEqual(try names([("https://one.example", "Box Platform API server.")]), ["boxPlatformAPIServer"])
        XCTAssertEqual(
            try names([("https://mock.example", "Mock Server"), ("https://api.example", "Production")]), ["mockServer", "production"])
        // Where one description is only the shared words, none is cut; one without words is named by its place.
        XCTAssertEqual(
            try names([("https://a.example", "EU server"), ("https://b.example", "EU server backup"), ("https://c.example", nil)]),
            ["euServer", "euServerBackup", "server3"])
    }
}
