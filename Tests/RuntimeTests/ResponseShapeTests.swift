import FlyingFox
import Foundation
import XCTest

@testable import GenRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers that are not one JSON body of one type: a success flag beside the payload, bodies by
/// status, an absent body, text in a charset, bytes; and the cursor taken from the last item.
final class ResponseShapeTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        for server in servers { await server.stop() }
        servers = []
    }

    private func client(_ handler: @escaping LoopbackServer.Handler) async throws -> GenRuntime.HTTPClient {
        let server = try await LoopbackServer(handler)
        servers.append(server)
        return HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
    }

    /// An endpoint that is its request.
    private struct Call: APIEndpoint {
        var request: EndpointRequest
        init(_ operation: String = "op", method: GenRuntime.HTTPMethod = .get, successFlag: SuccessFlag? = nil) {
            request = EndpointRequest(operation: operation, method: method, path: "/", successFlag: successFlag)
        }
        func request(encoder: JSONEncoder) throws -> EndpointRequest { request }
    }

    private static func answer(_ status: Int, _ contentType: String?, _ body: Data) -> FlyingFox.HTTPResponse {
        var headers = FlyingFox.HTTPHeaders()
        if let contentType { headers[.contentType] = contentType }
        return FlyingFox.HTTPResponse(statusCode: FlyingFox.HTTPStatusCode(status, phrase: "Status"), headers: headers, body: body)
    }

    private struct Channel: Decodable, Equatable {
        var ok: Bool
        var channel: Named
        struct Named: Decodable, Equatable { var id: String }
    }

    // MARK: An answer without a body

    /// A `HEAD` request's answer is its status and headers (`metadata: true` without a body):
    /// an `ETag` a client reads to tell whether content changed.
    func testAnAnswerWithoutABodyGivesItsStatusAndHeaders() async throws {
        let client = try await client { _ in
            var headers = FlyingFox.HTTPHeaders()
            headers[FlyingFox.HTTPHeader("ETag")] = "\"v7\""
            return FlyingFox.HTTPResponse(statusCode: .ok, headers: headers, body: Data())
        }
        let response = try await client.sendResponse(Call("headContent", method: .head))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("etag"), "\"v7\"")
    }

    // MARK: Success flag

    private let flag = SuccessFlag(
        key: "ok", code: [["error"]], message: [["detail"], ["error_description"]], requestID: ["meta", "request_id"])

    func testATrueFlagDecodesTheWholeBody() async throws {
        let client = try await client { _ in LoopbackServer.json(200, #"{"ok": true, "channel": {"id": "C1"}}"#) }
        let channel = try await client.decode(Channel.self, for: Call(successFlag: flag))
        XCTAssertEqual(channel, Channel(ok: true, channel: .init(id: "C1")))
    }

    func testAFalseFlagInA200IsUnsuccessfulWithTheServersCodeAndMessage() async throws {
        let client = try await client { _ in
            LoopbackServer.json(
                200, #"{"ok": false, "error": "channel_not_found", "detail": "No such channel.", "meta": {"request_id": "r-1"}}"#)
        }
        let error = await apiError { try await client.decode(Channel.self, for: Call("getChannel", successFlag: self.flag)) }
        guard case .unsuccessful(let details)? = error else { return XCTFail("expected .unsuccessful, got \(String(describing: error))") }
        XCTAssertEqual(details.errorCode, "channel_not_found")
        XCTAssertEqual(error?.serverCode, "channel_not_found")
        XCTAssertEqual(error?.serverMessage, "No such channel.")
        XCTAssertEqual(details.requestID, "r-1")
        XCTAssertEqual(details.status, 200)
        XCTAssertEqual(details.operation, "getChannel")
        XCTAssertFalse(error?.isRetryable ?? true)
    }

    func testAFalseFlagWithOnlyACodeUsesItAsTheMessage() async throws {
        let client = try await client { _ in LoopbackServer.json(200, #"{"ok": false, "error": 42}"#) }
        let error = await apiError { try await client.send(Call(method: .post, successFlag: self.flag)) }
        XCTAssertEqual(error?.kind, .unsuccessful)
        XCTAssertEqual(error?.serverCode, "42")
        XCTAssertEqual(error?.serverMessage, "42")
    }

    func testWithoutAFlagTheBodyDecodesAsUsual() async throws {
        // Not a Bool, absent, or not an object: the model's decoding decides.
        for body in [#"{"ok": "no", "channel": {"id": "C"}}"#, #"{"channel": {"id": "C"}}"#, "[1]"] {
            let client = try await client { _ in LoopbackServer.json(200, body) }
            let error = await apiError { try await client.decode(Channel.self, for: Call(successFlag: self.flag)) }
            XCTAssertEqual(error?.kind, .decoding, body)
        }
    }

    func testAFalseFlagIsNeverCached() async throws {
        let calls = Locked(0)
        let client = try await client { _ in
            let count = calls.withLock {
                $0 += 1
                return $0
            }
            return LoopbackServer.json(200, count == 1 ? #"{"ok": false, "error": "busy"}"# : #"{"ok": true, "channel": {"id": "C2"}}"#)
        }
        var call = Call(successFlag: flag)
        call.request.cacheLifetime = 60
        let first = await apiError { try await client.decode(Channel.self, for: call) }
        XCTAssertEqual(first?.serverCode, "busy")
        let second = try await client.decode(Channel.self, for: call)
        XCTAssertEqual(second.channel.id, "C2")
    }

    // MARK: Envelopes with a code

    private struct Wrapped: ResponseEnvelope {
        var success: Bool
        var code: String?
        var data: String?
        var envelopePayload: String? { data }
        var envelopeSucceeded: Bool { success }
        var envelopeErrorCode: String? { code }
    }

    func testAnEnvelopesFalseFlagCarriesItsCode() async throws {
        let client = try await client { _ in LoopbackServer.json(200, #"{"success": false, "code": "card_declined"}"#) }
        let error = await apiError { try await client.unwrap(Wrapped.self, for: Call()) }
        XCTAssertEqual(error?.kind, .unsuccessful)
        XCTAssertEqual(error?.serverCode, "card_declined")
        XCTAssertEqual(error?.serverMessage, "card_declined")
    }

    // MARK: Optional bodies and statuses

    func testAnAbsentBodyIsNilAndAPresentOneDecodes() async throws {
        let answers: [(Int, String, String?)] = [
            (204, "", nil), (200, "", nil), (200, " \n", nil), (200, "null", nil), (200, #""x""#, "x"), (205, #""x""#, nil),
        ]
        for (status, body, expected) in answers {
            let client = try await client { _ in Self.answer(status, status == 204 ? nil : "application/json", Data(body.utf8)) }
            let value = try await client.decodeIfPresent(String.self, for: Call())
            XCTAssertEqual(value, expected, "\(status) \(body)")
        }
        let broken = try await client { _ in LoopbackServer.json(200, "{") }
        let error = await apiError { try await broken.decodeIfPresent(String.self, for: Call()) }
        XCTAssertEqual(error?.kind, .decoding)
    }

    private enum Outcome: Equatable {
        case created(String)
        case accepted(Int)
        case noContent
    }

    private func outcome(_ client: GenRuntime.HTTPClient) async throws -> Outcome {
        try await client.respond(for: Call("createThing", method: .post)) { response in
            switch response.status {
            case 201: return .created(try client.decode(String.self, from: response, operation: "createThing"))
            case 202: return .accepted(try client.decode(Int.self, from: response, operation: "createThing"))
            case 204: return .noContent
            default: throw client.undeclaredStatus(response, operation: "createThing", declared: [201, 202, 204])
            }
        }
    }

    func testEachStatusDecodesItsOwnBody() async throws {
        let created = try await client { _ in Self.answer(201, "application/json", Data(#""T1""#.utf8)) }
        let accepted = try await client { _ in Self.answer(202, "application/json", Data("7".utf8)) }
        let empty = try await client { _ in Self.answer(204, nil, Data()) }
        let value = try await outcome(created)
        XCTAssertEqual(value, .created("T1"))
        let job = try await outcome(accepted)
        XCTAssertEqual(job, .accepted(7))
        let none = try await outcome(empty)
        XCTAssertEqual(none, .noContent)
    }

    func testAnUndeclaredStatusIsADecodingErrorNamingTheDeclaredOnes() async throws {
        let client = try await client { _ in Self.answer(200, "application/json", Data("{}".utf8)) }
        let error = await apiError { try await self.outcome(client) }
        guard case .decoding(_, _, let details)? = error else { return XCTFail("expected .decoding, got \(String(describing: error))") }
        XCTAssertEqual(details.message, "The server answered 200, which the spec does not declare (it declares 201, 202, 204).")
        let failing = try await self.client { _ in Self.answer(500, "application/json", Data("{}".utf8)) }
        let failure = await apiError { try await self.outcome(failing) }
        XCTAssertEqual(failure?.kind, .serverError)
    }

    // MARK: Text and bytes

    func testTextHonoursTheCharsetAndAsksForItsType() async throws {
        let latin1 = Data([0x63, 0x61, 0x66, 0xE9])  // "café" in ISO-8859-1
        let server = try await LoopbackServer { _ in Self.answer(200, "text/csv; charset=ISO-8859-1", latin1) }
        servers.append(server)
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        let text = try await client.text(for: Call(), accepting: "text/csv")
        XCTAssertEqual(text, "café")
        XCTAssertEqual(server.requests.first?.header("Accept"), "text/csv")

        let utf16 = try await self.client { _ in Self.answer(200, "text/plain; charset=\"utf-16le\"", "hé".data(using: .utf16LittleEndian)!)
        }
        let wide = try await utf16.text(for: Call(), accepting: "text/*")
        XCTAssertEqual(wide, "hé")
        let plain = try await self.client { _ in Self.answer(200, "text/plain", Data("héllo".utf8)) }
        let utf8 = try await plain.text(for: Call(), accepting: "text/plain")
        XCTAssertEqual(utf8, "héllo")
    }

    func testTextOfAnotherTypeOrInvalidBytesIsADecodingError() async throws {
        let json = try await client { _ in LoopbackServer.json(200, #"{"ok": false}"#) }
        let wrongType = await apiError { try await json.text(for: Call(), accepting: "text/csv") }
        guard case .decoding(_, _, let details)? = wrongType else { return XCTFail("expected .decoding") }
        XCTAssertEqual(details.message, "The answer is 'application/json', not the 'text/csv' the spec declares.")

        let invalid = try await client { _ in Self.answer(200, "text/plain; charset=utf-8", Data([0x66, 0xFF, 0xFE])) }
        let badBytes = await apiError { try await invalid.text(for: Call(), accepting: "text/plain") }
        XCTAssertEqual(badBytes?.details.message, "The answer is not valid utf-8 text.")

        let unknown = try await client { _ in Self.answer(200, "text/plain; charset=x-klingon", Data("a".utf8)) }
        let unknownCharset = await apiError { try await unknown.text(for: Call(), accepting: "text/plain") }
        XCTAssertEqual(unknownCharset?.details.message, "The answer's charset 'x-klingon' is not one the client knows.")
    }

    func testBytesAreReturnedAsTheyCameOnceTheTypeMatches() async throws {
        let pdf = Data([0x25, 0x50, 0x44, 0x46, 0x00, 0xFF])
        let client = try await client { _ in Self.answer(200, "application/pdf", pdf) }
        let bytes = try await client.data(for: Call(), accepting: "application/pdf")
        XCTAssertEqual(bytes, pdf)
        let any = try await client.data(for: Call(), accepting: "*/*")
        XCTAssertEqual(any, pdf)
        let refused = await apiError { try await client.data(for: Call(), accepting: "image/png") }
        XCTAssertEqual(refused?.kind, .decoding)
        // `application/octet-stream` is any bytes: a server that says what they are (OpenAI's
        // speech, declared so, answers `audio/mpeg`) is not refused.
        let audio = Data([0xFF, 0xFB, 0x90, 0x00])
        let speech = try await self.client { _ in Self.answer(200, "audio/mpeg", audio) }
        let spoken = try await speech.data(for: Call(), accepting: "application/octet-stream")
        XCTAssertEqual(spoken, audio)
    }

    func testMediaTypesParse() {
        let type = MediaType("Text/CSV ; Charset=\"UTF-8\"; header=present")
        XCTAssertEqual(type?.type, "text")
        XCTAssertEqual(type?.subtype, "csv")
        XCTAssertEqual(type?.parameters, ["charset": "UTF-8", "header": "present"])
        XCTAssertNil(MediaType("csv"))
        XCTAssertNil(MediaType("/csv"))
        XCTAssertTrue(MediaType("text/csv")!.matches(MediaType("text/*")!))
        XCTAssertFalse(MediaType("application/json")!.matches(MediaType("text/*")!))
    }

    // MARK: Cursor from the last item

    private struct Charge: Decodable, Hashable, Sendable { var id: String }
    private struct ChargeList: Decodable, Sendable {
        var data: [Charge]
        var hasMore: Bool
        enum CodingKeys: String, CodingKey {
            case data
            case hasMore = "has_more"
        }
    }

    private func charges(_ client: GenRuntime.HTTPClient) -> PageSequence<ChargeList> {
        PageSequence(
            start: CursorPosition(value: nil), operation: "listCharges", items: { $0.data },
            fetch: { position in
                var request = EndpointRequest(operation: "listCharges", method: .get, path: "/charges")
                if let after = position.value { request.query = [URLQueryItem(name: "starting_after", value: after)] }
                let response = try await client.perform(request)
                let page = try client.decode(ChargeList.self, from: response, operation: "listCharges")
                return (page, PageSequence<ChargeList>.nextCursor(after: position, lastItem: page.data.last?.id, hasMore: page.hasMore))
            })
    }

    func testTheLastItemsIdAsksForTheNextPage() async throws {
        let server = try await LoopbackServer { request in
            switch request.query {
            case "": return LoopbackServer.json(200, #"{"data": [{"id": "ch_1"}, {"id": "ch_2"}], "has_more": true}"#)
            case "starting_after=ch_2": return LoopbackServer.json(200, #"{"data": [{"id": "ch_3"}], "has_more": false}"#)
            default: return LoopbackServer.json(404, "{}")
            }
        }
        servers.append(server)
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        var ids: [String] = []
        for try await page in charges(client) { ids += page.data.map(\.id) }
        XCTAssertEqual(ids, ["ch_1", "ch_2", "ch_3"])
        XCTAssertEqual(server.requests.map(\.query), ["", "starting_after=ch_2"])
    }

    func testAnEmptyPageOrARepeatedLastItemEnds() async throws {
        // has_more stays true; the second page is empty.
        let empty = try await LoopbackServer { request in
            request.query.isEmpty
                ? LoopbackServer.json(200, #"{"data": [{"id": "a"}], "has_more": true}"#)
                : LoopbackServer.json(200, #"{"data": [], "has_more": true}"#)
        }
        servers.append(empty)
        var count = 0
        for try await _ in charges(HTTPClient(configuration: ClientConfiguration(baseURL: empty.url()))) { count += 1 }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(empty.requests.count, 2)

        // A server that leads back to an id already sent: b, then c, then b again.
        let looping = try await LoopbackServer { request in
            switch request.query {
            case "": return LoopbackServer.json(200, #"{"data": [{"id": "b"}], "has_more": true}"#)
            case "starting_after=b": return LoopbackServer.json(200, #"{"data": [{"id": "x"}, {"id": "c"}], "has_more": true}"#)
            default: return LoopbackServer.json(200, #"{"data": [{"id": "y"}, {"id": "b"}], "has_more": true}"#)
            }
        }
        servers.append(looping)
        var pages = 0
        for try await _ in charges(HTTPClient(configuration: ClientConfiguration(baseURL: looping.url()))) { pages += 1 }
        XCTAssertEqual(pages, 3)
        XCTAssertEqual(looping.requests.count, 3)
    }

    func testThePageBoundHoldsForLastItemCursors() async throws {
        let server = try await LoopbackServer { request in
            let next = (Int(request.query.split(separator: "=").last ?? "0") ?? 0) + 1
            return LoopbackServer.json(200, #"{"data": [{"id": "\#(next)"}], "has_more": true}"#)
        }
        servers.append(server)
        var pages = 0
        let error = await apiError {
            for try await _ in self.charges(HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))).maxPages(3) {
                pages += 1
            }
        }
        XCTAssertEqual(pages, 3)
        XCTAssertEqual(error?.kind, .unsuccessful)
    }
}
