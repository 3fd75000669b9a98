import Foundation
import XCTest

@testable import SpecLanguage

/// What sits in a specs folder besides specs: hidden files (an editor's lock, `.#Shop.yaml`, a
/// link to nothing) and folders named like specs are passed over; a link to nothing, a named
/// pipe (which would have made gen wait for ever) and a device are errors at their path. Each of
/// them made the whole run fail with "The operation could not be completed".
final class SpecFolderEntryTests: XCTestCase {
    func testEntriesThatAreNoSpecFilesArePassedOverOrSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "gen-entries-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/archive.yaml", withIntermediateDirectories: true)
        try "api: Shop\nservers: { production: https://shop.example }\nmodels:\n  Order: { id: String }\n".write(
            toFile: folder + "/Shop.yaml", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: folder + "/.#Shop.yaml", withDestinationPath: "user@host.123:1700000000")

        let clean = try SpecLoader.load(directory: folder)
        XCTAssertEqual(clean.diagnostics.map(\.description), [])
        XCTAssertEqual(clean.apis.map(\.name), ["Shop"])

        try fm.createSymbolicLink(atPath: folder + "/Old.yaml", withDestinationPath: "nowhere.yaml")
        try fm.createSymbolicLink(atPath: folder + "/Zero.yaml", withDestinationPath: "/dev/zero")
        XCTAssertEqual(mkfifo(folder + "/Pipe.yaml", 0o600), 0)
        let loaded = try SpecLoader.load(directory: folder)
        XCTAssertEqual(
            loaded.diagnostics.map(\.description),
            [
                "\(folder)/Old.yaml:1:1: error: the link leads to no file",
                "\(folder)/Pipe.yaml:1:1: error: it is not a regular file (a pipe, a device or a socket); gen reads specs from files",
                "\(folder)/Zero.yaml:1:1: error: it is not a regular file (a pipe, a device or a socket); gen reads specs from files",
            ])
    }
}
