import Foundation
import SpecLanguage

/// `gen [SPECS_DIR] [--output DIR] [--templates DIR] [--check] [--dry-run] [--verbose]`.
/// Exit codes: 0 success, 1 spec errors or (with --check) stale output, 2 usage or I/O errors.
public enum Command {
    public static let usage = """
        usage: gen [SPECS_DIR] [--output DIR] [--templates DIR] [--check] [--dry-run] [--verbose]

          SPECS_DIR          folder of *.yaml specs (default: Specs)
          --output DIR       where modules are written (default: Generated)
          --templates DIR    templates that replace built-ins of the same file name
          --check            write nothing; exit 1 and list files when the output is stale
          --dry-run          show what would change; write nothing
          --verbose          list every file written, unchanged or removed
        """

    struct Options {
        var specs = "Specs"
        var output = "Generated"
        var templates: String?
        var check = false
        var dryRun = false
        var verbose = false
    }

    /// Runs gen and returns its exit status; output goes to `out` and `err`.
    public static func run(
        arguments: [String], out: (String) -> Void = { print($0) },
        err: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        let started = DispatchTime.now()
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let message):
            err("gen: \(message)\n\n\(usage)")
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            out(usage)
            return 0
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.specs, isDirectory: &isDirectory), isDirectory.boolValue else {
            err("gen: error: specs folder '\(options.specs)' does not exist")
            return 2
        }
        do {
            let loaded = try SpecLoader.load(directory: options.specs)
            let (templates, templateProblems) = try TemplateSet.load(overrides: options.templates)
            var diagnostics = Diagnostics()
            loaded.diagnostics.forEach { diagnostics.append($0) }
            diagnostics.append(contentsOf: templateProblems)
            var files: [OutputFile] = []
            if !diagnostics.hasErrors {
                let generated = Generator(templates: templates, specsDirectory: options.specs).generate(loaded.apis)
                files = generated.files
                diagnostics.append(contentsOf: generated.diagnostics)
            }
            for diagnostic in diagnostics.sorted { err(diagnostic.description) }
            if diagnostics.hasErrors {
                let count = diagnostics.all.filter { $0.severity == .error }.count
                err("gen: \(count) error\(count == 1 ? "" : "s"); nothing was written")
                return 1
            }
            let writer = OutputWriter(directory: options.output)
            let plan = try writer.plan(files)
            if options.check {
                if plan.write.isEmpty && plan.remove.isEmpty {
                    out("gen: \(options.output) is up to date (\(loaded.apis.count) APIs, \(plan.unchanged.count) files)")
                    return 0
                }
                for file in plan.write { err("stale: \(options.output)/\(file.path)") }
                for path in plan.remove { err("stale (would be removed): \(options.output)/\(path)") }
                err("gen: \(options.output) is stale; run 'swift run gen \(options.specs)'")
                return 1
            }
            if options.verbose || options.dryRun {
                for file in plan.write { out("\(options.dryRun ? "would write" : "write"): \(options.output)/\(file.path)") }
                for path in plan.remove { out("\(options.dryRun ? "would remove" : "remove"): \(options.output)/\(path)") }
                if options.verbose { for path in plan.unchanged { out("unchanged: \(options.output)/\(path)") } }
            }
            if !options.dryRun { try writer.apply(plan) }
            let ms = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000
            out(
                "gen: \(loaded.apis.count) API\(loaded.apis.count == 1 ? "" : "s"), \(plan.write.count) written, \(plan.unchanged.count) unchanged, \(plan.remove.count) removed in \(ms) ms\(options.dryRun ? " (dry run)" : "")")
            printNewTargets(loaded.apis, out: out)
            return 0
        } catch {
            err("gen: error: \(error.localizedDescription)")
            return 2
        }
    }

    /// For an API whose module Package.swift does not declare yet, the line to add.
    private static func printNewTargets(_ apis: [API], out: (String) -> Void) {
        guard let manifest = try? String(contentsOfFile: "Package.swift", encoding: .utf8) else { return }
        for api in apis where !manifest.contains("\"\(api.name)\"") {
            out("gen: new API '\(api.name)': add \"\(api.name)\" to the generated modules in Package.swift:")
            out("    .target(name: \"\(api.name)\", path: \"Generated/\(api.name)\"),")
        }
    }

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
            case "--help", "-h": break
            default:
                if argument.hasPrefix("-") { return .failure(UsageError("unknown option '\(argument)'")) }
                positional.append(argument)
            }
            index += 1
        }
        if positional.count > 1 { return .failure(UsageError("expected one specs folder, got \(positional.count)")) }
        if let specs = positional.first { options.specs = specs }
        return .success(options)
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
