import Foundation
import XCTest

@testable import GenRuntime

/// How dates and UUIDs are written and read as text: what a server receives and what it may send.
final class WireTextTests: XCTestCase {
    private func date(_ text: String, _ format: DateFormat = .rfc3339) throws -> Date {
        try XCTUnwrap(format.date(from: text), "\(format) did not read \(text)")
    }

    /// A time read from the server goes back as it came: a cursor or an "updated since" filter
    /// that lost its fraction would select other items.
    func testRFC3339WritesTheFractionADateHas() throws {
        for text in [
            "2024-01-02T03:04:05Z", "2024-01-02T03:04:05.678Z", "2024-01-02T03:04:05.5Z", "2024-01-02T03:04:05.123456Z",
            "1969-12-31T23:59:59.25Z",
        ] {
            XCTAssertEqual(DateFormat.rfc3339.string(from: try date(text)), text)
        }
        XCTAssertEqual(DateFormat.rfc3339.string(from: Date(timeIntervalSince1970: 0.000_000_4)), "1970-01-01T00:00:00Z")
        XCTAssertEqual(DateFormat.rfc3339.string(from: Date(timeIntervalSince1970: 0.999_999_7)), "1970-01-01T00:00:01Z")
        // An offset is read as the instant it names.
        XCTAssertEqual(DateFormat.rfc3339.string(from: try date("2024-01-02T05:04:05.5+02:00")), "2024-01-02T03:04:05.5Z")
        // `iso8601` still writes whole seconds, as the specs that chose it expect.
        XCTAssertEqual(DateFormat.iso8601.string(from: try date("2024-01-02T03:04:05.678Z")), "2024-01-02T03:04:05Z")
    }

    func testRFC3339InAModelField() throws {
        struct Event: Codable, Equatable {
            var at: Date
            init(at: Date) { self.at = at }
            init(from decoder: any Decoder) throws {
                at = try decoder.container(keyedBy: Key.self).decode(Date.self, forKey: .at, format: .rfc3339)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(at, forKey: .at, format: .rfc3339)
            }
            enum Key: String, CodingKey { case at }
        }
        let json = #"{"at":"2024-01-02T03:04:05.678Z"}"#
        let event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(event), as: UTF8.self), json)
    }

    /// RFC 3339 lets `T` and `Z` be written in lower case.
    func testLowerCaseSeparatorAndZoneAreRead() throws {
        let expected = try date("2024-01-02T03:04:05Z")
        for format in [DateFormat.rfc3339, .iso8601, .iso8601Fractional] {
            XCTAssertEqual(try date("2024-01-02t03:04:05z", format), expected)
            XCTAssertEqual(try date("2024-01-02t03:04:05.000z", format), expected)
        }
        XCTAssertNil(DateFormat.rfc3339.date(from: "tomorrow"))
    }

    /// What servers write beside RFC 3339 is read too: a time without an offset as UTC (Python's
    /// `isoformat()` of a naive time, Linode's every date), and a space for the `T`. Sent, a
    /// date is RFC 3339.
    func testATimeWithoutAnOffsetIsUTCAndASpaceMaySeparate() throws {
        let expected = try date("2024-01-02T03:04:05Z")
        for format in [DateFormat.rfc3339, .iso8601, .iso8601Fractional] {
            XCTAssertEqual(try date("2024-01-02T03:04:05", format), expected)
            XCTAssertEqual(try date("2024-01-02 03:04:05", format), expected)
            XCTAssertEqual(try date("2024-01-02 03:04:05+00:00", format), expected)
        }
        XCTAssertEqual(DateFormat.rfc3339.string(from: try date("2024-01-02T03:04:05.25")), "2024-01-02T03:04:05.25Z")
        XCTAssertEqual(DateFormat.rfc3339.string(from: try date("2024-01-02 05:04:05+02:00")), "2024-01-02T03:04:05Z")
        for text in ["2024-01-02T03:04", "2024-01-02T03:04:05 UTC", "2024-01-02X03:04:05", "2024-01-02T03:04:05.", "02/01/2024 03:04:05"] {
            XCTAssertNil(DateFormat.rfc3339.date(from: text), text)
        }
    }

    /// RFC 4122 writes UUIDs in lower case; `UUID`'s own encoding is upper case.
    func testUUIDFieldsAreWrittenInLowerCase() throws {
        struct Tagged: Encodable {
            var id: UUID
            var parent: UUID?
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encodeValue(id, forKey: .id)
                try container.encodeOptional(parent, forKey: .parent)
            }
            enum Key: String, CodingKey { case id, parent }
        }
        let id = try XCTUnwrap(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(
            String(decoding: try encoder.encode(Tagged(id: id, parent: id)), as: UTF8.self),
            #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","parent":"3f2504e0-4f89-11d3-9a0c-0305e82c3301"}"#)
        XCTAssertEqual(
            String(decoding: try encoder.encode(Tagged(id: id, parent: nil)), as: UTF8.self),
            #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301"}"#)
    }
}
