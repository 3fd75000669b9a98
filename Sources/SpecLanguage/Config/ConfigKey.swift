import Foundation

/// One setting of `GenConfig`: its name in `gen.yaml` and on the command line, the kind of value
/// it takes, and where that value goes. Made by `GenConfig.keys`.
public struct ConfigKey {
    public enum Kind: Equatable, Sendable {
        /// A folder; relative paths in `gen.yaml` are relative to the file's folder.
        case path
        case bool
        /// One of these words.
        case choice([String])
        /// A list of names (`[Shop, Till]`; on the command line `Shop,Till`).
        case names
    }

    public let name: String
    public let kind: Kind
    /// One line for `gen --help`.
    public let summary: String
    /// Stores a value of this key's kind; `ConfigValue` is checked against `kind` before.
    let store: (inout GenConfig, ConfigValue) -> Void

    public static func path(_ name: String, _ property: WritableKeyPath<GenConfig, String>, _ summary: String) -> ConfigKey {
        ConfigKey(name: name, kind: .path, summary: summary) { config, value in
            if case .text(let text) = value { config[keyPath: property] = text }
        }
    }

    public static func optionalPath(_ name: String, _ property: WritableKeyPath<GenConfig, String?>, _ summary: String) -> ConfigKey {
        ConfigKey(name: name, kind: .path, summary: summary) { config, value in
            if case .text(let text) = value { config[keyPath: property] = text }
        }
    }

    public static func bool(_ name: String, _ property: WritableKeyPath<GenConfig, Bool>, _ summary: String) -> ConfigKey {
        ConfigKey(name: name, kind: .bool, summary: summary) { config, value in
            if case .bool(let flag) = value { config[keyPath: property] = flag }
        }
    }

    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ property: WritableKeyPath<GenConfig, Choice>, _ summary: String
    ) -> ConfigKey where Choice.RawValue == String {
        ConfigKey(name: name, kind: .choice(Choice.allCases.map(\.rawValue)), summary: summary) { config, value in
            if case .text(let text) = value, let choice = Choice(rawValue: text) { config[keyPath: property] = choice }
        }
    }

    public static func names(_ name: String, _ property: WritableKeyPath<GenConfig, [String]?>, _ summary: String) -> ConfigKey {
        ConfigKey(name: name, kind: .names, summary: summary) { config, value in
            if case .names(let names) = value { config[keyPath: property] = names }
        }
    }

    /// `true or false`, `one of modules, flat`, …: what a value of this key must be, for messages.
    public var expected: String {
        switch kind {
        case .path: return "a folder"
        case .bool: return "true or false"
        case .choice(let words): return "one of " + words.joined(separator: ", ")
        case .names: return "a list of API names"
        }
    }
}

/// A value for a `ConfigKey`, already checked against its kind.
public enum ConfigValue: Sendable, Equatable {
    case text(String)
    case bool(Bool)
    case names([String])
}

/// One setting given in `gen.yaml` or on the command line; `mark` is where in the file (nil for
/// the command line), for messages about the value that only a later stage can check.
public struct ConfigSetting: Sendable, Equatable {
    public var key: String
    public var value: ConfigValue
    public var mark: Mark?

    public init(key: String, value: ConfigValue, mark: Mark? = nil) {
        self.key = key
        self.value = value
        self.mark = mark
    }
}

extension GenConfig {
    /// The config with `settings` applied in order, so later ones (the command line's) win.
    public func applying(_ settings: [ConfigSetting]) -> GenConfig {
        var config = self
        let keys = Self.keys
        for setting in settings {
            keys.first { $0.name == setting.key }?.store(&config, setting.value)
        }
        return config
    }

    /// The key named `name`, if there is one.
    public static func key(_ name: String) -> ConfigKey? { keys.first { $0.name == name } }

    /// Checks `text` as a value of `key` given on the command line: a path as it is, a bool as
    /// true/false, a choice as one of its words, names as a comma-separated list. Returns the
    /// value or what was wrong.
    public static func commandLineValue(_ text: String, for key: ConfigKey) -> Result<ConfigValue, ConfigValueError> {
        switch key.kind {
        case .path:
            return text.isEmpty ? .failure(ConfigValueError(message: "--\(key.name) needs a folder")) : .success(.text(text))
        case .bool:
            switch text {
            case "true": return .success(.bool(true))
            case "false": return .success(.bool(false))
            default: return .failure(ConfigValueError(message: "--\(key.name) takes true or false, not '\(text)'"))
            }
        case .choice(let words):
            guard words.contains(text) else {
                return .failure(
                    ConfigValueError(
                        message: "--\(key.name) takes \(key.expected), not '\(text)'" + Suggestion.hint(for: text, in: words)))
            }
            return .success(.text(text))
        case .names:
            let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return names.isEmpty
                ? .failure(ConfigValueError(message: "--\(key.name) needs names, separated by commas")) : .success(.names(names))
        }
    }

    public struct ConfigValueError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
