import Foundation

/// The events of a `text/event-stream` answer (server-sent events), each event's `data` decoded
/// as `Event`, read as the server sends them: `for try await chunk in try await client.streamChat(…)`.
/// It can be iterated once.
///
/// The stream ends when the server closes it or sends `data: [DONE]` (the end marker of OpenAI's
/// streams and of many alike). An event whose data does not decode as `Event` ends it with
/// `APIError.decoding`; one longer than the client's `maxResponseSize`, or a server that sends
/// faster than the events are read (`ReaderFellBehind`), with `APIError.transport`; stopping the
/// loop (or cancelling its task) closes the connection.
public struct ServerSentEvents<Event: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Event

    private enum Source: Sendable {
        case events(AsyncThrowingStream<Event, any Error>)
        case wire(Wire)
    }

    /// An answer's body as it streams in, and how to read it.
    struct Wire: Sendable {
        /// Taken by the first iterator, which then holds the body alone: when it stops (the loop
        /// left, the stream ended or failed) the body is released, and the transport closes the
        /// connection, though this sequence may live on (a view model's property).
        var chunks: Locked<AsyncThrowingStream<Data, any Error>?>
        /// The longest event, in bytes.
        var limit: Int
        /// The event of one message's data; throws `APIError.decoding`.
        var decode: @Sendable (Data) throws -> Event
        /// A failure of the transport as the client reports it.
        var failure: @Sendable (any Error) -> APIError
    }

    private let source: Source

    /// These events, for stubs and previews.
    public init(_ events: [Event]) {
        source = .events(
            AsyncThrowingStream { continuation in
                for event in events { continuation.yield(event) }
                continuation.finish()
            })
    }

    /// The events of a stream of your own (a mock that sends them over time).
    public init(_ events: AsyncThrowingStream<Event, any Error>) {
        source = .events(events)
    }

    init(wire: Wire) {
        source = .wire(wire)
    }

    public func makeAsyncIterator() -> Iterator {
        switch source {
        case .events(let events): Iterator(events: events.makeAsyncIterator())
        case .wire(let wire): Iterator(wire: wire)
        }
    }

    public struct Iterator: AsyncIteratorProtocol {
        private var events: AsyncThrowingStream<Event, any Error>.AsyncIterator?
        private var wire: Wire?
        private var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator?
        private var parser: EventStreamParser
        /// Events read but not yet given, the next last.
        private var ready: [Data] = []
        private var done = false

        init(events: AsyncThrowingStream<Event, any Error>.AsyncIterator) {
            self.events = events
            parser = EventStreamParser(limit: .max)
        }

        init(wire: Wire) {
            self.wire = wire
            chunks = wire.chunks.withLock { taken in
                defer { taken = nil }
                return taken
            }?.makeAsyncIterator()
            parser = EventStreamParser(limit: wire.limit)
        }

        public mutating func next() async throws -> Event? {
            if events != nil { return try await events?.next() }
            guard let wire else { return nil }
            while !done {
                if !ready.isEmpty {
                    let data = ready.removeLast()
                    if data.elementsEqual("[DONE]".utf8) {
                        finish()
                        return nil
                    }
                    do {
                        return try wire.decode(data)
                    } catch {
                        finish()
                        throw error
                    }
                }
                do {
                    guard let chunk = try await chunks?.next() else {
                        finish()
                        return nil
                    }
                    ready = try parser.messages(in: chunk).reversed()
                } catch {
                    finish()
                    throw wire.failure(error)
                }
            }
            return nil
        }

        /// Drops the body: the transport closes the connection once nobody reads it.
        private mutating func finish() {
            done = true
            chunks = nil
            ready = []
        }
    }
}

/// `text/event-stream` bytes, as they come, into the data of each event (the HTML standard's
/// rules): lines end at CR, LF or CRLF; `data:` lines join with line breaks, a blank line ends
/// the event, and an event without data is no event; `:` starts a comment; `event`, `id` and
/// `retry` say nothing the decoded data does not. An unfinished event at the end is dropped.
struct EventStreamParser {
    /// The longest event (its lines and data together), in bytes.
    let limit: Int
    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var afterCR = false
    /// Bytes of a byte order mark before the first line seen so far; nil once past it.
    private var markSeen: Int? = 0
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    init(limit: Int) {
        self.limit = limit
    }

    /// The data of each event `bytes` complete; throws `ResponseTooLarge` for an event past the limit.
    mutating func messages(in bytes: Data) throws -> [Data] {
        var found: [Data] = []
        for byte in bytes {
            if let seen = markSeen {
                if byte == Self.byteOrderMark[seen] {
                    markSeen = seen + 1 < Self.byteOrderMark.count ? seen + 1 : nil
                    continue
                }
                // Not a byte order mark after all: what looked like one is text.
                markSeen = nil
                for text in Self.byteOrderMark[..<seen] { try take(text, into: &found) }
            }
            try take(byte, into: &found)
        }
        return found
    }

    private mutating func take(_ byte: UInt8, into found: inout [Data]) throws {
        switch byte {
        case 0x0A where afterCR:
            afterCR = false
        case 0x0A, 0x0D:
            afterCR = byte == 0x0D
            endLine(into: &found)
        default:
            afterCR = false
            line.append(byte)
            guard line.count + data.count <= limit else {
                throw ResponseTooLarge(limit: limit, received: line.count + data.count)
            }
        }
    }

    private mutating func endLine(into found: inout [Data]) {
        defer { line = [] }
        guard !line.isEmpty else {
            if hasData { found.append(Data(data)) }
            data = []
            hasData = false
            return
        }
        guard line[0] != UInt8(ascii: ":") else { return }
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.endIndex
        guard line[..<colon].elementsEqual("data".utf8) else { return }
        var value = colon < line.endIndex ? line.index(after: colon) : line.endIndex
        if value < line.endIndex, line[value] == UInt8(ascii: " ") { value = line.index(after: value) }
        if hasData { data.append(0x0A) }
        data.append(contentsOf: line[value...])
        hasData = true
    }
}

extension HTTPClient {
    /// Sends the endpoint's request asking for `text/event-stream` and returns its events, each
    /// event's data decoded as `type` with the configured decoder, as they come. A failure
    /// before the first event (a status, the transport) throws here, retried as any call is;
    /// one after it ends the events (see `ServerSentEvents`).
    public func events<T: Decodable & Sendable>(_ type: T.Type, for endpoint: some APIEndpoint) async throws -> ServerSentEvents<T> {
        var request = try makeRequest(for: endpoint)
        request.accepting("text/event-stream")
        let operation = request.operation
        do {
            let (response, chunks) = try await streamed(request)
            _ = try checkedMediaType(response, accepting: "text/event-stream", operation: operation)
            let configuration = self.configuration
            let limit = request.maxResponseSize ?? configuration.maxResponseSize
            let details = ErrorDetails(operation: operation, url: response.url, status: response.status, headers: response.headers)
            return ServerSentEvents(
                wire: .init(
                    chunks: Locked(chunks), limit: limit,
                    decode: { data in
                        do {
                            return try configuration.decoder(for: data).decode(T.self, from: data)
                        } catch {
                            var event = response
                            event.body = data
                            throw configuration.errorTexts.applied(to: Self.decodingError(error, response: event, operation: operation))
                        }
                    },
                    failure: { configuration.errorTexts.applied(to: Self.mapTransportError($0, details: details)) }))
        } catch let error as APIError {
            throw configuration.errorTexts.applied(to: error)
        }
    }
}
