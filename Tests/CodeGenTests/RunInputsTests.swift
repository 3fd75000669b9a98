import Foundation
import XCTest

@testable import GenCommand

/// The up-to-date record is keyed by the inputs' bytes, and written only when no input changed
/// while the run read them; the second look is by `stat` alone (`RunInputs`).
final class RunInputsTests: XCTestCase {
    private func specsFolder() throws -> String {
        let folder = try temporaryFolder(self, "specs")
        try "api: Shop\nservers: { production: https://shop.example }\n".write(
            toFile: folder + "/Shop.yaml", atomically: false, encoding: .utf8)
        return folder
    }

    func testInputsThatStayTheSameAreUnchanged() throws {
        let specs = try specsFolder()
        let inputs = try XCTUnwrap(RunInputs.read(arguments: [specs], specs: specs, templates: nil))
        XCTAssertTrue(inputs.unchanged(specs: specs, templates: nil))
        XCTAssertEqual(RunInputs.read(arguments: [specs], specs: specs, templates: nil), inputs)
    }

    func testASpecSavedDuringTheRunIsNoticed() throws {
        let specs = try specsFolder()
        let inputs = try XCTUnwrap(RunInputs.read(arguments: [specs], specs: specs, templates: nil))
        try "api: Shop\nservers: { production: https://shop.example/v2 }\n".write(
            toFile: specs + "/Shop.yaml", atomically: false, encoding: .utf8)
        XCTAssertFalse(inputs.unchanged(specs: specs, templates: nil))
        XCTAssertNotEqual(RunInputs.read(arguments: [specs], specs: specs, templates: nil)?.contents, inputs.contents)
    }

    func testASpecTouchedOrAddedDuringTheRunIsNoticed() throws {
        let specs = try specsFolder()
        let inputs = try XCTUnwrap(RunInputs.read(arguments: [specs], specs: specs, templates: nil))
        // The same bytes, another modification time (set, not waited for: the file system's
        // clock may be coarser than the test).
        let path = specs + "/Shop.yaml"
        let modified = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: modified.addingTimeInterval(-60)], ofItemAtPath: path)
        XCTAssertFalse(inputs.unchanged(specs: specs, templates: nil))

        let again = try XCTUnwrap(RunInputs.read(arguments: [specs], specs: specs, templates: nil))
        XCTAssertEqual(again.contents, inputs.contents, "the same bytes are the same record")
        try "api: Other\n".write(toFile: specs + "/Other.yaml", atomically: false, encoding: .utf8)
        XCTAssertFalse(again.unchanged(specs: specs, templates: nil))
    }

    /// A spec written just now may change again within one tick of the file system's clock,
    /// unseen by `stat`: then the second look reads the bytes again.
    func testARecentWriteMakesTheSecondLookReadTheBytes() throws {
        let specs = try specsFolder()
        let recent = try XCTUnwrap(RunInputs.read(arguments: [specs], specs: specs, templates: nil))
        XCTAssertTrue(recent.isRecent, "a spec written a moment ago")
        var trusted = recent
        trusted.isRecent = false
        // Same states, other bytes (as a same-size rewrite in one clock tick would leave): only
        // the look that reads the bytes sees it.
        trusted.files &+= 1
        XCTAssertTrue(trusted.unchanged(specs: specs, templates: nil))
        var racy = recent
        racy.files &+= 1
        XCTAssertFalse(racy.unchanged(specs: specs, templates: nil))
        XCTAssertTrue(recent.unchanged(specs: specs, templates: nil))
    }

    /// The built-in templates count by what `stat` says of them, unless written recently: then
    /// by their bytes, as other inputs are.
    func testAFolderByStateCountsItsBytesWhenRecent() throws {
        let folder = try specsFolder()
        func fingerprint(byState: Bool, recentSince: Int) -> UInt64 {
            var scan = InputScan(readsContents: true, recentSince: recentSince)
            XCTAssertTrue(scan.addFolder(folder, byState: byState))
            return scan.contents.value
        }
        let byBytes = fingerprint(byState: false, recentSince: 0)
        XCTAssertEqual(fingerprint(byState: true, recentSince: 0), byBytes, "every file is recent: read")
        let byState = fingerprint(byState: true, recentSince: Int.max)
        XCTAssertNotEqual(byState, byBytes)
        XCTAssertEqual(fingerprint(byState: true, recentSince: Int.max), byState)
        // Other bytes of the same size, written at another time: another fingerprint. (The time
        // is set, as two writes within one tick of the clock can leave the same.)
        let path = folder + "/Shop.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "Shop", with: "Shoq").write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
        XCTAssertNotEqual(fingerprint(byState: true, recentSince: Int.max), byState)
    }

    func testAFolderBesideTheSpecsIsNoInput() throws {
        let specs = try specsFolder()
        try FileManager.default.createDirectory(atPath: specs + "/Generated", withIntermediateDirectories: true)
        let inputs = try XCTUnwrap(RunInputs.read(arguments: [specs], specs: specs, templates: nil))
        // Output written into a folder inside the specs folder (`gen .`) changes that folder's
        // times, not the inputs.
        try "// generated".write(toFile: specs + "/Generated/Shop.swift", atomically: false, encoding: .utf8)
        XCTAssertTrue(inputs.unchanged(specs: specs, templates: nil))
    }

    func testArgumentsThatOnlyChangeTheReportShareARecord() throws {
        let specs = try specsFolder()
        let plain = RunInputs.read(arguments: [specs], specs: specs, templates: nil)?.contents
        XCTAssertEqual(RunInputs.read(arguments: [specs, "--verbose"], specs: specs, templates: nil)?.contents, plain)
        XCTAssertNotEqual(RunInputs.read(arguments: [specs, "--no-mocks"], specs: specs, templates: nil)?.contents, plain)
    }

    func testTheHashTellsItemsApartAndDependsOnEveryByte() {
        func hash(_ items: [String]) -> UInt64 {
            var hasher = StableHasher()
            for item in items { hasher.add(item) }
            return hasher.value
        }
        XCTAssertNotEqual(hash(["ab", "c"]), hash(["a", "bc"]))
        let long = String(repeating: "x", count: 100)
        // A change in each lane's word, in the 8-byte tail and in the last byte.
        for position in [0, 8, 16, 24, 96, 99] {
            var changed = Array(long.utf8)
            changed[position] = UInt8(ascii: "y")
            XCTAssertNotEqual(hash([long]), hash([String(decoding: changed, as: UTF8.self)]), "byte \(position)")
        }
        XCTAssertEqual(hash([long]), hash([long]))
    }
}

/// The record's text keeps every value, whatever characters its texts hold, and refuses what
/// it did not write.
final class RunStampTextTests: XCTestCase {
    func testTheTextKeepsEveryValue() throws {
        let stamp = RunStamp(
            fingerprint: UInt64.max - 7,
            outputs: [
                RunStamp.Output(path: "Shop/Models.swift", size: 1234, hash: 42),
                RunStamp.Output(path: "Shop/a b\\c\nd\re café.swift", size: 0, hash: UInt64.max),
                RunStamp.Output(path: "\u{301}starts with a combining mark.swift", size: 7, hash: 7),
            ],
            messages: ["Shop.yaml:3:5: warning: two\nlines \\n not a break", "", "ends with a backslash \\", "\u{301} after the space"],
            apiNames: ["Shop", "Ünïcode"])
        let read = try XCTUnwrap(RunStamp(text: Data(stamp.text.utf8)))
        XCTAssertEqual(read, stamp)
        // One line per value and the format's own, each ended by a line break.
        XCTAssertEqual(stamp.text.split(separator: "\n", omittingEmptySubsequences: false).count, 1 + 1 + 2 + 4 + 3 + 1)
    }

    func testAnythingElseIsNoRecord() {
        let good = RunStamp(fingerprint: 1, outputs: [], messages: [], apiNames: ["Shop"]).text
        XCTAssertNotNil(RunStamp(text: Data(good.utf8)))
        XCTAssertNil(RunStamp(text: Data()))
        XCTAssertNil(RunStamp(text: Data(#"{"fingerprint":1,"outputs":[],"messages":[],"apiNames":[]}"#.utf8)))
        XCTAssertNil(RunStamp(text: Data(good.dropLast().utf8)), "a record cut short")
        XCTAssertNil(RunStamp(text: Data(good.replacingOccurrences(of: "fingerprint 1", with: "fingerprint x").utf8)))
        XCTAssertNil(RunStamp(text: Data((good + "output 1 2\n").utf8)), "an output without a path")
        XCTAssertNil(RunStamp(text: Data((good + "colour blue\n").utf8)))
    }
}
