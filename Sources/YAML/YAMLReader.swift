#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Reads YAML files into `Node` trees. One document per file; every node carries its `Mark`.
public enum YAMLReader {
    /// Bounds that keep hostile or broken input from exhausting memory or the stack.
    public struct Limits: Sendable, Hashable {
        /// The most nodes a document may have with aliases expanded (its root's `Node.weight`).
        public var maxNodes: Int
        /// The most collections that may be nested inside one another, aliases expanded.
        public var maxDepth: Int

        public init(maxNodes: Int = 2_000_000, maxDepth: Int = 256) {
            self.maxNodes = maxNodes
            self.maxDepth = maxDepth
        }
    }

    /// Reads one YAML document. Returns nil when the file holds no document (empty, or only comments/whitespace).
    public static func read(_ bytes: [UInt8], file: String) throws(YAMLError) -> Node? {
        try read(bytes, file: file, limits: Limits())
    }

    /// Reads the file at `path`; marks and errors name the file by `path` exactly as given.
    public static func read(contentsOf path: String) throws(YAMLError) -> Node? {
        try read(contentsOf: path, limits: Limits())
    }

    public static func read(_ bytes: [UInt8], file: String, limits: Limits) throws(YAMLError) -> Node? {
        var duplicates: [YAMLError] = []
        let root = try read(bytes, file: file, limits: limits, duplicates: &duplicates)
        if let first = duplicates.first { throw first }
        return root
    }

    /// Reads one YAML document, leaving each duplicate key out with its value and adding it to
    /// `duplicates`, so a caller can report it beside every other problem of the document.
    public static func read(
        _ bytes: [UInt8], file: String, limits: Limits = Limits(), duplicates: inout [YAMLError]
    ) throws(YAMLError) -> Node? {
        // UTF-16 input would make libyaml's byte offsets and our column counting disagree; specs are UTF-8.
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw YAMLError(
                mark: Mark(file: file, line: 1, column: 1),
                message: "the file is UTF-16 encoded; save it as UTF-8")
        }
        if file.hasSuffix(".json"), let (root, found) = JSONReader.parse(bytes, file: file, limits: limits) {
            duplicates += found
            return root
        }
        let (root, found) = try LibYAML.parse(bytes, file: file, limits: limits)
        duplicates += found
        return root
    }

    public static func read(contentsOf path: String, limits: Limits) throws(YAMLError) -> Node? {
        let bytes: [UInt8]
        switch readWholeFile(path) {
        case .success(let b): bytes = b
        case .failure(let code):
            throw YAMLError(
                mark: Mark(file: path, line: 1, column: 1),
                message: "cannot read the file: \(String(cString: strerror(code.rawValue)))")
        }
        return try read(bytes, file: path, limits: limits)
    }
}

private struct Errno: Error { var rawValue: Int32 }

/// Whole-file read with POSIX calls, so the module needs no Foundation. A free function because
/// inside `YAMLReader` the name `read` means its own methods.
private func readWholeFile(_ path: String) -> Result<[UInt8], Errno> {
    let fd = open(path, O_RDONLY)
    if fd < 0 { return .failure(Errno(rawValue: errno)) }
    defer { close(fd) }
    var info = stat()
    var bytes: [UInt8] = []
    if fstat(fd, &info) == 0, info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size)) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            return .failure(Errno(rawValue: errno))
        }
        if n == 0 { return .success(bytes) }
        bytes.append(contentsOf: chunk[0..<n])
    }
}
