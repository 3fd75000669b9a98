import Foundation
import XCTest

@testable import InHouse
@testable import InHouseMocks

/// The InHouse fixture (Tests/Fixtures/Specs/InHouse.yaml): `access: internal`, as for a client
/// generated into an app's own target. It compiles with warnings as errors (Package.swift); its
/// mocks module and these tests reach it through `@testable import`.
final class InHouseTests: XCTestCase {
    func testTheMockAnswersThroughTheInternalTypes() async throws {
        let mock = MockInHouseClient()
        mock.handlers.listNotes = { isPublic in [Note(id: 1, public: isPublic ?? false, text: "a")] }
        let notes = try await mock.listNotes(public: true)
        XCTAssertEqual(notes, [Note(id: 1, public: true, text: "a")])
        XCTAssertEqual(mock.calls, [.listNotes(public: true)])
    }

    /// An inline body's clearable fields are the call's `Nullable<T>?` parameters: nil leaves
    /// the key out, `.null` sends null. (`Nullable` is internal here, as the whole runtime is.)
    func testAnInlineBodysClearableFieldsSendNullOrNothing() async throws {
        let request = try InHouseEndpoint.editNote(id: 3, text: .null, dueOn: nil).request(encoder: InHouseCoding.makeEncoder())
        let body = try XCTUnwrap(request.urlRequest(baseURL: URL(string: "https://inhouse.example")!).httpBody)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"text":null}"#)
        let mock = MockInHouseClient()
        mock.handlers.editNote = { _, _, _ in }
        try await mock.editNote(id: 3, text: .value("b"), dueOn: Nullable(nil as Date?))
        XCTAssertEqual(mock.calls, [.editNote(id: 3, text: .value("b"), dueOn: .null)])
    }

    /// Declarations that carry an access modifier other than `internal`'s default, in the Swift
    /// of a generated module (comment lines left out: the runtime's docs may say "public").
    private func visibleDeclarations(in module: String) throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Generated/\(module)")
        let modifier = try NSRegularExpression(pattern: #"(^|[\s(@])(public|open|package)(\(set\))?\s+[a-z@]"#)
        var found: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let line = String(line)
                if modifier.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil { found.append("\(name): \(line)") }
            }
        }
        return found
    }

    func testNothingInTheModuleOrItsMocksIsPublic() throws {
        XCTAssertEqual(try visibleDeclarations(in: "InHouse"), [])
        XCTAssertEqual(try visibleDeclarations(in: "InHouseMocks"), [])
        // The same check finds the declarations of a public module, runtime included.
        let paging = try visibleDeclarations(in: "Paging")
        XCTAssertTrue(paging.contains { $0.hasPrefix("RuntimeHTTPClient.swift: public") }, "\(paging.prefix(3))")
        XCTAssertTrue(paging.contains { $0.hasPrefix("Client.swift: public struct PagingClient") })
    }
}
