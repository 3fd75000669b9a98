// Overhead of the generated client: `RepairMinderClient.orders(…)` over a canned-bytes transport
// against the same request built and the same response decoded by hand (HandWritten.swift).
//
// Usage: OverheadBench [ROUNDS] [CALLS]   ROUNDS ≥ 30 (default 41), CALLS per side per round (default 30)
//
// Each round times CALLS generated calls and CALLS hand-written calls back to back, alternating
// which goes first, so machine noise lands on both alike. Two more pairs show where the difference
// comes from: decoding only (same bytes, each side's decoder and types), and the same call answered
// with an empty page (the fixed per-call cost: request, transport, envelope, no items).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RepairMinder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.allSatisfy({ $0 != nil }) else {
    print("usage: OverheadBench [ROUNDS ≥ 30] [CALLS per round]")
    exit(2)
}
let rounds = max(30, arguments.first.flatMap { $0 } ?? 41)
let calls = max(1, arguments.dropFirst().first.flatMap { $0 } ?? 30)

let generated = RepairMinderClient(
    baseURL: Fixture.baseURL, credentials: .bearerToken(Fixture.token), transport: CannedTransport())
let hand = HandClient(baseURL: Fixture.baseURL, token: Fixture.token, transport: CannedTransport())

@Sendable func viaGenerated() async throws -> Int {
    let page = try await generated.orders(page: Fixture.page, limit: Fixture.limit, status: Fixture.status, search: Fixture.search)
    return page.items.count
}

@Sendable func byHand() async throws -> Int {
    let page = try await hand.orders(page: Fixture.page, limit: Fixture.limit, status: Fixture.status, search: Fixture.search)
    return page.items.count
}

let generatedEmpty = RepairMinderClient(
    baseURL: Fixture.baseURL, credentials: .bearerToken(Fixture.token), transport: CannedTransport(body: Fixture.emptyPageBody))
let handEmpty = HandClient(baseURL: Fixture.baseURL, token: Fixture.token, transport: CannedTransport(body: Fixture.emptyPageBody))

@Sendable func emptyViaGenerated() async throws -> Int {
    try await generatedEmpty.orders(page: Fixture.page, limit: Fixture.limit, status: Fixture.status, search: Fixture.search).items.count
}

@Sendable func emptyByHand() async throws -> Int {
    try await handEmpty.orders(page: Fixture.page, limit: Fixture.limit, status: Fixture.status, search: Fixture.search).items.count
}

@Sendable func decodeGenerated() throws -> Int {
    let envelope = try RepairMinderCoding.makeDecoder().decode(APIResponse<PaginatedResponse<Order>>.self, from: Fixture.body)
    return envelope.data!.items.count
}

@Sendable func decodeByHand() throws -> Int {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(HandEnvelope<HandPage>.self, from: Fixture.body).data!.items.count
}

// MARK: Equivalence: both paths must put the same request on the wire and read the same values.

func checkEquivalence() async throws {
    let genTransport = CannedTransport(recording: true), handTransport = CannedTransport(recording: true)
    let gen = try await RepairMinderClient(
        baseURL: Fixture.baseURL, credentials: .bearerToken(Fixture.token), transport: genTransport
    ).orders(page: Fixture.page, limit: Fixture.limit, status: Fixture.status, search: Fixture.search)
    let byHand = try await HandClient(baseURL: Fixture.baseURL, token: Fixture.token, transport: handTransport)
        .orders(page: Fixture.page, limit: Fixture.limit, status: Fixture.status, search: Fixture.search)

    var problems: [String] = []
    let g = genTransport.recorded!.current.first!, h = handTransport.recorded!.current.first!
    if g.url != h.url { problems.append("URL: \(g.url!) vs \(h.url!)") }
    if g.httpMethod != h.httpMethod { problems.append("method: \(g.httpMethod ?? "-") vs \(h.httpMethod ?? "-")") }
    if g.timeoutInterval != h.timeoutInterval { problems.append("timeout: \(g.timeoutInterval) vs \(h.timeoutInterval)") }
    if g.httpBody != h.httpBody { problems.append("body differs") }
    func headers(_ r: URLRequest) -> [String: String] {
        var all = Dictionary(uniqueKeysWithValues: (r.allHTTPHeaderFields ?? [:]).map { ($0.key.lowercased(), $0.value) })
        if all["x-request-id"] != nil { all["x-request-id"] = "<uuid>" }  // fresh on every request
        return all
    }
    if headers(g) != headers(h) { problems.append("headers: \(headers(g)) vs \(headers(h))") }

    let converted = byHand.items.map {
        Order(id: $0.id, orderNumber: $0.orderNumber, clientId: $0.clientId, status: $0.status, deviceCount: $0.deviceCount,
              total: $0.total, notes: $0.notes, createdAt: $0.createdAt, updatedAt: $0.updatedAt)
    }
    if gen.items.count != Fixture.itemCount { problems.append("generated decoded \(gen.items.count) items") }
    if gen.items != converted { problems.append("decoded orders differ") }
    let p = byHand.pagination
    if gen.pagination != PaginationMeta(total: p.total, limit: p.limit, offset: p.offset, hasMore: p.hasMore) {
        problems.append("pagination differs")
    }
    guard problems.isEmpty else {
        print("The two paths do not do the same work:\n  " + problems.joined(separator: "\n  "))
        exit(1)
    }
    print("equivalence: same URL (\(g.url!.absoluteString)), method, timeout, headers \(headers(g).keys.sorted()); same \(gen.items.count) orders")
}

// MARK: Timing

/// CPU time used by the whole process, in µs. Only the benchmark's one task runs, so this is its
/// work without the time other programs on a shared machine take the core away (wall time has that).
func processCPUMicroseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
}

/// Per-call µs of one batch, by the wall clock and by process CPU time.
struct Sample { var wall: Double; var cpu: Double }

/// Per-call µs of `calls` calls of each side, per round; the side that goes first alternates.
func interleaved(
    rounds: Int, calls: Int, expected: Int,
    _ a: @Sendable () async throws -> Int, _ b: @Sendable () async throws -> Int
) async throws -> (a: [Sample], b: [Sample]) {
    let clock = ContinuousClock()
    func time(_ f: @Sendable () async throws -> Int) async throws -> Sample {
        var sink = 0
        let cpu0 = processCPUMicroseconds()
        let d = try await clock.measure { for _ in 0..<calls { sink &+= try await f() } }
        let cpu = processCPUMicroseconds() - cpu0
        precondition(sink == expected * calls)
        let wall = Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
        return Sample(wall: wall / Double(calls), cpu: cpu / Double(calls))
    }
    var ta: [Sample] = [], tb: [Sample] = []
    for round in 0..<rounds {
        if round % 2 == 0 {
            ta.append(try await time(a)); tb.append(try await time(b))
        } else {
            tb.append(try await time(b)); ta.append(try await time(a))
        }
    }
    return (ta, tb)
}

func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    let position = q * Double(sorted.count - 1)
    let low = Int(position.rounded(.down)), high = Int(position.rounded(.up))
    return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
}

func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

/// Prints both sides' medians and the ratio, by wall clock and by CPU time; returns the ratios of medians.
@discardableResult
func report(_ title: String, generated: [Sample], hand: [Sample]) -> (wall: Double, cpu: Double) {
    print(title)
    var ratios: (wall: Double, cpu: Double) = (0, 0)
    for (clock, pick) in [("wall", \Sample.wall), ("cpu", \Sample.cpu)] {
        let g = generated.map { $0[keyPath: pick] }, h = hand.map { $0[keyPath: pick] }
        let perRound = zip(g, h).map { $0 / $1 }
        func row(_ name: String) -> String {
            let v = name == "generated" ? g : h
            return String(format: "  %-4@ %-9@ median %7.1f µs/call  IQR %7.1f–%-7.1f min %7.1f", clock as NSString,
                          name as NSString, median(v), quantile(v, 0.25), quantile(v, 0.75), v.min()!)
        }
        print(row("generated"))
        print(row("by hand"))
        let ratio = median(g) / median(h)
        if clock == "wall" { ratios.wall = ratio } else { ratios.cpu = ratio }
        print(String(format: "  %-4@ ratio     %.2fx of medians; per-round ratios: median %.2fx, IQR %.2f–%.2f; %.2fx of minimums",
                     clock as NSString, ratio, median(perRound), quantile(perRound, 0.25), quantile(perRound, 0.75),
                     g.min()! / h.min()!))
    }
    return ratios
}

let result = try await Task.detached {
    try await checkEquivalence()
    // Warm up: caches, lazy statics, page faults.
    for _ in 0..<200 {
        _ = try await viaGenerated(); _ = try await byHand(); _ = try decodeGenerated(); _ = try decodeByHand()
        _ = try await emptyViaGenerated(); _ = try await emptyByHand()
    }
    let n = Fixture.itemCount
    let endToEnd = try await interleaved(rounds: rounds, calls: calls, expected: n, viaGenerated, byHand)
    let decodeOnly = try await interleaved(rounds: rounds, calls: calls, expected: n, { try decodeGenerated() }, { try decodeByHand() })
    // An empty-page call is ~10x cheaper, so 10x as many per batch keep batches about as long.
    let empty = try await interleaved(rounds: rounds, calls: calls * 10, expected: 0, emptyViaGenerated, emptyByHand)
    return (endToEnd, decodeOnly, empty)
}.value

print("response: \(Fixture.body.count) bytes, \(Fixture.itemCount) orders; \(rounds) interleaved rounds × \(calls) calls per side")
let ratios = report("request + canned transport + decode (the requirement):", generated: result.0.a, hand: result.0.b)
report("decode only (same bytes, each side's decoder and types):", generated: result.1.a, hand: result.1.b)
report("same call, empty page (fixed per-call cost, \(Fixture.emptyPageBody.count) bytes):", generated: result.2.a, hand: result.2.b)
print(String(format: "verdict: %@: generated/by hand = %.2fx of wall-clock medians, %.2fx of CPU-time medians (limit 1.30x)",
             ratios.wall <= 1.3 ? "PASS" : "FAIL", ratios.wall, ratios.cpu))
