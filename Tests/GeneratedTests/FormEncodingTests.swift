// The runtime's percent-encoding of path parameters and query items, against Foundation's.

import Foundation
import Harbor
import XCTest

final class FormEncodingTests: XCTestCase {
    func testPathAndQueryEscapingMatchFoundationForTheUnreservedSet() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let samples = [
            "", "plain", "A-Z_a.z~09", "a b", "a+b&c=d", "x/y?z#w", "100%", "é", "Zürich 東京", "👩‍🚀", "\"quoted\"",
            "tab\there", "new\nline", "[]{}|\\^`<>", "!$'()*,;:@",
        ]
        for sample in samples {
            let foundation = sample.addingPercentEncoding(withAllowedCharacters: unreserved)
            XCTAssertEqual(FormEncoding.queryComponent(sample), foundation, sample)
            XCTAssertEqual(FormEncoding.pathSegment(sample), foundation, sample)
        }
        XCTAssertEqual(
            FormEncoding.query([URLQueryItem(name: "q", value: "a b&c"), URLQueryItem(name: "flag", value: nil)]), "q=a%20b%26c&flag")
    }
}
