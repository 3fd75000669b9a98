import CodeGen
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gen --watch`: generate once, then again whenever a spec, `gen.yaml` (or a `--templates` override) is
/// saved, added or removed, until Ctrl-C.
///
/// It polls every 100 ms: each spec folder's `*.yaml`/`*.yml` files (not subfolders, as the
/// loader reads them) and the override folder's `*.mustache` files, by modification time, size
/// and inode, so an edit in place and an editor's write-then-rename are both seen. Polling needs
/// no platform API and stays cheap for a folder of specs. Each run is a normal `gen` run, so it
/// prints the diagnostics and the summary line; an error leaves the output as it was and the
/// watch goes on. SIGINT and SIGTERM end the watch between runs, with exit status 0.
enum Watch {
    /// How often the folders are looked at.
    static let pollInterval: TimeInterval = 0.1
    /// After a change is seen, how long to wait for an editor to finish writing.
    static let settleInterval: TimeInterval = 0.02

    /// `arguments` are the command's arguments without `--watch`, for each run's up-to-date record.
    static func run(arguments: [String], options: Options, out: (String) -> Void, err: (String) -> Void) -> Int32 {
        var options = options
        options.watch = false
        let stop = StopSignal()
        let signals = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)  // the dispatch source sees it instead of the default handler
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.fire() }
            source.resume()
            return source
        }
        defer {
            for source in signals { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }

        let folders =
            [Folder(path: options.specs, suffixes: [".yaml", ".yml", ".json"])]
            + (options.templates.map {
                [Folder(path: $0, suffixes: [".mustache"]), Folder(path: $0 + "/" + RuntimeFile.folder, suffixes: [".swift"])]
            } ?? [])
        var seen = Snapshot(folders)
        _ = GenerationRun.run(arguments: arguments, options: options, started: .now(), out: out, err: err)
        out("gen: watching \(folders.map(\.path).joined(separator: ", ")) for changes; Ctrl-C stops")
        fflush(nil)

        while !stop.wait(pollInterval) {
            var now = Snapshot(folders)
            guard now != seen else { continue }
            if stop.wait(settleInterval) { break }
            now = Snapshot(folders)
            guard now != seen else { continue }  // put back as it was
            out("gen: changed: \(now.changes(since: seen).joined(separator: ", "))")
            // Out before the run's messages, which go to standard error unbuffered: with both
            // sent to one file (`2>&1`), the change came after the errors it caused.
            fflush(nil)
            seen = now
            // gen.yaml is in the specs folder: read it again, so a changed setting applies.
            if let configured = Command.configure(options, err: err) {
                options = configured
                _ = GenerationRun.run(arguments: arguments, options: options, started: .now(), out: out, err: err)
            }
            fflush(nil)
        }
        out("gen: stopped watching")
        fflush(nil)
        return 0
    }

    struct Folder {
        var path: String
        var suffixes: [String]
    }

    /// What the watched files look like at one moment: path → (modification time, size, inode).
    struct Snapshot: Equatable {
        struct Stamp: Equatable {
            var modified: Double
            var size: Int64
            var inode: UInt64
        }

        var files: [String: Stamp] = [:]

        init(_ folders: [Folder]) {
            for folder in folders {
                let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
                for name in names where folder.suffixes.contains(where: { name.hasSuffix($0) }) {
                    let path = base + name
                    var info = stat()
                    guard stat(path, &info) == 0 else { continue }
                    #if canImport(Darwin)
                        let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
                    #else
                        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
                    #endif
                    files[path] = Stamp(modified: modified, size: Int64(info.st_size), inode: UInt64(info.st_ino))
                }
            }
        }

        /// The files added, removed or changed since `earlier`, for the log line.
        func changes(since earlier: Snapshot) -> [String] {
            let paths = Set(files.keys).union(earlier.files.keys)
            return paths.filter { files[$0] != earlier.files[$0] }.sorted().map { path in
                let name = (path as NSString).lastPathComponent
                if earlier.files[path] == nil { return name + " (added)" }
                if files[path] == nil { return name + " (removed)" }
                return name
            }
        }
    }

    /// Set once by a signal handler; `wait` sleeps until it is set or the time is up.
    final class StopSignal: @unchecked Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var fired = false

        func fire() {
            lock.lock()
            let first = !fired
            fired = true
            lock.unlock()
            if first { semaphore.signal() }
        }

        /// Waits up to `seconds`; true once the signal has fired.
        func wait(_ seconds: TimeInterval) -> Bool {
            lock.lock()
            let done = fired
            lock.unlock()
            if done { return true }
            if semaphore.wait(timeout: .now() + seconds) == .success {
                semaphore.signal()  // keep it set for the next wait
                return true
            }
            return false
        }
    }
}
