import Foundation
import GenRuntime
import XCTest

/// `PageSequence`'s guards against a server that never stops: a page that repeats the one
/// before ends the sequence, and more than `maxPages` pages throw.
final class PageSequenceTests: XCTestCase {
    /// A page-numbered server: `pages[n - 1]` for page n (the last one for any page past the
    /// end), always saying there is more, as a buggy server does. Records the pages asked for.
    private func numbered(_ pages: [[Int]], asked: Locked<[Int]>, maxPages: Int? = nil) -> PageSequence<[Int]> {
        let sequence = PageSequence(
            start: PageCursor(page: 1), operation: "listNumbers", items: { (page: [Int]) in page },
            fetch: { cursor in
                asked.withLock { $0.append(cursor.page) }
                let page = pages[min(cursor.page, pages.count) - 1]
                return (
                    page,
                    PageSequence<[Int]>.nextPage(
                        after: cursor, first: 1, hasMore: true, pageCount: nil, total: nil, itemCount: page.count, limit: nil)
                )
            })
        return maxPages.map { sequence.maxPages($0) } ?? sequence
    }

    private func collect(_ sequence: PageSequence<[Int]>) async throws -> [[Int]] {
        var pages: [[Int]] = []
        for try await page in sequence { pages.append(page) }
        return pages
    }

    func testAPageThatRepeatsThePageBeforeEndsTheSequenceAndIsNotReturned() async throws {
        let asked = Locked<[Int]>([])
        // Pages past the end are the last page again, with hasMore still true.
        let pages = try await collect(numbered([[1, 2], [3, 4], [5]], asked: asked))
        XCTAssertEqual(pages, [[1, 2], [3, 4], [5]])
        XCTAssertEqual(asked.current, [1, 2, 3, 4], "page 4 repeats page 3: it is fetched once, not returned, and nothing more is asked")

        // A server that ignores the page parameter altogether.
        let ignoring = Locked<[Int]>([])
        let once = try await collect(numbered([[7, 8]], asked: ignoring))
        XCTAssertEqual(once, [[7, 8]])
        XCTAssertEqual(ignoring.current, [1, 2])
    }

    func testPagesThatDifferGoOn() async throws {
        let asked = Locked<[Int]>([])
        // The same items in another order, a page that adds one, and a repeat that is not
        // of the page just before (A, B, A) are all new pages; the fifth repeats the fourth.
        let sequence = numbered([[1, 2], [2, 1], [2, 1, 3], [1, 2], [1, 2]], asked: asked)
        let pages = try await collect(sequence)
        XCTAssertEqual(pages, [[1, 2], [2, 1], [2, 1, 3], [1, 2]])
        XCTAssertEqual(asked.current, [1, 2, 3, 4, 5])
    }

    func testEmptyPagesAreNotComparedSoACursorAPIMayFilterSeveralToNothing() async throws {
        let chain: [String?: (items: [Int], next: String?)] = [
            nil: ([1], "a"), "a": ([], "b"), "b": ([], "c"), "c": ([2], nil),
        ]
        let sequence = PageSequence(
            start: CursorPosition(value: nil), operation: "feed", items: { (page: [Int]) in page },
            fetch: { cursor in
                let (items, next) = chain[cursor.value]!
                return (items, PageSequence<[Int]>.nextCursor(after: cursor, next: next, hasMore: nil))
            })
        let pages = try await collect(sequence)
        XCTAssertEqual(pages, [[1], [], [], [2]])
    }

    func testTheOffsetSequenceEndsAtARepeatedPage() async throws {
        let asked = Locked<[Int]>([])
        let sequence = PageSequence(
            start: 0, operation: "listOffsets", items: { (page: [String]) in page },
            fetch: { offset in
                asked.withLock { $0.append(offset) }
                let page = ["x", "y"]  // whatever the offset
                return (page, PageSequence<[String]>.nextOffset(after: offset, hasMore: nil, total: 100, itemCount: page.count, limit: 2))
            })
        var items: [String] = []
        for try await item in sequence.items({ $0 }) { items.append(item) }
        XCTAssertEqual(items, ["x", "y"])
        XCTAssertEqual(asked.current, [0, 2])
    }

    func testMoreThanMaxPagesThrowsAndNamesTheBound() async throws {
        let asked = Locked<[Int]>([])
        // Every page new, always more: only the bound stops it.
        let endless = PageSequence(
            start: PageCursor(page: 1), operation: "listForever", items: { (page: [Int]) in page },
            fetch: { cursor in
                asked.withLock { $0.append(cursor.page) }
                return (
                    [cursor.page],
                    PageSequence<[Int]>.nextPage(
                        after: cursor, first: 1, hasMore: true, pageCount: nil, total: nil, itemCount: 1, limit: nil)
                )
            })
        XCTAssertEqual(endless.maxPages, PageSequence<[Int]>.defaultMaxPages)
        XCTAssertEqual(PageSequence<[Int]>.defaultMaxPages, 10_000)

        var iterator = endless.maxPages(4).makeAsyncIterator()
        var received: [[Int]] = []
        do {
            while let page = try await iterator.next() { received.append(page) }
            XCTFail("expected the bound to throw")
        } catch let error as APIError {
            guard case .unsuccessful(let details) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(details.operation, "listForever")
            XCTAssertEqual(
                details.message,
                "Stopped after 4 pages of listForever: the server still said more would follow. If it really has more, raise the bound with maxPages(_:)."
            )
            XCTAssertFalse(error.isRetryable)
        }
        XCTAssertEqual(received, [[1], [2], [3], [4]])
        XCTAssertEqual(asked.current, [1, 2, 3, 4], "the fifth page is never asked for")
        let afterwards = try await iterator.next()
        XCTAssertNil(afterwards, "a sequence that threw is over")

        // The default bound, reached quickly by a cheap sequence.
        var count = 0
        do {
            for try await _ in PageSequence(start: 0, fetch: { (n: Int) in (n, n + 1) }) { count += 1 }
            XCTFail("expected the default bound to throw")
        } catch APIError.unsuccessful(let details) {
            XCTAssertEqual(
                details.message,
                "Stopped after 10000 pages: the server still said more would follow. If it really has more, raise the bound with maxPages(_:)."
            )
        }
        XCTAssertEqual(count, 10_000)
    }

    func testALastPageAtTheBoundEndsNormally() async throws {
        let three = PageSequence(start: 1, fetch: { (n: Int) in (n, n < 3 ? n + 1 : nil) }).maxPages(3)
        var seen: [Int] = []
        for try await n in three { seen.append(n) }
        XCTAssertEqual(seen, [1, 2, 3])

        // The bound counts fetches: after 3 pages that say more follows, a fourth is not asked
        // for, even one that would have repeated the third.
        let asked = Locked<[Int]>([])
        do {
            _ = try await collect(numbered([[1], [2], [3]], asked: asked, maxPages: 3))
            XCTFail("expected the bound to throw")
        } catch APIError.unsuccessful {}
        XCTAssertEqual(asked.current, [1, 2, 3])
    }

    func testABoundBelowOneMeansOnePage() async throws {
        let sequence = PageSequence(start: 1, fetch: { (n: Int) in (n, n + 1) })
        XCTAssertEqual(sequence.maxPages(0).maxPages, 1)
        XCTAssertEqual(sequence.maxPages(-5).maxPages, 1)
        XCTAssertEqual(sequence.items { [$0] }.maxPages(7).maxPages, 7)
        var iterator = sequence.maxPages(0).makeAsyncIterator()
        let first = try await iterator.next()
        XCTAssertEqual(first, 1)
        do {
            _ = try await iterator.next()
            XCTFail("expected the bound to throw")
        } catch APIError.unsuccessful {}
    }

    func testTheSequenceWithoutItemsDoesNotComparePages() async throws {
        // Hand-built with `init(start:fetch:)`: the same page three times, then the end.
        let sequence = PageSequence(start: 1, fetch: { (n: Int) in ("same", n < 3 ? n + 1 : nil) })
        var pages: [String] = []
        for try await page in sequence { pages.append(page) }
        XCTAssertEqual(pages, ["same", "same", "same"])
    }
}
