import CodeGen
import Foundation
import SpecLanguage

/// The command's options, as `Command.parse` reads them from the arguments and
/// `Command.configure` completes them with the specs folder's `gen.yaml`.
struct Options {
    var specs = "Specs"
    /// The settings given as flags, in order; they win over `gen.yaml`'s.
    var flags: [ConfigSetting] = []
    /// The settings the run uses: `gen.yaml`'s, then `flags`.
    var config = GenConfig()
    /// Where `gen.yaml` set `apis:`, unless a flag set them after (for messages about a name).
    var apisMark: Mark?
    var check = false
    var dryRun = false
    var verbose = false
    /// With a flat layout: write only the mock client, importing this module.
    var mocksOf: String?
    /// The build plugin's: the API whose file names the build was planned with (`--planned-api`).
    var plannedAPI: String?
    var watch = false
    var timing = false
    var help = false
    var version = false

    var output: String { config.output }
    var templates: String? { config.templates }
    var flat: Bool { config.layout == .flat }
    /// `--access LEVEL` and `--combine` (or `gen.yaml`'s `access:`, `combine:`): over what the specs say.
    var surface: SurfaceOptions { SurfaceOptions(access: config.access, combine: config.combine) }

    /// Where the run's files go.
    var layout: Pipeline.Layout {
        guard flat else { return .modules }
        return mocksOf.map { .flatMocks(importing: $0) } ?? .flat
    }
}

extension Command {
    /// The options that are not settings (those come from `GenConfig.keys`), with what they take.
    static let runOptions: [(name: String, value: String?, summary: String)] = [
        ("--check", nil, "write nothing; exit 1 and list files when the output is stale"),
        ("--dry-run", nil, "show what would change; write nothing"),
        ("--verbose", nil, "list every file written, unchanged or removed"),
        ("--flat", nil, "the same as --layout flat (the build plugin's layout)"),
        ("--mocks-of", "MODULE", "with a flat layout: only the mock client, <API>MockClient.swift, importing MODULE"),
        ("--planned-api", "NAME", "the build plugin's: fail, saying how to plan again, when the specs no longer make NAME's files"),
        ("--watch", nil, "regenerate whenever a spec, gen.yaml or template override changes; Ctrl-C stops"),
        ("--timing", nil, "print how long each stage took (ms) to stderr"),
        ("--version", nil, "print gen's version"),
        ("--help", nil, "print this"),
    ]

    /// `--output DIR`, `--mocks, --no-mocks`, `--layout modules|flat`: a setting's flag as usage shows it.
    static func flagSyntax(_ key: ConfigKey) -> String {
        switch key.kind {
        case .path: return "--\(key.name) DIR"
        case .bool: return "--\(key.name), --no-\(key.name)"
        case .choice(let words): return "--\(key.name) " + words.joined(separator: "|")
        case .names: return "--\(key.name) A,B"
        }
    }

    /// The long options `parse` knows, for "did you mean" on a misspelt one.
    static var optionNames: [String] {
        GenConfig.keys.flatMap { key in key.kind == .bool ? ["--\(key.name)", "--no-\(key.name)"] : ["--\(key.name)"] }
            + runOptions.map(\.name)
    }

    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var positional: [String] = []
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            // `--option=value` is `--option value`.
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                attached = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func value() -> String? {
                if let attached { return attached }
                guard index < arguments.count else { return nil }
                index += 1
                return arguments[index - 1]
            }
            func noValue() -> UsageError? {
                attached.map { _ in UsageError("\(argument) takes no value") }
            }
            index += 1
            let long = argument == "-o" ? "--output" : argument == "-v" ? "--verbose" : argument == "-h" ? "--help" : argument
            if long.hasPrefix("--"), let key = GenConfig.key(String(long.dropFirst(2))) {
                let text: String?
                if key.kind == .bool && attached == nil {
                    text = "true"
                } else {
                    text = value()
                }
                guard let text else { return .failure(UsageError("\(long) needs \(key.expected)")) }
                switch GenConfig.commandLineValue(text, for: key) {
                case .success(let parsed): options.flags.append(ConfigSetting(key: key.name, value: parsed))
                case .failure(let error): return .failure(UsageError(error.message))
                }
                continue
            }
            if long.hasPrefix("--no-"), let key = GenConfig.key(String(long.dropFirst(5))), key.kind == .bool {
                if let error = noValue() { return .failure(error) }
                options.flags.append(ConfigSetting(key: key.name, value: .bool(false)))
                continue
            }
            switch long {
            case "--check", "--dry-run", "--verbose", "--flat", "--watch", "--timing", "--help", "--version":
                if let error = noValue() { return .failure(error) }
                switch long {
                case "--check": options.check = true
                case "--dry-run": options.dryRun = true
                case "--verbose": options.verbose = true
                case "--flat": options.flags.append(ConfigSetting(key: "layout", value: .text(GenConfig.Layout.flat.rawValue)))
                case "--watch": options.watch = true
                case "--timing": options.timing = true
                case "--help": options.help = true
                default: options.version = true
                }
            case "--mocks-of":
                guard let v = value(), v.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil else {
                    return .failure(UsageError("--mocks-of needs the name of the module the mock imports (the target holding the specs)"))
                }
                options.mocksOf = v
            case "--planned-api":
                guard let v = value(), !v.isEmpty else { return .failure(UsageError("--planned-api needs the name of an API")) }
                options.plannedAPI = v
            default:
                if argument.hasPrefix("-") {
                    return .failure(UsageError("unknown option '\(argument)'" + Suggestion.hint(for: argument, in: optionNames)))
                }
                positional.append(argument)
            }
        }
        if positional.count > 1 { return .failure(UsageError("expected one specs folder, got \(positional.count)")) }
        if let specs = positional.first { options.specs = specs }
        options.config = GenConfig().applying(options.flags)
        return .success(options)
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
