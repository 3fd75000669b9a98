import CodeGen
import Foundation
import SpecLanguage

/// The command's options, as `Command.parse` reads them from the arguments.
struct Options {
    var specs = "Specs"
    var output = "Generated"
    var templates: String?
    var check = false
    var dryRun = false
    var verbose = false
    var flat = false
    /// With `flat`: write only the mock client, importing this module.
    var mocksOf: String?
    var watch = false
    var timing = false
    /// `--access LEVEL` and `--combine`: over what the specs say.
    var surface = SurfaceOptions()

    /// Where the run's files go.
    var layout: Pipeline.Layout {
        guard flat else { return .modules }
        return mocksOf.map { .flatMocks(importing: $0) } ?? .flat
    }
}

extension Command {
    /// The long options `parse` knows, for "did you mean" on a misspelt one.
    static let optionNames = [
        "--output", "--templates", "--check", "--dry-run", "--verbose", "--flat", "--mocks-of", "--watch", "--timing", "--help",
        "--access", "--combine",
    ]

    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var positional: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            func value() -> String? {
                index += 1
                return index < arguments.count ? arguments[index] : nil
            }
            switch argument {
            case "--output", "-o":
                guard let v = value() else { return .failure(UsageError("--output needs a folder")) }
                options.output = v
            case "--templates":
                guard let v = value() else { return .failure(UsageError("--templates needs a folder")) }
                options.templates = v
            case "--check": options.check = true
            case "--dry-run": options.dryRun = true
            case "--verbose", "-v": options.verbose = true
            case "--flat": options.flat = true
            case "--mocks-of":
                guard let v = value(), v.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil else {
                    return .failure(UsageError("--mocks-of needs the name of the module the mock imports (the target holding the specs)"))
                }
                options.mocksOf = v
            case "--watch": options.watch = true
            case "--timing": options.timing = true
            case "--access":
                let levels = AccessLevel.allCases.map(\.rawValue)
                guard let v = value(), let level = AccessLevel(rawValue: v) else {
                    return .failure(UsageError("--access needs one of \(levels.joined(separator: ", ")): who can see the generated code"))
                }
                options.surface.access = level
            case "--combine": options.surface.combine = true
            case "--help", "-h": break
            default:
                if argument.hasPrefix("-") {
                    return .failure(UsageError("unknown option '\(argument)'" + Suggestion.hint(for: argument, in: optionNames)))
                }
                positional.append(argument)
            }
            index += 1
        }
        if positional.count > 1 { return .failure(UsageError("expected one specs folder, got \(positional.count)")) }
        if options.mocksOf != nil && !options.flat {
            return .failure(
                UsageError(
                    "--mocks-of writes a build plugin's mocks target and needs --flat; without it, gen writes <API>Mocks/ beside each <API>/"
                ))
        }
        if let specs = positional.first { options.specs = specs }
        return .success(options)
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
