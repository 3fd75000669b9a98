/// Word lists the naming authority consults. The Keywords fixture spec compiles every keyword
/// and a sample of the shadowed types as models, fields, cases, endpoints and parameters;
/// a test checks that every type the templates declare is listed here, and that the runtime's
/// types are found in its files.
enum SwiftNames {
    /// Swift keywords: usable as names only in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "async", "consume", "copy", "discard", "each", "borrowing", "consuming",
        "some", "any", "_",
    ]

    /// Types generated code uses from Swift and Foundation, and the names the templates declare
    /// (`Handlers` in the mock, `Payload` of `ResponseEnvelope`, `MockClientError`): a model of
    /// the same name would shadow them. The runtime's own types are not listed here: the
    /// pipeline reads them from the runtime's files (`RuntimeFile.declaredTypeNames`) and passes
    /// them as `API.reservedTypeNames`.
    static let shadowedTypes: Set<String> = Set([
        "Task", "Result", "Error", "Type", "Self", "Data", "URL", "Date", "Decoder", "Encoder", "CodingKeys",
        "CodingKey", "String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Decimal", "UUID", "Array",
        "Dictionary", "Optional", "Set", "Never", "Void", "Any", "AnyObject", "Sendable", "Codable", "Hashable",
        "Equatable", "Identifiable", "CaseIterable", "Encodable", "Decodable", "JSONDecoder", "JSONEncoder",
        "URLRequest", "URLSession", "URLQueryItem", "URLComponents", "HTTPURLResponse", "Foundation", "Swift",
        "TimeInterval", "Character", "Substring", "Protocol", "Sequence", "Collection", "AsyncSequence", "NSLock",
        "ProcessInfo", "Mirror", "KeyedDecodingContainer", "KeyedEncodingContainer", "DecodingError", "EncodingError",
        "DispatchQueue", "Calendar", "TimeZone", "Locale", "DateFormatter", "ISO8601DateFormatter", "CancellationError",
        // The publishers of `combine:` (`Combine.AnyPublisher`, `CallPublisher`).
        "Combine", "OpenCombine", "CallPublisher", "CallSubscription",
        "CharacterSet", "ContinuousClock", "CustomStringConvertible", "FileManager", "Hasher", "JSONSerialization",
        "LocalizedError", "RawRepresentable", "UInt64", "URLError", "UTF8", "FoundationNetworking",
        "AsyncIteratorProtocol", "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByStringLiteral", "CustomReflectable", "CustomDebugStringConvertible",
        "NSObject", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionTask", "URLSessionDataTask",
        "URLSessionDownloadTask", "URLResponse", "URLSessionConfiguration", "CheckedContinuation",
        "URLSessionTaskDelegate",
        "Handlers", "Payload", "MockClientError",
    ]).union(importedTypes)

    /// Types of the modules generated code imports (Foundation, FoundationEssentials and
    /// FoundationNetworking on Linux, Swift, Dispatch), as far as an API might name a model
    /// alike (`Thread`, `Notification`, `Range`). Inside the API's module its own type wins, but
    /// the mocks' module (and an app) imports both: the name would be ambiguous there, so such a
    /// model is renamed like the types above (`GitHubThread`).
    static let importedTypes: Set<String> = [
        "Actor", "AffineTransform", "AsyncStream", "AttributeContainer", "AttributeScope", "AttributeScopes",
        "AttributedString", "AttributedSubstring", "BlockOperation", "Bundle", "ByteCountFormatter", "CachedURLResponse",
        "Calendar", "CharacterSet", "ClosedRange", "CocoaError", "Comparable", "Comparator", "ComparisonResult",
        "ContiguousBytes", "CustomNSError", "Data", "DataProtocol", "Date", "DateComponents", "DateFormatter",
        "DateInterval", "DateIntervalFormatter", "Decimal", "Dimension", "DispatchGroup", "DispatchSemaphore",
        "DispatchTime", "DispatchWorkItem", "Duration", "EnergyFormatter", "Expression", "FileAttributeKey",
        "FileAttributeType", "FileHandle", "FileManager", "FileProtectionType", "FormatStyle", "Formatter", "HTTPCookie",
        "HTTPCookieStorage", "HTTPURLResponse", "Host", "ISO8601DateFormatter", "IndexPath", "IndexSet", "InflectionRule",
        "InputStream", "JSONDecoder", "JSONEncoder", "JSONSerialization", "LengthFormatter", "Locale", "LocalizedError",
        "MainActor", "MassFormatter", "Measurement", "Morphology", "Notification", "NotificationCenter",
        "NotificationQueue", "NumberFormatter", "Numeric", "OperatingSystemVersion", "Operation", "OperationQueue",
        "OutputStream", "POSIXError", "ParseStrategy", "PersonNameComponents", "PersonNameComponentsFormatter", "Pipe",
        "Port", "PortMessage", "Predicate", "PredicateError", "PredicateExpression", "Process", "ProcessInfo", "Progress",
        "ProgressKind", "PropertyListDecoder", "PropertyListEncoder", "PropertyListSerialization", "QualityOfService",
        "Range", "RecoverableError", "RunLoop", "Scanner", "Slice", "SocketPort", "SortComparator", "SortOrder", "Stream",
        "Strideable", "StringTransform", "TaskGroup", "TaskPriority", "Thread", "TimeInterval", "TimeZone", "Timer", "URL",
        "URLAuthenticationChallenge", "URLCache", "URLComponents", "URLCredential", "URLCredentialStorage", "URLError",
        "URLProtectionSpace", "URLProtocol", "URLQueryItem", "URLRequest", "URLResourceKey", "URLResourceValues",
        "URLResponse", "URLSession", "URLSessionConfiguration", "URLSessionTask", "UUID", "Unicode", "Unit",
        "UnitAcceleration", "UnitAngle", "UnitArea", "UnitConcentrationMass", "UnitConverter", "UnitDuration", "UnitEnergy",
        "UnitFrequency", "UnitLength", "UnitMass", "UnitPower", "UnitPressure", "UnitSpeed", "UnitTemperature",
        "UnitVolume", "UserDefaults",
    ]

    /// Members that every struct or enum we generate has, or that Swift gives them
    /// (`customMirror`: a model with secret fields is `CustomReflectable`).
    static let memberRenames: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "hashValue", "customMirror",
    ]

    /// Names an enum case cannot take without clashing with members of RawRepresentable
    /// and CaseIterable enums or with the `unknown(String)` case.
    static let caseRenames: Set<String> = [
        "rawValue", "allCases", "init", "self", "unknown", "hashValue", "hash", "encode", "description", "Type",
    ]

    /// Modules an API must not be named like: what generated code imports (`Foundation`,
    /// `FoundationNetworking`), Swift's own and the C libraries its runtime sits on, and the
    /// system frameworks an app imports beside the client. Compared case-insensitively.
    static let reservedModules: [String] = [
        "Swift", "SwiftShims", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "_SwiftConcurrencyShims",
        "_Builtin_float", "Builtin", "Observation", "Synchronization", "RegexBuilder", "Distributed", "Cxx", "CxxStdlib",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "CoreFoundation", "Dispatch", "XCTest", "Testing",
        "Darwin", "Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT", "SwiftGlibc",
        "ObjectiveC", "os", "OSLog", "Combine", "SwiftUI", "UIKit", "AppKit", "WatchKit", "Network", "Security",
        "CoreData", "CoreGraphics", "CoreServices", "System", "OpenCombine",
    ]

    /// Acronyms kept in upper case inside type names.
    static let acronyms: Set<String> = ["URL", "ID", "API", "HTTP", "JSON", "UUID", "OTP", "PDF", "CSV", "SMS", "IOS"]
}
