// swift-tools-version: 6.0
import PackageDescription

/// The modules `gen` writes into Generated/: each API's, and beside it `<API>Mocks` with its mock
/// client, for tests only. Each is compiled with warnings as errors so a warning in generated
/// code fails the build. `gen` prints the line to add for a new API.
let generatedModules: [String] = ["Duggy", "Harbor", "KSRCranes", "RepairMinder", "ScoreBase", "Splitza", "Tillpoint"]

/// An API's module and its mocks' module, as test dependencies.
func withMocks(_ modules: [String]) -> [Target.Dependency] {
    modules.flatMap { [Target.Dependency.byName(name: $0), .byName(name: $0 + "Mocks")] }
}

/// The targets of the modules gen writes into `folder`: each API's and its mocks'. `extra` gives
/// an API's module more dependencies or settings.
func moduleTargets(_ modules: [String], in folder: String, extra: [String: (dependencies: [Target.Dependency], settings: [SwiftSetting])] = [:])
    -> [Target]
{
    modules.flatMap { api in
        [
            .target(
                name: api, dependencies: extra[api]?.dependencies ?? [], path: "\(folder)/\(api)",
                swiftSettings: strictGenerated + (extra[api]?.settings ?? [])),
            .target(name: api + "Mocks", dependencies: [.byName(name: api)], path: "\(folder)/\(api)Mocks", swiftSettings: strictGenerated),
        ]
    }
}

let strictGenerated: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

/// Fixtures (keywords, escaping, an API without endpoints, paging, rate-limit headers, an internal module, publishers) that
/// `gen Tests/Fixtures/Specs --output Tests/Fixtures/Generated` writes: they must compile, and FixtureTests checks their values.
let fixtureModules: [String] = [
    "Escaping", "Garden", "InHouse", "Keywords", "ModelsOnly", "Paging", "Publishing", "Throttled", "Zoo",
]

/// OpenCombine, Combine's API on Linux, for the Publishing fixture's publishers: only that fixture and its tests use it.
let openCombine = Target.Dependency.product(name: "OpenCombine", package: "OpenCombine")

/// InHouse is `access: internal`: its mocks module imports it with `@testable`, which needs it compiled for testing in
/// release builds too (debug builds are).
let fixtureExtras: [String: (dependencies: [Target.Dependency], settings: [SwiftSetting])] = [
    "InHouse": ([], [.unsafeFlags(["-enable-testing"])]),
    "Publishing": ([openCombine], []),
]

let package = Package(
    name: "gen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "gen", targets: ["gen"]),
        .library(name: "CodeGen", targets: ["CodeGen"]),
        // Plugins for consumer packages: see docs/plugins.md.
        .plugin(name: "GenPlugin", targets: ["GenPlugin"]),
        .plugin(name: "GenerateClient", targets: ["GenerateClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Stage 0: the system libyaml, wrapped by one Swift file.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAML", dependencies: ["CYAML"]),
        // Stage 1: YAML nodes -> a resolved, validated API.
        .target(name: "SpecLanguage", dependencies: ["YAML"]),
        // Stage 2: resolved API -> template contexts -> rendered files -> disk.
        .target(
            name: "CodeGen",
            dependencies: ["SpecLanguage"],
            resources: [.process("Templates")]
        ),
        // The command: arguments, one run, watch mode, reports. The executable only calls it.
        .target(name: "GenCommand", dependencies: ["CodeGen"]),
        .executableTarget(name: "gen", dependencies: ["GenCommand", "CMalloc"]),
        // glibc's malloc tuning for the command's heap (Sources/gen/Heap.swift).
        .systemLibrary(name: "CMalloc"),
        // The runtime every generated module carries a copy of, compiled and tested as itself.
        .target(name: "GenRuntime", path: "Templates/Runtime", swiftSettings: strictGenerated),
        .testTarget(name: "RuntimeTests", dependencies: ["GenRuntime", .product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(name: "yaml-bench", dependencies: ["YAML", "CYAML"], path: "Benchmarks/yaml/Sources"),

        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "SpecLanguageTests", dependencies: ["SpecLanguage"]),
        .testTarget(name: "CodeGenTests", dependencies: ["CodeGen", "GenCommand"]),
        .testTarget(name: "GeneratedTests", dependencies: withMocks(generatedModules), swiftSettings: strictGenerated),
        .testTarget(
            name: "EndToEndTests",
            dependencies: withMocks(generatedModules) + [.product(name: "FlyingFox", package: "FlyingFox")]
        ),

        // Build tool plugin: generates a target's client from its spec files during the build.
        .plugin(name: "GenPlugin", capability: .buildTool(), dependencies: ["gen"]),
        // `swift package generate-client`: regenerates the checked-in Generated/ folder.
        .plugin(
            name: "GenerateClient",
            capability: .command(
                intent: .custom(verb: "generate-client", description: "Generate Swift clients from Specs/ into Generated/"),
                permissions: [.writeToPackageDirectory(reason: "gen writes the generated clients into the package (Generated/ by default)")]
            ),
            dependencies: ["gen"]
        ),
        // Runs the built gen binary (watch mode) and the --flat layout the build plugin relies on.
        .testTarget(name: "GenToolTests", dependencies: ["CodeGen", "GenCommand", "gen"]),
    ]
        + moduleTargets(generatedModules, in: "Generated")
        + moduleTargets(fixtureModules, in: "Tests/Fixtures/Generated", extra: fixtureExtras)
        + [.testTarget(name: "FixtureTests", dependencies: withMocks(fixtureModules) + [openCombine], swiftSettings: strictGenerated)],
    swiftLanguageModes: [.v6]
)
