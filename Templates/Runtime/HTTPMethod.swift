import Foundation

/// An HTTP request method.
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let head = HTTPMethod(rawValue: "HEAD")

    /// Whether sending the request twice has the same effect as sending it once
    /// (RFC 9110 §9.2.2). Only idempotent requests are retried unless an endpoint opts in.
    public var isIdempotent: Bool {
        switch rawValue {
        case "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE": true
        default: false
        }
    }

    /// Whether the method may carry a request body. GET and HEAD never do.
    public var allowsBody: Bool {
        rawValue != "GET" && rawValue != "HEAD"
    }

    public var description: String { rawValue }
}

/// Header fields in order. Names compare case-insensitively; a later field replaces an earlier one.
public typealias HTTPHeaders = [(name: String, value: String)]
