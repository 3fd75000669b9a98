// swift-tools-version: 6.0
import PackageDescription

/// The modules `gen` writes into Generated/. Each is compiled with warnings as errors so a
/// warning in generated code fails the build. `gen` prints the line to add for a new API.
let generatedModules: [String] = ["Duggy", "KSRCranes", "RepairMinder", "ScoreBase", "Splitza"]

let strictGenerated: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gen", targets: ["gen"]),
        .library(name: "GenCore", targets: ["CodeGen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
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
            dependencies: ["SpecLanguage", .product(name: "Mustache", package: "swift-mustache")],
            resources: [.process("Templates")]
        ),
        .executableTarget(name: "gen", dependencies: ["CodeGen"]),

        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "SpecLanguageTests", dependencies: ["SpecLanguage"]),
        .testTarget(name: "CodeGenTests", dependencies: ["CodeGen"]),
    ]
        + generatedModules.map {
            .target(name: $0, path: "Generated/\($0)", swiftSettings: strictGenerated)
        },
    swiftLanguageModes: [.v6]
)
