import Foundation
import XCTest

/// What a newcomer meets first stays true: the README's opening commands are the Makefile's,
/// which run the plain swift commands; CI runs the README's test command; the stated minimum
/// OS versions are the packages' `platforms:`.
final class FirstContactTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The commands of the README's first code block.
    private func openingCommands() throws -> [String] {
        let readme = try text("README.md")
        let block = try XCTUnwrap(readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) }
    }

    func testTheREADMEOpensWithTheMakefilesTargetsWhichRunThePlainCommands() throws {
        XCTAssertEqual(try openingCommands(), ["make generate", "make test"])
        let makefile = try text("Makefile")
        XCTAssertTrue(makefile.contains("generate: libyaml\n\tswift run gen Specs/\n"), makefile)
        XCTAssertTrue(makefile.contains("test: libyaml\n\tswift test\n"), makefile)
        XCTAssertTrue(makefile.contains("pkg-config --exists yaml-0.1"))
        XCTAssertTrue(makefile.contains("apt-get install -y libyaml-dev pkg-config"))
        XCTAssertTrue(makefile.contains("brew install libyaml"))
        let readme = try text("README.md")
        XCTAssertTrue(readme.contains("swift run gen Specs/        # = make generate"))
        XCTAssertTrue(readme.contains("swift test                  # = make test"))
    }

    func testCIRunsTheREADMEsTestCommandLast() throws {
        let lines = try text(".ci/run").split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        XCTAssertEqual(lines.last.map(String.init), try openingCommands().last)
    }

    func testTheStatedMinimumOSVersionsAreThePackagesPlatforms() throws {
        let readme = try text("README.md").replacingOccurrences(of: "\n", with: " ")
        let stated = try XCTUnwrap(
            readme.range(of: #"runs on macOS \d+, iOS \d+, tvOS \d+, watchOS \d+, visionOS \d+"#, options: .regularExpression))
        let versions = readme[stated].matches(of: /(macOS|iOS|tvOS|watchOS|visionOS) (\d+)/).map { ".\($0.1)(.v\($0.2))" }
        let expected = "platforms: [" + versions.joined(separator: ", ") + "],"
        for manifest in ["Package.swift", "Examples/ShopApp/Package.swift", "docs/plugins.md"] {
            XCTAssertTrue(try text(manifest).contains(expected), "\(manifest) should declare \(expected)")
        }
    }
}
