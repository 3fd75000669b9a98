import Foundation
import PackagePlugin

/// Generates a target's API client from the `.yaml`/`.yml` spec files it holds, during the build,
/// into the plugin's work directory: nothing is checked in, and the target compiles the client.
///
/// A target holds the specs of one API (one `api:` name, in any number of files, all in one
/// folder of the target); gen writes that API's files flat (`gen SPECS --output DIR --flat`):
/// `<API>Models.swift`, `<API>Endpoints.swift`, `<API>Client.swift` and `<API>Runtime<Name>.swift`
/// per runtime file (`Templates/Runtime/<Name>.swift`). A target with no specs that depends on
/// such a target gets that API's mock client alone (`<API>MockClient.swift`, importing the API's
/// target): apply the plugin to a `<API>Mocks` test-support target too, and release builds ship
/// no mock. The command declares those files as outputs
/// and the specs and gen's templates as inputs, so it runs again only when one of them (or the
/// gen tool) changes. Spec errors come out as `path:line:col: error: message` and fail the build.
@main
struct GenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var specs = Self.specs(of: target)
        // A target without specs of its own that depends on one with specs is that API's mocks
        // target: it gets the mock client alone, importing the API's target.
        var mocksOf: String?
        if specs.isEmpty {
            let apiTargets = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
                guard case .target(let other) = dependency, let module = other as? SourceModuleTarget else { return nil }
                return Self.specs(of: module).isEmpty ? nil : module
            }
            guard apiTargets.count == 1, let apiTarget = apiTargets.first else {
                Diagnostics.warning(
                    apiTargets.isEmpty
                        ? "GenPlugin: target '\(target.name)' has no .yaml spec files and depends on no target that has; nothing to generate"
                        : "GenPlugin: target '\(target.name)' depends on several targets with specs (\(apiTargets.map(\.name).joined(separator: ", "))); a mocks target depends on one"
                )
                return []
            }
            specs = Self.specs(of: apiTarget)
            mocksOf = apiTarget.name
        }

        // gen reads every spec directly inside one folder.
        let folders = Set(specs.map { $0.deletingLastPathComponent().standardizedFileURL.path })
        guard folders.count == 1, let folder = folders.first else {
            let list = folders.sorted().joined(separator: ", ")
            Diagnostics.error(
                "GenPlugin: target '\(target.name)' has spec files in several folders (\(list)); put its specs in one folder"
            )
            return []
        }

        // The output names depend on the API name, so the plugin reads it from the specs.
        var apiNames: [String: [String]] = [:]
        for spec in specs {
            guard let name = try Self.apiName(in: spec) else { continue }
            apiNames[name, default: []].append(spec.lastPathComponent)
        }
        guard apiNames.count <= 1 else {
            let list = apiNames.keys.sorted().map { "\($0) (\(apiNames[$0]!.joined(separator: ", ")))" }.joined(
                separator: "; ")
            Diagnostics.error(
                "GenPlugin: target '\(target.name)' holds specs of \(apiNames.count) APIs: \(list). A target is one module, so it holds one API's specs; give each API its own target"
            )
            return []
        }
        guard let api = apiNames.keys.first else {
            Diagnostics.error(
                "GenPlugin: no spec of target '\(target.name)' has a top-level 'api: Name' line (\(specs.map(\.lastPathComponent).joined(separator: ", "))); the plugin names the generated files after it"
            )
            return []
        }

        let (templateFolder, templates, runtime) = try Self.templates()
        let outputDirectory = context.pluginWorkDirectoryURL.appending(
            path: "GeneratedSources", directoryHint: .isDirectory)
        let names = mocksOf == nil ? Self.outputNames(api: api, runtimeFiles: runtime.map(\.lastPathComponent)) : [api + "MockClient.swift"]
        let outputs = names.map { outputDirectory.appending(path: $0) }

        return [
            .buildCommand(
                displayName:
                    "Generating \(api) \(mocksOf == nil ? "client" : "mock client") for \(target.name) from \(specs.map(\.lastPathComponent).joined(separator: ", "))",
                executable: try context.tool(named: "gen").url,
                // `--templates` with gen's own template sources: gen reads exactly the files
                // declared as inputs (its bundled copies are made by a step this one is not ordered after).
                arguments: [folder, "--output", outputDirectory.path, "--flat", "--templates", templateFolder.path]
                    + (mocksOf.map { ["--mocks-of", $0] } ?? []),
                // The build system already decides when to run; gen's own run cache (kept in the
                // user's cache folder, which sandboxed builds may not write) adds nothing here.
                environment: ["GEN_CACHE": "off"],
                inputFiles: specs + templates + runtime,
                outputFiles: outputs
            )
        ]
    }

    /// The spec files a target holds, sorted.
    static func specs(of target: SourceModuleTarget) -> [URL] {
        target.sourceFiles.filter { ["yaml", "yml"].contains($0.url.pathExtension) }.map(\.url).sorted { $0.path < $1.path }
    }

    /// The value of the spec's top-level `api:` key (`api: Shop`, quoted or with a comment).
    static func apiName(in spec: URL) throws -> String? {
        let text = try String(contentsOf: spec, encoding: .utf8)
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("api:") {
            var value = line.dropFirst("api:".count)
            if let hash = value.range(of: " #") { value = value[..<hash.lowerBound] }
            var name = value.trimmingCharacters(in: .whitespaces)
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = String(name.dropFirst().dropLast())
            }
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// gen's built-in templates: `Templates/` of this package, found from this file's path
    /// (`Plugins/GenPlugin/GenPlugin.swift`), and the runtime's Swift files in
    /// `Templates/Runtime/`. They are inputs of the command (a change regenerates), gen reads
    /// them from here, and the runtime files' names give the `Runtime*.swift` outputs.
    static func templates() throws -> (folder: URL, templates: [URL], runtime: [URL]) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appending(path: "Templates", directoryHint: .isDirectory)
        let runtimeFolder = folder.appending(path: "Runtime", directoryHint: .isDirectory)
        let names: [String]
        let runtimeNames: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            runtimeNames = try FileManager.default.contentsOfDirectory(atPath: runtimeFolder.path)
        } catch {
            Diagnostics.error("GenPlugin: cannot read gen's templates at \(folder.path): \(error.localizedDescription)")
            throw error
        }
        return (
            folder,
            names.filter { $0.hasSuffix(".mustache") }.sorted().map { folder.appending(path: $0) },
            runtimeNames.filter { $0.hasSuffix(".swift") }.sorted().map { runtimeFolder.appending(path: $0) }
        )
    }

    /// The files `gen --flat` writes (mirrors `FlatLayout.fileNames` in CodeGen, which the plugin
    /// cannot import): `Auth.swift` gives `<API>RuntimeAuth.swift`.
    static func outputNames(api: String, runtimeFiles: [String]) -> [String] {
        (["Models.swift", "Endpoints.swift", "Client.swift"] + runtimeFiles.map { "Runtime" + $0 }.sorted()).map {
            api + $0
        }
    }
}
