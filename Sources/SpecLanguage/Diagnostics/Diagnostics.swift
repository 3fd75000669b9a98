/// Collects every problem of a run, so all of them are reported at once rather than the first.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func error(_ mark: Mark, _ message: String) {
        all.append(Diagnostic(.error, mark, message))
    }

    public mutating func warning(_ mark: Mark, _ message: String) {
        all.append(Diagnostic(.warning, mark, message))
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Sorted and without repeats: the order users read them in.
    public var sorted: [Diagnostic] { Array(Set(all)).sorted() }
}
