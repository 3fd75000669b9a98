import Foundation
import SpecLanguage
import XCTest

@testable import CodeGen
@testable import GenCommand

/// Generated/ is what Specs/ produce, byte for byte, and the same specs always produce the same
/// bytes. On failure: run `swift run gen Specs/` and review the diff.
final class GoldenTests: XCTestCase {
    func testGeneratedMatchesSpecsByteForByte() throws {
        try assertUpToDate(specs: "Specs", output: "Generated", command: "swift run gen Specs/")
    }

    /// The fixtures FixtureTests compiles are checked the same way, so a stale fixture fails
    /// `swift test` and not only CI.
    func testFixturesMatchTheirSpecsByteForByte() throws {
        try assertUpToDate(
            specs: "Tests/Fixtures/Specs", output: "Tests/Fixtures/Generated",
            command: "swift run gen Tests/Fixtures/Specs --output Tests/Fixtures/Generated")
    }

    private func assertUpToDate(specs: String, output: String, command: String) throws {
        let folder = try temporaryFolder(self)
        let result = runGen([Repo.path(specs), "--output", folder])
        XCTAssertEqual(result.status, 0, result.allOutput)

        let fresh = tree(folder)
        // Files gen wrote (they start with its header); anything else in the output is not its business.
        let committed = tree(Repo.path(output)).filter { $0.key.hasSuffix(".swift") && $0.value.starts(with: Data(FileHeader.marker.utf8)) }
        XCTAssertFalse(fresh.isEmpty)
        var problems: [String] = []
        for path in Set(fresh.keys).union(committed.keys).sorted() {
            switch (committed[path], fresh[path]) {
            case (nil, _?): problems.append("missing from \(output)/: \(path)")
            case (_?, nil): problems.append("in \(output)/ but not generated: \(path)")
            case (let old?, let new?) where old != new:
                let diff = lineDiff(String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self))
                problems.append("\(output)/\(path) differs (- \(output)/, + fresh):\n" + String(diff.prefix(3000)))
            default: break
            }
        }
        XCTAssert(problems.isEmpty, "\(output)/ is stale; run '\(command)':\n" + problems.joined(separator: "\n"))
    }

    func testGeneratingTwiceGivesIdenticalBytes() throws {
        let first = try generateSpecsFolder()
        let second = try generateSpecsFolder()
        XCTAssertEqual(first.count, second.count)
        for (path, contents) in first {
            XCTAssertTrue(second[path] == contents, "\(path) differs between two runs")
        }
    }

    func testOutputDoesNotDependOnHowTheSpecsFolderIsNamed() throws {
        let relative = try generateSpecsFolder(specsDirectory: "Specs/")
        let absolute = try generateSpecsFolder()
        XCTAssertEqual(relative, absolute)
    }

    /// Every spec of `folder` (Specs/ by default), loaded from memory under `specsDirectory`,
    /// generated to file contents.
    private func generateSpecsFolder(folder: String = "Specs", specsDirectory: String? = nil) throws -> [String: String] {
        let specsDirectory = specsDirectory ?? Repo.path(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).filter { $0.hasSuffix(".yaml") }.sorted()
        let base = specsDirectory.hasSuffix("/") ? specsDirectory : specsDirectory + "/"
        let sources = try names.map { name in
            (path: base + name, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Repo.path(folder + "/" + name)))))
        }
        let (templates, _) = try TemplateSet.load()
        let result = try Pipeline(templates: templates).run(sources: sources, specsFolder: specsDirectory)
        XCTAssertFalse(result.diagnostics.hasErrors, result.diagnostics.sorted.map(\.description).joined(separator: "\n"))
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }
}
