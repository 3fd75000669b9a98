// Tillpoint (Specs/Tillpoint*.yaml, a payments-and-messaging demo API made for these tests)
// against a real server: bracketed forms and queries the server parses back, a multi-segment
// path, an upload host, the cursor from the last item, a success flag beside the payload,
// answers by status, text in a charset, bytes, and a request id the server returns but is
// never sent.
import Foundation
import Testing
import Tillpoint

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static func charge(_ id: String, metadata: [String: String] = [:]) -> String {
        let json = try! JSONSerialization.data(
            withJSONObject: [
                "id": id, "amount": 1200, "currency": "eur", "metadata": metadata, "created": "2025-08-10T19:30:00Z",
            ], options: [.sortedKeys])
        return String(decoding: json, as: UTF8.self)
    }

    static let receipt = Data([0x25, 0x50, 0x44, 0x46, 0x2D, 0x00, 0xFF, 0x0A])
}

/// Pairs of a form or query, decoded, as `name=value` lines.
private func lines(_ pairs: [(name: String, value: String)]) -> [String] { pairs.map { "\($0.name)=\($0.value)" } }

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    let requestId = ["X-Request-Id": "req-\(s.count("requests"))"]
    switch (r.method, r.rawPath) {
    case ("GET", "/v1/charges"):
        // Three charges, two a page, after `starting_after`.
        let all = ["ch_1", "ch_2", "ch_3"]
        let after = r.query("starting_after")
        let start = after.flatMap { all.firstIndex(of: $0).map { $0 + 1 } } ?? 0
        let page = Array(all[start..<min(start + 2, all.count)])
        let body = #"{"data":[\#(page.map { Fixture.charge($0) }.joined(separator: ","))],"has_more":\#(start + 2 < all.count)}"#
        return .json(200, body, headers: requestId)
    case ("POST", "/v1/charges"):
        // Echo the bracketed metadata back as the charge's metadata.
        let form = Wire.form(r.body)
        var metadata: [String: String] = [:]
        for pair in form where pair.name.hasPrefix("metadata[") { metadata[String(pair.name.dropFirst(9).dropLast())] = pair.value }
        metadata["form"] = lines(form).joined(separator: "&")
        return .json(200, Fixture.charge("ch_new", metadata: metadata))
    case ("POST", "/v1/customers"), ("POST", "/v1/checkout/sessions"):
        // Echo the whole parsed form in a field the model has.
        let echo = Wire.quoted(lines(Wire.form(r.body)).joined(separator: "&"))
        return r.rawPath == "/v1/customers"
            ? .json(200, #"{"id":"cus_1","email":\#(echo)}"#)
            : .json(200, #"{"id":"cs_1","url":"https://pay.tillpoint.example/cs_1","status":\#(echo)}"#)
    case ("GET", "/v1/customers/cus_1"):
        return .json(200, #"{"id":"cus_1","email":"ada@tillpoint.example"}"#, headers: requestId)
    case ("POST", "/v1/refunds"):
        let amount = Wire.form(r.body).first { $0.name == "amount" }?.value
        return amount == nil
            ? .json(200, #"{"id":"re_1","status":"succeeded","amount":1200}"#)
            : amount == "1"
                ? .json(201, #"{"id":"re_x","status":"odd","amount":1}"#)
                : .json(202, #"{"job_id":"job_9","status":"queued"}"#)
    case ("POST", "/v1/refunds/re_1/cancel"): return .json(200, #"{"id":"re_1","status":"canceled","amount":1200}"#)
    case ("POST", "/v1/refunds/re_2/cancel"): return Reply(status: 204)
    case ("GET", "/v1/charges/ch_1/refunds/latest"): return Reply(status: 204)
    case ("GET", "/v1/charges/ch_2/refunds/latest"): return .json(200, #"{"id":"re_2","status":"pending","amount":5}"#)
    case ("GET", "/api/conversations.info"):
        return r.query("channel") == "C1"
            ? .json(200, #"{"ok":true,"channel":{"id":"C1","name":"general","is_private":false}}"#)
            : .json(200, #"{"ok":false,"error":"channel_not_found"}"#, headers: requestId)
    case ("POST", "/api/chat.postMessage"):
        return .json(200, #"{"ok":false,"error":"not_in_channel","error_description":"The app is not in this channel."}"#)
    case ("POST", "/api/conversations.archive"):
        return .json(200, #"{"ok":false,"error":"already_archived"}"#)
    case ("GET", "/v1/reports/charges.csv"):
        // "café" in ISO-8859-1, with the query echoed on the first line.
        var body = Data("query,\(r.rawQuery)\nname\ncaf".utf8)
        body.append(0xE9)
        return Reply(status: 200, headers: ["Content-Type": "text/csv; charset=iso-8859-1"], body: body)
    case ("GET", "/v1/charges/ch_1/receipt"): return .bytes(Fixture.receipt, contentType: "application/pdf")
    case ("GET", "/v1/charges/ch_2/receipt"): return .json(200, #"{"ok":true}"#)
    case ("GET", "/v1/files/f_1/contents"): return .bytes(Fixture.receipt, contentType: "image/png")
    case ("GET", "/v1/files/f_big/contents"): return .bytes(Data(repeating: 1, count: 300_000), contentType: "image/png")
    case ("GET", "/status"): return .json(200, #"{"ok":false,"status":"green","updated_at":"2025-08-10T19:30:00Z"}"#)
    default: break
    }
    if r.method == "GET", r.rawPath.hasPrefix("/v1/file_paths/") {
        // The path as it arrived, still percent-encoded.
        return .json(200, #"{"id":"f_9","path":\#(Wire.quoted(r.rawPath)),"size":1,"purpose":"report"}"#)
    }
    if r.method == "POST", r.rawPath == "/upload-host/v1/files" {
        let parts = Wire.multipart(r.body, contentType: r.header("Content-Type") ?? "")
        let purpose = parts.first { $0.name == "purpose" }.map { String(decoding: $0.data, as: UTF8.self) } ?? ""
        let size = parts.first { $0.name == "file" }?.data.count ?? -1
        return .json(200, #"{"id":"file_1","path":"uploads","size":\#(size),"purpose":\#(Wire.quoted(purpose))}"#)
    }
    return .json(404, #"{"ok":false,"error":"no_route"}"#)
}

/// A client whose API host, upload host and status host are all the test server.
private func withClient(_ body: (TillpointClient, TestServer) async throws -> Void) async throws {
    try await withServer(route) { server, _ in
        let client = TillpointClient(
            baseURL: server.url(), transport: URLSessionTransport(configuration: .ephemeral),
            configure: {
                $0.schemeCredentials[.merchant] = .bearerToken("tp-token")
                $0.schemeCredentials[.platform] = .apiKey("pk-secret")
                $0.servers["uploads"] = server.url("/upload-host")
                $0.servers["https://status.tillpoint.example"] = server.url()
            })
        try await body(client, server)
    }
}

@Suite("Tillpoint")
struct TillpointTests {
    @Test("Bracketed form fields reach the server as metadata[key], and a flat field repeats its key")
    func bracketedForm() async throws {
        try await withClient { client, server in
            let charge = try await client.createPayment(
                amount: 1200, currency: "eur", metadata: ["order": "A&B=1", "note": "ü ok"], tags: ["vip", "eu"])
            #expect(charge.metadata["order"] == "A&B=1")
            #expect(charge.metadata["note"] == "ü ok")
            #expect(
                charge.metadata["form"]
                    == "amount=1200&currency=eur&metadata[note]=ü ok&metadata[order]=A&B=1&tags=vip&tags=eu")
            let seen = try #require(server.captured.current.last)
            #expect(seen.header("Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true)
        }
    }

    @Test("A nested model and a list of models are bracketed with their wire keys")
    func nestedModels() async throws {
        try await withClient { client, _ in
            let customer = try await client.createContact(
                email: "ada@tillpoint.example", address: MailingAddress(line1: "1 Quay St", city: "Leith", postalCode: "EH6", country: "GB")
            )
            #expect(
                customer.email
                    == "email=ada@tillpoint.example&address[city]=Leith&address[country]=GB&address[line1]=1 Quay St&address[postal_code]=EH6"
            )
            let session = try await client.createCheckoutSession(
                lineItems: [LineItem(price: "price_1", quantity: 2), LineItem(price: "price_2", quantity: 1)],
                successUrl: URL(string: "https://shop.example/done?x=1")!)
            #expect(
                session.status
                    == "line_items[0][price]=price_1&line_items[0][quantity]=2&line_items[1][price]=price_2&line_items[1][quantity]=1&success_url=https://shop.example/done?x=1"
            )
        }
    }

    @Test("Bracketed query parameters and the cursor from the last item page through every charge")
    func lastItemCursor() async throws {
        try await withClient { client, server in
            let since = Date(timeIntervalSince1970: 1_754_854_200)
            var ids: [String] = []
            for try await charge in client.listPaymentsItems(limit: 2, created: CreatedRange(gte: since), expand: ["customer"]) {
                ids.append(charge.id)
            }
            #expect(ids == ["ch_1", "ch_2", "ch_3"])
            let queries = server.captured.current.filter { $0.rawPath == "/v1/charges" }.map { lines($0.queryItems) }
            #expect(
                queries == [
                    ["limit=2", "created[gte]=2025-08-10T19:30:00Z", "expand[]=customer"],
                    ["limit=2", "starting_after=ch_2", "created[gte]=2025-08-10T19:30:00Z", "expand[]=customer"],
                ])
        }
    }

    @Test("A false success flag in a 200 is an APIError with the server's code and message")
    func successFlag() async throws {
        try await withClient { client, _ in
            let answer = try await client.getChannel(channel: "C1")
            #expect(answer.channel.name == "general")
            let missing = await thrown(APIError.self) { try await client.getChannel(channel: "C404") }
            guard case .unsuccessful(let details)? = missing else {
                Issue.record("expected .unsuccessful, got \(String(describing: missing))")
                return
            }
            #expect(details.status == 200)
            #expect(missing?.serverCode == "channel_not_found")
            #expect(missing?.serverMessage == "channel_not_found")
            #expect(missing?.requestID?.hasPrefix("req-") == true)
            let notIn = await thrown(APIError.self) { try await client.postMessage(channel: "C2", text: "hi") }
            #expect(notIn?.serverCode == "not_in_channel")
            #expect(notIn?.serverMessage == "The app is not in this channel.")
            // A call without a response checks the flag too.
            let archived = await thrown(APIError.self) { try await client.archiveChannel(channel: "C1") }
            #expect(archived?.serverCode == "already_archived")
            // `envelope: none` (another host): "ok": false is just a field it does not have.
            let status = try await client.getStatus()
            #expect(status.status == "green")
        }
    }

    @Test("Each status decodes its own body; 204 is a case without one; T? is nil for no content")
    func answersByStatus() async throws {
        try await withClient { client, _ in
            let done = try await client.createRefund(charge: "ch_1")
            #expect(done == .ok(Refund(id: "re_1", status: "succeeded", amount: 1200)))
            let queued = try await client.createRefund(charge: "ch_1", amount: 500)
            #expect(queued == .accepted(RefundJob(jobId: "job_9", status: "queued")))
            let canceled = try await client.cancelRefund(id: "re_1")
            #expect(canceled == .ok(Refund(id: "re_1", status: "canceled", amount: 1200)))
            let nothing = try await client.cancelRefund(id: "re_2")
            #expect(nothing == .noContent)
            let none = try await client.latestRefund(id: "ch_1")
            #expect(none == nil)
            let some = try await client.latestRefund(id: "ch_2")
            #expect(some?.id == "re_2")
            let odd = await thrown(APIError.self) { try await client.createRefund(charge: "ch_1", amount: 1) }
            #expect(odd?.kind == .decoding)
            #expect(odd?.details.message == "The server answered 201, which the spec does not declare (it declares 200, 202).")
        }
    }

    @Test("Text honours its charset, bytes come as they are, and another content type is refused")
    func textAndBytes() async throws {
        try await withClient { client, server in
            let csv = try await client.exportPayments(created: CreatedRange(lt: Date(timeIntervalSince1970: 0)))
            #expect(csv == "query,created%5Blt%5D=1970-01-01T00%3A00%3A00Z\nname\ncafé")
            #expect(server.captured.current.last?.header("Accept") == "text/csv")
            let pdf = try await client.getReceipt(id: "ch_1")
            #expect(pdf == Fixture.receipt)
            #expect(server.captured.current.last?.header("Accept") == "application/pdf")
            let any = try await client.downloadFileContents(id: "f_1")
            #expect(any == Fixture.receipt)
            let wrong = await thrown(APIError.self) { try await client.getReceipt(id: "ch_2") }
            #expect(wrong?.kind == .decoding)
            #expect(wrong?.details.message == "The answer is 'application/json', not the 'application/pdf' the spec declares.")
        }
    }

    @Test("A multi-segment path keeps its slashes and escapes the rest; dot segments stay escaped")
    func multiSegmentPath() async throws {
        try await withClient { client, _ in
            let file = try await client.getFileByPath(path: "reports/2025/q3 final?.csv")
            #expect(file.path == "/v1/file_paths/reports/2025/q3%20final%3F.csv")
            let climbing = try await client.getFileByPath(path: "reports/../../secrets")
            #expect(climbing.path == "/v1/file_paths/reports/%2E%2E/%2E%2E/secrets")
            let empty = await thrown(APIError.self) { try await client.getFileByPath(path: "") }
            #expect(empty?.kind == .encoding)
        }
    }

    @Test("An upload goes to its own server, which the configuration can replace")
    func uploadHost() async throws {
        try await withClient { client, server in
            let stored = try await client.uploadFile(purpose: "dispute", file: FilePart(data: Fixture.receipt, filename: "r.pdf"))
            #expect(stored.size == Fixture.receipt.count)
            #expect(stored.purpose == "dispute")
            #expect(server.captured.current.last?.rawPath == "/upload-host/v1/files")
            #expect(server.captured.current.last?.header("Authorization") == "Bearer tp-token")
            #expect(server.captured.current.last?.header("X-Platform-Key") == "pk-secret")
        }
    }

    @Test("withCallOptions gives one call a header and reports its upload and download progress")
    func callOptions() async throws {
        try await withClient { client, server in
            let reports = Locked<[TransferProgress]>([])
            let image = Data(repeating: 7, count: 200_000)
            let options = CallOptions(headers: [("X-Trace", "t-1")], progress: { report in reports.withLock { $0.append(report) } })
            let stored = try await withCallOptions(options) {
                try await client.uploadFile(purpose: "avatar", file: FilePart(data: image, filename: "a.png"))
            }
            #expect(stored.size == image.count)
            #expect(server.captured.current.last?.header("X-Trace") == "t-1")
            let uploads = reports.current.filter { $0.direction == .upload }
            #expect(uploads.last.map { $0.completed == $0.total } == true)
            #expect(uploads.last.map { $0.completed > Int64(image.count) } == true)  // the multipart body around the file

            reports.withLock { $0 = [] }
            let bytes = try await withCallOptions(options) { try await client.downloadFileContents(id: "f_big") }
            #expect(bytes.count == 300_000)
            #expect(reports.current.last == TransferProgress(direction: .download, completed: 300_000, total: 300_000))

            // Outside the block: no header.
            _ = try await client.getContact(id: "cus_1")
            #expect(server.captured.current.last?.header("X-Trace") == nil)
        }
    }

    @Test("Each endpoint sends the credentials of its own auth schemes: the token, the key, both or none")
    func severalAuthSchemes() async throws {
        try await withClient { client, server in
            _ = try await client.getContact(id: "cus_1")
            _ = try await client.getChannel(channel: "C1")
            _ = try await client.uploadFile(purpose: "dispute", file: FilePart(data: Fixture.receipt, filename: "r.pdf"))
            _ = try await client.getStatus()
            let sent = server.captured.current.map { ($0.header("Authorization"), $0.header("X-Platform-Key")) }
            #expect(sent.map(\.0) == ["Bearer tp-token", nil, "Bearer tp-token", nil])
            #expect(sent.map(\.1) == [nil, "pk-secret", "pk-secret", nil])

            // Signing out of the merchant's session leaves the platform's key in place.
            client.http.setCredentials(nil, for: .merchant)
            _ = try await client.uploadFile(purpose: "dispute", file: FilePart(data: Fixture.receipt, filename: "r.pdf"))
            #expect(server.captured.current.last?.header("Authorization") == nil)
            #expect(server.captured.current.last?.header("X-Platform-Key") == "pk-secret")
        }
    }

    @Test("The server's X-Request-Id is read, and none is sent")
    func requestIdReadOnly() async throws {
        try await withClient { client, server in
            let customer = try await client.getContact(id: "cus_1")
            #expect(customer.value.email == "ada@tillpoint.example")
            #expect(customer.requestID?.hasPrefix("req-") == true)
            #expect(server.captured.current.allSatisfy { $0.header("X-Request-Id") == nil })
        }
    }

    @Test("urlRequest(baseURL:encoder:) carries the default headers and the endpoint's own server")
    func urlRequestWithoutTheClient() throws {
        let request = try TillpointEndpoint.uploadFile(purpose: "x", file: FilePart(data: Data(), filename: "f"))
            .urlRequest(baseURL: URL(string: "https://elsewhere.example")!, encoder: TillpointCoding.makeEncoder())
        #expect(request.url?.absoluteString == "https://uploads.tillpoint.example/v1/files")
        #expect(request.value(forHTTPHeaderField: "User-Agent") == "TillpointClient")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(request.value(forHTTPHeaderField: "X-Request-Id") == nil)
        let charges = try TillpointEndpoint.listPayments(limit: 1, startingAfter: nil, created: nil, expand: ["a", "b"])
            .urlRequest(baseURL: URL(string: "https://api.example/v9")!, encoder: TillpointCoding.makeEncoder())
        #expect(charges.url?.absoluteString == "https://api.example/v9/v1/charges?limit=1&expand%5B%5D=a&expand%5B%5D=b")
        #expect(charges.value(forHTTPHeaderField: "User-Agent") == "TillpointClient")
    }
}
