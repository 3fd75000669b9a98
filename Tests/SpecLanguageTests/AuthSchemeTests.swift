import XCTest

@testable import SpecLanguage

/// `authSchemes:` names several schemes; `auth:` picks one or several of them by name, per
/// API, in `defaults:` or per endpoint.
final class AuthSchemeTests: XCTestCase {
    private let schemes =
        header + """
            authSchemes:
              session: bearer
              storeKey: { apiKey: X-Store-Key }
              partner: { apiKey: partner_key, in: query }
              admin: basic

            """

    func testEachEndpointGetsTheNamedSchemesItPicks() throws {
        let api = try XCTUnwrap(
            loadClean(
                schemes + """
                    auth: session
                    endpoints:
                      orders:
                        a: { get: /a }
                        b: { get: /b, auth: storeKey }
                        c: { get: /c, auth: [session, storeKey, partner] }
                        d: { get: /d, auth: none }
                    """))
        let policies = api.endpoints.map(\.policy.auth)
        let session = api.authSchemes[0]
        let storeKey = api.authSchemes[1]
        XCTAssertEqual(policies[0], .schemes([session]))
        XCTAssertEqual(policies[1], .schemes([storeKey]))
        XCTAssertEqual(policies[2], .schemes([session, storeKey, api.authSchemes[2]]))
        XCTAssertEqual(policies[3], AuthScheme.none)
        XCTAssertEqual(storeKey.scheme, .apiKey(name: "X-Store-Key", in: .header))
    }

    func testAnUnknownNameIsReportedOnceWithTheSchemesThereAre() {
        assertDiagnostics(
            schemes + """
                defaults: { auth: sesion }
                endpoints:
                  orders:
                    a: { get: /a }
                    b: { get: /b }
                    c: { get: /c, auth: [session, stroeKey] }
                """,
            [
                "t.yaml:8:19: error: unknown auth scheme 'sesion': expected none, bearer, basic, { apiKey: NAME, in: header | query | cookie } or one of the API's 'authSchemes' (session, storeKey, partner, admin); did you mean 'session'?",
                "t.yaml:13:35: error: unknown auth scheme 'stroeKey': expected none, bearer, basic, { apiKey: NAME, in: header | query | cookie } or one of the API's 'authSchemes' (session, storeKey, partner, admin); did you mean 'storeKey'?",
            ])
    }

    func testAnAPIWithoutSchemesSaysWhatAuthTakes() {
        assertDiagnostics(
            header + "auth: [session]\n",
            "t.yaml:3:8: error: unknown auth scheme 'session': expected none, bearer, basic or { apiKey: NAME, in: header | query | cookie }"
        )
    }

    /// Two schemes that send `Authorization` are alternatives (the client sends the first whose
    /// credentials it holds), not an error; a scheme listed twice and an empty list are.
    func testSchemeListsNameEachSchemeOnce() {
        assertDiagnostics(
            schemes + """
                endpoints:
                  orders:
                    a: { get: /a, auth: [session, admin] }
                    b: { get: /b, auth: [storeKey, storeKey] }
                    c: { get: /c, auth: [] }
                """,
            [
                "t.yaml:11:36: error: auth scheme 'storeKey' is listed twice; list each scheme once",
                "t.yaml:12:25: error: an 'auth' list names the API's 'authSchemes' an endpoint sends; an empty one sends none: write 'auth: none'",
            ])
    }

    func testSchemeNamesAreIdentifiersThatAreNotSchemesAndMakeDistinctSwiftNames() {
        assertDiagnostics(
            header + """
                authSchemes:
                  bearer: bearer
                  store-key: { apiKey: X-Store-Key }
                  none_key: none
                  store_key: { apiKey: X-Key }
                  storeKey: { apiKey: X-Other }
                """,
            [
                "t.yaml:4:3: error: 'bearer' is an auth scheme of its own and cannot name one of 'authSchemes'; name it for what it is, e.g. session or storeKey",
                "t.yaml:5:3: error: auth scheme name 'store-key' must be an identifier (letters, digits, _), as the client names a constant after it",
                "t.yaml:6:13: error: auth scheme 'none_key' must be bearer, basic or { apiKey: NAME, in: header | query | cookie }",
                "t.yaml:8:3: error: auth scheme 'storeKey' and 'store_key' (t.yaml:7:3) both become the Swift name 'storeKey'; rename one",
            ])
    }

    func testAnEndpointHeaderNamedLikeAnySchemesKeyIsReserved() {
        assertDiagnostics(
            schemes + """
                endpoints:
                  orders:
                    a: { get: /a, auth: [session, storeKey], headers: { x-store-key: fixed } }
                """,
            "t.yaml:10:57: error: header 'x-store-key' of 'a' would be replaced by the credentials the client sends in it; leave it out, or give the endpoint 'auth: none'"
        )
    }

    func testErrorTextsTakeAPIErrorKinds() {
        assertDiagnostics(
            header + """
                errorTexts:
                  offline: No connection.
                  ofline: No connection.
                  timeout: ""
                """,
            [
                "t.yaml:5:3: error: unknown key 'ofline' in 'errorTexts'; did you mean 'offline'?",
                "t.yaml:6:12: error: the text of 'timeout' is empty; leave 'timeout' out to keep the built-in text",
            ])
    }
}
