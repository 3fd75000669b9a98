import CodeGen
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What a run reads, seen twice over: `contents`, a fingerprint of the inputs' bytes (of gen's
/// executable and built-in templates, what `stat` says of them, unless written recently) and of
/// the arguments (what the up-to-date record is keyed by, see `RunStamp`), and `states`, a
/// fingerprint of what the file system says of each input (size, times, inode), which is cheap
/// to take again.
///
/// A run records its output only when the inputs' `states` are the same after it as before it:
/// a spec saved while gen ran would otherwise leave a record of the old bytes for output made
/// from the new ones. Each input is looked at before it is read, so a change at any moment of
/// the run shows. Looking again by `stat` alone, instead of reading and hashing every input a
/// second time, saves about a millisecond of a 500-endpoint run.
///
/// A `stat` can miss one change: a file rewritten in place with the same size within one tick
/// of the file system's clock (a second on some file systems). So when an input was written in
/// the two seconds before the run looked at it, the second look reads and hashes the inputs
/// again, as it always used to.
struct RunInputs: Equatable {
    /// What the record is keyed by: the arguments and `files`.
    var contents: UInt64
    var states: UInt64
    /// The inputs' contents alone.
    var files: UInt64
    /// An input was written so recently that its `stat` alone cannot be trusted to show a change.
    var isRecent: Bool
    /// Writes at or after this time (seconds since 1970) were recent when the inputs were read.
    var recentSince: Int

    /// Equal when the fingerprints are: the moment of reading is no part of what was read.
    static func == (a: RunInputs, b: RunInputs) -> Bool {
        (a.contents, a.states, a.files, a.isRecent) == (b.contents, b.states, b.files, b.isRecent)
    }

    /// Arguments that change what gen reports, not what it generates.
    private static let reportingOnly: Set<String> = ["--check", "--dry-run", "--verbose", "-v", "--timing", "--watch"]

    /// How recent a write makes the second look read contents again, in seconds.
    private static let recentWindow = 2

    /// The inputs of a run, or nil when one cannot be read (then no shortcut).
    static func read(arguments: [String], specs: String, templates: String?) -> RunInputs? {
        guard RunStamp.enabled else { return nil }
        let recentSince = time(nil) - recentWindow
        var scan = InputScan(readsContents: true, recentSince: recentSince)
        guard scan.addAll(specs: specs, templates: templates) else { return nil }
        var key = StableHasher()
        key.add("gen-run-stamp-2")
        key.add(FileManager.default.currentDirectoryPath)
        for argument in arguments where !reportingOnly.contains(argument) { key.add(argument) }
        key.add(scan.contents.value)
        return RunInputs(
            contents: key.value, states: scan.states.value, files: scan.contents.value, isRecent: scan.sawRecentWrite,
            recentSince: recentSince)
    }

    /// Whether every input still looks as it did when these were read (and, after a recent
    /// write, still holds the same bytes).
    func unchanged(specs: String, templates: String?) -> Bool {
        var scan = InputScan(readsContents: isRecent, recentSince: recentSince)
        guard scan.addAll(specs: specs, templates: templates), scan.states.value == states else { return false }
        return !isRecent || scan.contents.value == files
    }
}

/// One pass over a run's inputs: gen's executable, its built-in templates, the specs and the
/// template overrides.
struct InputScan {
    let readsContents: Bool
    /// Files written at or after this time (seconds since 1970) set `sawRecentWrite`, and are
    /// read for their contents even where `stat` would do.
    let recentSince: Int
    var contents = StableHasher()
    var states = StableHasher()
    private(set) var sawRecentWrite = false

    mutating func addAll(specs: String, templates: String?) -> Bool {
        // The executable stands for gen's code by its path, size and times; its bytes are many
        // megabytes.
        guard let executable = RunStamp.executablePath, let state = FileState(executable) else { return false }
        contents.add(executable)
        state.add(to: &contents)
        state.add(to: &states)
        // The built-in templates stand for themselves by what `stat` says, as the executable
        // does: they ship with it, and the run reads them anyway; reading them here as well
        // was a hundred system calls a run.
        guard let builtIn = try? TemplateSet.builtInDirectory, addTemplatesFolder(builtIn.path, byState: true),
            addFolder(specs, refusing: RunStamp.referencesAnotherFile)
        else { return false }
        return templates.map { addTemplatesFolder($0) } ?? true
    }

    /// The entries directly inside `folder`: names, and the contents of its files (gen reads
    /// specs and templates from the top of their folders only, so `gen .` does not hash a whole
    /// tree), or with `byState`, what `stat` says of them instead of their contents; false when
    /// one cannot be read or `refusing` says no to one.
    mutating func addFolder(_ folder: String, byState: Bool = false, refusing: (Data) -> Bool = { _ in false }) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        states.add(folder)
        // Hidden entries are no input (an editor's lock file, a link to nothing, comes and goes).
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            // Looked at first: a file that changes after this shows on the second look. Only a
            // regular file is read: a named pipe would wait for a writer (the run reports it).
            guard let state = FileState(path), state.isDirectory || state.isRegular else { return false }
            states.add(name)
            // A folder at the top is no input (gen reads the top level only): its name counts,
            // not its times, which change whenever a file in it does (an output folder, say).
            guard !state.isDirectory else {
                states.add(UInt64(1))
                if readsContents { contents.add(name) }
                continue
            }
            state.add(to: &states)
            let isRecent = state.lastWrite >= recentSince
            if isRecent { sawRecentWrite = true }
            guard readsContents else { continue }
            contents.add(name)
            if byState && !isRecent {
                state.add(to: &contents)
                continue
            }
            guard let data = FileManager.default.contents(atPath: path), !refusing(data) else { return false }
            contents.add(data)
        }
        return true
    }

    /// A templates folder and its runtime's folder (`Runtime/`), which the top level names only.
    mutating func addTemplatesFolder(_ folder: String, byState: Bool = false) -> Bool {
        let runtime = (folder as NSString).appendingPathComponent(RuntimeFile.folder)
        let hasRuntime = FileState(runtime)?.isDirectory == true
        return addFolder(folder, byState: byState) && (!hasRuntime || addFolder(runtime, byState: byState))
    }
}

/// What `stat` says of a file (following links): enough to tell that it changed.
private struct FileState {
    var isDirectory: Bool
    var isRegular: Bool
    var numbers: [UInt64]
    /// The later of the modification and change times, in seconds since 1970.
    var lastWrite: Int

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        isRegular = (info.st_mode & S_IFMT) == S_IFREG
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        lastWrite = max(Int(modified.tv_sec), Int(changed.tv_sec))
        numbers = [
            UInt64(info.st_mode), UInt64(truncatingIfNeeded: info.st_size), UInt64(truncatingIfNeeded: info.st_ino),
            UInt64(truncatingIfNeeded: modified.tv_sec), UInt64(truncatingIfNeeded: modified.tv_nsec),
            UInt64(truncatingIfNeeded: changed.tv_sec), UInt64(truncatingIfNeeded: changed.tv_nsec),
        ]
    }

    func add(to hasher: inout StableHasher) {
        for number in numbers { hasher.add(number) }
    }
}
