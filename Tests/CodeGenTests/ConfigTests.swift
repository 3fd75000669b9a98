import Foundation
import SpecLanguage
import XCTest

@testable import CodeGen
@testable import GenCommand

/// gen.yaml through the command: its settings apply, flags win over it, its mistakes stop the
/// run; and its schema lists exactly the keys gen reads.
final class ConfigTests: XCTestCase {
    private func setUp(_ files: [String: String]) throws -> (root: String, specs: String) {
        let folder = try temporaryFolder(self, name)
        try write(files, into: folder + "/Specs")
        return (folder, folder + "/Specs")
    }

    func testTheFilesSettingsApplyAndPathsAreRelativeToIt() throws {
        let (root, specs) = try setUp(["Shop.yaml": shopSpec, "gen.yaml": "output: ../Out\nmocks: false\n"])
        let result = runGen([specs])
        XCTAssertEqual(result.status, 0, result.allOutput)
        let written = tree(root + "/Out")
        XCTAssertTrue(written.keys.contains("Shop/Client.swift"))
        XCTAssertFalse(written.keys.contains { $0.hasPrefix("ShopMocks/") }, "mocks: false")
    }

    func testFlagsWinOverTheFile() throws {
        let (root, specs) = try setUp(["Shop.yaml": shopSpec, "gen.yaml": "output: ../Out\nmocks: false\nlayout: flat\n"])
        let result = runGen([specs, "--mocks", "--layout=modules", "--output=\(root)/Flags"])
        XCTAssertEqual(result.status, 0, result.allOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Out"))
        XCTAssertTrue(tree(root + "/Flags").keys.contains("ShopMocks/MockClient.swift"))
        let noMocks = runGen([specs, "--no-mocks", "--layout", "modules", "--output", root + "/NoMocks"])
        XCTAssertEqual(noMocks.status, 0, noMocks.allOutput)
        XCTAssertFalse(tree(root + "/NoMocks").keys.contains("ShopMocks/MockClient.swift"))
    }

    func testOnlyTheSelectedAPIsAreGeneratedAndAMisspeltOneIsAnError() throws {
        let till = shopSpec.replacingOccurrences(of: "api: Shop", with: "api: Till")
        let (root, specs) = try setUp(["Shop.yaml": shopSpec, "Till.yaml": till, "gen.yaml": "output: ../Out\napis: [Till]\n"])
        XCTAssertEqual(runGen([specs]).status, 0)
        XCTAssertEqual(Set(tree(root + "/Out").keys.map { String($0.prefix { $0 != "/" }) }), ["Till", "TillMocks"])

        try write(["gen.yaml": "output: ../Out\napis: [Til]\n"], into: specs)
        let misspelt = runGen([specs])
        XCTAssertEqual(misspelt.status, 1, misspelt.allOutput)
        XCTAssertEqual(
            misspelt.err,
            ["\(specs)/gen.yaml:2:7: error: 'apis' names 'Til', but no spec in \(specs) defines that API; did you mean 'Till'?"])
        let flag = runGen([specs, "--apis=Shpo"])
        XCTAssertEqual(flag.err, ["gen: error: --apis names 'Shpo', but no spec in \(specs) defines that API; did you mean 'Shop'?"])
    }

    func testMistakesInTheFileStopTheRunWithTheirPlace() throws {
        let (root, specs) = try setUp(["Shop.yaml": shopSpec, "gen.yaml": "output: ../Out\nlayuot: flat\n"])
        let result = runGen([specs])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.err,
            [
                "\(specs)/gen.yaml:2:1: error: unknown key 'layuot' in gen.yaml; did you mean 'layout'?",
                "gen: 1 error in \(specs)/gen.yaml; nothing was written",
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Out"))
    }

    func testTheRegenerateHintRepeatsTheFlagsNotTheFile() throws {
        let (root, specs) = try setUp(["Shop.yaml": shopSpec, "gen.yaml": "output: ../Out\n"])
        let check = runGen([specs, "--check", "--no-mocks"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.err.last?.hasSuffix("to update it, run: swift run gen \(specs) --no-mocks") == true, check.allOutput)
        XCTAssertTrue(check.err.contains("stale: \(root)/Out/Shop/Client.swift"), check.allOutput)
    }

    /// docs/gen-config.schema.json describes exactly `GenConfig.keys`, each with the JSON type
    /// of its kind: a key added to one and not the other fails here.
    func testTheSchemaListsEveryKeyWithItsKind() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/gen-config.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: [String: Any]])
        XCTAssertEqual(Set(properties.keys), Set(GenConfig.keys.map(\.name)))
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
        for key in GenConfig.keys {
            let property = try XCTUnwrap(properties[key.name])
            XCTAssertNotNil(property["description"], key.name)
            switch key.kind {
            case .path: XCTAssertEqual(property["type"] as? String, "string", key.name)
            case .bool: XCTAssertEqual(property["type"] as? String, "boolean", key.name)
            case .choice(let words): XCTAssertEqual(property["enum"] as? [String], words, key.name)
            case .names: XCTAssertEqual(property["type"] as? String, "array", key.name)
            }
        }
    }
}

/// The arguments: `--option=value`, `--version`, a spec file where a folder belongs.
final class ArgumentTests: XCTestCase {
    func testAnOptionsValueMayFollowAnEqualsSign() throws {
        let options = try Command.parse(["--output=Out", "--templates=T", "Specs", "--apis=A,B", "--mocks=false"]).get()
        XCTAssertEqual(options.output, "Out")
        XCTAssertEqual(options.templates, "T")
        XCTAssertEqual(options.config.apis, ["A", "B"])
        XCTAssertFalse(options.config.mocks)
        XCTAssertEqual(options.specs, "Specs")
        XCTAssertEqual(try Command.parse(["--output=a=b"]).get().output, "a=b")
        for wrong in [["--check=yes"], ["--output="], ["--mocks=maybe"], ["--layout"], ["--no-mocks=true"]] {
            guard case .failure = Command.parse(wrong) else { return XCTFail("\(wrong) should not parse") }
        }
    }

    func testVersionPrintsOneLine() {
        let result = runGen(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, ["gen \(Command.version)"])
        XCTAssertNotNil(Command.version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression))
    }

    func testASpecFileWhereTheFolderBelongsNamesTheFolder() throws {
        let folder = try temporaryFolder(self, name)
        try write(["Specs/Shop.yaml": shopSpec, "notes.txt": "x"], into: folder)
        let result = runGen([folder + "/Specs/Shop.yaml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.err,
            [
                "gen: error: '\(folder)/Specs/Shop.yaml' is a file; gen reads every spec in a folder, so give the folder that holds it: gen \(folder)/Specs"
            ])
        XCTAssertEqual(runGen([folder + "/notes.txt"]).err, ["gen: error: '\(folder)/notes.txt' is a file, not a folder of specs"])
    }

    func testUsageListsEverySettingsFlag() {
        for key in GenConfig.keys { XCTAssertTrue(Command.usage.contains("--\(key.name)"), key.name) }
        XCTAssertTrue(Command.usage.contains("--no-mocks"))
        XCTAssertTrue(Command.usage.contains("--version"))
    }
}
