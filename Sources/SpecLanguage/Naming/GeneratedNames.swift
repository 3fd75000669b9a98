/// The names of what gen generates for an API, beside the spec's own: its types
/// (`ShopClient`, `ShopEndpoint`…), its mocks' module, the members and types it names after an
/// endpoint (`…Publisher`, `…Pages`, `…Response`), and the locals generated code declares
/// next to names taken from the spec.
public struct GeneratedNames: Sendable {
    /// The API's name as a type (`Shop`).
    public let apiType: String

    public init(api: String) {
        apiType = Naming.typeName(api, api: "")
    }

    public var clientProtocol: String { apiType + "ClientProtocol" }
    public var client: String { apiType + "Client" }
    public var mockClient: String { "Mock" + apiType + "Client" }
    /// The endpoint enum.
    public var endpoint: String { apiType + "Endpoint" }
    public var server: String { apiType + "Server" }
    /// The enum holding the API's JSON coders.
    public var coding: String { apiType + "Coding" }
    /// The key enum of the first models file; the others add `_<first model>`.
    public var codingKey: String { apiType + "CodingKey" }

    /// The key enum of one models file: the first file's is `codingKey`, another's adds its
    /// first declaration's name (`ShopCodingKey_Order`).
    public func codingKey(part: String?) -> String { part.map { codingKey + "_" + $0 } ?? codingKey }

    /// Every type above: a model or enum of the same name would clash with it.
    public var types: [String] { [client, clientProtocol, endpoint, server, coding, codingKey, mockClient] }

    /// `Shop` → `ShopMocks`, the module of an API's mock client.
    public static func mocksModule(of api: String) -> String { api + "Mocks" }

    /// The enum of an endpoint's answers by status (`responses:`): `createRefund` →
    /// `CreateRefundResponse`, a type name as the models' are.
    public static func statusResponseEnum(endpoint: String, in api: API) -> String {
        Naming.typeName(endpoint + "Response", in: api)
    }

    /// The Combine publisher method beside an endpoint's `async` one: `getOrder` → `getOrderPublisher`.
    public static func publisher(method: String) -> String { Naming.bare(method) + "Publisher" }

    /// A paginated endpoint's sequence of pages and of items: `listOrders` → `listOrdersPages`,
    /// `listOrdersItems`.
    public static func pages(method: String) -> String { Naming.bare(method) + "Pages" }
    public static func items(method: String) -> String { Naming.bare(method) + "Items" }

    /// The name an endpoint case binds a parameter to in `Endpoints.swift`: its label, unless
    /// that is a local declared beside the bindings (`items`, `headers`, `parts`, a loop's
    /// `element`) or the `encoder` argument of `body(encoder:)`; then `items_`, a name no spec
    /// name becomes.
    public static func binding(_ label: String) -> String {
        ["items", "headers", "parts", "element", "encoder"].contains(label) ? label + "_" : label
    }

    /// The mock method's local for its stubbed closure: `handler`, unless a parameter has that name.
    public static func handler(parameterLabels: [String]) -> String {
        parameterLabels.contains { Naming.bare($0) == "handler" } ? "handler_" : "handler"
    }
}
