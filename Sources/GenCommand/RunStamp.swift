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
struct RunStamp: Codable {
    struct Output: Codable, Equatable {
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
        guard let url = location(output: output), let data = try? Data(contentsOf: url),
            let stamp = try? JSONDecoder().decode(RunStamp.self, from: data), stamp.fingerprint == fingerprint
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
        guard let url = location(output: output) else { return }
        let outputs = files.map { file -> Output in
            Output(path: file.path, size: file.bytes.count, hash: StableHasher.hash(file.bytes))
        }
        let stamp = RunStamp(
            fingerprint: fingerprint, outputs: outputs.sorted { $0.path < $1.path }, messages: messages, apiNames: apiNames)
        guard let data = try? JSONEncoder().encode(stamp) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Replaced atomically, without the flush to disk `Data.write` makes: a record lost in a
        // crash only costs the next run its shortcut.
        try? OutputWriter.replace(url.path, with: [UInt8](data))
    }

    /// One record per output folder (absolute path).
    private static func location(output: String) -> URL? {
        guard enabled, let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else { return nil }
        let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
        var hasher = StableHasher()
        hasher.add(absolute)
        return caches.appendingPathComponent("gen/stamps/\(String(hasher.value, radix: 16)).json")
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
