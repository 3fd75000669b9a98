// Models.swift extension Envelope: ResponseEnvelope
extension Envelope: ResponseEnvelope {
    public var envelopePayload: T? { data }
    public var envelopeSucceeded: Bool { success }
    public var envelopeMessage: String? { message }
    public var envelopeRequestID: String? { nil }
    public var envelopeErrorCode: String? { code }
    public static var envelopePayloadKey: String { "data" }
}
