import XCTest

@testable import SpecLanguage

/// Bracket-notation forms and queries (`formStyle:`, a field's `style:`), multi-segment path
/// parameters (`{+path}`), an endpoint's own `server:` and a request id the client does not send.
final class RequestOptionTests: XCTestCase {
    private let models = """
        models:
          Address: { line1: String, postalCode: String? }
          Line: { price: String, quantity: Int }
          Range: { gte: Date?, lt: Date? }
          Blob: { bytes: Data }

        """

    func testBracketsAllowModelsDictionariesAndListsOfModels() {
        guard
            let api = loadClean(
                header + "formStyle: brackets\n" + models + """
                    endpoints:
                      payments:
                        pay:
                          post: /pay
                          query: { created: Range?, expand: "[String]?", flat: { type: "[String]", style: flat } }
                          form: { metadata: "[String: String]?", address: Address, items: "[Line]", note: JSON? }
                    """)
        else { return }
        XCTAssertEqual(api.formStyle, .brackets)
        XCTAssertEqual(api.endpoints[0].query.map { $0.formStyle?.rawValue ?? "-" }, ["-", "-", "flat"])
    }

    /// Models that each hold the next twice are looked into once each: the check walked every
    /// way through them, twice as many with each model (30 of them took minutes). With a file at
    /// the end, the problem is still found.
    func testBracketsAreCheckedOnceAModel() {
        let depth = 40
        var models = "models:\n"
        for index in 0..<depth { models += "  M\(index): { a: M\(index + 1)?, b: M\(index + 1)? }\n" }
        let endpoint = "endpoints:\n  x:\n    find: { get: /x, query: { filter: M0? } }\n"
        XCTAssertNotNil(loadClean(header + "formStyle: brackets\n" + models + "  M\(depth): { name: String }\n" + endpoint))
        let result = load(header + "formStyle: brackets\n" + models + "  M\(depth): { name: String, bytes: Data }\n" + endpoint)
        XCTAssertEqual(
            result.diagnostics.filter { $0.severity == .error }.map(\.message),
            ["query parameter 'filter' is M0?, and Data has no spelling in a form, bracketed or not"])
    }

    func testAFieldMayAskForBracketsInAFlatAPI() {
        guard
            let api = loadClean(
                header + models + """
                    endpoints:
                      payments:
                        pay:
                          post: /pay
                          form: { address: { type: Address, style: brackets } }
                    """)
        else { return }
        XCTAssertEqual(api.formStyle, .flat)
    }

    func testFlatFieldsStillRefuseModels() {
        assertDiagnostics(
            header + "formStyle: brackets\n" + models + """
                endpoints:
                  payments:
                    pay:
                      post: /pay
                      form: { address: { type: Address, style: flat }, blob: Blob, tags: "[Data]" }
                """,
            [
                "t.yaml:7:3: note: model 'Range' is the Swift type 'ShopRange': 'Range' is a Swift keyword or the name of a type of Swift, Foundation or the generated code",
                "t.yaml:13:32: error: form field 'address' must be a String, number, Bool, Date, URL, UUID, enum or a list of those, not Address",
                "t.yaml:13:62: error: form field 'blob' is Blob, and Data has no spelling in a form, bracketed or not",
                "t.yaml:13:74: error: form field 'tags' is [Data], and Data has no spelling in a form, bracketed or not",
            ])
    }

    func testTheCommaStyleIsForListsOfSimpleValues() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  payments:
                    search:
                      get: /search
                      query: { types: { type: "[String]", style: comma }, at: { type: Address?, style: comma } }
                """,
            [
                "t.yaml:6:3: note: model 'Range' is the Swift type 'ShopRange': 'Range' is a Swift keyword or the name of a type of Swift, Foundation or the generated code",
                "t.yaml:12:71: error: query parameter 'at' must be a String, number, Bool, Date, URL, UUID, enum or a list of those, not Address?",
            ])
        guard
            let api = loadClean(
                header + "formStyle: comma\n" + """
                    endpoints:
                      payments:
                        search: { get: /search, query: { types: "[String]" } }
                    """)
        else { return }
        XCTAssertEqual(api.formStyle, .comma)
        XCTAssertEqual(api.endpoints[0].query.map(\.formStyle), [nil])
    }

    func testStyleIsOnlyForQueryAndFormFields() {
        assertDiagnostics(
            header + """
                formStyle: bracket
                models:
                  Thing: { name: { type: String, style: brackets } }
                endpoints:
                  things:
                    make:
                      post: /things/{id}
                      path: { id: { type: String, style: flat } }
                      multipart: { note: { type: String, style: brackets } }
                      query: { q: { type: String, style: deep } }
                """,
            [
                "t.yaml:3:12: error: unknown form style 'bracket': expected flat (name=value, a list repeats its key), brackets (metadata[key]=value, items[0][price]=…, expand[]=…) or comma (a list as one value, type=album,track); did you mean 'brackets'?",
                "t.yaml:5:41: error: 'style' says how a query parameter or form field is written; 'name' is a field of model 'Thing', which has no form style",
                "t.yaml:10:42: error: 'style' says how a query parameter or form field is written; 'id' is a path parameter, which has no form style",
                "t.yaml:11:49: error: 'style' says how a query parameter or form field is written; 'note' is a multipart field, which has no form style",
                "t.yaml:12:42: error: unknown form style 'deep': expected flat (name=value, a list repeats its key), brackets (metadata[key]=value, items[0][price]=…, expand[]=…) or comma (a list as one value, type=album,track)",
            ])
    }

    func testMultiSegmentPathParameters() {
        guard
            let api = loadClean(
                header + """
                    endpoints:
                      files:
                        getFile: { get: "/repos/{repo}/contents/{+path}", response: String }
                    """)
        else { return }
        XCTAssertEqual(api.endpoints[0].pathParameters.map(\.name), ["repo", "path"])
        XCTAssertEqual(api.endpoints[0].multiSegmentParameters, ["path"])
    }

    func testAMultiSegmentParameterIsAString() {
        assertDiagnostics(
            header + """
                endpoints:
                  files:
                    getFile:
                      get: "/files/{+id}/{#frag}"
                      path: { id: Int, frag: String }
                """,
            [
                "t.yaml:6:12: error: path parameter '{#frag}' uses the URI template operator '#'; a path takes '{name}', or '{+name}' for a value whose '/' separate segments",
                "t.yaml:7:19: error: '{+id}' keeps the '/' of its value, so it must be a String, not Int; write '{id}' for a single segment",
                "t.yaml:7:24: error: path parameter 'frag' is declared but the path '/files/{+id}/{#frag}' has no '{frag}'",
            ])
    }

    func testAnEndpointsServerIsANamedServerOrAURL() {
        guard
            let api = loadClean(
                """
                api: Shop
                servers: { production: https://api.shop.example, uploads: https://uploads.shop.example }
                endpoints:
                  files:
                    upload: { post: /files, raw: application/octet-stream, server: uploads }
                    mirror: { get: /files, server: "https://mirror.shop.example/v2" }
                """)
        else { return }
        XCTAssertEqual(api.endpoints.map { $0.server ?? "-" }, ["uploads", "https://mirror.shop.example/v2"])
        assertDiagnostics(
            header + """
                endpoints:
                  files:
                    upload: { post: /files, server: upload }
                    mirror: { get: /files, server: "ftp://mirror.shop.example" }
                """,
            [
                "t.yaml:5:37: error: 'server: upload' is not one of the API's servers (production); name one, or give a full URL such as https://uploads.example.com",
                "t.yaml:6:36: error: invalid server URL 'ftp://mirror.shop.example': expected an absolute http:// or https:// URL such as https://uploads.example.com/v1",
            ])
    }

    func testARequestIdTheClientDoesNotSend() {
        guard
            let api = loadClean(
                header + """
                    requestId: { header: X-Request-Id, send: false }
                    endpoints:
                      things:
                        list: { get: /things, headers: { X-Request-Id: { param: traceId, type: String? } } }
                    """)
        else { return }
        XCTAssertEqual(api.requestIdHeader, "X-Request-Id")
        XCTAssertFalse(api.sendsRequestId)
        XCTAssertTrue(loadClean(header + "requestId: X-Trace\n")?.sendsRequestId ?? false)
        assertDiagnostics(
            header + "requestId: { header: X-Request-Id, send: maybe, also: 1 }\n",
            [
                "t.yaml:3:42: error: expected true or false for 'send', found 'maybe'",
                "t.yaml:3:49: error: unknown key 'also' in 'requestId': expected one of header, send",
            ])
    }
}
