import Foundation

/// Brings the output folder in line with the generated files: writes a file only when its
/// bytes change (atomically: a temporary file, then rename), and removes files that carry
/// gen's header but that no API produces any more. Nothing else is ever touched.
public struct OutputWriter {
    public struct Plan: Sendable {
        public var write: [OutputFile] = []
        public var unchanged: [String] = []
        public var remove: [String] = []
    }

    public let directory: String
    /// Moves a file over another (POSIX `rename`); tests make it fail to see a run undone.
    var moveFile: (String, String) -> Int32 = { rename($0, $1) }

    public init(directory: String) {
        self.directory = directory
    }

    /// What `apply` would do; reads the disk, changes nothing.
    public func plan(_ files: [OutputFile]) throws -> Plan {
        var plan = Plan()
        let fm = FileManager.default
        for file in files.sorted(by: { $0.path < $1.path }) {
            let path = (directory as NSString).appendingPathComponent(file.path)
            if let existing = fm.contents(atPath: path), file.matches(existing) {
                plan.unchanged.append(file.path)
            } else {
                plan.write.append(file)
            }
        }
        let produced = Set(files.map(\.path))
        for existing in try generatedFiles() where !produced.contains(existing) {
            plan.remove.append(existing)
        }
        return plan
    }

    public func apply(_ plan: Plan) throws {
        let fm = FileManager.default
        let writes = plan.write.map { file in
            let path = (directory as NSString).appendingPathComponent(file.path)
            return (file: file, path: path, folder: (path as NSString).deletingLastPathComponent)
        }
        // What is in the way is found before anything is written, so it stops the run whole.
        for folder in Set(writes.map(\.folder)).sorted() {
            if let file = Self.fileInTheWay(of: folder) {
                throw OutputError(message: "cannot make the folder \(folder): \(file) is a file")
            }
        }
        for (_, path, _) in writes {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw OutputError(message: "cannot write \(path): a folder of that name is in the way")
            }
        }
        var made: Set<String> = []
        // Every file is written beside its place first, and only then are they renamed into
        // place: a write that fails (a full disk, a folder that refuses it) leaves the output as
        // it was, not half of a run's files new and half old, and without the folders it made.
        // (A run stopped between the two leaves temporary files, which the next run removes:
        // `generatedFiles`.)
        var written: [(temporary: String, path: String)] = []
        var created: [String] = []
        do {
            for (file, path, folder) in writes {
                if made.insert(folder).inserted {
                    created += Self.missingFolders(from: folder, within: directory)
                    try Self.naming(folder, "cannot make the folder") {
                        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    }
                }
                written.append((try Self.writeTemporary(path, with: file.bytes), path))
            }
        } catch {
            for (temporary, _) in written { unlink(temporary) }
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
        let removals = plan.remove.map { (directory as NSString).appendingPathComponent($0) }
        do {
            try commit(written, removing: removals)
        } catch {
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
    }

    /// Renames the written files into place and removes `removals`, all or nothing: what each
    /// replaces and each removal are kept aside first (a hard link, else a copy; a removal is
    /// moved aside), so that a rename refused partway (a file made immutable, a folder that
    /// refuses it) puts back what was there, rather than leave half the files new. What was
    /// kept aside goes once every rename went through.
    private func commit(_ written: [(temporary: String, path: String)], removing removals: [String]) throws {
        // The files replaced, each with what it was kept as; the files removed, likewise.
        var replaced: [String: String] = [:]
        var removed: [(path: String, aside: String)] = []
        var renamed = 0
        /// Puts back what was changed; returns the files it could not put back.
        func undo() -> [String] {
            var stuck: [String] = []
            for (_, path) in written[..<renamed] where replaced[path] == nil { unlink(path) }
            for (index, (temporary, path)) in written.enumerated() {
                unlink(temporary)
                guard let aside = replaced[path] else { continue }
                // Not renamed over yet, the file is still what it was, and its aside only a
                // second name for it (a rename between the two would do nothing).
                if index < renamed {
                    if moveFile(aside, path) != 0 { stuck.append(path) }
                } else {
                    unlink(aside)
                }
            }
            for (path, aside) in removed.reversed() where moveFile(aside, path) != 0 { stuck.append(path) }
            return stuck
        }
        do {
            for (_, path) in written where access(path, F_OK) == 0 {
                let aside = path + Self.asideSuffix
                guard link(path, aside) == 0 || Self.copy(path, to: aside) else { throw Self.failure(path) }
                replaced[path] = aside
            }
            for path in removals {
                let aside = path + Self.asideSuffix
                guard moveFile(path, aside) == 0 else {
                    throw OutputError(message: "cannot remove \(path): \(String(cString: strerror(errno)))")
                }
                removed.append((path, aside))
            }
            for (temporary, path) in written {
                guard moveFile(temporary, path) == 0 else { throw Self.failure(path) }
                renamed += 1
            }
        } catch {
            let stuck = undo()
            guard !stuck.isEmpty else { throw error }
            // Said, not hidden behind the first failure: the output is then part new.
            throw OutputError(
                message:
                    "\(error.localizedDescription); and \(stuck.joined(separator: ", ")) could not be put back: what each was is beside it as *\(Self.asideSuffix) until the next run"
            )
        }
        for aside in replaced.values { unlink(aside) }
        for (_, aside) in removed { unlink(aside) }
    }

    /// Copies `path` to `target` (where the file system has no hard links); false on failure,
    /// with nothing left at `target`.
    private static func copy(_ path: String, to target: String) -> Bool {
        guard let bytes = FileManager.default.contents(atPath: path) else { return false }
        do {
            _ = try writeTemporary(target, with: [UInt8](bytes), suffix: "")
            return true
        } catch {
            return false
        }
    }

    /// Writes `contents` to a temporary file beside `path`, then renames it over `path`: a reader
    /// (a compiler, an editor) sees the old file or the new one, never half of one. Plain POSIX
    /// calls rather than `Data.write`, which flushes every file to disk (`fsync`): that flush
    /// was most of a large run's writing time, and generated files are made again from the specs.
    public static func replace(_ path: String, with contents: String) throws {
        try replace(path, with: Array(contents.utf8))
    }

    /// `replace` with bytes.
    public static func replace(_ path: String, with contents: [UInt8]) throws {
        let temporary = try writeTemporary(path, with: contents)
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    /// Writes `contents` to the temporary file beside `path` and returns its path; nothing is
    /// left behind when that fails.
    private static func writeTemporary(_ path: String, with contents: [UInt8], suffix: String = temporarySuffix) throws -> String {
        let temporary = path + suffix
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        let written = contents.withUnsafeBufferPointer { bytes in writeAll(descriptor, bytes) }
        let closed = close(descriptor) == 0
        guard written, closed else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// Unique to this process, so two runs writing the same folder never share a temporary file.
    private static let temporaryMarker = ".gen-"
    private static let temporarySuffix = temporaryMarker + String(getpid())
    /// What a file replaced or removed is kept as until the run's renames all went through.
    private static let asideSuffix = temporarySuffix + "-old"

    /// Whether `name` is a temporary file of a run that has ended (`A.swift.gen-4242`, or a file
    /// it kept aside, `A.swift.gen-4242-old`, its process gone): left by a run stopped while it
    /// wrote, and removed by the next.
    static func isLeftoverTemporary(_ name: String) -> Bool {
        guard let range = name.range(of: ".swift" + temporaryMarker, options: .backwards), range.upperBound < name.endIndex else {
            return false
        }
        var digits = name[range.upperBound...]
        if digits.hasSuffix("-old") { digits = digits.dropLast(4) }
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let pid = Int32(digits) else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// `folder` and the folders above it, up to `root`, that do not exist yet, outermost first.
    private static func missingFolders(from folder: String, within root: String) -> [String] {
        var missing: [String] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current), current.count > root.count, current.hasPrefix(root) {
            missing.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        if !FileManager.default.fileExists(atPath: root) { missing.insert(root, at: 0) }
        return missing
    }

    /// Writes every byte, resuming after partial writes and interrupted calls.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            let count = write(descriptor, next, left)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            next += count
            left -= count
        }
        return true
    }

    /// The error for a failed write of `path`, with the system's reason (`errno`).
    private static func failure(_ path: String) -> OutputError {
        OutputError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }

    /// A file-system failure with the path it concerns: Foundation's own message on Linux is
    /// often just "The operation could not be completed".
    public struct OutputError: LocalizedError {
        public let message: String
        public var errorDescription: String? { message }
    }

    /// Runs `body`; any failure that is not already an `OutputError` becomes one naming `path`.
    private static func naming(_ path: String, _ action: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as OutputError {
            throw error
        } catch {
            let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error)?.localizedDescription ?? error.localizedDescription
            throw OutputError(message: "\(action) \(path): \(reason)")
        }
    }

    /// The nearest existing ancestor of `folder` (itself included) when that is a file, not a
    /// folder. Walks `folder`'s own components: on Linux, `NSString.deletingLastPathComponent`
    /// stops the process on a one-character path such as `G`.
    static func fileInTheWay(of folder: String) -> String? {
        var components = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var isDirectory: ObjCBool = false
        while !components.isEmpty {
            let path = components.joined(separator: "/")
            if !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : path
            }
            components.removeLast()
        }
        return nil
    }

    /// Swift files that start with gen's header where gen writes: at the top of the output
    /// folder (the flat layout) and one folder down (`<API>/…`). Deeper folders and hidden
    /// ones (`.build`) are never searched, so `--output .` cannot reach another tool's output;
    /// nor are symbolic links, to folders or files: a module linked in from elsewhere is not
    /// gen's, and its files were removed where the link pointed, outside the output folder.
    public func generatedFiles() throws -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        var candidates: [String] = []
        // A run's leftover temporary files (`isLeftoverTemporary`) are its output too: removed.
        func isGenerated(_ name: String) -> Bool { name.hasSuffix(".swift") || Self.isLeftoverTemporary(name) }
        for entry in try fm.contentsOfDirectory(atPath: directory) where !entry.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(entry)
            if isGenerated(entry) {
                candidates.append(entry)
            } else if Self.kind(at: path) == S_IFDIR {
                let inner = (try? fm.contentsOfDirectory(atPath: path)) ?? []
                candidates += inner.filter { isGenerated($0) && !$0.hasPrefix(".") }.map { entry + "/" + $0 }
            }
        }
        return try candidates.filter(hasHeader).sorted()
    }

    /// What the entry at `path` is itself (`S_IFREG`, `S_IFDIR`, …): a symbolic link is
    /// `S_IFLNK`, not followed. `lstat` itself: Foundation's attributes look up the owner's and
    /// group's names too, reading the user database for every file.
    private static func kind(at path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    private func hasHeader(_ relative: String) throws -> Bool {
        let path = (directory as NSString).appendingPathComponent(relative)
        // A folder named like a Swift file is not gen's (and reading it fails without a path),
        // nor a link.
        guard Self.kind(at: path) == S_IFREG else { return false }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = try handle.read(upToCount: FileHeader.marker.utf8.count) ?? Data()
        return head == Data(FileHeader.marker.utf8)
    }
}
