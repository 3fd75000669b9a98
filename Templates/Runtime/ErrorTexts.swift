import Foundation

/// The texts an API shows for its failures, by kind (`errorTexts:` in the spec, or
/// `ClientConfiguration.errorTexts`): `errorDescription` shows the server's message where the
/// case carries one, else this text, else the built-in one. `{status}` in a text is replaced by
/// the HTTP status, `{operation}` by the endpoint's name.
public struct APIErrorTexts: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    public var byKind: [APIError.Kind: String]

    public init(_ byKind: [APIError.Kind: String] = [:]) {
        self.byKind = byKind
    }

    public init(dictionaryLiteral elements: (APIError.Kind, String)...) {
        self.byKind = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public subscript(kind: APIError.Kind) -> String? {
        get { byKind[kind] }
        set { byKind[kind] = newValue }
    }

    /// `error` carrying its kind's text, with the placeholders filled in; as it is without one.
    public func applied(to error: APIError) -> APIError {
        guard let text = byKind[error.kind] else { return error }
        var details = error.details
        details.text = text
            .replacingOccurrences(of: "{status}", with: details.status.map(String.init) ?? "?")
            .replacingOccurrences(of: "{operation}", with: details.operation)
        return error.replacingDetails(details)
    }
}

/// An app's own error type, made from an `APIError`: the app's `init(_:)` switches over
/// `error.kind` (or the cases) once, and every call site catches the app's type.
///
/// ```swift
/// extension AppError: APIErrorConvertible {
///     init(_ error: APIError) {
///         switch error.kind {
///         case .unauthorized: self = .authenticationError
///         case .offline, .timeout, .transport: self = .networkError(error)
///         default: self = .httpError(error.status ?? 0, error.errorDescription)
///         }
///     }
/// }
/// let orders = try await AppError.converting { try await client.listOrders() }
/// ```
public protocol APIErrorConvertible: Error {
    init(_ error: APIError)
}

extension APIErrorConvertible {
    /// Runs `operation`, turning an `APIError` it throws into this type; any other error is
    /// thrown as it is.
    public static func converting<T>(
        isolation: isolated (any _Concurrency.Actor)? = #isolation, _ operation: () async throws -> T
    ) async throws -> T {
        do {
            return try await operation()
        } catch let error as APIError {
            throw Self(error)
        }
    }
}

extension APIError {
    /// The same case with other details.
    func replacingDetails(_ details: ErrorDetails) -> APIError {
        switch self {
        case .offline: .offline(details)
        case .timeout: .timeout(details)
        case .cancelled: .cancelled(details)
        case .transport: .transport(details)
        case .unauthorized: .unauthorized(details)
        case .forbidden: .forbidden(details)
        case .notFound: .notFound(details)
        case .rateLimited(let retryAfter, _): .rateLimited(retryAfter: retryAfter, details)
        case .clientError: .clientError(details)
        case .serverError: .serverError(details)
        case .unsuccessful: .unsuccessful(details)
        case .decoding(let path, let excerpt, _): .decoding(codingPath: path, excerpt: excerpt, details)
        case .encoding: .encoding(details)
        }
    }
}
