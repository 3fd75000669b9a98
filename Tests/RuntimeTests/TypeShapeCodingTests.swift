import Foundation
import XCTest

@testable import GenRuntime

/// The runtime behind lenient scalars, additional properties, tagged unions, clearable fields
/// and UUIDs inside lists and dictionaries.
final class TypeShapeCodingTests: XCTestCase {
    private enum Key: String, CodingKey { case value, id }

    private struct Lenient<T: LenientScalar & Equatable>: Decodable {
        var value: T?
        init(from decoder: any Decoder) throws {
            value = try decoder.container(keyedBy: Key.self).decodeLenientIfPresent(T.self, forKey: .value)
        }
    }

    private func lenient<T: LenientScalar & Equatable>(_ type: T.Type, _ json: String) throws -> T? {
        try JSONDecoder().decode(Lenient<T>.self, from: Data("{\"value\": \(json)}".utf8)).value
    }

    func testNumbersAcceptTheirTextAndNothingElse() throws {
        XCTAssertEqual(try lenient(Int.self, "1250"), 1250)
        XCTAssertEqual(try lenient(Int.self, "\"1250\""), 1250)
        XCTAssertEqual(try lenient(Int.self, "\"-7\""), -7)
        XCTAssertEqual(try lenient(Int64.self, "\"9223372036854775807\""), .max)
        XCTAssertEqual(try lenient(Double.self, "\"2.5e1\""), 25)
        XCTAssertEqual(try lenient(Decimal.self, "\"12.50\""), Decimal(string: "12.5"))
        XCTAssertEqual(try lenient(Decimal.self, "12.5"), Decimal(string: "12.5"))
        XCTAssertNil(try lenient(Int.self, "null"))
        for bad in ["\"12abc\"", "\" 12\"", "\"0x1F\"", "\"NaN\"", "\"\"", "\"1.\"", "true", "\"9223372036854775808\""] {
            XCTAssertThrowsError(try lenient(Int.self, bad), bad)
        }
        for bad in ["\"12abc\"", "\"Infinity\"", "\"1e\""] {
            XCTAssertThrowsError(try lenient(Decimal.self, bad), bad)
            XCTAssertThrowsError(try lenient(Double.self, bad), bad)
        }
    }

    func testTextAndBoolAcceptTheOtherForm() throws {
        XCTAssertEqual(try lenient(String.self, "\"A-1\""), "A-1")
        XCTAssertEqual(try lenient(String.self, "1250"), "1250")
        XCTAssertEqual(try lenient(String.self, "0.1"), "0.1")
        XCTAssertEqual(try lenient(String.self, "true"), "true")
        XCTAssertEqual(try lenient(Bool.self, "\"false\""), false)
        XCTAssertEqual(try lenient(Bool.self, "true"), true)
        XCTAssertThrowsError(try lenient(Bool.self, "\"yes\""))
        XCTAssertThrowsError(try lenient(String.self, "[1]"))
    }

    private struct Open: Codable, Equatable {
        var id: String
        var extra: [String: JSONValue]
        init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .id)
            extra = try AdditionalProperties.decode(JSONValue.self, from: decoder, known: ["id"])
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(id, forKey: .id)
            try AdditionalProperties.encode(extra, to: encoder, known: ["id"])
        }
    }

    func testAdditionalPropertiesSurviveARoundTripAndKnownKeysWin() throws {
        let json = #"{"id":"m_1","priority":"high","tags":["a"],"nested":{"n":1.5}}"#
        let value = try JSONDecoder().decode(Open.self, from: Data(json.utf8))
        XCTAssertEqual(value.extra, ["priority": "high", "tags": ["a"], "nested": ["n": 1.5]])
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        XCTAssertEqual(again, try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)))

        var clash = value
        clash.extra["id"] = "other"
        let sent = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(clash))
        XCTAssertEqual(sent["id"], "m_1")
    }

    private struct Card: Codable, Equatable {
        var last4: String
    }

    func testTagIsWrittenBesideTheFieldsAndWins() throws {
        struct Tagged: Encodable {
            var card: Card
            func encode(to encoder: any Encoder) throws {
                try UnionCoding.encode(card, tag: "card", key: "type", to: encoder)
            }
        }
        let data = try JSONEncoder().encode(Tagged(card: Card(last4: "4242")))
        XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: data), ["last4": "4242", "type": "card"])

        let decoder = try JSONDecoder().decode(TagReader.self, from: data)
        XCTAssertEqual(decoder.tag, "card")
        XCTAssertThrowsError(try JSONDecoder().decode(TagReader.self, from: Data(#"{"type": 1}"#.utf8)))
    }

    private struct TagReader: Decodable {
        var tag: String
        init(from decoder: any Decoder) throws {
            tag = try UnionCoding.tag("type", from: decoder)
        }
    }

    /// A clearable field's three states each take their own form on the wire and come back as
    /// they went: the key left out, `null`, a value; UUIDs in lower case, nested too.
    /// A literal is a clearable field's value, so a call says `temperature: 0.2`, not
    /// `.value(0.2)`; nil still leaves the key out.
    func testALiteralIsAClearableValue() {
        let temperature: Nullable<Double>? = 0.2
        let count: Nullable<Int>? = 3
        let flag: Nullable<Bool>? = false
        let name: Nullable<String>? = "Ada"
        let left: Nullable<String>? = nil
        XCTAssertEqual(temperature, .value(0.2))
        XCTAssertEqual(count, .value(3))
        XCTAssertEqual(flag, .value(false))
        XCTAssertEqual(name, .value("Ada"))
        XCTAssertNil(left)
    }

    func testAClearableFieldTellsAKeyLeftOutFromNull() throws {
        struct Patch: Codable, Equatable {
            var value: Nullable<String>?
            var id: Nullable<[UUID]>?
            init(value: Nullable<String>?, id: Nullable<[UUID]>?) {
                self.value = value
                self.id = id
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                value = try container.decodeClearable(String.self, forKey: .value)
                id = try container.decodeClearable([UUID].self, forKey: .id)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encodeClearable(value, forKey: .value)
                try container.encodeClearableUUIDs(id, forKey: .id)
            }
        }
        let uuid = UUID(uuidString: "0A0B0C0D-1E2F-4A5B-8C9D-AEBFC0D1E2F3")!
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (patch, json) in [
            (Patch(value: nil, id: nil), "{}"),
            (Patch(value: .null, id: .null), #"{"id":null,"value":null}"#),
            (Patch(value: .value("x"), id: .value([uuid])), #"{"id":["0a0b0c0d-1e2f-4a5b-8c9d-aebfc0d1e2f3"],"value":"x"}"#),
        ] {
            let data = try encoder.encode(patch)
            XCTAssertEqual(String(decoding: data, as: UTF8.self), json)
            XCTAssertEqual(try JSONDecoder().decode(Patch.self, from: data), patch)
        }
        XCTAssertNil(Nullable<Int>.null.wrapped)
        XCTAssertEqual(Nullable.value(3).wrapped, 3)
        XCTAssertEqual(Nullable(nil as Int?), .null)
        XCTAssertEqual(Nullable(Int?.some(4)), .value(4))
    }

    /// Lists, dictionaries and optionals of UUIDs go out in lower case, `null` kept.
    func testUUIDsInsideContainersAreLowerCase() throws {
        struct Holder: Encodable {
            var ids: [String: [UUID?]]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encodeUUIDs(ids, forKey: .id)
            }
        }
        let uuid = UUID(uuidString: "0A0B0C0D-1E2F-4A5B-8C9D-AEBFC0D1E2F3")!
        let data = try JSONEncoder().encode(Holder(ids: ["a": [uuid, nil]]))
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"id":{"a":["0a0b0c0d-1e2f-4a5b-8c9d-aebfc0d1e2f3",null]}}"#)
    }
}
