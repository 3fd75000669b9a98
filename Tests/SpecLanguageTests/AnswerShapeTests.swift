import XCTest

@testable import SpecLanguage

/// A success flag beside the payload, an envelope's error code, bodies by status, text and
/// raw answers, and the cursor taken from the last item.
final class AnswerShapeTests: XCTestCase {
    func testASuccessFlagBesideThePayload() {
        guard
            let api = loadClean(
                header + """
                    envelope: { success: ok, code: error, message: [detail, error_description], requestId: meta.request_id }
                    models:
                      Channel: { id: String }
                      ChannelAnswer: { ok: Bool, channel: Channel }
                    endpoints:
                      channels:
                        getChannel: { get: "/channels/{id}", response: ChannelAnswer }
                        health: { get: /health, envelope: none }
                    """)
        else { return }
        let flag = api.successFlag
        XCTAssertEqual(flag?.key, "ok")
        XCTAssertEqual(flag?.codePaths, [["error"]])
        XCTAssertEqual(flag?.messagePaths, [["detail"], ["error_description"]])
        XCTAssertEqual(flag?.requestIdPath, ["meta", "request_id"])
        XCTAssertNil(api.envelope)
    }

    func testASuccessFlagIsForTheWholeAPIAndHasNoPayloadField() {
        assertDiagnostics(
            header + """
                envelope: { success: status.ok, data: channel }
                endpoints:
                  channels:
                    getChannel: { get: /c, envelope: { success: ok } }
                """,
            [
                "t.yaml:3:22: error: 'success: status.ok' must be one wire key at the top of the body, such as ok or success",
                "t.yaml:3:33: error: 'data' names the payload field of an envelope model: add 'model: Name', or leave 'data' out for a success flag beside the payload (the response model is the whole body)",
                "t.yaml:6:49: error: a success flag beside the payload ('envelope:' without 'model:') is set for the whole API; an endpoint can only turn it off, with 'envelope: none'",
            ])
    }

    func testAnEnvelopesCodeIsAField() {
        guard
            let api = loadClean(
                header + """
                    envelope: { model: Envelope, success: success, code: code, message: message }
                    models:
                      Envelope<T>: { success: Bool, code: String?, message: String?, data: T? }
                    """)
        else { return }
        XCTAssertEqual(api.envelope?.codeField, "code")
    }

    func testBodiesByStatus() {
        guard
            let api = loadClean(
                header + """
                    models:
                      Order: { id: String }
                      Job: { id: String }
                    endpoints:
                      orders:
                        createOrder:
                          post: /orders
                          responses: { 201: Order, 202: Job, 204: none }
                    """)
        else { return }
        let responses = api.endpoints[0].statusResponses
        XCTAssertEqual(responses.map(\.status), [201, 202, 204])
        XCTAssertEqual(responses.map { $0.type.map { "\($0)" } ?? "none" }, ["Order", "Job", "none"])
        XCTAssertEqual(responses.map { Endpoint.StatusResponse.caseName(of: $0.status) }, ["created", "accepted", "noContent"])
        XCTAssertEqual(Endpoint.StatusResponse.caseName(of: 299), "status299")
    }

    func testBodiesByStatusAreSuccessesAndAloneInAnswering() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    createOrder:
                      post: /orders
                      response: String
                      metadata: true
                      responses: { 201: Ordr, 404: String, ok: String }
                """,
            [
                "t.yaml:7:17: error: 'createOrder' has both 'response' and 'responses' (t.yaml:9:20); give one: 'responses' declares a body per status",
                "t.yaml:9:20: error: 'metadata: true' returns one response type with its headers; with 'responses' the status is already in the answer",
                "t.yaml:9:20: error: unknown type 'Ordr'; declare it under 'models:'",
                "t.yaml:9:31: error: '404' is not a success status: 'responses' maps 2xx statuses (200 to 299) to their bodies; failures are read with 'error:' or, by status, 'errors:'",
                "t.yaml:9:44: error: 'ok' is not a success status: 'responses' maps 2xx statuses (200 to 299) to their bodies; failures are read with 'error:' or, by status, 'errors:'",
            ])
    }

    func testErrorBodiesByStatusAreFailuresOfKnownModels() {
        assertDiagnostics(
            header + """
                models:
                  Conflict: { code: String }
                endpoints:
                  orders:
                    createOrder:
                      post: /orders
                      errors: { 409: Conflict, 201: Conflict, 422: Conflit }
                """,
            [
                "t.yaml:9:22: warning: error model 'Conflict' has no String field the client reads as the message (\(Resolver.messageNames.joined(separator: ", "))): errors from this body have none; name one with 'error: { model: Conflict, message: <field> }'",
                "t.yaml:9:32: error: '201' is not a failure status: 'errors' maps statuses from 400 to 599 to their error bodies; successes are read with 'responses:'",
                "t.yaml:9:52: error: unknown error model 'Conflit'; did you mean 'Conflict'?",
            ])
    }

    func testTheEnumOfAnswersByStatusHasANameOfItsOwn() {
        assertDiagnostics(
            header + """
                models:
                  CreateOrderResponse: { id: String }
                endpoints:
                  orders:
                    createOrder: { post: /orders, responses: { 201: CreateOrderResponse, 204: none } }
                """,
            [
                "t.yaml:7:48: error: the answers by status of 'createOrder' are the generated enum 'CreateOrderResponse', the Swift name of model 'CreateOrderResponse' (t.yaml:4:3); rename the model"
            ])
    }

    func testTextAndRawAnswers() {
        guard
            let api = loadClean(
                header + """
                    endpoints:
                      reports:
                        exportCSV: { get: /export, response: { text: text/csv } }
                        anyText: { get: /notes, response: { text: "text/*" } }
                        receipt: { get: /receipt, response: { raw: application/pdf } }
                    """)
        else { return }
        XCTAssertEqual(api.endpoints.map(\.responseMedia), [.text("text/csv"), .text("text/*"), .raw("application/pdf")])
        XCTAssertEqual(api.endpoints.map(\.response), [nil, nil, nil])
    }

    /// `{ events: T }`: a stream of server-sent events, each event's data a `T`; it has no
    /// pages, headers or cache, and its type must be declared.
    func testAStreamOfEventsIsAnAnswerOfItsOwn() {
        guard
            let api = loadClean(
                header + """
                    models:
                      Chunk: { delta: String }
                    endpoints:
                      chat:
                        streamChat: { post: /chat, response: { events: Chunk } }
                    """)
        else { return }
        XCTAssertEqual(api.endpoints[0].events, .named("Chunk", arguments: []))
        XCTAssertNil(api.endpoints[0].response)
        assertDiagnostics(
            header + """
                models:
                  Chunk: { delta: String }
                endpoints:
                  chat:
                    a: { get: /a, response: { events: Chunk }, metadata: true, cache: 60 }
                    b: { get: /b, response: { events: Chunk }, query: { page: Int = 1 }, paginate: { page: page } }
                    c: { get: /c, response: { events: Chnk } }
                """,
            [
                "t.yaml:7:29: error: 'a' answers a stream of events, which is not cached: leave out 'cache'",
                "t.yaml:7:29: error: 'metadata: true' returns a decoded JSON response with its headers; 'a' answers a stream of events",
                "t.yaml:8:84: error: 'b' answers a stream of events, which has no pages",
                "t.yaml:9:29: error: unknown type 'Chnk'; did you mean 'Chunk'?",
            ])
    }

    func testAMediaTypeIsTypeSlashSubtype() {
        assertDiagnostics(
            header + """
                endpoints:
                  reports:
                    a: { get: /a, response: { text: csv } }
                    b: { get: /b, response: { raw: "*/pdf", type: String } }
                    c: { get: /c, response: { text: text/csv }, download: true, metadata: true }
                """,
            [
                "t.yaml:5:37: error: 'text: csv' is not a media type: expected type/subtype, e.g. text/csv, text/* or application/pdf (a charset is read from the answer)",
                "t.yaml:6:31: error: 'response' in long form takes one of 'type' ({ type: Order }), 'text' ({ text: text/csv }), 'raw' ({ raw: application/pdf }) or 'events' ({ events: ChatChunk }); a response with fields is a model under 'models'",
                "t.yaml:7:29: error: 'c' downloads a file and returns its URL, so it cannot also have a 'response'",
                "t.yaml:7:29: error: 'metadata: true' returns a decoded JSON response with its headers; 'c' answers text",
            ])
    }

    private let lists = """
        models:
          Charge: { id: String, amount: Int, refunded: Bool }
          ChargeList: { data: "[Charge]", hasMore: Bool }

        """

    func testTheCursorFromTheLastItem() {
        guard
            let api = loadClean(
                header + lists + """
                    endpoints:
                      charges:
                        listCharges:
                          get: /charges
                          query: { startingAfter: String?, limit: Int = 10 }
                          response: ChargeList
                          paginate: { cursor: startingAfter, lastItem: id, items: data, hasMore: hasMore }
                    """)
        else { return }
        XCTAssertEqual(api.endpoints[0].pagination?.lastItemPath?.names, ["id"])
        XCTAssertNil(api.endpoints[0].pagination?.nextPath)
    }

    func testTheLastItemsCursorIsASimpleFieldOfTheItems() {
        assertDiagnostics(
            header + lists + """
                endpoints:
                  charges:
                    a:
                      get: /charges
                      query: { startingAfter: String?, offset: Int? }
                      response: ChargeList
                      paginate: { cursor: startingAfter, lastItem: ident, items: data }
                    b:
                      get: /charges
                      query: { startingAfter: String? }
                      response: ChargeList
                      paginate: { cursor: startingAfter, lastItem: refunded, next: id, items: data }
                    c:
                      get: /charges
                      query: { offset: Int? }
                      response: ChargeList
                      paginate: { offset: offset, lastItem: id, items: data }
                    d:
                      get: /charges/all
                      query: { startingAfter: String? }
                      response: ChargeList
                      paginate: { cursor: startingAfter, items: data }
                """,
            [
                "t.yaml:12:52: error: 'lastItem: ident' is not a field of the items (Charge)",
                "t.yaml:17:52: error: 'paginate' has both 'next: id' and 'lastItem: refunded': the cursor comes from one of them; give one",
                "t.yaml:17:68: error: 'next: id' is not a field of ChargeList",
                "t.yaml:22:45: error: 'lastItem' is the field of a page's last item that is the next cursor; it goes with 'cursor: <query parameter>', not 'offset'",
                "t.yaml:27:19: error: 'cursor: startingAfter' needs 'next: <field>' (where the response gives the next page's cursor) or 'lastItem: <field>' (the field of a page's last item that is the cursor, e.g. 'lastItem: id')",
            ])
    }
}
