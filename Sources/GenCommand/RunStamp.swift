import CodeGen
import Foundation

#if canImport(Darwin)
    import Darwin
#endif

/// The fast path of a run with nothing to do. After a successful run gen records, outside the
/// project, a fingerprint of everything the output depends on (its own executable and built-in
/// templates, the arguments, the working directory, the files at the top of the specs and
/// templates folders) together with the size and hash of each file it produced. The next run with the
/// same fingerprint checks that those files are still there, unchanged, and that no other
/// generated file would be removed; then it reports what a full run would (warnings included)
/// without loading a spec. Anything else — a changed byte anywhere, a missing or unreadable
/// record — takes the full path, which is always correct; the record is only a shortcut.
/// What counts as an input, and how a change during the run is noticed: `RunInputs`.
///
/// Records live in the user's cache folder (`~/.cache/gen/stamps` on Linux), one per output
/// folder and arguments. `GEN_CACHE=off` disables them. For a 500-endpoint API the shortcut
/// answers in a few milliseconds instead of re-running the pipeline (see Benchmarks/README.md).
///
/// A record is a few lines of text (`RunStamp.text`), not JSON: every run reads one and a
/// full run writes one, and Foundation's JSON coders cost a full run more than the rest of
/// the record together.
struct RunStamp: Equatable {
    struct Output: Equatable {
        var path: String
        var size: Int
        var hash: UInt64
    }

    var fingerprint: UInt64
    var outputs: [Output]
    /// What the run printed before its summary (warnings), in order.
    var messages: [String]
    var apiNames: [String]

    static let enabled = ProcessInfo.processInfo.environment["GEN_CACHE"] != "off"

    /// Whether a spec file (an OpenAPI document) has a `$ref` to another file: that file is an
    /// input the fingerprint does not see, so such a folder gets no shortcut.
    static func referencesAnotherFile(_ contents: Data) -> Bool {
        contents.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return false }
            // Each `$` found by `memchr`, a document of a megabyte in a millisecond's tenth.
            var index = 0
            while index + 4 < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "$")), bytes.count - 4 - index) {
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                guard bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "e"), bytes[index + 3] == UInt8(ascii: "f")
                else {
                    index += 1
                    continue
                }
                index += 4
                // Past the key's closing quote, the colon and any quote or blank: the value's first byte.
                while index < bytes.count, Self.beforeValue.contains(bytes[index]) { index += 1 }
                if index < bytes.count, bytes[index] != UInt8(ascii: "#") { return true }
            }
            return false
        }
    }

    private static let beforeValue: Set<UInt8> = Set(#"'": "#.utf8).union([UInt8(ascii: "\t")])

    /// The record for `fingerprint` when the output folder still holds exactly what it lists.
    static func valid(fingerprint: UInt64, output: String) -> RunStamp? {
        guard let path = location(output: output), let data = FileManager.default.contents(atPath: path),
            let stamp = RunStamp(text: data), stamp.fingerprint == fingerprint
        else { return nil }
        for file in stamp.outputs {
            let path = (output as NSString).appendingPathComponent(file.path)
            guard let contents = FileManager.default.contents(atPath: path), contents.count == file.size,
                StableHasher.hash(contents) == file.hash
            else { return nil }
        }
        // A generated file the record does not list would be removed by a full run.
        let listed = Set(stamp.outputs.map(\.path))
        guard let unlisted = try? OutputWriter(directory: output).generatedFiles(), unlisted.allSatisfy(listed.contains) else {
            return nil
        }
        return stamp
    }

    /// Records a successful run whose output folder now holds exactly `files`.
    static func record(fingerprint: UInt64, output: String, files: [OutputFile], messages: [String], apiNames: [String]) {
        guard let path = location(output: output) else { return }
        let outputs = files.map { file -> Output in
            Output(path: file.path, size: file.bytes.count, hash: StableHasher.hash(file.bytes))
        }
        let stamp = RunStamp(
            fingerprint: fingerprint, outputs: outputs.sorted { $0.path < $1.path }, messages: messages, apiNames: apiNames)
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Replaced atomically, without the flush to disk `Data.write` makes: a record lost in a
        // crash only costs the next run its shortcut.
        try? OutputWriter.replace(path, with: Array(stamp.text.utf8))
    }

    /// One record per output folder (absolute path).
    private static func location(output: String) -> String? {
        guard enabled, let caches = cachesFolder else { return nil }
        let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
        var hasher = StableHasher()
        hasher.add(absolute)
        return caches + "/gen/stamps/\(String(hasher.value, radix: 16)).txt"
    }

    /// The user's cache folder. On Linux the XDG one, read from the environment: Foundation's
    /// `urls(for: .cachesDirectory, …)` answers the same but cost a run a tenth of a millisecond.
    private static let cachesFolder: String? = {
        #if os(Linux)
            let environment = ProcessInfo.processInfo.environment
            if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg }
            if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache" }
        #endif
        return FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?.path
    }()

    /// The record as text: a first line naming the format, then one line per value. Texts that
    /// may hold any character (messages, paths) end their line, with `\\` and line breaks escaped.
    var text: String {
        var lines = [Self.formatLine, "fingerprint \(fingerprint)"]
        lines += apiNames.map { "api " + Self.escaped($0) }
        lines += messages.map { "message " + Self.escaped($0) }
        lines += outputs.map { "output \($0.size) \($0.hash) " + Self.escaped($0.path) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads `text`; nil for anything it did not write (an older format, a damaged file).
    init?(text data: Data) {
        // Split as bytes: a line break is one byte, and no escaped text holds one.
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard lines.first == Self.formatLine, lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var fingerprint: UInt64?
        var outputs: [Output] = []
        var messages: [String] = []
        var apiNames: [String] = []
        for line in lines {
            // Split at bytes, as the lines were: a combining mark after a space would join it as
            // one `Character`.
            guard let space = line.utf8.firstIndex(of: UInt8(ascii: " ")) else { return nil }
            let value = Substring(line.utf8[line.utf8.index(after: space)...])
            switch Substring(line.utf8[..<space]) {
            case "fingerprint": fingerprint = UInt64(value)
            case "api": apiNames.append(Self.unescaped(value))
            case "message": messages.append(Self.unescaped(value))
            case "output":
                let parts = value.utf8.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false).map(
                    Substring.init)
                guard parts.count == 3, let size = Int(parts[0]), let hash = UInt64(parts[1]) else { return nil }
                outputs.append(Output(path: Self.unescaped(parts[2]), size: size, hash: hash))
            default: return nil
            }
        }
        guard let fingerprint else { return nil }
        self.init(fingerprint: fingerprint, outputs: outputs, messages: messages, apiNames: apiNames)
    }

    init(fingerprint: UInt64, outputs: [Output], messages: [String], apiNames: [String]) {
        self.fingerprint = fingerprint
        self.outputs = outputs
        self.messages = messages
        self.apiNames = apiNames
    }

    private static let formatLine = "gen up-to-date record 1"

    private static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "n": result += "\n"
                case "r": result += "\r"
                default: result.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The file holding gen's code: the `gen` executable, or the test bundle when tests run it
    /// (not the `xctest` runner, which stays the same when gen's code changes).
    /// On Linux, where tests are one executable, that is the process's own executable.
    static var executablePath: String? {
        #if canImport(Darwin)
            let anchor: @convention(c) () -> Void = {}  // its code is in the image that holds this code
            var info = Dl_info()
            if dladdr(unsafeBitCast(anchor, to: UnsafeRawPointer.self), &info) != 0, let name = info.dli_fname {
                let path = String(cString: name)
                if path.hasPrefix("/") { return path }
            }
        #endif
        return RunningExecutable.path
    }
}

extension Command {
    /// What a full run would print for an output that is up to date.
    static func replay(_ stamp: RunStamp, _ options: Options, started: DispatchTime, out: (String) -> Void, err: (String) -> Void) -> Int32
    {
        for message in stamp.messages { err(message) }
        if options.check {
            out(upToDate(options.output, apis: stamp.apiNames.count, files: stamp.outputs.count))
            return 0
        }
        if options.verbose { for file in stamp.outputs { out("unchanged: \(options.output)/\(file.path)") } }
        out(
            summary(
                apis: stamp.apiNames.count, written: 0, unchanged: stamp.outputs.count, removed: 0, started: started, dryRun: options.dryRun
            ))
        if !options.flat { printNewTargets(stamp.apiNames, output: options.output, out: out) }
        return 0
    }
}
