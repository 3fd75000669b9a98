// The `==` of generated models (written out, through `FieldEquality`) and of endpoint enums
// (their case and inputs read by reflection, `EndpointInputs`): every field and every input
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

    func testEveryKindOfEndpointInputTakesPartInEqualityAndHashing() {
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let matches = DuggyEndpoint.getMatches(clubId: "c1", status: nil, fromDate: day, toDate: nil)
        XCTAssertEqual(matches, .getMatches(clubId: "c1", status: nil, fromDate: day, toDate: nil))
        XCTAssertEqual(matches.hashValue, DuggyEndpoint.getMatches(clubId: "c1", status: nil, fromDate: day, toDate: nil).hashValue)
        // nil against a value, in either place, and a date a millisecond later.
        XCTAssertNotEqual(matches, .getMatches(clubId: "c1", status: "open", fromDate: day, toDate: nil))
        XCTAssertNotEqual(matches, .getMatches(clubId: "c1", status: nil, fromDate: nil, toDate: day))
        XCTAssertNotEqual(matches, .getMatches(clubId: "c1", status: nil, fromDate: day.addingTimeInterval(0.001), toDate: nil))
        // Another endpoint with the same inputs.
        XCTAssertNotEqual(
            DuggyEndpoint.getTransactions(type: nil, status: nil, fromDate: nil, toDate: nil),
            .getOrders(status: nil, fromDate: nil, toDate: nil))
        // A body model, bytes, and cases without inputs.
        let data = DuggyEndpoint.uploadProfileImage(body: Data([1, 2, 3]))
        XCTAssertEqual(data, .uploadProfileImage(body: Data([1, 2, 3])))
        XCTAssertNotEqual(data, .uploadProfileImage(body: Data([1, 2, 4])))
        let profile = UpdateProfileRequest(firstName: "Ada", lastName: "Lovelace")
        XCTAssertEqual(DuggyEndpoint.updateUserProfile(body: profile), .updateUserProfile(body: profile))
        XCTAssertNotEqual(
            DuggyEndpoint.updateUserProfile(body: profile),
            .updateUserProfile(body: UpdateProfileRequest(firstName: "Ada", lastName: "Byron")))
        XCTAssertNotEqual(DuggyEndpoint.logout, .getUserProfile)
        XCTAssertEqual(DuggyEndpoint.logout.hashValue, DuggyEndpoint.logout.hashValue)

        // Inputs reach the hash, not just the case: a hundred clubs give (nearly) a hundred hashes.
        let clubs = (0..<100).map { DuggyEndpoint.getClubDetails(clubId: "club\($0)") }
        XCTAssertEqual(Set(clubs).count, 100)
        XCTAssertGreaterThan(Set(clubs.map(\.hashValue)).count, 95)
    }
}
