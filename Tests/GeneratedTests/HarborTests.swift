// Harbor (the demo API of Specs/Harbor.yaml): models, request building for the shapes the seed
// APIs lack (form login, repeated query keys, a header parameter, multipart lists), and the
// mock client, without a network. EndToEndTests sends the same calls to a loopback server.

import Foundation
import Harbor
import HarborMocks
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class HarborTests: XCTestCase {
    private func coder() -> RoundTripper {
        RoundTripper(decoder: HarborCoding.makeDecoder, encoder: HarborCoding.makeEncoder)
    }

    private func request(_ endpoint: HarborEndpoint) throws -> EndpointRequest {
        try endpoint.request(encoder: HarborCoding.makeEncoder())
    }

    // MARK: Models

    func testEveryModelRoundTrips() {
        let coder = coder()
        coder.check(Token.self, #"{"access_token":"a","id_token":"i","token_type":"bearer","expires_in":3600,"scope":"berths"}"#)
        coder.check(Token.self, #"{"access_token":"a","token_type":"bearer","expires_in":60}"#)
        coder.check(Problem.self, #"{"title":"Gone","detail":"Berth B9 was removed","trace_id":"t-1"}"#)
        coder.check(Problem.self, #"{"title":"Gone"}"#)
        let berth = #"{"id":"B1","name":"North 1","length_meters":12.5,"occupied":false,"tags":["north","power"]}"#
        coder.check(Berth.self, berth)
        coder.check(BerthList.self, #"{"items":[\#(berth)],"total":41}"#)
        coder.check(
            PhotoReceipt.self,
            #"{"caption":"Quay","taken_at":"2025-06-01T08:30:00Z","filename":"a.jpg","content_type":"image/jpeg","size":5}"#)
        coder.assertCoversEveryModel(of: "Harbor")
    }

    func testSecretFieldsStayOutOfPrintDumpAndInterpolation() {
        let token = Token(accessToken: "s3cr3t-access", idToken: nil, tokenType: "bearer", expiresIn: 60, scope: "berths")
        var dumped = ""
        dump(token, to: &dumped)
        for text in [String(describing: token), "\(token)", String(reflecting: token), dumped] {
            XCTAssertFalse(text.contains("s3cr3t-access"), text)
            XCTAssertTrue(text.contains("<redacted>"), text)
            XCTAssertTrue(text.contains("bearer"), text)
        }
        XCTAssertEqual(
            String(describing: token),
            #"Token(accessToken: <redacted>, idToken: nil, tokenType: "bearer", expiresIn: 60, scope: Optional("berths"))"#)
        // A model without secrets prints as Swift prints any struct.
        let problem = Problem(title: "Gone", detail: nil, traceId: "t-1")
        XCTAssertEqual(String(describing: problem), #"Problem(title: "Gone", detail: nil, traceId: Optional("t-1"))"#)
    }

    /// A call's secret arguments stay out of how the endpoint prints, as a model's secret
    /// fields do: `mock.calls` in a failing assertion, or an app's log of an endpoint, showed
    /// the password.
    func testSecretArgumentsStayOutOfHowAnEndpointPrints() async throws {
        let login = HarborEndpoint.login(grantType: "password", username: "ann", password: "hunter2", scope: nil, rememberMe: true)
        var dumped = ""
        dump(login, to: &dumped)
        for text in [String(describing: login), "\(login)", String(reflecting: login), dumped, String(describing: [login])] {
            XCTAssertFalse(text.contains("hunter2"), text)
            XCTAssertTrue(text.contains("<redacted>") && text.contains("ann"), text)
        }
        XCTAssertEqual(
            String(reflecting: login),
            #"Harbor.HarborEndpoint.login(grantType: "password", username: "ann", password: <redacted>, scope: nil, rememberMe: true)"#)
        // Other cases print their arguments; a case of one argument without its label (a
        // mirror cannot label a lone value).
        XCTAssertEqual(String(describing: HarborEndpoint.getBerth(berthId: "B7")), #"getBerth("B7")"#)
        let mock = MockHarborClient()
        mock.handlers.login = { _, _, _, _, _ in Token(accessToken: "t", idToken: nil, tokenType: "bearer", expiresIn: 60, scope: nil) }
        _ = try await mock.login(username: "ann", password: "hunter2")
        XCTAssertFalse(String(describing: mock.calls).contains("hunter2"), String(describing: mock.calls))
    }

    func testADateInAnotherFormatNamesTheExpectedOne() {
        let json = #"{"caption":"Quay","taken_at":"yesterday","filename":"a.jpg","content_type":"image/jpeg","size":5}"#
        XCTAssertThrowsError(try HarborCoding.makeDecoder().decode(PhotoReceipt.self, from: Data(json.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, #"Expected a date in the format ISO 8601 (2025-08-10T19:30:00Z), got "yesterday"."#)
        }
    }

    func testMissingRequiredKeysFail() {
        coder().checkFails(Berth.self, #"{"id":"B1","name":"North 1","occupied":false,"tags":[]}"#)
        coder().checkFails(Token.self, #"{"access_token":"a","token_type":"bearer"}"#)
    }

    // MARK: Requests

    func testLoginIsAFormWithItsDefaults() throws {
        let login = try request(.login(grantType: "password", username: "ann", password: "p&w", scope: nil, rememberMe: false))
        XCTAssertEqual(login.method, .post)
        XCTAssertEqual(login.path, "/oauth/token")
        XCTAssertEqual(login.auth, .none)
        XCTAssertEqual(login.retries, 0)
        XCTAssertEqual(login.secretKeys, ["access_token", "id_token", "password"])
        guard case .form(let items) = login.body else { return XCTFail("expected a form body, got \(login.body)") }
        XCTAssertEqual(pairs(items), ["grant_type=password", "username=ann", "password=p&w", "remember_me=false"])
    }

    func testListBerthsRepeatsListKeysAndSendsTheRegionHeader() throws {
        let list = try request(.listBerths(offset: 20, limit: 10, tags: ["north", "power"], region: "EU"))
        XCTAssertEqual(list.path, "/berths")
        XCTAssertEqual(pairs(list.query), ["offset=20", "limit=10", "tags=north", "tags=power"])
        XCTAssertEqual(list.headers.first { $0.name == "X-Harbor-Region" }?.value, "EU")
        XCTAssertEqual(list.timeout, 10)
        XCTAssertEqual(list.retries, 2)
        let bare = try request(.listBerths(offset: 0, limit: 10, tags: nil, region: nil))
        XCTAssertEqual(pairs(bare.query), ["offset=0", "limit=10"])
        XCTAssertNil(bare.headers.first { $0.name == "X-Harbor-Region" })
    }

    func testMultipartListsAreOnePartPerElement() throws {
        let photos = [
            FilePart(data: Data("one".utf8), filename: "a.jpg", contentType: "image/jpeg"),
            FilePart(data: Data("two".utf8), filename: "b.png", contentType: "image/png"),
        ]
        let album = try request(.uploadBerthAlbum(berthId: "B 1/2", photos: photos, tags: ["north", "quay"]))
        XCTAssertEqual(album.path, "/berths/B%201%2F2/album")
        guard case .multipart(let parts) = album.body else { return XCTFail("expected a multipart body, got \(album.body)") }
        XCTAssertEqual(parts.map(\.name), ["photos", "photos", "tags", "tags"])
        XCTAssertEqual(parts.map(\.filename), ["a.jpg", "b.png", nil, nil])
        XCTAssertEqual(parts.map { String(decoding: $0.data, as: UTF8.self) }, ["one", "two", "north", "quay"])
        let untagged = try request(.uploadBerthAlbum(berthId: "B1", photos: [], tags: nil))
        guard case .multipart(let none) = untagged.body else { return XCTFail("expected a multipart body") }
        XCTAssertTrue(none.isEmpty)
    }

    func testPhotoUploadHasItsOwnTimeoutAndDateText() throws {
        let photo = FilePart(data: Data("img".utf8), filename: "p.jpg", contentType: "image/jpeg")
        let upload = try request(.uploadBerthPhoto(berthId: "B1", caption: "Quay", takenAt: utc(2025, 6, 1, 8, 30), photo: photo))
        XCTAssertEqual(upload.timeout, 60)
        guard case .multipart(let parts) = upload.body else { return XCTFail("expected a multipart body") }
        XCTAssertEqual(parts.map(\.name), ["caption", "taken_at", "photo"])
        XCTAssertEqual(String(decoding: parts[1].data, as: UTF8.self), "2025-06-01T08:30:00Z")
    }

    // MARK: Mock client

    func testHandlersStubbedFromManyTasksAtOnceAreAllKept() async throws {
        let mock = MockHarborClient()
        // Each task stubs a different berth id into the same handler chain: a lost update
        // would drop a link, so every id must answer at the end.
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    mock.updateHandlers { handlers in
                        let previous = handlers.getBerth
                        handlers.getBerth = { id in
                            if id == "B\(index)" {
                                return Berth(id: id, name: "Berth \(index)", lengthMeters: 10, occupied: false, tags: [])
                            }
                            guard let previous else { throw MockClientError.notStubbed("getBerth") }
                            return try await previous(id)
                        }
                    }
                }
            }
        }
        for index in 0..<40 {
            let berth = try await mock.getBerth(berthId: "B\(index)")
            XCTAssertEqual(berth.name, "Berth \(index)")
        }
    }

    func testMockAnswersRecordsAndNamesWhatIsNotStubbed() async throws {
        let mock = MockHarborClient()
        mock.handlers.getBerth = { id in Berth(id: id, name: "North 1", lengthMeters: 12.5, occupied: true, tags: []) }
        let berth = try await mock.getBerth(berthId: "B7")
        XCTAssertEqual(berth.id, "B7")
        do {
            _ = try await mock.listBerths()
            XCTFail("listBerths answered without a handler")
        } catch let error as MockClientError {
            XCTAssertEqual(error, .notStubbed("listBerths"))
        }
        XCTAssertEqual(mock.calls, [.getBerth(berthId: "B7"), .listBerths(offset: 0, limit: 10, tags: nil, region: nil)])
    }
}
