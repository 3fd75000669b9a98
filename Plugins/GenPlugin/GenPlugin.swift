import Foundation
import PackagePlugin

/// Generates a target's API client from the `.yaml`/`.yml` spec files (or OpenAPI document) it
/// holds, during the build, into the plugin's work directory: nothing is checked in, and the target compiles the client.
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
        var files = target.sourceFiles.map(\.url)
        // A target without specs of its own that depends on one with specs is that API's mocks
        // target: it gets the mock client alone, importing the API's target.
        var mocksOf: String?
        if Self.specs(in: files).isEmpty {
            let apiTargets = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
                guard case .target(let other) = dependency, let module = other as? SourceModuleTarget else { return nil }
                return Self.specs(in: module.sourceFiles.map(\.url)).isEmpty ? nil : module
            }
            guard apiTargets.count == 1, let apiTarget = apiTargets.first else {
                Diagnostics.warning(
                    apiTargets.isEmpty
                        ? "GenPlugin: target '\(target.name)' has no .yaml spec files and depends on no target that has; nothing to generate"
                        : "GenPlugin: target '\(target.name)' depends on several targets with specs (\(apiTargets.map(\.name).joined(separator: ", "))); a mocks target depends on one"
                )
                return []
            }
            files = apiTarget.sourceFiles.map(\.url)
            mocksOf = apiTarget.name
        }
        return try Self.commands(
            target: target.name, files: files, mocksOf: mocksOf, workDirectory: context.pluginWorkDirectoryURL,
            gen: try context.tool(named: "gen").url)
    }

    /// The build command for a target whose files (specs, `gen.yaml`, Swift) are `files`; the
    /// SwiftPM and the Xcode entry points both end here.
    static func commands(target: String, files: [URL], mocksOf: String?, workDirectory: URL, gen: URL) throws -> [Command] {
        let specs = specs(in: files)
        // gen reads every spec directly inside one folder, and gen.yaml from that folder.
        let folders = Set(specs.map { $0.deletingLastPathComponent().standardizedFileURL.path })
        guard folders.count == 1, let folder = folders.first else {
            let list = folders.sorted().joined(separator: ", ")
            Diagnostics.error(
                "GenPlugin: target '\(target)' has spec files in several folders (\(list)); put its specs in one folder"
            )
            return []
        }
        let configFiles = files.filter { $0.lastPathComponent == PluginConfig.fileName }
        if let misplaced = configFiles.first(where: { $0.deletingLastPathComponent().standardizedFileURL.path != folder }) {
            Diagnostics.error(
                "GenPlugin: \(misplaced.path) is not beside the specs of target '\(target)'; gen reads gen.yaml from \(folder)")
            return []
        }
        let config = try PluginConfig(file: configFiles.first)
        if mocksOf != nil && !config.mocks {
            Diagnostics.warning(
                "GenPlugin: target '\(target)' would get the mock client, but \(config.file?.path ?? "gen.yaml") says mocks: false")
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
            // A mocks target's specs are its API target's: name the target that holds them.
            let holder = mocksOf.map { "'\($0)' (whose mock client '\(target)' builds)" } ?? "'\(target)'"
            Diagnostics.error(
                "GenPlugin: target \(holder) holds specs of \(apiNames.count) APIs: \(list). A target is one module, so it holds one API's specs; give each API its own target"
            )
            return []
        }
        guard let api = apiNames.keys.first else {
            if let document = specs.first(where: { Self.isDocument($0) }) {
                Diagnostics.error(
                    "GenPlugin: the OpenAPI document \(document.lastPathComponent) of target '\(target)' does not name its API: the plugin names the generated files after the file name, so name it <Name>.openapi.yaml (or .json), with Name a Swift identifier such as Shop"
                )
                return []
            }
            Diagnostics.error(
                "GenPlugin: no spec of target '\(target)' has a top-level 'api: Name' line (\(specs.map(\.lastPathComponent).joined(separator: ", "))); the plugin names the generated files after it. An OpenAPI document is named after its API: <Name>.openapi.yaml"
            )
            return []
        }

        let (templateFolder, templates, runtime) = try Self.templates()
        // gen.yaml's templates replace gen's own of the same name; both are inputs.
        let overrides = try config.templates.map { try Self.templateFiles(in: $0) } ?? []
        let outputDirectory = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        let names = mocksOf == nil ? Self.outputNames(api: api, runtimeFiles: runtime.map(\.lastPathComponent)) : [api + "MockClient.swift"]
        let outputs = names.map { outputDirectory.appending(path: $0) }

        return [
            .buildCommand(
                displayName:
                    "Generating \(api) \(mocksOf == nil ? "client" : "mock client") for \(target) from \(specs.map(\.lastPathComponent).joined(separator: ", "))",
                executable: gen,
                // `--templates` with gen's own template sources (or gen.yaml's folder): gen reads
                // exactly the files declared as inputs (its bundled copies are made by a step
                // this one is not ordered after).
                // `--planned-api`: the output files are named after the API as the specs name it
                // now; should that change, gen says how to plan the build again.
                arguments: [
                    folder, "--output", outputDirectory.path, "--flat", "--templates", (config.templates ?? templateFolder).path,
                    "--planned-api", api,
                ]
                    + (mocksOf.map { ["--mocks-of", $0] } ?? []),
                // The build system already decides when to run; gen's own run cache (kept in the
                // user's cache folder, which sandboxed builds may not write) adds nothing here.
                environment: ["GEN_CACHE": "off"],
                inputFiles: specs + configFiles + templates + runtime + overrides,
                outputFiles: outputs
            )
        ]
    }

    /// The spec files among a target's files, sorted: every `.yaml`/`.yml` but `gen.yaml`, and
    /// `.json` OpenAPI documents (`<Name>.openapi.json`; other JSON is a resource, not a spec).
    static func specs(in files: [URL]) -> [URL] {
        files.filter {
            (["yaml", "yml"].contains($0.pathExtension) || $0.lastPathComponent.hasSuffix(".openapi.json"))
                && $0.lastPathComponent != PluginConfig.fileName
        }
        .sorted { $0.path < $1.path }
    }

    /// A templates folder's `*.mustache` and `Runtime/*.swift` files.
    static func templateFiles(in folder: URL) throws -> [URL] {
        let runtime = folder.appending(path: "Runtime", directoryHint: .isDirectory)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        let runtimeNames = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
        return names.sorted().map { folder.appending(path: $0) }
            + runtimeNames.filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appending(path: $0) }
    }

    /// The API a spec file declares: the value of its top-level `api:` key (`api: Shop`, quoted
    /// or with a comment); for an OpenAPI document, which has none, `documentName(of:)`.
    static func apiName(in spec: URL) throws -> String? {
        let text = try String(contentsOf: spec, encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline)
        for line in lines where line.hasPrefix("api:") {
            var value = line.dropFirst("api:".count)
            if let hash = value.range(of: " #") { value = value[..<hash.lowerBound] }
            var name = value.trimmingCharacters(in: .whitespaces)
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = String(name.dropFirst().dropLast())
            }
            return name.isEmpty ? nil : name
        }
        return isDocument(spec, lines: lines) ? documentName(of: spec) : nil
    }

    /// Whether a spec file is an OpenAPI document: by its name, or a top-level `openapi:` line.
    static func isDocument(_ spec: URL, lines: [Substring]? = nil) -> Bool {
        if spec.lastPathComponent.contains(".openapi.") { return true }
        let lines = lines ?? ((try? String(contentsOf: spec, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline)
        return lines.contains { $0.hasPrefix("openapi:") }
    }

    /// An OpenAPI document's API name by gen's rule (docs/openapi.md): its file name up to the
    /// first `.` (`Stock.openapi.yaml` is `Stock`). gen makes a name from the document's title
    /// when that is no Swift identifier; the plugin cannot read the title the way gen does, so
    /// such a document has no name here and the build asks for `<Name>.openapi.yaml`.
    static func documentName(of spec: URL) -> String? {
        let stem = spec.lastPathComponent.prefix { $0 != "." }
        // `openapi.yaml` names the format: gen takes the title, which the plugin cannot read.
        guard !["openapi", "swagger"].contains(stem.lowercased()) else { return nil }
        // An ASCII Swift identifier: letters, digits and `_`, not starting with a digit.
        let scalars = stem.unicodeScalars
        let digits: ClosedRange<Unicode.Scalar> = "0"..."9"
        guard let first = scalars.first, !digits.contains(first),
            scalars.allSatisfy({ $0 == "_" || digits.contains($0) || ($0.isASCII && $0.properties.isAlphabetic) })
        else { return nil }
        return String(stem)
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
