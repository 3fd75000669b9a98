// swift-tools-version: 6.0
import PackageDescription

// An app package that gets its API client from a spec at build time: the `ShopAPI` target holds
// `Shop.yaml`, and gen's build tool plugin turns it into the target's sources (nothing generated
// is checked in). `ShopApp` is app code on top of the client; the tests drive it with the mock
// from `ShopAPIMocks`. `StockAPI` holds an OpenAPI document instead of a spec.
let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        // In an app: .package(url: "https://github.com/<org>/gen", from: "1.0.0")
        .package(name: "gen", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopAPI",
            plugins: [.plugin(name: "GenPlugin", package: "gen")]
        ),
        // The mock client, for tests only: a target with no specs that depends on the API's target
        // gets that API's `MockShopClient` from the same plugin, so the app never ships it.
        .target(
            name: "ShopAPIMocks",
            dependencies: ["ShopAPI"],
            plugins: [.plugin(name: "GenPlugin", package: "gen")]
        ),
        // An API kept as an OpenAPI document (`Stock.openapi.yaml`) works the same way.
        .target(
            name: "StockAPI",
            plugins: [.plugin(name: "GenPlugin", package: "gen")]
        ),
        .target(
            name: "StockAPIMocks",
            dependencies: ["StockAPI"],
            plugins: [.plugin(name: "GenPlugin", package: "gen")]
        ),
        .target(name: "ShopApp", dependencies: ["ShopAPI"]),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", "ShopAPI", "ShopAPIMocks", "StockAPI", "StockAPIMocks"]),
    ],
    swiftLanguageModes: [.v6]
)
