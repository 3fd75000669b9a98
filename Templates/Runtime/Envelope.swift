import Foundation

/// A success body that wraps the payload (`{"success": true, "data": …}`). Generated envelope
/// models conform; `HTTPClient.unwrap` checks the flag and returns the payload.
public protocol ResponseEnvelope: Decodable, Sendable {
    associatedtype Payload
    /// The payload; nil when the body had none.
    var envelopePayload: Payload? { get }
    /// False when the server reports a failure inside a 2xx. Envelopes without a flag return true.
    var envelopeSucceeded: Bool { get }
    /// The failure message, when there is one.
    var envelopeMessage: String? { get }
    /// The server's error code beside a false flag, when the envelope has one.
    var envelopeErrorCode: String? { get }
    /// A request id carried in the body.
    var envelopeRequestID: String? { get }
    /// The payload's wire key, named in errors when the payload is missing. Default `data`.
    static var envelopePayloadKey: String { get }
}

extension ResponseEnvelope {
    public var envelopeSucceeded: Bool { true }
    public var envelopeMessage: String? { nil }
    public var envelopeErrorCode: String? { nil }
    public var envelopeRequestID: String? { nil }
    public static var envelopePayloadKey: String { "data" }
}

/// The payload of calls that return nothing. Decodes from any JSON (or none) and encodes as `{}`.
public struct EmptyPayload: Codable, Sendable, Hashable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: EmptyKey.self)
    }
    private struct EmptyKey: CodingKey {
        var stringValue: String { "" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }
}
