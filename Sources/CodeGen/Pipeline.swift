import Foundation
import SpecLanguage

/// gen from spec files to the files of its output, once, for every caller: the command (and
/// through it the build and command plugins and watch mode) and the tests.
///
/// 1. `YAMLReader` turns each spec file into a tree of nodes with positions.
/// 2. `SpecLoader` reads the trees into APIs, merges files, resolves and validates them.
/// 3. `Generator` builds a context per output file and renders it with the `TemplateSet`.
/// 4. The layout places the files: a module folder per API and one for its mocks, or flat
///    for a build plugin's target.
///
/// Every stage is pure: values and diagnostics in and out, nothing printed. Writing is the
/// caller's: `OutputWriter` compares the files with an output folder and writes what changed.
public struct Pipeline: Sendable {
    /// Where the files go.
    public enum Layout: Sendable, Equatable {
        /// `<API>/…` and `<API>Mocks/MockClient.swift` per API (`gen`'s default).
        case modules
        /// One API's files straight into the output folder, `<API>Models.swift`… (`--flat`).
        case flat
        /// The mock client alone, `<API>MockClient.swift`, importing `module` (`--flat --mocks-of`).
        case flatMocks(importing: String)
    }

    /// What a run produced. Without errors, `files` is the whole output.
    public struct Result: Sendable {
        /// The APIs generated: those `apis` selects.
        public var apis: [API]
        /// Every API the specs define, selected or not.
        public var allAPINames: [String] = []
        public var files: [OutputFile]
        public var diagnostics: Diagnostics
    }

    public let templates: TemplateSet
    /// What loading the templates found (`TemplateSet.load`): reported with the specs'
    /// problems; with an error among them nothing is rendered.
    public let templateProblems: Diagnostics
    public let layout: Layout
    /// Whether the modules layout writes `<API>Mocks/` beside each API (`mocks:` in gen.yaml).
    public let mocks: Bool
    /// The APIs to generate, by name; nil generates all. Every spec is still checked.
    public let apis: Set<String>?

    public init(
        templates: TemplateSet, templateProblems: Diagnostics = Diagnostics(), layout: Layout = .modules, mocks: Bool = true,
        apis: Set<String>? = nil
    ) {
        self.templates = templates
        self.templateProblems = templateProblems
        self.layout = layout
        self.mocks = mocks
        self.apis = apis
    }

    /// Runs stages 1–4 on the specs in `folder`. Throws for a folder it cannot read and for a
    /// flat layout of several APIs; spec and template problems are diagnostics.
    /// `stageDone` is called with each stage's name as it ends (for `--timing`).
    public func run(specsFolder folder: String, stageDone: (String) -> Void = { _ in }) throws -> Result {
        let loaded = try SpecLoader.load(directory: folder, reservedTypeNames: templates.runtimeTypeNames)
        stageDone("load+validate")
        return try generate(loaded, specsFolder: folder, stageDone: stageDone)
    }

    /// Runs stages 1–4 on specs given as bytes, named as if they were in `specsFolder`.
    public func run(sources: [(path: String, bytes: [UInt8])], specsFolder: String = "Specs") throws -> Result {
        try generate(
            SpecLoader.load(sources: sources, reservedTypeNames: templates.runtimeTypeNames), specsFolder: specsFolder, stageDone: { _ in })
    }

    private func generate(_ loaded: SpecLoader.Result, specsFolder: String, stageDone: (String) -> Void) throws -> Result {
        var diagnostics = Diagnostics()
        for diagnostic in loaded.diagnostics { diagnostics.append(diagnostic) }
        diagnostics.append(contentsOf: templateProblems)
        let selected = apis.map { names in loaded.apis.filter { names.contains($0.name) } } ?? loaded.apis
        var result = Result(apis: selected, allAPINames: loaded.apis.map(\.name), files: [], diagnostics: diagnostics)
        guard !result.diagnostics.hasErrors else { return result }
        let parts: Generator.Parts
        switch layout {
        case .modules: parts = mocks ? .apiAndMocks : .api
        case .flat: parts = .api
        case .flatMocks(let module): parts = .mocks(importing: module)
        }
        let generated = Generator(templates: templates, specsDirectory: specsFolder, splitsModels: layout == .modules, parts: parts)
            .generate(selected)
        result.diagnostics.append(contentsOf: generated.diagnostics)
        result.files = layout == .modules ? generated.files : try FlatLayout.flatten(generated.files, apis: selected, specs: specsFolder)
        stageDone("generate")
        return result
    }
}
