// Harbor (Specs/Harbor.yaml, a demo API made for these tests) against a real server: a form
// login the server parses back, repeated query keys and a header parameter, offset paging, a
// multipart upload with text fields, and a download.
import Foundation
import Harbor
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static func berth(_ n: Int) -> String {
        #"{"id":"B\#(n)","name":"Berth \#(n)","length_meters":12.5,"occupied":\#(n % 2 == 0),"tags":["north"]}"#
    }

    static func problem(_ title: String, _ detail: String, traceId: String) -> String {
        #"{"title":\#(Wire.quoted(title)),"detail":\#(Wire.quoted(detail)),"trace_id":"\#(traceId)"}"#
    }

    static let manifest = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) })
}

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    switch (r.method, r.rawPath) {
    case ("POST", "/v2/oauth/token"):
        let form = Wire.form(r.body)
        let fields = Dictionary(form.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard fields["username"] == "ann-marie+1@harbor.example", fields["password"] == "p&ss=w0rd ü/+%" else {
            return .json(401, Fixture.problem("Unauthorized", "Wrong username or password", traceId: "t-401"))
        }
        let echoed = try! JSONSerialization.data(withJSONObject: [
            "access_token": "at-1", "id_token": "idt-secret-1", "token_type": "Bearer", "expires_in": 3600,
            // With a scope, echo every field as parsed (the logging test sends none).
            "scope": fields["scope"] == nil ? "none" : form.map { "\($0.name)=\($0.value)" }.joined(separator: "|"),
        ])
        return .json(200, String(decoding: echoed, as: UTF8.self))
    case ("GET", "/v2/berths"):
        let offset = Int(r.query("offset") ?? "0") ?? 0
        let limit = Int(r.query("limit") ?? "10") ?? 10
        let total = 5
        let items = (offset..<min(offset + limit, total)).map(Fixture.berth)
        return .json(200, #"{"items":[\#(items.joined(separator: ","))],"total":\#(total)}"#)
    case ("GET", "/v2/ships/s1/manifest"):
        return .bytes(Fixture.manifest, contentType: "application/pdf")
    case ("GET", "/v2/berths/gone"):
        return .json(410, #"{"title":"Gone","trace_id":"t-410"}"#)
    case ("GET", "/v2/ships/s2/manifest"):
        return .json(403, Fixture.problem("Forbidden", "Manifests are for harbour staff", traceId: "t-403"))
    default:
        break
    }
    if r.method == "POST", let segments = r.segments(after: "/v2/berths/"), segments.count == 2, segments[1] == "album" {
        // One receipt per "photos" part; the caption lists the "tags" parts in order.
        let parts = Wire.multipart(r.body, contentType: r.header("Content-Type") ?? "")
        let tags = parts.filter { $0.name == "tags" }.map { String(decoding: $0.data, as: UTF8.self) }.joined(separator: ",")
        let receipts: [[String: Any]] = parts.filter { $0.name == "photos" }.map { photo in
            ["caption": tags, "filename": photo.filename ?? "", "content_type": photo.contentType ?? "", "size": photo.data.count]
        }
        let json = try! JSONSerialization.data(withJSONObject: receipts)
        return .json(201, String(decoding: json, as: UTF8.self))
    }
    if r.method == "POST", let segments = r.segments(after: "/v2/berths/"), segments.count == 2, segments[1] == "photos" {
        let parts = Wire.multipart(r.body, contentType: r.header("Content-Type") ?? "")
        func text(_ name: String) -> String? {
            parts.first { $0.name == name }.map { String(decoding: $0.data, as: UTF8.self) }
        }
        guard let photo = parts.first(where: { $0.name == "photo" }) else {
            return .json(400, Fixture.problem("Bad Request", "No photo", traceId: "t-400"))
        }
        let receipt: [String: Any?] = [
            "caption": text("caption"), "taken_at": text("taken_at"), "filename": photo.filename,
            "content_type": photo.contentType, "size": photo.data == TestData.photo ? photo.data.count : -1,
        ]
        let json = try! JSONSerialization.data(withJSONObject: receipt.compactMapValues { $0 })
        return .json(201, String(decoding: json, as: UTF8.self))
    }
    return .json(404, Fixture.problem("Not Found", "No route for \(r.rawPath)", traceId: "t-404"))
}

private func withClient(
    middlewares: [any ClientMiddleware] = [], _ body: (HarborClient, TestServer) async throws -> Void
) async throws {
    try await withServer(route) { server, session in
        let client = HarborClient(
            baseURL: server.url("/v2"), credentials: .bearerToken("h-token"), transport: URLSessionTransport(configuration: .ephemeral),
            middlewares: middlewares)
        try await body(client, server)
    }
}

@Suite("Harbor")
struct HarborTests {
    @Test("A form body is parsed back by the server to the same values")
    func formLogin() async throws {
        try await withClient { client, server in
            let token = try await client.login(
                username: "ann-marie+1@harbor.example", password: "p&ss=w0rd ü/+%", scope: "berths:read ships:write", rememberMe: true)
            #expect(token.accessToken == "at-1")
            #expect(token.expiresIn == 3600)
            // The server echoes the fields it parsed, in order.
            #expect(
                token.scope
                    == "grant_type=password|username=ann-marie+1@harbor.example|password=p&ss=w0rd ü/+%|scope=berths:read ships:write|remember_me=true"
            )
            let seen = try #require(server.last)
            #expect(seen.header("Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true)
            #expect(seen.header("Authorization") == nil)  // auth: none, though credentials are set
            #expect(!String(decoding: seen.body, as: UTF8.self).contains(" "))
        }
    }

    @Test("Logging with bodies never writes secret fields, request or response")
    func loggingRedactsSecrets() async throws {
        let lines = Box([String]())
        let logging = LoggingMiddleware(logBodies: true, sink: { line in lines.withLock { $0.append(line) } })
        try await withClient(middlewares: [logging]) { client, _ in
            let token = try await client.login(username: "ann-marie+1@harbor.example", password: "p&ss=w0rd ü/+%")
            #expect(token.idToken == "idt-secret-1")
            _ = try await client.listBerths(limit: 1)
        }
        let log = lines.current.joined(separator: "\n")
        #expect(log.contains("[login#1]"))
        #expect(log.contains("username=ann-marie%2B1%40harbor.example"))
        #expect(log.contains("password=<redacted>"))
        #expect(!log.contains("w0rd"))
        #expect(!log.contains("at-1"))
        #expect(!log.contains("idt-secret-1"))  // Token.idToken is secret: true
        #expect(!log.contains("h-token"))
        #expect(log.contains("Authorization: <redacted>"))
    }

    @Test("A wrong password is unauthorized with the problem's detail and trace id")
    func loginFails() async throws {
        try await withClient { client, server in
            let error = await thrown(APIError.self) { try await client.login(username: "x", password: "y") }
            #expect(error?.kind == .unauthorized)
            #expect(error?.serverMessage == "Wrong username or password")
            #expect(error?.requestID == "t-401")
            #expect(error?.errorBody(as: Problem.self)?.title == "Unauthorized")
            #expect(server.requests.count == 1)  // retry: 0, and auth: none never refreshes
        }
    }

    @Test("A problem without a detail gives its title as the message (message: [detail, title])")
    func messageFallsBack() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.getBerth(berthId: "gone") }
            #expect(error?.kind == .clientError)
            #expect(error?.serverMessage == "Gone")
            #expect(error?.requestID == "t-410")
        }
    }

    @Test("Repeated query keys and a header parameter")
    func queryAndHeaders() async throws {
        try await withClient { client, server in
            let list = try await client.listBerths(offset: 0, limit: 3, tags: ["north quay", "a&b=c"], region: "Nord/Øst")
            #expect(list.items.map(\.id) == ["B0", "B1", "B2"])
            #expect(list.items.first?.lengthMeters == 12.5)
            let seen = try #require(server.last)
            #expect(seen.queryItems.map(\.name) == ["offset", "limit", "tags", "tags"])
            #expect(seen.queryItems.filter { $0.name == "tags" }.map(\.value) == ["north quay", "a&b=c"])
            #expect(seen.header("X-Harbor-Region") == "Nord/Øst")
            #expect(seen.header("Authorization") == "Bearer h-token")
        }
    }

    @Test("Offset pages advance by the items received and stop at the last page")
    func offsetPagination() async throws {
        try await withClient { client, server in
            var ids: [String] = []
            for try await berth in client.listBerthsItems(limit: 2) { ids.append(berth.id) }
            #expect(ids == ["B0", "B1", "B2", "B3", "B4"])
            #expect(server.requests.map { $0.query("offset") } == ["0", "2", "4"])
        }
    }

    @Test("A multipart upload with text fields and a file")
    func multipartWithFields() async throws {
        try await withClient { client, server in
            let takenAt = Date(timeIntervalSince1970: 1_754_854_200)
            let receipt = try await client.uploadBerthPhoto(
                berthId: "B 7/north", caption: "Sunset — über den Kai", takenAt: takenAt,
                photo: FilePart(data: TestData.photo, filename: "sunset.png", contentType: "image/png"))
            #expect(receipt.caption == "Sunset — über den Kai")
            #expect(receipt.takenAt == takenAt)
            #expect(receipt.filename == "sunset.png")
            #expect(receipt.contentType == "image/png")
            #expect(receipt.size == TestData.photo.count)  // -1 if the bytes differ
            #expect(server.last?.segments(after: "/v2/berths/") == ["B 7/north", "photos"])
        }
    }

    @Test("A multipart list sends one part per element under the field's name")
    func multipartLists() async throws {
        try await withClient { client, _ in
            let photos = [
                FilePart(data: Data("first".utf8), filename: "a.jpg", contentType: "image/jpeg"),
                FilePart(data: Data("second!".utf8), filename: "b.png", contentType: "image/png"),
            ]
            let receipts = try await client.uploadBerthAlbum(berthId: "B1", photos: photos, tags: ["north", "quay"])
            #expect(receipts.map(\.filename) == ["a.jpg", "b.png"])
            #expect(receipts.map(\.contentType) == ["image/jpeg", "image/png"])
            #expect(receipts.map(\.size) == [5, 7])
            #expect(receipts.map(\.caption) == ["north,quay", "north,quay"])
            let untagged = try await client.uploadBerthAlbum(berthId: "B1", photos: [photos[0]])
            #expect(untagged.map(\.caption) == [""])
        }
    }

    @Test("A download returns a file; a refused one maps its problem body")
    func download() async throws {
        try await withClient { client, _ in
            let url = try await client.downloadManifest(shipId: "s1")
            defer { try? FileManager.default.removeItem(at: url) }
            #expect(try Data(contentsOf: url) == Fixture.manifest)
            let error = await thrown(APIError.self) { try await client.downloadManifest(shipId: "s2") }
            #expect(error?.kind == .forbidden)
            #expect(error?.serverMessage == "Manifests are for harbour staff")
            #expect(error?.requestID == "t-403")
        }
    }
}
