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

    /// `kind` is read from the sink's own object: its tag `type` and its variant's fields sit
    /// beside `id` and `name`, and go back there.
    func testAFlattenedUnionSharesTheModelsObject() throws {
        let json = #"{"id": "s1", "name": "Main", "type": "queue", "queueName": "jobs", "region": "us"}"#
        let sink = try JSONDecoder().decode(Sink.self, from: Data(json.utf8))
        XCTAssertEqual(sink.id, "s1")
        XCTAssertEqual(sink.kind, .queue(QueueSink(queueName: "jobs", region: "us")))
        XCTAssertEqual(try object(sink), try object(json))

        let http = Sink(id: "s2", kind: .http(HttpSink(url: URL(string: "https://hooks.example/in")!)))
        XCTAssertEqual(try object(http), ["id": "s2", "type": "http", "url": "https://hooks.example/in"])
        XCTAssertEqual(try JSONDecoder().decode(Sink.self, from: JSONEncoder().encode(http)), http)
    }

    /// Beside additional properties, a closed union's keys are its own, not additional ones.
    func testAFlattenedUnionsKeysAreNotAdditionalProperties() throws {
        let json = #"{"path": "/in", "action": "sink", "url": "https://hooks.example/in", "note": "kept"}"#
        let route = try JSONDecoder().decode(Route.self, from: Data(json.utf8))
        XCTAssertEqual(route.target, .sink(HttpSink(url: URL(string: "https://hooks.example/in")!)))
        XCTAssertEqual(route.additionalProperties, ["note": .string("kept")])
        let encoded = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(route)) as? NSDictionary)
        XCTAssertEqual(encoded, try object(json))
    }

    /// A kind this client does not know keeps its own keys, not the sink's: a sink made anew
    /// from it sends the new values of its own fields, and none it dropped.
    func testAnUnknownFlattenedVariantKeepsOnlyItsOwnKeys() throws {
        let json = #"{"id": "s3", "name": "Old", "type": "s3", "bucket": "logs"}"#
        let sink = try JSONDecoder().decode(Sink.self, from: Data(json.utf8))
        XCTAssertEqual(sink.kind, .unknown(.object(["type": .string("s3"), "bucket": .string("logs")])))
        XCTAssertEqual(try object(sink), try object(json))
        let renamed = Sink(id: "s4", name: nil, kind: sink.kind)
        XCTAssertEqual(try object(renamed), ["id": "s4", "type": "s3", "bucket": "logs"])
    }

    /// A sink is an object whatever its kind: other JSON is refused, and a kind made in code of
    /// something other than an object cannot be written beside the sink's fields.
    func testAFlattenedUnionNeedsAnObject() throws {
        for json in [#""hello""#, "5", "null", "[]"] {
            XCTAssertThrowsError(try JSONDecoder().decode(Sink.self, from: Data(json.utf8)), json)
        }
        XCTAssertThrowsError(try JSONEncoder().encode(Sink(id: "s5", kind: .unknown(.string("s3"))))) { error in
            guard case EncodingError.invalidValue = error else { return XCTFail("\(error)") }
        }
    }

    private func object(_ sink: Sink) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(sink)) as? NSDictionary)
    }

    private func object(_ json: String) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    }

    func testTheMockConformsAndRecordsNoCall() {
        let mock: any ModelsOnlyClientProtocol = MockModelsOnlyClient()
        XCTAssertEqual((mock as? MockModelsOnlyClient)?.calls, [])
    }
}
