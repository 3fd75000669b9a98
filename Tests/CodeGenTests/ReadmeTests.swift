import Foundation
import XCTest

@testable import CodeGen
@testable import GenCommand

/// The README's spec is complete: it generates as shown, and the calls the README's Swift
/// makes exist with those signatures.
final class ReadmeTests: XCTestCase {
    /// The first ```yaml block of README.md.
    private func readmeSpec() throws -> String {
        let readme = try String(contentsOfFile: Repo.path("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "```yaml\n"), "README.md has no yaml block")
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    func testTheREADMESpecGeneratesWithoutAProblem() throws {
        let folder = try temporaryFolder(self, name)
        try write(["RepairMinder.yaml": try readmeSpec()], into: folder + "/Specs")
        let result = runGen([folder + "/Specs", "--output", folder + "/Out"])
        XCTAssertEqual(result.status, 0, result.allOutput)
        XCTAssertEqual(result.err, [], "no error and no warning")

        let files = tree(folder + "/Out")
        let client = String(decoding: try XCTUnwrap(files["RepairMinder/Client.swift"]), as: UTF8.self)
        let models = String(decoding: try XCTUnwrap(files["RepairMinder/Models.swift"]), as: UTF8.self)
        let mock = String(decoding: try XCTUnwrap(files["RepairMinderMocks/MockClient.swift"]), as: UTF8.self)
        for used in [
            "public init(\n        server: RepairMinderServer = .production,\n        baseURL: URL? = nil,\n        credentials: Credentials? = nil,",
            "public func login(email: String, password: String, twoFactorToken: String? = nil) async throws -> AuthSession",
            "public func orders(page: Int = 1, limit: Int = 20, status: String? = nil) async throws -> Page<Order>",
            "public func ordersItems(limit: Int = 20, status: String? = nil) -> PageItemSequence<Page<Order>, Order>",
            "public func order(id: String) async throws -> Order",
        ] {
            XCTAssertTrue(client.contains(used), "README's Swift uses: \(used)")
        }
        XCTAssertTrue(
            models.contains(
                "id: String,\n        status: String,\n        total: Decimal,\n        createdAt: Date,\n        notes: String? = nil\n    )"
            ),
            "README's mock builds Order(id:status:total:createdAt:)")
        XCTAssertTrue(
            mock.contains("public var order: (@Sendable (_ id: String) async throws -> Order)?"), "README's mock sets handlers.order")
    }
}

extension ReadmeTests {
    /// `| Duggy (44 endpoints) | 372 | 3,957 | 2,397 |`: each row matches Specs/ and Generated/.
    func testTheLineCountTableIsTrue() throws {
        let readme = try String(contentsOfFile: Repo.path("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## How much spec replaces how much Swift").dropFirst().first)
        let rows = section.components(separatedBy: "\n").prefix { !$0.hasPrefix("## ") }.filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| API")
        }
        let apis = try FileManager.default.contentsOfDirectory(atPath: Repo.path("Generated")).filter {
            !$0.hasPrefix(".") && !$0.hasSuffix("Mocks")
        }
        XCTAssertEqual(rows.count, apis.count, "one row per generated API")
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let api = String(cells[0].prefix { $0 != " " })
            let numbers = cells.dropFirst().map { Int($0.replacingOccurrences(of: ",", with: "")) }
            let endpoints = Int(cells[0].drop { $0 != "(" }.dropFirst().prefix { $0.isNumber })

            let specs = try FileManager.default.contentsOfDirectory(atPath: Repo.path("Specs")).filter { $0.hasPrefix(api + ".") }
            let folder = Repo.path("Generated/" + api)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            func lines(_ paths: [String]) throws -> Int {
                try paths.reduce(0) { $0 + (try String(contentsOfFile: $1, encoding: .utf8)).filter { $0 == "\n" }.count }
            }
            let runtime = files.filter { $0.hasPrefix("Runtime") }.map { folder + "/" + $0 }
            let apiPart = files.filter { !$0.hasPrefix("Runtime") }.map { folder + "/" + $0 }
            let endpointsFile = try String(contentsOfFile: folder + "/Endpoints.swift", encoding: .utf8)
            // The endpoint enum's cases: those before its first property (answers by status
            // are enums of their own after it).
            let enumCases = endpointsFile.components(separatedBy: "    public var operation: String {")[0]
            let cases = enumCases.components(separatedBy: "\n").filter { $0.hasPrefix("    case ") }.count
            XCTAssertEqual(
                numbers, [try lines(specs.map { Repo.path("Specs/" + $0) }), try lines(apiPart), try lines(runtime)], "README row of \(api)"
            )
            XCTAssertEqual(endpoints, cases, "README's endpoint count of \(api)")
        }
    }
}
