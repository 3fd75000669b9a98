import XCTest

@testable import SpecLanguage

/// Envelopes and error bodies: the short form finds its fields by name, the long form names
/// them and they are checked.
final class EnvelopeTests: XCTestCase {
    /// RepairMinder's shape: `{ success, data, error, message }` for success and failure alike.
    func testRepairMinderLikeShortForm() {
        guard
            let api = loadClean(
                header + """
                    envelope: APIResponse
                    error: ErrorBody
                    models:
                      APIResponse<T>: { success: Bool, data: T?, error: String?, message: String? }
                      ErrorBody: { error: String?, message: String? }
                    """)
        else { return }
        XCTAssertEqual(api.envelope?.dataField, "data")
        XCTAssertEqual(api.envelope?.successField, "success")
        XCTAssertEqual(api.envelope?.messageFields, ["error", "message"])
        XCTAssertNil(api.envelope?.requestIdField)
        XCTAssertEqual(api.errorBody?.messagePaths, [["message"]])
        XCTAssertNil(api.errorBody?.requestIdPath)
    }

    /// Plaid's `{ error_code, error_message }` and OAuth's `{ error, error_description }`: the
    /// text meant for people, not the code.
    func testTheShortFormFindsAMessageUnderItsCommonNames() {
        func messagePaths(_ fields: String) -> [[String]]? {
            loadClean(header + "error: Failure\nmodels:\n  Failure: { \(fields) }\n")?.errorBody?.messagePaths
        }
        XCTAssertEqual(messagePaths("error_type: String, error_code: String, error_message: String"), [["error_message"]])
        XCTAssertEqual(messagePaths("error: String, error_description: String?"), [["error_description"]])
        XCTAssertEqual(messagePaths("errorCode: String, errorMessage: String"), [["errorMessage"]])
        XCTAssertEqual(messagePaths("error: String, detail: String"), [["error"]])
        // None of them: no message, and a warning that says so.
        let result = load(header + "error: Failure\nmodels:\n  Failure: { code: Int, text: String }\n")
        XCTAssertEqual(result.apis.first?.errorBody?.messagePaths, [])
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "t.yaml:3:8: warning: error model 'Failure' has no String field the client reads as the message (\(Resolver.messageNames.joined(separator: ", "))): errors from this body have none; name one with 'error: { model: Failure, message: <field> }'"
            ])
    }

    /// ScoreBase's shape: `{ requestId, timestamp, data }` on success and
    /// `{ error: { code, message, request_id } }` on failure.
    func testScoreBaseLikeShortForm() {
        guard
            let api = loadClean(
                header + """
                    envelope: Envelope
                    error: APIErrorResponse
                    models:
                      Envelope<T>: { requestId: String, timestamp: String, data: T }
                      APIErrorResponse: { error: ErrorDetail }
                      ErrorDetail: { code: String, message: String, request_id: String }
                    """)
        else { return }
        XCTAssertEqual(api.envelope?.dataField, "data")
        XCTAssertNil(api.envelope?.successField)
        XCTAssertEqual(api.envelope?.messageFields, [])
        XCTAssertEqual(api.envelope?.requestIdField, "requestId")
        XCTAssertEqual(api.errorBody?.messagePaths, [["error", "message"]])
        XCTAssertEqual(api.errorBody?.requestIdPath, ["error", "request_id"])
    }

    func testPayloadFieldFoundByType() {
        let api = loadClean(header + "envelope: Wrapped\nmodels:\n  Wrapped<T>: { ok: Bool, result: T }\n")
        XCTAssertEqual(api?.envelope?.dataField, "result")
        XCTAssertNil(api?.envelope?.successField)
    }

    func testLongForm() {
        guard
            let api = loadClean(
                header + """
                    envelope: { model: Wrapped, data: result, success: ok, message: [problem, note], requestId: trace }
                    error: { model: Problem, message: detail.text, requestId: detail.id }
                    models:
                      Wrapped<T>: { ok: Bool, result: T?, problem: String?, note: String?, trace: String }
                      Problem: { detail: Detail }
                      Detail: { text: String, id: String? }
                    """)
        else { return }
        XCTAssertEqual(api.envelope?.dataField, "result")
        XCTAssertEqual(api.envelope?.successField, "ok")
        XCTAssertEqual(api.envelope?.messageFields, ["problem", "note"])
        XCTAssertEqual(api.envelope?.requestIdField, "trace")
        XCTAssertEqual(api.errorBody?.messagePaths, [["detail", "text"]])
        XCTAssertEqual(api.errorBody?.requestIdPath, ["detail", "id"])
    }

    func testAnErrorMessageMayListSeveralPaths() throws {
        let api = try XCTUnwrap(
            loadClean(
                header + """
                    error: { model: Problem, message: [detail.text, title] }
                    models:
                      Problem: { title: String, detail: Detail? }
                      Detail: { text: String? }
                    """))
        XCTAssertEqual(api.errorBody?.messagePaths, [["detail", "text"], ["title"]])
        assertDiagnostics(
            header + """
                error: { model: Problem, message: [detail, titel] }
                models:
                  Problem: { title: String, detail: String? }
                """,
            "t.yaml:3:44: error: 'message: titel' is not a field of error model 'Problem'; did you mean 'title'?")
    }

    func testMessagePathsAfterOneThatIsNeverNilAreNeverRead() {
        assertDiagnostics(
            header + """
                error: { model: Problem, message: [detail, title, code] }
                models:
                  Problem: { title: String, detail: String?, code: String? }
                """,
            "t.yaml:3:51: warning: 'message: code' is never read: 'message: title' before it is never nil")
    }

    func testLongFormFieldsAreChecked() {
        assertDiagnostics(
            header + """
                envelope: { model: Wrapped, data: payload, success: ok, message: note }
                error: { model: Problem, message: detail.txt, requestId: detail }
                models:
                  Wrapped<T>: { ok: String, result: T, note: Int }
                  Problem: { detail: Detail }
                  Detail: { text: String }
                """,
            [
                "t.yaml:3:35: error: 'data: payload' is not a field of envelope 'Wrapped'",
                "t.yaml:3:53: error: 'success: ok' is String in envelope 'Wrapped', not a Bool",
                "t.yaml:3:66: error: 'message: note' is Int in envelope 'Wrapped', not a String",
                "t.yaml:4:35: error: 'message: detail.txt' is not a field of error model 'Problem'; did you mean 'detail.text'?",
                "t.yaml:4:58: error: 'requestId: detail' is Detail in error model 'Problem', not a String",
            ])
    }

    func testUnknownEnvelopeAndErrorModels() {
        assertDiagnostics(
            header + """
                envelope: Envelop
                error: { model: Problm }
                models:
                  Envelope<T>: { data: T }
                  Problem: { message: String }
                """,
            [
                "t.yaml:3:11: error: unknown envelope model 'Envelop'; did you mean 'Envelope'?",
                "t.yaml:4:17: error: unknown error model 'Problm'; did you mean 'Problem'?",
            ])
    }

    func testEnvelopeMustBeGenericAndErrorMustNot() {
        assertDiagnostics(
            header + """
                envelope: Plain
                error: Wrapped
                models:
                  Plain: { data: String }
                  Wrapped<T>: { data: T }
                """,
            [
                "t.yaml:3:11: error: envelope model 'Plain' must be generic in its payload, e.g. 'Plain<T>' with a field 'data: T?'",
                "t.yaml:4:8: error: error model 'Wrapped' cannot be generic",
            ])
    }

    func testEnvelopeWithoutAPayloadField() {
        assertDiagnostics(
            header + """
                envelope: Wrapped
                models:
                  Wrapped<T>: { items: "[T]" }
                """,
            "t.yaml:3:11: error: envelope 'Wrapped' has no field of type T to carry the payload")
    }

    func testLongFormNeedsAModel() {
        assertDiagnostics(
            header + "envelope: { data: data }\n",
            "t.yaml:3:11: error: 'envelope' needs 'model: Name'")
    }

    func testEndpointOverrides() {
        guard
            let api = loadClean(
                header + """
                    envelope: Envelope
                    models:
                      Envelope<T>: { data: T }
                      Other<T>: { value: T, success: Bool }
                      Problem: { message: String }
                    endpoints:
                      orders:
                        bare: { get: /bare, envelope: none }
                        other: { get: /other, envelope: Other, error: Problem }
                        inherit: { get: /inherit }
                    """)
        else { return }
        guard case .none = api.endpoints[0].envelope else { return XCTFail("expected none") }
        guard case .use(let other) = api.endpoints[1].envelope else { return XCTFail("expected Other") }
        XCTAssertEqual(other.dataField, "value")
        XCTAssertEqual(other.successField, "success")
        XCTAssertEqual(api.endpoints[1].errorBody?.messagePaths, [["message"]])
        guard case .inherit = api.endpoints[2].envelope else { return XCTFail("expected inherit") }
    }
}
