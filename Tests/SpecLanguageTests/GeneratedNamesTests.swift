import XCTest

@testable import SpecLanguage

/// The names gen gives what it generates beside the spec's own names.
final class GeneratedNamesTests: XCTestCase {
    func testTheAPIsOwnTypes() {
        let cases: [(api: String, client: String, endpoint: String, coding: String, mock: String, mocks: String)] = [
            ("Shop", "ShopClient", "ShopEndpoint", "ShopCodingKey", "MockShopClient", "ShopMocks"),
            ("shop_api", "ShopApiClient", "ShopApiEndpoint", "ShopApiCodingKey", "MockShopApiClient", "shop_apiMocks"),
            ("KSRCranes", "KSRCranesClient", "KSRCranesEndpoint", "KSRCranesCodingKey", "MockKSRCranesClient", "KSRCranesMocks"),
        ]
        for item in cases {
            let names = GeneratedNames(api: item.api)
            XCTAssertEqual(
                [names.client, names.endpoint, names.codingKey, names.mockClient, GeneratedNames.mocksModule(of: item.api)],
                [item.client, item.endpoint, item.coding, item.mock, item.mocks], item.api)
        }
        XCTAssertEqual(
            GeneratedNames(api: "Shop").types,
            ["ShopClient", "ShopClientProtocol", "ShopEndpoint", "ShopServer", "ShopCoding", "ShopCodingKey", "MockShopClient"])
    }

    func testBindingsStepAsideFromTheLocalsOfEndpointsSwift() {
        let cases: [(label: String, binding: String)] = [
            ("items", "items_"), ("headers", "headers_"), ("parts", "parts_"), ("element", "element_"), ("encoder", "encoder_"),
            ("item", "item"), ("body", "body"), ("`default`", "`default`"), ("items_", "items_"),
        ]
        for item in cases { XCTAssertEqual(GeneratedNames.binding(item.label), item.binding, item.label) }
    }

    func testTheMocksHandlerLocalStepsAsideFromAParameterOfItsName() {
        XCTAssertEqual(GeneratedNames.handler(parameterLabels: []), "handler")
        XCTAssertEqual(GeneratedNames.handler(parameterLabels: ["id", "handlers"]), "handler")
        XCTAssertEqual(GeneratedNames.handler(parameterLabels: ["id", "handler"]), "handler_")
        XCTAssertEqual(GeneratedNames.handler(parameterLabels: ["`handler`"]), "handler_")
    }

    func testRoutePatternsIgnoreParameterNames() {
        let cases: [(path: String, pattern: String)] = [
            ("/orders/{id}", "/orders/{}"), ("/orders/{orderId}/items/{itemId}", "/orders/{}/items/{}"), ("/a", "/a"),
            ("/a/{b{c}/d", "/a/{}/d"), ("/a/{x}/{open", "/a/{}/{open"), ("/{}", "/{}"),
            // Beyond ASCII, read as characters: a brace with a combining accent is no brace.
            ("/caf\u{E9}/{id}", "/caf\u{E9}/{}"), ("/a/{\u{301}x}/{y}", "/a/{\u{301}x}/{}"),
        ]
        for item in cases { XCTAssertEqual(Resolver.routePattern(item.path), item.pattern, item.path) }
    }
}

/// The names gen gives what it declares after an endpoint or a models file.
final class GeneratedMemberNamesTests: XCTestCase {
    func testNamesMadeFromAnEndpoint() {
        let api = API(name: "Shop", mark: Mark(file: "t.yaml", line: 1, column: 1))
        let cases: [(endpoint: String, method: String, response: String, publisher: String, pages: String, items: String)] = [
            ("createRefund", "createRefund", "CreateRefundResponse", "createRefundPublisher", "createRefundPages", "createRefundItems"),
            ("list_orders", "listOrders", "ListOrdersResponse", "listOrdersPublisher", "listOrdersPages", "listOrdersItems"),
            ("default", "`default`", "DefaultResponse", "defaultPublisher", "defaultPages", "defaultItems"),
        ]
        for item in cases {
            XCTAssertEqual(GeneratedNames.statusResponseEnum(endpoint: item.endpoint, in: api), item.response, item.endpoint)
            XCTAssertEqual(GeneratedNames.publisher(method: item.method), item.publisher, item.endpoint)
            XCTAssertEqual(GeneratedNames.pages(method: item.method), item.pages, item.endpoint)
            XCTAssertEqual(GeneratedNames.items(method: item.method), item.items, item.endpoint)
        }
    }

    func testEachModelsFileHasAKeyEnumOfItsOwn() {
        let names = GeneratedNames(api: "Shop")
        XCTAssertEqual(names.codingKey(part: nil), "ShopCodingKey")
        XCTAssertEqual(names.codingKey(part: "Order"), "ShopCodingKey_Order")
    }
}
