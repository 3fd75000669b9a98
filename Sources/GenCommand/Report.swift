import CodeGen
import Foundation
import SpecLanguage

/// What the command prints: summaries, removed modules, the command that brings stale output
/// up to date (shell-quoted), and the Package.swift lines for a new API.
extension Command {
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
        return
            "gen: \(counted(apis, "API")), \(written) written, \(unchanged) unchanged, \(removed) removed in \(ms) ms\(dryRun ? " (dry run)" : "")"
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
        invokedAs: String = CommandLine.arguments.first ?? "gen",
        runBy: String? = ProcessInfo.processInfo.environment[runByVariable]
    ) -> String {
        // The flags as given: gen.yaml's settings apply again by themselves.
        var words = [runBy ?? program(manifest: manifest, invokedAs: invokedAs), options.specs]
        for flag in options.flags {
            switch flag.value {
            case .text(let text) where flag.key == "layout" && text == GenConfig.Layout.flat.rawValue: words.append("--flat")
            case .text(let text): words += ["--\(flag.key)", text]
            case .bool(let on): words.append(on ? "--\(flag.key)" : "--no-\(flag.key)")
            case .names(let names): words += ["--\(flag.key)", names.joined(separator: ",")]
            }
        }
        if let module = options.mocksOf { words += ["--mocks-of", module] }
        return words[0] + " " + words.dropFirst().map(shellQuoted).joined(separator: " ")
    }

    /// What a plugin that runs gen sets to the command a person types for it (the command
    /// plugin's `swift package … generate-client`): the program in a suggested command, which
    /// is otherwise gen's path in the plugin's build folder.
    static let runByVariable = "GEN_RUN_BY"

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
        let plain =
            !argument.isEmpty
            && argument.unicodeScalars.allSatisfy { scalar in
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
                hints.append(
                    "    .target(name: \"\(mocks)\", dependencies: [\"\(api)\"], path: \"\(folder.isEmpty ? mocks : folder + "/" + mocks)\"),"
                )
            }
        }
        return hints
    }

    /// `path` relative to `folder` (empty for the folder itself), or nil when it lies outside it.
    static func path(_ path: String, inside folder: String) -> String? {
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        let target = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder + "/")).resolvingSymlinksInPath()
            .standardizedFileURL.path
        if target == base { return "" }
        guard target.hasPrefix(base + "/") else { return nil }
        return String(target.dropFirst(base.count + 1))
    }
}
