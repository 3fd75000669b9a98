import Foundation
import SpecLanguage

/// `gen [SPECS_DIR] [--output DIR] [--templates DIR] [--check] [--dry-run] [--verbose] [--flat [--mocks-of MODULE]] [--watch] [--timing]`.
/// Exit codes: 0 success, 1 spec errors or (with --check) stale output, 2 usage or I/O errors.
public enum Command {
    public static let usage = """
        usage: gen [SPECS_DIR] [--output DIR] [--templates DIR] [--check] [--dry-run] [--verbose] [--flat [--mocks-of MODULE]] [--watch] [--timing]

          SPECS_DIR          folder of *.yaml specs (default: Specs)
          --output DIR       where modules are written (default: Generated)
          --templates DIR    templates that replace built-ins of the same file name
          --check            write nothing; exit 1 and list files when the output is stale
          --dry-run          show what would change; write nothing
          --verbose          list every file written, unchanged or removed
          --flat             one API's files straight into DIR as <API>Models.swift… (build plugin layout)
          --mocks-of MODULE  with --flat: only the mock client, <API>MockClient.swift, importing MODULE
          --watch            regenerate whenever a spec or template override changes; Ctrl-C stops
          --timing           print how long each stage took (ms) to stderr
        """

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
            err("gen: error: \(message)\n\n\(usage)")
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
        if let templates = options.templates,
            !(FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            err("gen: error: templates folder '\(templates)' does not exist")
            return 2
        }
        if options.watch {
            return Watch.run(
                arguments: arguments.filter { $0 != "--watch" }, specs: options.specs, templates: options.templates, out: out, err: err)
        }
        var timer = StageTimer(enabled: options.timing)
        defer { if options.timing { err(timer.summary) } }
        // Nothing changed since the last run: report it without loading anything (RunStamp.swift).
        let fingerprint = RunStamp.fingerprint(arguments: arguments, specs: options.specs, templates: options.templates)
        if let fingerprint, let stamp = RunStamp.valid(fingerprint: fingerprint, output: options.output) {
            timer.lap("up-to-date check")
            return replay(stamp, options, started: started, out: out, err: err)
        }
        do {
            let loaded = try SpecLoader.load(directory: options.specs)
            timer.lap("load+validate")
            if loaded.apis.isEmpty && loaded.diagnostics.isEmpty {
                // Without this, every generated file in the output would be planned for removal.
                err("gen: error: no specs (*.yaml, *.yml) in '\(options.specs)'; nothing was written")
                return 2
            }
            let (templates, templateProblems) = try TemplateSet.load(overrides: options.templates)
            timer.lap("templates")
            var diagnostics = Diagnostics()
            loaded.diagnostics.forEach { diagnostics.append($0) }
            diagnostics.append(contentsOf: templateProblems)
            var files: [OutputFile] = []
            if !diagnostics.hasErrors {
                let parts: Generator.Parts = options.mocksOf.map { .mocks(importing: $0) } ?? (options.flat ? .api : .apiAndMocks)
                let generated = Generator(templates: templates, specsDirectory: options.specs, splitsModels: !options.flat, parts: parts)
                    .generate(loaded.apis)
                files = generated.files
                diagnostics.append(contentsOf: generated.diagnostics)
                timer.lap("generate")
            }
            for diagnostic in diagnostics.sorted { err(diagnostic.description) }
            if diagnostics.hasErrors {
                let count = diagnostics.all.filter { $0.severity == .error }.count
                err("gen: \(count) error\(count == 1 ? "" : "s"); nothing was written")
                return 1
            }
            if options.flat { files = try FlatLayout.flatten(files, apis: loaded.apis, specs: options.specs) }
            let writer = OutputWriter(directory: options.output)
            let plan = try writer.plan(files)
            timer.lap("compare")
            /// After a run that leaves the output holding exactly `files`: the record that lets
            /// the next run with the same inputs skip the pipeline (unless an input changed meanwhile).
            func remember() {
                guard let fingerprint,
                    fingerprint == RunStamp.fingerprint(arguments: arguments, specs: options.specs, templates: options.templates)
                else { return }
                RunStamp.record(
                    fingerprint: fingerprint, output: options.output, files: files,
                    messages: diagnostics.sorted.map(\.description), apiNames: loaded.apis.map(\.name))
            }
            if options.check {
                if plan.write.isEmpty && plan.remove.isEmpty {
                    out(upToDate(options.output, apis: loaded.apis.count, files: plan.unchanged.count))
                    remember()
                    return 0
                }
                for file in plan.write { err("stale: \(options.output)/\(file.path)") }
                for path in plan.remove { err("stale (would be removed): \(options.output)/\(path)") }
                err("gen: \(options.output) is stale; to update it, run: \(regenerateCommand(options))")
                return 1
            }
            if options.verbose || options.dryRun {
                for file in plan.write { out("\(options.dryRun ? "would write" : "write"): \(options.output)/\(file.path)") }
                for path in plan.remove { out("\(options.dryRun ? "would remove" : "remove"): \(options.output)/\(path)") }
                if options.verbose { for path in plan.unchanged { out("unchanged: \(options.output)/\(path)") } }
            }
            for removed in removedModules(plan.remove, apis: loaded.apis.map(\.name)) {
                let modules = removed.modules.map { "'\($0)'" }.joined(separator: " and ")
                err("gen: \(options.dryRun ? "would remove" : "removing") module\(removed.modules.count == 1 ? "" : "s") \(modules) (\(counted(removed.files, "file"))) from \(options.output): no spec in \(options.specs) defines API '\(removed.api)'")
            }
            if !options.dryRun {
                try writer.apply(plan)
                remember()
            }
            timer.lap("write")
            out(
                summary(
                    apis: loaded.apis.count, written: plan.write.count, unchanged: plan.unchanged.count, removed: plan.remove.count,
                    started: started, dryRun: options.dryRun))
            if !options.flat { printNewTargets(loaded.apis.map(\.name), output: options.output, out: out) }
            return 0
        } catch {
            err("gen: error: \(error.localizedDescription)")
            return 2
        }
    }

    /// The module folders whose files `remove` takes away although no API of this run writes
    /// there: an API whose spec left the specs folder, or another specs folder's output. Said
    /// aloud, since a whole module disappearing from a package is easy to miss in a file count.
    static func removedModules(_ remove: [String], apis: [String]) -> [(api: String, modules: [String], files: Int)] {
        var counts: [String: Int] = [:]
        let kept = Set(apis + apis.map(Generator.mocksModule))
        for path in remove {
            guard let slash = path.firstIndex(of: "/") else { continue }
            let module = String(path[..<slash])
            if !kept.contains(module) { counts[module, default: 0] += 1 }
        }
        // `OtherMocks` goes with `Other` when both go.
        var result: [(api: String, modules: [String], files: Int)] = []
        for (module, files) in counts.sorted(by: { $0.key < $1.key }) {
            if module.hasSuffix("Mocks"), counts[String(module.dropLast("Mocks".count))] != nil { continue }
            let mocks = Generator.mocksModule(of: module)
            let withMocks = counts[mocks].map { (api: module, modules: [module, mocks], files: files + $0) }
            result.append(withMocks ?? (api: module, modules: [module], files: files))
        }
        return result
    }

    /// `gen: 2 APIs, 1 written, 47 unchanged, 0 removed in 35 ms`.
    static func summary(apis: Int, written: Int, unchanged: Int, removed: Int, started: DispatchTime, dryRun: Bool) -> String {
        let ms = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000
        return "gen: \(counted(apis, "API")), \(written) written, \(unchanged) unchanged, \(removed) removed in \(ms) ms\(dryRun ? " (dry run)" : "")"
    }

    /// `gen: Generated is up to date (1 API, 26 files)`.
    static func upToDate(_ output: String, apis: Int, files: Int) -> String {
        "gen: \(output) is up to date (\(counted(apis, "API")), \(counted(files, "file")))"
    }

    /// `1 API`, `2 APIs`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The command that brings a stale output up to date: the checked specs, output folder,
    /// templates and layout, and nothing that would keep it from writing.
    static func regenerateCommand(
        _ options: Options,
        manifest: String? = try? String(contentsOfFile: "Package.swift", encoding: .utf8),
        invokedAs: String = CommandLine.arguments.first ?? "gen"
    ) -> String {
        var words = [program(manifest: manifest, invokedAs: invokedAs), options.specs]
        if options.output != Options().output { words += ["--output", options.output] }
        if let templates = options.templates { words += ["--templates", templates] }
        if options.flat { words.append("--flat") }
        if let module = options.mocksOf { words += ["--mocks-of", module] }
        return words[0] + " " + words.dropFirst().map(shellQuoted).joined(separator: " ")
    }

    /// `swift run gen` in gen's own package (where the README runs it); elsewhere the program
    /// as it was started (`gen` on the PATH, or its path when started by one), since
    /// `swift run gen` works only in a package that has it.
    static func program(manifest: String?, invokedAs: String) -> String {
        if let manifest, manifest.range(of: #"\.(executable|executableTarget)\(\s*name:\s*"gen""#, options: .regularExpression) != nil {
            return "swift run gen"
        }
        return invokedAs.contains("/") ? shellQuoted(invokedAs) : "gen"
    }

    /// `argument` as one shell word: unchanged when it is plain, else in single quotes.
    static func shellQuoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "/._-=:@+,".unicodeScalars.contains(scalar))
        }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Prints `newTargetHints` for the package in the current folder.
    static func printNewTargets(_ apis: [String], output: String, out: (String) -> Void) {
        guard let manifest = try? String(contentsOfFile: "Package.swift", encoding: .utf8) else { return }
        let hints = newTargetHints(apis, output: output, manifest: manifest, currentFolder: FileManager.default.currentDirectoryPath)
        hints.forEach(out)
    }

    /// For each API whose module `manifest` does not declare yet, the line to add. Only when
    /// the output folder lies inside the manifest's package: a target's path is relative to
    /// it, and an output elsewhere belongs to some other package.
    static func newTargetHints(_ apis: [String], output: String, manifest: String, currentFolder: String) -> [String] {
        guard let folder = path(output, inside: currentFolder) else { return [] }
        var hints: [String] = []
        for api in apis where !manifest.contains("\"\(api)\"") {
            if manifest.contains("generatedModules") && folder == "Generated" {
                hints.append("gen: new API '\(api)': add \"\(api)\" to `generatedModules` in Package.swift")
            } else {
                let mocks = Generator.mocksModule(of: api)
                hints.append("gen: new API '\(api)': add its module and its mocks' module (for tests) to Package.swift's targets:")
                hints.append("    .target(name: \"\(api)\", path: \"\(folder.isEmpty ? api : folder + "/" + api)\"),")
                hints.append("    .target(name: \"\(mocks)\", dependencies: [\"\(api)\"], path: \"\(folder.isEmpty ? mocks : folder + "/" + mocks)\"),")
            }
        }
        return hints
    }

    /// `path` relative to `folder` (empty for the folder itself), or nil when it lies outside it.
    static func path(_ path: String, inside folder: String) -> String? {
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        let target = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder + "/")).resolvingSymlinksInPath().standardizedFileURL.path
        if target == base { return "" }
        guard target.hasPrefix(base + "/") else { return nil }
        return String(target.dropFirst(base.count + 1))
    }

    /// The long options `parse` knows, for "did you mean" on a misspelt one.
    static let optionNames = ["--output", "--templates", "--check", "--dry-run", "--verbose", "--flat", "--mocks-of", "--watch", "--timing", "--help"]

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
            return .failure(UsageError("--mocks-of writes a build plugin's mocks target and needs --flat; without it, gen writes <API>Mocks/ beside each <API>/"))
        }
        if let specs = positional.first { options.specs = specs }
        return .success(options)
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
