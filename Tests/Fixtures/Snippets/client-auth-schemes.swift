// Endpoints.swift enum ShopEndpoint > var auth
    public var auth: AuthScheme {
        switch self {
        case .getStock: return .schemes([.init("storeKey", .apiKey(name: "X-Store-Key", in: .header))])
        case .placeOrder: return .schemes([.init("session", .bearer), .init("storeKey", .apiKey(name: "X-Store-Key", in: .header))])
        case .getStatus: return .none
        default: return .schemes([.init("session", .bearer)])
        }
    }

// Client.swift extension AuthSchemeName
/// The API's auth schemes (`authSchemes:` in the spec), each with credentials of its own: set
/// them with `configure: { $0.schemeCredentials[name] = … }`, or on a live client with
/// `client.http.setCredentials(_:for:)`.
extension AuthSchemeName {
    /// A bearer token (`Authorization: Bearer …`): `.bearer(provider)` or `.bearerToken(token)`.
    public static let session: AuthSchemeName = "session"
    /// An API key in the header X-Store-Key: `.apiKey(key)`.
    public static let storeKey: AuthSchemeName = "storeKey"
}

// Client.swift struct ShopClient > init
    /// A client for one of the spec's servers or any base URL; `configure` adjusts the rest.
    /// The API's endpoints authenticate by named schemes: set their credentials with
    /// `configure: { $0.schemeCredentials[.name] = … }` (see `AuthSchemeName`).
    public init(
        server: ShopServer = .production,
        baseURL: URL? = nil,
        transport: any HTTPTransport = URLSessionTransport(),
        middlewares: [any ClientMiddleware] = [],
        configure: (inout ClientConfiguration) -> Void = { _ in }
    ) {
        var configuration = ClientConfiguration(
            baseURL: baseURL ?? server.url,
            transport: transport,
            middlewares: middlewares,
            headers: [(name: "User-Agent", value: "ShopClient")],
            requestIDHeader: "X-Request-ID",
            errorBody: nil,
            makeDecoder: { ShopCoding.makeDecoder() },
            makeEncoder: { ShopCoding.makeEncoder() }
        )
        configure(&configuration)
        self.http = HTTPClient(configuration: configuration)
    }

    public init(http: HTTPClient) {
        self.http = http
    }
