// Client.swift extension ShopClientProtocol > func listOrders
    public func listOrders() async throws -> Page<Order> {
        try await self.listOrders(page: 1, limit: 20, status: nil)
    }

// Client.swift extension ShopClientProtocol > func listOrdersPages
    /// Every page of `listOrders`, fetched as the sequence is iterated; stops after the last page, or
    /// before a page that repeats the one before it. Asking for more than 10,000 pages throws; `.maxPages(_:)` changes that.
    public func listOrdersPages(limit: Int = 20, status: String? = nil) -> PageSequence<Page<Order>> {
        PageSequence(start: PageCursor(page: 1), operation: "listOrders", items: { page in page.items }) { cursor in
            let response = try await self.listOrders(page: cursor.page, limit: limit, status: status)
            return (response, PageSequence<Page<Order>>.nextPage(after: cursor, first: 1, hasMore: response.meta?.hasMore, pageCount: nil, total: nil, itemCount: response.items.count, limit: Optional(limit)))
        }
    }

// Client.swift extension ShopClientProtocol > func listOrdersItems
    /// Every item of every page of `listOrders`.
    public func listOrdersItems(limit: Int = 20, status: String? = nil) -> PageItemSequence<Page<Order>, Order> {
        listOrdersPages(limit: limit, status: status).items { page in page.items }
    }

// Client.swift extension ShopClientProtocol > func listEventsPages
    /// Every page of `listEvents`, fetched as the sequence is iterated; stops after the last page, or
    /// before a page that repeats the one before it. Asking for more than 10,000 pages throws; `.maxPages(_:)` changes that.
    public func listEventsPages() -> PageSequence<[Event]> {
        PageSequence(start: 0, operation: "listEvents", items: { page in page }) { cursor in
            let response = try await self.listEvents(offset: cursor)
            return (response, PageSequence<[Event]>.nextOffset(after: cursor, hasMore: nil, total: nil, itemCount: response.count, limit: nil))
        }
    }

// Client.swift extension ShopClientProtocol > func listReturnsPages
    /// Every page of `listReturns`, fetched as the sequence is iterated; stops after the last page, or
    /// before a page that repeats the one before it. Asking for more than 10,000 pages throws; `.maxPages(_:)` changes that.
    public func listReturnsPages(size: Int = 50) -> PageSequence<Returns> {
        PageSequence(start: PageCursor(page: 0), operation: "listReturns", items: { page in page.items }) { cursor in
            let response = try await self.listReturns(page: cursor.page, size: size)
            return (response, PageSequence<Returns>.nextPage(after: cursor, first: 0, hasMore: nil, pageCount: response.meta?.pages, total: response.total, itemCount: response.items.count, limit: Optional(size)))
        }
    }

// Client.swift extension ShopClientProtocol > func listRefundsItems
    /// Every item of every page of `listRefunds`.
    public func listRefundsItems() -> PageItemSequence<Refunds, Order> {
        listRefundsPages().items { page in page.responseItems }
    }

// Client.swift extension ShopClientProtocol > func listPaymentsPages
    /// Every page of `listPayments`, fetched as the sequence is iterated; stops after the last page, or
    /// before a page that repeats the one before it. Asking for more than 10,000 pages throws; `.maxPages(_:)` changes that.
    public func listPaymentsPages(limit: Int = 50) -> PageSequence<Payments> {
        PageSequence(start: CursorPosition(value: nil), operation: "listPayments", items: { page in page.data }) { cursor in
            let response = try await self.listPayments(cursor: cursor.value, limit: limit)
            return (response, PageSequence<Payments>.nextCursor(after: cursor, next: response.meta.nextCursor, hasMore: nil))
        }
    }

// Client.swift extension ShopClientProtocol > func listPaymentsItems
    /// Every item of every page of `listPayments`.
    public func listPaymentsItems(limit: Int = 50) -> PageItemSequence<Payments, Order> {
        listPaymentsPages(limit: limit).items { page in page.data }
    }

// Client.swift extension ShopClientProtocol > func listTransfersPages
    /// Every page of `listTransfers`, fetched as the sequence is iterated; stops after the last page, or
    /// before a page that repeats the one before it. Asking for more than 10,000 pages throws; `.maxPages(_:)` changes that.
    public func listTransfersPages() -> PageSequence<Payments> {
        PageSequence(start: CursorPosition(value: "start"), operation: "listTransfers", items: { page in page.data }) { cursor in
            let response = try await self.listTransfers(after: cursor.value)
            return (response, PageSequence<Payments>.nextCursor(after: cursor, next: response.meta.nextCursor, hasMore: response.meta.hasMore))
        }
    }
