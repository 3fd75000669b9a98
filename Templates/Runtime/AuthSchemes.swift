import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One credential a request carries: a scheme of its `AuthScheme` and the credentials the
/// client holds for it. An API with one scheme has at most one; an API with `authSchemes:`
/// has one per named scheme the endpoint uses whose credentials are set.
struct AppliedCredential: Sendable {
    /// `.bearer`, `.basic` or `.apiKey`.
    var scheme: AuthScheme
    var credentials: Credentials
    /// The named scheme, or nil for the client's single `credentials`.
    var name: AuthSchemeName?
}

/// The credentials an attempt was sent with, and the bearer token among them.
struct SentCredentials: Sendable {
    var applied: [AppliedCredential]
    var token: String?
}

extension ClientConfiguration {
    /// The credentials a request with `auth` sends: only those whose kind matches the scheme
    /// (a bearer scheme sends no API key), in the order of the endpoint's schemes. Of the
    /// schemes that send `Authorization` (bearer and basic: alternatives, as a document's
    /// `security` lists them), the first whose credentials are set.
    func credentialsToApply(for auth: AuthScheme) -> [AppliedCredential] {
        switch auth {
        case .none:
            return []
        case .schemes(let named):
            var authorizes = false
            return named.compactMap { entry in
                guard let credentials = schemeCredentials[entry.name], Self.matches(entry.scheme, credentials) else { return nil }
                if entry.scheme == .bearer || entry.scheme == .basic {
                    if authorizes { return nil }
                    authorizes = true
                }
                return AppliedCredential(scheme: entry.scheme, credentials: credentials, name: entry.name)
            }
        case .bearer, .basic, .apiKey:
            guard let credentials, Self.matches(auth, credentials) else { return [] }
            return [AppliedCredential(scheme: auth, credentials: credentials, name: nil)]
        }
    }

    private static func matches(_ scheme: AuthScheme, _ credentials: Credentials) -> Bool {
        switch (scheme, credentials) {
        case (.bearer, .bearer), (.basic, .basic), (.apiKey, .apiKey): true
        default: false
        }
    }
}

extension AuthScheme {
    /// The API-key header and query item names of this scheme, or of each of its named
    /// schemes: secret whether or not the client holds their credentials, so a value put there
    /// by a middleware is stripped on a redirect to another origin and kept out of logs too.
    var keyNames: (headers: Set<String>, queryItems: Set<String>) {
        switch self {
        case .apiKey(let name, .header): return ([name], [])
        case .apiKey(let name, .query): return ([], [name])
        case .apiKey(_, .cookie): return (["Cookie"], [])
        case .schemes(let named):
            return named.map(\.scheme.keyNames).reduce(into: ([], [])) { $0.headers.formUnion($1.headers); $0.queryItems.formUnion($1.queryItems) }
        case .none, .bearer, .basic: return ([], [])
        }
    }
}

/// What applying a request's credentials produced: the names to keep out of logs, error
/// texts and other origins.
struct AppliedSecrets: Sendable {
    var headers: Set<String> = []
    var queryItems: Set<String> = []
    /// A key sent in the URL, raw and percent-encoded, left out of every error's URL and text.
    var values: [String] = []
}

extension HTTPClient {
    /// Adds the API-key credentials of `applied` to `endpoint` (headers and query items, before
    /// the URL is built) and returns what they make secret. Cookie keys go on the request
    /// itself, after every other header (`addCookieKeys`).
    static func addKeys(_ applied: [AppliedCredential], to endpoint: inout EndpointRequest) -> AppliedSecrets {
        let names = endpoint.auth.keyNames
        var secrets = AppliedSecrets(headers: names.headers, queryItems: names.queryItems)
        for credential in applied {
            guard case .apiKey(let name, let location) = credential.scheme, case .apiKey(let key) = credential.credentials else { continue }
            switch location {
            case .header:
                endpoint.headers.append((name, key))
                secrets.headers.insert(name)
            case .query:
                endpoint.query.append(URLQueryItem(name: name, value: key))
                secrets.queryItems.insert(name)
                secrets.values += [key, FormEncoding.queryComponent(key)]
            case .cookie:
                continue
            }
        }
        return secrets
    }

    /// Sets the `Authorization` header of `applied`'s bearer or basic credential (at most one:
    /// `credentialsToApply`).
    static func authorize(_ request: inout URLRequest, _ applied: [AppliedCredential], token: String?) {
        for credential in applied {
            switch credential.credentials {
            case .bearer:
                if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
            case .basic(let username, let password):
                let encoded = Data("\(username):\(password)".utf8).base64EncodedString()
                request.setValue("Basic \(encoded)", forHTTPHeaderField: "Authorization")
            case .apiKey:
                break
            }
        }
    }

    /// Adds `applied`'s cookie keys to the `Cookie` header the request already has (RFC 6265
    /// §5.4: one header, pairs joined by `; `), in place of a cookie of the same name (a
    /// default header's, a call's), which most servers would read first: a key wins, as a
    /// header key does. A key outside cookie-octets throws, and nothing is sent: its `;` would
    /// end the pair and start a cookie of the key holder's choosing.
    static func addCookieKeys(_ applied: [AppliedCredential], to request: inout URLRequest, operation: String) throws {
        for credential in applied {
            guard case .apiKey(let name, .cookie) = credential.scheme, case .apiKey(let key) = credential.credentials else { continue }
            guard key.unicodeScalars.allSatisfy(Self.isCookieOctet) else {
                throw APIError.encoding(ErrorDetails(
                    operation: operation,
                    message: "The API key for the cookie '\(name)' holds a character a cookie cannot carry (anything but visible ASCII, or a quote, comma, semicolon or backslash); it was not sent."))
            }
            let others = (request.value(forHTTPHeaderField: "Cookie") ?? "").split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let kept = others.filter { !$0.isEmpty && $0.prefix { $0 != "=" } != name }
            request.setValue((kept + ["\(name)=\(key)"]).joined(separator: "; "), forHTTPHeaderField: "Cookie")
            // URLSession would put the cookies it stored in place of this header (Linux) or
            // beside it (Apple), where a stale cookie of the key's name could win.
            request.httpShouldHandleCookies = false
        }
    }

    /// A character a cookie's value may hold as it is (a cookie-octet): visible ASCII but `"`, `,`, `;` and a backslash.
    static func isCookieOctet(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x21 && scalar.value <= 0x7E && !"\",;\\".unicodeScalars.contains(scalar)
    }
}
