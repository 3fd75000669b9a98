/// How names look on the wire (JSON keys, query names).
public enum KeyStyle: String, CaseIterable, Sendable {
    case asIs = "as-is"
    case camelCase
    case snakeCase = "snake_case"
    case kebabCase = "kebab-case"
    case screamingSnakeCase = "SCREAMING_SNAKE_CASE"
    case pascalCase = "PascalCase"
}

/// How `Date` values look on the wire.
public enum DateFormat: Hashable, Sendable {
    case iso8601
    case iso8601Fractional
    /// RFC 3339, as OpenAPI's `date-time`: whole seconds, or the date's own fraction.
    case rfc3339
    case epochSeconds
    case epochMilliseconds
    case dateOnly
    case pattern(String)

    static let keywords: [String: DateFormat] = [
        "iso8601": .iso8601, "iso8601-fractional": .iso8601Fractional, "rfc3339": .rfc3339, "epoch-seconds": .epochSeconds,
        "epoch-milliseconds": .epochMilliseconds, "date": .dateOnly,
    ]
}

/// How an endpoint authenticates.
public enum AuthScheme: Hashable, Sendable {
    case none
    case bearer
    case basic
    /// An API key sent as the header, query item or cookie `name`.
    case apiKey(name: String, in: APIKeyPlace)
    /// Names of the API's `authSchemes:` as written (`auth: session`, `auth: [session, storeKey]`);
    /// the resolver checks them and turns them into `schemes`.
    case named([AuthSchemeReference])
    /// Several of the API's named schemes, all sent.
    case schemes([NamedAuthScheme])

    /// Whether an endpoint with this auth sends the client's single `credentials` (the named
    /// schemes send theirs, set by name).
    public var usesClientCredentials: Bool {
        switch self {
        case .bearer, .basic, .apiKey: true
        case .none, .named, .schemes: false
        }
    }
}

/// Where an API key travels: `in: header` (the default), `in: query` or `in: cookie`.
public enum APIKeyPlace: String, Hashable, Sendable, CaseIterable {
    case header
    case query
    /// One `name=key` pair of the request's `Cookie` header, beside any other cookies it carries.
    case cookie
}

/// One name in an endpoint's (or the defaults') `auth:`, where it is written.
public struct AuthSchemeReference: Hashable, Sendable {
    public var name: String
    public var mark: Mark
}

/// One of the API's `authSchemes:`: a name and a single scheme (bearer, basic or an API key).
public struct NamedAuthScheme: Hashable, Sendable {
    public var name: String
    public var scheme: AuthScheme
    public var mark: Mark
}

public enum HTTPMethod: String, CaseIterable, Sendable {
    case get, post, put, patch, delete, head

    /// GET, HEAD, PUT and DELETE may be retried safely.
    public var isIdempotent: Bool { self != .post && self != .patch }
}

/// How a query parameter or form field that holds a dictionary, a model or a list is written.
public enum FormStyle: String, CaseIterable, Hashable, Sendable {
    /// One `name=value` per value; a list repeats its key (`tag=a&tag=b`). Only simple values
    /// and lists of them.
    case flat
    /// Bracket notation: `metadata[plan]=pro`, `address[line1]=…`, `items[0][price]=…`,
    /// `expand[]=customer` (Rails, PHP, Stripe).
    case brackets
    /// A list is one item, its values joined by commas (`type=album,track`): OpenAPI's
    /// `explode: false`. Only simple values and lists of them.
    case comma
    /// A list is one item, its values joined by `|` (`origins=a|b`, sent as `%7C`): OpenAPI's
    /// `pipeDelimited`. Only simple values and lists of them.
    case pipes
    /// A list is one item, its values joined by spaces (`%20`): OpenAPI's `spaceDelimited`.
    /// Only simple values and lists of them.
    case spaces

    /// What joins a list's values in one item, for the styles that send a list so.
    public var separator: String? {
        switch self {
        case .flat, .brackets: nil
        case .comma: ","
        case .pipes: "|"
        case .spaces: " "
        }
    }
}

/// A success flag beside the payload (`{"ok": false, "error": "channel_not_found"}` in a 200):
/// the response model is the whole body, and a false flag is an error. Paths are wire keys.
public struct SuccessFlagSpec: Hashable, Sendable {
    /// The wire key of the Bool at the top of every answer.
    public var key: String
    public var codePaths: [[String]]
    public var messagePaths: [[String]]
    public var requestIdPath: [String]?
    public var mark: Mark
}

/// A success envelope: which fields of a generic model carry what.
public struct EnvelopeSpec: Hashable, Sendable {
    public var model: String
    public var mark: Mark
    public var dataField: String?
    public var successField: String?
    public var messageFields: [String]
    public var requestIdField: String?
    /// The field with the server's error code beside a false `success` (long form only).
    public var codeField: String? = nil
    /// True when the long form named the fields; false when they are to be found by name.
    public var isExplicit: Bool
    /// Where the long form names each field, by `"key: field"` (`"message: note"`), for messages.
    public var fieldMarks: [String: Mark] = [:]
}

/// A model that non-2xx bodies decode to, and where its message and request id are.
public struct ErrorBodySpec: Hashable, Sendable {
    public var model: String
    public var mark: Mark
    /// Where a failure message is read, as field paths; the first that is non-nil wins.
    public var messagePaths: [[String]]
    public var requestIdPath: [String]?
    public var isExplicit: Bool
    /// Where the long form names each path, by `"key: path"` (`"message: error.text"`), for messages.
    public var fieldMarks: [String: Mark] = [:]
    /// Read from an OpenAPI document, whose reader notes a model without a message itself.
    public var fromDocument = false
}

/// The response headers that report an API's rate limit (`rateLimit:`), so that a 403 with
/// nothing remaining is read as a rate limit.
public struct RateLimitSpec: Hashable, Sendable {
    /// How the reset header gives the moment the limit resets.
    public enum Reset: String, CaseIterable, Hashable, Sendable {
        /// Seconds since 1970.
        case epochSeconds = "epoch-seconds"
        /// Seconds from now.
        case seconds
    }

    /// The header with the number of requests left.
    public var remaining: String
    /// The header that says when the limit resets, if any.
    public var reset: String?
    public var resetIs: Reset
    public var mark: Mark
}

/// How a paginated endpoint advances.
public struct PaginationSpec: Hashable, Sendable {
    public enum Advance: Hashable, Sendable {
        case page(parameter: String)
        case offset(parameter: String)
        /// A `String?` query parameter set to the cursor the previous page gave (`next`).
        case cursor(parameter: String)

        /// The spec's key for this way of advancing: `page`, `offset` or `cursor`.
        public var key: String {
            switch self {
            case .page: "page"
            case .offset: "offset"
            case .cursor: "cursor"
            }
        }

        public var isCursor: Bool {
            if case .cursor = self { return true }
            return false
        }

        public var parameter: String {
            switch self {
            case .page(let name), .offset(let name), .cursor(let name): name
            }
        }
    }

    /// A value in the response that says whether another page follows. The first of them
    /// that the response carries (not null) decides; without any, a short or empty page ends.
    public enum StopRule: String, Hashable, Sendable, CaseIterable {
        /// A Bool: more pages follow while it is true.
        case hasMore
        /// An Int, the number of pages: more follow while fewer pages have been fetched.
        case pageCount
        /// An Int, the number of items in all pages: more follow while fewer have been received.
        case total
    }

    /// A dotted path into the response, and where the spec gives it.
    public struct Path: Hashable, Sendable {
        public var names: [String]
        public var mark: Mark
    }

    public var advance: Advance
    public var itemsPath: [String]
    /// The path in the response of each stop rule the spec gives.
    public var stopPaths: [StopRule: Path] = [:]
    /// For `cursor`: where the response gives the next page's cursor (nil or empty at the end).
    public var nextPath: Path? = nil
    /// For `cursor`: the field of a page's last item that is the next page's cursor
    /// (`starting_after=<last id>`), instead of `nextPath`.
    public var lastItemPath: Path? = nil
    public var mark: Mark
    /// Where the `page` / `offset` and `items` values stand, for messages.
    public var parameterMark: Mark? = nil
    public var itemsMark: Mark? = nil
}
