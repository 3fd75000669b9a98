// The canned answer both paths decode and the transport that returns it without a network.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RepairMinder

enum Fixture {
    static let baseURL = URL(string: "https://api.repairminder.com")!
    static let token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfNDIifQ.c2lnbmF0dXJl"
    static let userAgent = "RepairMinder-iOS/1.0"  // the spec's default header, as the generated client sends it
    static let itemCount = 50
    // The call both paths make: GET /api/orders?page=2&limit=50&search=iPhone (status left out).
    static let page = 2
    static let limit = 50
    static let status: String? = nil
    static let search: String? = "iPhone"

    /// `{"success":true,"data":{"items":[50 orders],"pagination":{…}}}`, about 12 KB: the
    /// RepairMinder envelope around a page of `Order`s, with varied values, nulls and non-ASCII text.
    static let body: Data = {
        let statuses = ["received", "diagnosing", "awaiting_parts", "in_progress", "ready", "collected"]
        let notes = [
            #""Cracked screen; customer wants data kept.""#, "null", #""Battery swells — replace, check board.""#,
            #""Water damage (coffee). Quote before work over £120.""#, "null", #""Won't charge; port full of lint.""#,
        ]
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let items = (0..<itemCount).map { i -> String in
            let id = 48_100 + i
            let total = i % 7 == 3 ? "null" : "\(49 + (i * 37) % 400).\(pad((i * 13) % 100))"
            let created = "2025-0\(1 + i % 9)-\(pad(1 + i % 28))T\(pad(8 + i % 10)):\(pad((i * 7) % 60)):\(pad((i * 11) % 60))Z"
            let updated = "2025-09-\(pad(1 + (i * 3) % 28))T\(pad(9 + i % 9)):\(pad((i * 5) % 60)):\(pad((i * 17) % 60))Z"
            return #"{"id":"ord_\#(id)","order_number":"RM-2025-\#(id)","client_id":"cli_\#(9000 + (i * 31) % 700)","#
                + #""status":"\#(statuses[i % statuses.count])","device_count":\#(1 + i % 3),"total":\#(total),"#
                + #""notes":\#(notes[i % notes.count]),"created_at":"\#(created)","updated_at":"\#(updated)"}"#
        }
        let pagination = #"{"total":1287,"limit":\#(limit),"offset":\#((page - 1) * limit),"has_more":true}"#
        return Data(#"{"success":true,"data":{"items":[\#(items.joined(separator: ","))],"pagination":\#(pagination)}}"#.utf8)
    }()

    /// The same envelope with no items: what is left is the fixed cost of a call.
    static let emptyPageBody = Data(
        #"{"success":true,"data":{"items":[],"pagination":{"total":1287,"limit":\#(limit),"offset":\#((page - 1) * limit),"has_more":false}}}"#.utf8)
}

/// Answers every request with `Fixture.body` and a 200, like a server would, minus the network.
/// With `recorded`, it also keeps the requests it was given (used only by the equivalence check).
struct CannedTransport: HTTPTransport {
    let body: Data
    let recorded: Locked<[URLRequest]>?

    init(body: Data = Fixture.body, recording: Bool = false) {
        self.body = body
        self.recorded = recording ? Locked([]) : nil
    }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        recorded?.withLock { $0.append(request) }
        let response = HTTPURLResponse(
            url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json; charset=utf-8", "X-Request-ID": "srv-7f3c2a"])!
        return (body, response)
    }

    func download(for request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        throw URLError(.unsupportedURL)
    }
}
