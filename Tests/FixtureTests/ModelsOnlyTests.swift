import Foundation
import ModelsOnly
import XCTest

/// The ModelsOnly fixture (Tests/Fixtures/Specs/ModelsOnly.yaml): an API with models and no
/// endpoint. That the module compiles is most of the test.
final class ModelsOnlyTests: XCTestCase {
    func testModelsRoundTripWithoutAnyEndpoint() throws {
        let note = try JSONDecoder().decode(Note.self, from: Data(#"{"id": 7, "text": "hi"}"#.utf8))
        XCTAssertEqual(note, Note(id: 7, text: "hi", tags: []))
        XCTAssertEqual(try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(note)), note)
    }

    func testTheMockConformsAndRecordsNoCall() {
        let mock: any ModelsOnlyClientProtocol = MockModelsOnlyClient()
        XCTAssertEqual((mock as? MockModelsOnlyClient)?.calls, [])
    }
}

