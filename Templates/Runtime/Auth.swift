import Foundation

/// Where an API key travels.
public enum APIKeyLocation: String, Sendable, Hashable {
    case header
    case query
    /// A `name=key` pair in the `Cookie` header, after any cookies the request already carries.
    case cookie
}

/// How an endpoint authenticates. `.none` sends no credentials.
public enum AuthScheme: Sendable, Hashable {
    case none
    /// `Authorization: Bearer <token>` from a `TokenProvider`; refreshed once on a 401.
    case bearer
    /// `Authorization: Basic <base64(username:password)>`.
    case basic
    /// An API key in the named header, query parameter or cookie.
    case apiKey(name: String, in: APIKeyLocation)
    /// Several of the API's named schemes at once (`authSchemes:` in the spec): each sends the
    /// credentials the client holds under its name (`HTTPClient.setCredentials(_:for:)`), and
    /// one whose credentials are missing sends nothing.
    case schemes([NamedAuthScheme])
}

/// The name of one of an API's auth schemes (`authSchemes:` in the spec). The generated client
/// declares one constant per scheme: `client.http.setCredentials(.apiKey(key), for: .storeKey)`.
public struct AuthSchemeName: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

/// One named scheme of `AuthScheme.schemes`.
public struct NamedAuthScheme: Sendable, Hashable {
    public var name: AuthSchemeName
    /// `.bearer`, `.basic` or `.apiKey`.
    public var scheme: AuthScheme

    public init(_ name: AuthSchemeName, _ scheme: AuthScheme) {
        self.name = name
        self.scheme = scheme
    }
}

/// The secrets the client authenticates with. An endpoint whose scheme does not match the
/// credentials given sends none.
public enum Credentials: Sendable {
    case bearer(any TokenProvider)
    case basic(username: String, password: String)
    case apiKey(String)

    /// A fixed bearer token that cannot be refreshed.
    public static func bearerToken(_ token: String) -> Credentials {
        .bearer(StaticTokenProvider(token))
    }
}

/// Supplies bearer tokens. `token()` is asked before every request (return nil to send none;
/// a provider may refresh proactively here). `refreshedToken()` is asked after a 401: return a
/// new token to replay the request once, or nil to give up. Concurrent 401s share one call.
public protocol TokenProvider: Sendable {
    func token() async throws -> String?
    func refreshedToken() async throws -> String?
}

extension TokenProvider {
    /// By default a 401 is final.
    public func refreshedToken() async throws -> String? { nil }
}

/// A token that never changes.
public struct StaticTokenProvider: TokenProvider {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    public func token() async throws -> String? { value }
}

/// A token provider made of two closures.
public struct ClosureTokenProvider: TokenProvider {
    private let current: @Sendable () async throws -> String?
    private let refresh: @Sendable () async throws -> String?

    public init(
        token: @escaping @Sendable () async throws -> String?,
        refresh: @escaping @Sendable () async throws -> String? = { nil }
    ) {
        self.current = token
        self.refresh = refresh
    }

    public func token() async throws -> String? { try await current() }
    public func refreshedToken() async throws -> String? { try await refresh() }
}

/// Runs at most one token refresh at a time. Every caller that hits a 401 while a refresh is
/// running waits for it and gets its token; a caller whose token was fetched before the latest
/// refresh finished reuses that refresh's token instead of starting another. Refreshes are
/// counted in generations so a token set later (e.g. after signing in again) is never
/// shadowed by an older refreshed one.
actor TokenRefresher {
    private var running: Task<String?, any Error>?
    private var latest: String?
    private(set) var generation = 0

    /// A token to replay with after a 401 for a token fetched at `fetchedAt` (a `generation`),
    /// or nil when there is none.
    func refresh(after fetchedAt: Int, using provider: any TokenProvider) async throws -> String? {
        if fetchedAt < generation, let latest {
            return latest
        }
        if let running {
            return try await running.value
        }
        let task = Task { try await provider.refreshedToken() }
        running = task
        defer { running = nil }
        let token = try await task.value
        latest = token
        generation += 1
        return token
    }
}
