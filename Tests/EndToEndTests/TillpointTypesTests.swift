// Tillpoint's types against a real server: an id that expands into its object on request,
// amounts sent as text, a tagged union as a request body, and keys beside a model's fields
// that go to the server and come back.
import Foundation
import Testing
import Tillpoint

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static let customer = #"{"id":"cus_1","name":"Ada","created_at":"2025-01-15T10:30:00Z","status":1,"risk":40,"metadata":{}}"#

    static func charge(expanded: Bool) -> String {
        #"{"id":"ch_1","amount":"1250","amount_refunded":"0.50","currency":"gbp","captured":"false","reference":88120,"#
            + #""customer":\#(expanded ? customer : #""cus_1""#),"source":{"type":"wallet","provider":"tillpay"},"fee":1.5}"#
    }
}

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    switch (r.method, r.rawPath) {
    case ("GET", "/charges/ch_1"):
        return .json(200, Fixture.charge(expanded: r.queryItems.contains { $0.name == "expand[]" && $0.value == "customer" }))
    case ("POST", "/customers/cus_1/sources"), ("POST", "/messages"):
        // Echoes the body: what the client sent is what it reads back.
        return .json(200, String(decoding: r.body, as: UTF8.self))
    default:
        return .json(404, #"{"error":"no route"}"#)
    }
}

private func withClient(_ body: (TillpointClient, TestServer) async throws -> Void) async throws {
    try await withServer(route) { server, _ in
        let client = TillpointClient(
            baseURL: server.url(), transport: URLSessionTransport(configuration: .ephemeral),
            configure: { $0.schemeCredentials[.merchant] = .bearerToken("t-token") })
        try await body(client, server)
    }
}

@Suite("Tillpoint: types")
struct TillpointTypesTests {
    @Test("A customer is an id until expanded; lenient amounts and an unknown source decode")
    func expandableCharge() async throws {
        try await withClient { client, _ in
            let plain = try await client.getCharge(id: "ch_1", expand: nil)
            #expect(plain.customer == .string("cus_1"))
            #expect(plain.customer.id == "cus_1")
            #expect(plain.amount == 1250)
            #expect(plain.amountRefunded == Decimal(string: "0.5"))
            #expect(plain.captured == false)
            #expect(plain.reference == "88120")
            #expect(plain.fee == .reduced)
            guard case .unknown(let source) = plain.source else {
                Issue.record("expected an unknown source, got \(plain.source)")
                return
            }
            #expect(source["provider"] == "tillpay")

            let expanded = try await client.getCharge(id: "ch_1", expand: ["customer"])
            guard case .customer(let customer) = expanded.customer else {
                Issue.record("expected the expanded customer, got \(expanded.customer)")
                return
            }
            #expect(customer.status == .suspended)
            #expect(customer.risk == .unknown(40))
            #expect(expanded.customer.id == "cus_1")
        }
    }

    @Test("A tagged union body carries its tag and comes back as the same variant")
    func unionBody() async throws {
        try await withClient { client, server in
            let account = BankAccount(bankName: "Tillbank", accountLast4: "0001", routingNumber: "110000")
            let answer = try await client.addPaymentSource(id: "cus_1", body: .bankAccount(account))
            #expect(answer == .bankAccount(account))
            let last = try #require(server.last)
            let sent = try #require(Wire.json(last.body))
            #expect(sent["type"] as? String == "bank_account")
            #expect(sent["account_last4"] as? String == "0001")
        }
    }

    @Test("Keys beside a message's fields are sent and read back")
    func additionalProperties() async throws {
        try await withClient { client, server in
            let message = Message(
                id: "msg_1", channel: "sms", to: "+447700900000", body: .parts([MessagePart(kind: "text", content: "Hi")]),
                units: .int(2), additionalProperties: ["sender_id": "TILL", "flags": ["flash": true]])
            let answer = try await client.sendMessage(body: message)
            #expect(answer == message)
            let last = try #require(server.last)
            let sent = try #require(Wire.json(last.body))
            #expect(sent["sender_id"] as? String == "TILL")
            #expect((sent["body"] as? [[String: Any]])?.first?["content"] as? String == "Hi")
        }
    }
}
