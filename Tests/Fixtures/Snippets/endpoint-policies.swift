// Endpoints.swift enum ShopEndpoint > var auth
    public var auth: AuthScheme {
        switch self {
        case .listItems: return .bearer
        case .ping: return .none
        case .charge: return .apiKey(name: "X-Key", in: .header)
        }
    }

// Endpoints.swift enum ShopEndpoint > var timeout
    /// Seconds; nil uses the client's default.
    public var timeout: TimeInterval? {
        switch self {
        case .listItems: return 30
        case .ping: return 30
        case .charge: return 2.5
        }
    }

// Endpoints.swift enum ShopEndpoint > var retries
    /// Extra attempts for retryable failures.
    public var retries: Int {
        switch self {
        case .listItems: return 2
        case .ping: return 0
        case .charge: return 2
        }
    }

// Endpoints.swift enum ShopEndpoint > var cacheLifetime
    /// Seconds a GET answer may be reused; nil for no caching.
    public var cacheLifetime: TimeInterval? {
        switch self {
        case .listItems: return 60
        case .ping: return nil
        case .charge: return nil
        }
    }

// Endpoints.swift enum ShopEndpoint > var retryUnsafe
    var retryUnsafe: Bool {
        switch self {
        case .listItems: return false
        case .ping: return false
        case .charge: return true
        }
    }
