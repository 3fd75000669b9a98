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
