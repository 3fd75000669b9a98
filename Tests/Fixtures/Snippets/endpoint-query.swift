// Endpoints.swift enum ShopEndpoint > case search
    /// `GET /items`
    ///
    /// - Remark: Generated from endpoint-query.yaml: endpoint items.search.
    case search(text: String, pageSize: Int, inStock: Bool?, since: Date?, ids: [Int], sort: Sort)

// Endpoints.swift enum ShopEndpoint > var queryItems
    /// Query items in spec order; nil optionals are left out, arrays repeat their key.
    public var queryItems: [URLQueryItem] {
        switch self {
        case .search(let text, let pageSize, let inStock, let since, let ids, let sort):
            var items: [URLQueryItem] = []
            items.add("text", text)
            items.add("page_size", pageSize.description)
            items.add("in_stock", inStock?.description)
            if let value = since { items.add("since", DateFormat.iso8601.string(from: value)) }
            for element in ids { items.add("ids", element.description) }
            items.add("order", sort.rawValue)
            return items
        }
    }

// Client.swift protocol ShopClientProtocol > func search
    /// `GET /items`
    ///
    /// - Parameters:
    ///   - text: The `text` query item.
    ///   - pageSize: The `page_size` query item.
    ///   - inStock: The `in_stock` query item.
    ///   - since: The `since` query item.
    ///   - ids: The `ids` query item.
    ///   - sort: The `order` query item.
    /// - Returns: The decoded `[Item]`.
    /// - Throws: `APIError`, for every failure.
    /// - Remark: Generated from endpoint-query.yaml: endpoint items.search.
    func search(text: String, pageSize: Int, inStock: Bool?, since: Date?, ids: [Int], sort: Sort) async throws -> [Item]

// Client.swift extension ShopClientProtocol > func search
    public func search(text: String, ids: [Int]) async throws -> [Item] {
        try await self.search(text: text, pageSize: 20, inStock: nil, since: nil, ids: ids, sort: .newest)
    }
