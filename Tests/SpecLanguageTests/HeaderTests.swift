import XCTest

@testable import SpecLanguage

/// Header names ignore case, as HTTP does; headers the client sets itself are not the spec's to
/// set; and no header value can hold a line break or NUL (RFC 9110).
final class HeaderTests: XCTestCase {
    func testHeaderParametersThatDifferOnlyInCaseAreAnError() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      headers: { X-Trace: { param: trace }, x-trace: { param: otherTrace }, X-TRACE: fixed }
                """,
            [
                "t.yaml:7:45: error: header 'x-trace' of 'listOrders' is 'X-Trace' (t.yaml:7:18) again: header names ignore case, so one would replace the other; keep one",
                "t.yaml:7:77: error: header 'X-TRACE' of 'listOrders' is 'X-Trace' (t.yaml:7:18) again: header names ignore case, so one would replace the other; keep one",
            ])
    }

    func testAPIHeadersThatDifferOnlyInCaseAreAnError() {
        assertDiagnostics(
            header + "headers: { X-Client: ios, x-client: android }\n",
            "t.yaml:3:27: error: header 'x-client' of the API is 'X-Client' (t.yaml:3:12) again: header names ignore case, so one would replace the other; keep one"
        )
    }

    func testHeaderParametersNamedLikeWhatTheClientSendsAreAnError() {
        assertDiagnostics(
            header + """
                auth: bearer
                requestId: X-Trace-Id
                endpoints:
                  orders:
                    a: { get: /a, headers: { accept: { param: accept } } }
                    b: { post: /b, body: "[String]", headers: { Content-Type: { param: contentType } } }
                    c: { get: /c, headers: { AUTHORIZATION: { param: token } } }
                    d: { get: /d, headers: { x-trace-id: { param: trace } } }
                """,
            [
                "t.yaml:7:30: error: header parameter 'accept' of 'a' would replace the 'Accept: application/json' the client sends; a fixed value ('Accept: application/pdf') says what the endpoint accepts",
                "t.yaml:8:49: error: header parameter 'Content-Type' of 'b' would replace the content type of the body the client encodes; leave it out, or give a fixed 'Content-Type:' value",
                "t.yaml:9:30: error: header parameter 'AUTHORIZATION' of 'c' would be replaced by the credentials the client sends in it; leave it out, or give the endpoint 'auth: none'",
                "t.yaml:10:30: error: header parameter 'x-trace-id' of 'd' would be replaced by the request id the client sends in 'X-Trace-Id' (see 'requestId'); leave it out",
            ])
    }

    func testFixedHeadersTheClientWouldReplaceAreAnError() {
        assertDiagnostics(
            header + """
                auth: { apiKey: X-API-Key }
                endpoints:
                  files:
                    a: { get: /a, headers: { x-api-key: secret } }
                    b: { get: /b, headers: { X-Request-ID: fixed } }
                    c: { post: /c, multipart: { file: File }, headers: { Content-Type: multipart/form-data } }
                    d: { put: /d, raw: text/plain, headers: { content-type: text/csv } }
                """,
            [
                "t.yaml:6:30: error: header 'x-api-key' of 'a' would be replaced by the credentials the client sends in it; leave it out, or give the endpoint 'auth: none'",
                "t.yaml:7:30: error: header 'X-Request-ID' of 'b' would be replaced by the request id the client sends in 'X-Request-ID' (see 'requestId'); leave it out",
                "t.yaml:8:58: error: header 'Content-Type' of 'c' would replace the multipart body's own, which carries its boundary; leave it out",
                "t.yaml:9:47: error: header 'content-type' of 'd' would replace the content type that 'raw:' gives; give it there",
            ])
    }

    func testFixedAcceptAndContentTypeAndUnusedCredentialHeadersAreFine() {
        XCTAssertNotNil(
            loadClean(
                header + """
                    auth: bearer
                    endpoints:
                      reports:
                        pdf: { get: /pdf, headers: { Accept: application/pdf } }
                        patch: { patch: /p, body: "[String]", headers: { Content-Type: application/merge-patch+json } }
                        custom: { get: /c, auth: none, headers: { Authorization: { param: token } } }
                    """))
    }

    func testHeaderValuesWithLineBreaksOrNULAreAnError() {
        assertDiagnostics(
            header + """
                headers: { X-Client: "ios\\r\\nX-Admin: 1", X-Tab: "a\\tb" }
                endpoints:
                  orders:
                    a: { get: /a, headers: { X-Note: "one\\ntwo" } }
                    b: { put: /b, raw: "text/plain\\0" }
                    c: { put: /c, raw: "text/plain\\u007F" }
                """,
            [
                "t.yaml:3:22: error: the value of header 'X-Client' contains CR (U+000D); a header value cannot hold CR, LF, NUL or other control characters (RFC 9110), which would end the header early",
                "t.yaml:6:38: error: the value of header 'X-Note' contains LF (U+000A); a header value cannot hold CR, LF, NUL or other control characters (RFC 9110), which would end the header early",
                "t.yaml:7:24: error: the content type of 'raw' contains NUL (U+0000); a header value cannot hold CR, LF, NUL or other control characters (RFC 9110), which would end the header early",
                "t.yaml:8:24: error: the content type of 'raw' contains U+007F; a header value cannot hold CR, LF, NUL or other control characters (RFC 9110), which would end the header early",
            ])
    }

    /// A range as `raw:`'s content type (`image/*`) is the caller's to narrow: the call takes
    /// `contentType:`, which no other parameter may be named.
    func testARawRangeAddsAContentTypeArgument() throws {
        let api = try XCTUnwrap(
            loadClean(header + "endpoints: { files: { upload: { put: /f, raw: \"image/*\" }, put: { put: /p, raw: image/png } } }"))
        XCTAssertEqual(api.endpoints.map(\.body.contentTypeIsTheCallers), [true, false])
        assertDiagnostics(
            header + """
                endpoints:
                  files:
                    upload: { put: "/f/{contentType}", raw: "*/*" }
                """,
            [
                "t.yaml:5:5: error: 'contentType' is already a parameter of 'upload' at t.yaml:5:24; path, query, header and form parameters and the body share one call, so each needs its own name; the range of 'raw:' adds the argument 'contentType', the type the call sends: name the other apart"
            ])
    }

    /// A header parameter's default is what a call that leaves it out sends: it fits the
    /// type, and holds no line break, like any header value.
    func testAHeaderParametersDefault() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    endpoints:
                      orders:
                        a: { get: /a, headers: { X-Version: { param: version, type: String, default: "2024-06-01" }, X-Page: { param: page, type: Int?, default: 1 } } }
                    """))
        let parameters = api.endpoints.first?.headers.compactMap(\.parameter)
        XCTAssertEqual(parameters?.map(\.defaultValue), [.string("2024-06-01"), .int(1)])
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    a: { get: /a, headers: { X-Page: { param: page, type: Int, default: first } } }
                    b: { get: /b, headers: { X-Note: { param: note, type: String, default: "one\\ntwo" } } }
                """,
            [
                "t.yaml:5:73: error: default value for 'page' does not fit its type Int: 'first' is not a whole number",
                "t.yaml:6:76: error: the default of header 'X-Note' contains LF (U+000A); a header value cannot hold CR, LF, NUL or other control characters (RFC 9110), which would end the header early",
            ])
    }

    func testAnAPIKeySentInAHeaderNeedsAHeaderName() {
        assertDiagnostics(
            header + "auth: { apiKey: \"X-Key\\r\\nX-Admin: 1\" }\n",
            "t.yaml:3:17: error: 'X-Key\\u{D}\\u{A}X-Admin: 1' is not a valid HTTP header name for the API key, e.g. X-API-Key")
        XCTAssertNotNil(loadClean(header + "auth: { apiKey: \"api key\", in: query }\n"))
    }
}
