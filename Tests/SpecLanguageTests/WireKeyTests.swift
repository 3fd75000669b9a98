import XCTest

@testable import SpecLanguage

/// Wire keys follow `wire.keys`, then a model's own `keys:`, then a field's own `key:`.
final class WireKeyTests: XCTestCase {
    private func wireKeys(_ spec: String, model: String = "Order") -> [String] {
        loadClean(spec)?.model(named: model)?.fields.map(\.key) ?? []
    }

    private let fields = """
        models:
          Order:
            id: Int
            createdAt: Date
            logoURL: String
            user_id: Int
            imageURLs: "[String]"
            HTTPStatus: Int
        """

    func testEachKeyStyle() {
        let expected: [(String, [String])] = [
            ("as-is", ["id", "createdAt", "logoURL", "user_id", "imageURLs", "HTTPStatus"]),
            ("snake_case", ["id", "created_at", "logo_url", "user_id", "image_urls", "http_status"]),
            ("kebab-case", ["id", "created-at", "logo-url", "user-id", "image-urls", "http-status"]),
            ("camelCase", ["id", "createdAt", "logoURL", "userId", "imageURLs", "httpStatus"]),
            ("SCREAMING_SNAKE_CASE", ["ID", "CREATED_AT", "LOGO_URL", "USER_ID", "IMAGE_URLS", "HTTP_STATUS"]),
            ("PascalCase", ["Id", "CreatedAt", "LogoURL", "UserId", "ImageURLs", "HTTPStatus"]),
        ]
        for (style, keys) in expected {
            XCTAssertEqual(wireKeys(header + "wire: { keys: \(style) }\n" + fields), keys, style)
        }
    }

    func testDefaultIsAsIs() {
        XCTAssertEqual(wireKeys(header + fields), ["id", "createdAt", "logoURL", "user_id", "imageURLs", "HTTPStatus"])
    }

    func testFieldKeyAndModelKeysOverride() {
        let spec =
            header + """
                wire: { keys: snake_case }
                models:
                  Order:
                    id: { type: Int, key: orderID }
                    createdAt: Date
                  Legacy:
                    keys: PascalCase
                    fields:
                      createdAt: Date
                      note: { type: String, key: NOTE_TEXT }
                  Modern:
                    keys: as-is
                    fields: { createdAt: Date }
                """
        guard let api = loadClean(spec) else { return }
        XCTAssertEqual(api.model(named: "Order")?.fields.map(\.key), ["orderID", "created_at"])
        XCTAssertEqual(api.model(named: "Legacy")?.fields.map(\.key), ["CreatedAt", "NOTE_TEXT"])
        XCTAssertEqual(api.model(named: "Modern")?.fields.map(\.key), ["createdAt"])
    }

    func testQueryFormAndInlineBodyFollowTheAPIStyle() {
        let spec =
            header + """
                wire: { keys: snake_case }
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      query: { pageSize: Int?, includeLines: { type: Bool, key: lines, default: false } }
                    login:
                      post: /login
                      form: { userName: String, rememberMe: Bool }
                    createOrder:
                      post: /orders
                      body: { customerId: String }
                """
        guard let api = loadClean(spec) else { return }
        XCTAssertEqual(api.endpoints[0].query.map(\.key), ["page_size", "lines"])
        guard case .form(let form) = api.endpoints[1].body else { return XCTFail("not a form") }
        XCTAssertEqual(form.map(\.key), ["user_name", "remember_me"])
        XCTAssertEqual(api.model(named: "CreateOrderBody")?.fields.map(\.key), ["customer_id"])
        XCTAssertEqual(api.model(named: "CreateOrderBody")?.isInline, true)
    }

    func testAnInlineBodyInLongFormHasItsOwnOptions() {
        let spec =
            header + """
                wire: { keys: snake_case }
                endpoints:
                  drafts:
                    createDraft:
                      post: /drafts
                      body:
                        keys: camelCase
                        mutable: true
                        description: A draft to save.
                        fields: { itemName: String, fields: Int }
                """
        guard let api = loadClean(spec) else { return }
        let body = api.model(named: "CreateDraftBody")
        XCTAssertEqual(body?.fields.map(\.key), ["itemName", "fields"])
        XCTAssertEqual(body?.isMutable, true)
        XCTAssertEqual(body?.description, "A draft to save.")
        XCTAssertEqual(body?.isInline, true)
    }

    /// A spec whose one endpoint posts a long-form inline body with `option` beside its fields.
    private func draftBody(_ option: String) -> String {
        header + """
            endpoints:
              drafts:
                createDraft:
                  post: /drafts
                  body: { fields: { itemName: String }, \(option) }
            """
    }

    func testAnInlineBodyCannotBeDeprecated() {
        assertDiagnostics(
            draftBody("deprecated: true"),
            "t.yaml:7:45: error: an inline body cannot be deprecated; deprecate the endpoint ('deprecated: true' beside its method) or some of its fields"
        )
    }

    func testAnInlineBodyInLongFormNamesTheEndpointInItsErrors() {
        assertDiagnostics(
            draftBody("kyes: camelCase"), "t.yaml:7:45: error: unknown key 'kyes' in the body of 'createDraft'; did you mean 'keys'?")
    }

    func testHeaderParametersKeepTheHeaderName() {
        let spec =
            header + """
                wire: { keys: snake_case }
                endpoints:
                  orders:
                    listOrders:
                      get: /orders
                      headers: { X-Trace-Id: { param: traceId, type: String? }, Accept: application/json }
                """
        guard let api = loadClean(spec) else { return }
        XCTAssertEqual(api.endpoints[0].headers.map(\.name), ["X-Trace-Id", "Accept"])
        XCTAssertEqual(api.endpoints[0].headers[0].parameter?.name, "traceId")
        XCTAssertEqual(api.endpoints[0].headers[0].parameter?.key, "X-Trace-Id")
        XCTAssertEqual(api.endpoints[0].headers[1].value, "application/json")
    }
}
