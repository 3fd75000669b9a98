import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Which redirects `HTTPClient` follows. The transport never follows one itself: the client
/// sends every hop through it, so this policy holds on every platform, whatever URLSession's
/// own rules are.
public enum RedirectPolicy: Sendable, Hashable {
    /// Follows redirects within the request's origin (scheme, host and port); one to another
    /// origin fails the call with `.transport`. The default.
    case sameOrigin
    /// Follows every redirect. A hop to another origin carries no credential: no
    /// `Authorization`, `Proxy-Authorization` or `Cookie` header, no API-key header, and no
    /// API-key query item, even where the new location repeats it.
    case followStrippingCredentials
    /// Follows none: any redirect fails the call with `.transport`.
    case never

    /// The most redirects one attempt follows.
    public static let maxHops = 10
}

/// A redirect the policy does not follow, or one too many.
struct RedirectRefused: Error, Sendable {
    var message: String
    var status: Int
}

/// What a request carries that must not reach another origin.
struct CredentialNames: Sendable {
    /// Header names (compared case-insensitively), besides `Authorization`,
    /// `Proxy-Authorization` and `Cookie`.
    var headers: Set<String> = []
    /// Query item names.
    var queryItems: Set<String> = []

    static let alwaysHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]
}

enum Redirect {
    /// The statuses that redirect when a `Location` comes with them.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The request for the hop after `response`, or nil when `response` is not a redirect.
    /// Throws `RedirectRefused` when `policy` does not follow it.
    static func next(
        after request: URLRequest, response: HTTPURLResponse, policy: RedirectPolicy, credentials: CredentialNames
    ) throws -> URLRequest? {
        guard statuses.contains(response.statusCode),
            let location = HTTPResponse.lookup("Location", in: HTTPClient.headers(of: response)),
            let current = request.url,
            let target = URL(string: location, relativeTo: current)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        let sameOrigin = origin(of: current) == origin(of: target)
        switch policy {
        case .never:
            throw RedirectRefused(
                message: "The server redirected (HTTP \(response.statusCode)) to \(describe(target)); the client's redirect policy follows no redirect.",
                status: response.statusCode)
        case .sameOrigin where !sameOrigin:
            throw RedirectRefused(
                message: "The server redirected (HTTP \(response.statusCode)) to another origin, \(describe(target)); the client's redirect "
                    + "policy follows only redirects within \(describe(current)) (.followStrippingCredentials follows it without credentials).",
                status: response.statusCode)
        case .sameOrigin, .followStrippingCredentials:
            break
        }
        var next = request
        next.url = sameOrigin ? target : removingQueryItems(credentials.queryItems, from: target)
        // 303 asks for a GET; 301 and 302 turn a POST into a GET as every browser does. 307 and
        // 308 repeat the method and body.
        let method = request.httpMethod?.uppercased() ?? "GET"
        if (response.statusCode == 303 && method != "HEAD") || ([301, 302].contains(response.statusCode) && method == "POST") {
            next.httpMethod = "GET"
            next.httpBody = nil
            next.setValue(nil, forHTTPHeaderField: "Content-Type")
            next.setValue(nil, forHTTPHeaderField: "Content-Length")
        }
        if !sameOrigin {
            let secret = CredentialNames.alwaysHeaders.union(credentials.headers.map { $0.lowercased() })
            for name in (next.allHTTPHeaderFields ?? [:]).keys where secret.contains(name.lowercased()) {
                next.setValue(nil, forHTTPHeaderField: name)
            }
        }
        return next
    }

    /// Scheme, host and port, the port filled in from the scheme when the URL has none. A port
    /// the URL cannot read (`:99999999999999999999`, `:`) leaves `port` nil, as no port does:
    /// such a URL is an origin of its own, never the request's.
    static func origin(of url: URL) -> String {
        if url.port == nil, writesPort(url) { return "unreadable port: " + url.absoluteString }
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    /// Whether the URL's authority writes a port (a `:` after its host; an IPv6 host's own
    /// colons are within brackets).
    private static func writesPort(_ url: URL) -> Bool {
        let text = url.absoluteString
        guard let start = text.range(of: "://")?.upperBound else { return false }
        let authority = text[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        let afterHost = hostAndPort.hasPrefix("[") ? hostAndPort.drop { $0 != "]" } : hostAndPort
        return afterHost.contains(":")
    }

    /// The origin alone: a redirect's path and query may carry what no message should show.
    private static func describe(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        return "\(scheme)://\(url.host?.lowercased() ?? "")" + (url.port.map { ":\($0)" } ?? "")
    }

    private static func removingQueryItems(_ names: Set<String>, from url: URL) -> URL {
        guard !names.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems
        else { return url }
        let kept = items.filter { !names.contains($0.name.removingPercentEncoding ?? $0.name) }
        components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
        return components.url ?? url
    }
}

extension HTTPClient {
    /// Thrown when an attempt outlives its deadline.
    struct DeadlineExceeded: Error {
        var seconds: TimeInterval
    }

    /// Runs `body`, cancelling it and throwing `DeadlineExceeded` when it takes longer than
    /// `seconds`: URLSession's timeout only bounds the wait between two packets, so a server
    /// sending a byte every half second would otherwise hold a call forever.
    static func withDeadline<T: Sendable>(_ seconds: TimeInterval, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(nanoseconds: seconds))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                throw DeadlineExceeded(seconds: seconds)
            }
            return value
        }
    }
}
