import Foundation
import SpecLanguage

/// `gen --flat`: one API's files written straight into the output folder, each named after the
/// API (`Shop/Models.swift` → `ShopModels.swift`, `Shop/RuntimeAuth.swift` → `ShopRuntimeAuth.swift`).
///
/// This is the layout of the build tool plugin: a SwiftPM target is one module, so its generated
/// sources sit in one folder next to the target's own files, and the API prefix keeps their
/// names apart from the target's. The names are known before gen runs (the plugin must declare
/// them): `<API>` + `Models`, `Endpoints`, `Client`, `MockClient`, then `Runtime<Name>` for each
/// file `Templates/Runtime/<Name>.swift`. The contents are the same bytes as the module layout,
/// except that a large API's models stay in one file (see `Generator.splitsModels`).
public enum FlatLayout {
    /// The fixed, spec-derived files of an API's own target, in the order gen writes them.
    public static let apiFileNames = ["Models.swift", "Endpoints.swift", "Client.swift"]
    /// The one file of an API's mocks target (`gen --flat --mocks-of MODULE`).
    public static let mocksFileName = "MockClient.swift"

    /// The flat file names `gen --flat` writes for `api` with the given runtime files (`Auth.swift`).
    public static func fileNames(api: String, runtimeFiles: [String]) -> [String] {
        (apiFileNames + runtimeFiles.map(RuntimeFile.outputName).sorted()).map { api + $0 }
    }

    public struct TooManyAPIs: LocalizedError {
        public var specs: String
        public var apis: [String]
        public var errorDescription: String? {
            "--flat writes one API into one folder, but '\(specs)' holds \(apis.count) APIs (\(apis.joined(separator: ", "))); give each API its own specs folder"
        }
    }

    /// `<API>/<File>` and `<API>Mocks/<File>` → `<API><File>`. More than one API is an error:
    /// their runtimes would clash.
    public static func flatten(_ files: [OutputFile], apis: [API], specs: String) throws -> [OutputFile] {
        guard apis.count <= 1 else { throw TooManyAPIs(specs: specs, apis: apis.map(\.name)) }
        return files.map { file in
            var flat = file
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            flat.path = (apis.first?.name ?? "") + name
            return flat
        }
    }
}
