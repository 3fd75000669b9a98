// The runtime's percent-encoding of path parameters and query items, against Foundation's.

import Foundation
import Harbor
import XCTest

final class FormEncodingTests: XCTestCase {
    /// A path segment keeps RFC 3986's unreserved characters; a query item keeps commas too,
    /// so that an `explode: false` list reads `id=3,4,5`.
    func testPathAndQueryEscapingMatchFoundationForTheUnreservedSet() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let query = unreserved.union(CharacterSet(charactersIn: ","))
        let samples = [
            "", "plain", "A-Z_a.z~09", "a b", "a+b&c=d", "x/y?z#w", "100%", "é", "Zürich 東京", "👩‍🚀", "\"quoted\"",
            "tab\there", "new\nline", "[]{}|\\^`<>", "!$'()*,;:@",
        ]
        for sample in samples {
            XCTAssertEqual(FormEncoding.queryComponent(sample), sample.addingPercentEncoding(withAllowedCharacters: query), sample)
            XCTAssertEqual(FormEncoding.pathSegment(sample), sample.addingPercentEncoding(withAllowedCharacters: unreserved), sample)
        }
        XCTAssertEqual(
            FormEncoding.query([URLQueryItem(name: "q", value: "a b&c"), URLQueryItem(name: "flag", value: nil)]), "q=a%20b%26c&flag")
        XCTAssertEqual(FormEncoding.query([URLQueryItem(name: "id", value: "3,4,5")]), "id=3,4,5")
        XCTAssertEqual(FormEncoding.pathSegment("3,4"), "3%2C4")
    }
}
