import XCTest

@testable import SpecLanguage

/// Every closed mapping of the language reports a key it does not know, with the closest
/// known key when there is a likely one, or the full list when there is not.
final class UnknownKeyTests: XCTestCase {
    func testAPILevel() {
        assertDiagnostics(
            header + "wier: { keys: snake_case }\n",
            "t.yaml:3:1: error: unknown key 'wier' in the spec file; did you mean 'wire'?")
    }

    func testAMisspeltSectionIsReportedOnceAndReadAsMeant() {
        // Without reading `model:` as `models:`, every use of Order and Status would be an error too.
        assertDiagnostics(
            header + """
                model:
                  Order: { id: Int, status: Status }
                  Status: [open, closed]
                endpoint:
                  orders:
                    getOrder: { get: "/orders/{id}", response: Order, query: { status: Status? } }
                """,
            [
                "t.yaml:3:1: error: unknown key 'model' in the spec file; did you mean 'models'?",
                "t.yaml:6:1: error: unknown key 'endpoint' in the spec file; did you mean 'endpoints'?",
            ])
    }

    func testOnlyAMappingIsReadAsTheSectionItsKeyResembles() {
        // `end: 1` begins like `endpoints`, but it is no section: one error, not a second one.
        assertDiagnostics(header + "end: 1\n", "t.yaml:3:1: error: unknown key 'end' in the spec file; did you mean 'endpoints'?")
    }

    func testWithoutACloseKeyTheChoicesAreListed() {
        assertDiagnostics(
            header + "colour: blue\n",
            "t.yaml:3:1: error: unknown key 'colour' in the spec file: expected one of api, description, servers, wire, auth, authSchemes, headers, envelope, error, errorTexts, requestId, rateLimit, formStyle, defaults, models, endpoints, access, combine"
        )
    }

    func testModelLongForm() {
        assertDiagnostics(
            header + """
                models:
                  Invoice:
                    fields: { id: Int }
                    descripton: An invoice.
                """,
            "t.yaml:6:5: error: unknown key 'descripton' in model 'Invoice'; did you mean 'description'?")
    }

    func testFieldLongForm() {
        assertDiagnostics(
            header + """
                models:
                  Invoice:
                    id: { type: Int, kye: invoice_id }
                """,
            "t.yaml:5:22: error: unknown key 'kye' in field 'id'; did you mean 'key'?")
    }

    func testEnumLongForm() {
        assertDiagnostics(
            header + """
                models:
                  Priority:
                    enum: [low, high]
                    unknwon: true
                """,
            "t.yaml:6:5: error: unknown key 'unknwon' in enum 'Priority'; did you mean 'unknown'?")
    }

    func testEndpoint() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders: { get: /orders, qurey: { page: Int } }
                """,
            "t.yaml:5:33: error: unknown key 'qurey' in endpoint 'listOrders'; did you mean 'query'?")
    }

    func testWire() {
        assertDiagnostics(
            header + "wire: { keys: snake_case, date: iso8601 }\n",
            "t.yaml:3:27: error: unknown key 'date' in 'wire'; did you mean 'dates'?")
    }

    func testDefaults() {
        assertDiagnostics(
            header + "defaults: { timout: 30 }\n",
            "t.yaml:3:13: error: unknown key 'timout' in 'defaults'; did you mean 'timeout'?")
    }

    func testEnvelope() {
        assertDiagnostics(
            header + """
                envelope: { model: Envelope, dta: data }
                models:
                  Envelope<T>: { data: T }
                """,
            "t.yaml:3:30: error: unknown key 'dta' in 'envelope'; did you mean 'data'?")
    }

    func testErrorBody() {
        assertDiagnostics(
            header + """
                error: { model: Problem, mesage: message }
                models:
                  Problem: { message: String }
                """,
            "t.yaml:3:26: error: unknown key 'mesage' in 'error'; did you mean 'message'?")
    }

    func testPaginate() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      query: { page: Int = 1 }
                      response: "[Int]"
                      paginate: { page: page, itmes: items }
                """,
            "t.yaml:9:31: error: unknown key 'itmes' in 'paginate'; did you mean 'items'?")
    }

    func testHeaderParameter() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      headers: { X-Trace: { param: trace, tpye: String } }
                """,
            "t.yaml:7:43: error: unknown key 'tpye' in header 'X-Trace'; did you mean 'type'?")
    }

    func testAPIKeyAuth() {
        assertDiagnostics(
            header + "auth: { apiKey: X-API-Key, inn: header }\n",
            "t.yaml:3:28: error: unknown key 'inn' in 'auth'; did you mean 'in'?")
    }
}
