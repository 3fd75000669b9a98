import Foundation
import XCTest

@testable import CodeGen

final class OutputWriterTests: XCTestCase {
    private func generatedText(_ body: String) -> String { FileHeader.text(sources: ["Shop.yaml"]) + body + "\n" }

    private func modificationDate(_ path: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    private func setModificationDate(_ date: Date, _ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    func testFirstRunWritesEverything() throws {
        let folder = try temporaryFolder(self)
        let writer = OutputWriter(directory: folder + "/out")
        let files = [
            OutputFile(path: "Shop/B.swift", contents: generatedText("b")), OutputFile(path: "Shop/A.swift", contents: generatedText("a")),
        ]
        let plan = try writer.plan(files)
        XCTAssertEqual(plan.write.map(\.path), ["Shop/A.swift", "Shop/B.swift"], "sorted by path")
        XCTAssertEqual(plan.unchanged, [])
        XCTAssertEqual(plan.remove, [])
        try writer.apply(plan)
        XCTAssertEqual(
            tree(folder + "/out"), ["Shop/A.swift": Data(generatedText("a").utf8), "Shop/B.swift": Data(generatedText("b").utf8)])
    }

    func testPlanChangesNothingOnDisk() throws {
        let folder = try temporaryFolder(self)
        try write(["Shop/Old.swift": generatedText("old")], into: folder)
        let before = tree(folder)
        _ = try OutputWriter(directory: folder).plan([OutputFile(path: "Shop/New.swift", contents: generatedText("new"))])
        XCTAssertEqual(tree(folder), before)
    }

    func testUnchangedFilesAreNotTouched() throws {
        let folder = try temporaryFolder(self)
        let writer = OutputWriter(directory: folder)
        let same = OutputFile(path: "Shop/Same.swift", contents: generatedText("same"))
        let changing = OutputFile(path: "Shop/Changing.swift", contents: generatedText("v1"))
        try writer.apply(try writer.plan([same, changing]))

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try setModificationDate(past, folder + "/Shop/Same.swift")
        try setModificationDate(past, folder + "/Shop/Changing.swift")

        let plan = try writer.plan([same, OutputFile(path: "Shop/Changing.swift", contents: generatedText("v2"))])
        XCTAssertEqual(plan.unchanged, ["Shop/Same.swift"])
        XCTAssertEqual(plan.write.map(\.path), ["Shop/Changing.swift"])
        try writer.apply(plan)

        XCTAssertEqual(try modificationDate(folder + "/Shop/Same.swift"), past, "an unchanged file was rewritten")
        XCTAssertNotEqual(try modificationDate(folder + "/Shop/Changing.swift"), past)
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/Shop/Changing.swift"), Data(generatedText("v2").utf8))
    }

    func testWritesAreAtomicReplacements() throws {
        let folder = try temporaryFolder(self)
        let writer = OutputWriter(directory: folder)
        try writer.apply(try writer.plan([OutputFile(path: "Shop/A.swift", contents: generatedText("old"))]))
        let path = folder + "/Shop/A.swift"
        let inodeBefore = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)

        // A reader that opened the old file keeps reading the old bytes: the new file replaced
        // it by rename instead of being written over it in place.
        let reader = try XCTUnwrap(FileHandle(forReadingAtPath: path))
        defer { try? reader.close() }
        try writer.apply(try writer.plan([OutputFile(path: "Shop/A.swift", contents: generatedText("new, and longer"))]))
        XCTAssertEqual(try reader.readToEnd(), Data(generatedText("old").utf8))

        let inodeAfter = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
        XCTAssertNotEqual(inodeBefore, inodeAfter)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/Shop"), ["A.swift"], "temporary files left behind")
    }

    /// Every byte arrives, however large the file and whatever its characters.
    func testReplaceWritesLargeFilesWhole() throws {
        let folder = try temporaryFolder(self)
        let text = String(repeating: "let café = \"☕️\" // ünïcödé\n", count: 40_000)
        try OutputWriter.replace(folder + "/Big.swift", with: text)
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/Big.swift"), Data(text.utf8))
    }

    /// A write that cannot happen names the file and the system's reason, and leaves nothing.
    func testAFailedReplaceNamesThePathAndLeavesNoTemporaryFile() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Taken.swift", withIntermediateDirectories: true)
        XCTAssertThrowsError(try OutputWriter.replace(folder + "/Missing/A.swift", with: "x")) { error in
            XCTAssertEqual(error.localizedDescription, "cannot write \(folder)/Missing/A.swift: No such file or directory")
        }
        XCTAssertThrowsError(try OutputWriter.replace(folder + "/Taken.swift", with: "x")) { error in
            XCTAssertEqual(error.localizedDescription, "cannot write \(folder)/Taken.swift: Is a directory")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["Taken.swift"], "temporary files left behind")
    }

    /// A run whose writing fails partway leaves the output as it was: every file is written
    /// beside its place before any is renamed into it. Earlier files were already new.
    func testAWriteThatFailsPartwayLeavesTheOutputAsItWas() throws {
        let folder = try temporaryFolder(self)
        try write(["Shop/A.swift": generatedText("old a"), "Shop/B.swift": generatedText("old b")], into: folder)
        let before = tree(folder)
        // B's temporary file cannot be made: a folder of its name is in the way.
        let blocked = folder + "/Shop/B.swift.gen-\(getpid())"
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        let writer = OutputWriter(directory: folder)
        let plan = try writer.plan([
            OutputFile(path: "Shop/A.swift", contents: generatedText("new a")),
            OutputFile(path: "Shop/B.swift", contents: generatedText("new b")),
        ])
        XCTAssertEqual(plan.write.map(\.path), ["Shop/A.swift", "Shop/B.swift"])
        XCTAssertThrowsError(try writer.apply(plan)) { error in
            XCTAssertEqual(error.localizedDescription, "cannot write \(folder)/Shop/B.swift: Is a directory")
        }
        try FileManager.default.removeItem(atPath: blocked)
        XCTAssertEqual(tree(folder), before, "a file was changed, or a temporary one left behind")

        // The folders it made for new files go too.
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        let newAPI = try writer.plan([
            OutputFile(path: "Fresh/A.swift", contents: generatedText("a")),
            OutputFile(path: "Shop/B.swift", contents: generatedText("new b")),
        ])
        XCTAssertThrowsError(try writer.apply(newAPI))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Fresh"), "the folder made for the new API stayed")
        try FileManager.default.removeItem(atPath: blocked)
    }

    /// A rename refused once every file is written (a file made immutable), or a removal
    /// refused, puts back what the run had already changed: the files it replaced, the ones it
    /// removed, and no new file stays. Half of Harbor's files were new, and all of a removed
    /// API's gone, before.
    func testARenameOrRemovalRefusedPartwayPutsEverythingBack() throws {
        let folder = try temporaryFolder(self)
        try write(
            ["Shop/A.swift": generatedText("old a"), "Shop/B.swift": generatedText("old b"), "Gone/C.swift": generatedText("old c")],
            into: folder)
        let before = tree(folder)
        var writer = OutputWriter(directory: folder)
        let plan = try writer.plan([
            OutputFile(path: "Shop/A.swift", contents: generatedText("new a")),
            OutputFile(path: "Shop/B.swift", contents: generatedText("new b")),
            OutputFile(path: "Shop/D.swift", contents: generatedText("new d")),
        ])
        XCTAssertEqual(plan.remove, ["Gone/C.swift"])
        for refused in ["Shop/D.swift", "Shop/B.swift", "Gone/C.swift"] {
            let target = folder + "/" + refused
            writer.moveFile = { from, to in
                // The removal is a move aside of the file; a write, a move onto it.
                if to == target || from == target && refused.hasPrefix("Gone") {
                    errno = EPERM
                    return -1
                }
                return rename(from, to)
            }
            XCTAssertThrowsError(try writer.apply(plan), refused)
            XCTAssertEqual(tree(folder), before, "after \(refused) was refused, a file was changed or left behind")
        }
        // What cannot be put back is said, not hidden behind the first refusal.
        let fileA = folder + "/Shop/A.swift"
        let fileD = folder + "/Shop/D.swift"
        writer.moveFile = { from, to in
            if to == fileD || to == fileA && from.hasSuffix("-old") {
                errno = EPERM
                return -1
            }
            return rename(from, to)
        }
        XCTAssertThrowsError(try writer.apply(plan)) { error in
            XCTAssertTrue(
                error.localizedDescription.hasPrefix("cannot write \(fileD): Operation not permitted; and \(fileA) could not be put back"),
                error.localizedDescription)
        }
        writer.moveFile = { rename($0, $1) }
        try writer.apply(plan)
        XCTAssertEqual(Set(tree(folder).keys), ["Shop/A.swift", "Shop/B.swift", "Shop/D.swift"])
    }

    /// A temporary file of a run stopped while it wrote (its process gone) is removed by the
    /// next run; one of a run still going is not touched.
    func testATemporaryFileOfAnEndedRunIsRemoved() throws {
        let folder = try temporaryFolder(self)
        let gone = "Shop/A.swift.gen-\(Int32.max)"
        let live = "Shop/A.swift.gen-\(getpid())"
        try write(["Shop/A.swift": generatedText("a"), gone: generatedText("a"), live: generatedText("a")], into: folder)
        let writer = OutputWriter(directory: folder)
        let plan = try writer.plan([OutputFile(path: "Shop/A.swift", contents: generatedText("a"))])
        XCTAssertEqual(plan.remove, [gone])
        try writer.apply(plan)
        XCTAssertEqual(Set(tree(folder).keys), ["Shop/A.swift", live])
    }

    func testRemovesOnlyGeneratedFilesNoAPIProduces() throws {
        let folder = try temporaryFolder(self)
        try write(
            [
                "Shop/Models.swift": generatedText("kept"),
                "Shop/Stale.swift": generatedText("stale"),
                "Gone/Models.swift": generatedText("an API that no longer exists"),
                "Shop/Extensions.swift": "// The user's own code.\nextension Order {}\n",
                "Shop/Notes.md": FileHeader.marker + " but not Swift\n",
                "Shop/Mentions.swift": "import Foundation\n" + FileHeader.marker + " further down\n",
                "Shop/Short.swift": "//",
                "Shop/Empty.swift": "",
            ], into: folder)
        let writer = OutputWriter(directory: folder)
        let plan = try writer.plan([OutputFile(path: "Shop/Models.swift", contents: generatedText("kept"))])
        XCTAssertEqual(plan.remove, ["Gone/Models.swift", "Shop/Stale.swift"])
        XCTAssertEqual(plan.unchanged, ["Shop/Models.swift"])
        try writer.apply(plan)
        XCTAssertEqual(
            Set(tree(folder).keys),
            ["Shop/Models.swift", "Shop/Extensions.swift", "Shop/Notes.md", "Shop/Mentions.swift", "Shop/Short.swift", "Shop/Empty.swift"])
    }

    func testRemovalNeverReachesDeeperOrHiddenFolders() throws {
        // `gen Specs --output .` in a package: other generated trees sit deeper or in `.build`.
        let folder = try temporaryFolder(self)
        try write(
            [
                "Flat.swift": generatedText("flat"), "Shop/Old.swift": generatedText("old"),
                "Tests/Fixtures/Generated/Keywords/Models.swift": generatedText("fixture"),
                ".build/plugins/outputs/Shop/Models.swift": generatedText("plugin"), "Shop/.hidden.swift": generatedText("hidden"),
            ], into: folder)
        let plan = try OutputWriter(directory: folder).plan([OutputFile(path: "Shop/New.swift", contents: generatedText("new"))])
        XCTAssertEqual(plan.remove, ["Flat.swift", "Shop/Old.swift"])
    }

    /// A module linked into the output folder from elsewhere (a symbolic link to a folder, or
    /// to a file) is not gen's: its files were removed where the link pointed, outside the
    /// output folder.
    func testRemovalNeverFollowsSymbolicLinks() throws {
        let root = try temporaryFolder(self)
        let folder = root + "/out"
        try write(["elsewhere/Shared/Models.swift": generatedText("shared"), "elsewhere/One.swift": generatedText("one")], into: root)
        try write(["Shop/Old.swift": generatedText("old")], into: folder)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder + "/Shared", withDestinationPath: root + "/elsewhere/Shared")
        try fm.createSymbolicLink(atPath: folder + "/Shop/Linked.swift", withDestinationPath: root + "/elsewhere/One.swift")
        let writer = OutputWriter(directory: folder)
        let plan = try writer.plan([OutputFile(path: "Shop/New.swift", contents: generatedText("new"))])
        XCTAssertEqual(plan.remove, ["Shop/Old.swift"])
        try writer.apply(plan)
        XCTAssertTrue(fm.fileExists(atPath: root + "/elsewhere/Shared/Models.swift"))
        XCTAssertTrue(fm.fileExists(atPath: root + "/elsewhere/One.swift"))
    }

    func testMissingOutputFolderPlansEverythingAsWritten() throws {
        let folder = try temporaryFolder(self)
        let plan = try OutputWriter(directory: folder + "/does/not/exist").plan([
            OutputFile(path: "A/B.swift", contents: generatedText("x"))
        ])
        XCTAssertEqual(plan.write.count, 1)
        XCTAssertEqual(plan.remove, [])
    }

    func testAFolderWhereAFileGoesIsNamedAndLeftAlone() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Shop/Models.swift", withIntermediateDirectories: true)
        let writer = OutputWriter(directory: folder)
        let plan = try writer.plan([
            OutputFile(path: "Shop/Client.swift", contents: generatedText("c")),
            OutputFile(path: "Shop/Models.swift", contents: generatedText("m")),
        ])
        XCTAssertEqual(plan.write.map(\.path), ["Shop/Client.swift", "Shop/Models.swift"])
        XCTAssertEqual(plan.remove, [], "a folder is never gen's to remove")
        XCTAssertThrowsError(try writer.apply(plan)) { error in
            XCTAssertEqual(error.localizedDescription, "cannot write \(folder)/Shop/Models.swift: a folder of that name is in the way")
        }
        var isDirectory: ObjCBool = false
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder + "/Shop/Models.swift", isDirectory: &isDirectory) && isDirectory.boolValue)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Shop/Client.swift"), "nothing is written when one file cannot be")
    }

    func testWhatIsInTheWayOfAFolderIsFoundForShortAndRelativePaths() throws {
        let folder = try temporaryFolder(self, name)
        try Data().write(to: URL(fileURLWithPath: folder + "/F"))
        XCTAssertEqual(OutputWriter.fileInTheWay(of: folder + "/F/out/Shop"), folder + "/F")
        XCTAssertNil(OutputWriter.fileInTheWay(of: folder + "/G/Shop"))
        // One-letter relative paths, which Foundation's deletingLastPathComponent cannot take on Linux.
        XCTAssertNil(OutputWriter.fileInTheWay(of: "G"))
        XCTAssertNil(OutputWriter.fileInTheWay(of: "G/Shop"))
        XCTAssertNil(OutputWriter.fileInTheWay(of: "a/bb/Shop"))
    }
}
