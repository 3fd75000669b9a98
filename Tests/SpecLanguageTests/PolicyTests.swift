import XCTest

@testable import SpecLanguage

/// Servers, auth, timeouts, retries, caching, key styles and date formats.
final class PolicyTests: XCTestCase {
    func testInvalidServerURLs() {
        assertDiagnostics(
            """
            api: Shop
            servers:
              production: ftp://api.shop.example
              staging: api.shop.example
              local: "https://localhost:8080/v1?debug=1"
              spaced: https://api shop.example
            """,
            [
                "t.yaml:3:15: error: invalid server URL 'ftp://api.shop.example': expected an absolute http:// or https:// URL such as https://api.example.com/v1",
                "t.yaml:4:12: error: invalid server URL 'api.shop.example': expected an absolute http:// or https:// URL such as https://api.example.com/v1",
                "t.yaml:5:10: error: invalid server URL 'https://localhost:8080/v1?debug=1': expected an absolute http:// or https:// URL such as https://api.example.com/v1",
                "t.yaml:6:11: error: invalid server URL 'https://api shop.example': expected an absolute http:// or https:// URL such as https://api.example.com/v1",
            ])
    }

    /// The client reads a server with `URL(string:)!`: text that it can be nil for (on Linux, or
    /// before iOS 17 and macOS 14) must be a diagnostic, not a trap when the client is made.
    func testServerURLsThatURLCannotRead() {
        let urls = [
            #""https://[::1""#, #""https://api.shop.example/a\"b""#, "https://bücher.example", #""https://api.shop.example/\tx""#,
            "https://api.shop.example:http", "https://api.shop.example/100%", "https://api.shop.example/a|b",
            "https://api.shop.example/[v1]", "https://[api.shop.example]",
        ]
        let servers = urls.enumerated().map { "  s\($0.offset): \($0.element)" }.joined(separator: "\n")
        let spec = "api: Shop\nservers:\n" + servers
        let shown =
            ["https://[::1", "https://api.shop.example/a\"b", "https://bücher.example", #"https://api.shop.example/\u{9}x"#]
            + urls.dropFirst(4)
        assertDiagnostics(
            spec,
            shown.enumerated().map { offset, url in
                "t.yaml:\(offset + 3):7: error: invalid server URL '\(url)': expected an absolute http:// or https:// URL such as https://api.example.com/v1"
            })
        let endpoint =
            "api: Shop\nservers: { production: https://api.shop.example }\nendpoints:\n  files:\n    upload: { post: /f, server: \"https://[::1\" }"
        assertDiagnostics(
            endpoint,
            [
                "t.yaml:5:33: error: invalid server URL 'https://[::1': expected an absolute http:// or https:// URL such as https://uploads.example.com/v1"
            ])
    }

    func testValidServerURLs() {
        guard
            let api = loadClean(
                """
                api: Shop
                servers:
                  production: https://api.shop.example/v1
                  local: http://localhost:3000
                  ip: "http://[::1]:8080/api"
                  escaped: "https://user@api.shop.example:443/a%20b/;v=1/~x"
                """)
        else { return }
        XCTAssertEqual(
            api.servers.map(\.url),
            [
                "https://api.shop.example/v1", "http://localhost:3000", "http://[::1]:8080/api",
                "https://user@api.shop.example:443/a%20b/;v=1/~x",
            ])
    }

    func testNoServers() {
        assertDiagnostics(
            "api: Shop\n",
            "t.yaml:1:6: error: API 'Shop' has no 'servers': add at least one, e.g. 'servers: { production: https://api.example.com }'"
        )
    }

    func testMisspeltServersIsReportedOnceWhereItStands() {
        assertDiagnostics(
            "api: Shop\nserver: { production: https://shop.example }\n",
            "t.yaml:2:1: error: unknown key 'server' in the spec file; did you mean 'servers'?")
    }

    func testEmptyServers() {
        assertDiagnostics("api: Shop\nservers: {}\n", "t.yaml:2:10: error: 'servers' needs at least one server")
    }

    func testBodyOnGetIsAWarningOnDeleteANoteAndGenerationGoesOn() {
        let result = load(
            header + """
                endpoints:
                  orders:
                    search: { get: /orders/search, body: { text: String } }
                    purge: { delete: /orders, body: "[String]" }
                """)
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "t.yaml:5:15: warning: a GET request with a body: the client sends it without the body, as URLSession refuses one; send these values in 'query' instead",
                "t.yaml:6:14: note: a DELETE request with a body: the client sends it, but some proxies and servers drop it; where the API allows, send these values in 'query'",
            ])
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(result.apis.first?.endpoints.count, 2)
    }

    /// Settings that would do nothing are said, not dropped in silence: `cache` on another
    /// method than GET, an error model the client reads no message from; and a model generated
    /// under another name than the spec's, which code must write, is noted. The error model is
    /// said once, however many endpoints name it (an imported spec's hundreds did).
    func testSettingsThatDoNothingAndRenamedModelsAreSaid() {
        let result = load(
            header + """
                models:
                  Problem: { msg: String, traceId: String? }
                  Task: { id: String }
                endpoints:
                  orders:
                    create: { post: /orders, cache: 30, error: Problem }
                    list: { get: /orders, cache: 30, response: "[Task]" }
                    update: { put: /orders, error: Problem }
                """)
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "t.yaml:5:3: note: model 'Task' is the Swift type 'ShopTask': 'Task' is a Swift keyword or the name of a type of Swift, Foundation or the generated code",
                "t.yaml:8:37: warning: 'cache' on a POST endpoint is ignored: the client caches only GET answers",
                "t.yaml:8:48: warning: error model 'Problem' has no String field the client reads as the message (\(Resolver.messageNames.joined(separator: ", "))): errors from this body have none; name one with 'error: { model: Problem, message: <field> }'",
            ])
        XCTAssertNil(result.apis.first?.endpoints.first?.policy.cache)
    }

    func testUnknownAuthScheme() {
        assertDiagnostics(
            header + "auth: bearr\n",
            "t.yaml:3:7: error: unknown auth scheme 'bearr': expected none, bearer, basic or { apiKey: NAME, in: header | query | cookie }; did you mean 'bearer'?"
        )
    }

    func testUnknownAuthSchemeOnAnEndpoint() {
        assertDiagnostics(
            header + """
                endpoints:
                  auth:
                    login: { post: /login, auth: oauth }
                """,
            "t.yaml:5:34: error: unknown auth scheme 'oauth': expected none, bearer, basic or { apiKey: NAME, in: header | query | cookie }"
        )
    }

    func testAPIKeyWrittenAsText() {
        assertDiagnostics(
            header + "auth: apiKey\n",
            "t.yaml:3:7: error: an API key scheme is a mapping that names the key: { apiKey: X-API-Key } or { apiKey: api_key, in: query }"
        )
    }

    func testAPIKeyMappingWithoutAName() {
        assertDiagnostics(
            header + "auth: { in: query }\n",
            "t.yaml:3:7: error: an 'auth' mapping is an API key scheme and needs 'apiKey: NAME', e.g. { apiKey: X-API-Key, in: header }"
        )
    }

    func testAPIKeyLocation() {
        assertDiagnostics(
            header + "auth: { apiKey: key, in: body }\n",
            "t.yaml:3:26: error: unknown API key location 'body': expected header, query or cookie")
    }

    /// A cookie's name is sent as written, so it must be an HTTP token: `a;b` would be two cookies.
    func testAPIKeyCookieName() {
        assertDiagnostics(
            header + "auth: { apiKey: \"a;b\", in: cookie }\n",
            "t.yaml:3:17: error: 'a;b' is not a valid cookie name for the API key (letters, digits and !#$%&'*+-.^_`|~), e.g. session_id")
    }

    func testAuthSchemes() {
        let schemes: [(String, AuthScheme)] = [
            ("none", .none), ("bearer", .bearer), ("basic", .basic),
            ("{ apiKey: X-API-Key }", .apiKey(name: "X-API-Key", in: .header)),
            ("{ apiKey: api_key, in: query }", .apiKey(name: "api_key", in: .query)),
            ("{ apiKey: session, in: cookie }", .apiKey(name: "session", in: .cookie)),
        ]
        for (text, scheme) in schemes {
            XCTAssertEqual(loadClean(header + "auth: \(text)\n")?.auth, scheme, text)
        }
    }

    func testNonPositiveTimeout() {
        assertDiagnostics(
            header + """
                defaults: { timeout: 0 }
                endpoints:
                  orders:
                    listOrders: { get: /orders, timeout: -5 }
                """,
            [
                "t.yaml:3:22: error: 'timeout' must be a positive number of seconds, not 0",
                "t.yaml:6:42: error: 'timeout' must be a positive number of seconds, not -5",
            ])
    }

    func testNegativeRetry() {
        assertDiagnostics(
            header + """
                defaults: { retry: -1 }
                endpoints:
                  orders:
                    listOrders: { get: /orders, retry: 1.5 }
                """,
            [
                "t.yaml:3:20: error: 'retry' must be zero or more extra attempts, not -1; 0 turns retries off",
                "t.yaml:6:40: error: expected a whole number for 'retry' (extra attempts), found '1.5'",
            ])
    }

    func testNonPositiveCache() {
        assertDiagnostics(
            header + "defaults: { cache: 0 }\n",
            "t.yaml:3:20: error: 'cache' must be a positive number of seconds, not 0; leave it out to not cache")
    }

    func testDefaultsAreRead() {
        let api = loadClean(header + "defaults: { auth: none, timeout: 12.5, retry: 0, cache: 60 }\n")
        XCTAssertEqual(api?.defaults.auth, AuthScheme.none)
        XCTAssertEqual(api?.defaults.timeout, 12.5)
        XCTAssertEqual(api?.defaults.retry, 0)
        XCTAssertEqual(api?.defaults.cache, 60)
    }

    func testUnknownKeyStyle() {
        assertDiagnostics(
            header + "wire: { keys: snake }\n",
            "t.yaml:3:15: error: unknown key style 'snake': expected one of as-is, camelCase, snake_case, kebab-case, SCREAMING_SNAKE_CASE, PascalCase; did you mean 'snake_case'?"
        )
    }

    func testUnknownDateFormat() {
        assertDiagnostics(
            header + "wire: { dates: iso8610 }\n",
            "t.yaml:3:16: error: unknown date format 'iso8610': expected one of date, epoch-milliseconds, epoch-seconds, iso8601, iso8601-fractional, rfc3339, or a quoted pattern such as \"yyyy-MM-dd'T'HH:mm:ssZ\"; did you mean 'iso8601'?"
        )
    }

    func testDateFormats() {
        let formats: [(String, DateFormat)] = [
            ("iso8601", .iso8601), ("iso8601-fractional", .iso8601Fractional), ("rfc3339", .rfc3339), ("epoch-seconds", .epochSeconds),
            ("epoch-milliseconds", .epochMilliseconds), ("date", .dateOnly),
            ("\"yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'\"", .pattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'")),
        ]
        for (text, format) in formats {
            XCTAssertEqual(loadClean(header + "wire: { dates: \(text) }\n")?.dateFormat, format, text)
        }
    }

    func testInvalidHeaderName() {
        assertDiagnostics(
            header + "headers: { \"X Client\": ios }\n",
            "t.yaml:3:12: error: 'X Client' is not a valid HTTP header name")
    }

    func testRequestIdHeaderName() {
        assertDiagnostics(
            header + "requestId: Request Id\n",
            "t.yaml:3:12: error: 'Request Id' is not a valid HTTP header name, e.g. X-Request-ID")
        XCTAssertEqual(loadClean(header + "requestId: X-Trace-Id\n")?.requestIdHeader, "X-Trace-Id")
    }
}

/// `maxResponseSize`: bytes, or a number with a unit, on an endpoint or in `defaults`.
final class ResponseSizeTests: XCTestCase {
    func testSizesReadWithAndWithoutUnits() throws {
        let api = try XCTUnwrap(
            loadClean(
                """
                api: Shop
                servers: { production: https://shop.example }
                defaults: { maxResponseSize: 20MB }
                endpoints:
                  items:
                    plain: { get: /a, maxResponseSize: 1048576 }
                    binary: { get: /b, maxResponseSize: 512 KiB }
                    large: { get: /c, maxResponseSize: 2GiB }
                    inherited: { get: /d }
                """))
        XCTAssertEqual(api.defaults.maxResponseSize, 20_000_000)
        XCTAssertEqual(api.endpoints.map(\.maxResponseSize), [1_048_576, 524_288, 2_147_483_648, nil])
    }

    func testBadSizesAreErrorsWhereTheyStand() {
        assertDiagnostics(
            """
            api: Shop
            servers: { production: https://shop.example }
            defaults: { maxResponseSize: 0 }
            endpoints:
              items:
                unit: { get: /a, maxResponseSize: 10 megabytes }
                negative: { get: /b, maxResponseSize: -5MB }
                huge: { get: /c, maxResponseSize: 99999999999999GB }
                list: { get: /d, maxResponseSize: [1] }
            """,
            [
                "t.yaml:3:30: error: expected a positive size for 'maxResponseSize' (bytes, or a number with KB, MB, GB, KiB, MiB or GiB: 20MB), found '0'",
                "t.yaml:6:39: error: expected a positive size for 'maxResponseSize' (bytes, or a number with KB, MB, GB, KiB, MiB or GiB: 20MB), found '10 megabytes'",
                "t.yaml:7:43: error: expected a positive size for 'maxResponseSize' (bytes, or a number with KB, MB, GB, KiB, MiB or GiB: 20MB), found '-5MB'",
                "t.yaml:8:39: error: 'maxResponseSize' 99999999999999GB is too large",
                "t.yaml:9:39: error: expected a whole number for 'maxResponseSize' (bytes, or a number with KB, MB, GB, KiB, MiB or GiB: 20MB), found a list",
            ])
    }
}

/// `Endpoint.policy`: an endpoint's own option, else `defaults:`, else the API's auth or the
/// client's behaviour — decided once, in the resolver.
final class EndpointPolicyTests: XCTestCase {
    func testDefaultsApplyUnlessTheEndpointSaysOtherwise() throws {
        let api = try XCTUnwrap(
            loadClean(
                """
                api: Shop
                servers: { production: https://shop.example }
                auth: bearer
                defaults: { auth: basic, timeout: 30, retry: 2, retryUnsafe: true, cache: 60, maxResponseSize: 1KB }
                endpoints:
                  items:
                    plain: { get: /a }
                    own: { get: /b, auth: none, timeout: 5, retry: 0, cache: 10, maxResponseSize: 2KB }
                    post: { post: /c, retryUnsafe: false }
                """))
        let policies = Dictionary(uniqueKeysWithValues: api.endpoints.map { ($0.name, $0.policy) })
        let plain = try XCTUnwrap(policies["plain"])
        XCTAssertEqual([plain.auth], [.basic])
        XCTAssertEqual([plain.timeout, plain.cache], [30, 60])
        XCTAssertEqual([plain.retry, plain.maxResponseSize], [2, 1_000])
        XCTAssertTrue(plain.retryUnsafe)
        let own = try XCTUnwrap(policies["own"])
        XCTAssertEqual([own.auth], [AuthScheme.none])
        XCTAssertEqual([own.timeout, own.cache], [5, 10])
        XCTAssertEqual([own.retry, own.maxResponseSize], [0, 2_000])
        let post = try XCTUnwrap(policies["post"])
        XCTAssertFalse(post.retryUnsafe, "an endpoint's false undoes the defaults' true")
        XCTAssertNil(post.cache, "only a GET is cached")
    }

    func testWithoutDefaultsTheAPIsAuthAndTheClientsBehaviourHold() throws {
        let api = try XCTUnwrap(
            loadClean(
                """
                api: Shop
                servers: { production: https://shop.example }
                auth: bearer
                endpoints:
                  items:
                    plain: { get: /a }
                """))
        let policy = try XCTUnwrap(api.endpoints.first?.policy)
        XCTAssertEqual(policy.auth, .bearer)
        XCTAssertEqual(policy.retry, 0)
        XCTAssertFalse(policy.retryUnsafe)
        XCTAssertNil(policy.timeout)
        XCTAssertNil(policy.cache)
        XCTAssertNil(policy.maxResponseSize)
    }
}
