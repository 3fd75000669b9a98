import Foundation

/// The pages of a paginated endpoint, fetched one at a time as the sequence is iterated, until
/// a page says there is no next one. Generated clients build it from a cursor (a page number,
/// an offset or the server's cursor) and a closure that fetches one page and returns the next cursor (nil at the end).
public struct PageSequence<Page: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page

    /// Fetches one page and returns it with the step for the page after it.
    struct Step: Sendable {
        let fetch: @Sendable () async throws -> (Page, Step?)
    }

    private let first: Step

    /// - Parameters:
    ///   - start: the first cursor (e.g. page 1 or offset 0).
    ///   - fetch: fetches the page at a cursor; returns it and the next cursor, or nil after the last page.
    public init<Cursor: Sendable>(start: Cursor, fetch: @escaping @Sendable (Cursor) async throws -> (page: Page, next: Cursor?)) {
        @Sendable func step(_ cursor: Cursor) -> Step {
            Step {
                let (page, next) = try await fetch(cursor)
                return (page, next.map(step))
            }
        }
        first = step(start)
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(step: first)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var step: Step?

        public mutating func next() async throws -> Page? {
            guard let current = step else { return nil }
            step = nil  // a failed fetch ends the sequence
            let (page, next) = try await current.fetch()
            step = next
            return page
        }
    }

    /// The items of every page, in order.
    public func items<Item: Sendable>(_ items: @escaping @Sendable (Page) -> [Item]) -> PageItemSequence<Page, Item> {
        PageItemSequence(pages: self, items: items)
    }

    /// The next cursor for page-numbered endpoints: the next page while there is more, else nil.
    /// An empty page always ends. Otherwise the first of these the response carries decides:
    /// `hasMore`; `pageCount` (more while fewer pages than that have been fetched, counting from
    /// `first`); `total` items (more while fewer have been received: counted, so a server that
    /// sends fewer than `limit` per page loses nothing). Without any of them, a page shorter than
    /// `limit` is the last.
    public static func nextPage(
        after cursor: PageCursor, first: Int, hasMore: Bool?, pageCount: Int?, total: Int?, itemCount: Int, limit: Int?
    ) -> PageCursor? {
        let received = cursor.received + itemCount
        let more = continues(
            hasMore: hasMore, pagesFetched: cursor.page - first + 1, pageCount: pageCount, received: received, total: total,
            itemCount: itemCount, limit: limit)
        return more ? PageCursor(page: cursor.page + 1, received: received) : nil
    }

    /// The next cursor for offset endpoints: `offset + itemCount` while there is more, else nil.
    /// The same rules as `nextPage`, without a page count.
    public static func nextOffset(after offset: Int, hasMore: Bool?, total: Int?, itemCount: Int, limit: Int?) -> Int? {
        let more = continues(
            hasMore: hasMore, pagesFetched: nil, pageCount: nil, received: offset + itemCount, total: total,
            itemCount: itemCount, limit: limit)
        return more ? offset + itemCount : nil
    }

    /// The next position for cursor endpoints: the response's `next` while there is more, else
    /// nil. Pages end when `next` is nil or empty, when `hasMore` is false, or when `next` is a
    /// cursor already sent (a server leading back to one, A, B, A…, would be asked forever).
    /// An empty page with a new cursor goes on: a cursor API may filter a page down to nothing.
    public static func nextCursor(after position: CursorPosition, next: String?, hasMore: Bool?) -> CursorPosition? {
        guard let next, !next.isEmpty, hasMore ?? true else { return nil }
        var sent = position.sent
        if let value = position.value { sent.insert(value) }
        guard !sent.contains(next) else { return nil }
        return CursorPosition(value: next, sent: sent)
    }

    private static func continues(
        hasMore: Bool?, pagesFetched: Int?, pageCount: Int?, received: Int, total: Int?, itemCount: Int, limit: Int?
    ) -> Bool {
        guard itemCount > 0 else { return false }
        if let hasMore { return hasMore }
        if let pageCount, let pagesFetched { return pagesFetched < pageCount }
        if let total { return received < total }
        if let limit { return itemCount >= limit }
        return true
    }
}

/// Where a page-numbered `PageSequence` stands: the page to fetch and how many items the pages
/// before it held.
public struct PageCursor: Sendable, Hashable {
    public var page: Int
    public var received: Int

    public init(page: Int, received: Int = 0) {
        self.page = page
        self.received = received
    }
}

/// Where a cursor-paged `PageSequence` stands: the cursor to send (nil for the first page) and
/// the cursors sent before it.
public struct CursorPosition: Sendable, Hashable {
    public var value: String?
    public var sent: Set<String>

    public init(value: String?, sent: Set<String> = []) {
        self.value = value
        self.sent = sent
    }
}

/// The items of a `PageSequence`, flattened.
public struct PageItemSequence<Page: Sendable, Item: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Item

    let pages: PageSequence<Page>
    let items: @Sendable (Page) -> [Item]

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(pages: pages.makeAsyncIterator(), items: items)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var pages: PageSequence<Page>.AsyncIterator
        let items: @Sendable (Page) -> [Item]
        var buffer: [Item] = []
        var index = 0

        public mutating func next() async throws -> Item? {
            while index >= buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = items(page)
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
