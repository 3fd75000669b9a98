import Foundation
import XCTest

@testable import GenRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Percent-encoding of paths, queries and forms, and how answers and failures become `APIError`s.
final class PercentEncodingTests: XCTestCase {
    func testAPathParameterCannotChangeThePath() {
        let cases: [(String, String)] = [
            ("a/b", "a%2Fb"), ("a?b#c", "a%3Fb%23c"), ("50%", "50%25"), ("a b+c", "a%20b%2Bc"), ("é", "%C3%A9"),
            (".", "%2E"), ("..", "%2E%2E"), ("...", "..."), ("a.b-c_d~e", "a.b-c_d~e"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(EndpointRequest.pathParameter(value), expected, value)
        }
        XCTAssertEqual(EndpointRequest.pathParameter(42), "42")
    }

    func testQueryComponentsEscapeWhatServersReadAsSeparators() {
        XCTAssertEqual(
            FormEncoding.query([URLQueryItem(name: "q", value: "a+b&c=d e"), URLQueryItem(name: "flag", value: nil)]),
            "q=a%2Bb%26c%3Dd%20e&flag")
    }

    func testFormBodiesUsePlusForSpacesAndRoundTrip() {
        let items = [
            URLQueryItem(name: "name", value: "Ada Lovelace"), URLQueryItem(name: "note", value: "1+1=2 & more"),
            URLQueryItem(name: "skip", value: nil),
        ]
        let encoded = FormEncoding.encode(items)
        XCTAssertEqual(encoded, "name=Ada+Lovelace&note=1%2B1%3D2+%26+more")
        XCTAssertEqual(FormEncoding.decode(encoded).map(\.value), ["Ada Lovelace", "1+1=2 & more"])
    }

    func testTheBaseURLsPathIsKept() {
        let request = EndpointRequest(
            operation: "op", method: .get, path: "/orders/" + EndpointRequest.pathParameter("a/b"),
            query: [URLQueryItem(name: "x", value: "1 2")])
        XCTAssertEqual(
            request.url(baseURL: URL(string: "https://api.example/v1/")!).absoluteString, "https://api.example/v1/orders/a%2Fb?x=1%202")
    }
}

final class ErrorMappingTests: XCTestCase {
    /// Answers every request with `status` and `headers`, or throws `failure`.
    private struct StubTransport: HTTPTransport {
        var status = 200
        var headers: [String: String] = [:]
        var failure: URLError?

        func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            if let failure { throw failure }
            return (Data("{}".utf8), HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: nil, headerFields: headers)!)
        }

        func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) {
            throw URLError(.unsupportedURL)
        }
    }

    private func error(_ transport: StubTransport) async -> APIError? {
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: URL(string: "https://api.example")!, transport: transport))
        return await apiError { try await client.perform(EndpointRequest(operation: "op", method: .get, path: "/")) }
    }

    func testStatusesMapToTheirCases() async {
        let expected: [(Int, APIError.Kind)] = [
            (400, .clientError), (401, .unauthorized), (403, .forbidden), (404, .notFound), (409, .clientError), (429, .rateLimited),
            (500, .serverError), (503, .serverError),
        ]
        for (status, kind) in expected {
            let mapped = await error(StubTransport(status: status))
            XCTAssertEqual(mapped?.kind, kind, "\(status)")
            XCTAssertEqual(mapped?.status, status)
        }
    }

    /// Without an error body declared, a JSON failure still shows its message where most
    /// servers write it; a body of no such shape has none.
    func testAFailureWithoutADeclaredBodyShowsTheMessageItHolds() {
        let decoder = JSONDecoder()
        let table: [(body: String, message: String?)] = [
            (#"{"message":"Incorrect email or password","error":"Unauthorized","statusCode":401}"#, "Incorrect email or password"),
            (
                #"{"message":["name must be a string","size must be positive"],"error":"Bad Request"}"#,
                "name must be a string; size must be positive"
            ),
            (#"{"error":{"code":404,"message":"Asset not found"}}"#, "Asset not found"),
            (#"{"error":"invalid_grant","error_description":"The code expired."}"#, "The code expired."),
            (#"{"detail":"Not found."}"#, "Not found."),
            (#"{"message":""}"#, nil), (#"{"code":7}"#, nil), ("[1]", nil), ("not json", nil), ("", nil),
        ]
        for row in table {
            XCTAssertEqual(HTTPClient.likelyMessage(in: Data(row.body.utf8), decoder: decoder), row.message, row.body)
        }
    }

    func testTransportFailuresMapToTheirCases() async {
        let expected: [(URLError.Code, APIError.Kind)] = [
            (.notConnectedToInternet, .offline), (.networkConnectionLost, .offline), (.timedOut, .timeout), (.cancelled, .cancelled),
            (.cannotConnectToHost, .transport), (.secureConnectionFailed, .transport),
        ]
        for (code, kind) in expected {
            let mapped = await error(StubTransport(failure: URLError(code)))
            XCTAssertEqual(mapped?.kind, kind, "\(code)")
        }
    }

    func testOnlyFailuresWithoutAnAnswerAreRetryableTransportErrors() {
        XCTAssertTrue(APIError.transport(ErrorDetails(operation: "op")).isRetryable)
        XCTAssertFalse(APIError.transport(ErrorDetails(operation: "op", status: 302)).isRetryable, "a refused redirect is refused again")
        XCTAssertTrue(APIError.serverError(ErrorDetails(operation: "op", status: 503)).isRetryable)
        XCTAssertFalse(APIError.serverError(ErrorDetails(operation: "op", status: 501)).isRetryable)
    }
}
