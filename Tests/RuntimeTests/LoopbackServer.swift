// A FlyingFox server on 127.0.0.1 (a free port) for the runtime's own tests: each request is
// recorded and answered by a closure that builds the whole response, streamed bodies included.
import FlyingFox
import FlyingSocks
import Foundation
import GenRuntime

/// One request as the server saw it.
struct SeenRequest: Sendable {
    var method: String
    var path: String
    var query: String
    var headers: [String: String]
    var body: Data

    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

final class LoopbackServer: Sendable {
    typealias Handler = @Sendable (SeenRequest) async -> FlyingFox.HTTPResponse

    private let server: HTTPServer
    private let runTask: Task<Void, any Error>
    let port: UInt16
    private let seen = Locked([SeenRequest]())

    var requests: [SeenRequest] { seen.current }

    func url(_ path: String = "") -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    init(_ handler: @escaping Handler) async throws {
        let seen = self.seen
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled,
            handler: ClosureHTTPHandler { request in
                var headers: [String: String] = [:]
                for (name, value) in request.headers { headers[name.rawValue] = value }
                let captured = SeenRequest(
                    method: request.method.rawValue, path: request.target.path(percentEncoded: true),
                    query: request.target.query(percentEncoded: true), headers: headers, body: try await request.bodyData)
                seen.withLock { $0.append(captured) }
                return await handler(captured)
            })
        self.server = server
        runTask = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw URLError(.cannotConnectToHost) }
        self.port = port
    }

    func stop() async {
        await server.stop()
        runTask.cancel()
    }

    static func json(_ status: Int = 200, _ text: String, headers: [String: String] = [:]) -> FlyingFox.HTTPResponse {
        var out = FlyingFox.HTTPHeaders()
        out[.contentType] = "application/json"
        for (name, value) in headers { out[FlyingFox.HTTPHeader(name)] = value }
        return FlyingFox.HTTPResponse(statusCode: FlyingFox.HTTPStatusCode(status, phrase: "Status"), headers: out, body: Data(text.utf8))
    }

    static func redirect(_ status: Int, to location: String) -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(
            statusCode: FlyingFox.HTTPStatusCode(status, phrase: "Redirect"), headers: [.location: location], body: Data())
    }

    /// A body of `count` bytes (nil: endless, chunked), `chunk` bytes at a time, `pause` apart.
    static func stream(count: Int?, chunk: Int, pause: Duration = .zero) -> FlyingFox.HTTPResponse {
        let bytes = Paced(remaining: count, chunk: chunk, pause: pause)
        let body = count.map { HTTPBodySequence(from: bytes, count: $0) } ?? HTTPBodySequence(from: bytes)
        return FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
    }
}

/// `remaining` bytes of `[`, `chunk` at a time, `pause` apart; endless when `remaining` is nil.
struct Paced: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let remaining: Int?
    let chunk: Int
    let pause: Duration

    func makeAsyncIterator() -> Iterator { Iterator(remaining: remaining, chunk: chunk, pause: pause) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: Int?
        let chunk: Int
        let pause: Duration

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if let left = remaining, left <= 0 { return nil }
            if pause > .zero { try await Task.sleep(for: pause) }
            let size = Swift.min(chunk, remaining ?? chunk)
            remaining = remaining.map { $0 - size }
            return [UInt8](repeating: UInt8(ascii: "["), count: size)
        }
    }
}

/// Runs `call`, returning the `APIError` it throws (nil, after a failed expectation, otherwise).
func apiError<T>(_ call: () async throws -> T) async -> APIError? {
    do {
        _ = try await call()
        return nil
    } catch let error as APIError {
        return error
    } catch {
        return nil
    }
}
