import Foundation

/// What a one-shot run holds until the process ends instead of freeing it at the end.
///
/// The last stages' values (the APIs, the rendered files, the last API's contexts) live until
/// the run is over, and then each was taken apart object by object: 2–3% of a run's
/// instructions, for memory the system takes back at exit anyway. So the `gen` executable,
/// which exits when the run is done, switches this on (`Command.run(exitsAfterwards:)`); watch
/// mode and the tests leave it off, and everything is freed as usual.
///
/// What is kept costs peak memory where a later stage would have reused it: the last API's
/// contexts outlive rendering (2–7 MB more at 2,000 endpoints, Benchmarks/README.md). Trees
/// dropped in mid-run (a document's YAML nodes, the specs read from it) are still freed: kept,
/// they saved more instructions but touched so many fresh pages that the run took longer.
public enum KeptUntilExit {
    private final class Store: @unchecked Sendable {
        // @unchecked: `enabled` and `values` are only read and written under `lock`.
        let lock = NSLock()
        var enabled = false
        var values: [Any] = []
    }

    private static let store = Store()

    /// From now on, `keep` holds what it is given until the process exits.
    public static func enable() {
        store.lock.withLock { store.enabled = true }
    }

    /// How many values are held: for tests.
    static var count: Int { store.lock.withLock { store.values.count } }

    /// Switches keeping off again and lets go of what was kept: for tests, which go on running.
    static func disableAndRelease() {
        let kept = store.lock.withLock {
            store.enabled = false
            defer { store.values = [] }
            return store.values
        }
        _ = kept  // released here, outside the lock
    }

    /// Holds `value` until exit once enabled; until then, does nothing.
    public static func keep(_ value: Any) {
        store.lock.withLock {
            if store.enabled { store.values.append(value) }
        }
    }
}
