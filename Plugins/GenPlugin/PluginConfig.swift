import Foundation

/// The settings of a target's `gen.yaml` that the plugin itself must know before gen runs:
/// whether mocks are wanted, and the templates folder (the plugin names gen's template files
/// as the command's inputs, so it passes the folder to gen itself). gen reads the whole file
/// again, checks every key and reports mistakes with their line and column; this reads only
/// plain top-level `key: value` lines (the plugin cannot use gen's YAML reader).
struct PluginConfig {
    /// The file, when the target has one.
    var file: URL?
    var mocks = true
    /// Absolute: the file gives it relative to its own folder.
    var templates: URL?

    static let fileName = "gen.yaml"

    init(file: URL?) throws {
        self.file = file
        guard let file else { return }
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":"), line.first?.isLetter == true else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = Self.scalar(line[line.index(after: colon)...])
            switch key {
            case "mocks": mocks = value != "false"
            case "templates" where !value.isEmpty:
                templates = URL(fileURLWithPath: value, relativeTo: file.deletingLastPathComponent()).standardizedFileURL
            default: break
            }
        }
    }

    /// `value`, `"value"` or `'value'`, without a trailing ` # comment`.
    static func scalar(_ text: Substring) -> String {
        var value = text
        if let hash = value.range(of: " #") { value = value[..<hash.lowerBound] }
        var trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            trimmed = String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }
}
