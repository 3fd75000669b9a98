import Foundation

/// A success flag beside the payload: `{"ok": true, "channel": {…}}` on success and
/// `{"ok": false, "error": "channel_not_found"}` on failure, both with status 200. The response
/// model is the whole body; `HTTPClient` reads the flag before decoding it, so a false flag is
/// `APIError.unsuccessful` with the server's code and message, never a value and never a
/// decoding error.
public struct SuccessFlag: Sendable, Hashable {
    /// The wire key of the Bool flag at the top of the body.
    public var key: String
    /// Where the error code is read, as key paths; the first that holds a value wins.
    public var codePaths: [[String]]
    /// Where the failure message is read, as key paths; the first that holds text wins.
    public var messagePaths: [[String]]
    /// Where a request id in the body is read, if anywhere.
    public var requestIDPath: [String]?

    public init(key: String, code: [[String]] = [], message: [[String]] = [], requestID: [String]? = nil) {
        self.key = key
        self.codePaths = code
        self.messagePaths = message
        self.requestIDPath = requestID
    }

    /// What a body with a false flag reports; nil when the flag is true, missing or not a
    /// Bool, or the body is not a JSON object (decoding the model then says what is wrong).
    public func failure(in body: Data) -> (code: String?, message: String?, requestID: String?)? {
        guard body.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "{"),
            let json = try? JSONDecoder().decode(JSONValue.self, from: body),
            json[key]?.boolValue == false
        else { return nil }
        let code = codePaths.lazy.compactMap { Self.text(at: $0, in: json) }.first
        let message = messagePaths.lazy.compactMap { Self.text(at: $0, in: json) }.first
        return (code, message, requestIDPath.flatMap { Self.text(at: $0, in: json) })
    }

    /// The text or number at `path`, as text.
    static func text(at path: [String], in json: JSONValue) -> String? {
        var value: JSONValue? = json
        for key in path { value = value?[key] }
        switch value {
        case .string(let text)?: return text
        case .int(let number)?: return String(number)
        case .double(let number)?: return number.wireText
        case .bool(let flag)?: return flag ? "true" : "false"
        default: return nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension HTTPClient {
    /// Throws `.unsuccessful` when the request's success flag is false in this 2xx answer.
    func checkSuccessFlag(_ request: EndpointRequest, _ response: HTTPResponse) throws {
        guard let flag = request.successFlag, let failure = flag.failure(in: response.body) else { return }
        var details = Self.details(
            of: response, operation: request.operation, requestID: response.requestID ?? failure.requestID,
            message: failure.message ?? failure.code, underlying: "'\(flag.key)' is false in a \(response.status) answer.")
        details.errorCode = failure.code
        throw APIError.unsuccessful(details)
    }
}
