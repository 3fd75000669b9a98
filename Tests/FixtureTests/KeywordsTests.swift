import Foundation
import Keywords
import KeywordsMocks
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Keywords fixture (Tests/Fixtures/Specs/Keywords.yaml): Swift keywords and names the
/// generated code relies on, used as model, field, enum value, endpoint and parameter names.
/// That the module compiles is most of the test; these check the names still mean the spec's.
final class KeywordsTests: XCTestCase {
    /// Spec names used as enum values, fields and parameters (Keywords.yaml lists them).
    static let keywords = """
        associatedtype borrowing class consuming deinit enum extension fileprivate func import init inout internal let \
        nonisolated open operator private precedencegroup protocol public rethrows static struct subscript typealias var \
        break case catch continue default defer do else fallthrough for guard if in repeat return throw switch where while \
        as await false is nil self super throws true try associativity async convenience didSet dynamic final get indirect \
        infix lazy left mutating none nonmutating optional override package postfix precedence prefix required right set \
        some unowned weak willSet any consume copy discard each macro isolated sending then actor
        """.split(separator: " ").map(String.init)
    static let special = ["Task", "Result", "Error", "Data", "URL", "Decoder", "CodingKeys", "rawValue", "allCases", "description"]

    func testEveryKeywordIsAnEnumValueWithItsWireText() throws {
        let expected = Self.keywords + ["_"] + Self.special + ["Type", "unknown"]
        XCTAssertEqual(Kinds.allCases.map(\.rawValue), expected)
        for kind in Kinds.allCases {
            let data = try JSONEncoder().encode([kind])
            XCTAssertEqual(try JSONSerialization.jsonObject(with: data) as? [String], [kind.rawValue])
            XCTAssertEqual(try JSONDecoder().decode([Kinds].self, from: data), [kind])
        }
        XCTAssertEqual(Kinds.default.rawValue, "default")
        XCTAssertEqual(Kinds.self_.rawValue, "self")
        XCTAssertEqual(Kinds.init_.rawValue, "init")
        XCTAssertEqual(Kinds.rawValue_.rawValue, "rawValue")
        XCTAssertEqual(Kinds.allCases_.rawValue, "allCases")
        XCTAssertEqual(Kinds.description_.rawValue, "description")
        XCTAssertEqual(UpperKinds.allCases.map(\.rawValue), ["Any", "Self", "Type", "Protocol"])
    }

    func testOpenEnumsKeepKeywordsAndUnknownValues() throws {
        XCTAssertEqual(OpenKinds(rawValue: "self"), .self_)
        XCTAssertEqual(OpenKinds(rawValue: "unknown"), .unknown_)
        XCTAssertEqual(OpenKinds(rawValue: "default").rawValue, "default")
        XCTAssertEqual(OpenKinds(rawValue: "surprise"), .unknown("surprise"))
        for kind in OpenKinds.allCases + [.unknown("later")] {
            XCTAssertEqual(try JSONDecoder().decode([OpenKinds].self, from: JSONEncoder().encode([kind])), [kind])
        }
        // Equality and hashing follow the wire value: a hand-made `.unknown` of a known value is that case.
        XCTAssertEqual(OpenKinds.unknown("self"), .self_)
        XCTAssertEqual(Set<OpenKinds>([.unknown("self"), .self_, .unknown("later")]).count, 2)
        XCTAssertNotEqual(OpenKinds.unknown("later"), .unknown("sooner"))
        XCTAssertNotEqual(OpenKinds.self_, .default)
        XCTAssertEqual(MappedKinds.self_.rawValue, "Self")
        XCTAssertEqual(MappedKinds.case.rawValue, "case")
    }

    func testKeywordModelsAndFieldsRoundTripThroughJSON() throws {
        // Fields has one field per keyword and special name; each keyword field is of the model
        // of that name, which has one field of that name: {"class": {"class": "…"}}.
        var object: [String: Any] = [:]
        for name in Self.keywords + Self.special + ["Type"] { object[name] = [name: "<\(name)>"] }
        // The spec types `Data` and `URL` are the built-in ones, whatever models share their names.
        object["Data"] = Data("bytes".utf8).base64EncodedString()
        object["URL"] = "https://keywords.example/url"
        for name in ["container", "encoder", "hashValue", "example", "id"] { object[name] = "<\(name)>" }
        let data = try JSONSerialization.data(withJSONObject: object)
        let fields = try JSONDecoder().decode(Fields.self, from: data)
        XCTAssertEqual(fields.class.class, "<class>")
        XCTAssertEqual(fields.default.default, "<default>")
        XCTAssertEqual(fields.self_.self_, "<self>")
        XCTAssertEqual(fields.init_.init_, "<init>")
        XCTAssertEqual(fields.type.type, "<Type>")
        XCTAssertEqual(fields.task.task, "<Task>")
        XCTAssertEqual(fields.codingKeys.codingKeys, "<CodingKeys>")
        XCTAssertEqual(fields.rawValue.rawValue, "<rawValue>")
        XCTAssertEqual(fields.data, Data("bytes".utf8))
        XCTAssertEqual(fields.url.absoluteString, "https://keywords.example/url")
        XCTAssertEqual(fields.container, "<container>")
        XCTAssertEqual(fields.encoder, "<encoder>")
        XCTAssertEqual(fields.hashValue_, "<hashValue>")
        XCTAssertEqual(fields.kind, .default, "the spec's default")
        XCTAssertEqual(fields.openKind, .self_)

        let encoded = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(fields)) as? [String: Any])
        XCTAssertEqual(Set(encoded.keys), Set(object.keys).union(["kind", "openKind"]))
        XCTAssertEqual(encoded["encoder"] as? String, "<encoder>", "encode(to:) wrote the field, not its argument")
        XCTAssertEqual(encoded["container"] as? String, "<container>")
        XCTAssertEqual((encoded["default"] as? [String: String])?["default"], "<default>")
        XCTAssertEqual(try JSONDecoder().decode(Fields.self, from: JSONEncoder().encode(fields)), fields)
    }

    func testSecretFieldsNamedByKeywordsArePrintedRedacted() {
        let inner = Secrets(class: "inner-secret", old: "old-secret", self_: nil)
        let outer = Secrets(class: "outer-secret", old: nil, self_: inner)
        let text = String(describing: outer)
        XCTAssertFalse(text.contains("secret\""), text)
        XCTAssertEqual(
            text, "Secrets(class: <redacted>, old: nil, self_: Optional(Keywords.Secrets(class: <redacted>, old: <redacted>, self_: nil)))")
    }

    func testFieldExamplesMakeTheModelsExample() {
        XCTAssertEqual(KindExample.example, KindExample(kind: .unknown("later"), count: 3))
    }

    func testEnumDefaultsNamedNoneAndSomeAreTheEnumsCases() throws {
        // As optionals, `.none` would be nil and `.some` would not compile: the enum is named.
        let decoded = try JSONDecoder().decode(KindDefaults.self, from: Data("{}".utf8))
        XCTAssertEqual(decoded.absent, Kinds.none)
        XCTAssertEqual(decoded.present, Kinds.some)
        XCTAssertEqual(decoded.plain, Kinds.none)
        XCTAssertEqual(decoded.list, [Kinds.none, Kinds.some])
        XCTAssertEqual(KindDefaults(), decoded)
    }

    func testAliasesNamedLikeOtherTypesAreTheirEnums() throws {
        // `HTTPMethod` and `Sendable` are the runtime's and Swift's: the aliases are renamed,
        // and name the very enums they alias.
        XCTAssertTrue(KeywordsHTTPMethod.self == OpenKinds.self)
        XCTAssertTrue(KeywordsSendable.self == Kinds.self)
        let decoded = try JSONDecoder().decode(AliasDefaults.self, from: Data("{}".utf8))
        XCTAssertEqual(decoded.open, OpenKinds.self_)
        XCTAssertEqual(decoded.plain, Kinds.none, "the enum's case, not nil")
        XCTAssertEqual(decoded.list, [Kinds.class, Kinds.some])
        let sent = AliasDefaults(open: .unknown("later"), plain: Kinds.none)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(sent)) as? [String: Any])
        XCTAssertEqual(object["open"] as? String, "later")
        XCTAssertEqual(object["plain"] as? String, "none")
    }

    func testRenamedTypesKeepTheirWireShape() throws {
        let uses = Uses(task: Wrapper(value: KeywordsTask(task: "t")), result: [KeywordsResult(result: "r")], kinds: [.self_, .default])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(uses)) as? [String: Any])
        XCTAssertEqual(((object["task"] as? [String: Any])?["value"] as? [String: String])?["Task"], "t")
        XCTAssertEqual(object["kinds"] as? [String], ["self", "default"])
        XCTAssertEqual(try JSONDecoder().decode(Uses.self, from: JSONEncoder().encode(uses)), uses)
    }

    func testGenericParametersNamedLikeSwiftTypes() throws {
        let uses = UsesShadow(shadow: Shadow(value: "v", decoder: true, list: [KeywordsTask(task: "t")]))
        let data = try JSONEncoder().encode(uses)
        XCTAssertEqual(try JSONDecoder().decode(UsesShadow.self, from: data), uses)
        let shadow = try XCTUnwrap((JSONSerialization.jsonObject(with: data) as? [String: Any])?["shadow"] as? [String: Any])
        XCTAssertEqual(shadow["decoder"] as? Bool, true)
    }

    func testServersNamedByKeywords() {
        XCTAssertEqual(KeywordsServer.default.url.absoluteString, "https://keywords.example/v1")
        XCTAssertEqual(KeywordsServer.self_.url.host, "self.keywords.example")
        XCTAssertEqual(KeywordsServer.class.url.host, "class.keywords.example")
    }

    func testKeywordParametersReachTheRequest() async throws {
        let mock = MockKeywordsClient()
        // Not stubbed: the call throws, but it is recorded with its arguments.
        _ = try? await mock.query(class: "c", `inout`: "io", let: "l", var: "v", default: "d", in: "i", self_: "s", rawValue: "r")
        let call = try XCTUnwrap(mock.calls.first)
        let items = Dictionary(uniqueKeysWithValues: call.queryItems.map { ($0.name, $0.value ?? "") })
        XCTAssertEqual(
            items, ["class": "c", "default": "d", "in": "i", "inout": "io", "let": "l", "var": "v", "self": "s", "rawValue": "r"])
    }

    func testPathParametersNamedByKeywords() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        let endpoint = KeywordsEndpoint.pathParams(class: 7, self_: "a b", default: .in, type: "t", in: id)
        XCTAssertEqual(endpoint.path, "/path/7/a%20b/in/t/00000000-0000-0000-0000-000000000001")
    }

    func testHeaderParametersAndBodiesNamedByKeywordsAndLocals() throws {
        let headers = KeywordsEndpoint.localHeaders(headers: "h", value: 3).headers
        XCTAssertEqual(headers.map(\.name), ["X-Headers", "X-Value"])
        XCTAssertEqual(headers.map(\.value), ["h", "3"])

        let local = KeywordsEndpoint.localQuery(
            value: "v", items: ["a", "b"], item: nil, encoder: "e", request: nil, response: nil, http: nil, handler: nil, cursor: 3,
            page: nil, headers: "hq", parts: nil, body: nil, container: nil, headerValue: "hv")
        XCTAssertEqual(local.path, "/locals/v")
        XCTAssertEqual(local.queryItems.map(\.name), ["items", "items", "encoder", "cursor", "headers"])
        XCTAssertEqual(local.queryItems.map(\.value), ["a", "b", "e", "3", "hq"])
        XCTAssertEqual(local.headers.map(\.value), ["hv"])

        guard
            case .form(let items) = try KeywordsEndpoint.localForm(items: ["x"], value: nil, encoder: "e", request: "r").body(
                encoder: JSONEncoder())
        else { return XCTFail("not a form") }
        XCTAssertEqual(items.map(\.name), ["items", "encoder", "request"])
        XCTAssertEqual(items.map(\.value), ["x", "e", "r"])

        guard case .json(let data) = try KeywordsEndpoint.localInline(encoder: "e", items: ["i"], request: "r").body(encoder: JSONEncoder())
        else { return XCTFail("not JSON") }
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(body["encoder"] as? String, "e")
        XCTAssertEqual(body["items"] as? [String], ["i"])

        let file = FilePart(data: Data("f".utf8), filename: "f.txt")
        guard
            case .multipart(let parts) = try KeywordsEndpoint.localMultipart(parts: file, value: nil, encoder: "e", handler: "h").body(
                encoder: JSONEncoder())
        else { return XCTFail("not multipart") }
        XCTAssertEqual(parts.map(\.name), ["parts", "encoder", "handler"])
        XCTAssertEqual(parts.first?.data, Data("f".utf8))

        // Lists named like the builder's locals (`item`, `value`, `parts`): one part per element.
        guard
            case .multipart(let lists) = try KeywordsEndpoint.localMultipartLists(item: ["a", "b"], value: [file], parts: [7]).body(
                encoder: JSONEncoder())
        else { return XCTFail("not multipart") }
        XCTAssertEqual(lists.map(\.name), ["item", "item", "value", "parts"])
        XCTAssertEqual(lists.map { String(decoding: $0.data, as: UTF8.self) }, ["a", "b", "f", "7"])
    }

    func testTheMockPassesAParameterNamedHandler() async throws {
        let mock = MockKeywordsClient()
        let seen = LockedBox<String?>(nil)
        mock.handlers.localMultipart = { _, _, _, handler in seen.set(handler) }
        try await mock.localMultipart(parts: FilePart(data: Data(), filename: "x"), encoder: "e", handler: "the handler parameter")
        XCTAssertEqual(seen.get(), "the handler parameter")
    }

    func testTheShortOverloadCallsTheMethodItsParameterIsNamedLike() async throws {
        let mock = MockKeywordsClient()
        let seen = LockedBox<String?>(nil)
        mock.handlers.lookup = { lookup, open in seen.set("\(lookup) \(open ?? "nil")") }
        let client: any KeywordsClientProtocol = mock
        try await client.lookup(lookup: "id")
        XCTAssertEqual(seen.get(), "id nil")
    }

    func testEndpointsNamedLikeGeneratedMembers() async throws {
        XCTAssertEqual(KeywordsEndpoint.path.path, "/members/path")
        XCTAssertEqual(KeywordsEndpoint.operation.operation, "operation")
        XCTAssertEqual(KeywordsEndpoint.headers.headers.count, 0)
        let mock = MockKeywordsClient()
        mock.handlers.http = {}
        mock.handlers.calls = {}
        try await mock.http()
        try await mock.calls()
        XCTAssertEqual(mock.calls, [.http, .calls])
    }
}

/// A value shared with a `@Sendable` closure.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
