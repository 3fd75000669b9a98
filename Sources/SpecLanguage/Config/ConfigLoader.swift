import Foundation

/// Reads `gen.yaml` into settings: every key is one of `GenConfig.keys`, with a value of its
/// kind, or a located diagnostic (an unknown key with the closest known one, as in specs).
public enum ConfigLoader {
    public struct Result: Sendable {
        /// The settings the file makes, in file order; paths made relative to the current
        /// folder (as written, they are relative to the file's folder).
        public var settings: [ConfigSetting]
        public var diagnostics: Diagnostics
    }

    /// The config file of a specs folder, if it has one.
    public static func file(inFolder folder: String) -> String? {
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + GenConfig.fileName
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Loads the file at `path`; a file that cannot be read is a diagnostic too.
    public static func load(path: String) -> Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            var diagnostics = Diagnostics()
            diagnostics.error(Mark(file: path, line: 1, column: 1), "cannot read the config file")
            return Result(settings: [], diagnostics: diagnostics)
        }
        return load(bytes: [UInt8](data), path: path)
    }

    public static func load(bytes: [UInt8], path: String) -> Result {
        var reading = NodeReading()
        var duplicates: [YAMLError] = []
        let root: Node?
        do {
            root = try YAMLReader.read(bytes, file: path, duplicates: &duplicates)
        } catch {
            reading.diagnostics.error(error.mark, error.message)
            return Result(settings: [], diagnostics: reading.diagnostics)
        }
        for duplicate in duplicates { reading.diagnostics.error(duplicate.mark, duplicate.message) }
        // An empty file (or one of comments) sets nothing.
        guard let root, !root.isNull, let pairs = reading.mapping(root, "gen's settings") else {
            return Result(settings: [], diagnostics: reading.diagnostics)
        }
        let keys = GenConfig.keys
        reading.checkKeys(pairs, allowed: keys.map(\.name), in: GenConfig.fileName)
        let folder = (path as NSString).deletingLastPathComponent
        var settings: [ConfigSetting] = []
        for pair in pairs {
            guard let name = pair.key.string, let key = keys.first(where: { $0.name == name }),
                let value = value(of: pair.value, for: key, relativeTo: folder, &reading)
            else { continue }
            settings.append(ConfigSetting(key: name, value: value, mark: pair.value.mark))
        }
        return Result(settings: settings, diagnostics: reading.diagnostics)
    }

    /// The value of `node` as `key` takes it, or nil after a diagnostic.
    private static func value(of node: Node, for key: ConfigKey, relativeTo folder: String, _ reading: inout NodeReading) -> ConfigValue? {
        let what = "'\(key.name)'"
        switch key.kind {
        case .path:
            guard let text = reading.string(node, what) else { return nil }
            guard !text.isEmpty else {
                reading.diagnostics.error(node.mark, "expected a folder for \(what), found an empty text")
                return nil
            }
            return .text(joined(folder, text))
        case .bool:
            return reading.bool(node, what).map(ConfigValue.bool)
        case .choice(let words):
            guard let text = reading.string(node, what) else { return nil }
            guard words.contains(text) else {
                reading.diagnostics.error(
                    node.mark, "unknown value '\(text)' for \(what): expected \(key.expected)" + Suggestion.hint(for: text, in: words))
                return nil
            }
            return .text(text)
        case .names:
            guard let items = reading.sequence(node, what) else { return nil }
            let names = items.compactMap { reading.string($0, "an API name in \(what)") }
            guard names.count == items.count else { return nil }
            guard !names.isEmpty else {
                reading.diagnostics.error(node.mark, "\(what) lists no API; leave the key out to generate every API")
                return nil
            }
            return .names(names)
        }
    }

    /// `path` (relative to `folder`) as a path relative to where `folder` is: `Specs` and
    /// `../Generated` give `Generated`. Absolute paths stay as they are.
    static func joined(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return path }
        var parts: [Substring] = []
        for part in (folder + "/" + path).split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        let absolute = folder.hasPrefix("/") ? "/" + joined : joined
        return absolute.isEmpty ? "." : absolute
    }
}
