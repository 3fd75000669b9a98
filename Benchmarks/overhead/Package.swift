// swift-tools-version: 6.0
// Overhead benchmark (not a test): the generated RepairMinder client against the same work done by
// hand with Foundation types, both over a canned-bytes transport. See README.md; run with run.sh.
import PackageDescription

let package = Package(
    name: "OverheadBenchmark",
    platforms: [.macOS(.v13)],
    targets: [
        // The checked-in generated module, compiled as it is: Sources/RepairMinder is a symlink to
        // ../../../Generated/RepairMinder, so the benchmark always measures the current output of gen.
        .target(name: "RepairMinder"),
        .executableTarget(name: "OverheadBench", dependencies: ["RepairMinder"]),
    ],
    swiftLanguageModes: [.v6]
)
