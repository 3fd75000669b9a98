// Shared helpers for the tests of the generated modules.
//
// Every generated module carries its own copy of the runtime (`EndpointRequest`, `APIError`,
// `MockClientError`…), so a file that imported two modules would see each name twice. Each
// test file therefore imports exactly one generated module, and nothing here names a runtime
// type: the helpers work with Foundation types and generics only.

import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - JSON comparison

/// A JSON document in a form that compares by meaning: key order, whitespace and the spelling
/// of numbers (`120.50` and `120.5`) do not matter; `true` and `1` stay different.
indirect enum JSONNode: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Decimal)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONNode].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONNode].self))
        }
    }

    init(_ data: Data) throws {
        self = try JSONDecoder().decode(JSONNode.self, from: data)
    }

    init(_ text: String) throws {
        try self.init(Data(text.utf8))
    }

    /// The keys of an object (empty for anything else).
    var keys: Set<String> {
        if case .object(let object) = self { return Set(object.keys) }
        return []
    }

    subscript(key: String) -> JSONNode? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    subscript(index: Int) -> JSONNode? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return value.description
        case .string(let value): return "\"\(value)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let object):
            return "{" + object.keys.sorted().map { "\"\($0)\":\(object[$0]!)" }.joined(separator: ",") + "}"
        }
    }
}

/// Asserts that `data` is the same JSON as `expected`.
func assertJSON(_ data: Data, equals expected: String, file: StaticString = #filePath, line: UInt = #line) {
    do {
        let actual = try JSONNode(data)
        XCTAssertEqual(actual, try JSONNode(expected), file: file, line: line)
    } catch {
        XCTFail("not JSON: \(error)\n\(String(decoding: data, as: UTF8.self))", file: file, line: line)
    }
}

/// The encoded text, for checks on the exact spelling of numbers and dates.
func text(_ data: Data?) -> String {
    data.map { String(decoding: $0, as: UTF8.self) } ?? ""
}

// MARK: - Round trips

/// Runs JSON round trips through models with one API's coders and remembers which model types
/// were exercised, so a test can check that every generated model was.
final class RoundTripper {
    let makeDecoder: () -> JSONDecoder
    let makeEncoder: () -> JSONEncoder
    private(set) var covered: Set<String> = []

    init(decoder: @escaping () -> JSONDecoder, encoder: @escaping () -> JSONEncoder) {
        self.makeDecoder = decoder
        self.makeEncoder = encoder
    }

    /// Decodes `json`, encodes the value, decodes that again and asserts both values are equal.
    /// With `canonical` (the default) the encoded JSON must also equal `json`: same wire keys,
    /// same date spelling, nil optionals left out. Returns the first decoded value.
    @discardableResult
    func check<T: Codable & Equatable>(
        _ type: T.Type, _ json: String, canonical: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) -> T? {
        covered.insert(Self.baseName(of: T.self))
        do {
            let first = try makeDecoder().decode(T.self, from: Data(json.utf8))
            let data = try makeEncoder().encode(first)
            let second = try makeDecoder().decode(T.self, from: data)
            XCTAssertEqual(first, second, "\(T.self) changed in a round trip", file: file, line: line)
            if canonical {
                XCTAssertEqual(try JSONNode(data), try JSONNode(json), "\(T.self) re-encoded differently", file: file, line: line)
            }
            return first
        } catch {
            XCTFail("\(T.self): \(error)", file: file, line: line)
            return nil
        }
    }

    /// Decodes `json` as `T`, expecting it to fail (a missing required key, a wrong type).
    func checkFails<T: Decodable>(_ type: T.Type, _ json: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try makeDecoder().decode(T.self, from: Data(json.utf8)), "\(T.self) decoded \(json)", file: file, line: line)
    }

    /// Encodes `value` and returns the JSON.
    func encode<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) -> Data {
        do {
            return try makeEncoder().encode(value)
        } catch {
            XCTFail("\(T.self) did not encode: \(error)", file: file, line: line)
            return Data()
        }
    }

    /// Fails when a model or enum in `Generated/<api>/Models.swift` was never round-tripped.
    /// `specFile`: only the models declared in that file of the API (`Tillpoint.types.yaml`).
    func assertCoversEveryModel(of api: String, in specFile: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let declared = GeneratedSource.modelNames(api: api, in: specFile)
        XCTAssertFalse(declared.isEmpty, "no models found for \(api)", file: file, line: line)
        let missing = declared.subtracting(covered)
        XCTAssertTrue(missing.isEmpty, "\(api) models without a round trip: \(missing.sorted())", file: file, line: line)
    }

    /// `Page<MemberDTO>` → `Page`.
    static func baseName<T>(of type: T.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}

// MARK: - The generated sources

/// Reads the generated files, to check tests against what `gen` wrote (every model, every endpoint).
enum GeneratedSource {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ api: String, _ name: String) -> String {
        let url = root.appendingPathComponent("Generated").appendingPathComponent(api).appendingPathComponent(name)
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Names of the top-level structs and enums in Models.swift (and Models+<Name>.swift, …
    /// where a large API's models are spread out); the files' private key enums are not models.
    /// The models and enums of `api`'s models files; with `specFile`, those whose doc comment
    /// says they come from that spec file.
    static func modelNames(api: String, in specFile: String? = nil) -> Set<String> {
        var names: Set<String> = []
        var lastRemark = ""
        let folder = root.appendingPathComponent("Generated").appendingPathComponent(api)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0 == "Models.swift" || ($0.hasPrefix("Models+") && $0.hasSuffix(".swift")) }
        let sources = files.sorted().map { file(api, $0) }
        for line in sources.joined(separator: "\n").split(separator: "\n") {
            if line.hasPrefix("/// - Remark: Generated from ") { lastRemark = String(line) }
            if let specFile, !lastRemark.hasPrefix("/// - Remark: Generated from \(specFile):") { continue }
            for prefix in ["public struct ", "public enum "] where line.hasPrefix(prefix) {
                let rest = line.dropFirst(prefix.count)
                names.insert(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    /// The spec names of all endpoints: the `operation` strings of the endpoint enum.
    static func operations(api: String) -> Set<String> {
        var names: Set<String> = []
        var inOperation = false
        for line in file(api, "Endpoints.swift").split(separator: "\n") {
            if line.contains("public var operation: String") {
                inOperation = true
            } else if inOperation, line.trimmingCharacters(in: .whitespaces) == "}" {
                break
            } else if inOperation, let quote = line.range(of: "return \"") {
                names.insert(String(line[quote.upperBound...].dropLast()))
            }
        }
        return names
    }
}

// MARK: - Routes

/// One row of an API's routing table: an endpoint value, the method and path it must produce,
/// and the mock-client call that must record exactly that endpoint value.
struct Route<Endpoint: Sendable, Mock: Sendable>: Sendable {
    let endpoint: Endpoint
    let method: String
    let path: String
    let call: @Sendable (Mock) async throws -> Void
    let line: UInt

    init(_ endpoint: Endpoint, _ method: String, _ path: String, line: UInt = #line, call: @escaping @Sendable (Mock) async throws -> Void)
    {
        self.endpoint = endpoint
        self.method = method
        self.path = path
        self.call = call
        self.line = line
    }
}

// MARK: - Queries, dates, files

/// Query items as `name=value` strings, in order (nil values as the bare name).
func pairs(_ items: [URLQueryItem]) -> [String] {
    items.map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }
}

/// A UTC date from its parts, for expected values.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, nanosecond: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond))!
}

/// The decimal from its text, exactly (never through Double).
func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// A path parameter that would break a naively built URL: `/`, `?`, `#`, `%`, space, `+`, `&`.
let hostileID = "a/b?c d%e#f+g&h"
/// `hostileID` escaped as one path segment.
let hostileSegment = "a%2Fb%3Fc%20d%25e%23f%2Bg%26h"

/// Helper for collecting values across concurrent tasks.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

// MARK: - Checks of the helpers themselves

final class SupportTests: XCTestCase {
    /// The round-trip comparison must see what matters and ignore what does not.
    func testJSONNodeComparesByMeaning() throws {
        XCTAssertEqual(try JSONNode(#"{"a":120.50,"b":[1,null]}"#), try JSONNode(#"{ "b": [1, null], "a": 120.5 }"#))
        XCTAssertNotEqual(try JSONNode(#"{"a":1}"#), try JSONNode(#"{"a":true}"#))
        XCTAssertNotEqual(try JSONNode(#"{"a":1}"#), try JSONNode(#"{"a":"1"}"#))
        XCTAssertNotEqual(try JSONNode(#"{"a":null}"#), try JSONNode("{}"))
        XCTAssertNotEqual(try JSONNode(#"{"logo_url":"x"}"#), try JSONNode(#"{"logoUrl":"x"}"#))
        XCTAssertNotEqual(try JSONNode(#"{"d":"2025-08-10T19:30:00Z"}"#), try JSONNode(#"{"d":"2025-08-10T19:30:00.000Z"}"#))
        XCTAssertEqual(try JSONNode("40.17"), .number(decimal("40.17")))
    }

    func testGeneratedSourcesAreFound() {
        XCTAssertTrue(GeneratedSource.modelNames(api: "Splitza").isSuperset(of: ["SplitBill", "Participant", "APIResponse"]))
        XCTAssertTrue(GeneratedSource.operations(api: "Splitza").contains("searchSplitBills"))
        XCTAssertEqual(RoundTripper.baseName(of: [String: Int].self), "Dictionary")
    }
}
