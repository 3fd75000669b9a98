// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for gen. Built apart from the main package, only with the fuzzer
// sanitizer; see README.md beside this file (`Fuzz/run.sh` builds and runs them).
let package = Package(
    name: "gen-fuzz",
    dependencies: [.package(name: "gen", path: "..")],
    targets: [
        // Bytes -> YAML reader -> spec loader (load, merge, resolve, validate) -> diagnostics.
        .executableTarget(
            name: "FuzzSpec",
            dependencies: [.product(name: "CodeGen", package: "gen")]
        ),
        // Bytes -> spec loader -> contexts -> Swift text rendered with the built-in templates.
        .executableTarget(
            name: "FuzzRender",
            dependencies: [.product(name: "CodeGen", package: "gen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
