import Foundation

/// One generated file: its path relative to the output folder and its exact bytes (UTF-8).
///
/// Bytes, not a `String`: they go from the renderer to the disk without being checked as UTF-8
/// again (every byte gen writes would be, a few percent of a run), and comparing them with the
/// file on disk needs no conversion.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    /// The bytes as text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether `data` (a file's contents) holds exactly these bytes.
    func matches(_ data: Data) -> Bool {
        guard data.count == bytes.count else { return false }
        guard !bytes.isEmpty else { return true }
        return data.withUnsafeBytes { stored in bytes.withUnsafeBytes { memcmp(stored.baseAddress!, $0.baseAddress!, $0.count) == 0 } }
    }
}
