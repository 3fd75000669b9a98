import XCTest

@testable import SpecLanguage

/// Type expressions: names that resolve, shapes that parse, generics used with the right
/// number of arguments, and types YAML took apart.
final class TypeTests: XCTestCase {
    func testAResponseMayBeWrittenInLongForm() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    models:
                      Token: { value: String }
                    endpoints:
                      auth:
                        refresh: { post: /refresh, response: { type: Token } }
                    """))
        XCTAssertEqual(api.endpoints.first?.response, .named("Token", arguments: []))
        assertDiagnostics(
            header + """
                models:
                  Token: { value: String }
                endpoints:
                  auth:
                    refresh: { post: /refresh, response: { type: Token, key: x } }
                """,
            "t.yaml:7:57: error: 'response' in long form takes one of 'type' ({ type: Order }), 'text' ({ text: text/csv }), 'raw' ({ raw: application/pdf }) or 'events' ({ events: ChatChunk }); a response with fields is a model under 'models'"
        )
    }

    /// Found by fuzzing: 10,000 nested arrays overflowed the stack of every stage that walks a
    /// type, and 20,000 unclosed '[' that of the parser itself. Deeper than 32 is an error.
    func testATypeNestedTooDeeplyIsAnErrorNotAStackOverflow() {
        let deep = String(repeating: "[", count: 33) + "String" + String(repeating: "]", count: 33)
        let unclosed = String(repeating: "[", count: 20_000)
        assertDiagnostics(
            header + """
                models:
                  Deep: { a: "\(deep)", b: "\(unclosed)" }
                """,
            [
                "t.yaml:4:47: error: malformed type '\(deep)': a type may nest '[' and '<' at most 32 deep",
                "t.yaml:4:126: error: malformed type '\(String(repeating: "[", count: 80))…': a type may nest '[' and '<' at most 32 deep",
            ])
        let deepest = String(repeating: "[", count: 32) + "String" + String(repeating: "]", count: 32)
        XCTAssertNotNil(loadClean(header + "models:\n  Deep: { a: \"\(deepest)\" }\n"))
    }

    func testUnknownTypeSuggestsTheClosestModel() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Int }
                  Invoice: { order: Ordr }
                """,
            "t.yaml:5:21: error: unknown type 'Ordr'; did you mean 'Order'?")
    }

    func testEquallyCloseTypesAreAllSuggested() {
        assertDiagnostics(
            header + """
                models:
                  Todo: { dueAt: Dat? }
                """,
            "t.yaml:4:18: error: unknown type 'Dat'; did you mean 'Data' or 'Date'?")
    }

    func testUnknownTypeSuggestsABuiltInType() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Strng, total: decimal }
                """,
            [
                "t.yaml:4:16: error: unknown type 'Strng'; did you mean 'String'?",
                "t.yaml:4:30: error: unknown type 'decimal'; did you mean 'Decimal'?",
            ])
    }

    func testUnknownTypeInsideAnotherType() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders: { get: /orders, response: "[Ordr]" }
                models:
                  Order: { id: Int }
                """,
            "t.yaml:5:43: error: unknown type 'Ordr'; did you mean 'Order'?")
    }

    func testUnknownTypeWithoutACloseName() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Widget }
                """,
            "t.yaml:4:16: error: unknown type 'Widget'; declare it under 'models:'")
    }

    func testMalformedTypeColumnPointsIntoTheType() {
        // Quoted: the column counts the opening quote.
        assertDiagnostics(
            header + """
                models:
                  Order:
                    tags: "[String"
                    page: Page<Order
                    ids: "[Int: String]"
                    note: String??
                    two: Order Item
                  Page<T>: { items: "[T]" }
                """,
            [
                "t.yaml:5:19: error: malformed type '[String': expected ']', found the end",
                "t.yaml:6:21: error: malformed type 'Page<Order': expected '>', found the end",
                "t.yaml:7:15: error: malformed type '[Int: String]': dictionary keys must be String, not Int",
                "t.yaml:8:18: error: malformed type 'String??': a type can be optional only once",
                "t.yaml:9:16: error: malformed type 'Order Item': unexpected 'I' after the type",
            ])
    }

    func testMalformedTypeBeforeADefault() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    tags: "[String = []"
                """,
            "t.yaml:5:20: error: malformed type '[String = []': expected ']', found '='")
    }

    func testGenericWithTheWrongNumberOfArguments() {
        assertDiagnostics(
            header + """
                models:
                  Page<T>: { items: "[T]" }
                  Order: { id: Int }
                  Report:
                    pair: "Page<Order, Order>"
                    bare: Page
                """,
            [
                "t.yaml:7:11: error: 'Page' takes 1 type argument (it is declared as 'Page<T>'), but 2 were given",
                "t.yaml:8:11: error: 'Page' takes 1 type argument (it is declared as 'Page<T>'), but 0 were given",
            ])
    }

    func testNonGenericWithArguments() {
        assertDiagnostics(
            header + """
                models:
                  Order: { id: Int }
                endpoints:
                  orders:
                    getOrder: { get: /order, response: "Order<Int>" }
                """,
            "t.yaml:7:40: error: 'Order' is not generic, but 1 type argument was given; write 'Order'")
    }

    func testGenericParameterTakesNoArguments() {
        assertDiagnostics(
            header + """
                models:
                  Page<T>: { items: "[T<Int>]" }
                """,
            "t.yaml:4:21: error: generic parameter 'T' takes no type arguments")
    }

    func testAGenericParameterDeclaredTwiceIsAnError() {
        // `Pair<T, T>` would be invalid Swift, and a trap where gen maps parameters to arguments.
        assertDiagnostics(
            header + """
                models:
                  Pair<T, T>: { first: T, second: T }
                  Order: { pair: "Pair<Int, String>" }
                """,
            "t.yaml:4:3: error: generic parameter 'T' of 'Pair' is declared twice; give each parameter its own name")
    }

    func testGenericParameterOutsideItsModelIsUnknown() {
        assertDiagnostics(
            header + """
                models:
                  Page<T>: { items: "[T]" }
                  Order: { id: T }
                """,
            "t.yaml:5:16: error: unknown type 'T'; declare it under 'models:'")
    }

    func testListTypeReadAsAYAMLListGetsTheQuoteHint() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    tags: [String, Int]
                """,
            "t.yaml:5:11: error: quote this value: YAML reads an unquoted [...] as a list, not a type; write e.g. \"[String]\" for a list or \"[String: Int]\" for a dictionary"
        )
    }

    func testMappingTypeReadAsAYAMLMappingGetsTheQuoteHint() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    meta: {a: b}
                """,
            "t.yaml:5:11: error: quote this value: YAML reads an unquoted {...} as a mapping, not a type; a dictionary type is written \"[String: T]\", and a long-form field needs 'type:'"
        )
    }

    func testMappingResponseGetsTheQuoteHint() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    stats: { get: /stats, response: {String: Int} }
                """,
            "t.yaml:5:37: error: quote this value: YAML reads an unquoted {...} as a mapping, not a type; a dictionary type is written \"[String: T]\""
        )
    }

    func testLongFormFieldWithoutType() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    id: { key: order_id }
                """,
            "t.yaml:5:9: error: field 'id' needs 'type:' (in model 'Order')")
    }

    func testUnquotedListOfOneTypeIsAccepted() {
        guard
            let api = loadClean(
                header + """
                    models:
                      Order:
                        tags: [String]
                        counts: [String: Int]
                        ids: [Int?]
                    """)
        else { return }
        XCTAssertEqual(
            api.model(named: "Order")?.fields.map(\.type.description), ["[String]", "[String: Int]", "[Int?]"])
    }

    func testTypesParse() {
        guard
            let api = loadClean(
                header + """
                    models:
                      Page<T>: { items: "[T]", next: String? }
                      Pair<A, B>: { first: A, second: B }
                      Order:
                        a: "[String: [Int]]?"
                        b: "Page<Order>?"
                        c: "Pair<String, [Order]>"
                        d: " Int "
                        e: JSON
                        f: UUID
                    """)
        else { return }
        let types = api.model(named: "Order")?.fields.map(\.type) ?? []
        XCTAssertEqual(
            types,
            [
                .optional(.dictionary(.array(.primitive(.int)))),
                .optional(.named("Page", arguments: [.named("Order", arguments: [])])),
                .named("Pair", arguments: [.primitive(.string), .array(.named("Order", arguments: []))]),
                .primitive(.int),
                .primitive(.json),
                .primitive(.uuid),
            ])
    }

    func testFileOnlyInMultipart() {
        assertDiagnostics(
            header + """
                models:
                  Upload: { file: File }
                endpoints:
                  files:
                    upload: { post: /files, multipart: { file: File, name: String } }
                """,
            "t.yaml:4:19: error: 'File' can only be used in a 'multipart' body; use 'Data' for bytes in JSON")
        // Once, not again as a query, path, header or form parameter of the wrong kind.
        assertDiagnostics(
            header + """
                endpoints:
                  files:
                    up: { post: "/up/{f}", path: { f: File }, query: { file: File }, form: { files: "[File]" } }
                """,
            [
                "t.yaml:5:39: error: 'File' can only be used in a 'multipart' body; use 'Data' for bytes in JSON",
                "t.yaml:5:62: error: 'File' can only be used in a 'multipart' body; use 'Data' for bytes in JSON",
                "t.yaml:5:85: error: 'File' can only be used in a 'multipart' body; use 'Data' for bytes in JSON",
            ])
        assertDiagnostics(
            header + """
                endpoints:
                  files:
                    up: { post: /up, query: { a: "[File?]", b: "[String: File]" } }
                """,
            [
                "t.yaml:5:34: error: 'File' can only be used in a 'multipart' body; use 'Data' for bytes in JSON",
                "t.yaml:5:48: error: 'File' can only be used in a 'multipart' body; use 'Data' for bytes in JSON",
            ])
    }

    func testFormatOnlyForDates() {
        assertDiagnostics(
            header + """
                models:
                  Order:
                    placedOn: { type: Date, format: date }
                    code: { type: String, format: date }
                """,
            "t.yaml:6:35: error: 'format' is a date format, for Date fields; 'code' is String")
    }
}
