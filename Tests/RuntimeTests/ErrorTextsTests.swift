import Foundation
import GenRuntime
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An API's own error texts (`errorTexts:`), and an app's own error type made from `APIError`.
final class ErrorTextsTests: XCTestCase {
    private struct Answering: HTTPTransport {
        let status: Int
        let body: String

        func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            (Data(body.utf8), HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: nil, headerFields: [:])!)
        }

        func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }
    }

    private struct Failing: HTTPTransport {
        func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) { throw URLError(.notConnectedToInternet) }
        func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.notConnectedToInternet) }
    }

    private let texts: APIErrorTexts = [
        .offline: "Keine Verbindung.", .serverError: "Serverfehler ({status}) bei {operation}.", .unauthorized: "Bitte erneut anmelden.",
    ]

    private func client(_ transport: any HTTPTransport, errorBody: ErrorBodyDecoding? = nil) -> HTTPClient {
        var configuration = ClientConfiguration(baseURL: URL(string: "https://api.example")!, transport: transport, errorBody: errorBody)
        configuration.errorTexts = texts
        return HTTPClient(configuration: configuration)
    }

    private let call = EndpointRequest(operation: "getOrder", method: .get, path: "/orders/1")

    func testTheAPIsTextReplacesTheBuiltInOneWithItsPlaceholdersFilled() async throws {
        let offline = await apiError { try await self.client(Failing()).perform(self.call) }
        XCTAssertEqual(offline?.kind, .offline)
        XCTAssertEqual(offline?.errorDescription, "Keine Verbindung.")
        let server = await apiError { try await self.client(Answering(status: 503, body: "")).perform(self.call) }
        XCTAssertEqual(server?.errorDescription, "Serverfehler (503) bei getOrder.")
        // A kind without a text of the API's keeps the built-in one.
        let missing = await apiError { try await self.client(Answering(status: 404, body: "")).perform(self.call) }
        XCTAssertEqual(missing?.errorDescription, "The requested item could not be found.")
    }

    /// A transport failure says it could not connect only when the URL loading system failed
    /// before an answer came: one that came and could not be used (too large, a redirect
    /// refused) says so, and one of the client's own (no room on the disk) says neither.
    func testATransportFailureSaysItCouldNotConnectOnlyWhenItDidNot() {
        var details = ErrorDetails(operation: "getOrder")
        XCTAssertEqual(APIError.transport(details).errorDescription, "The request could not be completed.")
        details.urlErrorCode = URLError.Code.cannotConnectToHost.rawValue
        XCTAssertEqual(APIError.transport(details).errorDescription, "Could not connect to the server.")
        details.status = 302
        XCTAssertEqual(APIError.transport(details).errorDescription, "The server's response could not be used.")
    }

    func testTheServersMessageStillComesFirstWhereTheCaseShowsOne() async throws {
        struct Problem: Decodable, Sendable { var detail: String }
        let decoding = ErrorBodyDecoding(Problem.self, message: { $0.detail })
        let error = await apiError {
            try await self.client(Answering(status: 401, body: #"{"detail":"Token abgelaufen."}"#), errorBody: decoding).perform(self.call)
        }
        XCTAssertEqual(error?.errorDescription, "Token abgelaufen.")
        let bare = await apiError { try await self.client(Answering(status: 401, body: "")).perform(self.call) }
        XCTAssertEqual(bare?.errorDescription, "Bitte erneut anmelden.")
    }

    /// An endpoint's body for one status (`errors: { 409: Conflict }`) is read for that status
    /// only; any other status falls back to the endpoint's own body, or else the client's.
    func testAnErrorBodyOfItsOwnForOneStatus() async throws {
        struct Problem: Decodable, Sendable { var detail: String }
        struct Conflict: Decodable, Sendable {
            var code: String
            var message: String
        }
        let conflict = ErrorBodyDecoding(Conflict.self, message: { "\($0.code): \($0.message)" })
        let problem = ErrorBodyDecoding(Problem.self, message: { $0.detail })
        var call = self.call
        call.errorBody = ErrorBodyDecoding(byStatus: [409: conflict])
        let clash = await apiError {
            try await self.client(Answering(status: 409, body: #"{"code":"taken","message":"Name in use."}"#), errorBody: problem).perform(
                call)
        }
        XCTAssertEqual(clash?.serverMessage, "taken: Name in use.")
        XCTAssertNotNil(clash?.errorBody(as: Conflict.self))
        let other = await apiError {
            try await self.client(Answering(status: 400, body: #"{"detail":"Bad name."}"#), errorBody: problem).perform(call)
        }
        XCTAssertEqual(other?.serverMessage, "Bad name.", "another status is read as the client's body")
        let unlike = await apiError {
            try await self.client(Answering(status: 409, body: #"{"detail":"Locked."}"#), errorBody: problem).perform(call)
        }
        XCTAssertEqual(unlike?.serverMessage, "Locked.", "a body its status's model does not decode is read as the client's")
        call.errorBody = ErrorBodyDecoding(byStatus: [409: conflict], otherwise: ErrorBodyDecoding(Conflict.self, message: { $0.code }))
        let own = await apiError {
            try await self.client(Answering(status: 400, body: #"{"code":"short","message":"Too short."}"#), errorBody: problem).perform(
                call)
        }
        XCTAssertEqual(own?.serverMessage, "short", "another status is read as the endpoint's own body")
    }

    /// A hand-written app error, as the apps had before the generated client.
    private enum AppError: APIErrorConvertible, Equatable {
        case authenticationError
        case networkUnavailable
        case httpError(Int, String?)

        init(_ error: APIError) {
            switch error.kind {
            case .unauthorized: self = .authenticationError
            case .offline, .timeout, .transport: self = .networkUnavailable
            default: self = .httpError(error.status ?? 0, error.serverMessage)
            }
        }
    }

    func testAnAppsOwnErrorTypeIsMadeFromTheAPIError() async throws {
        do {
            _ = try await AppError.converting { try await self.client(Failing()).perform(self.call) }
            XCTFail("expected an error")
        } catch let error as AppError {
            XCTAssertEqual(error, .networkUnavailable)
        }
        do {
            _ = try await AppError.converting { try await self.client(Answering(status: 409, body: "")).perform(self.call) }
            XCTFail("expected an error")
        } catch let error as AppError {
            XCTAssertEqual(error, .httpError(409, nil))
        }
        // What is not an APIError passes through as it is.
        do {
            _ = try await AppError.converting { throw CancellationError() }
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
    }
}
