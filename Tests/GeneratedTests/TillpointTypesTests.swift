// Tillpoint's types: unions, composition, number enums, additional properties, lenient scalars
// and key digits, through the generated module's own coders.

import Foundation
import Tillpoint
import XCTest

final class TillpointTypesTests: XCTestCase {
    private let coder = RoundTripper(decoder: TillpointCoding.makeDecoder, encoder: TillpointCoding.makeEncoder)

    private let customerJSON = """
        {"id": "cus_1", "name": "Ada", "email": "ada@example.com", "created_at": "2025-01-15T10:30:00Z", "status": 0, "risk": 20,
         "address": {"line_1": "1 Main St", "line_2": "Flat 2", "city": "Leeds", "postal_code": "LS1"}, "metadata": {"tier": "gold"}}
        """

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try TillpointCoding.makeDecoder().decode(T.self, from: Data(json.utf8))
    }

    // MARK: Composition and key digits

    func testCustomerIncludesItsSummarysFieldsAndAddressSplitsDigits() throws {
        let customer = try XCTUnwrap(coder.check(Customer.self, customerJSON))
        XCTAssertEqual(customer.id, "cus_1")
        XCTAssertEqual(customer.name, "Ada")
        XCTAssertEqual(customer.status, .active)
        XCTAssertEqual(customer.risk, .elevated)
        XCTAssertEqual(customer.address?.line1, "1 Main St")
        XCTAssertEqual(customer.address?.line2, "Flat 2")
        let summary = try XCTUnwrap(coder.check(CustomerSummary.self, #"{"id": "cus_1", "name": "Ada"}"#))
        XCTAssertNil(summary.email)
        // The summary's fields are the customer's, by the same names.
        XCTAssertEqual(
            CustomerSummary(id: customer.id, name: customer.name, email: customer.email),
            try decode(CustomerSummary.self, customerJSON))
        coder.checkFails(Address.self, #"{"line1": "x", "city": "y", "postal_code": "z"}"#)
        coder.check(Address.self, #"{"line_1": "x", "city": "y", "postal_code": "z"}"#)
    }

    // MARK: Number enums

    func testIntegerAndNumberEnumsOpenAndClosed() throws {
        XCTAssertEqual(CustomerStatus.suspended.rawValue, 1)
        XCTAssertEqual(CustomerStatus.allCases, [.active, .suspended, .closed])
        coder.check([CustomerStatus].self, "[0, 1, 2]")
        coder.checkFails(CustomerStatus.self, "3")
        coder.checkFails(CustomerStatus.self, #""0""#)
        // Open: a level added later is kept and sent back.
        let levels = try XCTUnwrap(coder.check([RiskLevel].self, "[10, 40]"))
        XCTAssertEqual(levels, [.low, .unknown(40)])
        XCTAssertEqual(RiskLevel(rawValue: 30), .highest)
        XCTAssertEqual(RiskLevel.unknown(20), .elevated)
        XCTAssertEqual(Set([RiskLevel.unknown(20), .elevated]).count, 1)
        XCTAssertEqual(try decode([FeeRate].self, "[2.9, 1.5, 0]"), [.standard, .reduced, .waived])
        coder.checkFails(FeeRate.self, "2.95")
        // A query parameter of an integer enum is its number.
        let request = try TillpointEndpoint.listCustomerSummaries(status: .closed).request(encoder: TillpointCoding.makeEncoder())
        XCTAssertEqual(request.query, [URLQueryItem(name: "status", value: "2")])
    }

    // MARK: Unions

    func testTheExpandableCustomerIsAnIdOrTheObject() throws {
        let id = try XCTUnwrap(coder.check(CustomerRef.self, #""cus_1""#))
        XCTAssertEqual(id, .string("cus_1"))
        XCTAssertEqual(id.id, "cus_1")
        let expanded = try XCTUnwrap(coder.check(CustomerRef.self, customerJSON))
        guard case .customer(let customer) = expanded else { return XCTFail("expected the customer, got \(expanded)") }
        XCTAssertEqual(customer.name, "Ada")
        XCTAssertEqual(expanded.id, "cus_1")
        coder.checkFails(CustomerRef.self, "42")
        coder.checkFails(CustomerRef.self, #"{"id": "cus_1"}"#)
    }

    func testPaymentSourcesAreChosenByTheirTypeAndUnknownOnesAreKept() throws {
        let card = try XCTUnwrap(
            coder.check(PaymentSource.self, #"{"type": "card", "brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2030}"#))
        XCTAssertEqual(card, .card(Card(brand: "visa", last4: "4242", expMonth: 12, expYear: 2030)))
        let bank = try XCTUnwrap(
            coder.check(
                PaymentSource.self,
                #"{"type": "bank_account", "bank_name": "Tillbank", "account_last4": "0001", "routing_number": "110000"}"#))
        guard case .bankAccount(let account) = bank else { return XCTFail("expected a bank account, got \(bank)") }
        XCTAssertEqual(account.accountLast4, "0001")
        // A kind this client does not know: kept whole, and sent back as it came.
        let wallet = #"{"type": "wallet", "provider": "tillpay", "limits": {"daily": 500.25, "tags": ["a", null]}, "verified": true}"#
        let unknown = try XCTUnwrap(coder.check(PaymentSource.self, wallet))
        guard case .unknown(let json) = unknown else { return XCTFail("expected an unknown variant, got \(unknown)") }
        XCTAssertEqual(json["provider"], "tillpay")
        // No tag at all is unknown too, for an open union.
        coder.check(PaymentSource.self, #"{"brand": "visa"}"#)
        // A known tag whose fields are wrong is an error, not an unknown variant.
        coder.checkFails(PaymentSource.self, #"{"type": "card", "brand": "visa"}"#)
        XCTAssertNotEqual(card, unknown)
        XCTAssertEqual(Set([card, card, bank, unknown]).count, 3)
    }

    func testAClosedTaggedUnionRefusesAnUnknownTag() throws {
        let events = try XCTUnwrap(
            coder.check(
                [Event].self,
                #"[{"type": "message.delivered", "message_id": "m_1", "delivered": true, "carrier": "tillnet"}, {"type": "charge.succeeded", "id": "ch_1", "amount": 1250, "currency": "gbp", "captured": true, "customer": "cus_1", "source": {"type": "card", "brand": "visa", "last4": "4242", "exp_month": 1, "exp_year": 2031}}]"#
            ))
        guard case .messageDelivered(let report) = events[0] else { return XCTFail("expected a delivery report, got \(events[0])") }
        // The variant reads the whole object, so a model that keeps additional properties keeps the tag among them.
        XCTAssertEqual(report.additionalProperties, ["carrier": "tillnet", "type": "message.delivered"])
        guard case .chargeSucceeded(let charge) = events[1] else { return XCTFail("expected a charge, got \(events[1])") }
        XCTAssertEqual(charge.customer.id, "cus_1")
        coder.checkFails(Event.self, #"{"type": "refund.created", "id": "re_1"}"#)
        coder.checkFails(Event.self, #"{"id": "re_1"}"#)
    }

    func testUntaggedUnionsTryEachVariantInOrder() throws {
        XCTAssertEqual(coder.check(MessageBody.self, #""Hello""#), .text("Hello"))
        XCTAssertEqual(
            coder.check(MessageBody.self, #"[{"kind": "text", "content": "Hi"}, {"kind": "link", "content": "https://t.example"}]"#),
            .parts([MessagePart(kind: "text", content: "Hi"), MessagePart(kind: "link", content: "https://t.example")]))
        coder.checkFails(MessageBody.self, "{}")
        XCTAssertEqual(coder.check(Quantity.self, "3"), .int(3))
        XCTAssertEqual(coder.check(Quantity.self, #""3""#), .string("3"))
        coder.checkFails(Quantity.self, "3.5")
        // A union body is sent as its variant, tag included.
        let source = PaymentSource.card(Card(brand: "visa", last4: "4242", expMonth: 1, expYear: 2031))
        let request = try TillpointEndpoint.addPaymentSource(id: "cus_1", body: source).request(encoder: TillpointCoding.makeEncoder())
        guard case .json(let data) = request.body else { return XCTFail("expected a JSON body, got \(request.body)") }
        XCTAssertEqual(try JSONNode(data)["type"], .string("card"))
    }

    // MARK: Additional properties

    func testKeysBesideTheKnownFieldsSurviveARoundTrip() throws {
        let json = #"""
            {"id": "msg_1", "channel": "sms", "to": "+447700900000", "body": "Hi", "units": "2",
             "sender_id": "TILL", "flags": {"flash": true}, "priority": 2}
            """#
        let message = try XCTUnwrap(coder.check(Message.self, json))
        XCTAssertEqual(message.units, .string("2"))
        XCTAssertEqual(message.additionalProperties.keys.sorted(), ["flags", "priority", "sender_id"])
        XCTAssertEqual(message.additionalProperties["sender_id"]?.stringValue, "TILL")
        let built = Message(id: "m", channel: "sms", to: "+44", body: .text("x"))
        XCTAssertEqual(built.additionalProperties, [:])
        // A value of another type than the spec's is an error, as for any field.
        coder.checkFails(DeliveryReport.self, #"{"message_id": "m", "delivered": true, "attempts": 3}"#)
        // The known field wins over an additional key of its name.
        let clash = DeliveryReport(messageId: "m_1", delivered: true, additionalProperties: ["message_id": "other"])
        XCTAssertEqual(try JSONNode(coder.encode(clash))["message_id"], .string("m_1"))
    }

    // MARK: Lenient scalars

    func testLenientFieldsAcceptTheOtherFormAndSendTheDeclaredOne() throws {
        let text = #"""
            {"id": "ch_1", "amount": "1250", "amount_refunded": "12.50", "currency": "gbp", "reference": 88120, "captured": "true",
             "customer": "cus_1", "source": {"type": "card", "brand": "visa", "last4": "4242", "exp_month": 1, "exp_year": 2031}, "fee": 2.9}
            """#
        let charge = try XCTUnwrap(coder.check(Charge.self, text, canonical: false))
        XCTAssertEqual(charge.amount, 1250)
        XCTAssertEqual(charge.amountRefunded, Decimal(string: "12.5"))
        XCTAssertEqual(charge.reference, "88120")
        XCTAssertTrue(charge.captured)
        XCTAssertEqual(charge.fee, .standard)
        let sent = try JSONNode(coder.encode(charge))
        XCTAssertEqual(sent["amount"], .number(1250))
        XCTAssertEqual(sent["amount_refunded"], .number(Decimal(string: "12.5")!))
        XCTAssertEqual(sent["reference"], .string("88120"))
        XCTAssertEqual(sent["captured"], .bool(true))
        coder.checkFails(Charge.self, text.replacingOccurrences(of: #""1250""#, with: #""12 50""#))
        coder.checkFails(Charge.self, text.replacingOccurrences(of: #""true""#, with: #""yes""#))
    }

    func testEveryModelHasARoundTrip() {
        coder.check(Card.self, #"{"brand": "visa", "last4": "4242", "exp_month": 1, "exp_year": 2031}"#)
        coder.check(BankAccount.self, #"{"bank_name": "B", "account_last4": "0001", "routing_number": "1"}"#)
        coder.check(MessagePart.self, #"{"kind": "text", "content": "Hi"}"#)
        coder.check(DeliveryReport.self, #"{"message_id": "m", "delivered": false, "carrier": "x"}"#)
        coder.check(
            Charge.self,
            #"{"id": "ch_1", "amount": 5, "currency": "gbp", "captured": false, "customer": "cus_1", "source": {"type": "x"}}"#)
        coder.check(Event.self, #"{"type": "message.delivered", "message_id": "m", "delivered": true}"#)
        coder.check(FeeRate.self, "1.5")
        coder.check(Customer.self, customerJSON)
        coder.check(CustomerSummary.self, #"{"id": "cus_1", "name": "Ada"}"#)
        coder.check(Address.self, #"{"line_1": "x", "city": "y", "postal_code": "z"}"#)
        coder.check(CustomerStatus.self, "1")
        coder.check(RiskLevel.self, "30")
        coder.check(CustomerRef.self, #""cus_1""#)
        coder.check(PaymentSource.self, #"{"type": "other"}"#)
        coder.check(MessageBody.self, #""Hi""#)
        coder.check(Quantity.self, "1")
        coder.check(Message.self, #"{"id": "m", "channel": "sms", "to": "+44", "body": "x"}"#)
        coder.assertCoversEveryModel(of: "Tillpoint", in: "Tillpoint.types.yaml")
    }
}
