// The end-to-end harness: a real FlyingFox HTTP server on 127.0.0.1 (a free port) that records
// what it received and answers from a route closure. Test files each import one generated module
// (the modules all declare the same runtime types), so this file imports none of them.
import FlyingFox
import FlyingSocks
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A value behind a lock.
final class Box<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    var current: Value { withLock { $0 } }
}

/// One request as the server saw it.
struct Captured: Sendable {
    var method: String
    /// The path as sent, still percent-encoded.
    var rawPath: String
    var rawQuery: String
    var headers: [String: String]
    var body: Data

    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The decoded path segments after `prefix` (e.g. `/api/orders/`).
    func segments(after prefix: String) -> [String]? {
        guard rawPath.hasPrefix(prefix) else { return nil }
        return rawPath.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.removingPercentEncoding ?? String($0) }
    }

    /// Query items in order, decoded (`+` is a space only in forms, not here).
    var queryItems: [(name: String, value: String)] { Wire.pairs(rawQuery, plusIsSpace: false) }

    func query(_ name: String) -> String? { queryItems.first { $0.name == name }?.value }
}

struct Reply: Sendable {
    var status: Int
    var headers: [String: String] = [:]
    var body: Data = Data()
    var delay: Duration = .zero
    /// Send the headers and this many body bytes, then drop the connection.
    var dropAfter: Int?

    static func json(_ status: Int = 200, _ text: String, headers: [String: String] = [:]) -> Reply {
        var headers = headers
        headers["Content-Type"] = "application/json"
        return Reply(status: status, headers: headers, body: Data(text.utf8))
    }

    static func bytes(_ data: Data, contentType: String = "application/octet-stream") -> Reply {
        Reply(status: 200, headers: ["Content-Type": contentType], body: data)
    }

    func delayed(_ delay: Duration) -> Reply {
        var copy = self
        copy.delay = delay
        return copy
    }
}

typealias Route = @Sendable (Captured, TestServer) async -> Reply

/// A real HTTP server on 127.0.0.1 with a free port; `route` answers every request.
final class TestServer: Sendable {
    let server: HTTPServer
    let port: UInt16
    let captured = Box([Captured]())
    let counters = Box([String: Int]())
    private let runTask: Task<Void, any Error>

    /// The server's root; append the API's base path.
    func url(_ basePath: String = "") -> URL { URL(string: "http://127.0.0.1:\(port)\(basePath)")! }

    init(route: @escaping Route) async throws {
        let box = Box<TestServer?>(nil)
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled,
            handler: ClosureHTTPHandler { request in
                var headers: [String: String] = [:]
                for (name, value) in request.headers { headers[name.rawValue] = value }
                let captured = Captured(
                    method: request.method.rawValue, rawPath: request.target.path(percentEncoded: true),
                    rawQuery: request.target.query(percentEncoded: true), headers: headers,
                    body: try await request.bodyData)
                guard let me = box.current else { return FlyingFox.HTTPResponse(statusCode: .internalServerError) }
                me.captured.withLock { $0.append(captured) }
                let reply = await route(captured, me)
                if reply.delay > .zero { try? await Task.sleep(for: reply.delay) }
                var out = FlyingFox.HTTPHeaders()
                for (name, value) in reply.headers { out[FlyingFox.HTTPHeader(name)] = value }
                let status = FlyingFox.HTTPStatusCode(reply.status, phrase: "Status")
                if let cut = reply.dropAfter {
                    let body = HTTPBodySequence(from: DroppingBytes(data: reply.body, cut: cut), count: reply.body.count)
                    return FlyingFox.HTTPResponse(statusCode: status, headers: out, body: body)
                }
                return FlyingFox.HTTPResponse(statusCode: status, headers: out, body: reply.body)
            })
        self.server = server
        runTask = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw URLError(.cannotConnectToHost) }
        self.port = port
        box.withLock { $0 = self }
    }

    func stop() async {
        await server.stop()
        runTask.cancel()
    }

    /// Increments and returns a named counter.
    @discardableResult
    func count(_ name: String) -> Int {
        counters.withLock {
            $0[name, default: 0] += 1
            return $0[name]!
        }
    }

    func counter(_ name: String) -> Int { counters.withLock { $0[name, default: 0] } }

    var requests: [Captured] { captured.current }
    var last: Captured? { captured.current.last }
}

/// Yields the first `cut` bytes of `data`, then fails: the server then closes the connection
/// mid-body.
struct DroppingBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let data: Data
    let cut: Int

    struct Dropped: Error {}

    func makeAsyncIterator() -> Iterator { Iterator(data: data, cut: cut) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let data: Data
        let cut: Int
        var sent = false

        mutating func next() async throws -> UInt8? {
            fatalError("buffered reads only")
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard !sent else {
                try await Task.sleep(for: .milliseconds(50))
                throw Dropped()
            }
            sent = true
            return Array(data.prefix(cut))
        }
    }
}

/// Starts a server with `route`, runs `body`, and always stops the server (and the session).
func withServer<T>(
    _ route: @escaping Route, _ body: (TestServer, URLSession) async throws -> T
) async throws -> T {
    let server = try await TestServer(route: route)
    let session = URLSession(configuration: .ephemeral)
    do {
        let result = try await body(server, session)
        session.finishTasksAndInvalidate()
        await server.stop()
        return result
    } catch {
        session.invalidateAndCancel()
        await server.stop()
        throw error
    }
}

/// A port that nothing listens on: a server's, after it stopped.
func closedPortURL(_ basePath: String) async throws -> URL {
    let server = try await TestServer { _, _ in Reply(status: 200) }
    let url = server.url(basePath)
    await server.stop()
    return url
}

/// Runs `call` and returns the error of type `E` it throws; records an issue if it succeeds or
/// throws something else.
func thrown<E: Error, T>(
    _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ call: () async throws -> T
) async -> E? {
    do {
        let value = try await call()
        Issue.record("expected \(E.self), got \(value)", sourceLocation: sourceLocation)
        return nil
    } catch let error as E {
        return error
    } catch {
        Issue.record("a raw \(Swift.type(of: error)) escaped: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Elapsed time of `body`.
func timed<T>(_ body: () async throws -> T) async rethrows -> (T, Duration) {
    let start = ContinuousClock.now
    let value = try await body()
    return (value, ContinuousClock.now - start)
}

/// Server-side parsing, independent of the runtime's encoders.
enum Wire {
    static func pairs(_ raw: String, plusIsSpace: Bool) -> [(name: String, value: String)] {
        raw.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map { part in
                let text = plusIsSpace ? part.replacingOccurrences(of: "+", with: " ") : String(part)
                return text.removingPercentEncoding ?? text
            }
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    /// An `application/x-www-form-urlencoded` body, decoded as a browser form would be.
    static func form(_ body: Data) -> [(name: String, value: String)] {
        pairs(String(decoding: body, as: UTF8.self), plusIsSpace: true)
    }

    static func json(_ body: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    struct Part {
        var name: String
        var filename: String?
        var contentType: String?
        var data: Data
    }

    /// A minimal multipart/form-data parser.
    static func multipart(_ body: Data, contentType: String) -> [Part] {
        guard let range = contentType.range(of: "boundary=") else { return [] }
        var boundaryText = String(contentType[range.upperBound...])
        if boundaryText.hasPrefix("\"") { boundaryText = boundaryText.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        let boundary = Data(("--" + boundaryText).utf8)
        var parts: [Part] = []
        var cursor = body.startIndex
        while let start = body.range(of: boundary, in: cursor..<body.endIndex) {
            let afterBoundary = start.upperBound
            if body[afterBoundary..<min(afterBoundary + 2, body.endIndex)] == Data("--".utf8) { break }
            let headerStart = afterBoundary + 2  // CRLF
            guard let headerEnd = body.range(of: Data("\r\n\r\n".utf8), in: headerStart..<body.endIndex),
                let next = body.range(of: boundary, in: headerEnd.upperBound..<body.endIndex)
            else { break }
            let head = String(decoding: body[headerStart..<headerEnd.lowerBound], as: UTF8.self)
            let data = body[headerEnd.upperBound..<(next.lowerBound - 2)]  // minus CRLF
            var part = Part(name: "", data: Data(data))
            for line in head.components(separatedBy: "\r\n") {
                if line.lowercased().hasPrefix("content-type:") {
                    part.contentType = line.dropFirst("content-type:".count).trimmingCharacters(in: .whitespaces)
                }
                if line.lowercased().hasPrefix("content-disposition:") {
                    part.name = attribute("name", in: line) ?? ""
                    part.filename = attribute("filename", in: line)
                }
            }
            parts.append(part)
            cursor = next.lowerBound
        }
        return parts
    }

    private static func attribute(_ name: String, in line: String) -> String? {
        guard let range = line.range(of: "; \(name)=\"") else { return nil }
        let rest = line[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// A JSON string literal for `text`.
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }
}

enum TestData {
    static let photo = Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    static let export = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
}
