import Foundation
import XCTest

@testable import GenRuntime

/// No number a server sends, of any size, traps in the runtime.
final class NumberBoundsTests: XCTestCase {
    func testSaturatingConversionsHoldEveryDouble() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e19, -1e19, 9.3e18, -9.3e18, .greatestFiniteMagnitude, 0.9, -0.9, 42]
        XCTAssertEqual(values.map { Int64(saturating: $0) }, [0, .max, .min, .max, .min, .max, .min, .max, 0, 0, 42])
        XCTAssertEqual(values.map { UInt64(nanoseconds: $0) }.prefix(5), [0, .max, 0, .max, 0])
        XCTAssertEqual(UInt64(nanoseconds: 1.5), 1_500_000_000)
        XCTAssertEqual(Int(saturating: 1e300), .max)
    }

    /// Dates far outside any real range, as a server may send them as epoch numbers, are
    /// written back in every format without trapping.
    func testExtremeDatesEncodeInEveryFormat() throws {
        let formats: [DateFormat] = [
            .iso8601, .iso8601Fractional, .rfc3339, .epochSeconds, .epochMilliseconds, .dateOnly,
            .pattern("yyyy-MM-dd HH:mm:ss.SSSSSS"), .pattern("yyyy-MM-dd'T'HH:mm:ss.SSSZ"),
        ]
        let seconds: [Double] = [1e300, -1e300, 1e19, -1e19, 1e17, -1e17, .greatestFiniteMagnitude, 253_402_300_800.0005]
        for format in formats {
            for value in seconds {
                let date = Date(timeIntervalSince1970: value)
                _ = format.string(from: date)
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = format.encodingStrategy
                _ = try encoder.encode([date])
            }
        }
    }

    func testHugeEpochNumbersDecode() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = DateFormat.epochMilliseconds.decodingStrategy
        let dates = try decoder.decode([Date].self, from: Data("[1e300, -1e300, 1e19]".utf8))
        XCTAssertEqual(dates.count, 3)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = DateFormat.epochMilliseconds.encodingStrategy
        XCTAssertEqual(
            String(decoding: try encoder.encode(dates), as: UTF8.self), "[9223372036854775807,-9223372036854775808,9223372036854775807]")
    }
}
