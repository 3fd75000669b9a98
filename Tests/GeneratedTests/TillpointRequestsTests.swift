// Tillpoint's request and answer shapes, without a server: the requests its endpoints build
// (bracketed forms and queries, a multi-segment path, servers, the success flag), the answers
// its status enums read, and round trips of its models.

import Foundation
import Tillpoint
import XCTest

final class TillpointRequestsTests: XCTestCase {
    private let encoder = TillpointCoding.makeEncoder()
    private let roundTrip = RoundTripper(decoder: TillpointCoding.makeDecoder, encoder: TillpointCoding.makeEncoder)

    private func formPairs(_ endpoint: TillpointEndpoint) throws -> [String] {
        guard case .form(let items) = try endpoint.request(encoder: encoder).body else {
            XCTFail("\(endpoint.operation) has no form body")
            return []
        }
        return pairs(items)
    }

    func testBracketedFormFields() throws {
        XCTAssertEqual(
            try formPairs(.createPayment(amount: 5, currency: "eur", description: nil, metadata: ["b": "2", "a": "1"], tags: ["x", "y"])),
            ["amount=5", "currency=eur", "metadata[a]=1", "metadata[b]=2", "tags=x", "tags=y"])
        XCTAssertEqual(
            try formPairs(
                .createContact(email: "e", address: MailingAddress(line1: "L1", line2: "L2", city: "C", postalCode: "P", country: "GB"))),
            ["email=e", "address[city]=C", "address[country]=GB", "address[line1]=L1", "address[line2]=L2", "address[postal_code]=P"])
        XCTAssertEqual(
            try formPairs(
                .createCheckoutSession(
                    lineItems: [LineItem(price: "p", quantity: 3)], successUrl: URL(string: "https://x.example")!, metadata: nil)),
            ["line_items[0][price]=p", "line_items[0][quantity]=3", "success_url=https://x.example"])
        // Nothing for nil optionals and empty collections.
        XCTAssertEqual(
            try formPairs(.createPayment(amount: 1, currency: "eur", description: nil, metadata: [:], tags: [])),
            ["amount=1", "currency=eur"])
    }

    func testBracketedQueryParameters() throws {
        let request = try TillpointEndpoint.listPayments(
            limit: 3, startingAfter: "ch_9", created: CreatedRange(gte: utc(2025, 1, 2), lt: utc(2025, 2, 3)),
            expand: ["customer", "invoice"]
        ).request(encoder: encoder)
        XCTAssertEqual(
            pairs(request.query),
            [
                "limit=3", "starting_after=ch_9", "created[gte]=2025-01-02T00:00:00Z", "created[lt]=2025-02-03T00:00:00Z",
                "expand[]=customer",
                "expand[]=invoice",
            ])
    }

    func testAMultiSegmentPath() throws {
        XCTAssertEqual(TillpointEndpoint.getFileByPath(path: "a b/c#d/../e").path, "/v1/file_paths/a%20b/c%23d/%2E%2E/e")
        XCTAssertThrowsError(try TillpointEndpoint.getFileByPath(path: "").request(encoder: encoder))
    }

    func testServersAndTheSuccessFlag() throws {
        let upload = try TillpointEndpoint.uploadFile(purpose: "p", file: FilePart(data: Data(), filename: "f")).request(encoder: encoder)
        XCTAssertEqual(upload.server, EndpointServer(name: "uploads", url: URL(string: "https://uploads.tillpoint.example")!))
        XCTAssertEqual(upload.successFlag, SuccessFlag(key: "ok", code: [["error"]], message: [["error_description"], ["error"]]))
        let status = try TillpointEndpoint.getStatus.request(encoder: encoder)
        XCTAssertEqual(status.server?.url.absoluteString, "https://status.tillpoint.example")
        XCTAssertNil(status.successFlag)  // envelope: none
        XCTAssertNil(try TillpointEndpoint.getChannel(channel: "C").request(encoder: encoder).server)
        XCTAssertEqual(TillpointEndpoint.defaultHeaders.map(\.name), ["User-Agent"])
    }

    func testTheClientSendsNoRequestId() {
        let client = TillpointClient()
        XCTAssertFalse(client.http.configuration.sendsRequestID)
        XCTAssertEqual(client.http.configuration.requestIDHeader, "X-Request-Id")
    }

    func testStatusEnumsReadEachStatus() throws {
        let http = TillpointClient().http
        func answer(_ status: Int, _ body: String) -> HTTPResponse { HTTPResponse(status: status, body: Data(body.utf8)) }
        XCTAssertEqual(
            try CreateRefundResponse.read(answer(202, #"{"job_id":"j","status":"queued"}"#), from: http, operation: "createRefund"),
            .accepted(RefundJob(jobId: "j", status: "queued")))
        XCTAssertEqual(try CancelRefundResponse.read(answer(204, ""), from: http, operation: "cancelRefund"), .noContent)
        XCTAssertThrowsError(try CancelRefundResponse.read(answer(206, "{}"), from: http, operation: "cancelRefund")) { error in
            XCTAssertEqual((error as? APIError)?.kind, .decoding)
        }
        XCTAssertThrowsError(try CreateRefundResponse.read(answer(200, "{}"), from: http, operation: "createRefund")) { error in
            XCTAssertEqual((error as? APIError)?.kind, .decoding)
        }
    }

    func testModelsRoundTrip() {
        roundTrip.check(MailingAddress.self, #"{"line1":"1 Quay St","city":"Leith","postal_code":"EH6","country":"GB"}"#)
        roundTrip.check(LineItem.self, #"{"price":"p","quantity":1}"#)
        roundTrip.check(CreatedRange.self, #"{"gte":"2025-01-02T00:00:00Z"}"#)
        roundTrip.check(
            PaymentList.self,
            #"{"data":[{"id":"ch_1","amount":5,"currency":"eur","metadata":{"k":"v"},"created":"2025-01-02T00:00:00Z"}],"has_more":false}"#)
        roundTrip.check(Contact.self, #"{"id":"c","email":"e","address":{"line1":"l","city":"c","postal_code":"p","country":"GB"}}"#)
        roundTrip.check(CheckoutSession.self, #"{"id":"cs","url":"https://pay.example/cs","status":"open"}"#)
        roundTrip.check(Refund.self, #"{"id":"re","status":"ok","amount":1}"#)
        roundTrip.check(RefundJob.self, #"{"job_id":"j","status":"queued"}"#)
        roundTrip.check(ChannelAnswer.self, #"{"ok":true,"channel":{"id":"C","name":"g","is_private":true}}"#)
        roundTrip.check(MessageAnswer.self, #"{"ok":true,"ts":"1.2","channel":"C"}"#)
        roundTrip.check(StoredFile.self, #"{"id":"f","path":"a/b","size":1,"purpose":"x"}"#)
        roundTrip.check(ServiceStatus.self, #"{"status":"green","updated_at":"2025-01-02T00:00:00Z"}"#)
        roundTrip.check(Payment.self, #"{"id":"ch_1","amount":5,"currency":"eur","metadata":{},"created":"2025-01-02T00:00:00Z"}"#)
        roundTrip.check(Channel.self, #"{"id":"C","name":"g","is_private":false}"#)
        roundTrip.check(PostMessageBody.self, #"{"channel":"C","text":"hi"}"#)
        roundTrip.check(ArchiveChannelBody.self, #"{"channel":"C"}"#)
        roundTrip.assertCoversEveryModel(of: "Tillpoint", in: "Tillpoint.requests.yaml")
    }
}
