/// gen's settings for one specs folder: what its `gen.yaml` says, with the command line's flags
/// over it. Each setting is one key of the file and one flag of the same name (`layout: flat`,
/// `--layout flat`), both read through `GenConfig.keys`.
///
/// To add a setting: a property here with its default, and its line in `keys`; the file
/// loader, the command line, `gen --help` and the "did you mean" hints follow from it. Then
/// describe it in `docs/gen-config.schema.json` (a test compares the two) and in
/// `docs/configuration.md`.
public struct GenConfig: Sendable, Equatable {
    /// Where modules are written, relative to the current folder (or, in `gen.yaml`, to the file).
    public var output = "Generated"
    /// A folder of templates that replace the built-in ones of the same file name.
    public var templates: String?
    /// Whether each API also gets `<API>Mocks` with its mock client.
    public var mocks = true
    /// A module folder per API, or one API's files straight into the output folder.
    public var layout = Layout.modules
    /// The APIs to generate, by `api:` name; nil generates every API in the folder.
    public var apis: [String]?

    public enum Layout: String, Sendable, Equatable, CaseIterable {
        /// `<API>/…` and `<API>Mocks/…` per API.
        case modules
        /// `<API>Models.swift`, … straight into the output folder: one API (the build plugin's layout).
        case flat
    }

    /// Every setting, in the order `gen --help` lists them.
    public static var keys: [ConfigKey] {
        [
            .path("output", \.output, "where modules are written (default: Generated)"),
            .optionalPath("templates", \.templates, "templates that replace built-ins of the same file name"),
            .bool("mocks", \.mocks, "also write <API>Mocks/ with the mock client (default: true)"),
            .choice("layout", \.layout, "modules (default): a folder per API; flat: one API's files as <API>Models.swift…"),
            .names("apis", \.apis, "generate only these APIs (by their api: name; default: all)"),
        ]
    }

    /// The file gen reads from a specs folder (and the build plugins from a target).
    public static let fileName = "gen.yaml"

    public init() {}
}
