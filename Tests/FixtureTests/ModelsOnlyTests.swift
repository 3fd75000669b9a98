import Foundation
import ModelsOnly
import ModelsOnlyMocks
import XCTest

/// The ModelsOnly fixture (Tests/Fixtures/Specs/ModelsOnly.yaml): an API with models and no
/// endpoint. That the module compiles is most of the test.
final class ModelsOnlyTests: XCTestCase {
    func testModelsRoundTripWithoutAnyEndpoint() throws {
        let note = try JSONDecoder().decode(Note.self, from: Data(#"{"id": 7, "text": "hi"}"#.utf8))
        XCTAssertEqual(note, Note(id: 7, text: "hi", tags: []))
        XCTAssertEqual(try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(note)), note)
    }

    func testAnOptionalWithADefaultTellsAbsentFromNull() throws {
        let absent = try JSONDecoder().decode(Profile.self, from: Data("{}".utf8))
        XCTAssertEqual(absent.nickname, "anonymous")
        XCTAssertEqual(absent.since, Profile().since)
        XCTAssertNotNil(absent.since)
        let null = try JSONDecoder().decode(Profile.self, from: Data(#"{"nickname": null, "since": null}"#.utf8))
        XCTAssertNil(null.nickname)
        XCTAssertNil(null.since)
        // nil is sent as null, so it comes back as nil rather than as the default.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let sent = try encoder.encode(Profile(nickname: nil, since: nil))
        XCTAssertEqual(String(decoding: sent, as: UTF8.self), #"{"nickname":null,"since":null}"#)
        XCTAssertEqual(try JSONDecoder().decode(Profile.self, from: sent), Profile(nickname: nil, since: nil))
    }

    func testTheMockConformsAndRecordsNoCall() {
        let mock: any ModelsOnlyClientProtocol = MockModelsOnlyClient()
        XCTAssertEqual((mock as? MockModelsOnlyClient)?.calls, [])
    }
}
