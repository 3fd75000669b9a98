/// Readers for the API-level settings that choose the generated surface rather than the wire:
/// `access:` and `combine:`.
enum SurfaceLoader {
    static func access(_ node: Node, _ reading: inout NodeReading) -> AccessLevel? {
        guard let text = reading.string(node, "'access'") else { return nil }
        if let level = AccessLevel(rawValue: text) { return level }
        let names = AccessLevel.allCases.map(\.rawValue)
        let hint = text == "private" || text == "fileprivate" || text == "open" ? "" : Suggestion.hint(for: text, in: names)
        reading.diagnostics.error(
            node.mark, "unknown access level '\(text)': expected \(names.joined(separator: ", ")) (gen writes a whole module)\(hint)")
        return nil
    }

    /// `true` (Combine), `false` (no publishers), or the name of the implementation: `Combine`
    /// or `OpenCombine`. Sets `api.combine` when the value is one of those.
    static func combine(_ node: Node, into api: inout API, _ reading: inout NodeReading) {
        if let scalar = node.scalar, !node.isNull {
            if let framework = PublisherFramework(rawValue: scalar.value) {
                api.combine = framework
                return
            }
            switch (scalar.isPlain, scalar.value) {
            case (true, "true"), (true, "True"), (true, "TRUE"):
                api.combine = .combine
                return
            case (true, "false"), (true, "False"), (true, "FALSE"):
                api.combine = nil
                return
            default: break
            }
        }
        let names = PublisherFramework.allCases.map(\.rawValue)
        let hint = node.scalar.map { Suggestion.hint(for: $0.value, in: names) } ?? ""
        reading.diagnostics.error(
            node.mark,
            "expected true, false or OpenCombine for 'combine' (a publisher per endpoint), found \(reading.describe(node))\(hint)")
    }
}
