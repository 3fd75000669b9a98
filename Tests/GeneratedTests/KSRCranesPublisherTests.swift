// KSR Cranes (seed 003) is written with Combine services (`AnyPublisher<[WorkerTask], APIError>`):
// its spec says `combine: true`, so the client has a publisher per endpoint.

import Foundation
import KSRCranes
import KSRCranesMocks
import XCTest

#if canImport(Combine)
    import Combine
#endif

final class KSRCranesPublisherTests: XCTestCase {
    private static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.generated.appendingPathComponent(path), encoding: .utf8)
    }

    /// The part of a Client.swift from `CallPublisher` on: the machinery behind every publisher.
    private func callPublisher(in path: String) throws -> String {
        let text = try text(path)
        let start = try XCTUnwrap(text.range(of: "/// A publisher of one `async` call."), path)
        return String(text[start.lowerBound...])
    }

    /// Linux has no Combine, so there the block compiles to nothing. What runs it is the same
    /// text that the Publishing fixture compiles against OpenCombine and FixtureTests runs.
    func testThePublishersAreTheCodeTestedAgainstOpenCombine() throws {
        let client = try text("Generated/KSRCranes/Client.swift")
        XCTAssertTrue(client.contains("#if canImport(Combine)\nimport Combine\n"))
        XCTAssertTrue(client.contains("public func fetchTasksPublisher() -> Combine.AnyPublisher<[WorkerTask], APIError>"))
        XCTAssertTrue(
            client.contains("public func loginPublisher(email: String, password: String) -> Combine.AnyPublisher<LoginResponse, APIError>"))
        let fixture = try callPublisher(in: "Tests/Fixtures/Generated/Publishing/Client.swift")
            .replacingOccurrences(of: "OpenCombine", with: "Combine").replacingOccurrences(of: "package ", with: "public ")
        XCTAssertEqual(try callPublisher(in: "Generated/KSRCranes/Client.swift"), fixture)
    }

    #if canImport(Combine)
        func testAPublisherDeliversWhatTheMockAnswers() {
            let mock = MockKSRCranesClient()
            mock.handlers.fetchTasks = { [] }
            let done = expectation(description: "finished")
            let cancellable = mock.fetchTasksPublisher().sink(
                receiveCompletion: { if case .finished = $0 { done.fulfill() } }, receiveValue: { XCTAssertEqual($0, []) })
            wait(for: [done], timeout: 10)
            XCTAssertEqual(mock.calls, [.fetchTasks])
            cancellable.cancel()
        }
    #endif
}
