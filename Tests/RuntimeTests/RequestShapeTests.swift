import Foundation
import XCTest

@testable import GenRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Bracket-notation forms and queries, multi-segment path parameters, an endpoint's own server
/// and a request id the client does not send: what the server receives.
final class RequestShapeTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        for server in servers { await server.stop() }
        servers = []
    }

    private func serve(_ handler: @escaping LoopbackServer.Handler = { _ in LoopbackServer.json(200, "{}") }) async throws -> LoopbackServer
    {
        let server = try await LoopbackServer(handler)
        servers.append(server)
        return server
    }

    private struct Address: Encodable {
        var line1: String
        var postalCode: String?
        enum CodingKeys: String, CodingKey {
            case line1
            case postalCode = "postal_code"
        }
    }

    private struct Line: Encodable {
        var price: String
        var quantity: Int
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = DateFormat.iso8601.encodingStrategy
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    private func pairs(_ items: [URLQueryItem]) -> [String] {
        items.map { "\($0.name)=\($0.value ?? "nil")" }
    }

    // MARK: Brackets

    func testADictionaryIsOneKeyPerEntryInSortedOrder() throws {
        let items = try BracketForm.items("metadata", ["plan": "pro", "campaign": "spring sale"], encoder: Self.encoder)
        XCTAssertEqual(pairs(items), ["metadata[campaign]=spring sale", "metadata[plan]=pro"])
    }

    func testANestedModelUsesItsWireKeysAndLeavesOutNil() throws {
        let items = try BracketForm.items("address", Address(line1: "1 Quay St", postalCode: nil), encoder: Self.encoder)
        XCTAssertEqual(pairs(items), ["address[line1]=1 Quay St"])
        let full = try BracketForm.items("address", Address(line1: "1 Quay St", postalCode: "N1 9GU"), encoder: Self.encoder)
        XCTAssertEqual(pairs(full), ["address[line1]=1 Quay St", "address[postal_code]=N1 9GU"])
    }

    func testAnArrayOfModelsIsIndexedAndAnArrayOfValuesIsBracketed() throws {
        let lines = try BracketForm.items(
            "items", [Line(price: "price_1", quantity: 2), Line(price: "price_2", quantity: 1)], encoder: Self.encoder)
        XCTAssertEqual(
            pairs(lines), ["items[0][price]=price_1", "items[0][quantity]=2", "items[1][price]=price_2", "items[1][quantity]=1"])
        XCTAssertEqual(
            pairs(try BracketForm.items("expand", ["customer", "invoice"], encoder: Self.encoder)),
            ["expand[]=customer", "expand[]=invoice"])
    }

    func testScalarsNullsAndEmptyContainers() throws {
        XCTAssertEqual(pairs(try BracketForm.items("n", 12.0, encoder: Self.encoder)), ["n=12"])
        XCTAssertEqual(pairs(try BracketForm.items("n", 0.25, encoder: Self.encoder)), ["n=0.25"])
        XCTAssertEqual(pairs(try BracketForm.items("on", true, encoder: Self.encoder)), ["on=true"])
        XCTAssertEqual(pairs(try BracketForm.items("meta", ["gone": String?.none], encoder: Self.encoder)), ["meta[gone]="])
        XCTAssertEqual(try BracketForm.items("tags", [String](), encoder: Self.encoder).count, 0)
        XCTAssertEqual(try BracketForm.items("meta", [String: String](), encoder: Self.encoder).count, 0)
        let date = Date(timeIntervalSince1970: 1_754_854_200)
        XCTAssertEqual(pairs(try BracketForm.items("created", ["gte": date], encoder: Self.encoder)), ["created[gte]=2025-08-10T19:30:00Z"])
    }

    func testAFloatTheEncoderRefusesIsThrown() {
        XCTAssertThrowsError(try BracketForm.items("n", Double.nan, encoder: Self.encoder))
    }

    func testBracketedFormAndQueryReachTheServerDecodable() async throws {
        let server = try await serve()
        var form = try BracketForm.items("metadata", ["order": "A&B=1"], encoder: Self.encoder)
        form += try BracketForm.items("items", [Line(price: "p 1", quantity: 3)], encoder: Self.encoder)
        let query = try BracketForm.items("created", ["gte": 5, "lt": 9], encoder: Self.encoder)
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
        _ = try await client.perform(EndpointRequest(operation: "pay", method: .post, path: "/pay", query: query, body: .form(form)))
        let seen = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(seen.query, "created%5Bgte%5D=5&created%5Blt%5D=9")
        let body = FormEncoding.decode(String(decoding: seen.body, as: UTF8.self))
        XCTAssertEqual(pairs(body), ["metadata[order]=A&B=1", "items[0][price]=p 1", "items[0][quantity]=3"])
        XCTAssertEqual(seen.header("Content-Type"), "application/x-www-form-urlencoded")
    }

    // MARK: Multi-segment paths

    func testAReservedPathParameterKeepsSlashesAndEscapesTheRest() {
        let cases: [(String, String)] = [
            ("heads/main", "heads/main"), ("docs/read me.md", "docs/read%20me.md"), ("a?b#c/d%", "a%3Fb%23c/d%25"),
            ("a/../b", "a/%2E%2E/b"), ("./x", "%2E/x"), ("..", "%2E%2E"), ("a//b", "a//b"), ("é/ü", "%C3%A9/%C3%BC"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(EndpointRequest.reservedPathParameter(value), expected, value)
        }
    }

    func testAReservedPathReachesTheServerAsSegments() async throws {
        let server = try await serve()
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url("/v1")))
        let path = EndpointRequest.path("/files/", EndpointRequest.reservedPathParameter("reports/2025/q3 ../summary.csv"), "/content")
        _ = try await client.perform(EndpointRequest(operation: "file", method: .get, path: path))
        XCTAssertEqual(server.requests.first?.path, "/v1/files/reports/2025/q3%20../summary.csv/content")
        let dots = try await serve()
        let dotClient = HTTPClient(configuration: ClientConfiguration(baseURL: dots.url()))
        _ = try await dotClient.perform(
            EndpointRequest(operation: "file", method: .get, path: "/files/" + EndpointRequest.reservedPathParameter("a/../../etc")))
        XCTAssertEqual(dots.requests.first?.path, "/files/a/%2E%2E/%2E%2E/etc")
    }

    // MARK: Servers

    func testAnEndpointsServerWinsAndTheConfigurationCanReplaceIt() async throws {
        let api = try await serve()
        let uploads = try await serve()
        let other = try await serve()
        var configuration = ClientConfiguration(baseURL: api.url())
        let request = EndpointRequest(
            operation: "upload", method: .post, path: "/files", server: EndpointServer(name: "uploads", url: uploads.url("/u")))
        _ = try await HTTPClient(configuration: configuration).perform(request)
        _ = try await HTTPClient(configuration: configuration).perform(EndpointRequest(operation: "list", method: .get, path: "/files"))
        XCTAssertEqual(uploads.requests.map(\.path), ["/u/files"])
        XCTAssertEqual(api.requests.map(\.path), ["/files"])
        configuration.servers["uploads"] = other.url("/staging")
        _ = try await HTTPClient(configuration: configuration).perform(request)
        XCTAssertEqual(other.requests.map(\.path), ["/staging/files"])
        XCTAssertEqual(uploads.requests.count, 1)
    }

    // MARK: Request ids

    func testAnAPIThatOnlyReturnsAnIdReceivesNone() async throws {
        let server = try await serve { _ in LoopbackServer.json(200, "{}", headers: ["X-Request-Id": "srv-7"]) }
        var configuration = ClientConfiguration(baseURL: server.url(), requestIDHeader: "X-Request-Id")
        configuration.sendsRequestID = false
        let client = HTTPClient(configuration: configuration)
        let response = try await client.perform(EndpointRequest(operation: "get", method: .get, path: "/"))
        XCTAssertNil(server.requests.first?.header("X-Request-Id"))
        XCTAssertEqual(response.requestID, "srv-7")
        XCTAssertNil(response.sentRequestID)

        let failing = try await serve { _ in LoopbackServer.json(500, "{}", headers: ["X-Request-Id": "srv-8"]) }
        var failingConfiguration = ClientConfiguration(baseURL: failing.url(), requestIDHeader: "X-Request-Id")
        failingConfiguration.sendsRequestID = false
        let error = await apiError {
            try await HTTPClient(configuration: failingConfiguration).perform(EndpointRequest(operation: "get", method: .get, path: "/"))
        }
        XCTAssertEqual(error?.requestID, "srv-8")
        XCTAssertNil(error?.details.sentRequestID)
        XCTAssertNil(failing.requests.first?.header("X-Request-Id"))
    }

    func testByDefaultAFreshIdIsSent() async throws {
        let server = try await serve()
        let response = try await HTTPClient(configuration: ClientConfiguration(baseURL: server.url()))
            .perform(EndpointRequest(operation: "get", method: .get, path: "/"))
        let sent = try XCTUnwrap(server.requests.first?.header("X-Request-ID"))
        XCTAssertEqual(response.sentRequestID, sent)
        XCTAssertNotNil(UUID(uuidString: sent))
    }

    // MARK: urlRequest

    func testURLRequestCarriesTheDefaultHeadersUnderTheEndpointsOwn() {
        let request = EndpointRequest(operation: "op", method: .get, path: "/x", headers: [(name: "Accept", value: "text/csv")])
        let built = request.urlRequest(
            baseURL: URL(string: "https://api.example")!,
            defaultHeaders: [(name: "User-Agent", value: "ShopClient"), (name: "Accept", value: "application/xml")])
        XCTAssertEqual(built.value(forHTTPHeaderField: "User-Agent"), "ShopClient")
        XCTAssertEqual(built.value(forHTTPHeaderField: "Accept"), "text/csv")
        XCTAssertNil(built.value(forHTTPHeaderField: "X-Request-ID"))
    }
}
