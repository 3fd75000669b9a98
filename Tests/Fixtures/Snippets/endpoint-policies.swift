// Endpoints.swift enum ShopEndpoint > var auth
    public var auth: AuthScheme {
        switch self {
        case .ping: return .none
        case .charge: return .apiKey(name: "X-Key", in: .header)
        default: return .bearer
        }
    }

// Endpoints.swift enum ShopEndpoint > var timeout
    /// Seconds; nil uses the client's default.
    public var timeout: TimeInterval? {
        switch self {
        case .charge: return 2.5
        default: return 30
        }
    }

// Endpoints.swift enum ShopEndpoint > var retries
    /// Extra attempts for retryable failures.
    public var retries: Int {
        switch self {
        case .ping: return 0
        default: return 2
        }
    }

// Endpoints.swift enum ShopEndpoint > var cacheLifetime
    /// Seconds a GET answer may be reused; nil for no caching.
    public var cacheLifetime: TimeInterval? {
        switch self {
        case .listItems: return 60
        default: return nil
        }
    }

// Endpoints.swift enum ShopEndpoint > var retryUnsafe
    var retryUnsafe: Bool {
        switch self {
        case .refund: return false
        default: return true
        }
    }
