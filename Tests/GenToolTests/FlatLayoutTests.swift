import Foundation
import XCTest

@testable import CodeGen

/// `gen --flat`, the layout the build tool plugin declares up front.
final class FlatLayoutTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "gen-flat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "Specs"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appending(path: "Specs/\(name)"))
    }

    private func gen(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var out: [String] = []
        var err: [String] = []
        let status = Command.run(arguments: arguments, out: { out.append($0) }, err: { err.append($0) })
        return (status, out.joined(separator: "\n"), err.joined(separator: "\n"))
    }

    private let shop = """
        api: Shop
        servers: { production: https://shop.example }
        models:
          Order: { id: String }
        endpoints:
          orders:
            getOrder: { get: "/orders/{id}", response: Order }

        """

    /// The plugin's rule (`FlatLayout.fileNames` over the repository's `Templates/Runtime/*.swift`) names
    /// exactly the files gen writes, and they hold the same bytes as the module layout.
    func testFlatWritesThePredictedFilesWithModuleContents() throws {
        try write(shop, "Shop.yaml")
        let specs = folder.appending(path: "Specs").path
        let flat = folder.appending(path: "Flat").path
        let modules = folder.appending(path: "Modules").path

        let run = gen([specs, "--output", flat, "--flat"])
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertFalse(run.out.contains("new API"), "no Package.swift hint in flat mode: \(run.out)")
        XCTAssertEqual(gen([specs, "--output", modules]).status, 0)

        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Templates/Runtime")
        let runtime = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(runtime.isEmpty)
        let expected = FlatLayout.fileNames(api: "Shop", runtimeFiles: runtime)
        let written = try FileManager.default.contentsOfDirectory(atPath: flat).sorted()
        XCTAssertEqual(written, expected.sorted())
        XCTAssertEqual(
            expected.prefix(4), ["ShopModels.swift", "ShopEndpoints.swift", "ShopClient.swift", "ShopMockClient.swift"])

        for name in written {
            let moduleName = String(name.dropFirst("Shop".count))
            XCTAssertEqual(
                FileManager.default.contents(atPath: "\(flat)/\(name)"),
                FileManager.default.contents(atPath: "\(modules)/Shop/\(moduleName)"), name)
        }
        // A second run changes nothing: the build plugin's outputs keep their dates.
        XCTAssertTrue(gen([specs, "--output", flat, "--flat"]).out.contains("0 written, \(written.count) unchanged"))
    }

    func testFlatRefusesSeveralAPIs() throws {
        try write(shop, "Shop.yaml")
        try write(shop.replacingOccurrences(of: "api: Shop", with: "api: Till"), "Till.yaml")
        let run = gen([folder.appending(path: "Specs").path, "--output", folder.appending(path: "Flat").path, "--flat"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.contains("holds 2 APIs (Shop, Till)"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appending(path: "Flat").path))
    }

    func testRuntimeFileNamesBecomeRuntimeFiles() {
        XCTAssertEqual(
            FlatLayout.fileNames(api: "A", runtimeFiles: ["Auth.swift", "APIError.swift"]),
            [
                "AModels.swift", "AEndpoints.swift", "AClient.swift", "AMockClient.swift", "ARuntimeAPIError.swift",
                "ARuntimeAuth.swift",
            ])
    }

    func testUsageListsFlatAndWatch() {
        XCTAssertTrue(Command.usage.contains("--flat"))
        XCTAssertTrue(Command.usage.contains("--watch"))
        if case .success(let options) = Command.parse(["S", "--flat", "--watch"]) {
            XCTAssertTrue(options.flat)
            XCTAssertTrue(options.watch)
        } else {
            XCTFail("--flat --watch should parse")
        }
    }
}
