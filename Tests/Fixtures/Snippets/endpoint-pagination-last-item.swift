// Client.swift extension ShopClientProtocol > func listChargesPages
    /// Every page of `listCharges`, fetched as the sequence is iterated; stops after the last page, or
    /// before a page that repeats the one before it. Asking for more than 10,000 pages throws; `.maxPages(_:)` changes that.
    public func listChargesPages(limit: Int = 10) -> PageSequence<ChargeList> {
        PageSequence(start: CursorPosition(value: nil), operation: "listCharges", items: { page in page.data }) { cursor in
            let response = try await self.listCharges(limit: limit, startingAfter: cursor.value)
            return (response, PageSequence<ChargeList>.nextCursor(after: cursor, lastItem: response.data.last?.id, hasMore: response.hasMore))
        }
    }
