import Foundation

/// A value guarded by a lock, for state shared between tasks (mock clients' handlers and
/// recorded calls, the runtime's caches). Works on every platform the runtime supports,
/// unlike `Synchronization.Mutex` (macOS 15 / iOS 18).
///
/// `@unchecked Sendable` because the compiler cannot see that every access to `value` goes
/// through `lock`; it does (the stored property is private and only `withLock` touches it).
/// The conformance is limited to `Sendable` values so no non-Sendable state can leak out.
public final class Locked<Value>: @unchecked Sendable where Value: Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    public var current: Value {
        withLock { $0 }
    }

    /// Replaces the value.
    public func set(_ newValue: Value) {
        withLock { $0 = newValue }
    }
}
