import XCTest

@testable import SpecLanguage

/// `paginate:` names a query parameter that advances, the array of a page and, optionally, the
/// values in the response that say whether more pages follow (`hasMore`, `pageCount`, `total`).
final class PaginationTests: XCTestCase {
    private let models = """
        models:
          Page<T>: { items: "[T]", meta: Meta, count: Int }
          Meta: { hasMore: Bool, total: Int, pages: "Int?" }

        """

    func testValidPagination() {
        guard
            let api = loadClean(
                header + models + """
                    endpoints:
                      orders:
                        byPage:
                          get: /orders
                          query: { page: Int = 1, limit: Int = 20 }
                          response: Page<String>
                          paginate: { page: page, items: items, hasMore: meta.hasMore, pageCount: meta.pages, total: count }
                        byOffset:
                          get: /orders
                          query: { offset: Int? }
                          response: Page<String>
                          paginate: { offset: offset, items: items, total: meta.total }
                        bare:
                          get: /tags
                          query: { offset: Int? }
                          response: "[String]"
                          paginate: { offset: offset }
                    """)
        else { return }
        XCTAssertEqual(
            api.endpoints[0].pagination.map {
                [$0.advance == .page(parameter: "page") ? "page" : "?"] + $0.itemsPath + ($0.stopPaths[.hasMore]?.names ?? [])
            },
            ["page", "items", "meta", "hasMore"])
        XCTAssertEqual(api.endpoints[0].pagination?.stopPaths[.pageCount]?.names, ["meta", "pages"])
        XCTAssertEqual(api.endpoints[0].pagination?.stopPaths[.total]?.names, ["count"])
        XCTAssertEqual(api.endpoints[1].pagination?.stopPaths[.total]?.names, ["meta", "total"])
        XCTAssertNil(api.endpoints[1].pagination?.stopPaths[.hasMore])
        XCTAssertEqual(api.endpoints[2].pagination?.itemsPath, [])
        XCTAssertEqual(api.endpoints[2].pagination?.stopPaths.isEmpty, true)
        XCTAssertEqual(api.endpoints[1].pagination?.advance, .offset(parameter: "offset"))
        XCTAssertEqual(api.endpoints[1].pagination?.itemsPath, ["items"])
    }

    func testParameterNotInTheQuery() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: Int }, response: Page<Int>, paginate: { page: pgae, items: items } }
                    b: { get: /b, response: Page<Int>, paginate: { offset: skip, items: items } }
                """,
            [
                "t.yaml:8:80: error: 'page: pgae' is not a query parameter of 'a'; did you mean 'page'?",
                "t.yaml:9:60: error: 'offset: skip' is not a query parameter of 'b': add it to 'query', e.g. 'skip: Int = 0'",
            ])
    }

    func testParameterMustBeAnInt() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: String }, response: Page<Int>, paginate: { page: page, items: items } }
                """,
            "t.yaml:8:83: error: pagination parameter 'page' must be an Int query parameter, not String")
    }

    func testPageAndOffsetTogether() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: Int }, response: Page<Int>, paginate: { page: page, offset: page } }
                """,
            "t.yaml:8:86: error: 'paginate' has both 'page' and 'offset': give one (page advances by 1, offset by the items received, cursor by the response's 'next')"
        )
    }

    func testNeitherPageNorOffset() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: Int }, response: Page<Int>, paginate: { items: items } }
                """,
            "t.yaml:8:72: error: 'paginate' needs 'page', 'offset' or 'cursor' (a query parameter) to say how to ask for the next page"
        )
    }

    func testCursorPagination() {
        let cursorModels = """
            models:
              Page: { items: "[Int]", meta: { type: Meta } }
              Meta: { next: String?, more: Bool?, count: Int }

            """
        XCTAssertNotNil(
            loadClean(
                header + cursorModels + """
                    endpoints:
                      orders:
                        a: { get: /a, query: { after: String? }, response: Page, paginate: { cursor: after, next: meta.next, hasMore: meta.more, items: items } }
                    """))
        assertDiagnostics(
            header + cursorModels + """
                endpoints:
                  orders:
                    a: { get: /a, query: { after: String }, response: Page, paginate: { cursor: after, items: items } }
                    b: { get: /b, query: { after: Int? }, response: Page, paginate: { cursor: after, next: meta.count, items: items } }
                    c: { get: /c, query: { after: String? }, response: Page, paginate: { cursor: aftr, next: meta.nxt, total: meta.count, items: items } }
                    d: { get: /d, query: { page: Int }, response: Page, paginate: { page: page, next: meta.next, items: items } }
                """,
            [
                "t.yaml:8:73: error: 'cursor: after' needs 'next: <field>' (where the response gives the next page's cursor) or 'lastItem: <field>' (the field of a page's last item that is the cursor, e.g. 'lastItem: id')",
                "t.yaml:8:81: error: cursor parameter 'after' must be an optional String query parameter (String?), not String",
                "t.yaml:9:79: error: cursor parameter 'after' must be an optional String query parameter (String?), not Int?",
                "t.yaml:9:92: error: 'next: meta.count' is Int in Page, not a String (the next page's cursor)",
                "t.yaml:10:82: error: 'cursor: aftr' is not a query parameter of 'c'; did you mean 'after'?",
                "t.yaml:10:94: error: 'next: meta.nxt' is not a field of Page; did you mean 'meta.next'?",
                "t.yaml:10:111: error: 'total' needs 'page' or 'offset'; with 'cursor', pages end when 'next' is null or empty (or 'hasMore' is false)",
                "t.yaml:11:87: error: 'next' is the next page's cursor in the response; it goes with 'cursor: <query parameter>', not 'page'",
            ])
        // Told once: `next` beside `page` is not also looked up in the response.
        assertDiagnostics(
            header + cursorModels + """
                endpoints:
                  orders:
                    d: { get: /d, query: { page: Int }, response: Page, paginate: { page: page, next: meta.nxt, items: items } }
                """,
            "t.yaml:8:87: error: 'next' is the next page's cursor in the response; it goes with 'cursor: <query parameter>', not 'page'")
    }

    func testNoResponse() {
        assertDiagnostics(
            header + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: Int }, paginate: { page: page } }
                """,
            "t.yaml:5:51: error: 'a' is paginated but has no 'response' to take the items from")
    }

    func testItemsMustBeAList() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: Int }, response: Page<Int>, paginate: { page: page } }
                    b: { get: /b, query: { page: Int }, response: Page<Int>, paginate: { page: page, items: count } }
                    c: { get: /c, query: { page: Int }, response: Page<Int>, paginate: { page: page, items: itms } }
                """,
            [
                "t.yaml:8:51: error: the response Page<Int> of 'a' is not a list: add 'items: <field>' to 'paginate' to name the array of a page",
                "t.yaml:9:93: error: 'items: count' is Int in Page<Int>, not a list; 'items' must name the array of a page",
                "t.yaml:10:93: error: 'items: itms' is not a field of Page<Int>; did you mean 'items'?",
            ])
    }

    func testHasMoreMustBeABool() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: Int }, response: Page<Int>, paginate: { page: page, items: items, hasMore: meta.total } }
                    b: { get: /b, query: { page: Int }, response: Page<Int>, paginate: { page: page, items: items, hasMore: meta.hasMor } }
                """,
            [
                "t.yaml:8:109: error: 'hasMore: meta.total' is Int in Page<Int>, not a Bool",
                "t.yaml:9:109: error: 'hasMore: meta.hasMor' is not a field of Page<Int>; did you mean 'meta.hasMore'?",
            ])
    }

    func testPageCountAndTotalMustBeInts() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { page: Int }, response: Page<Int>, paginate: { page: page, items: items, pageCount: meta.hasMore } }
                    b: { get: /b, query: { page: Int }, response: Page<Int>, paginate: { page: page, items: items, total: meta.totl } }
                """,
            [
                "t.yaml:8:111: error: 'pageCount: meta.hasMore' is Bool in Page<Int>, not an Int",
                "t.yaml:9:107: error: 'total: meta.totl' is not a field of Page<Int>; did you mean 'meta.total'?",
            ])
    }

    func testPageCountNeedsPages() {
        assertDiagnostics(
            header + models + """
                endpoints:
                  orders:
                    a: { get: /a, query: { skip: Int }, response: Page<Int>, paginate: { offset: skip, items: items, pageCount: meta.total } }
                """,
            "t.yaml:8:113: error: 'pageCount' counts pages, but 'a' advances by 'offset: skip': use 'total' (the number of items) instead")
    }
}
