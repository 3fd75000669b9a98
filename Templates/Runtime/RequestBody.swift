import Foundation

/// The body of a request and how it is encoded on the wire.
public enum RequestBody: Sendable {
    case none
    /// Already-encoded JSON; sent with `Content-Type: application/json`.
    case json(Data)
    /// `application/x-www-form-urlencoded` fields, in order. Values are raw (not yet escaped).
    case form([URLQueryItem])
    /// `multipart/form-data` parts, in order.
    case multipart([MultipartPart])
    /// Bytes sent as they are, with the given content type.
    case raw(Data, contentType: String)

    /// The bytes and `Content-Type` to send, or nil for `.none`.
    /// `boundary` is used by `.multipart` only; by default a random one.
    public func encoded(boundary: String = MultipartPart.makeBoundary()) -> (data: Data, contentType: String)? {
        switch self {
        case .none:
            return nil
        case .json(let data):
            return (data, "application/json")
        case .form(let items):
            return (Data(FormEncoding.encode(items).utf8), "application/x-www-form-urlencoded")
        case .multipart(let parts):
            return (MultipartPart.encode(parts, boundary: boundary), "multipart/form-data; boundary=\(boundary)")
        case .raw(let data, let contentType):
            return (data, contentType)
        }
    }
}

extension RequestBody {
    /// A raw body of the content type the call names, within the spec's range (`image/*`): a
    /// type outside it, or text that is no media type or holds a line break, is not sent.
    public static func raw(_ data: Data, contentType: String, within range: String) throws -> RequestBody {
        guard let given = MediaType(contentType), let allowed = MediaType(range), given.matches(allowed),
            !contentType.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" })
        else {
            throw ContentTypeOutOfRange(description: "the content type '\(contentType)' is not a media type within '\(range)'")
        }
        return .raw(data, contentType: contentType)
    }
}

/// What `RequestBody.raw(_:contentType:within:)` throws; the client reports it as `.encoding`.
struct ContentTypeOutOfRange: Error, CustomStringConvertible {
    var description: String
}

/// A file to upload: the spec type `File`.
public struct FilePart: Sendable, Hashable {
    public var data: Data
    public var filename: String
    public var contentType: String

    public init(data: Data, filename: String, contentType: String = "application/octet-stream") {
        self.data = data
        self.filename = filename
        self.contentType = contentType
    }
}

/// One part of a `multipart/form-data` body: a text field or a file.
public struct MultipartPart: Sendable, Hashable {
    public var name: String
    public var filename: String?
    public var contentType: String?
    public var data: Data

    public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }

    /// A text field.
    public init(name: String, value: String) {
        self.init(name: name, data: Data(value.utf8))
    }

    /// A file field.
    public init(name: String, file: FilePart) {
        self.init(name: name, filename: file.filename, contentType: file.contentType, data: file.data)
    }

    /// A fresh random boundary that cannot plausibly occur in part data.
    public static func makeBoundary() -> String {
        "gen-boundary-" + UUID().uuidString
    }

    /// The body bytes for `parts` (RFC 7578).
    public static func encode(_ parts: [MultipartPart], boundary: String) -> Data {
        var body = Data()
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quoted(part.name))\""
            if let filename = part.filename {
                head += "; filename=\"\(quoted(filename))\""
            }
            head += "\r\n"
            if let contentType = part.contentType {
                head += "Content-Type: \(contentType)\r\n"
            }
            head += "\r\n"
            body.append(Data(head.utf8))
            body.append(part.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// Escapes a name or filename for a quoted-string, as browsers do (WHATWG HTML).
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

/// Percent-encoding for the parts of a URL and for form bodies.
public enum FormEncoding {
    /// What application/x-www-form-urlencoded leaves alone (space becomes `+` separately).
    private static let formSafe = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._")

    /// Escapes one path parameter so that `/`, `?`, `#`, `%` and spaces cannot change the path.
    /// `.` and `..` are written `%2E` and `%2E%2E`: left as they are, URL handling (curl, and so
    /// URLSession on Linux) resolves them as dot segments and sends the request to another path.
    public static func pathSegment(_ value: String) -> String {
        switch value {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return percentEncoded(value)
        }
    }

    /// Escapes a value that may span several path segments: `/` is kept, every segment is
    /// escaped as `pathSegment(_:)` escapes it (so `a/../b` is `a/%2E%2E/b`).
    public static func reservedPath(_ value: String) -> String {
        value.split(separator: "/", omittingEmptySubsequences: false).map { pathSegment(String($0)) }.joined(separator: "/")
    }

    /// Escapes a query name or value. `+`, `&` and `=` are escaped too, so servers that read
    /// `+` as a space still see the original text. A comma is left as it is (RFC 3986 allows
    /// it in a query): OpenAPI's `explode: false` lists are `id=3,4,5`, and servers that split
    /// on commas may do so before decoding.
    public static func queryComponent(_ value: String) -> String {
        percentEncoded(value, keepingCommas: true)
    }

    /// Every UTF-8 byte but RFC 3986's unreserved ones (`A-Z a-z 0-9 - . _ ~`, and `,` when
    /// `keepingCommas`) as `%XX`: what `addingPercentEncoding(withAllowedCharacters:)` gives
    /// for that set, without its `CharacterSet` lookups, which were a visible part of each
    /// call's fixed cost.
    static func percentEncoded(_ value: String, keepingCommas: Bool = false) -> String {
        let utf8 = value.utf8
        let kept = { (byte: UInt8) in isUnreserved(byte) || keepingCommas && byte == UInt8(ascii: ",") }
        if utf8.allSatisfy(kept) {
            return value
        }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if kept(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// The percent-encoded query string for `items` (no leading `?`); nil values are skipped.
    public static func query(_ items: [URLQueryItem]) -> String {
        items.compactMap { item in
            guard let value = item.value else { return queryComponent(item.name) }
            return queryComponent(item.name) + "=" + queryComponent(value)
        }
        .joined(separator: "&")
    }

    /// An application/x-www-form-urlencoded body (WHATWG URL §5.2). Items whose value is nil are omitted.
    public static func encode(_ items: [URLQueryItem]) -> String {
        items.compactMap { item in
            guard let value = item.value else { return nil }
            return formComponent(item.name) + "=" + formComponent(value)
        }
        .joined(separator: "&")
    }

    /// Decodes an application/x-www-form-urlencoded string (used by logging to redact fields).
    public static func decode(_ text: String) -> [URLQueryItem] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func unescape(_ s: Substring) -> String {
                let spaced = s.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return URLQueryItem(name: unescape(parts[0]), value: parts.count > 1 ? unescape(parts[1]) : "")
        }
    }

    private static func formComponent(_ text: String) -> String {
        let escaped = text.addingPercentEncoding(withAllowedCharacters: formSafe.union(CharacterSet(charactersIn: " "))) ?? text
        return escaped.replacingOccurrences(of: " ", with: "+")
    }
}
