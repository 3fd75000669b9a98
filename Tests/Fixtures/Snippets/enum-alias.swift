// Models.swift typealias CallbackMethod
/// - Remark: Generated from enum-alias.yaml: alias CallbackMethod.
public typealias CallbackMethod = CallMethod

// Models.swift typealias RetryMethod
/// How a retry calls back.
///
/// - Important: Deprecated in the spec.
///
/// - Remark: Generated from enum-alias.yaml: alias RetryMethod.
public typealias RetryMethod = CallMethod

// Models.swift struct Hook > init(from decoder: any Decoder)
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShopCodingKey.self)
        self.method = try container.decodeOptional(CallbackMethod.self, forKey: .method) ?? .post
        self.retry = try container.decodeOptional(RetryMethod.self, forKey: .retry)
    }

// Endpoints.swift enum ShopEndpoint > var queryItems
    /// Query items in spec order; nil optionals are left out, arrays repeat their key.
    public var queryItems: [URLQueryItem] {
        switch self {
        case .listHooks(let method):
            var items: [URLQueryItem] = []
            items.add("method", method?.rawValue)
            return items
        }
    }
