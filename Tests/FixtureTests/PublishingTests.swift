import Foundation
import OpenCombine
import Publishing
import PublishingMocks
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Publishing fixture (Tests/Fixtures/Specs/Publishing.yaml): the publisher per endpoint
/// that `combine:` adds, generated against OpenCombine so that it is compiled and run here on
/// every platform. `combine: true` writes the same code against Combine.
final class PublishingTests: XCTestCase {
    /// What a subscriber received, in order.
    private enum Event: Equatable {
        case value(String)
        case finished
        case failed(APIError.Kind, operation: String)
    }

    /// Subscribes with `sink` and records every event; `done` is fulfilled on completion.
    private func record<Output>(
        _ publisher: AnyPublisher<Output, APIError>, done: XCTestExpectation? = nil, describe: @escaping (Output) -> String
    ) -> (events: Locked<[Event]>, cancellable: AnyCancellable) {
        let events = Locked<[Event]>([])
        let cancellable = publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: events.withLock { $0.append(.finished) }
                case .failure(let error): events.withLock { $0.append(.failed(error.kind, operation: error.details.operation)) }
                }
                done?.fulfill()
            },
            receiveValue: { value in
                let text = describe(value)
                events.withLock { $0.append(.value(text)) }
            })
        return (events, cancellable)
    }

    func testNothingRunsUntilSubscribedThenOneValueAndFinished() {
        let mock = MockPublishingClient()
        mock.handlers.getArticle = { id in Article(id: id, title: "Article \(id)") }
        let publisher = mock.getArticlePublisher(id: 7)
        XCTAssertEqual(mock.calls, [], "a publisher that is not subscribed to makes no call")

        let done = expectation(description: "completion")
        let (events, cancellable) = record(publisher, done: done) { "\($0.id) \($0.title)" }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(events.current, [.value("7 Article 7"), .finished])
        XCTAssertEqual(mock.calls, [.getArticle(id: 7)])
        cancellable.cancel()
    }

    func testEachSubscriptionMakesItsOwnCallWithTheDefaultsOfTheMethod() {
        let mock = MockPublishingClient()
        mock.handlers.listArticles = { tag, page in [Article(id: page, title: tag ?? "-")] }
        let publisher = mock.listArticlesPublisher(tag: "swift")
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        let (firstEvents, a) = record(publisher, done: first) { $0.map(\.title).joined() }
        let (secondEvents, b) = record(publisher, done: second) { $0.map(\.title).joined() }
        wait(for: [first, second], timeout: 10)
        XCTAssertEqual(firstEvents.current, [.value("swift"), .finished])
        XCTAssertEqual(secondEvents.current, [.value("swift"), .finished])
        XCTAssertEqual(mock.calls, [.listArticles(tag: "swift", page: 1), .listArticles(tag: "swift", page: 1)])
        a.cancel()
        b.cancel()
    }

    func testAVoidCallDeliversOneValue() {
        let mock = MockPublishingClient()
        mock.handlers.deleteArticle = { _ in }
        let done = expectation(description: "completion")
        let (events, cancellable) = record(mock.deleteArticlePublisher(id: "3"), done: done) { "()" }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(events.current, [.value("()"), .finished])
        cancellable.cancel()
    }

    func testErrorsArriveAsAPIErrorsWhateverTheCallThrew() {
        struct Unexpected: Error {}
        let mock = MockPublishingClient()
        mock.handlers.getArticle = { id in
            if id == 404 { throw APIError.notFound(ErrorDetails(operation: "getArticle", status: 404)) }
            throw Unexpected()
        }
        let notFound = expectation(description: "404")
        let other = expectation(description: "other")
        let (notFoundEvents, a) = record(mock.getArticlePublisher(id: 404), done: notFound) { $0.title }
        let (otherEvents, b) = record(mock.getArticlePublisher(id: 1), done: other) { $0.title }
        wait(for: [notFound, other], timeout: 10)
        XCTAssertEqual(notFoundEvents.current, [.failed(.notFound, operation: "getArticle")])
        // Not an APIError: wrapped as a transport failure named after the endpoint.
        XCTAssertEqual(otherEvents.current, [.failed(.transport, operation: "getArticle")])
        a.cancel()
        b.cancel()
    }

    func testCancellingTheSubscriptionCancelsTheCallAndDeliversNothing() {
        let mock = MockPublishingClient()
        let started = expectation(description: "the call started")
        let cancelled = expectation(description: "the call's task was cancelled")
        mock.handlers.getArticle = { id in
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 30_000_000_000)
            } catch {
                cancelled.fulfill()
                throw error
            }
            return Article(id: id, title: "too late")
        }
        let delivered = expectation(description: "nothing is delivered after cancel")
        delivered.isInverted = true
        let (events, cancellable) = record(mock.getArticlePublisher(id: 1), done: delivered) { $0.title }
        wait(for: [started], timeout: 10)
        cancellable.cancel()
        wait(for: [cancelled], timeout: 10)
        wait(for: [delivered], timeout: 0.5)
        XCTAssertEqual(events.current, [])
    }

    func testTheLiveClientPublishesWhatTheServerSends() {
        struct Server: HTTPTransport {
            func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
                let body = request.url?.path == "/articles/5" ? #"{"id":5,"title":"Live"}"# : "{}"
                return (Data(body.utf8), HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!)
            }
            func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) { throw URLError(.unsupportedURL) }
        }
        let client = PublishingClient(transport: Server())
        let done = expectation(description: "completion")
        let (events, cancellable) = record(client.getArticlePublisher(id: 5), done: done) { "\($0.id) \($0.title)" }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(events.current, [.value("5 Live"), .finished])
        cancellable.cancel()
    }
}
