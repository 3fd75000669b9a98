#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A file's path, one object per distinct path for the whole process, so that marks compare
/// files by identity (see `Mark`). Paths are few (the specs, templates and documents of a run)
/// and are kept to the end. Paths are told apart by their bytes: two spellings of `café` are
/// two files.
final class SourceName: Sendable {
    let path: String

    private init(path: String) {
        self.path = path
    }

    /// A mutex of its own, never freed, so the module needs no Foundation.
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    /// Only read and written with `lock` held.
    nonisolated(unsafe) private static var names: [[UInt8]: SourceName] = [:]

    /// The one object for `path`.
    static func named(_ path: String) -> SourceName {
        let key = Array(path.utf8)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let name = names[key] { return name }
        let name = SourceName(path: path)
        names[key] = name
        return name
    }
}
