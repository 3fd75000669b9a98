// KSR Cranes (seed 003) against a real server: the profile_image multipart upload, the raw
// signature body, microsecond dates both ways, date-only query parameters and hasNext paging.
import Foundation
import KSRCranes
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private enum Fixture {
    static let entry =
        #"{"id":311,"employeeId":17,"workDate":"2025-01-13T00:00:00.000000Z","normalHours":7.5,"overtimeHours":1.5,"weekendHours":0,"projectId":4,"status":"SUBMITTED","submittedAt":"2025-01-13T16:05:12.123456Z"}"#

    static func customer(_ n: Int) -> String {
        #"{"id":\#(n),"name":"Customer \#(n)","createdAt":"2025-01-15T10:30:00.123456Z"}"#
    }

    static func worker(_ n: Int) -> String {
        #"{"id":\#(n),"name":"Worker \#(n)","email":"w\#(n)@ksrcranes.dk","role":"operator","isActive":true}"#
    }
}

@Sendable private func route(_ r: Captured, _ s: TestServer) async -> Reply {
    switch (r.method, r.rawPath) {
    case ("POST", "/api/app/profile/image"):
        let parts = Wire.multipart(r.body, contentType: r.header("Content-Type") ?? "")
        guard parts.count == 1, let image = parts.first, image.name == "profile_image",
            image.filename == "profile.jpg", image.contentType == "image/jpeg", image.data == TestData.photo
        else { return .json(400, #"{"error":"bad_upload","message":"Unexpected parts: \#(parts.map(\.name))"}"#) }
        return .json(200, #"{"success":true,"imageUrl":"https://cdn.ksrcranes.dk/p/17.jpg"}"#)
    case ("POST", "/api/app/manager/signature"):
        guard r.header("Content-Type") == "image/png", r.body == TestData.photo else {
            return .json(400, #"{"error":"bad_signature","message":"Not a PNG"}"#)
        }
        return .json(200, #"{"success":true,"signatureId":"sig-1"}"#)
    case ("GET", "/api/app/work-entries"):
        return .json(200, "[\(Fixture.entry)]")
    case ("POST", "/api/app/work-entries"):
        return .json(200, #"{"success":true,"message":"Saved","entry":\#(Fixture.entry)}"#)
    case ("GET", "/api/app/chef/workers"):
        let page = Int(r.query("page") ?? "1") ?? 1
        let workers = page < 3 ? [Fixture.worker(page * 10), Fixture.worker(page * 10 + 1)] : [Fixture.worker(30)]
        return .json(
            200,
            #"{"data":[\#(workers.joined(separator: ","))],"pagination":{"currentPage":\#(page),"totalPages":3,"totalCount":5,"hasNext":\#(page < 3),"hasPrevious":\#(page > 1)}}"#
        )
    case ("GET", "/api/app/chef/customers"):
        // Flat paging, {customers, total, page, limit}: 4 customers in pages of `limit`.
        let page = Int(r.query("page") ?? "1") ?? 1
        let limit = Int(r.query("limit") ?? "20") ?? 20
        let ids = ((page - 1) * limit..<min(page * limit, 4)).map { Fixture.customer($0) }
        return .json(200, #"{"customers":[\#(ids.joined(separator: ","))],"total":4,"page":\#(page),"limit":\#(limit)}"#)
    case ("GET", "/api/app/tasks/42"):
        return .json(500, #"{"error":"internal","message":"Database unavailable","errors":["db"]}"#)
    default:
        return .json(404, #"{"error":"not_found","message":"No route"}"#)
    }
}

private func withClient(_ body: (KSRCranesClient, TestServer) async throws -> Void) async throws {
    try await withServer(route) { server, session in
        let client = KSRCranesClient(
            baseURL: server.url(), credentials: .bearerToken("ksr"), transport: URLSessionTransport(configuration: .ephemeral))
        try await body(client, server)
    }
}

@Suite("KSR Cranes")
struct KSRCranesTests {
    @Test("The profile_image multipart upload arrives as one file part")
    func multipartUpload() async throws {
        try await withClient { client, server in
            let file = FilePart(data: TestData.photo, filename: "profile.jpg", contentType: "image/jpeg")
            let response = try await client.uploadProfileImage(profileImage: file)
            #expect(response.success)
            #expect(response.imageUrl == "https://cdn.ksrcranes.dk/p/17.jpg")
            let seen = try #require(server.last)
            #expect(seen.header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
            #expect(seen.header("Authorization") == "Bearer ksr")
            #expect(seen.header("Content-Length") == String(seen.body.count))
        }
    }

    @Test("A raw body keeps its bytes and content type")
    func rawBody() async throws {
        try await withClient { client, _ in
            let response = try await client.submitSignature(body: TestData.photo)
            #expect(response.signatureId == "sig-1")
        }
    }

    @Test("Microsecond dates decode, and encode back in the same pattern")
    func microsecondDates() async throws {
        try await withClient { client, server in
            let entries = try await client.fetchWorkEntries(
                startDate: Date(timeIntervalSince1970: 1_736_726_400), endDate: Date(timeIntervalSince1970: 1_737_331_200))
            let entry = try #require(entries.first)
            #expect(entry.status == .submitted)
            #expect(entry.submittedAt.map { abs($0.timeIntervalSince1970 - 1_736_784_312.123456) < 0.001 } == true)

            var draft = entry
            draft.id = nil
            draft.submittedAt = nil
            _ = try await client.submitWorkEntry(body: draft)
            let last = try #require(server.last)
            let sent = try #require(Wire.json(last.body))
            #expect(sent["id"] == nil)  // nil is left out
            #expect(sent["workDate"] as? String == "2025-01-13T00:00:00.000000Z")
            #expect(sent["status"] as? String == "SUBMITTED")
        }
    }

    @Test("Date query parameters with format: date are sent as yyyy-MM-dd")
    func dateOnlyQuery() async throws {
        try await withClient { client, server in
            _ = try await client.fetchWorkEntries(
                startDate: Date(timeIntervalSince1970: 1_736_726_400), endDate: Date(timeIntervalSince1970: 1_737_331_200))
            let seen = try #require(server.last)
            #expect(seen.query("startDate") == "2025-01-13")
            #expect(seen.query("endDate") == "2025-01-20")
        }
    }

    @Test("Error bodies give the server's message")
    func errorMapping() async throws {
        try await withClient { client, _ in
            let error = await thrown(APIError.self) { try await client.fetchTaskDetail(taskId: 42) }
            #expect(error?.kind == .serverError)
            #expect(error?.serverMessage == "Database unavailable")
            #expect(error?.errorBody(as: ErrorResponse.self)?.errors == ["db"])
        }
    }

    @Test("Pages follow pagination.hasNext")
    func pagination() async throws {
        try await withClient { client, server in
            var ids: [Int] = []
            for try await worker in client.fetchWorkersItems() { ids.append(worker.id) }
            #expect(ids == [10, 11, 20, 21, 30])
            #expect(server.requests.map { $0.query("page") } == ["1", "2", "3"])
        }
    }

    @Test("Flat pages stop once page * limit reaches total, with no empty page after an exact multiple")
    func paginationByTotal() async throws {
        try await withClient { client, server in
            var ids: [Int] = []
            for try await customer in client.fetchCustomersItems(limit: 2) { ids.append(customer.id) }
            #expect(ids == [0, 1, 2, 3])
            #expect(server.requests.map { $0.query("page") } == ["1", "2"])
        }
    }
}
