import XCTest

@testable import CodeGen

/// How an error body's message and request id are read: `ErrorBodyDecoding` in the client.
final class ErrorBodyTests: XCTestCase {
    private func client(message: String) -> String {
        let spec = """
            api: Shop
            servers: { production: https://shop.example }
            error: { model: Problem, message: \(message), requestId: traceId }
            models:
              Problem: { title: String, detail: String?, info: Info?, traceId: String? }
              Info: { text: String }
            """
        return generate(spec).file("Client.swift") ?? ""
    }

    func testMessagePathsAreTriedInOrderUpToOneThatIsNeverNil() {
        // `info.text` is never nil itself, but `info` may be: it does not end the list.
        XCTAssertTrue(
            client(message: "[detail, info.text, title]").contains("message: { $0.detail ?? $0.info?.text ?? $0.title }"),
            client(message: "[detail, info.text, title]"))
        // After `title`, which is never nil, `?? $0.detail` would not compile without a warning.
        XCTAssertTrue(client(message: "[title, detail]").contains("message: { $0.title }, requestID: { $0.traceId }"))
    }

    /// A deprecated field is the server's old spelling: the message is read from another
    /// where there is one (Rebilly's `detail` beside a deprecated `error`), and through the
    /// storage where there is none, since the deprecated property is a warning to read.
    func testADeprecatedMessageFieldIsReadLastAndThroughItsStorage() {
        func client(_ fields: String) -> String {
            let spec = """
                api: Shop
                servers: { production: https://shop.example }
                error: Problem
                models:
                  Problem: { \(fields) }
                """
            return generate(spec).file("Client.swift") ?? ""
        }
        let both = client("error: { type: String?, deprecated: true }, detail: String?")
        XCTAssertTrue(both.contains("message: { $0.detail }"), both)
        let alone = client("error: { type: String?, deprecated: true }, code: Int")
        XCTAssertTrue(alone.contains("message: { $0._error }"), alone)
    }

    /// `errors:` gives some statuses a body of their own, over the endpoint's `error:` (or the
    /// client's, without one); a status outside 400–599 is refused.
    func testAnEndpointsErrorBodiesByStatus() {
        let spec = """
            api: Shop
            servers: { production: https://shop.example }
            error: Problem
            models:
              Problem: { message: String }
              Conflict: { code: String, detail: String? }
            endpoints:
              orders:
                create:
                  post: /orders
                  errors: { 409: { model: Conflict, message: detail }, 422: Problem }
                rename:
                  post: /orders/rename
                  error: Problem
                  errors: { 409: Conflict }
            """
        let endpoints = generate(spec).file("Endpoints.swift") ?? ""
        XCTAssertTrue(
            endpoints.contains(
                #"ErrorBodyDecoding(byStatus: [409: ErrorBodyDecoding(Conflict.self, message: { $0.detail }, requestID: { _ in nil }, messageKeys: [["detail"]], requestIDKeys: []), 422: ErrorBodyDecoding(Problem.self, message: { $0.message }, requestID: { _ in nil }, messageKeys: [["message"]], requestIDKeys: [])], otherwise: nil)"#
            ), endpoints)
        XCTAssertTrue(
            endpoints.contains(
                #"ErrorBodyDecoding(byStatus: [409: ErrorBodyDecoding(Conflict.self, message: { $0.detail }, requestID: { _ in nil }, messageKeys: [["detail"]], requestIDKeys: [])], otherwise: ErrorBodyDecoding(Problem.self, message: { $0.message }, requestID: { _ in nil }, messageKeys: [["message"]], requestIDKeys: []))"#
            ), endpoints)
    }

    func testWithoutAnErrorModelFailuresAreReadAsTheEnvelope() {
        let spec = """
            api: Shop
            servers: { production: https://shop.example }
            envelope: Envelope
            models:
              Envelope<T>: { success: Bool, data: T?, message: String? }
            """
        XCTAssertTrue(
            (generate(spec).file("Client.swift") ?? "").contains(
                "errorBody: ErrorBodyDecoding(Envelope<EmptyPayload>.self, message: { $0.envelopeMessage }, requestID: { $0.envelopeRequestID })"
            ))
    }
}
