// The written-out `==` of generated models and endpoint enums (they compare through
// `FieldEquality` and, for endpoints, end in a `default` branch): every field and every input
// takes part, and equal values hash alike.

import Duggy
import Foundation
import XCTest

final class EqualityTests: XCTestCase {
    private let location = LocationDTO(
        address: "1 Quay St", city: "Leith", state: "Lothian", country: "UK", postalCode: "EH6", latitude: 55.97, longitude: -3.17)

    func testModelsAreEqualOnlyWhenEveryFieldIs() {
        XCTAssertEqual(location, location)
        XCTAssertEqual(Set([location, location]).count, 1)
        let changes: [(String, (inout LocationDTO) -> Void)] = [
            ("address", { $0.address = "2 Quay St" }),
            ("city", { $0.city = "Edinburgh" }),
            ("state", { $0.state = "Fife" }),
            ("country", { $0.country = "GB" }),
            ("postalCode", { $0.postalCode = nil }),
            ("latitude", { $0.latitude = 55.98 }),
            ("longitude", { $0.longitude = nil }),
        ]
        for (field, change) in changes {
            var other = location
            change(&other)
            XCTAssertNotEqual(location, other, "a different \(field)")
            XCTAssertNotEqual(other, location, "a different \(field), other side")
        }
    }

    func testEndpointsAreEqualOnlyForTheSameCaseWithEqualInputs() {
        // `exportData` is the last case: its comparison is the `default` branch of `==`.
        let export = DuggyEndpoint.exportData(clubId: "c1", type: .members)
        XCTAssertEqual(export, .exportData(clubId: "c1", type: .members))
        XCTAssertEqual(export.hashValue, DuggyEndpoint.exportData(clubId: "c1", type: .members).hashValue)
        XCTAssertNotEqual(export, .exportData(clubId: "c2", type: .members))
        XCTAssertNotEqual(export, .exportData(clubId: "c1", type: .orders))
        XCTAssertNotEqual(export, .getFinancialSummary(clubId: "c1"))
        XCTAssertNotEqual(DuggyEndpoint.getFinancialSummary(clubId: "c1"), export)

        XCTAssertEqual(DuggyEndpoint.getSystemHealth, .getSystemHealth)
        XCTAssertNotEqual(DuggyEndpoint.getSystemHealth, export)
        XCTAssertEqual(DuggyEndpoint.verifyOTP(phoneNumber: "+44", otp: "1234"), .verifyOTP(phoneNumber: "+44", otp: "1234"))
        XCTAssertNotEqual(DuggyEndpoint.verifyOTP(phoneNumber: "+44", otp: "1234"), .verifyOTP(phoneNumber: "+44", otp: "4321"))
        XCTAssertNotEqual(DuggyEndpoint.verifyOTP(phoneNumber: "+44", otp: "1234"), .sendOTP(phoneNumber: "+44"))
        XCTAssertEqual(Set([export, export, .getSystemHealth]).count, 2)
    }
}
