// The baseline: the same call written by hand with URLComponents, URLRequest and JSONDecoder,
// decoding into plain synthesized-Codable structs with the same keys and the same date format.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct HandOrder: Codable, Sendable {
    var id: String
    var orderNumber: String
    var clientId: String
    var status: String
    var deviceCount: Int
    var total: Decimal?
    var notes: String?
    var createdAt: Date
    var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, status, total, notes
        case orderNumber = "order_number", clientId = "client_id", deviceCount = "device_count"
        case createdAt = "created_at", updatedAt = "updated_at"
    }
}

struct HandPagination: Codable, Sendable {
    var total: Int
    var limit: Int
    var offset: Int
    var hasMore: Bool?

    enum CodingKeys: String, CodingKey {
        case total, limit, offset
        case hasMore = "has_more"
    }
}

struct HandPage: Codable, Sendable {
    var items: [HandOrder]
    var pagination: HandPagination
}

struct HandEnvelope<T: Codable & Sendable>: Codable, Sendable {
    var success: Bool
    var data: T?
    var error: String?
    var message: String?
}

enum HandError: Error {
    case status(Int)
    case unsuccessful(String?)
}

/// What a careful hand-written client does for `GET /api/orders`: the same URL, method, timeout
/// and headers (including a fresh request id) as the generated client puts on the wire.
struct HandClient: Sendable {
    let baseURL: URL
    let token: String
    let transport: CannedTransport

    func orders(page: Int, limit: Int, status: String?, search: String?) async throws -> HandPage {
        var components = URLComponents(url: baseURL.appendingPathComponent("api/orders"), resolvingAgainstBaseURL: false)!
        var query = [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "limit", value: String(limit))]
        if let status { query.append(URLQueryItem(name: "status", value: status)) }
        if let search { query.append(URLQueryItem(name: "search", value: search)) }
        components.queryItems = query
        var request = URLRequest(url: components.url!)
        request.httpMethod = "GET"
        request.timeoutInterval = 30
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(Fixture.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(UUID().uuidString, forHTTPHeaderField: "X-Request-ID")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")

        let (data, response) = try await transport.data(for: request)
        guard (200..<300).contains(response.statusCode) else { throw HandError.status(response.statusCode) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let envelope = try decoder.decode(HandEnvelope<HandPage>.self, from: data)
        guard envelope.success, let page = envelope.data else { throw HandError.unsuccessful(envelope.error ?? envelope.message) }
        return page
    }
}
