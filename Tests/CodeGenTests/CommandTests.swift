import Foundation
import XCTest

@testable import CodeGen
@testable import GenCommand

/// `Command.run`: exit codes, what is printed, and that failing runs write nothing.
final class CommandTests: XCTestCase {
    /// A specs folder holding `files`, and an output folder path inside the same temporary folder.
    private func setUp(_ files: [String: String]) throws -> (specs: String, output: String) {
        let folder = try temporaryFolder(self, name)
        try write(files, into: folder + "/Specs")
        return (folder + "/Specs", folder + "/Out")
    }

    /// `gen: 1 API, 24 written, 0 unchanged, 0 removed in 12 ms`
    private func summary(_ result: RunResult) throws -> (apis: Int, written: Int, unchanged: Int, removed: Int) {
        let pattern = #"^gen: (\d+) APIs?, (\d+) written, (\d+) unchanged, (\d+) removed in \d+ ms( \(dry run\))?$"#
        let lines = result.out.filter { $0.range(of: pattern, options: .regularExpression) != nil }
        let line = try XCTUnwrap(lines.first, "no summary line in:\n\(result.allOutput)")
        XCTAssertEqual(lines.count, 1)
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    func testSuccessWritesFilesAndPrintsOneSummaryLine() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        let result = runGen([specs, "--output", output])
        XCTAssertEqual(result.status, 0, result.allOutput)
        XCTAssertEqual(result.err, [])
        let counts = try summary(result)
        let written = tree(output)
        XCTAssertEqual(counts.apis, 1)
        XCTAssertEqual(counts.written, written.count)
        XCTAssertEqual(counts.unchanged, 0)
        XCTAssertEqual(counts.removed, 0)
        XCTAssertTrue(written.keys.contains("Shop/Models.swift"))
        XCTAssertTrue(written.keys.allSatisfy { ($0.hasPrefix("Shop/") || $0.hasPrefix("ShopMocks/")) && $0.hasSuffix(".swift") })
        XCTAssertEqual(
            written.keys.filter { $0.hasPrefix("ShopMocks/") }, ["ShopMocks/MockClient.swift"], "the mock has a module of its own")
    }

    /// The executable's run keeps what it built until the process exits (`KeptUntilExit`) and
    /// writes the same files as a run that frees it all; a caller that goes on keeps nothing.
    func testAOneShotRunKeepsItsValuesAndWritesTheSameFiles() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        XCTAssertEqual(KeptUntilExit.count, 0)
        let freed = tree(output)
        try FileManager.default.removeItem(atPath: output)
        defer { KeptUntilExit.disableAndRelease() }
        let status = Command.run(arguments: [specs, "--output", output], exitsAfterwards: true, out: { _ in }, err: { _ in })
        XCTAssertEqual(status, 0)
        XCTAssertGreaterThan(KeptUntilExit.count, 0)
        XCTAssertEqual(tree(output), freed)
    }

    func testSecondRunWritesNothingAndThirdRemovesWhatIsGone() throws {
        let (specs, output) = try setUp([
            "Shop.yaml": shopSpec,
            "Other.yaml": "api: Other\nservers: { production: https://other.example }\nmodels: { Thing: { id: Int } }\n",
        ])
        let first = runGen([specs, "--output", output])
        XCTAssertEqual(first.status, 0, first.allOutput)
        let total = try summary(first).written
        XCTAssertEqual(try summary(first).apis, 2)

        let second = runGen([specs, "--output", output])
        XCTAssertEqual(second.status, 0, second.allOutput)
        let again = try summary(second)
        XCTAssertEqual([again.written, again.unchanged, again.removed], [0, total, 0])

        try FileManager.default.removeItem(atPath: specs + "/Other.yaml")
        let third = runGen([specs, "--output", output])
        XCTAssertEqual(third.status, 0, third.allOutput)
        let after = try summary(third)
        XCTAssertEqual(after.apis, 1)
        XCTAssertEqual(after.removed, total / 2)
        XCTAssertFalse(tree(output).keys.contains { $0.hasPrefix("Other/") })
        XCTAssertTrue(
            third.err.contains(
                "gen: removing modules 'Other' and 'OtherMocks' (\(total / 2) files) from \(output): no spec in \(specs) defines API 'Other'"
            ),
            third.allOutput)
        XCTAssertFalse(second.err.contains("removing module"), second.allOutput)
    }

    /// Doc comments name the spec declaration, not its line: an edit to one model rewrites the
    /// file that holds it and no other, however many lines it shifts.
    func testAOneLineEditRewritesOnlyTheFileThatHoldsIt() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        let edited =
            "# A comment that shifts every line below it.\n"
            + shopSpec.replacingOccurrences(of: "Order: { id: String", with: "Order: { id: String, giftNote: String?")
        XCTAssertNotEqual(edited, "# A comment that shifts every line below it.\n" + shopSpec, "the edit must change the spec")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: specs + "/Shop.yaml"))
        let run = runGen([specs, "--output", output, "--verbose"])
        XCTAssertEqual(run.status, 0, run.allOutput)
        XCTAssertEqual(run.out.filter { $0.hasPrefix("write: ") }, ["write: \(output)/Shop/Models.swift"], run.allOutput)
    }

    func testRemovedModulesAreTheFoldersNoAPIOfTheRunWrites() {
        let remove = [
            "Other/Models.swift", "Other/Client.swift", "OtherMocks/MockClient.swift", "ShopMocks/Old.swift", "Shop/Old.swift",
            "Stray.swift",
            "Gone/Models.swift",
        ]
        XCTAssertEqual(
            Command.removedModules(remove, apis: ["Shop"]).map { "\($0.modules) \($0.files)" },
            [#"["Gone"] 1"#, #"["Other", "OtherMocks"] 3"#],
            "a file gone from a module that stays is no module removed")
        XCTAssertTrue(Command.removedModules(remove, apis: ["Shop", "Other", "Gone"]).isEmpty)
    }

    func testSpecErrorsPrintEveryErrorWithItsPlaceAndWriteNothing() throws {
        let (specs, output) = try setUp([
            "Shop.yaml": """
            api: Shop
            servers: { production: https://shop.example }
            models:
              Order: { id: Strin, total: Decimal }
              Line: { order: Ordr }
            """
        ])
        let result = runGen([specs, "--output", output])
        XCTAssertEqual(result.status, 1, result.allOutput)
        let errors = result.err.filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 2, result.allOutput)
        for line in errors {
            XCTAssertNotNil(
                line.range(of: #"^\S*Shop\.yaml:\d+:\d+: error: .+"#, options: .regularExpression), "not path:line:col: \(line)")
        }
        XCTAssertTrue(errors[0].contains("Shop.yaml:4:"), errors[0])
        XCTAssertTrue(errors[1].contains("Shop.yaml:5:"), errors[1])
        XCTAssertTrue(result.err.last?.contains("nothing was written") == true, result.allOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "a failed run created the output folder")
    }

    func testSpecErrorsLeaveAnExistingOutputAlone() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        let before = tree(output)
        try write(["Shop.yaml": shopSpec + "\n    broken: { get: /x, response: Missing }\n"], into: specs)
        XCTAssertEqual(runGen([specs, "--output", output]).status, 1)
        XCTAssertEqual(tree(output), before)
    }

    func testCheckPassesWhenUpToDate() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        let check = runGen([specs, "--output", output, "--check"])
        XCTAssertEqual(check.status, 0, check.allOutput)
        XCTAssertEqual(check.err, [])
    }

    func testCheckListsStaleFilesAndWritesNothing() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        // One file edited by hand, one generated file no API produces, one model added to the spec.
        try write(["Shop/Models.swift": FileHeader.text(sources: ["Shop.yaml"]) + "edited\n"], into: output)
        try write(["Shop/Leftover.swift": FileHeader.text(sources: ["Shop.yaml"]) + "old\n"], into: output)
        try write(["Shop.yaml": shopSpec.replacingOccurrences(of: "total: Decimal", with: "total: Decimal, note: String?")], into: specs)
        let before = tree(output)

        let check = runGen([specs, "--output", output, "--check"])
        XCTAssertEqual(check.status, 1, check.allOutput)
        XCTAssertTrue(check.err.contains("stale: \(output)/Shop/Models.swift"), check.allOutput)
        XCTAssertTrue(check.err.contains("stale (would be removed): \(output)/Shop/Leftover.swift"), check.allOutput)
        XCTAssertEqual(check.err.filter { $0.hasPrefix("stale") }.count, 2, check.allOutput)
        XCTAssertTrue(check.err.last?.contains("is stale") == true, check.allOutput)
        XCTAssertEqual(tree(output), before, "--check wrote")
    }

    func testCheckOfAnEmptyOutputIsStale() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        let check = runGen([specs, "--output", output, "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testDryRunShowsWhatWouldChangeAndWritesNothing() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        let result = runGen([specs, "--output", output, "--dry-run"])
        XCTAssertEqual(result.status, 0, result.allOutput)
        XCTAssertTrue(result.out.contains("would write: \(output)/Shop/Models.swift"), result.allOutput)
        XCTAssertTrue(result.out.contains { $0.hasSuffix("(dry run)") && $0.hasPrefix("gen: 1 API,") }, result.allOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))

        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        try write(["Shop/Gone.swift": FileHeader.text(sources: ["Shop.yaml"])], into: output)
        let before = tree(output)
        let again = runGen([specs, "--output", output, "--dry-run"])
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.out.contains("would remove: \(output)/Shop/Gone.swift"), again.allOutput)
        XCTAssertEqual(tree(output), before)
    }

    func testVerboseListsEveryFile() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        let first = runGen([specs, "--output", output, "--verbose"])
        XCTAssertTrue(first.out.contains("write: \(output)/Shop/Models.swift"), first.allOutput)
        let second = runGen([specs, "--output", output, "-v"])
        XCTAssertTrue(second.out.contains("unchanged: \(output)/Shop/Models.swift"), second.allOutput)
    }

    func testUsageErrorsExitTwo() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        for arguments in [
            [specs, "--bogus"],
            [specs, "--output"],
            [specs, "--templates"],
            [specs, specs],
        ] {
            let result = runGen(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.allOutput)")
            XCTAssertTrue(result.err.first?.hasPrefix("gen: error: ") == true, result.allOutput)
            XCTAssertTrue(result.allOutput.contains("usage: gen"), result.allOutput)
        }
        let misspelt = runGen([specs, "--outptu", output])
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertTrue(
            misspelt.err.first?.hasPrefix("gen: error: unknown option '--outptu'; did you mean '--output'?") == true, misspelt.allOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testMissingSpecsFolderExitsTwo() throws {
        let (specs, output) = try setUp([:])
        let result = runGen([specs + "/nope", "--output", output])
        XCTAssertEqual(result.status, 2, result.allOutput)
        XCTAssertTrue(result.err.contains { $0.contains("nope") && $0.contains("does not exist") }, result.allOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testASpecsFolderWithoutSpecsNeverEmptiesTheOutput() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        XCTAssertEqual(runGen([specs, "--output", output]).status, 0)
        let before = tree(output)
        try FileManager.default.removeItem(atPath: specs + "/Shop.yaml")
        let result = runGen([specs, "--output", output])
        XCTAssertEqual(result.status, 2, result.allOutput)
        XCTAssertTrue(result.err.contains { $0.contains("no specs") }, result.allOutput)
        XCTAssertEqual(tree(output), before)
    }

    func testAnOutputThatCannotBeWrittenExitsTwoAndSaysWhere() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        // A file where the output folder belongs: no folder can be made there, even as root.
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: output))
        let result = runGen([specs, "--output", output])
        XCTAssertEqual(result.status, 2, result.allOutput)
        XCTAssertTrue(result.err.contains { $0.hasPrefix("gen: ") && $0.contains(output) }, result.allOutput)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "not a folder")
    }

    func testHelpExitsZero() {
        let result = runGen(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.first?.hasPrefix("usage: gen") == true)
    }

    func testSameSpecsGiveTheSameBytes() throws {
        let (specs, output) = try setUp(["Shop.yaml": shopSpec])
        XCTAssertEqual(runGen([specs, "--output", output + "1"]).status, 0)
        XCTAssertEqual(runGen([specs, "--output", output + "2"]).status, 0)
        let one = tree(output + "1")
        let two = tree(output + "2")
        XCTAssertFalse(one.isEmpty)
        XCTAssertEqual(one, two)
    }
}

/// What gen prints to point the user at the next step.
final class CommandHintTests: XCTestCase {
    func testTheSuggestedCommandRunsGenAsThisFolderCan() {
        let options = Options()
        // In gen's own package (the README's setup), through SwiftPM.
        let own = #".executable(name: "gen", targets: ["gen"]),"#
        XCTAssertEqual(Command.regenerateCommand(options, manifest: own, invokedAs: "/x/.build/debug/gen"), "swift run gen Specs")
        let ownSpreadOut = ".executableTarget(\n    name: \"gen\",\n    dependencies: [\"CodeGen\"])"
        XCTAssertEqual(Command.regenerateCommand(options, manifest: ownSpreadOut, invokedAs: "gen"), "swift run gen Specs")
        // In another package, or none, as gen was started: by its path, or by name from the PATH.
        let app = #".target(name: "App", path: "Generated/App"),"#
        XCTAssertEqual(Command.regenerateCommand(options, manifest: app, invokedAs: "/opt/gen tools/gen"), "'/opt/gen tools/gen' Specs")
        XCTAssertEqual(Command.regenerateCommand(options, manifest: nil, invokedAs: "gen"), "gen Specs")
        // Run by the command plugin: the command a person types for it, not gen's path in the
        // plugin's build folder.
        XCTAssertEqual(
            Command.regenerateCommand(
                options, manifest: app, invokedAs: "/app/.build/debug/gen-tool",
                runBy: "swift package --allow-writing-to-package-directory generate-client"),
            "swift package --allow-writing-to-package-directory generate-client Specs")
    }

    func testStaleCheckNamesTheCommandWithTheSameOutputAndTemplates() throws {
        let folder = try temporaryFolder(self, name)
        try write(["Shop.yaml": shopSpec], into: folder + "/Specs")
        try FileManager.default.createDirectory(atPath: folder + "/My Templates", withIntermediateDirectories: true)
        let arguments = [folder + "/Specs", "--check", "--output", folder + "/Out", "--dry-run", "--templates", folder + "/My Templates"]
        let check = runGen(arguments)
        XCTAssertEqual(check.status, 1, check.allOutput)
        let expected = "swift run gen \(folder)/Specs --output \(folder)/Out --templates '\(folder)/My Templates'"
        XCTAssertEqual(check.err.last, "gen: \(folder)/Out is stale; to update it, run: \(expected)")

        // The printed command (without --check and --dry-run), run as printed, makes the check pass.
        XCTAssertEqual(runGen([folder + "/Specs", "--output", folder + "/Out", "--templates", folder + "/My Templates"]).status, 0)
        let again = runGen(arguments)
        XCTAssertEqual(again.status, 0, again.allOutput)
        XCTAssertEqual(again.out.last, "gen: \(folder)/Out is up to date (1 API, \(tree(folder + "/Out").count) files)")
    }

    func testShellQuotingKeepsPlainWordsAndQuotesTheRest() {
        XCTAssertEqual(Command.shellQuoted("Specs/"), "Specs/")
        XCTAssertEqual(Command.shellQuoted("a b"), "'a b'")
        XCTAssertEqual(Command.shellQuoted("it's"), #"'it'\''s'"#)
        XCTAssertEqual(Command.shellQuoted(""), "''")
        XCTAssertEqual(Command.shellQuoted("$HOME"), "'$HOME'")
    }

    func testNewTargetHintUsesTheOutputFolderRelativeToThePackage() {
        let manifest = #"let package = Package(name: "App", targets: [.target(name: "Shop", path: "Sources/API/Shop")])"#
        XCTAssertEqual(
            Command.newTargetHints(["Shop", "Bookshelf"], output: "Sources/API", manifest: manifest, currentFolder: "/work/app"),
            [
                "gen: new API 'Bookshelf': add its module and its mocks' module (for tests) to Package.swift's targets:",
                #"    .target(name: "Bookshelf", path: "Sources/API/Bookshelf"),"#,
                #"    .target(name: "BookshelfMocks", dependencies: ["Bookshelf"], path: "Sources/API/BookshelfMocks"),"#,
            ])
        XCTAssertEqual(
            Command.newTargetHints(["Bookshelf"], output: "/work/app/./Gen/", manifest: manifest, currentFolder: "/work/app")
                .last, #"    .target(name: "BookshelfMocks", dependencies: ["Bookshelf"], path: "Gen/BookshelfMocks"),"#)
    }

    func testNewTargetHintForModulesInThePackageFolderItself() {
        XCTAssertEqual(
            Command.newTargetHints(["Zeta"], output: ".", manifest: "", currentFolder: "/work/app").last,
            #"    .target(name: "ZetaMocks", dependencies: ["Zeta"], path: "ZetaMocks"),"#)
    }

    func testNoNewTargetHintForAnOutputOutsideThePackage() {
        let manifest = #"let generatedModules: [String] = ["Shop"]"#
        for output in ["/tmp/out", "../elsewhere/Generated", "/work"] {
            XCTAssertEqual(
                Command.newTargetHints(["Bookshelf"], output: output, manifest: manifest, currentFolder: "/work/app"), [], output)
        }
        XCTAssertEqual(
            Command.newTargetHints(["Bookshelf"], output: "Generated", manifest: manifest, currentFolder: "/work/app"),
            ["gen: new API 'Bookshelf': add \"Bookshelf\" to `generatedModules` in Package.swift"])
    }
}
