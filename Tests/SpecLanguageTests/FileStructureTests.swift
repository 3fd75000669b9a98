import XCTest

@testable import SpecLanguage

/// Files, the `api:` key, endpoints' method keys, reporting everything at once, and merging
/// the files of one API.
final class FileStructureTests: XCTestCase {
    func testEmptyFile() {
        assertDiagnostics("", "t.yaml:1:1: error: the file is empty: a spec starts with 'api: Name'")
        assertDiagnostics(
            "# only a comment\n\n", "t.yaml:1:1: error: the file is empty: a spec starts with 'api: Name'")
    }

    func testFileWithoutAPI() {
        assertDiagnostics(
            "servers: { production: https://api.shop.example }\nmodels: {}\n",
            "t.yaml:1:1: error: the file has no 'api:' key: add 'api: Name' to say which API it describes")
    }

    func testAPINameMustBeAnIdentifier() {
        assertDiagnostics(
            "api: My Shop\n",
            "t.yaml:1:6: error: API name 'My Shop' must be a Swift identifier (letters, digits, _), as it names a module"
        )
    }

    func testAnAPICannotBeNamedLikeAModuleSwiftOrTheClientUses() {
        for name in [
            "Foundation", "Swift", "FoundationNetworking", "Dispatch", "Glibc", "XCTest", "Darwin", "Musl", "Combine", "os", "_Concurrency",
        ] {
            assertDiagnostics(
                "api: \(name)\nservers: { production: https://api.shop.example }\n",
                "t.yaml:1:6: error: API name '\(name)' is the name of a module that Swift provides or the generated code imports; "
                    + "a module of that name would hide it or fail to build: rename the API, e.g. '\(name)API'")
        }
        assertDiagnostics(
            "api: foundation\nservers: { production: https://api.shop.example }\n",
            "t.yaml:1:6: error: API name 'foundation' is the name of a module that Swift provides or the generated code imports "
                + "(as 'Foundation' on a case-insensitive file system); a module of that name would hide it or fail to build: rename the API, e.g. 'foundationAPI'"
        )
    }

    func testAnAPICannotBeNamedLikeAKeyword() {
        for name in ["_", "class", "Self"] {
            assertDiagnostics(
                "api: \(name)\nservers: { production: https://api.shop.example }\n",
                "t.yaml:1:6: error: API name '\(name)' is a Swift keyword, which cannot name a module; rename the API, e.g. '\(name)API'")
        }
    }

    func testAnAPINameLongerThanAFolderNameCanBeIsAnError() {
        let long = String(repeating: "Shop", count: 125)
        assertDiagnostics(
            "api: \(long)\nservers: { production: https://api.shop.example }\n",
            "t.yaml:1:6: error: API name 'ShopShopShopShopShopShop…' is 500 bytes long; an API name may have at most 64 bytes (UTF-8), "
                + "as it names the module's folder and files, and a file name may have 255 bytes")
        // Bytes, not characters: 22 three-byte characters are 66 bytes.
        let wide = String(repeating: "日", count: 22)
        XCTAssertEqual(load("api: \(wide)\nservers: { production: https://api.shop.example }\n").diagnostics.count, 1)
        XCTAssertNotNil(loadClean("api: \(String(repeating: "A", count: 64))\nservers: { production: https://api.shop.example }\n"))
    }

    /// A line break in a file name or in spec text quoted by a message would start a line that
    /// editors read as a diagnostic of its own; an escape character would restyle the terminal.
    func testSpecTextInAMessageShowsItsControlCharacters() {
        assertDiagnostics(
            [("a\nb.yaml", "api: \"x\\n\\e[31my\"\n")],
            [
                "a\\u{A}b.yaml:1:6: error: API name 'x\\u{A}\\u{1B}[31my' must be a Swift identifier (letters, digits, _), as it names a module"
            ])
    }

    func testEndpointWithoutAMethod() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders: { response: "[String]" }
                """,
            "t.yaml:5:5: error: endpoint 'listOrders' has no method: add one of get, post, put, patch, delete, head with its path, e.g. 'get: /items/{id}'"
        )
    }

    func testEndpointWithThePathUnderPath() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders: { path: /orders }
                """,
            "t.yaml:5:5: error: endpoint 'listOrders' has no method: write the path after its method, e.g. 'get: /orders' ('path:' gives the types of path parameters)"
        )
    }

    func testEndpointWithAMisspeltMethod() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    listOrders: { gett: /orders }
                """,
            [
                "t.yaml:5:5: error: endpoint 'listOrders' has no method: add one of get, post, put, patch, delete, head with its path, e.g. 'get: /items/{id}'",
                "t.yaml:5:19: error: unknown key 'gett' in endpoint 'listOrders'; did you mean 'get'?",
            ])
    }

    func testEndpointWithTwoMethods() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    saveOrder:
                      put: /orders/{id}
                      patch: /orders/{id}
                """,
            "t.yaml:7:7: error: endpoint 'saveOrder' has two methods ('put' and 'patch'); give exactly one")
    }

    func testEndpointsAtTheLevelOfGroups() {
        assertDiagnostics(
            header + """
                endpoints:
                  books:
                  getBook:
                    get: /books/{id}
                  listBooks: { get: /books }
                  authors:
                    listAuthors: { get: /authors }
                  deleteAuthor: { delete: "/authors/{id}" }
                """,
            [
                "t.yaml:4:3: error: endpoint group 'books' is empty, and the endpoints after it ('getBook', 'listBooks') stand at its level: indent them under 'books'",
                "t.yaml:10:3: error: 'deleteAuthor' has 'delete:', so it is an endpoint, but it stands where endpoint groups go: indent it under a group, e.g. 'items:'",
            ])
    }

    func testAnEndpointNamedLikeAMethodIsNotReadAsAGroupLevelEndpoint() {
        assertDiagnostics(
            header + """
                endpoints:
                  books:
                    listBooks: { get: /books }
                    delete:
                """,
            "t.yaml:6:12: error: expected a mapping for endpoint 'delete', found nothing")
    }

    func testEndpointWithTwoBodies() {
        assertDiagnostics(
            header + """
                endpoints:
                  photos:
                    upload:
                      post: /photos
                      body: { caption: String }
                      multipart: { file: File }
                """,
            "t.yaml:8:7: error: endpoint 'upload' has two bodies ('body' and 'multipart'); a request has one: give one of body, form, multipart or raw"
        )
        assertDiagnostics(
            header + """
                endpoints:
                  photos:
                    upload: { post: /photos, form: { a: String }, raw: image/png }
                """,
            "t.yaml:5:51: error: endpoint 'upload' has two bodies ('form' and 'raw'); a request has one: give one of body, form, multipart or raw"
        )
    }

    func testEveryProblemInEveryFileIsReportedAtOnceAndSorted() {
        // Files given out of order; problems from the loader, the merger and the resolver.
        assertDiagnostics(
            [
                ("specs/b.yaml", "api: Shop\nmodels:\n  Order: { total: Decimel, lines: \"[OrderLine]\" }\n"),
                ("specs/a.yaml", header + "wire: { keys: snake }\ncolour: blue\n"),
                ("specs/c.yaml", ""),
                (
                    "specs/d.yaml",
                    "api: Shop\nwire: { keys: camelCase }\nendpoints:\n  orders:\n    list: { get: /orders, post: /orders }\n"
                ),
            ],
            [
                "specs/a.yaml:3:15: error: unknown key style 'snake': expected one of as-is, camelCase, snake_case, kebab-case, SCREAMING_SNAKE_CASE, PascalCase; did you mean 'snake_case'?",
                "specs/a.yaml:4:1: error: unknown key 'colour' in the spec file: expected one of api, description, servers, wire, auth, authSchemes, headers, envelope, error, errorTexts, requestId, rateLimit, formStyle, defaults, models, endpoints, access, combine",
                "specs/b.yaml:3:19: error: unknown type 'Decimel'; did you mean 'Decimal'?",
                "specs/b.yaml:3:35: error: unknown type 'OrderLine'; declare it under 'models:'",
                "specs/c.yaml:1:1: error: the file is empty: a spec starts with 'api: Name'",
                "specs/d.yaml:2:1: error: 'wire' of API 'Shop' is already set at specs/a.yaml:3:1; set it in one file only",
                "specs/d.yaml:5:27: error: endpoint 'list' has two methods ('get' and 'post'); give exactly one",
            ])
    }

    func testYAMLSyntaxErrorsDoNotHideOtherFiles() {
        assertDiagnostics(
            [
                ("a.yaml", "api: Shop\nservers: { production: https://api.shop.example\n"),
                ("b.yaml", "api: Shop\nauth: bearr\n"),
            ],
            [
                "a.yaml:2:10: error: this mapping is never closed with '}'",
                "b.yaml:2:7: error: unknown auth scheme 'bearr': expected none, bearer, basic or { apiKey: NAME, in: header | query | cookie }; did you mean 'bearer'?",
            ])
    }

    func testModelsInOneFileEndpointsInAnother() {
        guard
            let api = loadClean([
                (
                    "Shop.endpoints.yaml",
                    header + "endpoints:\n  orders:\n    getOrder: { get: \"/orders/{id}\", response: Order }\n"
                ),
                (
                    "Shop.models.yaml",
                    "api: Shop\nmodels:\n  Order: { id: String, status: Status }\n  Status: [open, closed]\n"
                ),
            ])
        else { return }
        XCTAssertEqual(api.files, ["Shop.endpoints.yaml", "Shop.models.yaml"])
        XCTAssertEqual(api.models.map(\.name), ["Order"])
        XCTAssertEqual(api.enums.map(\.name), ["Status"])
        XCTAssertEqual(api.endpoints.map(\.name), ["getOrder"])
        XCTAssertEqual(api.servers.map(\.url), ["https://api.shop.example"])
    }

    func testGroupsOfOneNameMergeAcrossFiles() {
        guard
            let api = loadClean([
                ("a.yaml", header + "endpoints:\n  orders:\n    listOrders: { get: /orders }\n"),
                (
                    "b.yaml",
                    "api: Shop\nendpoints:\n  orders:\n    getOrder: { get: \"/orders/{id}\" }\n  users:\n    me: { get: /me }\n"
                ),
            ])
        else { return }
        XCTAssertEqual(api.groups.map(\.name), ["orders", "users"])
        XCTAssertEqual(api.groups[0].endpoints.map(\.name), ["listOrders", "getOrder"])
    }

    func testSettingsGivenInTwoFilesNameBoth() {
        assertDiagnostics(
            [
                ("a.yaml", header + "auth: bearer\ndefaults: { timeout: 30 }\n"),
                (
                    "b.yaml",
                    "api: Shop\nauth: basic\ndefaults: { retry: 1 }\nservers: { staging: https://staging.shop.example }\n"
                ),
            ],
            [
                "b.yaml:2:1: error: 'auth' of API 'Shop' is already set at a.yaml:3:1; set it in one file only",
                "b.yaml:3:1: error: 'defaults' of API 'Shop' is already set at a.yaml:4:1; set it in one file only",
                "b.yaml:4:1: error: 'servers' of API 'Shop' is already set at a.yaml:2:1; set it in one file only",
            ])
    }

    func testSettingsMayComeFromAnyOneFile() {
        guard
            let api = loadClean([
                ("a.yaml", "api: Shop\nmodels:\n  Order: { id: Int }\n"),
                (
                    "b.yaml",
                    "api: Shop\nservers: { production: https://api.shop.example }\nwire: { keys: snake_case }\nauth: basic\n"
                ),
            ])
        else { return }
        XCTAssertEqual(api.keyStyle, .snakeCase)
        XCTAssertEqual(api.auth, .basic)
        XCTAssertEqual(api.model(named: "Order")?.fields.first?.wireKey, "id")
    }

    func testSeveralAPIsSideBySide() {
        let result = load([
            ("Shop.yaml", header),
            ("Bank.yaml", "api: Bank\nservers: { production: https://bank.example }\n"),
        ])
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(result.apis.map(\.name), ["Bank", "Shop"])
    }

    func testAPIsWhoseFoldersWouldCollide() {
        assertDiagnostics(
            [("a.yaml", header), ("b.yaml", "api: shop\nservers: { production: https://api.shop.example }\n")],
            [
                "b.yaml:1:6: error: API 'shop' and API 'Shop' (a.yaml:1:6) would be written to the same folder on case-insensitive file systems; rename one"
            ])
    }
}
