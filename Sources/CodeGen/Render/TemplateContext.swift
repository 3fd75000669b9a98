import Foundation
import Mustache

/// What a template sees: named values prepared in Swift. Explicit lookups (no Mirror) keep
/// rendering fast, and a key missing from every level of the context is recorded, so a typo
/// in a template is an error instead of silently empty output.
final class TemplateContext: MustacheParent, @unchecked Sendable {
    // @unchecked: a context is built, rendered and dropped on one thread; `misses` is shared
    // only among the contexts of that one render.
    private let values: [String: Any]
    private let misses: MissRecorder?

    /// A nested context: lookups that fail here fall through to the enclosing ones.
    init(_ values: [String: Any]) {
        self.values = values
        self.misses = nil
    }

    /// The root context of a render: a lookup that fails here has failed everywhere.
    init(root values: [String: Any], misses: MissRecorder) {
        self.values = values
        self.misses = misses
    }

    func child(named name: String) -> Any? {
        if let value = values[name] { return value }
        misses?.record(name)
        return nil
    }
}

/// The keys a render asked for and nobody had.
final class MissRecorder: @unchecked Sendable {
    // @unchecked: used by one render on one thread.
    private(set) var names: [String] = []

    func record(_ name: String) {
        if !names.contains(name) { names.append(name) }
    }
}
