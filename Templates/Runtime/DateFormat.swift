import Foundation

/// How a `Date` looks on the wire. Generated models pass one to the `decode(_:forKey:format:)`
/// and `encode(_:forKey:format:)` helpers below for every Date field.
public enum DateFormat: Sendable, Hashable, CustomStringConvertible {
    /// `2025-08-10T19:30:00Z`; fractional seconds are accepted when decoding.
    case iso8601
    /// `2025-08-10T19:30:00.000Z`; whole seconds are accepted when decoding.
    case iso8601Fractional
    /// RFC 3339, OpenAPI's `date-time`: `2025-08-10T19:30:00Z`, or with the date's fraction of
    /// a second, to the microsecond (`…:00.25Z`), so that a time read from the server goes back
    /// as it came (a cursor, an "updated since").
    case rfc3339
    /// A JSON number of seconds since 1970.
    case epochSeconds
    /// A JSON number of milliseconds since 1970.
    case epochMilliseconds
    /// `2025-08-10`, UTC.
    case dateOnly
    /// A date format pattern, POSIX locale, UTC. A pattern with fractional seconds (`.SSS`)
    /// also accepts values without the fraction; with more than three digits (`.SSSSSS`), the
    /// fraction keeps microseconds.
    case pattern(String)

    /// Whether the wire value is a JSON number rather than a string.
    public var isNumeric: Bool {
        switch self {
        case .epochSeconds, .epochMilliseconds: true
        default: false
        }
    }

    /// The wire text for `date` (numeric formats give the number as text, e.g. for queries).
    public func string(from date: Date) -> String {
        switch self {
        case .iso8601:
            return date.formatted(Self.isoWhole)
        case .iso8601Fractional:
            return Self.isoMilliseconds(date)
        case .rfc3339:
            return Self.isoExact(date)
        case .epochSeconds:
            let seconds = date.timeIntervalSince1970
            return seconds == seconds.rounded() ? String(Int64(saturating: seconds)) : String(seconds)
        case .epochMilliseconds:
            return String(Int64(saturating: (date.timeIntervalSince1970 * 1000).rounded()))
        case .dateOnly:
            return DateFormatCache.shared.string(from: date, pattern: "yyyy-MM-dd")
        case .pattern(let pattern):
            if let fraction = FineFraction(pattern) { return fraction.string(from: date) }
            return DateFormatCache.shared.string(from: date, pattern: pattern)
        }
    }

    /// Parses wire text; nil when it does not match.
    public func date(from text: String) -> Date? {
        switch self {
        case .iso8601, .iso8601Fractional, .rfc3339:
            // RFC 3339 allows `t` and `z` in lower case, which the format style does not read.
            let text = text.utf8.contains { $0 == UInt8(ascii: "t") || $0 == UInt8(ascii: "z") } ? text.uppercased() : text
            if let date = try? Self.isoFraction.parse(text) { return date }
            if let date = try? Self.isoWhole.parse(text) { return date }
            guard let amended = Self.amendedTime(text) else { return nil }
            return (try? Self.isoFraction.parse(amended)) ?? (try? Self.isoWhole.parse(amended))
        case .epochSeconds:
            return Double(text).map { Date(timeIntervalSince1970: $0) }
        case .epochMilliseconds:
            return Double(text).map { Date(timeIntervalSince1970: $0 / 1000) }
        case .dateOnly:
            return DateFormatCache.shared.date(from: text, pattern: "yyyy-MM-dd")
        case .pattern(let pattern):
            if let date = DateFormatCache.shared.date(from: text, pattern: pattern) {
                return FineFraction(pattern)?.refine(date, from: text) ?? date
            }
            guard let whole = Self.withoutFraction(pattern) else { return nil }
            return DateFormatCache.shared.date(from: text, pattern: whole)
        }
    }

    /// Decodes one date from a single-value position.
    public func decode(from decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        if isNumeric {
            let number = try container.decode(Double.self)
            return self == .epochSeconds ? Date(timeIntervalSince1970: number) : Date(timeIntervalSince1970: number / 1000)
        }
        let text = try container.decode(String.self)
        guard let date = date(from: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.mismatch(text, self))
        }
        return date
    }

    /// Encodes one date into a single-value position.
    public func encode(_ date: Date, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .epochSeconds: try container.encode(date.timeIntervalSince1970)
        case .epochMilliseconds: try container.encode(Int64(saturating: (date.timeIntervalSince1970 * 1000).rounded()))
        default: try container.encode(string(from: date))
        }
    }

    /// For `JSONDecoder.dateDecodingStrategy` (dates inside collections or generic payloads).
    public var decodingStrategy: JSONDecoder.DateDecodingStrategy {
        .custom { decoder in try self.decode(from: decoder) }
    }

    /// For `JSONEncoder.dateEncodingStrategy`.
    public var encodingStrategy: JSONEncoder.DateEncodingStrategy {
        .custom { date, encoder in try self.encode(date, to: encoder) }
    }

    private static let isoWhole = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!)

    /// `2025-08-10T19:30:00.002Z`, to the nearest millisecond. The fraction is written here
    /// because the format style cuts it off instead of rounding, and a decoded `.002` is stored
    /// as a binary value just below it: half of all values would be sent back 1 ms early.
    private static func isoMilliseconds(_ date: Date) -> String {
        let (whole, fraction) = FineFraction.split(date, digits: 3)
        return whole.formatted(isoWhole).dropLast() + "." + fraction + "Z"
    }

    /// `2025-08-10T19:30:00Z`, or `…:00.123456Z` with the fraction rounded to the microsecond
    /// and its trailing zeros left out (`.25`, not `.250000`).
    private static func isoExact(_ date: Date) -> String {
        let (whole, fraction) = FineFraction.split(date, digits: 6)
        let digits = fraction.reversed().drop { $0 == "0" }.reversed()
        guard !digits.isEmpty else { return whole.formatted(isoWhole) }
        return whole.formatted(isoWhole).dropLast() + "." + String(digits) + "Z"
    }

    private static let isoFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(secondsFromGMT: 0)!)

    /// What servers write beside RFC 3339, made RFC 3339: a space for the `T` (`2024-01-02
    /// 03:04:05`, as SQL writes it) and no offset, read as UTC (`2024-01-02T03:04:05`, as
    /// Python's `isoformat()` writes a naive time, and Linode's API every time). nil for any
    /// other text.
    static func amendedTime(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) }
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ")
        else { return nil }
        bytes[10] = UInt8(ascii: "T")
        var end = 19
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while isDigit(end) { end += 1 }
        }
        if end == bytes.count { bytes.append(UInt8(ascii: "Z")) }
        let amended = String(decoding: bytes, as: UTF8.self)
        return amended == text ? nil : amended
    }

    /// The format as an error message names it: `"yyyy-MM-dd HH:mm:ss"`, `ISO 8601 (…)`.
    public var description: String {
        switch self {
        case .iso8601: return "ISO 8601 (2025-08-10T19:30:00Z)"
        case .iso8601Fractional: return "ISO 8601 with fractional seconds (2025-08-10T19:30:00.000Z)"
        case .rfc3339: return "RFC 3339 (2025-08-10T19:30:00Z or 2025-08-10T19:30:00.25Z)"
        case .epochSeconds: return "seconds since 1970"
        case .epochMilliseconds: return "milliseconds since 1970"
        case .dateOnly: return "yyyy-MM-dd"
        case .pattern(let pattern): return "\"\(pattern)\""
        }
    }

    static func mismatch(_ text: String, _ format: DateFormat) -> String {
        "Expected a date in the format \(format), got \"\(text.prefix(64))\"."
    }

    /// `pattern` without its fractional-seconds part (`.SSS`), or nil when it has none.
    static func withoutFraction(_ pattern: String) -> String? {
        guard let dot = pattern.range(of: ".S") else { return nil }
        var end = pattern.index(after: dot.lowerBound)
        while end < pattern.endIndex, pattern[end] == "S" {
            end = pattern.index(after: end)
        }
        return String(pattern[..<dot.lowerBound] + pattern[end...])
    }
}

/// A pattern with more than three fraction digits (`ss.SSSSSS`). DateFormatter keeps only
/// milliseconds, so the digits after the third would be lost (`.123456` → `.123000`); here they
/// are written and read beside it. Up to six digits are exact; more are written as zeros.
struct FineFraction {
    /// Stands for the fraction digits in `marked`: not a pattern letter, so DateFormatter copies it.
    private static let marker: Character = "\u{E000}"

    /// The number of `S` in the pattern.
    private let digits: Int
    /// The pattern with its run of `S` replaced by `marker`.
    private let marked: String

    /// nil when the pattern has no run of more than three `S` outside quotes.
    init?(_ pattern: String) {
        let characters = Array(pattern)
        var quoted = false
        var index = 0
        while index < characters.count {
            if characters[index] == "'" { quoted.toggle() }
            guard characters[index] == "S", !quoted else {
                index += 1
                continue
            }
            let end = characters[index...].firstIndex { $0 != "S" } ?? characters.count
            if end - index > 3 {
                digits = end - index
                marked = String(characters[..<index]) + String(Self.marker) + String(characters[end...])
                return
            }
            index = end
        }
        return nil
    }

    func string(from date: Date) -> String {
        let (whole, fraction) = Self.split(date, digits: digits)
        let base = DateFormatCache.shared.string(from: whole, pattern: marked)
        return base.replacingOccurrences(of: String(Self.marker), with: fraction)
    }

    /// `date` rounded to `digits` fraction digits, as its whole second and those digits (exact
    /// up to six, zeros after). Rounded, since a decoded `.002` is a binary value just below it.
    static func split(_ date: Date, digits: Int) -> (whole: Date, fraction: String) {
        let exact = min(digits, 6)
        let scale = power(exact)
        let scaled = (date.timeIntervalSince1970 * scale).rounded()
        let whole = (scaled / scale).rounded(.down)
        // Held within 0..<scale: far from 1970 the subtraction loses precision.
        let fraction = String(min(max(0, Int64(saturating: scaled - whole * scale)), Int64(saturating: scale) - 1))
        let text = String(repeating: "0", count: max(0, exact - fraction.count)) + fraction + String(repeating: "0", count: max(0, digits - exact))
        return (Date(timeIntervalSince1970: whole), text)
    }

    /// `parsed` (what DateFormatter read from `text`, to the millisecond) with every fraction
    /// digit of `text`. The digits are found where this pattern writes them for the same
    /// second; text written any other way keeps the millisecond value.
    func refine(_ parsed: Date, from text: String) -> Date {
        let whole = parsed.timeIntervalSince1970.rounded(.down)
        let base = DateFormatCache.shared.string(from: Date(timeIntervalSince1970: whole), pattern: marked)
        guard let position = base.firstIndex(of: Self.marker), text.hasPrefix(base[..<position]) else { return parsed }
        let found = text.dropFirst(base.distance(from: base.startIndex, to: position)).prefix { $0.isASCII && $0.isNumber }
        guard !found.isEmpty, found.count <= digits, let value = Double(found) else { return parsed }
        return Date(timeIntervalSince1970: whole + value / Self.power(found.count))
    }

    private static func power(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}

/// Date formatters by pattern (POSIX locale, UTC), shared and used under a lock.
///
/// `@unchecked Sendable`: `DateFormatter` is not `Sendable`, so the dictionary cannot live in
/// a `Locked`; every access to it and to the formatters goes through `lock`.
final class DateFormatCache: @unchecked Sendable {
    static let shared = DateFormatCache()

    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    private func formatter(_ pattern: String) -> DateFormatter {
        if let cached = formatters[pattern] { return cached }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = pattern
        formatters[pattern] = formatter
        return formatter
    }

    func date(from text: String, pattern: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return formatter(pattern).date(from: text)
    }

    func string(from date: Date, pattern: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        return formatter(pattern).string(from: date)
    }
}

extension KeyedDecodingContainer {
    /// A `Date` field in the given wire format. The error names the field's coding path.
    public func decode(_ type: Date.Type, forKey key: Key, format: DateFormat) throws -> Date {
        if format.isNumeric {
            let number = try decode(Double.self, forKey: key)
            return format == .epochSeconds ? Date(timeIntervalSince1970: number) : Date(timeIntervalSince1970: number / 1000)
        }
        let text = try decode(String.self, forKey: key)
        guard let date = format.date(from: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: DateFormat.mismatch(text, format))
        }
        return date
    }

    /// An optional `Date` field: nil when the key is absent or null.
    public func decodeIfPresent(_ type: Date.Type, forKey key: Key, format: DateFormat) throws -> Date? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decode(Date.self, forKey: key, format: format)
    }

    /// A `[Date]` field.
    public func decode(_ type: [Date].Type, forKey key: Key, format: DateFormat) throws -> [Date] {
        var container = try nestedUnkeyedContainer(forKey: key)
        var dates: [Date] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            let path = container.codingPath + [DateIndexKey(index)]
            dates.append(try container.decode(DateFormatBox.self).decode(format: format, codingPath: path))
        }
        return dates
    }

    /// An optional `[Date]` field.
    public func decodeIfPresent(_ type: [Date].Type, forKey key: Key, format: DateFormat) throws -> [Date]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decode([Date].self, forKey: key, format: format)
    }
}

extension KeyedEncodingContainer {
    /// A `Date` field in the given wire format.
    public mutating func encode(_ value: Date, forKey key: Key, format: DateFormat) throws {
        switch format {
        case .epochSeconds: try encode(value.timeIntervalSince1970, forKey: key)
        case .epochMilliseconds: try encode(Int64(saturating: (value.timeIntervalSince1970 * 1000).rounded()), forKey: key)
        default: try encode(format.string(from: value), forKey: key)
        }
    }

    /// An optional `Date` field, omitted when nil.
    public mutating func encodeIfPresent(_ value: Date?, forKey key: Key, format: DateFormat) throws {
        guard let value else { return }
        try encode(value, forKey: key, format: format)
    }

    /// A `[Date]` field.
    public mutating func encode(_ value: [Date], forKey key: Key, format: DateFormat) throws {
        var container = nestedUnkeyedContainer(forKey: key)
        for date in value {
            switch format {
            case .epochSeconds: try container.encode(date.timeIntervalSince1970)
            case .epochMilliseconds: try container.encode(Int64(saturating: (date.timeIntervalSince1970 * 1000).rounded()))
            default: try container.encode(format.string(from: date))
            }
        }
    }

    /// An optional `[Date]` field, omitted when nil.
    public mutating func encodeIfPresent(_ value: [Date]?, forKey key: Key, format: DateFormat) throws {
        guard let value else { return }
        try encode(value, forKey: key, format: format)
    }
}

/// One array element read as text or a number, parsed afterwards so errors keep their path.
private enum DateFormatBox: Decodable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    func decode(format: DateFormat, codingPath: [any CodingKey]) throws -> Date {
        switch (self, format) {
        case (.number(let n), .epochSeconds): return Date(timeIntervalSince1970: n)
        case (.number(let n), .epochMilliseconds): return Date(timeIntervalSince1970: n / 1000)
        case (.text(let text), _):
            if let date = format.date(from: text) { return date }
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: DateFormat.mismatch(text, format)))
        case (.number(let n), _):
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: DateFormat.mismatch(String(n), format)))
        }
    }
}

/// An array position in a coding path, spelled like JSONDecoder's (`Index 2`).
private struct DateIndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) { intValue = index; stringValue = "Index \(index)" }
    init?(intValue: Int) { self.init(intValue) }
    init?(stringValue: String) { nil }
}
