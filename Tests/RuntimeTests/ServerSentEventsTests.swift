import FlyingFox
import FlyingSocks
import Foundation
import XCTest

@testable import GenRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `text/event-stream` answers: the parser's rules, events read while the server is still
/// sending, and what ends a stream (`[DONE]`, a failure, an event past the limit, a reader that
/// falls behind).
final class ServerSentEventsTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        for server in servers { await server.stop() }
        servers = []
    }

    private func client(maxResponseSize: Int? = nil, _ handler: @escaping LoopbackServer.Handler) async throws -> GenRuntime.HTTPClient {
        let server = try await LoopbackServer(handler)
        servers.append(server)
        var configuration = ClientConfiguration(baseURL: server.url())
        if let maxResponseSize { configuration.maxResponseSize = maxResponseSize }
        return HTTPClient(configuration: configuration)
    }

    private struct Call: APIEndpoint {
        func request(encoder: JSONEncoder) throws -> EndpointRequest {
            EndpointRequest(operation: "streamChat", method: .post, path: "/chat")
        }
    }

    private struct Chunk: Decodable, Equatable, Sendable {
        var delta: String
    }

    /// An answer of `pieces`, each sent once `gate` yields (at once without a gate).
    private static func stream(
        _ pieces: [String], status: Int = 200, contentType: String = "text/event-stream", gate: AsyncStream<Void>? = nil
    )
        -> FlyingFox.HTTPResponse
    {
        FlyingFox.HTTPResponse(
            statusCode: FlyingFox.HTTPStatusCode(status, phrase: "Status"), headers: [.contentType: contentType],
            body: HTTPBodySequence(from: Pieces(pieces: pieces.map { Array($0.utf8) }, gate: gate)))
    }

    private struct TimedOut: Error {}

    /// What `work` returns, or `TimedOut` after `seconds`.
    private static func within<T: Sendable>(seconds: UInt64, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(nanoseconds: seconds * 1_000_000_000)
                throw TimedOut()
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    // MARK: The parser

    private func messages(_ chunks: [String], limit: Int = .max) throws -> [String] {
        try messages(chunks.map { Data($0.utf8) }, limit: limit)
    }

    private func messages(_ chunks: [Data], limit: Int = .max) throws -> [String] {
        var parser = EventStreamParser(limit: limit)
        return try chunks.flatMap { try parser.messages(in: $0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    func testLinesEndAtCRLFOrCRAndDataLinesJoin() throws {
        let table: [(stream: String, messages: [String])] = [
            ("data: a\n\n", ["a"]),
            ("data: a\r\n\r\ndata: b\r\r", ["a", "b"]),
            ("data: one\ndata: two\n\n", ["one\ntwo"]),
            ("data:no space\n\n", ["no space"]),
            ("data:  two spaces\n\n", [" two spaces"]),
            ("data\n\n", [""]),
            (": a comment\nevent: delta\nid: 7\nretry: 100\ndata: x\n\n", ["x"]),
            ("event: ping\n\n", []),
            ("data: unfinished", []),
            ("\u{FEFF}data: after a byte order mark\n\n", ["after a byte order mark"]),
            ("data: {\"a\": \"b:c\"}\n\n", ["{\"a\": \"b:c\"}"]),
            ("datum: x\n\n", []),
        ]
        for row in table {
            XCTAssertEqual(try messages([row.stream]), row.messages, row.stream.debugDescription)
            // Split at every byte, the stream reads the same.
            XCTAssertEqual(try messages(row.stream.utf8.map { Data([$0]) }), row.messages, row.stream.debugDescription)
        }
        // A CR at the end of one piece and its LF at the start of the next are one line break.
        XCTAssertEqual(try messages(["data: a\r", "\ndata: b\r", "\n\r", "\n"]), ["a\nb"])
    }

    func testAnEventPastTheLimitThrows() {
        XCTAssertNoThrow(try messages(["data: 12345\n\n"], limit: 11))
        XCTAssertThrowsError(try messages(["data: 1234", "56\n\n"], limit: 11)) { error in
            XCTAssertEqual((error as? ResponseTooLarge)?.limit, 11)
        }
        // Two lines of one event count together.
        XCTAssertThrowsError(try messages(["data: 1234\ndata: 5678\n\n"], limit: 12))
    }

    // MARK: Over HTTP

    func testEventsArriveWhileTheServerIsStillSending() async throws {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let client = try await client { _ in
            Self.stream(
                ["data: {\"delta\": \"Hel\"}\n\n", "data: {\"delta\": \"lo\"}\n\n", "data: [DONE]\n\ndata: {\"delta\": \"never\"}\n\n"],
                gate: gate)
        }
        open.yield()  // the first piece
        // The next piece is sent only once an event has arrived: a client that waited for the
        // whole body would wait for ever, and the deadline fails it.
        let received = try await Self.within(seconds: 20) {
            var received: [Chunk] = []
            for try await event in try await client.events(Chunk.self, for: Call()) {
                received.append(event)
                open.yield()
            }
            return received
        }
        XCTAssertEqual(received, [Chunk(delta: "Hel"), Chunk(delta: "lo")])
        let request = try XCTUnwrap(servers.first?.requests.first)
        XCTAssertEqual(request.header("Accept"), "text/event-stream")
    }

    func testAFailureStatusThrowsBeforeAnyEventWithItsBody() async throws {
        let client = try await client { _ in LoopbackServer.json(429, #"{"error": {"message": "slow down"}}"#) }
        let error = await apiError { try await client.events(Chunk.self, for: Call()) }
        guard case .rateLimited(_, let details)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(details.status, 429)
        XCTAssertEqual(details.body.map { String(decoding: $0, as: UTF8.self) }, #"{"error": {"message": "slow down"}}"#)
    }

    func testAnAnswerThatIsNoEventStreamIsRefused() async throws {
        let client = try await client { _ in LoopbackServer.json(200, #"{"delta": "whole"}"#) }
        let error = await apiError { try await client.events(Chunk.self, for: Call()) }
        guard case .decoding(_, _, let details)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(details.message, "The answer is 'application/json', not the 'text/event-stream' the spec declares.")
    }

    func testAnEventThatDoesNotDecodeEndsTheStreamAfterTheOnesBefore() async throws {
        let client = try await client { _ in
            Self.stream(["data: {\"delta\": \"ok\"}\n\n", "data: {\"delta\": 7}\n\n", "data: {\"delta\": \"x\"}\n\n"])
        }
        var received: [Chunk] = []
        let error = await apiError {
            for try await event in try await client.events(Chunk.self, for: Call()) { received.append(event) }
        }
        XCTAssertEqual(received, [Chunk(delta: "ok")])
        guard case .decoding(let path, let excerpt, let details)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(path, "delta")
        XCTAssertEqual(excerpt, #"{"delta":7}"#)
        XCTAssertEqual(details.operation, "streamChat")
    }

    func testAnEventPastTheClientsLimitEndsTheStream() async throws {
        let long = String(repeating: "a", count: 500)
        let client = try await client(maxResponseSize: 100) { _ in
            Self.stream(["data: {\"delta\": \"short\"}\n\n", "data: {\"delta\": \"\(long)\"}\n\n"])
        }
        var received: [Chunk] = []
        let error = await apiError {
            for try await event in try await client.events(Chunk.self, for: Call()) { received.append(event) }
        }
        XCTAssertEqual(received, [Chunk(delta: "short")])
        guard case .transport(let details)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(details.message?.hasPrefix("The response is larger than the limit of 100 bytes"), true, details.message ?? "")
    }

    /// A transport holds a bounded number of pieces for a reader that falls behind, then stops.
    func testAReaderThatFallsBehindStopsTheTransport() async throws {
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream(
            bufferingPolicy: .bufferingOldest(ReaderFellBehind.waitingChunks))
        let delegate = TaskDelegate(limit: .max, chunks: continuation)
        let task = URLSession(configuration: .ephemeral).dataTask(with: URL(string: "http://127.0.0.1:9/")!)
        for _ in 0...ReaderFellBehind.waitingChunks { delegate.received(Data("data: x\n\n".utf8), of: task) }
        var pieces = 0
        do {
            for try await _ in chunks { pieces += 1 }
            XCTFail("the stream ended without an error")
        } catch {
            XCTAssertTrue(error is ReaderFellBehind, "\(error)")
        }
        XCTAssertEqual(pieces, ReaderFellBehind.waitingChunks)
        XCTAssertEqual(
            HTTPClient.mapTransportError(ReaderFellBehind(), details: ErrorDetails(operation: "op")).details.message,
            "The server sent faster than the answer was read: more than 1024 pieces or 16777216 bytes of it waited, so reading stopped.")
    }

    /// Few pieces can be large ones: the transport also bounds the bytes that wait, and counts
    /// only those not read yet, so a reader that keeps up is never stopped.
    func testATransportBoundsTheBytesThatWaitNotOnlyThePieces() async throws {
        let piece = Data(count: ReaderFellBehind.waitingBytes / 2)
        let task = URLSession(configuration: .ephemeral).dataTask(with: URL(string: "http://127.0.0.1:9/")!)

        let (kept, keeping) = AsyncThrowingStream<Data, any Error>.makeStream(
            bufferingPolicy: .bufferingOldest(ReaderFellBehind.waitingChunks))
        let reading = TaskDelegate(limit: .max, chunks: keeping)
        var pieces = kept.makeAsyncIterator()
        for _ in 0..<6 {
            reading.received(piece, of: task)
            let read = try await pieces.next()
            XCTAssertEqual(read?.count, piece.count)
        }
        keeping.finish()
        let end = try await pieces.next()
        XCTAssertNil(end, "a reader that keeps up reads to the end")

        let (stopped, stopping) = AsyncThrowingStream<Data, any Error>.makeStream(
            bufferingPolicy: .bufferingOldest(ReaderFellBehind.waitingChunks))
        let behind = TaskDelegate(limit: .max, chunks: stopping)
        for _ in 0..<4 { behind.received(piece, of: task) }
        stopping.finish()  // ends the stream here unless the transport stopped it first
        var count = 0
        do {
            for try await _ in stopped { count += 1 }
            XCTFail("the stream ended without an error")
        } catch {
            XCTAssertTrue(error is ReaderFellBehind, "\(error)")
        }
        // The third piece took the waiting bytes past the bound: the fourth was never taken.
        XCTAssertEqual(count, 3)
    }

    /// Leaving the loop closes the connection, though the sequence lives on (a view model's
    /// property): the server stops being read from.
    func testLeavingTheLoopClosesTheConnection() async throws {
        let sent = Locked(0)
        let client = try await client { _ in
            FlyingFox.HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream"],
                body: HTTPBodySequence(from: Endless(sent: sent)))
        }
        let events = try await client.events(Chunk.self, for: Call())
        var received = 0
        for try await _ in events {
            received += 1
            if received == 2 { break }
        }
        try await Task.sleep(nanoseconds: 500_000_000)
        let afterLeaving = sent.current
        try await Task.sleep(nanoseconds: 500_000_000)
        XCTAssertLessThanOrEqual(sent.current - afterLeaving, 2, "the server went on sending: \(afterLeaving) → \(sent.current)")
        withExtendedLifetime(events) {}
    }

    func testStubbedEventsIterateInOrder() async throws {
        var received: [Chunk] = []
        for try await event in ServerSentEvents([Chunk(delta: "a"), Chunk(delta: "b")]) { received.append(event) }
        XCTAssertEqual(received, [Chunk(delta: "a"), Chunk(delta: "b")])
    }
}

/// Events without end, one every 10 ms, counted as they are sent.
private struct Endless: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let sent: Locked<Int>

    func makeAsyncIterator() -> Iterator { Iterator(sent: sent) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let sent: Locked<Int>

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            try await Task.sleep(nanoseconds: 10_000_000)
            sent.withLock { $0 += 1 }
            return Array("data: {\"delta\": \"x\"}\n\n".utf8)
        }
    }
}

/// `pieces` of a body, each sent once `gate` yields (at once without a gate).
private struct Pieces: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let pieces: [[UInt8]]
    let gate: AsyncStream<Void>?

    func makeAsyncIterator() -> Iterator { Iterator(pieces: pieces[...], gate: gate?.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var pieces: ArraySlice<[UInt8]>
        var gate: AsyncStream<Void>.AsyncIterator?

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard let piece = pieces.popFirst() else { return nil }
            if gate != nil { _ = await gate?.next() }
            return piece
        }
    }
}
