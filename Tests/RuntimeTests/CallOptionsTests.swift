import Foundation
import GenRuntime
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `withCallOptions`: a timeout, headers and a progress callback for the calls of one block,
/// on a loopback server through the default `URLSessionTransport`.
final class CallOptionsTests: XCTestCase {
    private var servers: [LoopbackServer] = []

    override func tearDown() async throws {
        for server in servers { await server.stop() }
        servers = []
    }

    private func server(_ handler: @escaping LoopbackServer.Handler) async throws -> LoopbackServer {
        let server = try await LoopbackServer(handler)
        servers.append(server)
        return server
    }

    /// Collects progress reports.
    private final class Reports: Sendable {
        let all = Locked<[TransferProgress]>([])
        var callback: @Sendable (TransferProgress) -> Void { { report in self.all.withLock { $0.append(report) } } }
        func of(_ direction: TransferProgress.Direction) -> [TransferProgress] { all.current.filter { $0.direction == direction } }
    }

    private func client(_ server: LoopbackServer, timeout: TimeInterval = 60) -> HTTPClient {
        HTTPClient(
            configuration: ClientConfiguration(
                baseURL: server.url(), transport: URLSessionTransport(configuration: .ephemeral), timeout: timeout))
    }

    func testHeadersAreSentOnlyInsideTheBlockAndWinOverTheEndpoints() async throws {
        let server = try await server { _ in LoopbackServer.json(200, "{}") }
        let client = client(server)
        let request = EndpointRequest(operation: "call", method: .get, path: "/call", headers: [("X-Trace", "endpoint")])
        try await withCallOptions(CallOptions(headers: [("X-Trace", "call-1"), ("X-Extra", "yes")])) {
            _ = try await client.perform(request)
            try await withCallOptions(CallOptions(headers: [("X-Inner", "in")])) {
                _ = try await client.perform(request)
            }
        }
        _ = try await client.perform(request)
        let seen = server.requests
        XCTAssertEqual(seen.map { $0.header("X-Trace") }, ["call-1", "call-1", "endpoint"])
        XCTAssertEqual(seen.map { $0.header("X-Extra") }, ["yes", "yes", nil])
        XCTAssertEqual(seen.map { $0.header("X-Inner") }, [nil, "in", nil])
    }

    func testTheCredentialsStillWinOverAnOptionsHeader() async throws {
        let server = try await server { _ in LoopbackServer.json(200, "{}") }
        let client = HTTPClient(configuration: ClientConfiguration(baseURL: server.url(), credentials: .bearerToken("real")))
        try await withCallOptions(CallOptions(headers: [("Authorization", "Bearer forged")])) {
            _ = try await client.perform(EndpointRequest(operation: "me", method: .get, path: "/me", auth: .bearer))
        }
        XCTAssertEqual(server.requests.first?.header("Authorization"), "Bearer real")
    }

    func testTheTimeoutReplacesTheClientsForOneCall() async throws {
        let server = try await server { _ in LoopbackServer.stream(count: 40, chunk: 1, pause: .milliseconds(100)) }
        let client = client(server, timeout: 30)
        let request = EndpointRequest(operation: "slow", method: .get, path: "/slow")
        let started = ContinuousClock.now
        let error = await apiError { try await withCallOptions(CallOptions(timeout: 1)) { try await client.perform(request) } }
        guard case .timeout? = error else { return XCTFail("expected .timeout, got \(String(describing: error))") }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(3))
        // Outside the block the client's 30 s apply: the 4 s body arrives whole.
        let response = try await client.perform(request)
        XCTAssertEqual(response.body.count, 40)
    }

    func testDownloadProgressIsReportedAsTheBodyArrives() async throws {
        let server = try await server { _ in LoopbackServer.stream(count: 64 * 1024, chunk: 8 * 1024, pause: .milliseconds(20)) }
        let reports = Reports()
        let response = try await withCallOptions(CallOptions(progress: reports.callback)) {
            try await client(server).perform(EndpointRequest(operation: "get", method: .get, path: "/big"))
        }
        XCTAssertEqual(response.body.count, 64 * 1024)
        let downloads = reports.of(.download)
        XCTAssertGreaterThan(downloads.count, 1, "\(downloads)")
        XCTAssertEqual(downloads.map(\.completed), downloads.map(\.completed).sorted())
        XCTAssertEqual(downloads.last?.completed, 64 * 1024)
        XCTAssertEqual(downloads.last?.total, 64 * 1024)
        XCTAssertEqual(downloads.last?.fractionCompleted, 1)
    }

    func testADownloadToAFileReportsProgress() async throws {
        let server = try await server { _ in LoopbackServer.stream(count: 32 * 1024, chunk: 4 * 1024, pause: .milliseconds(10)) }
        let reports = Reports()
        let file = try await withCallOptions(CallOptions(progress: reports.callback)) {
            try await client(server).download(EndpointRequest(operation: "file", method: .get, path: "/file"))
        }
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(try Data(contentsOf: file).count, 32 * 1024)
        XCTAssertEqual(reports.of(.download).last?.completed, 32 * 1024)
    }

    func testUploadProgressIsReportedForTheRequestBody() async throws {
        let server = try await server { _ in LoopbackServer.json(200, "{}") }
        let reports = Reports()
        let body = Data(repeating: 7, count: 256 * 1024)
        try await withCallOptions(CallOptions(progress: reports.callback)) {
            _ = try await client(server).perform(
                EndpointRequest(
                    operation: "upload", method: .post, path: "/upload", body: .raw(body, contentType: "application/octet-stream")))
        }
        XCTAssertEqual(server.requests.first?.body.count, body.count)
        let uploads = reports.of(.upload)
        XCTAssertFalse(uploads.isEmpty)
        XCTAssertEqual(uploads.last?.completed, Int64(body.count))
    }

    func testNoProgressIsReportedAfterTheCallIsCancelled() async throws {
        let server = try await server { _ in LoopbackServer.stream(count: nil, chunk: 1024, pause: .milliseconds(20)) }
        let reports = Reports()
        let client = client(server)
        let task = Task {
            await apiError {
                try await withCallOptions(CallOptions(progress: reports.callback)) {
                    try await client.perform(EndpointRequest(operation: "endless", method: .get, path: "/endless"))
                }
            }
        }
        while reports.of(.download).isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        task.cancel()
        let error = await task.value
        guard case .cancelled? = error else { return XCTFail("expected .cancelled, got \(String(describing: error))") }
        let atCancel = reports.all.current.count
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertEqual(reports.all.current.count, atCancel)
    }
}
