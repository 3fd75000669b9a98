import CodeGen
import Foundation
import SpecLanguage

/// One run of gen: the up-to-date record's shortcut, else the pipeline, then the writer and
/// the report. The command makes one; watch mode makes one per change.
enum GenerationRun {
    static func run(arguments: [String], options: Options, started: DispatchTime, out: (String) -> Void, err: (String) -> Void) -> Int32 {
        var timer = StageTimer(enabled: options.timing)
        defer { if options.timing { err(timer.summary) } }
        // Nothing changed since the last run: report it without loading anything (RunStamp.swift).
        let inputs = RunInputs.read(arguments: arguments, specs: options.specs, templates: options.templates)
        if let inputs, let stamp = RunStamp.valid(fingerprint: inputs.contents, output: options.output) {
            timer.lap("up-to-date check")
            return Command.replay(stamp, options, started: started, out: out, err: err)
        }
        do {
            let (templates, templateProblems) = try TemplateSet.load(overrides: options.templates)
            timer.lap("templates")
            let pipeline = Pipeline(
                templates: templates, templateProblems: templateProblems, layout: options.layout, mocks: options.config.mocks,
                apis: options.config.apis.map(Set.init), surface: options.surface)
            let result = try pipeline.run(specsFolder: options.specs) { timer.lap($0) }
            KeptUntilExit.keep(result)  // the APIs and files, freed at the end of the run otherwise
            if result.allAPINames.isEmpty && result.diagnostics.all.isEmpty {
                // Without this, every generated file in the output would be planned for removal.
                err("gen: error: no specs (*.yaml, *.yml) or OpenAPI documents (also *.json) in '\(options.specs)'; nothing was written")
                return 2
            }
            let diagnostics = result.diagnostics
            let files = result.files
            for diagnostic in diagnostics.sorted { err(diagnostic.description) }
            if diagnostics.hasErrors {
                let count = diagnostics.all.filter { $0.severity == .error }.count
                err("gen: \(count) error\(count == 1 ? "" : "s"); nothing was written")
                return 1
            }
            if let problem = Command.unknownAPIs(options, defined: result.allAPINames)
                ?? Command.unplanned(options, apis: result.apis.map(\.name))
            {
                err(problem)
                return 1
            }
            let writer = OutputWriter(directory: options.output)
            let plan = try writer.plan(files)
            timer.lap("compare")
            /// After a run that leaves the output holding exactly `files`: the record that lets
            /// the next run with the same inputs skip the pipeline (unless an input changed meanwhile).
            func remember() {
                guard let inputs, inputs.unchanged(specs: options.specs, templates: options.templates) else { return }
                RunStamp.record(
                    fingerprint: inputs.contents, output: options.output, files: files,
                    messages: diagnostics.sorted.map(\.description), apiNames: result.apis.map(\.name))
            }
            if options.check {
                if plan.write.isEmpty && plan.remove.isEmpty {
                    out(Command.upToDate(options.output, apis: result.apis.count, files: plan.unchanged.count))
                    remember()
                    return 0
                }
                for file in plan.write { err("stale: \(options.output)/\(file.path)") }
                for path in plan.remove { err("stale (would be removed): \(options.output)/\(path)") }
                err("gen: \(options.output) is stale; to update it, run: \(Command.regenerateCommand(options))")
                return 1
            }
            if options.verbose || options.dryRun {
                for file in plan.write { out("\(options.dryRun ? "would write" : "write"): \(options.output)/\(file.path)") }
                for path in plan.remove { out("\(options.dryRun ? "would remove" : "remove"): \(options.output)/\(path)") }
                if options.verbose { for path in plan.unchanged { out("unchanged: \(options.output)/\(path)") } }
            }
            for removed in Command.removedModules(plan.remove, apis: result.apis.map(\.name)) {
                let modules = removed.modules.map { "'\($0)'" }.joined(separator: " and ")
                err(
                    "gen: \(options.dryRun ? "would remove" : "removing") module\(removed.modules.count == 1 ? "" : "s") \(modules) (\(Command.counted(removed.files, "file"))) from \(options.output): \(result.allAPINames.contains(removed.api) ? "\(GenConfig.fileName) or --apis leaves API '\(removed.api)' out" : "no spec in \(options.specs) defines API '\(removed.api)'")"
                )
            }
            if !options.dryRun {
                try writer.apply(plan)
                remember()
            }
            timer.lap("write")
            out(
                Command.summary(
                    apis: result.apis.count, written: plan.write.count, unchanged: plan.unchanged.count, removed: plan.remove.count,
                    started: started, dryRun: options.dryRun))
            if !options.flat { Command.printNewTargets(result.apis.map(\.name), output: options.output, out: out) }
            return 0
        } catch {
            err("gen: error: \(error.localizedDescription)")
            return 2
        }
    }
}

extension Command {
    /// The message for a build planned with other files than the specs now make: SwiftPM asks
    /// the build plugin for its output files before gen runs, and again only when it plans the
    /// build anew, so after `api:` (or `mocks:`) changes the build would look for the old files.
    static func unplanned(_ options: Options, apis: [String]) -> String? {
        guard let planned = options.plannedAPI else { return nil }
        let again =
            "SwiftPM plans a build plugin's files before running it: plan the build again (touch Package.swift; in Xcode, File > Packages > Reset Package Caches), then build"
        if apis != [planned] {
            let now = apis.isEmpty ? "no API" : "API '\(apis.joined(separator: "', '"))'"
            return "gen: error: this build was planned for API '\(planned)', but the specs in \(options.specs) now make \(now). \(again)"
        }
        if options.mocksOf != nil && !options.config.mocks {
            return
                "gen: error: this build was planned with \(planned)'s mock client, but \(GenConfig.fileName) now says mocks: false. \(again)"
        }
        return nil
    }

    /// The message for names in `apis` that no spec defines (a misspelt selection would
    /// otherwise generate nothing for it and remove its module), at gen.yaml's line when it
    /// came from there; nil when every name is defined.
    static func unknownAPIs(_ options: Options, defined: [String]) -> String? {
        let unknown = (options.config.apis ?? []).filter { !defined.contains($0) }
        guard let name = unknown.first else { return nil }
        let message = "names '\(name)', but no spec in \(options.specs) defines that API" + Suggestion.hint(for: name, in: defined)
        guard let mark = options.apisMark else { return "gen: error: --apis " + message }
        return Diagnostic(.error, mark, "'apis' " + message).description
    }
}
