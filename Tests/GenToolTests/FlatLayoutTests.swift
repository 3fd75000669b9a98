import Foundation
import XCTest

@testable import CodeGen
@testable import GenCommand

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
        XCTAssertEqual(expected.prefix(3), ["ShopModels.swift", "ShopEndpoints.swift", "ShopClient.swift"])
        XCTAssertFalse(written.contains("ShopMockClient.swift"), "the API's target ships no mock")

        for name in written {
            let moduleName = String(name.dropFirst("Shop".count))
            XCTAssertEqual(
                FileManager.default.contents(atPath: "\(flat)/\(name)"),
                FileManager.default.contents(atPath: "\(modules)/Shop/\(moduleName)"), name)
        }
        // A second run changes nothing: the build plugin's outputs keep their dates.
        XCTAssertTrue(gen([specs, "--output", flat, "--flat"]).out.contains("0 written, \(written.count) unchanged"))
    }

    /// `--flat --mocks-of ShopAPI`: the build plugin's mocks target gets the mock alone, importing
    /// the target that holds the specs; otherwise the same bytes as `ShopMocks/MockClient.swift`.
    func testFlatMocksWritesOnlyTheMockImportingTheGivenModule() throws {
        try write(shop, "Shop.yaml")
        let specs = folder.appending(path: "Specs").path
        let flat = folder.appending(path: "FlatMocks").path
        let modules = folder.appending(path: "Modules").path
        let run = gen([specs, "--output", flat, "--flat", "--mocks-of", "ShopAPI"])
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: flat), ["ShopMockClient.swift"])
        XCTAssertEqual(gen([specs, "--output", modules]).status, 0)
        let mock = try String(contentsOfFile: "\(flat)/ShopMockClient.swift", encoding: .utf8)
        let moduleMock = try String(contentsOfFile: "\(modules)/ShopMocks/MockClient.swift", encoding: .utf8)
        XCTAssertTrue(mock.contains("\nimport ShopAPI\n"), mock)
        XCTAssertEqual(mock.replacingOccurrences(of: "\nimport ShopAPI\n", with: "\nimport Shop\n"), moduleMock)

        let misuse = gen([specs, "--output", flat, "--mocks-of", "ShopAPI"])
        XCTAssertEqual(misuse.status, 2)
        XCTAssertTrue(misuse.err.contains("--mocks-of writes a build plugin's mocks target and needs --flat"), misuse.err)
        XCTAssertEqual(gen([specs, "--output", flat, "--flat", "--mocks-of", "Shop API"]).status, 2)
    }

    /// The build plugin names its output files after the API before gen runs, and SwiftPM asks
    /// it again only when it plans the build anew: when the specs now make other files (`api:`
    /// renamed, `mocks: false` set), gen writes nothing and says how to plan again. The build
    /// looked for the old files, a thousand lines of "error opening input file".
    func testABuildPlannedForOtherFilesSaysHowToPlanAgain() throws {
        try write(shop, "Shop.yaml")
        let specs = folder.appending(path: "Specs").path
        let flat = folder.appending(path: "Flat").path
        XCTAssertEqual(gen([specs, "--output", flat, "--flat", "--planned-api", "Shop"]).status, 0)
        let renamed = gen([specs, "--output", flat, "--flat", "--planned-api", "Bookings"])
        XCTAssertEqual(renamed.status, 1)
        XCTAssertTrue(
            renamed.err.contains("this build was planned for API 'Bookings', but the specs in \(specs) now make API 'Shop'"), renamed.err)
        XCTAssertTrue(renamed.err.contains("plan the build again (touch Package.swift"), renamed.err)

        try write("mocks: false\n", "gen.yaml")
        let mocks = gen([
            specs, "--output", folder.appending(path: "FlatMocks").path, "--flat", "--mocks-of", "ShopAPI", "--planned-api", "Shop",
        ])
        XCTAssertEqual(mocks.status, 1)
        XCTAssertTrue(mocks.err.contains("this build was planned with Shop's mock client, but gen.yaml now says mocks: false"), mocks.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appending(path: "FlatMocks").path))
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
                "AModels.swift", "AEndpoints.swift", "AClient.swift", "ARuntimeAPIError.swift",
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
