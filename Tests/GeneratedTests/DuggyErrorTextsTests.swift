// Duggy (seed 000) keeps its app's error texts: `errorTexts:` in the spec replaces APIError's
// built-in texts, and an app error enum like the document's is made from APIError in one place.

import Duggy
import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class DuggyErrorTextsTests: XCTestCase {
    /// Answers every request with `status` and `body`, or fails as offline.
    private struct Answering: HTTPTransport {
        var status: Int?
        var body = ""

        func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            guard let status else { throw URLError(.notConnectedToInternet) }
            return (Data(body.utf8), HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: nil, headerFields: [:])!)
        }

        func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }
    }

    private func failure(_ transport: Answering) async -> APIError? {
        let client = DuggyClient(transport: transport, configure: { $0.retry = RetryPolicy(baseDelay: 0, maxDelay: 0, jitter: 0) })
        do {
            _ = try await client.getMemberDetails(clubId: "c1", memberId: "m1")
            return nil
        } catch {
            return error as? APIError
        }
    }

    func testTheSpecsTextsReplaceTheBuiltInOnes() async {
        let offline = await failure(Answering(status: nil))
        XCTAssertEqual(offline?.errorDescription, "No internet connection")
        let server = await failure(Answering(status: 502))
        XCTAssertEqual(server?.errorDescription, "Server error (502)")
        let unauthorized = await failure(Answering(status: 401))
        XCTAssertEqual(unauthorized?.errorDescription, "Authentication required")
        // The server's message (the `error:` model's) still comes first.
        let withMessage = await failure(Answering(status: 404, body: #"{"error":"not_found","message":"No such member."}"#))
        XCTAssertEqual(withMessage?.errorDescription, "No such member.")
        // A kind the spec gives no text keeps the built-in one.
        let decoding = await failure(Answering(status: 200, body: "[]"))
        XCTAssertEqual(decoding?.errorDescription, "The server's response could not be read.")
    }

    /// The document's own error enum, made from APIError as the migration guide shows.
    private enum DuggyAppError: APIErrorConvertible, Equatable {
        case unauthorized, notFound, networkUnavailable, timeout
        case clientError(Int, String?)
        case serverError(Int, String?)
        case decodingError(String)
        case unknown

        init(_ error: APIError) {
            switch error {
            case .unauthorized: self = .unauthorized
            case .notFound: self = .notFound
            case .offline: self = .networkUnavailable
            case .timeout: self = .timeout
            case .clientError(let details): self = .clientError(details.status ?? 0, error.serverMessage)
            case .serverError(let details): self = .serverError(details.status ?? 0, error.serverMessage)
            case .decoding(let path, _, _): self = .decodingError(path)
            default: self = .unknown
            }
        }
    }

    func testAnAppErrorEnumIsMadeFromAPIErrorInOnePlace() async {
        let client = DuggyClient(transport: Answering(status: 422, body: #"{"error":"invalid","message":"Bad date."}"#))
        do {
            _ = try await DuggyAppError.converting { try await client.getMemberDetails(clubId: "c1", memberId: "m1") }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? DuggyAppError, .clientError(422, "Bad date."))
        }
    }
}
