import Foundation
import SpecLanguage

/// Stage 3 of the pipeline (see `Pipeline`): resolved APIs → template contexts → rendered
/// files, each API's module and its mocks' module. Pure: values in, files and template
/// problems out.
public struct Generator: Sendable {
    public let templates: TemplateSet
    /// The specs folder as the user named it; spec paths in generated code are relative to it.
    public let specsDirectory: String
    /// Whether a large API's models may be spread over `Models.swift`, `Models+Order.swift`, … (see
    /// `ContextBuilder.modelsFiles`). The build plugin's layout keeps one file: the plugin
    /// declares its output names before any spec is read.
    public let splitsModels: Bool
    /// Which modules to write: each API's own, its mocks', or both.
    public let parts: Parts
    /// Settings of the generated surface that win over every spec's (a config file, `--access`).
    public let surface: SurfaceOptions

    /// The modules of an API that a run writes.
    public enum Parts: Sendable, Equatable {
        /// `<API>/…` and `<API>Mocks/MockClient.swift`, which imports `<API>`.
        case apiAndMocks
        /// `<API>/…` alone (the build plugin's API target).
        case api
        /// `<API>Mocks/MockClient.swift` alone, importing `module`: the build plugin's mocks
        /// target, whose API module is the target that holds the specs, whatever its name.
        case mocks(importing: String)
    }

    public init(
        templates: TemplateSet, specsDirectory: String, splitsModels: Bool = true, parts: Parts = .apiAndMocks,
        surface: SurfaceOptions = SurfaceOptions()
    ) {
        self.templates = templates
        self.specsDirectory = specsDirectory
        self.splitsModels = splitsModels
        self.parts = parts
        self.surface = surface
    }

    /// The models files' size: `ContextBuilder.defaultSizeLimit`, or for benchmarks
    /// `GEN_MODELS_FILE_SIZE=average/cap` (e.g. `250/500`).
    static let modelsFileSize: ModelsFileSize = {
        let parts = ProcessInfo.processInfo.environment["GEN_MODELS_FILE_SIZE"]?.split(separator: "/").compactMap { Int($0) } ?? []
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return ContextBuilder.defaultSizeLimit }
        return ModelsFileSize(average: parts[0], cap: parts[1])
    }()

    /// The templates gen renders by name, each with the context it gets; the others are partials.
    static let templateRoots: [(template: String, shape: TemplateShape)] = [
        ("models", ModelsFileContext.templateShape), ("endpoints", EndpointsFileContext.templateShape),
        ("client", ClientFileContext.templateShape), ("mock-client", ClientFileContext.templateShape),
    ]

    /// `Shop` → `ShopMocks`, the module of an API's mock client.
    public static func mocksModule(of api: String) -> String { GeneratedNames.mocksModule(of: api) }

    /// The files of every API, keyed by path relative to the output folder, and any template
    /// problems found while rendering.
    public func generate(_ apis: [API]) -> (files: [OutputFile], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        var files: [OutputFile] = []
        for (index, api) in apis.enumerated() {
            files += generate(api, &diagnostics, isLast: index == apis.count - 1)
        }
        return (files, diagnostics)
    }

    /// The files of one API; `isLast`: no API is generated after it in this run.
    private func generate(_ spec: API, _ diagnostics: inout Diagnostics, isLast: Bool) -> [OutputFile] {
        let api = surface.applied(to: spec)
        let builder = ContextBuilder(api: api, displayPath: displayPath)
        let header = FileHeader.text(sources: api.files.map(displayPath))
        var files: [OutputFile] = []
        func emit(_ name: String, template: String, _ context: any TemplateContext, module: String = api.name) {
            var text = Array(header.utf8)
            templates.render(template, context, into: &text, &diagnostics)
            files.append(
                OutputFile(path: "\(module)/\(name)", bytes: AccessModifiers.rewrite(FileHeader.normalize(text), to: api.access)))
        }
        var client = builder.clientFile(apiModule: api.name)
        switch parts {
        case .apiAndMocks, .api: break
        case .mocks(let module):
            client.apiModule = module
            emit("MockClient.swift", template: "mock-client", client, module: Self.mocksModule(of: api.name))
            return files
        }
        let models = builder.modelsFiles(sizeLimit: splitsModels ? Self.modelsFileSize : nil)
        for file in models {
            emit(file.name, template: "models", file.context)
        }
        let usage = RuntimeSelection.Usage(
            api: api,
            boxesFields: models.contains { $0.context.models.contains { $0.fields.contains(where: \.isBoxed) } })
        let endpoints = builder.endpointsFile()
        emit("Endpoints.swift", template: "endpoints", endpoints)
        emit("Client.swift", template: "client", client)
        if parts == .apiAndMocks {
            emit("MockClient.swift", template: "mock-client", client, module: Self.mocksModule(of: api.name))
        }
        // The contexts are done with. Freeing them is work a one-shot run skips, but only for
        // the last API: another API's contexts reuse the memory of this one's.
        if isLast { KeptUntilExit.keep((builder, client, models, endpoints)) }
        for runtime in templates.runtimeFiles {
            let bytes = AccessModifiers.rewrite(
                FileHeader.normalize(header + RuntimeSelection.text(of: runtime, for: usage)), to: api.access)
            files.append(OutputFile(path: "\(api.name)/\(runtime.outputName)", bytes: bytes))
        }
        return files
    }

    /// `Specs/Shop.yaml` → `Shop.yaml`. A file a document's `$ref` reads is named by its
    /// standardized path (no `.` or `..`, links followed), so where the folder as written is no
    /// prefix of it, both are compared standardized: `gen Specs/.` names it as `gen Specs` does.
    func displayPath(_ path: String) -> String {
        if let relative = Self.path(path, inside: specsDirectory) { return relative }
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return Self.path(standardized(path), inside: standardized(specsDirectory)) ?? (path as NSString).lastPathComponent
    }

    private static func path(_ path: String, inside folder: String) -> String? {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : nil
    }
}
