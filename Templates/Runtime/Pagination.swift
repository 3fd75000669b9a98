import Foundation

/// The pages of a paginated endpoint, fetched one at a time as the sequence is iterated, until
/// a page says there is no next one. Generated clients build it from a cursor (a page number,
/// an offset or the server's cursor) and a closure that fetches one page and returns the next cursor (nil at the end).
///
/// Two guards keep a misbehaving server from being asked forever:
/// - **A repeated page ends the sequence.** When the sequence knows the pages' items
///   (`init(start:operation:items:fetch:)`, as generated clients build it), a page whose items
///   are those of the page before (the same count and the same hash) is not returned and ends
///   the sequence: a server that answers every page number with the same page, or clamps a page
///   past the end to the last one while still saying there is more, has nothing more to give.
///   Empty pages are never compared (an empty page ends page and offset sequences anyway, and a
///   cursor API may filter several pages down to nothing).
/// - **At most `maxPages` pages** (`defaultMaxPages`, 10,000, unless `maxPages(_:)` says
///   otherwise) are fetched: asking for one more throws `APIError.unsuccessful`, whose message
///   names the bound, rather than ending as if the last page had come.
public struct PageSequence<Page: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page

    /// The most pages a sequence fetches unless `maxPages(_:)` says otherwise.
    public static var defaultMaxPages: Int { 10_000 }

    /// Fetches one page and returns it with the step for the page after it.
    struct Step: Sendable {
        let fetch: @Sendable () async throws -> (Page, Step?)
    }

    private let first: Step
    /// The endpoint, named in the error the page bound throws ("" when not known).
    private let operation: String
    /// The fingerprint of a page's items, to notice a page that repeats the one before; nil
    /// when the sequence does not compare pages.
    private let fingerprint: (@Sendable (Page) -> PageFingerprint?)?
    /// The most pages this sequence fetches; asking for another throws `APIError.unsuccessful`.
    public let maxPages: Int

    /// A sequence that does not compare pages; the page bound applies.
    /// - Parameters:
    ///   - start: the first cursor (e.g. page 1 or offset 0).
    ///   - fetch: fetches the page at a cursor; returns it and the next cursor, or nil after the last page.
    public init<Cursor: Sendable>(start: Cursor, fetch: @escaping @Sendable (Cursor) async throws -> (page: Page, next: Cursor?)) {
        self.init(first: Self.step(start, fetch), operation: "", fingerprint: nil, maxPages: Self.defaultMaxPages)
    }

    /// A sequence that ends at a page whose items repeat those of the page before. Items are
    /// compared by hash (generated models are `Hashable`), so no page is kept to compare with.
    /// - Parameters:
    ///   - start: the first cursor (e.g. page 1 or offset 0).
    ///   - operation: the endpoint's name, for errors.
    ///   - items: a page's items.
    ///   - fetch: fetches the page at a cursor; returns it and the next cursor, or nil after the last page.
    public init<Cursor: Sendable, Item: Hashable & Sendable>(
        start: Cursor, operation: String, items: @escaping @Sendable (Page) -> [Item],
        fetch: @escaping @Sendable (Cursor) async throws -> (page: Page, next: Cursor?)
    ) {
        self.init(
            first: Self.step(start, fetch), operation: operation, fingerprint: { PageFingerprint(items($0)) },
            maxPages: Self.defaultMaxPages)
    }

    private init(first: Step, operation: String, fingerprint: (@Sendable (Page) -> PageFingerprint?)?, maxPages: Int) {
        self.first = first
        self.operation = operation
        self.fingerprint = fingerprint
        self.maxPages = maxPages
    }

    private static func step<Cursor: Sendable>(
        _ cursor: Cursor, _ fetch: @escaping @Sendable (Cursor) async throws -> (page: Page, next: Cursor?)
    ) -> Step {
        Step {
            let (page, next) = try await fetch(cursor)
            return (page, next.map { step($0, fetch) })
        }
    }

    /// The same sequence, fetching at most `count` pages (at least 1) before it throws.
    public func maxPages(_ count: Int) -> PageSequence {
        PageSequence(first: first, operation: operation, fingerprint: fingerprint, maxPages: Swift.max(1, count))
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(step: first, operation: operation, fingerprint: fingerprint, maxPages: maxPages)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var step: Step?
        let operation: String
        let fingerprint: (@Sendable (Page) -> PageFingerprint?)?
        let maxPages: Int
        var fetched = 0
        var previous: PageFingerprint?

        public mutating func next() async throws -> Page? {
            guard let current = step else { return nil }
            step = nil  // a failed fetch ends the sequence
            guard fetched < maxPages else {
                throw APIError.unsuccessful(ErrorDetails(
                    operation: operation,
                    message: "Stopped after \(maxPages) pages\(operation.isEmpty ? "" : " of " + operation): the server still said more would follow. "
                        + "If it really has more, raise the bound with maxPages(_:).",
                    underlying: "The page bound (maxPages) was reached."))
            }
            let (page, next) = try await current.fetch()
            fetched += 1
            if let fingerprint {
                let seen = fingerprint(page)
                // The same items as the page before: the server repeats itself, so asking on
                // would get the same page forever.
                if let seen, seen == previous { return nil }
                previous = seen
            }
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

    /// The next position for endpoints whose cursor is a field of the last item
    /// (`starting_after=<last id>`): that field while there is more, else nil. The rules of
    /// `nextCursor(after:next:hasMore:)` apply, and an empty page (no last item) ends.
    public static func nextCursor(after position: CursorPosition, lastItem: (some CustomStringConvertible)?, hasMore: Bool?) -> CursorPosition? {
        nextCursor(after: position, next: lastItem?.description, hasMore: hasMore)
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

/// What a page's items hash to, with their count: equal for a page that repeats another.
/// Hashing keeps a few bytes per sequence instead of the page before, and two different pages
/// agree only by a 64-bit collision.
struct PageFingerprint: Hashable, Sendable {
    let count: Int
    let hash: Int

    /// Nil for an empty page: empty pages are not compared.
    init?<Item: Hashable>(_ items: [Item]) {
        guard !items.isEmpty else { return nil }
        var hasher = Hasher()
        for item in items { hasher.combine(item) }
        count = items.count
        hash = hasher.finalize()
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

    /// The most pages fetched; asking for another throws (see `PageSequence`).
    public var maxPages: Int { pages.maxPages }

    /// The same items, fetching at most `count` pages (at least 1) before it throws.
    public func maxPages(_ count: Int) -> PageItemSequence {
        PageItemSequence(pages: pages.maxPages(count), items: items)
    }

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
