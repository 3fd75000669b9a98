// When a paginated endpoint asks for another page: the rules of `PageSequence.nextPage`,
// `nextOffset` and `nextCursor` that generated `…Pages` methods call, as a table.

import Foundation
import Splitza
import XCTest

final class PageRuleTests: XCTestCase {
    private typealias Pages = PageSequence<Int>

    func testPageNumberedRules() {
        // `received`: the items of the pages before this one; `next`: the page after it, if any.
        let cases:
            [(
                String, page: Int, received: Int, first: Int, hasMore: Bool?, pageCount: Int?, total: Int?, count: Int, limit: Int?,
                next: Int?
            )] = [
                ("an empty page ends, whatever hasMore says", 1, 0, 1, true, nil, nil, 0, 20, nil),
                ("hasMore true continues on a short page", 1, 0, 1, true, nil, nil, 3, 20, 2),
                ("hasMore false ends on a full page", 1, 0, 1, false, nil, nil, 20, 20, nil),
                ("hasMore wins over pageCount", 1, 0, 1, true, 1, nil, 20, 20, 2),
                ("hasMore wins over total", 1, 0, 1, false, nil, 100, 20, 20, nil),
                ("pageCount: page 2 of 3 continues", 2, 20, 1, nil, 3, nil, 20, 20, 3),
                ("pageCount: page 3 of 3 ends on a full page", 3, 40, 1, nil, 3, nil, 20, 20, nil),
                ("pageCount counts from the first page (0-based)", 2, 40, 0, nil, 3, nil, 20, 20, nil),
                ("pageCount wins over total", 1, 0, 1, nil, 1, 100, 20, 20, nil),
                ("total: 40 of 41 continues", 2, 20, 1, nil, nil, 41, 20, 20, 3),
                ("total: 40 of 40 ends on a full page", 2, 20, 1, nil, nil, 40, 20, 20, nil),
                ("total counts what came: a server that sends 2 of a limit of 5 is asked again", 2, 2, 1, nil, nil, 5, 2, 5, 3),
                ("total counts what came: the fifth of 5 ends", 3, 4, 1, nil, nil, 5, 1, 5, nil),
                ("total without a limit, all received", 2, 10, 1, nil, nil, 20, 10, nil, nil),
                ("total without a limit, more to come", 2, 10, 1, nil, nil, 21, 10, nil, 3),
                ("no rule: a full page continues", 1, 0, 1, nil, nil, nil, 20, 20, 2),
                ("no rule: a short page ends", 1, 0, 1, nil, nil, nil, 19, 20, nil),
                ("no rule, no limit: any non-empty page continues", 1, 0, 1, nil, nil, nil, 1, nil, 2),
            ]
        for c in cases {
            let next = Pages.nextPage(
                after: PageCursor(page: c.page, received: c.received), first: c.first, hasMore: c.hasMore, pageCount: c.pageCount,
                total: c.total, itemCount: c.count, limit: c.limit)
            XCTAssertEqual(next?.page, c.next, c.0)
            if let next { XCTAssertEqual(next.received, c.received + c.count, c.0) }
        }
    }

    func testCursorRules() {
        let cases: [(String, cursor: String?, sent: Set<String>, next: String?, hasMore: Bool?, expected: String?)] = [
            ("the first page's cursor is followed", nil, [], "c2", nil, "c2"),
            ("a later cursor is followed", "c2", [], "c3", nil, "c3"),
            ("null ends", "c2", [], nil, nil, nil),
            ("empty ends", "c2", [], "", nil, nil),
            ("the same cursor again ends", "c2", [], "c2", nil, nil),
            ("a cursor sent before ends (A, B, A)", "B", ["A"], "A", nil, nil),
            ("hasMore false ends, whatever the cursor", "c2", [], "c3", false, nil),
            ("hasMore true with no cursor still ends", "c2", [], nil, true, nil),
            ("hasMore true goes on", nil, [], "c2", true, "c2"),
        ]
        for c in cases {
            let next = Pages.nextCursor(after: CursorPosition(value: c.cursor, sent: c.sent), next: c.next, hasMore: c.hasMore)
            XCTAssertEqual(next?.value, c.expected, c.0)
            if let next { XCTAssertEqual(next.sent, c.sent.union(c.cursor.map { [$0] } ?? []), c.0) }
        }
    }

    func testOffsetRules() {
        let cases: [(String, offset: Int, hasMore: Bool?, total: Int?, count: Int, limit: Int?, next: Int?)] = [
            ("an empty page ends", 0, nil, 10, 0, 5, nil),
            ("hasMore true continues by the items received", 10, true, nil, 3, 5, 13),
            ("total: 10 of 11 continues", 5, nil, 11, 5, 5, 10),
            ("total: 10 of 10 ends on a full page", 5, nil, 10, 5, 5, nil),
            ("hasMore wins over total", 0, false, 10, 5, 5, nil),
            ("no rule: a short page ends", 0, nil, nil, 4, 5, nil),
        ]
        for c in cases {
            let next = Pages.nextOffset(after: c.offset, hasMore: c.hasMore, total: c.total, itemCount: c.count, limit: c.limit)
            XCTAssertEqual(next, c.next, c.0)
        }
    }
}
